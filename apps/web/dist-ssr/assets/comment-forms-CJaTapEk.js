import { N as d, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { g as Limits } from './constants-DBX7dDmi.js';
import { t as Code } from './status-ClvZbWz5.js';
import { n as commentReplySchema, r as commentReportSchema } from './schemas-B1hKz9Lm.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { A as api, b as Button, m as toast } from '../entry-server.js';
import { t as donationKeys } from './keys-8VpgdW09.js';
import { o as TextArea, r as FormError } from './field-BhGmjKt2.js';
import { t as Modal } from './modal-CQEXYd9c.js';
import { r as useDonorName } from './get-campaign-donations-Ch7FncWl.js';
// src/lib/donations/comments.ts
/** POST /comments/{donationId}/reply: the campaign owner's one reply under a comment. */
function useReplyToComment(campaignId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ donationId, ...body }) => api('POST', `/comments/${donationId}/reply`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: donationKeys.campaignAll(campaignId) }),
  });
}
/** POST /comments/{donationId}/report: anyone tells the Ireti team about a comment. */
var reportComment = (donationId, body) => api('POST', `/comments/${donationId}/report`, body);
// src/components/donations/comment-forms.tsx
var messages = i18n('donations/comment-forms', {
  replyTo: params('Reply to {name}'),
  yourReply: 'Your reply (once, shown to everyone)',
  postReply: 'Post reply',
  cancel: 'Cancel',
  reportTitle: 'Report this comment',
  reportIntro: 'Tell the Ireti team what is wrong with this comment (spam, abuse, private details). They will review it.',
  whatIsWrong: 'What is wrong? (optional)',
  reportComment: 'Report comment',
});
/**
 * The Comments tab's forms (decision 047): the owner's reply and a report. Loaded only when one
 * is opened, with their rules, so the campaign page itself carries no form library.
 */
function ReplyForm({ campaignId, donation, onCancel }) {
  const t = useT(messages);
  const tr = useLocalise();
  const donorName = useDonorName();
  const [error, setError] = d(null);
  const reply = useReplyToComment(campaignId);
  const form = useForm({
    resolver: u(commentReplySchema),
    defaultValues: { reply: '' },
  });
  const text = form.watch('reply') ?? '';
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await reply.mutateAsync({
      donationId: donation._id,
      ...values,
    });
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      return;
    }
    const errors = res.entity?.errors;
    if (errors?.reply) form.setError('reply', { message: errors.reply });
    setError(res.status.desc);
  });
  return /* @__PURE__ */ a('form', {
    onSubmit: submit,
    noValidate: true,
    className: 'mt-3',
    'aria-label': t.replyTo({ name: donorName(donation) }),
    children: [
      /* @__PURE__ */ a(FormError, { message: error }),
      /* @__PURE__ */ a(TextArea, {
        label: t.yourReply,
        rows: 2,
        maxLength: Limits.commentMax,
        error: form.formState.errors.reply?.message && tr(form.formState.errors.reply.message),
        hint: `${[...text].length}/${Limits.commentMax}`,
        ...form.register('reply'),
      }),
      /* @__PURE__ */ a('div', {
        className: 'flex gap-2',
        children: [
          /* @__PURE__ */ a(Button, {
            type: 'submit',
            loading: reply.isPending,
            children: t.postReply,
          }),
          /* @__PURE__ */ a(Button, {
            type: 'button',
            variant: 'ghost',
            onClick: onCancel,
            children: t.cancel,
          }),
        ],
      }),
    ],
  });
}
function ReportDialog({ donation, onClose }) {
  const t = useT(messages);
  const tr = useLocalise();
  const [error, setError] = d(null);
  const form = useForm({
    resolver: u(commentReportSchema),
    defaultValues: { message: '' },
  });
  const close = () => {
    setError(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await reportComment(donation._id, values);
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      close();
      return;
    }
    setError(res.status.desc);
  });
  return /* @__PURE__ */ a(Modal, {
    open: true,
    onClose: close,
    title: t.reportTitle,
    children: /* @__PURE__ */ a('form', {
      onSubmit: submit,
      noValidate: true,
      children: [
        /* @__PURE__ */ a('p', {
          className: 'mb-3 text-sm text-slate-700',
          children: t.reportIntro,
        }),
        /* @__PURE__ */ a('blockquote', {
          className: 'mb-4 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-800',
          children: donation.comment,
        }),
        /* @__PURE__ */ a(FormError, { message: error }),
        /* @__PURE__ */ a(TextArea, {
          label: t.whatIsWrong,
          rows: 3,
          maxLength: 500,
          error: form.formState.errors.message?.message && tr(form.formState.errors.message.message),
          ...form.register('message'),
        }),
        /* @__PURE__ */ a('div', {
          className: 'flex flex-wrap gap-2',
          children: [
            /* @__PURE__ */ a(Button, {
              type: 'submit',
              variant: 'danger',
              loading: form.formState.isSubmitting,
              children: t.reportComment,
            }),
            /* @__PURE__ */ a(Button, {
              type: 'button',
              variant: 'ghost',
              onClick: close,
              children: t.cancel,
            }),
          ],
        }),
      ],
    }),
  });
}
export { ReplyForm, ReportDialog };
