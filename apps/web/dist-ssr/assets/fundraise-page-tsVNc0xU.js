import { D as ln, I as $, N as d, T as fn, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  J as useParams,
  L as Msg,
  R as count,
  S as PageSpinner,
  T as imageUrl,
  W as Link,
  b as Button,
  m as toast,
  w as fallbackToPlaceholder,
  x as buttonClass,
} from '../entry-server.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { i as CampaignStatus } from './constants-DBX7dDmi.js';
import { t as Code } from './status-ClvZbWz5.js';
import { t as Avatar } from './avatar-Dip7ZbtG.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { t as Progress } from './progress-DcM9XJzs.js';
import {
  i as supporterKeys,
  l as DonatePanel,
  n as hideSupporterPage,
  o as useSupporterPage,
  s as ShareButtons,
} from './supporters-Bg-Patew.js';
// src/features/campaigns/fundraise-page.tsx
var messages = i18n('campaign/fundraise-page', {
  title: 'Fundraising page',
  notFound: 'Supporter page not found',
  notFoundText: 'The link may be wrong, or the campaign’s owner has hidden this page.',
  explore: 'Explore campaigns',
  fundraisingFor: params('{name} is fundraising for'),
  pageProgress: 'Raised through this page',
  giftsThrough: params(
    count({
      one: '{n} gift through this page',
      other: '{n} gifts through this page',
    }),
  ),
  campaignProgress: 'The campaign in all',
  seeCampaign: 'See the campaign',
  giveHere: 'Your gift goes to the campaign and counts on this page.',
  hiddenNotice: 'The campaign’s owner has hidden this page: it takes no gifts. Only you, the owner and Ireti’s team see it.',
  closedNotice: 'This campaign no longer takes donations.',
  yourPage: 'This is your page',
  edit: 'Edit my page',
  ownerPanel: 'A supporter’s page for your campaign',
  hide: 'Hide this page',
  show: 'Show this page again',
  shareHeading: 'Share this page',
});
var SupporterPageForm = ln(() => import('./supporter-page-form-DUkQEk5h.js'));
/** /fundraise/{pageId} (decision 094): a supporter's page for a campaign, giving through it, sharing it. */
function FundraisePage() {
  const t = useT(messages);
  const tr = useLocalise();
  const qc = useQueryClient();
  const { pageId = '' } = useParams();
  const q = useSupporterPage(pageId);
  const [editing, setEditing] = d(false);
  const [busy, setBusy] = d(false);
  const name = q.data ? `${q.data.supporter.first_name} ${q.data.supporter.last_name}`.trim() : '';
  useTitle(q.data ? `${name} · ${q.data.campaign.title}` : q.isError ? t.notFound : t.title);
  if (q.isPending) return /* @__PURE__ */ a(PageSpinner, {});
  if (q.isError) {
    const missing = q.error.code === Code.NOT_FOUND || q.error.code === Code.VALIDATION;
    return /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-xl px-4 py-20 text-center',
      children: [
        /* @__PURE__ */ a('h1', {
          className: 'text-2xl font-extrabold text-slate-900',
          children: t.notFound,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-2 text-slate-600',
          children: missing ? t.notFoundText : q.error.message || tr(Msg.errorTryAgain),
        }),
        /* @__PURE__ */ a(Link, {
          to: '/campaigns',
          className: buttonClass('primary', 'mt-6'),
          children: t.explore,
        }),
      ],
    });
  }
  const p = q.data;
  const c = p.campaign;
  const url = `${window.location.origin}/fundraise/${p.page_id}`;
  const refresh = () => void qc.invalidateQueries({ queryKey: supporterKeys.all });
  const toggle = async () => {
    setBusy(true);
    const res = await hideSupporterPage(p.page_id, !p.hidden);
    setBusy(false);
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      refresh();
    } else toast.error(res.status.desc);
  };
  return /* @__PURE__ */ a('div', {
    className: 'mx-auto max-w-5xl px-4 py-6 sm:py-10',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:grid-rows-[auto_1fr] lg:gap-x-8',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'min-w-0 space-y-5 lg:col-start-1 lg:row-start-1',
            children: [
              /* @__PURE__ */ a('div', {
                className: 'flex items-center gap-4',
                children: [
                  /* @__PURE__ */ a(Avatar, {
                    src: p.supporter.image_url,
                    size: 100,
                    alt: name,
                    className: 'h-20 w-20 rounded-full sm:h-24 sm:w-24',
                  }),
                  /* @__PURE__ */ a('div', {
                    className: 'min-w-0',
                    children: [
                      /* @__PURE__ */ a('p', {
                        className: 'text-sm font-semibold text-slate-600',
                        children: t.fundraisingFor({ name }),
                      }),
                      /* @__PURE__ */ a('h1', {
                        className: 'text-2xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-3xl',
                        children: /* @__PURE__ */ a(Link, {
                          to: `/campaign/${c.campaign_id}`,
                          className: 'hover:underline',
                          children: c.title,
                        }),
                      }),
                    ],
                  }),
                ],
              }),
              /* @__PURE__ */ a('blockquote', {
                className: 'rounded-xl border-l-4 border-sun-400 bg-sun-400/10 p-5 text-lg whitespace-pre-line text-slate-800',
                children: p.words,
              }),
            ],
          }),
          /* @__PURE__ */ a('aside', {
            className: 'space-y-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start',
            'aria-label': t.pageProgress,
            children: [
              /* @__PURE__ */ a('section', {
                'aria-labelledby': 'page-progress',
                className: 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
                children: [
                  /* @__PURE__ */ a('h2', {
                    id: 'page-progress',
                    className: 'mb-3 text-sm font-semibold text-slate-700',
                    children: t.pageProgress,
                  }),
                  /* @__PURE__ */ a(Progress, {
                    percent: p.percent,
                    pledged: p.raised,
                    amount: p.target,
                    size: 'lg',
                  }),
                  /* @__PURE__ */ a('p', {
                    className: 'mt-2 text-sm text-slate-600',
                    children: t.giftsThrough({ n: p.donations_count.toLocaleString('en-NG') })(p.donations_count),
                  }),
                  /* @__PURE__ */ a('div', {
                    className: 'mt-4',
                    children: p.hidden
                      ? /* @__PURE__ */ a('p', {
                          className: 'rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700',
                          role: 'status',
                          children: t.hiddenNotice,
                        })
                      : c.status === CampaignStatus.ACTIVE
                        ? /* @__PURE__ */ a($, {
                            children: [
                              /* @__PURE__ */ a(DonatePanel, {
                                campaignId: c.campaign_id,
                                title: c.title,
                                status: c.status,
                                suspended: c.suspended,
                                supporterPage: p.page_id,
                                onPaid: refresh,
                              }),
                              !c.suspended &&
                                /* @__PURE__ */ a('p', {
                                  className: 'mt-2 text-center text-xs text-slate-600',
                                  children: t.giveHere,
                                }),
                            ],
                          })
                        : /* @__PURE__ */ a('p', {
                            className: 'rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700',
                            role: 'status',
                            children: t.closedNotice,
                          }),
                  }),
                ],
              }),
              p.viewer.is_supporter &&
                /* @__PURE__ */ a('div', {
                  className: 'rounded-xl border border-brand-200 bg-brand-50 p-4',
                  children: [
                    /* @__PURE__ */ a('p', {
                      className: 'font-semibold text-brand-900',
                      children: t.yourPage,
                    }),
                    /* @__PURE__ */ a(Button, {
                      type: 'button',
                      variant: 'secondary',
                      className: 'mt-3',
                      onClick: () => setEditing(true),
                      children: t.edit,
                    }),
                  ],
                }),
              p.viewer.is_owner &&
                !p.viewer.is_supporter &&
                /* @__PURE__ */ a('div', {
                  className: 'rounded-xl border border-brand-200 bg-brand-50 p-4',
                  children: [
                    /* @__PURE__ */ a('p', {
                      className: 'font-semibold text-brand-900',
                      children: t.ownerPanel,
                    }),
                    /* @__PURE__ */ a(Button, {
                      type: 'button',
                      variant: 'secondary',
                      className: 'mt-3',
                      loading: busy,
                      onClick: () => void toggle(),
                      children: p.hidden ? t.show : t.hide,
                    }),
                  ],
                }),
              !p.hidden &&
                c.status !== CampaignStatus.DELETED &&
                /* @__PURE__ */ a('div', {
                  className: 'rounded-xl border border-slate-200 bg-white p-5',
                  children: /* @__PURE__ */ a(ShareButtons, {
                    url,
                    title: c.title,
                    campaignId: p.page_id,
                    heading: t.shareHeading,
                  }),
                }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            className: 'min-w-0 lg:col-start-1 lg:row-start-2',
            children: /* @__PURE__ */ a('section', {
              'aria-labelledby': 'campaign-card',
              className: 'overflow-hidden rounded-xl border border-slate-200 bg-white',
              children: [
                /* @__PURE__ */ a('img', {
                  src: imageUrl(c.imageUrl, 'card'),
                  srcSet: `${imageUrl(c.imageUrl, 'card')} 363w, ${imageUrl(c.imageUrl)} 1200w`,
                  sizes: '(min-width: 1024px) 600px, 100vw',
                  onError: fallbackToPlaceholder,
                  alt: '',
                  width: 363,
                  height: 232,
                  className: 'aspect-[363/232] w-full object-cover',
                }),
                /* @__PURE__ */ a('div', {
                  className: 'space-y-3 p-5',
                  children: [
                    /* @__PURE__ */ a('h2', {
                      id: 'campaign-card',
                      className: 'text-lg font-bold text-slate-900',
                      children: t.campaignProgress,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'text-slate-700',
                      children: c.summary,
                    }),
                    /* @__PURE__ */ a(Progress, {
                      percent: c.percent,
                      pledged: c.pledged,
                      amount: c.amount,
                    }),
                    /* @__PURE__ */ a(Link, {
                      to: `/campaign/${c.campaign_id}`,
                      className: buttonClass('secondary'),
                      children: t.seeCampaign,
                    }),
                  ],
                }),
              ],
            }),
          }),
        ],
      }),
      editing &&
        /* @__PURE__ */ a(fn, {
          fallback: null,
          children: /* @__PURE__ */ a(SupporterPageForm, {
            campaignId: c.campaign_id,
            goal: c.amount,
            page: p,
            onClose: () => setEditing(false),
          }),
        }),
    ],
  });
}
export { FundraisePage as default, messages };
