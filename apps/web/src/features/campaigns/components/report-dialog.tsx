import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { reportCampaignSchema, REPORT_MESSAGE_MAX, type ReportCampaignInput } from '@ireti/shared/trust/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextArea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useReportCampaign } from '../api/report-campaign.ts';
import { useState } from 'react';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('campaign/report-dialog', {
  title: 'Report this campaign',
  intro: "Tell us what looks wrong. Our team reads every report; the campaign's owner does not see who reported it.",
  label: 'What is wrong with this campaign?',
  thanks: 'Thank you. Our team will look into this campaign.',
  cancel: 'Cancel',
  send: 'Send report',
});

/** Report a campaign to the Ireti team (POST /campaign/report); loaded only when opened. */
export default function ReportDialog({ campaignId, open, onClose }: { campaignId: string; open: boolean; onClose: () => void }) {
  const t = useT(messages);
  const report = useReportCampaign(campaignId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ReportCampaignInput>({
    resolver: zodResolver(reportCampaignSchema),
    defaultValues: { campaign_id: campaignId, message: '' },
  });
  const message = form.watch('message') ?? '';
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    const res = await report.mutateAsync(v.message);
    if (res.status.code === Code.OK) {
      toast(res.status.desc || t.thanks);
      form.reset({ campaign_id: campaignId, message: '' });
      onClose();
    } else {
      setError(res.status.desc);
      toast.error(res.status.desc);
    }
  });
  return (
    <Modal open={open} onClose={onClose} title={t.title}>
      <form onSubmit={submit} noValidate>
        <p className="mb-4 text-sm text-slate-700">{t.intro}</p>
        <FormError message={error ?? (Object.keys(form.formState.errors).length > 1 ? Msg.formInvalid : null)} />
        <TextArea
          label={t.label}
          rows={5}
          maxLength={REPORT_MESSAGE_MAX}
          error={form.formState.errors.message?.message}
          hint={`${message.length}/${REPORT_MESSAGE_MAX}`}
          {...form.register('message')}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="danger" loading={report.isPending}>
            {t.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
