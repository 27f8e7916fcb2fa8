import { N as d, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  A as api,
  H as useQuery,
  J as useParams,
  L as Msg,
  N as unwrap,
  R as count,
  S as PageSpinner,
  W as Link,
  b as Button,
  d as formatNaira,
  m as toast,
  o as formatDate,
} from '../entry-server.js';
import { n as Page, t as OwnerPageError } from './page-D1qYEQFx.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as donationKeys } from './keys-8VpgdW09.js';
import { t as downloadPrivateFile } from './private-file-CO30_e60.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/donations/api/backers.ts
var idOf = (campaignId) => encodeURIComponent(campaignId.toLowerCase());
/** GET /backers/{campaignId}: each reward of the owner's campaign with its backers. */
function useBackers(campaignId) {
  return useQuery({
    queryKey: donationKeys.backers(campaignId),
    queryFn: ({ signal }) => unwrap(api('GET', `/backers/${idOf(campaignId)}`, void 0, { signal })),
  });
}
/** PUT /backer/{donationId}: marks a backer's reward sent, or back to send. */
function useSetBackerStatus(campaignId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ donationId, status }) => unwrap(api('PUT', `/backer/${donationId}`, { status })),
    onSettled: () => qc.invalidateQueries({ queryKey: donationKeys.backers(campaignId) }),
  });
}
/** GET /backers/{campaignId}/csv, saved as a file; `failed` is what a failure says (in the page's language). */
var downloadBackersCsv = (campaignId, failed) => downloadPrivateFile(`/backers/${idOf(campaignId)}/csv`, failed);
// src/features/donations/backers-page.tsx
var messages = i18n('owner/backers-page', {
  title: 'Rewards to send',
  intro: 'The backers of {campaign} and where to send what they earned. Mark each reward sent when it goes: the donor gets an e-mail.',
  toSend: params('{n} to send'),
  sent: params('{n} sent'),
  download: 'Download CSV',
  downloadFailed: 'The backers list could not be downloaded',
  missed: params(
    count({
      one: '{n} donor chose a reward that had run out by the time their payment arrived. They were told; there is nothing to send them.',
      other: '{n} donors chose a reward that had run out by the time their payment arrived. They were told; there is nothing to send them.',
    }),
  ),
  orMore: params('{amount} or more'),
  material: 'Material',
  nonMaterial: 'Non-material',
  given: params('{given} of {quantity} given'),
  noBackers: 'No backers yet.',
  markedSent: 'Marked as sent',
  markedToSend: 'Marked as to send',
  statusSent: 'Sent',
  statusToSend: 'To send',
  gave: params('Gave {amount} on {date}'),
  deliverTo: 'Deliver to',
  sentOn: params('Sent {date}'),
  undoLabel: params("Undo: {name}'s reward is not sent yet"),
  undo: 'Undo',
  markLabel: params('Mark as sent for {name}'),
  mark: 'Mark as sent',
});
/**
 * /backers/:campaignId — the campaign owner's rewards to deliver (issue 15): for each reward, who
 * backed it, what they gave, where to send it and whether it was sent; a CSV of the whole list for
 * a spreadsheet or a courier. Marking a reward sent e-mails its donor.
 */
function BackersPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { campaignId = '' } = useParams();
  const q = useBackers(campaignId);
  const [downloading, setDownloading] = d(false);
  if (q.isPending) return /* @__PURE__ */ a(PageSpinner, {});
  if (q.isError)
    return /* @__PURE__ */ a(OwnerPageError, {
      title: t.title,
      error: q.error,
    });
  const b = q.data;
  const toSend = b.rewards.reduce((n, r) => n + r.to_send, 0);
  const sent = b.rewards.reduce((n, r) => n + r.sent, 0);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBackersCsv(campaignId, t.downloadFailed);
    } catch (err) {
      toast.error(err.message);
    } finally {
      setDownloading(false);
    }
  };
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: /* @__PURE__ */ a(Rich, {
      text: t.intro,
      parts: {
        campaign: /* @__PURE__ */ a(Link, {
          to: `/campaign/${b.campaign.campaign_id}`,
          className: 'font-semibold text-brand-800 underline',
          children: b.campaign.title,
        }),
      },
    }),
    children: [
      /* @__PURE__ */ a('div', {
        className: 'mb-6 flex flex-wrap items-center gap-3',
        children: [
          /* @__PURE__ */ a('p', {
            className: 'rounded-full bg-sun-400/30 px-3 py-1 text-sm font-semibold text-slate-900',
            children: t.toSend({ n: toSend.toLocaleString('en-NG') }),
          }),
          /* @__PURE__ */ a('p', {
            className: 'rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900',
            children: t.sent({ n: sent.toLocaleString('en-NG') }),
          }),
          /* @__PURE__ */ a(Button, {
            type: 'button',
            variant: 'secondary',
            loading: downloading,
            onClick: () => void download(),
            className: 'sm:ml-auto',
            children: t.download,
          }),
        ],
      }),
      b.missed > 0 &&
        /* @__PURE__ */ a('p', {
          className: 'mb-6 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700',
          children: t.missed({ n: b.missed.toLocaleString('en-NG') })(b.missed),
        }),
      b.rewards.length === 0
        ? /* @__PURE__ */ a('p', {
            className: 'text-slate-600',
            children: tr(Msg.noRewards),
          })
        : /* @__PURE__ */ a('div', {
            className: 'space-y-8',
            children: b.rewards.map((r) =>
              /* @__PURE__ */ a(
                RewardBackers,
                {
                  campaignId,
                  reward: r,
                },
                r._id,
              ),
            ),
          }),
    ],
  });
}
function RewardBackers({ campaignId, reward: r }) {
  const t = useT(messages);
  const headingId = `reward-${r._id}`;
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': headingId,
    children: [
      /* @__PURE__ */ a('div', {
        className: 'flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-2',
        children: [
          /* @__PURE__ */ a('h2', {
            id: headingId,
            className: 'text-lg font-bold text-slate-900',
            children: r.reward,
          }),
          /* @__PURE__ */ a('p', {
            className: 'text-sm text-slate-600',
            children: [
              t.orMore({ amount: formatNaira(r.donation) }),
              ' ·',
              ' ',
              r.rewardType === 'Material' ? t.material : r.rewardType === 'Non-material' ? t.nonMaterial : r.rewardType,
              r.quantity !== null &&
                ` · ${t.given({
                  given: (r.to_send + r.sent).toLocaleString('en-NG'),
                  quantity: r.quantity.toLocaleString('en-NG'),
                })}`,
            ],
          }),
        ],
      }),
      r.backers.length === 0
        ? /* @__PURE__ */ a('p', {
            className: 'mt-3 text-sm text-slate-600',
            children: t.noBackers,
          })
        : /* @__PURE__ */ a('ul', {
            className: 'mt-3 grid gap-3 md:grid-cols-2',
            children: r.backers.map((x) =>
              /* @__PURE__ */ a(
                BackerCard,
                {
                  campaignId,
                  backer: x,
                },
                x.donation_id,
              ),
            ),
          }),
    ],
  });
}
function BackerCard({ campaignId, backer: x }) {
  const t = useT(messages);
  const set = useSetBackerStatus(campaignId);
  const change = async (status) => {
    try {
      await set.mutateAsync({
        donationId: x.donation_id,
        status,
      });
      toast(status === 'sent' ? t.markedSent : t.markedToSend);
    } catch (err) {
      toast.error(err.message);
    }
  };
  return /* @__PURE__ */ a('li', {
    className: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'flex items-start justify-between gap-3',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'min-w-0',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'font-semibold text-slate-900',
                children: x.name,
              }),
              /* @__PURE__ */ a('p', {
                className: 'text-sm break-all text-slate-600',
                children: x.email,
              }),
            ],
          }),
          /* @__PURE__ */ a('p', {
            className: `shrink-0 rounded px-2 py-0.5 text-xs font-semibold ${x.status === 'sent' ? 'bg-brand-100 text-brand-800' : 'bg-sun-400 text-slate-900'}`,
            children: x.status === 'sent' ? t.statusSent : t.statusToSend,
          }),
        ],
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-sm text-slate-700',
        children: [
          t.gave({
            amount: formatNaira(x.amount),
            date: formatDate(x.paid),
          }),
          ' ',
          /* @__PURE__ */ a('span', {
            className: 'text-xs text-slate-500',
            children: ['· ', x.reference],
          }),
        ],
      }),
      x.delivery &&
        /* @__PURE__ */ a('div', {
          className: 'mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800',
          children: [
            /* @__PURE__ */ a('p', {
              className: 'text-xs font-semibold tracking-wide text-slate-600 uppercase',
              children: t.deliverTo,
            }),
            /* @__PURE__ */ a('p', {
              className: 'font-medium',
              children: x.delivery.name,
            }),
            /* @__PURE__ */ a('p', {
              children: /* @__PURE__ */ a('a', {
                href: `tel:${x.delivery.phone}`,
                className: 'text-brand-800 underline',
                children: x.delivery.phone,
              }),
            }),
            /* @__PURE__ */ a('p', {
              className: 'whitespace-pre-line',
              children: x.delivery.address,
            }),
          ],
        }),
      /* @__PURE__ */ a('div', {
        className: 'mt-3',
        children:
          x.status === 'sent'
            ? /* @__PURE__ */ a('div', {
                className: 'flex flex-wrap items-center gap-3',
                children: [
                  /* @__PURE__ */ a('p', {
                    className: 'text-sm text-slate-700',
                    children: t.sentOn({ date: x.sent_at ? formatDate(x.sent_at) : '' }),
                  }),
                  /* @__PURE__ */ a(Button, {
                    type: 'button',
                    variant: 'ghost',
                    loading: set.isPending,
                    'aria-label': t.undoLabel({ name: x.name }),
                    onClick: () => void change('to_send'),
                    children: t.undo,
                  }),
                ],
              })
            : /* @__PURE__ */ a(Button, {
                type: 'button',
                loading: set.isPending,
                'aria-label': t.markLabel({ name: x.name }),
                onClick: () => void change('sent'),
                className: 'w-full sm:w-auto',
                children: t.mark,
              }),
      }),
    ],
  });
}
export { BackersPage as default, messages };
