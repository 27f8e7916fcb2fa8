import { useEffect, useState } from 'react';
import { isPrivateReason, PRIVATE_REASON } from '@ireti/shared/accounts/second-factor';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('admin/access-reason-dialog', {
  reason: 'Reason',
  placeholder: 'identity review',
  hint: params('At least {min} characters. It is written in their access log.'),
  cancel: 'Cancel',
});

/**
 * The reason asked before private information is shown (issue 28, decision 086): a document
 * (DocButton) or a list's private details (RevealDetails). One rule, the API's (PRIVATE_REASON):
 * trimmed, at least 3 characters; the confirm button waits for it. `onReason` gets it trimmed.
 */
export function AccessReasonDialog({
  open,
  onClose,
  title,
  note,
  confirm,
  onReason,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  note: string;
  confirm: string;
  onReason: (reason: string) => void;
}) {
  const t = useT(messages);
  const [text, setText] = useState('');
  useEffect(() => {
    if (open) setText('');
  }, [open]);
  const ok = isPrivateReason(text);
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          if (!ok) return;
          onClose();
          onReason(text.trim());
        }}
      >
        <p className="mb-3 text-sm text-slate-600">{note}</p>
        <TextField
          label={t.reason}
          placeholder={t.placeholder}
          hint={t.hint({ min: String(PRIVATE_REASON.min) })}
          maxLength={PRIVATE_REASON.max}
          value={text}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
        />
        <div className="flex gap-3">
          <Button type="submit" disabled={!ok}>
            {confirm}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
