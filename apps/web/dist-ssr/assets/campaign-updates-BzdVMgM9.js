import { N as d, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { c as UpdateMsg, i as useDeleteUpdate, r as useCampaignUpdates } from './campaign-page-iTA8QBnW.js';
import { t as Code } from './status-ClvZbWz5.js';
import { t as ConfirmDialog } from './confirm-dialog-CAhA_kWQ.js';
import { i as ShowMore, n as ListLoading, r as LoadError, t as EmptyList } from './list-states-BuPyhDkz.js';
import { T as imageUrl, m as toast, o as formatDate } from '../entry-server.js';
import { t as RichText } from './rich-text-gt4LlQSW.js';
import { a as CampaignPicture } from './campaign-card-32lIK6tH.js';
// src/features/campaigns/components/campaign-updates.tsx
var messages = i18n('campaign/campaign-updates', {
  thankYou: 'Thank-you',
  delete: 'Delete',
  deleteWhich: params('Delete the update of {date}'),
  picture: params('Picture {n} of the update of {date}'),
  loading: 'Loading updates',
  showOlder: 'Show older updates',
  confirmTitle: 'Delete this update?',
  confirm: 'Delete update',
  confirmText: 'It leaves the campaign page. Donors who were e-mailed it keep their e-mail.',
});
function UpdateItem({ u, onDelete }) {
  const t = useT(messages);
  return /* @__PURE__ */ a('li', {
    className: 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'flex flex-wrap items-center justify-between gap-2',
        children: [
          /* @__PURE__ */ a('p', {
            className: 'text-sm text-slate-600',
            children: [
              u.kind === 'thank_you' &&
                /* @__PURE__ */ a('span', {
                  className: 'mr-2 rounded-full bg-sun-400 px-2 py-0.5 text-xs font-bold text-slate-900',
                  children: t.thankYou,
                }),
              /* @__PURE__ */ a('time', {
                dateTime: u.created,
                children: formatDate(u.created),
              }),
            ],
          }),
          onDelete &&
            /* @__PURE__ */ a('button', {
              type: 'button',
              onClick: onDelete,
              'aria-label': t.deleteWhich({ date: formatDate(u.created) }),
              className: 'min-h-11 px-2 text-sm font-semibold text-red-800 hover:underline',
              children: t.delete,
            }),
        ],
      }),
      /* @__PURE__ */ a(RichText, { html: u.text }),
      u.images.length > 0 &&
        /* @__PURE__ */ a('ul', {
          className: 'mt-3 grid gap-3 sm:grid-cols-2',
          children: u.images.map((src, i) =>
            /* @__PURE__ */ a(
              'li',
              {
                children: /* @__PURE__ */ a(CampaignPicture, {
                  src,
                  srcSet: `${imageUrl(src, 'card')} 363w, ${imageUrl(src)} 1200w`,
                  sizes: '(min-width: 640px) 360px, 100vw',
                  alt: t.picture({
                    n: i + 1,
                    date: formatDate(u.created),
                  }),
                  width: 363,
                  height: 232,
                  loading: 'lazy',
                  className: 'aspect-[363/232] w-full rounded-lg object-cover',
                }),
              },
              src,
            ),
          ),
        }),
    ],
  });
}
/** The campaign page's Updates tab: the owner's news, newest first, ten at a time. */
function CampaignUpdates({ campaignId, canDelete = false }) {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useCampaignUpdates(campaignId);
  const del = useDeleteUpdate(campaignId);
  const [deleting, setDeleting] = d(null);
  if (q.isPending) return /* @__PURE__ */ a(ListLoading, { label: t.loading });
  if (q.isError) return /* @__PURE__ */ a(LoadError, { children: tr(UpdateMsg.loadFailed) });
  const items = q.data.pages.flatMap((p) => p.transactions);
  const confirmDelete = async (u) => {
    const res = await del.mutateAsync(u._id);
    setDeleting(null);
    if (res.status.code === Code.OK) toast(tr(UpdateMsg.deleted));
    else toast.error(res.status.desc);
  };
  return /* @__PURE__ */ a('div', {
    children: [
      items.length
        ? /* @__PURE__ */ a('ul', {
            className: 'space-y-3',
            children: items.map((u) =>
              /* @__PURE__ */ a(
                UpdateItem,
                {
                  u,
                  onDelete: canDelete ? () => setDeleting(u) : void 0,
                },
                u._id,
              ),
            ),
          })
        : /* @__PURE__ */ a(EmptyList, { children: tr(UpdateMsg.noUpdates) }),
      /* @__PURE__ */ a(ShowMore, {
        q,
        label: t.showOlder,
        className: 'mt-4',
      }),
      /* @__PURE__ */ a(ConfirmDialog, {
        open: deleting !== null,
        title: t.confirmTitle,
        confirm: t.confirm,
        tone: 'danger',
        busy: del.isPending,
        onConfirm: () => deleting && void confirmDelete(deleting),
        onClose: () => setDeleting(null),
        children: /* @__PURE__ */ a('p', { children: t.confirmText }),
      }),
    ],
  });
}
export { CampaignUpdates };
