import { I as $, N as d, b as a, c as params, f as useLocalise, n as i18n, p as useT, v as fill } from './i18n-BuQGntTV.js';
import {
  A as api,
  B as displayName,
  C as Spinner,
  D as useAuth,
  H as useQuery,
  K as useLocation,
  L as Msg,
  N as unwrap,
  R as count,
  S as PageSpinner,
  T as imageUrl,
  V as placeOf,
  W as Link,
  d as formatNaira,
  h as useMyAssignments,
  j as apiGet,
  o as formatDate,
  r as campaignKeys,
  v as IdentityStatus,
  w as fallbackToPlaceholder,
  x as buttonClass,
  y as UnderReviewBadge,
  z as badgeOf,
} from '../entry-server.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { t as StatusBadge } from './status-badge-CFfswYad.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { n as percentShown, t as barFill } from './percent-DrQ1d-nZ.js';
import { t as editCampaignPath } from './paths-DRd0lTEG.js';
import { t as useInfiniteQuery } from './useInfiniteQuery-WGOG1Ob3.js';
import { t as donationKeys } from './keys-8VpgdW09.js';
import { i as ShowMore, n as ListLoading, r as LoadError } from './list-states-BuPyhDkz.js';
import { t as CampaignRow } from './campaign-row-BqP_WbNF.js';
import { t as Grade } from './grade-D4OUzAea.js';
import { r as useAccount } from './get-account-BItFdri6.js';
import { t as useClaim } from './get-claim-tPceHpGd.js';
import { t as Avatar } from './avatar-Dip7ZbtG.js';
import { t as useChoiceLabel } from './choices-CaDu1VOV.js';
import { n as Tabs } from './tabs-DGuVgDVS.js';
// src/lib/campaigns/get-my-campaigns.ts
/** GET /campaigns: the signed-in user's campaigns and the profile's side totals. */
var getMyCampaigns = (signal) => unwrap(api('GET', '/campaigns', void 0, { signal }));
function useMyCampaigns() {
  return useQuery({
    queryKey: campaignKeys.mine,
    queryFn: ({ signal }) => getMyCampaigns(signal),
    staleTime: 0,
  });
}
// src/components/campaigns/profile-campaigns-tab.tsx
var messages$7 = i18n('cards/profile-campaigns-tab', {
  loading: 'Loading your campaigns',
  noCampaigns: 'No campaigns yet.',
  start: 'Start a campaign',
  draft: 'Draft',
  notSubmitted: 'Not submitted yet: only you can see it. Finish it and submit it for vetting.',
  funded: '{title}: funded',
  fundedOf: '{percent} · {pledged} funded of {goal}',
  continue: 'Continue',
  edit: 'Edit',
  view: 'View',
  totals: 'Your totals',
  campaigns: 'Campaigns',
  donations: 'Donations',
  comments: 'Comments',
  raisedInAll: params('{amount} raised in all'),
});
/**
 * The profile's Campaigns tab (spec §2): each campaign with its summary, percent (at most 100),
 * naira funded, status badge, Edit and View; 'No campaigns yet.'; the side totals. A draft (made
 * by the wizard, not yet submitted) says so and offers Continue, back to the wizard where it stopped.
 */
function ProfileCampaignsTab() {
  const t = useT(messages$7);
  const tr = useLocalise();
  const q = useMyCampaigns();
  if (q.isPending)
    return /* @__PURE__ */ a('div', {
      role: 'status',
      'aria-label': t.loading,
      className: 'h-40 animate-pulse rounded-xl bg-slate-100',
    });
  if (q.isError)
    return /* @__PURE__ */ a('p', {
      role: 'alert',
      className: 'text-red-800',
      children: q.error.message || tr(Msg.errorTryAgain),
    });
  const { campaigns, totals } = q.data;
  const side = [
    {
      label: t.campaigns,
      value: totals.campaigns,
    },
    {
      label: t.donations,
      value: totals.donations,
    },
    {
      label: t.comments,
      value: totals.comments,
    },
  ];
  return /* @__PURE__ */ a('div', {
    className: 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_220px]',
    children: [
      /* @__PURE__ */ a('div', {
        children:
          campaigns.length === 0
            ? /* @__PURE__ */ a('div', {
                className: 'rounded-xl border border-dashed border-slate-300 p-8 text-center',
                children: [
                  /* @__PURE__ */ a('p', {
                    className: 'text-lg font-semibold text-slate-800',
                    children: t.noCampaigns,
                  }),
                  /* @__PURE__ */ a(Link, {
                    to: '/create_campaigns',
                    className: buttonClass('primary', 'mt-4'),
                    children: t.start,
                  }),
                ],
              })
            : /* @__PURE__ */ a('ul', {
                className: 'space-y-4',
                children: campaigns.map((c) =>
                  /* @__PURE__ */ a(
                    'li',
                    {
                      className: 'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row',
                      children: [
                        /* @__PURE__ */ a('img', {
                          src: imageUrl(c.imageUrl, 'card'),
                          onError: fallbackToPlaceholder,
                          alt: '',
                          width: 363,
                          height: 232,
                          loading: 'lazy',
                          className: 'aspect-[363/232] w-full rounded-lg object-cover sm:w-44',
                        }),
                        /* @__PURE__ */ a('div', {
                          className: 'min-w-0 flex-1',
                          children: [
                            /* @__PURE__ */ a('div', {
                              className: 'flex flex-wrap items-start justify-between gap-2',
                              children: [
                                /* @__PURE__ */ a('h3', {
                                  className: 'font-bold text-slate-900',
                                  children: c.title,
                                }),
                                c.draft
                                  ? /* @__PURE__ */ a('span', {
                                      className:
                                        'rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-bold tracking-wide text-slate-800 uppercase',
                                      children: t.draft,
                                    })
                                  : /* @__PURE__ */ a(StatusBadge, {
                                      status: c.status,
                                      suspended: c.suspended,
                                    }),
                              ],
                            }),
                            /* @__PURE__ */ a('p', {
                              className: 'mt-1 text-sm text-slate-600',
                              children: c.summary,
                            }),
                            c.draft &&
                              /* @__PURE__ */ a('p', {
                                className: 'mt-2 text-sm text-slate-700',
                                children: t.notSubmitted,
                              }),
                            /* @__PURE__ */ a('div', {
                              className: 'mt-3 h-2 overflow-hidden rounded-full bg-slate-200',
                              role: 'progressbar',
                              'aria-label': fill(t.funded, { title: c.title }),
                              'aria-valuemin': 0,
                              'aria-valuemax': 100,
                              'aria-valuenow': Math.min(100, c.percent),
                              'aria-valuetext': `${percentShown(c.percent, c.pledged)}%`,
                              children: /* @__PURE__ */ a('div', {
                                className: 'h-full rounded-full bg-brand-600',
                                style: barFill(c.percent, c.pledged),
                              }),
                            }),
                            /* @__PURE__ */ a('p', {
                              className: 'mt-2 text-sm text-slate-700',
                              children: /* @__PURE__ */ a(Rich, {
                                text: t.fundedOf,
                                parts: {
                                  percent: /* @__PURE__ */ a('span', {
                                    className: 'font-bold text-slate-900',
                                    children: [percentShown(c.percent, c.pledged), '%'],
                                  }),
                                  pledged: formatNaira(c.pledged),
                                  goal: formatNaira(c.amount),
                                },
                              }),
                            }),
                            /* @__PURE__ */ a('div', {
                              className: 'mt-3 flex flex-wrap gap-2',
                              children: [
                                c.draft &&
                                  /* @__PURE__ */ a(Link, {
                                    to: `/create_campaigns?draft=${c.campaign_id.toLowerCase()}`,
                                    className: buttonClass('primary', 'min-h-10 px-4'),
                                    children: [
                                      t.continue,
                                      /* @__PURE__ */ a('span', {
                                        className: 'sr-only',
                                        children: [': ', c.title],
                                      }),
                                    ],
                                  }),
                                /* @__PURE__ */ a(Link, {
                                  to: editCampaignPath(c.campaign_id),
                                  className: buttonClass('secondary', 'min-h-10 px-4'),
                                  children: [
                                    t.edit,
                                    /* @__PURE__ */ a('span', {
                                      className: 'sr-only',
                                      children: [': ', c.title],
                                    }),
                                  ],
                                }),
                                /* @__PURE__ */ a(Link, {
                                  to: `/campaign/${c.campaign_id.toLowerCase()}`,
                                  className: buttonClass('ghost', 'min-h-10 px-4'),
                                  children: [
                                    t.view,
                                    /* @__PURE__ */ a('span', {
                                      className: 'sr-only',
                                      children: [': ', c.title],
                                    }),
                                  ],
                                }),
                              ],
                            }),
                          ],
                        }),
                      ],
                    },
                    c._id,
                  ),
                ),
              }),
      }),
      /* @__PURE__ */ a('aside', {
        'aria-label': t.totals,
        className: 'h-fit rounded-xl border border-slate-200 bg-slate-50 p-4',
        children: [
          /* @__PURE__ */ a('dl', {
            className: 'grid grid-cols-3 gap-3 text-center lg:grid-cols-1 lg:text-left',
            children: side.map((s) =>
              /* @__PURE__ */ a(
                'div',
                {
                  children: [
                    /* @__PURE__ */ a('dt', {
                      className: 'text-xs font-semibold tracking-wide text-slate-600 uppercase',
                      children: s.label,
                    }),
                    /* @__PURE__ */ a('dd', {
                      className: 'text-2xl font-extrabold text-slate-900',
                      children: s.value.toLocaleString('en-NG'),
                    }),
                  ],
                },
                s.label,
              ),
            ),
          }),
          totals.raised > 0 &&
            /* @__PURE__ */ a('p', {
              className: 'mt-3 border-t border-slate-200 pt-3 text-sm text-slate-700',
              children: t.raisedInAll({ amount: formatNaira(totals.raised) }),
            }),
        ],
      }),
    ],
  });
}
// src/lib/donations/get-my-donations.ts
/** GET /donations: the signed-in user's donations and their refunds, newest first. */
var getMyDonations = (page, signal) =>
  unwrap(
    apiGet(
      '/donations',
      {
        page,
        per_page: 10,
      },
      { signal },
    ),
  );
function useMyDonations() {
  return useInfiniteQuery({
    queryKey: donationKeys.mine,
    queryFn: ({ pageParam, signal }) => getMyDonations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : void 0),
  });
}
// src/components/donations/profile-donations-tab.tsx
var messages$6 = i18n('donations/profile-donations-tab', {
  paid: 'Received',
  refund_pending: 'Refund in progress',
  refunded: 'Refunded',
  campaign_deleted: 'The campaign was deleted.',
  closed_before_goal: 'The campaign closed before reaching its goal.',
  late_payment: 'Your payment arrived after donations had closed.',
  amount_mismatch: 'The payment did not match the donation.',
  loading: 'Loading donations',
  findCampaign: 'Find a campaign to support',
  given: 'Given',
  donations: 'Donations',
  aCampaign: 'A campaign',
  anonymously: 'given anonymously',
  refundedInFull: 'Refunded in full.',
  refundedOn: params('Refunded in full on {date}.'),
  refundOnWay: 'Your refund in full is on its way.',
  reference: params('Reference {reference}'),
  showMore: 'Show more donations',
  monthly: 'Your monthly donations: pause, change or cancel',
});
/** The profile's Donations tab: what the user gave, to which campaign, and any refund. */
var badge = {
  paid: 'bg-green-100 text-green-800',
  refund_pending: 'bg-amber-100 text-amber-900',
  refunded: 'bg-blue-100 text-blue-800',
};
var REASONS = ['campaign_deleted', 'closed_before_goal', 'late_payment', 'amount_mismatch'];
var isReason = (r) => REASONS.includes(r);
function ProfileDonationsTab() {
  const t = useT(messages$6);
  const tr = useLocalise();
  const q = useMyDonations();
  if (q.isPending) return /* @__PURE__ */ a(ListLoading, { label: t.loading });
  if (q.isError) return /* @__PURE__ */ a(LoadError, { children: tr(Msg.donationsLoadFailed) });
  const first = q.data.pages[0];
  const items = q.data.pages.flatMap((p) => p.transactions);
  const monthly = /* @__PURE__ */ a('p', {
    className: 'mb-4',
    children: /* @__PURE__ */ a(Link, {
      to: '/monthly',
      className: 'font-semibold text-brand-800 underline',
      children: t.monthly,
    }),
  });
  if (!items.length)
    return /* @__PURE__ */ a('div', {
      className: 'rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center',
      children: [
        monthly,
        /* @__PURE__ */ a('p', {
          className: 'text-slate-700',
          children: tr(Msg.noDonations),
        }),
        /* @__PURE__ */ a(Link, {
          to: '/campaigns',
          className: buttonClass('primary', 'mt-4'),
          children: t.findCampaign,
        }),
      ],
    });
  return /* @__PURE__ */ a('div', {
    children: [
      monthly,
      /* @__PURE__ */ a('dl', {
        className: 'mb-4 grid grid-cols-2 gap-3 sm:max-w-md',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'rounded-xl bg-brand-50 p-4',
            children: [
              /* @__PURE__ */ a('dt', {
                className: 'text-sm text-brand-900',
                children: t.given,
              }),
              /* @__PURE__ */ a('dd', {
                className: 'text-2xl font-extrabold text-brand-900',
                children: formatNaira(first.total_amount),
              }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            className: 'rounded-xl bg-brand-50 p-4',
            children: [
              /* @__PURE__ */ a('dt', {
                className: 'text-sm text-brand-900',
                children: t.donations,
              }),
              /* @__PURE__ */ a('dd', {
                className: 'text-2xl font-extrabold text-brand-900',
                children: first.total_count.toLocaleString('en-NG'),
              }),
            ],
          }),
        ],
      }),
      /* @__PURE__ */ a('ul', {
        className: 'space-y-3',
        children: items.map((d) =>
          /* @__PURE__ */ a(
            'li',
            {
              className: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
              children: [
                /* @__PURE__ */ a('div', {
                  className: 'flex flex-wrap items-start justify-between gap-2',
                  children: [
                    /* @__PURE__ */ a('div', {
                      className: 'min-w-0',
                      children: [
                        d.campaign?.campaign_id
                          ? /* @__PURE__ */ a(Link, {
                              to: `/campaign/${d.campaign.campaign_id}`,
                              className: 'font-semibold text-brand-800 hover:underline',
                              children: d.campaign.title,
                            })
                          : /* @__PURE__ */ a('p', {
                              className: 'font-semibold text-slate-900',
                              children: d.campaign?.title ?? t.aCampaign,
                            }),
                        /* @__PURE__ */ a('p', {
                          className: 'text-sm text-slate-600',
                          children: [
                            /* @__PURE__ */ a('time', {
                              dateTime: d.paid_at ?? d.created,
                              children: formatDate(d.paid_at ?? d.created),
                            }),
                            d.anonymous && /* @__PURE__ */ a($, { children: [' · ', t.anonymously] }),
                          ],
                        }),
                      ],
                    }),
                    /* @__PURE__ */ a('div', {
                      className: 'sm:text-right',
                      children: [
                        /* @__PURE__ */ a('p', {
                          className: 'text-lg font-bold text-slate-900',
                          children: formatNaira(d.amount),
                        }),
                        /* @__PURE__ */ a('span', {
                          className: `inline-block rounded px-2 py-0.5 text-xs font-semibold ${badge[d.status]}`,
                          children: t[d.status],
                        }),
                      ],
                    }),
                  ],
                }),
                d.comment &&
                  /* @__PURE__ */ a('p', {
                    className: 'mt-2 border-l-4 border-brand-200 pl-3 text-sm text-slate-700',
                    children: d.comment,
                  }),
                d.refund &&
                  /* @__PURE__ */ a('p', {
                    className: 'mt-2 text-sm text-slate-700',
                    children: [
                      isReason(d.refund.reason) ? t[d.refund.reason] : '',
                      ' ',
                      d.refund.status === 'processed'
                        ? d.refund.processed_at
                          ? t.refundedOn({ date: formatDate(d.refund.processed_at) })
                          : t.refundedInFull
                        : t.refundOnWay,
                    ],
                  }),
                /* @__PURE__ */ a('p', {
                  className: 'mt-1 text-xs text-slate-500',
                  children: t.reference({ reference: d.reference }),
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
    ],
  });
}
// src/lib/donations/get-user-rewards.ts
/** GET /user/reward/{id}: the rewards the user's donations earned, their rank and total. */
var getUserRewards = (userId, signal) => unwrap(api('GET', `/user/reward/${userId}`, void 0, { signal }));
function useUserRewards(userId) {
  return useQuery({
    queryKey: donationKeys.rewards(userId),
    queryFn: ({ signal }) => getUserRewards(userId, signal),
  });
}
// src/components/donations/profile-rewards-tab.tsx
var messages$5 = i18n('donations/profile-rewards-tab', {
  loading: 'Loading donations',
  rank: 'Rank',
  ofDonors: count({
    one: 'of {n} donor',
    other: 'of {n} donors',
  }),
  afterFirst: 'after your first donation',
  totalRewards: 'Total rewards',
  noReward: 'No Reward',
  giveToEarn: 'Give to a reward-based campaign to earn one.',
  seeRewardCampaigns: 'See reward-based campaigns',
  listLabel: 'Rewards your donations earned',
  donationAmount: 'Donation amount: ',
  rewardType: 'Reward type: ',
  Material: 'Material',
  'Non-material': 'Non-material',
  reward: 'Reward',
  forGifts: params('for gifts of {amount} or more'),
  sent: 'Sent',
  sentOn: params('Sent on {date}'),
  soldOut: 'Ran out before your payment arrived',
  notSent: 'Not sent yet',
});
/**
 * The profile's Rewards tab (spec §2): donation amount, reward type and the reward each
 * donation earned, or 'No Reward'; the user's rank among donors and total rewards.
 */
function ProfileRewardsTab({ userId }) {
  const t = useT(messages$5);
  const tr = useLocalise();
  const q = useUserRewards(userId);
  if (q.isPending) return /* @__PURE__ */ a(ListLoading, { label: t.loading });
  if (q.isError) return /* @__PURE__ */ a(LoadError, { children: tr(Msg.donationsLoadFailed) });
  const r = q.data;
  return /* @__PURE__ */ a('div', {
    children: [
      /* @__PURE__ */ a('dl', {
        className: 'mb-4 grid grid-cols-2 gap-3 sm:max-w-md',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'rounded-xl bg-sun-400/20 p-4',
            children: [
              /* @__PURE__ */ a('dt', {
                className: 'text-sm text-slate-800',
                children: t.rank,
              }),
              /* @__PURE__ */ a('dd', {
                className: 'text-2xl font-extrabold text-slate-900',
                children: r.rank ? `#${r.rank.toLocaleString('en-NG')}` : '—',
              }),
              /* @__PURE__ */ a('dd', {
                className: 'text-xs text-slate-700',
                children: r.rank ? fill(t.ofDonors(r.total_donors), { n: r.total_donors.toLocaleString('en-NG') }) : t.afterFirst,
              }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            className: 'rounded-xl bg-sun-400/20 p-4',
            children: [
              /* @__PURE__ */ a('dt', {
                className: 'text-sm text-slate-800',
                children: t.totalRewards,
              }),
              /* @__PURE__ */ a('dd', {
                className: 'text-2xl font-extrabold text-slate-900',
                children: r.total_rewards.toLocaleString('en-NG'),
              }),
            ],
          }),
        ],
      }),
      r.rewards.length === 0
        ? /* @__PURE__ */ a('div', {
            className: 'rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'text-slate-700',
                children: t.noReward,
              }),
              /* @__PURE__ */ a('p', {
                className: 'mt-1 text-sm text-slate-600',
                children: t.giveToEarn,
              }),
              /* @__PURE__ */ a(Link, {
                to: '/campaigns',
                state: { is_reward: 1 },
                className: 'mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline',
                children: t.seeRewardCampaigns,
              }),
            ],
          })
        : /* @__PURE__ */ a('ul', {
            className: 'grid gap-3 md:grid-cols-2',
            'aria-label': t.listLabel,
            children: r.rewards.map((x) =>
              /* @__PURE__ */ a(
                'li',
                {
                  className: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
                  children: [
                    /* @__PURE__ */ a('div', {
                      className: 'flex items-start justify-between gap-3',
                      children: [
                        /* @__PURE__ */ a('p', {
                          className: 'text-xl font-extrabold text-slate-900',
                          children: [
                            /* @__PURE__ */ a('span', {
                              className: 'sr-only',
                              children: t.donationAmount,
                            }),
                            formatNaira(x.donation),
                          ],
                        }),
                        /* @__PURE__ */ a('p', {
                          className: `rounded px-2 py-0.5 text-xs font-semibold ${x.rewardType === 'Material' ? 'bg-sun-400 text-slate-900' : 'bg-brand-100 text-brand-800'}`,
                          children: [
                            /* @__PURE__ */ a('span', {
                              className: 'sr-only',
                              children: t.rewardType,
                            }),
                            t[x.rewardType],
                          ],
                        }),
                      ],
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-2 text-xs font-semibold tracking-wide text-slate-600 uppercase',
                      children: t.reward,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'text-slate-900',
                      children: x.reward,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'text-xs text-slate-600',
                      children: t.forGifts({ amount: formatNaira(x.reward_donation) }),
                    }),
                    /* @__PURE__ */ a('p', {
                      className: `mt-2 inline-block rounded px-2 py-0.5 text-xs font-semibold ${x.status === 'sent' ? 'bg-brand-100 text-brand-800' : x.status === 'sold_out' ? 'bg-slate-100 text-slate-700' : 'bg-sun-400/30 text-slate-900'}`,
                      children:
                        x.status === 'sent'
                          ? x.sent_at
                            ? t.sentOn({ date: formatDate(x.sent_at) })
                            : t.sent
                          : x.status === 'sold_out'
                            ? t.soldOut
                            : t.notSent,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-3 border-t border-slate-100 pt-2 text-sm',
                      children: [
                        /* @__PURE__ */ a(Link, {
                          to: `/campaign/${x.campaign.campaign_id}`,
                          className: 'font-semibold text-brand-800 hover:underline',
                          children: x.campaign.title,
                        }),
                        /* @__PURE__ */ a('span', {
                          className: 'block text-xs text-slate-600',
                          children: formatDate(x.created),
                        }),
                      ],
                    }),
                  ],
                },
                x.donation_id,
              ),
            ),
          }),
    ],
  });
}
// src/lib/volunteers/get-volunteer-campaigns.ts
/** GET /volunteer/campaigns/{id}: the campaigns a volunteer verified, with rank and count. */
var getVolunteerCampaigns = (userId, signal) => unwrap(api('GET', `/volunteer/campaigns/${userId}`, void 0, { signal }));
function useVolunteerCampaigns(userId) {
  return useQuery({
    queryKey: ['volunteers', 'verified-by', userId],
    queryFn: ({ signal }) => getVolunteerCampaigns(userId, signal),
    enabled: userId > 0,
  });
}
// src/components/volunteers/profile-volunteering-tab.tsx
var messages$4 = i18n('volunteers/profile-volunteering-tab', {
  volunteerWithIreti: 'Volunteer with Ireti',
  loading: 'Loading your volunteering',
  notVolunteer: "You're not a volunteer.",
  waiting: 'Waiting for you to check',
  started: params('started {date}'),
  campaignsVerified: 'Campaigns verified',
  noneVerified: "You haven't verified any campaigns.",
  verifiedOn: params('verified {date}'),
  totals: 'Volunteering totals',
  rank: 'Rank',
  of: params('of {total}'),
  verified: 'Verified',
  grade: 'Grade',
});
function Empty({ message }) {
  const t = useT(messages$4);
  return /* @__PURE__ */ a('div', {
    className: 'rounded-xl border border-dashed border-slate-300 p-6 text-center',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-slate-800',
        children: message,
      }),
      /* @__PURE__ */ a(Link, {
        to: '/volunteer',
        className: buttonClass('secondary', 'mt-4'),
        children: t.volunteerWithIreti,
      }),
    ],
  });
}
/** The profile's Volunteering tab: campaigns the user verified, with rank and count (spec §2). */
function ProfileVolunteeringTab({ userId }) {
  const t = useT(messages$4);
  const tr = useLocalise();
  const { user } = useAuth();
  const q = useVolunteerCampaigns(userId);
  const isMe = user?._id === userId;
  const waiting = useMyAssignments(isMe && !!q.data?.is_volunteer);
  if (q.isPending) return /* @__PURE__ */ a(Spinner, { label: t.loading });
  if (q.isError) return /* @__PURE__ */ a(LoadError, { children: tr(Msg.errorVolunteers) });
  const d = q.data;
  if (!d.is_volunteer) return /* @__PURE__ */ a(Empty, { message: t.notVolunteer });
  return /* @__PURE__ */ a('div', {
    className: 'grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'space-y-6',
        children: [
          isMe &&
            waiting.data &&
            waiting.data.campaigns.length > 0 &&
            /* @__PURE__ */ a('section', {
              'aria-labelledby': 'waiting-title',
              children: [
                /* @__PURE__ */ a('h3', {
                  id: 'waiting-title',
                  className: 'mb-3 font-semibold text-slate-900',
                  children: t.waiting,
                }),
                /* @__PURE__ */ a('ul', {
                  className: 'space-y-3',
                  children: waiting.data.campaigns.map((c) =>
                    /* @__PURE__ */ a(
                      CampaignRow,
                      {
                        c,
                        note: t.started({ date: formatDate(c.created) }),
                      },
                      c._id,
                    ),
                  ),
                }),
              ],
            }),
          /* @__PURE__ */ a('section', {
            'aria-labelledby': 'verified-title',
            children: [
              /* @__PURE__ */ a('h3', {
                id: 'verified-title',
                className: 'mb-3 font-semibold text-slate-900',
                children: t.campaignsVerified,
              }),
              d.campaigns.length === 0
                ? /* @__PURE__ */ a(Empty, { message: t.noneVerified })
                : /* @__PURE__ */ a('ul', {
                    className: 'space-y-3',
                    children: d.campaigns.map((c) =>
                      /* @__PURE__ */ a(
                        CampaignRow,
                        {
                          c,
                          note: t.verifiedOn({ date: formatDate(c.verified_at) }),
                        },
                        c._id,
                      ),
                    ),
                  }),
            ],
          }),
        ],
      }),
      /* @__PURE__ */ a('aside', {
        className: 'h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
        'aria-label': t.totals,
        children: /* @__PURE__ */ a('dl', {
          className: 'grid grid-cols-2 gap-4 lg:grid-cols-1',
          children: [
            /* @__PURE__ */ a('div', {
              children: [
                /* @__PURE__ */ a('dt', {
                  className: 'text-xs font-semibold tracking-wide text-slate-600 uppercase',
                  children: t.rank,
                }),
                /* @__PURE__ */ a('dd', {
                  className: 'text-2xl font-bold text-brand-800',
                  children: [
                    '#',
                    d.rank,
                    ' ',
                    /* @__PURE__ */ a('span', {
                      className: 'text-sm font-normal text-slate-600',
                      children: t.of({ total: d.total_volunteers }),
                    }),
                  ],
                }),
              ],
            }),
            /* @__PURE__ */ a('div', {
              children: [
                /* @__PURE__ */ a('dt', {
                  className: 'text-xs font-semibold tracking-wide text-slate-600 uppercase',
                  children: t.verified,
                }),
                /* @__PURE__ */ a('dd', {
                  className: 'text-2xl font-bold text-brand-800',
                  children: d.verified_count,
                }),
              ],
            }),
            d.volunteer?.grade &&
              /* @__PURE__ */ a('div', {
                children: [
                  /* @__PURE__ */ a('dt', {
                    className: 'text-xs font-semibold tracking-wide text-slate-600 uppercase',
                    children: t.grade,
                  }),
                  /* @__PURE__ */ a('dd', {
                    className: 'mt-1',
                    children: /* @__PURE__ */ a(Grade, { grade: d.volunteer.grade }),
                  }),
                ],
              }),
          ],
        }),
      }),
    ],
  });
}
// src/features/profile/components/next-steps.tsx
var messages$3 = i18n('profile/next-steps', {
  heading: 'Complete your account',
  photo: 'Add a profile photo',
  photoText: 'Donors like to see who they are helping.',
  verify: 'Verify your identity',
  update: 'Update your verification information',
  verifyText: 'Needed before you can start a campaign.',
  phone: 'Confirm your phone number',
  phoneText: 'We send a 6-digit code by SMS.',
});
/** What the account still lacks: a photo, the identity information, a confirmed phone. */
function NextSteps({ user }) {
  const t = useT(messages$3);
  const steps = [
    !user.image_url && {
      to: '/upload_profile_photo',
      title: t.photo,
      text: t.photoText,
    },
    (user.identity_status === 'none' || user.identity_status === 'rejected') && {
      to: user.is_organization ? '/profile_setting/organization?tab=verification' : '/verify',
      title: user.identity_status === 'rejected' ? t.update : t.verify,
      text: t.verifyText,
    },
    user.mobile &&
      !user.mobile_verified && {
        to: '/confirm_phone',
        title: t.phone,
        text: t.phoneText,
      },
  ].filter(Boolean);
  if (!steps.length) return null;
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'next-steps',
    className: 'mt-6',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'next-steps',
        className: 'sr-only',
        children: t.heading,
      }),
      /* @__PURE__ */ a('ul', {
        className: 'grid gap-3 sm:grid-cols-3',
        children: steps.map((s) =>
          /* @__PURE__ */ a(
            'li',
            {
              children: /* @__PURE__ */ a(Link, {
                to: s.to,
                className: 'flex h-full items-start gap-3 rounded-xl border border-sun-500/60 bg-sun-400/15 p-4 hover:bg-sun-400/25',
                children: [
                  /* @__PURE__ */ a('span', {
                    'aria-hidden': 'true',
                    className:
                      'mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sun-400 text-sm font-bold text-slate-900',
                    children: '!',
                  }),
                  /* @__PURE__ */ a('span', {
                    children: [
                      /* @__PURE__ */ a('span', {
                        className: 'block font-semibold text-slate-900',
                        children: s.title,
                      }),
                      /* @__PURE__ */ a('span', {
                        className: 'text-sm text-slate-700',
                        children: s.text,
                      }),
                    ],
                  }),
                ],
              }),
            },
            s.to,
          ),
        ),
      }),
    ],
  });
}
// src/components/donations/claim-prompts.tsx
var messages$2 = i18n('donations/claim-prompts', {
  heading: 'Money to claim',
  reached: '{title} reached its goal. The money is held for you until you claim it.',
  claim: params('Claim {amount}'),
});
/** A campaign whose owner may have money to claim: it reached its goal and is neither deleted nor suspended. */
var claimable = (c) => c.goal_reached && !c.draft && !c.suspended && c.status !== 4;
/** One funded campaign's prompt, while nothing is claimed yet (or a transfer failed and the money is held again). */
function ClaimPrompt({ c }) {
  const t = useT(messages$2);
  const s = useClaim(c.campaign_id).data;
  if (!s || !s.goal_reached || (s.payout && s.payout.status !== 'failed')) return null;
  return /* @__PURE__ */ a('li', {
    className: 'flex flex-wrap items-center gap-3 rounded-xl border border-green-300 bg-green-50 p-4',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'min-w-0 flex-1 basis-56 text-sm text-green-950',
        children: /* @__PURE__ */ a(Rich, {
          text: t.reached,
          parts: {
            title: /* @__PURE__ */ a('strong', {
              className: 'break-words',
              children: c.title,
            }),
          },
        }),
      }),
      /* @__PURE__ */ a(Link, {
        to: `/claim/${c.campaign_id.toLowerCase()}`,
        className: buttonClass('sun'),
        children: t.claim({ amount: formatNaira(s.payout_amount) }),
      }),
    ],
  });
}
/**
 * The profile's prompt to claim the money of every campaign that reached its goal (issue 26): the
 * amount that will be paid out, linking to the claim page (/claim/:campaignId), until it is claimed.
 */
function ClaimPrompts() {
  const t = useT(messages$2);
  const funded = (useMyCampaigns().data?.campaigns ?? []).filter(claimable);
  if (!funded.length) return null;
  return /* @__PURE__ */ a('section', {
    'aria-label': t.heading,
    className: 'mt-6',
    children: /* @__PURE__ */ a('ul', {
      className: 'space-y-3',
      children: funded.map((c) => /* @__PURE__ */ a(ClaimPrompt, { c }, c._id)),
    }),
  });
}
// src/features/profile/components/profile-card.tsx
var messages$1 = i18n('profile/profile-card', {
  VOLUNTEER: 'VOLUNTEER',
  VERIFIED: 'VERIFIED',
  UNVERIFIED: 'UNVERIFIED',
  organization: 'Organisation',
  individual: 'Individual',
  start: 'Start a campaign',
  edit: 'Edit Profile',
});
var badgeStyle = {
  VOLUNTEER: 'bg-sun-400 text-slate-900',
  VERIFIED: 'bg-brand-100 text-brand-800',
  UNVERIFIED: 'bg-slate-200 text-slate-700',
};
/** Who the profile belongs to, with the start-a-campaign and Edit Profile links (spec §2). */
function ProfileCard({ user }) {
  const t = useT(messages$1);
  const label = useChoiceLabel();
  const badge = badgeOf(user);
  const underReview = badge === 'UNVERIFIED' && user.identity_status === 'submitted';
  const place = placeOf(user);
  const settings = user.is_organization ? '/profile_setting/organization' : '/profile_setting/individual';
  return /* @__PURE__ */ a('div', {
    className: 'flex flex-col gap-5 sm:flex-row sm:items-center',
    children: [
      /* @__PURE__ */ a(Avatar, {
        src: user.image_url,
        size: 100,
        className: `h-24 w-24 border-4 border-white shadow-md sm:h-28 sm:w-28 ${user.is_organization ? 'rounded-2xl' : 'rounded-full'}`,
      }),
      /* @__PURE__ */ a('div', {
        className: 'min-w-0 flex-1',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'flex flex-wrap items-center gap-2',
            children: [
              /* @__PURE__ */ a('h1', {
                className: 'text-2xl font-extrabold tracking-tight break-words text-brand-900 sm:text-3xl',
                children: displayName(user),
              }),
              underReview
                ? /* @__PURE__ */ a(UnderReviewBadge, {
                    user,
                    className: '!px-2 !text-xs',
                  })
                : /* @__PURE__ */ a('span', {
                    className: `rounded px-2 py-0.5 text-xs font-bold tracking-wide ${badgeStyle[badge]}`,
                    children: t[badge],
                  }),
            ],
          }),
          /* @__PURE__ */ a('p', {
            className: 'mt-1 text-sm text-slate-600',
            children: [
              user.is_organization
                ? [user.organization_type, user.category]
                    .filter((v) => !!v)
                    .map(label)
                    .join(' · ') || t.organization
                : t.individual,
              place && /* @__PURE__ */ a($, { children: [' · ', place] }),
            ],
          }),
          /* @__PURE__ */ a('p', {
            className: 'mt-0.5 text-sm break-all text-slate-600',
            children: user.email,
          }),
        ],
      }),
      /* @__PURE__ */ a('div', {
        className: 'flex flex-col gap-2 sm:items-end',
        children: [
          /* @__PURE__ */ a(Link, {
            to: '/create_campaigns',
            className: buttonClass('primary'),
            children: t.start,
          }),
          /* @__PURE__ */ a(Link, {
            to: settings,
            className: buttonClass('secondary'),
            children: t.edit,
          }),
        ],
      }),
    ],
  });
}
// src/features/profile/profile-page.tsx
var messages = i18n('profile/profile-page', {
  title: 'My profile',
  activity: 'My activity',
  campaigns: 'Campaigns',
  donations: 'Donations',
  rewards: 'Rewards',
  volunteering: 'Volunteering',
});
var INDIVIDUAL_TABS = ['campaigns', 'donations', 'rewards', 'volunteering'];
var ORGANIZATION_TABS = INDIVIDUAL_TABS.slice(0, 2);
/**
 * /profile (spec §2): start-a-campaign and Edit Profile links, then tabs Campaigns, Donations,
 * Rewards and Volunteering for individuals, Campaigns and Donations for organisations. Arriving
 * from a campaign redirect says 'Select a campaign to edit.'; the header's My Campaigns opens
 * the Campaigns tab.
 */
function ProfilePage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { data: user } = useAccount();
  const location = useLocation();
  const state = location.state ?? {};
  const [picked, setPicked] = d(null);
  const tab = picked?.key === location.key ? picked.tab : (state.tab ?? 'campaigns');
  useTitle(user ? displayName(user) : t.title);
  if (!user) return /* @__PURE__ */ a(PageSpinner, {});
  const tabs = (user.is_organization ? ORGANIZATION_TABS : INDIVIDUAL_TABS).map((key) => ({
    key,
    label: t[key],
  }));
  const shown = tabs.some((t) => t.key === tab) ? tab : 'campaigns';
  return /* @__PURE__ */ a('div', {
    children: [
      /* @__PURE__ */ a('div', {
        className: 'bg-gradient-to-b from-brand-50 to-white',
        children: /* @__PURE__ */ a('div', {
          className: 'mx-auto max-w-6xl px-4 pt-8 pb-2 sm:pt-10',
          children: [
            /* @__PURE__ */ a(ProfileCard, { user }),
            (user.identity_status === 'submitted' || user.identity_status === 'rejected') &&
              /* @__PURE__ */ a(IdentityStatus, {
                user,
                className: 'mt-6',
              }),
            /* @__PURE__ */ a(NextSteps, { user }),
            /* @__PURE__ */ a(ClaimPrompts, {}),
          ],
        }),
      }),
      /* @__PURE__ */ a('div', {
        className: 'mx-auto max-w-6xl px-4 pt-4 pb-12',
        children: [
          state.redirectFromCampaign &&
            /* @__PURE__ */ a('p', {
              role: 'status',
              className: 'mb-4 rounded-lg border border-sun-500 bg-sun-400/20 px-4 py-3 text-sm font-medium text-slate-900',
              children: tr(Msg.selectCampaignToEdit),
            }),
          /* @__PURE__ */ a(Tabs, {
            layout: 'grid',
            tabs,
            value: shown,
            onChange: (k) =>
              setPicked({
                key: location.key,
                tab: k,
              }),
            label: t.activity,
            children: [
              shown === 'campaigns' && /* @__PURE__ */ a(ProfileCampaignsTab, {}),
              shown === 'donations' && /* @__PURE__ */ a(ProfileDonationsTab, {}),
              shown === 'rewards' && /* @__PURE__ */ a(ProfileRewardsTab, { userId: user._id }),
              shown === 'volunteering' && /* @__PURE__ */ a(ProfileVolunteeringTab, { userId: user._id }),
            ],
          }),
        ],
      }),
    ],
  });
}
export { ProfilePage as default, messages };
