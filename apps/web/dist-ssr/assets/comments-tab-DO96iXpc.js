import { D as ln, N as d, T as fn, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { L as Msg, b as Button, o as formatDate } from '../entry-server.js';
import { n as DonorAvatar, r as useDonorName, t as useCampaignDonations } from './get-campaign-donations-Ch7FncWl.js';
import { i as ShowMore, n as ListLoading, r as LoadError, t as EmptyList } from './list-states-BuPyhDkz.js';
// src/components/donations/comments-tab.tsx
var ReplyForm = ln(() => import('./comment-forms-CJaTapEk.js').then((m) => ({ default: m.ReplyForm })));
var ReportDialog = ln(() => import('./comment-forms-CJaTapEk.js').then((m) => ({ default: m.ReportDialog })));
var messages = i18n('donations/comments-tab', {
  loading: 'Loading donations',
  reportLabel: params('Report the comment by {name}'),
  report: 'Report',
  replyFrom: 'Reply from the campaigner',
  showMore: 'Show more comments',
  reply: 'Reply',
  replyTo: params('to {name}'),
});
/**
 * The campaign page's Comments tab: what donors wrote with their donation, each with the
 * campaigner's one reply under it (the owner sees Reply where there is none yet), and a Report
 * link for anyone (issue 14, decision 047).
 */
function CommentsTab({ campaignId, isOwner = false }) {
  const t = useT(messages);
  const tr = useLocalise();
  const donorName = useDonorName();
  const q = useCampaignDonations(campaignId, true);
  const [reporting, setReporting] = d(null);
  if (q.isPending) return /* @__PURE__ */ a(ListLoading, { label: t.loading });
  if (q.isError) return /* @__PURE__ */ a(LoadError, { children: tr(Msg.donationsLoadFailed) });
  const items = q.data.pages.flatMap((p) => p.transactions);
  if (!items.length) return /* @__PURE__ */ a(EmptyList, { children: tr(Msg.noComments) });
  return /* @__PURE__ */ a('div', {
    children: [
      /* @__PURE__ */ a('ul', {
        className: 'space-y-3',
        children: items.map((d) =>
          /* @__PURE__ */ a(
            'li',
            {
              className: 'flex gap-3 rounded-xl border border-slate-200 bg-white p-4',
              children: [
                /* @__PURE__ */ a(DonorAvatar, {
                  name: d.first_name,
                  anonymous: d.anonymous,
                }),
                /* @__PURE__ */ a('div', {
                  className: 'min-w-0 flex-1',
                  children: [
                    /* @__PURE__ */ a('div', {
                      className: 'flex flex-wrap items-baseline justify-between gap-x-3',
                      children: [
                        /* @__PURE__ */ a('p', {
                          className: 'text-sm',
                          children: [
                            /* @__PURE__ */ a('span', {
                              className: 'font-semibold text-slate-900',
                              children: donorName(d),
                            }),
                            /* @__PURE__ */ a('span', {
                              className: 'text-slate-500',
                              children: ' · ',
                            }),
                            /* @__PURE__ */ a('time', {
                              dateTime: d.created,
                              className: 'text-slate-600',
                              children: formatDate(d.created),
                            }),
                          ],
                        }),
                        !isOwner &&
                          /* @__PURE__ */ a('button', {
                            type: 'button',
                            onClick: () => setReporting(d),
                            className: 'min-h-11 text-xs text-slate-600 underline hover:text-red-700',
                            'aria-label': t.reportLabel({ name: donorName(d) }),
                            children: t.report,
                          }),
                      ],
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-1 break-words whitespace-pre-line text-slate-800',
                      children: d.comment,
                    }),
                    d.reply
                      ? /* @__PURE__ */ a('div', {
                          className: 'mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-3 py-2',
                          children: [
                            /* @__PURE__ */ a('p', {
                              className: 'text-xs font-semibold tracking-wide text-brand-800 uppercase',
                              children: t.replyFrom,
                            }),
                            /* @__PURE__ */ a('p', {
                              className: 'mt-0.5 text-sm break-words whitespace-pre-line text-slate-800',
                              children: d.reply.body,
                            }),
                          ],
                        })
                      : isOwner &&
                        /* @__PURE__ */ a(Reply, {
                          campaignId,
                          donation: d,
                        }),
                  ],
                }),
              ],
            },
            d._id,
          ),
        ),
      }),
      /* @__PURE__ */ a(ShowMore, {
        q,
        label: t.showMore,
        className: 'mt-4',
      }),
      reporting &&
        /* @__PURE__ */ a(fn, {
          fallback: null,
          children: /* @__PURE__ */ a(ReportDialog, {
            donation: reporting,
            onClose: () => setReporting(null),
          }),
        }),
    ],
  });
}
/** "Reply" under a comment for its campaign's owner; the form loads when pressed. */
function Reply({ campaignId, donation }) {
  const t = useT(messages);
  const donorName = useDonorName();
  const [open, setOpen] = d(false);
  if (!open)
    return /* @__PURE__ */ a(Button, {
      type: 'button',
      variant: 'ghost',
      className: 'mt-2 !min-h-9 !px-2 text-sm',
      onClick: () => setOpen(true),
      children: [
        t.reply,
        ' ',
        /* @__PURE__ */ a('span', {
          className: 'sr-only',
          children: t.replyTo({ name: donorName(donation) }),
        }),
      ],
    });
  return /* @__PURE__ */ a(fn, {
    fallback: null,
    children: /* @__PURE__ */ a(ReplyForm, {
      campaignId,
      donation,
      onCancel: () => setOpen(false),
    }),
  });
}
export { CommentsTab };
