import { N as d, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  A as api,
  K as useLocation,
  L as Msg,
  P as upload,
  S as PageSpinner,
  W as Link,
  b as Button,
  m as toast,
  n as useCampaign,
  q as useNavigate,
  r as campaignKeys,
  x as buttonClass,
} from '../entry-server.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { t as Code } from './status-ClvZbWz5.js';
import { c as closeCampaignSchema, t as THANK_YOU_MAX } from './schemas-D9SZSjxt.js';
import { t as ConfirmDialog } from './confirm-dialog-CAhA_kWQ.js';
import { o as TextArea, r as FormError } from './field-BhGmjKt2.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { n as afterCampaignChange, t as Redirect } from './redirect-CWzXhG8D.js';
import { t as ImageUpload } from './image-upload-CH1QTHLR.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { t as editCampaignPath } from './paths-DRd0lTEG.js';
// src/features/campaigns/api/close-campaign.ts
/** POST /campaign/closecampaign/{id} { message }: closed with the thank-you (a success story). */
var closeCampaign = (id, message) => api('POST', `/campaign/closecampaign/${id}`, { message });
function useCloseCampaign(id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (message) => closeCampaign(id, message),
    onSuccess: (res) => afterCampaignChange(qc, id, res),
  });
}
// src/features/campaigns/api/upload-thank-you-image.ts
/** PUT /image/message{n}?campaign=: the first (1) or second (2) thank-you image; with progress. */
var uploadThankYouImage = (campaignId, n, file, onProgress) =>
  upload('PUT', `/image/message${n}?campaign=${encodeURIComponent(campaignId)}`, file, onProgress);
/** The upload for thank-you picture `n`, keeping the cached campaign up to date. */
function useUploadThankYouImage(campaignId) {
  const qc = useQueryClient();
  return (n) => async (file, onProgress) => {
    const res = await uploadThankYouImage(campaignId, n, file, onProgress);
    if (res.status.code === Code.OK) {
      const { url: _url, ...images } = res.entity;
      qc.setQueryData(campaignKeys.one(campaignId), (c) =>
        c
          ? {
              ...c,
              ...images,
            }
          : c,
      );
    }
    return res;
  };
}
// src/features/campaigns/close-campaign-page.tsx
var messages = i18n('create/close-campaign-page', {
  label1: 'SELECT YOUR FIRST THANK YOU IMAGE',
  label2: 'SELECT YOUR SECOND THANK YOU IMAGE',
  missing1: 'Select your first thank you image',
  missing2: 'Select your second thank you image',
  title: 'Close campaign',
  notFound: 'Campaign not found',
  alreadyClosed: 'This campaign is already closed',
  cannotClose: 'This campaign cannot be closed now',
  whenClosed: 'A campaign is closed by its owner once donations are closed.',
  back: 'Back to the campaign',
  myCampaigns: 'My campaigns',
  closed: 'Campaign closed. Thank you!',
  intro:
    "Thank your donors and show them what their money did. Your message and pictures replace the campaign's tabs and it joins the success stories.",
  message: 'Thank-you message',
  uploaded: 'Image uploaded',
  cancel: 'Cancel',
  close: 'Close Campaign',
  confirmTitle: 'Close this campaign?',
  confirmText:
    '“{title}” will be closed for good: your thank-you message and pictures replace its tabs and it joins the success stories. This cannot be undone.',
  noChange: 'You will not be able to change the message or the pictures afterwards.',
});
/**
 * /close_campaign (spec §2, §4, §5): the campaign comes in navigation state (none → /profile).
 * A thank-you message and two thank-you pictures (each uploaded when chosen), then the campaign
 * is closed and the owner lands on its page.
 */
function CloseCampaignPage() {
  const t = useT(messages);
  const LABELS = {
    1: t.label1,
    2: t.label2,
  };
  const MISSING = {
    1: t.missing1,
    2: t.missing2,
  };
  const location = useLocation();
  const navigate = useNavigate();
  const id = location.state?.campaign_id;
  const q = useCampaign(id);
  const close = useCloseCampaign(id ?? '');
  const upload = useUploadThankYouImage(id ?? '');
  const [error, setError] = d(null);
  const [missing, setMissing] = d({});
  /** The checked message, waiting for the owner's confirmation: closing cannot be undone. */
  const [asking, setAsking] = d(null);
  const form = useForm({
    resolver: u(closeCampaignSchema),
    defaultValues: { message: '' },
  });
  const message = form.watch('message') ?? '';
  useTitle(t.title);
  if (!id)
    return /* @__PURE__ */ a(Redirect, {
      to: '/profile',
      state: {
        redirectFromCampaign: true,
        tab: 'campaigns',
      },
    });
  if (q.isPending) return /* @__PURE__ */ a(PageSpinner, {});
  const c = q.data;
  if (!c || !c.viewer.is_owner || c.status !== 3)
    return /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-xl px-4 py-20 text-center',
      children: [
        /* @__PURE__ */ a('h1', {
          className: 'text-2xl font-extrabold text-slate-900',
          children: !c ? t.notFound : c.status === 2 ? t.alreadyClosed : t.cannotClose,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-2 text-slate-600',
          children: t.whenClosed,
        }),
        /* @__PURE__ */ a(Link, {
          to: c ? `/campaign/${c.campaign_id}` : '/profile',
          className: buttonClass('primary', 'mt-6'),
          children: c ? t.back : t.myCampaigns,
        }),
      ],
    });
  const submit = form.handleSubmit(
    async (v) => {
      const gaps = {
        ...(c.messageUrl1 ? {} : { 1: MISSING[1] }),
        ...(c.messageUrl2 ? {} : { 2: MISSING[2] }),
      };
      setMissing(gaps);
      if (Object.keys(gaps).length) return setError(Msg.formInvalid);
      setError(null);
      setAsking(v.message);
    },
    () => {
      setMissing({
        ...(c.messageUrl1 ? {} : { 1: MISSING[1] }),
        ...(c.messageUrl2 ? {} : { 2: MISSING[2] }),
      });
      setError(Msg.formInvalid);
    },
  );
  const confirmClose = async (message) => {
    const res = await close.mutateAsync(message);
    setAsking(null);
    if (res.status.code === Code.OK) {
      toast(t.closed);
      navigate(`/campaign/${c.campaign_id.toLowerCase()}`);
      return;
    }
    setError(res.status.desc);
    toast.error(res.status.desc);
  };
  return /* @__PURE__ */ a('div', {
    className: 'mx-auto max-w-3xl px-4 py-8 sm:py-12',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-sm font-semibold tracking-wide text-brand-700 uppercase',
        children: t.title,
      }),
      /* @__PURE__ */ a('h1', {
        className: 'mt-1 text-3xl font-extrabold tracking-tight text-slate-900',
        children: c.title,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-3 text-slate-700',
        children: t.intro,
      }),
      /* @__PURE__ */ a('form', {
        onSubmit: submit,
        noValidate: true,
        className: 'mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6',
        children: [
          /* @__PURE__ */ a(FormError, { message: error }),
          /* @__PURE__ */ a(TextArea, {
            label: t.message,
            rows: 6,
            maxLength: THANK_YOU_MAX,
            hint: `${message.length}/${THANK_YOU_MAX}`,
            error: form.formState.errors.message?.message,
            ...form.register('message'),
          }),
          /* @__PURE__ */ a('div', {
            className: 'grid gap-x-6 sm:grid-cols-2',
            children: [1, 2].map((n) =>
              /* @__PURE__ */ a(
                ImageUpload,
                {
                  label: LABELS[n],
                  current: n === 1 ? c.messageUrl1 : c.messageUrl2,
                  accept: ['image/png', 'image/jpeg', 'image/webp'],
                  upload: upload(n),
                  uploadedText: t.uploaded,
                  onUploaded: () => {
                    const left = {
                      ...missing,
                      [n]: void 0,
                    };
                    setMissing(left);
                    if (!left[1] && !left[2] && !form.formState.errors.message && error === Msg.formInvalid) setError(null);
                  },
                  error: missing[n] ? MISSING[n] : void 0,
                },
                n,
              ),
            ),
          }),
          /* @__PURE__ */ a('div', {
            className: 'flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-5',
            children: [
              /* @__PURE__ */ a(Link, {
                to: editCampaignPath(c.campaign_id),
                className: buttonClass('ghost'),
                children: t.cancel,
              }),
              /* @__PURE__ */ a(Button, {
                type: 'submit',
                loading: close.isPending,
                children: t.close,
              }),
            ],
          }),
        ],
      }),
      /* @__PURE__ */ a(ConfirmDialog, {
        open: asking !== null,
        title: t.confirmTitle,
        confirm: t.close,
        tone: 'primary',
        busy: close.isPending,
        onConfirm: () => asking !== null && void confirmClose(asking),
        onClose: () => setAsking(null),
        children: [
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.confirmText,
              parts: { title: c.title },
            }),
          }),
          /* @__PURE__ */ a('p', { children: t.noChange }),
        ],
      }),
    ],
  });
}
export { CloseCampaignPage as default, messages };
