import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { t as Code } from './status-ClvZbWz5.js';
import { A as api, L as Msg, b as Button, m as toast } from '../entry-server.js';
import { n as REPORT_MESSAGE_MAX, o as reportCampaignSchema } from './schemas-BqxSaobd.js';
import { o as TextArea, r as FormError } from './field-BhGmjKt2.js';
import { t as Modal } from './modal-CQEXYd9c.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { N as d, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/features/campaigns/api/report-campaign.ts
/** POST /campaign/report { campaign_id, message } (the route belongs to the trust module). */
var reportCampaign = (campaignId, message) =>
  api('POST', '/campaign/report', {
    campaign_id: campaignId,
    message,
  });
function useReportCampaign(campaignId) {
  return useMutation({ mutationFn: (message) => reportCampaign(campaignId, message) });
}
// src/features/campaigns/components/report-dialog.tsx
var messages = i18n('campaign/report-dialog', {
  title: 'Report this campaign',
  intro: "Tell us what looks wrong. Our team reads every report; the campaign's owner does not see who reported it.",
  label: 'What is wrong with this campaign?',
  thanks: 'Thank you. Our team will look into this campaign.',
  cancel: 'Cancel',
  send: 'Send report',
});
/** Report a campaign to the Ireti team (POST /campaign/report); loaded only when opened. */
function ReportDialog({ campaignId, open, onClose }) {
  const t = useT(messages);
  const report = useReportCampaign(campaignId);
  const [error, setError] = d(null);
  const form = useForm({
    resolver: u(reportCampaignSchema),
    defaultValues: {
      campaign_id: campaignId,
      message: '',
    },
  });
  const message = form.watch('message') ?? '';
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    const res = await report.mutateAsync(v.message);
    if (res.status.code === Code.OK) {
      toast(res.status.desc || t.thanks);
      form.reset({
        campaign_id: campaignId,
        message: '',
      });
      onClose();
    } else {
      setError(res.status.desc);
      toast.error(res.status.desc);
    }
  });
  return /* @__PURE__ */ a(Modal, {
    open,
    onClose,
    title: t.title,
    children: /* @__PURE__ */ a('form', {
      onSubmit: submit,
      noValidate: true,
      children: [
        /* @__PURE__ */ a('p', {
          className: 'mb-4 text-sm text-slate-700',
          children: t.intro,
        }),
        /* @__PURE__ */ a(FormError, { message: error ?? (Object.keys(form.formState.errors).length > 1 ? Msg.formInvalid : null) }),
        /* @__PURE__ */ a(TextArea, {
          label: t.label,
          rows: 5,
          maxLength: REPORT_MESSAGE_MAX,
          error: form.formState.errors.message?.message,
          hint: `${message.length}/${REPORT_MESSAGE_MAX}`,
          ...form.register('message'),
        }),
        /* @__PURE__ */ a('div', {
          className: 'flex justify-end gap-2',
          children: [
            /* @__PURE__ */ a(Button, {
              type: 'button',
              variant: 'ghost',
              onClick: onClose,
              children: t.cancel,
            }),
            /* @__PURE__ */ a(Button, {
              type: 'submit',
              variant: 'danger',
              loading: report.isPending,
              children: t.send,
            }),
          ],
        }),
      ],
    }),
  });
}
export { ReportDialog as default, messages };
