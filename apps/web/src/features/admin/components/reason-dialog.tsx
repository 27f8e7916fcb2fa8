import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code, type Envelope } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { reasonSchema } from '@ireti/shared/trust/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextArea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { serverErrors } from '../../../lib/forms.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('admin/reason-dialog', {
  cancel: 'Cancel',
});

/**
 * A confirmation that needs a written reason (suspend, reinstate, remove, dismiss, reject…). The
 * reason goes on the record and, where the action tells someone, into their e-mail.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  intro,
  label,
  submitLabel,
  danger = false,
  fieldLabel = 'Reason',
  max = 1000,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro?: string;
  label: string;
  submitLabel: string;
  danger?: boolean;
  /** The name used in the "can't be empty" message (the shared rule's label). */
  fieldLabel?: string;
  max?: number;
  onSubmit: (reason: string) => Promise<Envelope<unknown>>;
}) {
  const t = useT(messages);
  const [formError, setFormError] = useState<string | null>(null);
  // The same rule as the server's body (moderationSchema, interviewInviteSchema): required, trimmed, at most `max`.
  const schema = useMemo(() => reasonSchema(fieldLabel, max), [fieldLabel, max]);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  useEffect(() => {
    if (open) {
      form.reset({ reason: '' });
      setFormError(null);
    }
  }, [open, form]);
  const submit = form.handleSubmit(
    async ({ reason }) => {
      const res = await onSubmit(reason);
      if (res.status.code === Code.OK) {
        toast(res.status.desc);
        onClose();
        return;
      }
      const first = Object.values(serverErrors(res))[0];
      if (first) form.setError('reason', { message: first });
      setFormError(res.status.desc);
    },
    () => setFormError(Msg.formInvalid),
  );
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        {intro && <p className="mb-4 text-sm text-slate-700">{intro}</p>}
        <TextArea label={label} rows={4} maxLength={max} error={form.formState.errors.reason?.message} {...form.register('reason')} />
        <FormError message={formError} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
