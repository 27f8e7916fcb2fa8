import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { REPORT_MESSAGE_MAX, reportCampaignSchema, type ReportCampaignInput } from '@ireti/shared/trust/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextArea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useReportCampaign } from '../api/report-campaign.ts';

/** "Report this campaign" (anyone, spec §1): a short message to the Ireti team. */
export function ReportCampaignButton({ campaignId, className = '' }: { campaignId: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const report = useReportCampaign();
  const form = useForm<ReportCampaignInput>({ resolver: zodResolver(reportCampaignSchema), defaultValues: { campaign_id: campaignId, message: '' } });
  const length = [...(form.watch('message') ?? '')].length;

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const res = await report.mutateAsync(values);
      if (res.status.code === Code.OK) {
        toast(res.status.desc);
        form.reset({ campaign_id: campaignId, message: '' });
        setOpen(false);
        return;
      }
      const errors = res.entity && typeof res.entity === 'object' && 'errors' in res.entity ? res.entity.errors : null;
      if (errors?.message) form.setError('message', { message: errors.message });
      setFormError(res.status.desc);
      toast.error(res.status.desc);
    },
    () => setFormError(Msg.formInvalid),
  );

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 ${className}`}>
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
          <path d="M4 2h1.5v1h9.2l-1.6 4 1.6 4H5.5v7H4z" />
        </svg>
        Report
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Report this campaign">
        <form onSubmit={submit} noValidate>
          <p className="mb-4 text-sm text-slate-700">Tell our team what is wrong. We review every report and suspend a campaign while we check it when needed.</p>
          <TextArea
            label="What is wrong with this campaign?"
            maxLength={REPORT_MESSAGE_MAX}
            rows={5}
            error={form.formState.errors.message?.message}
            hint={`${length}/${REPORT_MESSAGE_MAX}`}
            {...form.register('message')}
          />
          <FormError message={formError} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={report.isPending}>
              Send report
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
