import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { formatNaira } from '@ireti/shared/money';
import {
  SUPPORTER_TARGET_MIN_NAIRA,
  SUPPORTER_WORDS_MAX,
  supporterPageUpdateSchema,
  type SupporterPageUpdateInput,
} from '@ireti/shared/supporters/schemas';
import type { SupporterPageDetail } from '@ireti/shared/supporters/types';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextArea, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { editSupporterPage, openSupporterPage, supporterKeys } from '../api/supporters.ts';

export const messages = i18n('campaign/supporter-page-form', {
  openTitle: 'Fundraise for this campaign',
  editTitle: 'Edit your page',
  intro: 'Your own page for this campaign: your photo, your words and your target. Every gift through it goes to the campaign.',
  words: 'Your words',
  wordsHint: params('Why you support this campaign, in your own words ({n}/{max})'),
  target: 'Your target (₦)',
  targetHint: params('From {min} up to the campaign’s goal, {goal}'),
  cancel: 'Cancel',
  open: 'Open my page',
  save: 'Save',
});

/**
 * Open a supporter page (POST /fundraise) or edit one's own (PUT /fundraise/{pageId}): the words and
 * the target, checked by the same rules as the API's; the server's field messages go under the fields.
 */
export default function SupporterPageForm({
  campaignId,
  goal,
  page,
  onClose,
}: {
  campaignId: string;
  /** The campaign's goal in naira: the most a target may be. */
  goal: number;
  /** The page being edited; absent: a new one. */
  page?: SupporterPageDetail;
  onClose: () => void;
}) {
  const t = useT(messages);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SupporterPageUpdateInput, unknown, { words: string; target: number }>({
    resolver: zodResolver(supporterPageUpdateSchema),
    defaultValues: { words: page?.words ?? '', target: page ? String(page.target) : '' },
  });
  const words = String(form.watch('words') ?? '');
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    const res = page ? await editSupporterPage(page.page_id, v) : await openSupporterPage({ campaign: campaignId, ...v });
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      void qc.invalidateQueries({ queryKey: supporterKeys.all });
      onClose();
      if (!page) void navigate(`/fundraise/${res.entity.page_id}`);
      return;
    }
    const errors = (res.entity as { errors?: Record<string, string> } | null)?.errors ?? {};
    for (const f of ['words', 'target'] as const) if (errors[f]) form.setError(f, { message: errors[f] });
    setError(res.status.desc);
  });
  const errors = form.formState.errors;
  return (
    <Modal open onClose={onClose} title={page ? t.editTitle : t.openTitle}>
      <form onSubmit={submit} noValidate>
        {!page && <p className="mb-4 text-sm text-slate-700">{t.intro}</p>}
        <FormError message={error ?? (Object.keys(errors).length > 1 ? Msg.formInvalid : null)} />
        <TextArea
          label={t.words}
          rows={5}
          maxLength={SUPPORTER_WORDS_MAX}
          error={errors.words?.message}
          hint={t.wordsHint({ n: [...words].length, max: SUPPORTER_WORDS_MAX })}
          {...form.register('words')}
        />
        <TextField
          label={t.target}
          inputMode="numeric"
          error={errors.target?.message}
          hint={t.targetHint({ min: formatNaira(SUPPORTER_TARGET_MIN_NAIRA), goal: formatNaira(goal) })}
          {...form.register('target')}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {page ? t.save : t.open}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
