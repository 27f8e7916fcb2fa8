import { N as d, O as A, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  A as api,
  K as useLocation,
  L as Msg,
  S as PageSpinner,
  W as Link,
  Y as useSearchParams,
  b as Button,
  m as toast,
  n as useCampaign,
  q as useNavigate,
  x as buttonClass,
} from '../entry-server.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { t as Code } from './status-ClvZbWz5.js';
import { o as campaignUpdateSchema } from './schemas-D9SZSjxt.js';
import { ClaimAction } from './claim-action-BcM2YpbQ.js';
import { r as FormError } from './field-BhGmjKt2.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { n as afterCampaignChange, t as Redirect } from './redirect-CWzXhG8D.js';
import {
  a as StoryFields,
  c as useUpdateCampaign,
  i as FundingFields,
  n as RewardManager,
  o as useRecheckErrors,
  r as BasicFields,
  s as useUploadCampaignImage,
  t as formValuesOf,
} from './campaign-values-BrEV6QV6.js';
import { t as ConfirmDialog } from './confirm-dialog-CAhA_kWQ.js';
import { t as ImageUpload } from './image-upload-CH1QTHLR.js';
import { t as StatusBadge } from './status-badge-CFfswYad.js';
import { t as editCampaignPath } from './paths-DRd0lTEG.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/campaigns/api/close-donations.ts
/** POST /campaign/closedonations/{id}: no more donations (irreversible). Resolves to the envelope. */
var closeDonations = (id) => api('POST', `/campaign/closedonations/${id}`);
function useCloseDonations(id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => closeDonations(id),
    onSuccess: (res) => afterCampaignChange(qc, id, res),
  });
}
// src/features/campaigns/api/delete-campaign.ts
/** DELETE /campaign/delete/{id}: the campaign is deleted and donors refunded (irreversible). Resolves to the envelope. */
var deleteCampaign = (id) => api('DELETE', `/campaign/delete/${id}`);
function useDeleteCampaign(id) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCampaign(id),
    onSuccess: (res) => afterCampaignChange(qc, id, res),
  });
}
// src/features/campaigns/edit-campaign-page.tsx
var messages = i18n('create/edit-campaign-page', {
  donationsClosed: 'Donations closed',
  deleted: 'Campaign deleted',
  status: 'Status',
  suspended: 'This campaign is suspended while our team reviews it. It cannot be changed or closed until then.',
  awaiting: 'Awaiting verification.',
  awaitingText:
    '{awaiting} Volunteers in {state} are checking your campaign; it opens for donations once verified. Meanwhile you can improve it below.',
  awaitingTextNoState:
    '{awaiting} Volunteers in its state are checking your campaign; it opens for donations once verified. Meanwhile you can improve it below.',
  closed: 'This campaign is closed. Thank you for your thank-you: it now appears among the success stories.',
  wasDeleted: 'This campaign was deleted. Everyone who gave to it is refunded in full.',
  closeNow:
    'Donations are closed. Close the campaign with a thank-you message and two pictures for your donors; it then becomes a success story.',
  closeCampaign: 'Close Campaign',
  closeDonations: 'Close Donations',
  deleteCampaign: 'Delete Campaign',
  closeTitle: 'Close donations?',
  closeText: 'Nobody will be able to give to “{title}” any more. This cannot be undone.',
  goalNotReached: 'Your goal is not reached yet: under our policy, donors are then refunded in full.',
  deleteTitle: 'Delete this campaign?',
  deleteText: '“{title}” will be deleted and every donor refunded in full. This cannot be undone.',
  updated: 'Campaign updated',
  details: 'Details',
  save: 'Save changes',
  manageTitle: params('Manage · {title}'),
  manage: 'Manage campaign',
  notFound: 'Campaign not found',
  notOwner: 'Only the owner can manage this campaign',
  myCampaigns: 'My campaigns',
  viewPage: 'View campaign page →',
  pictures: 'Pictures',
  picturesIntro: 'Choose a picture, then press Upload image. The feature image is shown on cards and when your link is shared.',
  featureImage: 'Feature image',
  featureHint: 'PNG or JPEG',
  galleryPicture: params('Gallery picture {n}'),
  galleryHint: 'PNG, JPEG or WebP',
  uploaded: 'Image uploaded',
  rewards: 'Rewards',
});
function Section({ title, children, id }) {
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': id,
    className: 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6',
    children: [
      /* @__PURE__ */ a('h2', {
        id,
        className: 'mb-4 text-xl font-extrabold text-slate-900',
        children: title,
      }),
      children,
    ],
  });
}
/** The owner screen's status part (spec §4): what the owner may do next, each irreversible step confirmed. */
function StatusActions({ campaign: c }) {
  const t = useT(messages);
  const [asking, setAsking] = d(null);
  const closeDonations = useCloseDonations(c.campaign_id);
  const remove = useDeleteCampaign(c.campaign_id);
  const run = async () => {
    const res = asking === 'close' ? await closeDonations.mutateAsync() : await remove.mutateAsync();
    setAsking(null);
    if (res.status.code === Code.OK) toast(asking === 'close' ? t.donationsClosed : t.deleted);
    else toast.error(res.status.desc);
  };
  const claim = c.goal_reached && c.status !== 4 && /* @__PURE__ */ a(ClaimAction, { campaignId: c.campaign_id });
  return /* @__PURE__ */ a(Section, {
    title: t.status,
    id: 'status-title',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'mb-4',
        children: /* @__PURE__ */ a(StatusBadge, {
          status: c.status,
          suspended: c.suspended,
        }),
      }),
      c.suspended &&
        /* @__PURE__ */ a('p', {
          className: 'mb-3 text-slate-700',
          children: t.suspended,
        }),
      c.status === 0 &&
        /* @__PURE__ */ a('p', {
          className: 'mb-4 rounded-lg border border-orange-300 bg-orange-50 px-4 py-3 text-orange-950',
          children: /* @__PURE__ */ a(Rich, {
            text: c.state ? t.awaitingText : t.awaitingTextNoState,
            parts: {
              awaiting: /* @__PURE__ */ a('strong', { children: t.awaiting }),
              state: c.state?.name ?? '',
            },
          }),
        }),
      c.status === 2 &&
        /* @__PURE__ */ a('p', {
          className: 'rounded-lg border border-blue-300 bg-blue-50 px-4 py-3 text-blue-950',
          children: t.closed,
        }),
      c.status === 4 &&
        /* @__PURE__ */ a('p', {
          className: 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-950',
          children: t.wasDeleted,
        }),
      c.status === 3 &&
        /* @__PURE__ */ a('div', {
          children: [
            /* @__PURE__ */ a('p', {
              className: 'mb-4 text-slate-700',
              children: t.closeNow,
            }),
            /* @__PURE__ */ a('div', {
              className: 'flex flex-wrap gap-2',
              children: [
                !c.suspended &&
                  /* @__PURE__ */ a(Link, {
                    to: '/close_campaign',
                    state: { campaign_id: c.campaign_id },
                    className: buttonClass('primary'),
                    children: t.closeCampaign,
                  }),
                claim,
              ],
            }),
          ],
        }),
      (c.status === 0 || c.status === 1) &&
        /* @__PURE__ */ a('div', {
          className: 'flex flex-wrap gap-2',
          children: [
            c.status === 1 &&
              /* @__PURE__ */ a(Button, {
                variant: 'secondary',
                onClick: () => setAsking('close'),
                children: t.closeDonations,
              }),
            /* @__PURE__ */ a(Button, {
              variant: 'danger',
              onClick: () => setAsking('delete'),
              children: t.deleteCampaign,
            }),
            claim,
          ],
        }),
      /* @__PURE__ */ a(ConfirmDialog, {
        open: asking === 'close',
        title: t.closeTitle,
        confirm: t.closeDonations,
        tone: 'primary',
        busy: closeDonations.isPending,
        onConfirm: run,
        onClose: () => setAsking(null),
        children: [
          /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.closeText,
              parts: { title: c.title },
            }),
          }),
          !c.goal_reached && /* @__PURE__ */ a('p', { children: t.goalNotReached }),
        ],
      }),
      /* @__PURE__ */ a(ConfirmDialog, {
        open: asking === 'delete',
        title: t.deleteTitle,
        confirm: t.deleteCampaign,
        busy: remove.isPending,
        onConfirm: run,
        onClose: () => setAsking(null),
        children: /* @__PURE__ */ a('p', {
          children: /* @__PURE__ */ a(Rich, {
            text: t.deleteText,
            parts: { title: c.title },
          }),
        }),
      }),
    ],
  });
}
function DetailsForm({ campaign: c }) {
  const t = useT(messages);
  const update = useUpdateCampaign(c.campaign_id);
  const [error, setError] = d(null);
  const form = useForm({
    resolver: u(campaignUpdateSchema),
    defaultValues: formValuesOf(c),
    mode: 'onTouched',
  });
  useRecheckErrors(form);
  const placeEditable = c.status === 0;
  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      const { state, lga, ...rest } = values;
      const res = await update.mutateAsync(
        placeEditable
          ? {
              ...rest,
              state,
              lga,
            }
          : rest,
      );
      if (res.status.code === Code.OK) {
        toast(t.updated);
        form.reset(formValuesOf(res.entity));
        return;
      }
      const errors = res.entity?.errors;
      if (errors) for (const [k, m] of Object.entries(errors)) form.setError(k, { message: m });
      setError(res.status.desc);
      toast.error(res.status.desc);
    },
    () => setError(Msg.formInvalid),
  );
  return /* @__PURE__ */ a(Section, {
    title: t.details,
    id: 'details-title',
    children: /* @__PURE__ */ a('form', {
      onSubmit: submit,
      noValidate: true,
      children: [
        /* @__PURE__ */ a(FormError, { message: error }),
        /* @__PURE__ */ a(BasicFields, {
          form,
          goalLocked: c.pledged > 0,
          place: placeEditable ? 'editable' : 'fixed',
        }),
        /* @__PURE__ */ a(FundingFields, {
          form,
          editable: c.status === 0 && c.pledged === 0,
        }),
        /* @__PURE__ */ a(StoryFields, { form }),
        /* @__PURE__ */ a(Button, {
          type: 'submit',
          loading: update.isPending,
          children: t.save,
        }),
      ],
    }),
  });
}
/**
 * /edit_campaign (spec §4): the owner screen of a campaign. The campaign is in the address
 * (/edit_campaign?id=…, issue 26), so a reload or a shared link keeps it; one passed in navigation
 * state, as the spec has it, is written into the address.
 */
function EditCampaignPage() {
  const t = useT(messages);
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromState = location.state?.campaign_id;
  const id = search.get('id')?.toLowerCase() || fromState?.toLowerCase();
  A(() => {
    if (id && !search.get('id'))
      navigate(editCampaignPath(id), {
        replace: true,
        state: location.state,
      });
  }, [id, search, navigate, location.state]);
  const q = useCampaign(id);
  const upload = useUploadCampaignImage(id ?? '');
  useTitle(q.data ? t.manageTitle({ title: q.data.title }) : t.manage);
  A(() => window.scrollTo({ top: 0 }), []);
  if (!id)
    return /* @__PURE__ */ a(Redirect, {
      to: '/profile',
      state: {
        redirectFromCampaign: true,
        tab: 'campaigns',
      },
    });
  if (q.isPending) return /* @__PURE__ */ a(PageSpinner, {});
  if (q.isError || !q.data.viewer.is_owner)
    return /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-xl px-4 py-20 text-center',
      children: [
        /* @__PURE__ */ a('h1', {
          className: 'text-2xl font-extrabold text-slate-900',
          children: q.isError ? t.notFound : t.notOwner,
        }),
        /* @__PURE__ */ a(Link, {
          to: '/profile',
          state: { tab: 'campaigns' },
          className: buttonClass('primary', 'mt-6'),
          children: t.myCampaigns,
        }),
      ],
    });
  const c = q.data;
  const editable = (c.status === 0 || c.status === 1) && !c.suspended;
  return /* @__PURE__ */ a('div', {
    className: 'mx-auto max-w-4xl px-4 py-8 sm:py-12',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-sm font-semibold tracking-wide text-brand-700 uppercase',
        children: t.manage,
      }),
      /* @__PURE__ */ a('h1', {
        className: 'mt-1 text-3xl font-extrabold tracking-tight text-slate-900',
        children: c.title,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-2',
        children: /* @__PURE__ */ a(Link, {
          to: `/campaign/${c.campaign_id}`,
          className: 'font-semibold text-brand-800 hover:underline',
          children: t.viewPage,
        }),
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-6 space-y-6',
        children: [
          /* @__PURE__ */ a(StatusActions, { campaign: c }),
          editable && /* @__PURE__ */ a(DetailsForm, { campaign: c }, c.campaign_id),
          editable &&
            /* @__PURE__ */ a(Section, {
              title: t.pictures,
              id: 'pictures-title',
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'mb-4 text-sm text-slate-600',
                  children: t.picturesIntro,
                }),
                /* @__PURE__ */ a('div', {
                  className: 'grid gap-x-6 sm:grid-cols-2',
                  children: [
                    /* @__PURE__ */ a(ImageUpload, {
                      confirm: true,
                      label: t.featureImage,
                      hint: t.featureHint,
                      current: c.imageUrl,
                      accept: ['image/png', 'image/jpeg'],
                      upload: upload(0),
                      uploadedText: t.uploaded,
                    }),
                    [1, 2, 3].map((n) =>
                      /* @__PURE__ */ a(
                        ImageUpload,
                        {
                          confirm: true,
                          label: t.galleryPicture({ n }),
                          hint: t.galleryHint,
                          current: c[`imageUrl${n}`],
                          accept: ['image/png', 'image/jpeg', 'image/webp'],
                          upload: upload(n),
                          uploadedText: t.uploaded,
                        },
                        n,
                      ),
                    ),
                  ],
                }),
              ],
            }),
          editable &&
            c.types === 'Reward based' &&
            /* @__PURE__ */ a(Section, {
              title: t.rewards,
              id: 'rewards-title',
              children: /* @__PURE__ */ a(RewardManager, {
                campaignId: c.campaign_id,
                rewards: c.rewards,
              }),
            }),
        ],
      }),
    ],
  });
}
export { EditCampaignPage as default, messages };
