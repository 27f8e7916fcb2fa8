import { I as $, N as d, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Code } from './status-ClvZbWz5.js';
import { A as api, D as useAuth, H as useQuery, L as Msg, N as unwrap, b as Button, m as toast } from '../entry-server.js';
import { t as ConfirmDialog } from './confirm-dialog-CAhA_kWQ.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
// src/lib/volunteers/get-assignment.ts
/** GET /volunteer/assignments/{campaignId}: what the signed-in volunteer or admin may do on a campaign. */
var getAssignment = (campaignId, signal) =>
  unwrap(api('GET', `/volunteer/assignments/${encodeURIComponent(campaignId)}`, void 0, { signal }));
/** Asked only of volunteers and admins: nobody else can vet a campaign. */
function useAssignment(campaignId, status) {
  const { user } = useAuth();
  const mayVet = !!user && (user.is_volunteer > 0 || user.role === 'admin');
  return useQuery({
    queryKey: ['volunteers', 'assignment', campaignId, status],
    queryFn: ({ signal }) => getAssignment(campaignId, signal),
    enabled: mayVet && (status === 0 || status === 1),
  });
}
// src/lib/volunteers/verify-campaign.ts
/** POST /account/verifycampaign { campaign_id, status: 1 }: an assigned volunteer (or an admin) makes a campaign live. */
var verifyCampaign = (campaignId) =>
  api('POST', '/account/verifycampaign', {
    campaign_id: campaignId,
    status: 1,
  });
function useVerifyCampaign(campaignId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => verifyCampaign(campaignId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['volunteers'] }),
  });
}
// src/lib/volunteers/recommend-campaign.ts
/** POST /volunteer/recommend: an assigned volunteer recommends a campaign for verified status. */
var recommendCampaign = (campaignId) => api('POST', '/volunteer/recommend', { campaign_id: campaignId });
function useRecommendCampaign(campaignId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recommendCampaign(campaignId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['volunteers'] }),
  });
}
// src/components/volunteers/campaigner-contact.tsx
var messages$1 = i18n('volunteers/campaigner-contact', {
  title: 'Contact the campaigner',
  intro: params('Call or write to {campaigner} to check the campaign and the need. Use these details only for this check.'),
  call: params('Call {phone}'),
  notConfirmed: 'Phone not confirmed yet',
  email: params('E-mail {email}'),
});
/** +2348031234567 → 0803 123 4567, as a Nigerian reads a number; anything else as it is. */
function readablePhone(mobile) {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(mobile.replace(/\s/g, ''));
  return m ? `0${m[1]} ${m[2]} ${m[3]}` : mobile;
}
var linkClass =
  'inline-flex min-h-11 min-w-0 items-center gap-2 font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-800';
/**
 * "Contact the campaigner", in the vetting panel of a volunteer assigned to the campaign (and of
 * an admin): a tel: link to the owner's confirmed mobile, or "Phone not confirmed yet", and a
 * mailto: link. The API gives the contact only to those viewers (owner_contact).
 */
function CampaignerContact({ contact, campaigner }) {
  const t = useT(messages$1);
  const at = contact.email.lastIndexOf('@');
  return /* @__PURE__ */ a('div', {
    className: 'mt-3 rounded-lg border border-amber-200 bg-white p-3',
    children: [
      /* @__PURE__ */ a('h3', {
        className: 'text-sm font-semibold text-slate-900',
        children: t.title,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-0.5 text-sm text-slate-700',
        children: t.intro({ campaigner }),
      }),
      /* @__PURE__ */ a('ul', {
        className: 'mt-1 text-sm',
        children: [
          /* @__PURE__ */ a('li', {
            className: 'flex items-center gap-2',
            children: contact.mobile
              ? /* @__PURE__ */ a('a', {
                  href: `tel:${contact.mobile}`,
                  'aria-label': t.call({ phone: readablePhone(contact.mobile) }),
                  className: linkClass,
                  children: [/* @__PURE__ */ a(PhoneIcon, {}), readablePhone(contact.mobile)],
                })
              : /* @__PURE__ */ a('span', {
                  className: 'inline-flex min-h-11 items-center gap-2 text-slate-700',
                  children: [/* @__PURE__ */ a(PhoneIcon, {}), t.notConfirmed],
                }),
          }),
          /* @__PURE__ */ a('li', {
            className: 'flex min-w-0 items-center gap-2',
            children: /* @__PURE__ */ a('a', {
              href: `mailto:${contact.email}`,
              'aria-label': t.email({ email: contact.email }),
              className: linkClass,
              children: [
                /* @__PURE__ */ a(MailIcon, {}),
                /* @__PURE__ */ a('span', {
                  className: 'min-w-0 [overflow-wrap:anywhere]',
                  children:
                    at < 0
                      ? contact.email
                      : /* @__PURE__ */ a($, {
                          children: [contact.email.slice(0, at + 1), /* @__PURE__ */ a('wbr', {}), contact.email.slice(at + 1)],
                        }),
                }),
              ],
            }),
          }),
        ],
      }),
    ],
  });
}
var PhoneIcon = () =>
  /* @__PURE__ */ a('svg', {
    viewBox: '0 0 20 20',
    className: 'h-4 w-4 shrink-0 text-slate-600',
    'aria-hidden': 'true',
    fill: 'currentColor',
    children: /* @__PURE__ */ a('path', {
      d: 'M2 3.5A1.5 1.5 0 0 1 3.5 2h2.1a1.5 1.5 0 0 1 1.46 1.15l.6 2.5a1.5 1.5 0 0 1-.43 1.43L6.1 8.1a11 11 0 0 0 5.8 5.8l1.02-1.13a1.5 1.5 0 0 1 1.43-.43l2.5.6A1.5 1.5 0 0 1 18 14.4v2.1a1.5 1.5 0 0 1-1.5 1.5h-1C8.04 18 2 11.96 2 4.5z',
    }),
  });
var MailIcon = () =>
  /* @__PURE__ */ a('svg', {
    viewBox: '0 0 20 20',
    className: 'h-4 w-4 shrink-0 text-slate-600',
    'aria-hidden': 'true',
    fill: 'currentColor',
    children: /* @__PURE__ */ a('path', {
      d: 'M2.5 4h15A1.5 1.5 0 0 1 19 5.5v.3l-9 5.4-9-5.4v-.3A1.5 1.5 0 0 1 2.5 4zM1 7.55V14.5A1.5 1.5 0 0 0 2.5 16h15a1.5 1.5 0 0 0 1.5-1.5V7.55l-8.6 5.16a.75.75 0 0 1-.8 0z',
    }),
  });
// src/components/volunteers/verify-campaign-button.tsx
var messages = i18n('volunteers/verify-campaign-button', {
  theCampaigner: 'the campaigner',
  actions: 'Volunteer actions',
  chosen: 'You were chosen to check this campaign',
  checked: 'You checked this campaign',
  verifyHint: 'Verify it only once you are sure the person and the need are genuine. It then goes live for donations.',
  verify: 'Verify campaign',
  recommend: 'Recommend for verified status',
  recommended: 'You recommended this campaign',
  confirmTitle: 'Verify this campaign?',
  confirm1: 'By verifying, you confirm that you checked this campaign yourself and that the person and the need are genuine.',
  confirm2: 'The campaign goes live at once and the owner is told. This cannot be undone.',
});
/**
 * On a campaign's page: Verify campaign for an assigned volunteer (or an admin) while it awaits
 * verification, Recommend for verified status for an assigned volunteer, and "Contact the
 * campaigner" when the campaign detail carries the owner's contact (owner_contact: given by the
 * API only to the volunteers vetting it and to admins). The server decides what the caller may do
 * and see; nothing shows for anyone else.
 */
function VerifyCampaignButton({ campaignId, status, onVerified, contact = null, campaigner }) {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useAssignment(campaignId, status);
  const verify = useVerifyCampaign(campaignId);
  const recommend = useRecommendCampaign(campaignId);
  const [confirming, setConfirming] = d(false);
  const [error, setError] = d(null);
  const a$1 = q.data;
  const acts = !!a$1 && (a$1.can_verify || a$1.can_recommend || a$1.recommended);
  if (!acts && !contact) return null;
  const doVerify = async () => {
    setError(null);
    const res = await verify.mutateAsync();
    setConfirming(false);
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      onVerified();
      return;
    }
    const failed = tr(Msg.errorVerifyCampaign);
    setError(res.status.code === Code.UNEXPECTED ? failed : `${failed}: ${res.status.desc}`);
    toast.error(failed);
  };
  const doRecommend = async () => {
    setError(null);
    const res = await recommend.mutateAsync();
    if (res.status.code === Code.OK) toast(res.status.desc);
    else {
      setError(res.status.desc);
      toast.error(res.status.desc);
    }
  };
  return /* @__PURE__ */ a('section', {
    'aria-label': t.actions,
    className: 'rounded-xl border border-sun-400 bg-amber-50 p-4',
    children: [
      (acts || a$1?.assigned) &&
        /* @__PURE__ */ a('p', {
          className: 'text-sm font-semibold text-amber-950',
          children: a$1?.can_verify || !acts ? t.chosen : t.checked,
        }),
      a$1?.can_verify &&
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-sm text-amber-950',
          children: t.verifyHint,
        }),
      contact &&
        /* @__PURE__ */ a(CampaignerContact, {
          contact,
          campaigner: campaigner ?? t.theCampaigner,
        }),
      /* @__PURE__ */ a('div', {
        className: 'mt-3 flex flex-wrap gap-2 empty:hidden',
        children: [
          a$1?.can_verify &&
            /* @__PURE__ */ a(Button, {
              onClick: () => setConfirming(true),
              loading: verify.isPending,
              children: t.verify,
            }),
          a$1?.can_recommend &&
            /* @__PURE__ */ a(Button, {
              variant: 'secondary',
              onClick: doRecommend,
              loading: recommend.isPending,
              children: t.recommend,
            }),
          a$1?.recommended &&
            /* @__PURE__ */ a('span', {
              className: 'self-center rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800',
              children: t.recommended,
            }),
        ],
      }),
      error &&
        /* @__PURE__ */ a('p', {
          role: 'alert',
          className: 'mt-3 text-sm text-red-800',
          children: error,
        }),
      /* @__PURE__ */ a(ConfirmDialog, {
        open: confirming,
        onClose: () => setConfirming(false),
        title: t.confirmTitle,
        confirm: t.verify,
        tone: 'primary',
        onConfirm: doVerify,
        busy: verify.isPending,
        children: [/* @__PURE__ */ a('p', { children: t.confirm1 }), /* @__PURE__ */ a('p', { children: t.confirm2 })],
      }),
    ],
  });
}
export { VerifyCampaignButton };
