import {
  R as count,
  T as imageUrl,
  W as Link,
  _ as useLowData,
  d as formatNaira,
  o as formatDate,
  w as fallbackToPlaceholder,
} from '../entry-server.js';
import { N as d, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { t as CategoryTag } from './category-tag-CfcVUxjF.js';
import { t as Progress } from './progress-DcM9XJzs.js';
// src/components/campaigns/closed-short.ts
/** What a campaign closed short of its goal shows instead of a success (issue 14): `useT(closedShortMessages)`. */
var messages$4 = i18n('cards/closed-short', {
  label: 'Closed — donors refunded',
  text: 'This campaign closed before it reached its goal, so everyone who gave was refunded in full.',
});
/**
 * Closed (for donations, or fully) without reaching its goal, all or nothing: its donors were
 * refunded when donations closed, and it is not a success story. A keep-what-you-raise campaign
 * keeps what it raised (issue 25): never refunded for falling short.
 */
var closedShort = (c) => (c.status === 2 || c.status === 3) && !c.goal_reached && c.funding_mode !== 'keep_what_you_raise';
// src/components/campaigns/funding.tsx
/**
 * How a campaign is funded, in one plain sentence (issue 25, decision 088): all or nothing (every
 * donor refunded if the goal is not met by the end date) or keep what you raise; and the days left.
 * Shown on the campaign page, its card and the donate dialog while the campaign takes donations.
 */
var messages$3 = i18n('cards/funding', {
  allOrNothingBy: params('If {amount} more is not raised by {date}, every donor is refunded'),
  allOrNothing: params('If {amount} more is not raised, every donor is refunded'),
  keeps: 'This campaign keeps what it raises',
  daysLeft: count({
    one: '{count} day left',
    other: '{count} days left',
  }),
  lastDay: 'Last day to give',
});
/** The last day of a campaign ending at `endsAt` (the end of that day in Lagos), in the page's language. */
var lastDay = (endsAt) =>
  formatDate(/* @__PURE__ */ new Date(Date.parse(endsAt) - 1e3), {
    timeZone: 'Africa/Lagos',
    month: 'long',
  });
/**
 * Whole days left before donations close: the days after today up to the last day (it ends at
 * midnight in Lagos), 0 on the last day itself; null without an end date or once past.
 */
function daysLeft(endsAt, now = Date.now()) {
  if (!endsAt) return null;
  const ms = Date.parse(endsAt) - now;
  return ms > 0 ? Math.floor(ms / 864e5) : null;
}
/** The sentence, or null when the campaign no longer takes donations (or met its goal). */
function useFundingSentence(c) {
  const t = useT(messages$3);
  if (!c) return null;
  if (c.status !== 0 && c.status !== 1) return null;
  if (c.funding_mode === 'keep_what_you_raise') return t.keeps;
  if (c.goal_reached) return null;
  const amount = formatNaira(Math.max(0, Math.round((c.amount - c.pledged) * 100) / 100));
  return c.ends_at
    ? t.allOrNothingBy({
        amount,
        date: lastDay(c.ends_at),
      })
    : t.allOrNothing({ amount });
}
function FundingLine({ campaign, className = '' }) {
  const sentence = useFundingSentence(campaign);
  if (!sentence) return null;
  return /* @__PURE__ */ a('p', {
    className,
    children: sentence,
  });
}
/** "12 days left" while the campaign is live and has an end date. */
function DaysLeft({ campaign, className = '' }) {
  const t = useT(messages$3);
  const n = campaign.status === 1 ? daysLeft(campaign.ends_at) : null;
  if (n === null) return null;
  return /* @__PURE__ */ a('p', {
    className,
    children: n === 0 ? t.lastDay : t.daysLeft(n),
  });
}
// src/components/campaigns/place.ts
/** The FCT's long name reads "FCT" where space is short (a card, the campaign's heading). */
var shortState = (name) => (name === 'Federal Capital Territory' ? 'FCT' : name);
/**
 * Where a campaign is (issue 14), LGA then state: "Mushin, Lagos"; the state alone when the LGA is
 * unknown; null when neither is known (a campaign made before places).
 */
function placeOf(c) {
  const parts = [c.lga?.local_name, c.state ? shortState(c.state.name) : void 0].filter((p) => !!p);
  return parts.length ? parts.join(', ') : null;
}
// src/components/campaigns/place-label.tsx
var messages$2 = i18n('cards/place-label', { place: 'Place:' });
/** Where a campaign is, with a pin: "Mushin, Lagos" (nothing when unknown). Truncates in a narrow row. */
function PlaceLabel({ campaign, className = '' }) {
  const t = useT(messages$2);
  const place = placeOf(campaign);
  if (!place) return null;
  return /* @__PURE__ */ a('span', {
    className: `inline-flex min-w-0 items-center gap-1 ${className}`,
    children: [
      /* @__PURE__ */ a('svg', {
        viewBox: '0 0 20 20',
        'aria-hidden': 'true',
        className: 'h-3.5 w-3.5 shrink-0',
        fill: 'currentColor',
        children: /* @__PURE__ */ a('path', {
          d: 'M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z',
        }),
      }),
      /* @__PURE__ */ a('span', {
        className: 'sr-only',
        children: [t.place, ' '],
      }),
      /* @__PURE__ */ a('span', {
        className: 'truncate',
        children: place,
      }),
    ],
  });
}
// src/components/ui/campaign-picture.tsx
var messages$1 = i18n('shell/campaign-picture', {
  tapToShow: 'Tap to show picture',
  picture: 'campaign picture',
});
/** The caller's classes less those that size the picture's box (a placeholder is a slim strip). */
var withoutBoxSize = (className) =>
  className
    .split(/\s+/)
    .filter((c) => !/^(?:[a-z0-9]+:)?(?:aspect-|h-|min-h-|max-h-)/.test(c))
    .join(' ');
/**
 * A campaign's picture (a card, the gallery, a thank-you or an update picture). In low-data mode
 * (lib/low-data.ts) it is not downloaded until tapped, and then only at its smallest size; until
 * then it is a slim strip (issue 26: a full-height empty box made a list of cards a long scroll of
 * grey), so a person reads more of the page on one screen.
 */
function CampaignPicture({ src, size = 'card', srcSet, sizes, alt, width, height, className = '', loading, fetchPriority, label }) {
  const t = useT(messages$1);
  const { on } = useLowData();
  const [shown, setShown] = d(false);
  if (on && src && !shown)
    return /* @__PURE__ */ a('button', {
      type: 'button',
      onClick: (e) => {
        e.preventDefault();
        e.stopPropagation();
        setShown(true);
      },
      className: `relative z-10 flex min-h-12 w-full items-center justify-center bg-slate-200 py-2 text-sm font-semibold text-slate-700 ${withoutBoxSize(className)}`,
      'data-low-data-placeholder': '',
      children: /* @__PURE__ */ a('span', {
        className: 'flex items-center gap-2 rounded-full bg-white/80 px-3 py-1.5',
        children: [
          /* @__PURE__ */ a('svg', {
            viewBox: '0 0 24 24',
            'aria-hidden': 'true',
            className: 'h-4 w-4',
            fill: 'none',
            stroke: 'currentColor',
            strokeWidth: '2',
            children: [
              /* @__PURE__ */ a('rect', {
                x: '3',
                y: '5',
                width: '18',
                height: '14',
                rx: '2',
              }),
              /* @__PURE__ */ a('path', { d: 'm3 16 5-5 4 4 3-3 6 6' }),
            ],
          }),
          t.tapToShow,
          /* @__PURE__ */ a('span', {
            className: 'sr-only',
            children: [': ', alt || label || t.picture],
          }),
        ],
      }),
    });
  return /* @__PURE__ */ a('img', {
    src: imageUrl(src, size),
    srcSet: on ? void 0 : srcSet,
    sizes: on ? void 0 : sizes,
    onError: fallbackToPlaceholder,
    alt,
    width,
    height,
    loading,
    fetchPriority,
    className,
  });
}
// src/components/campaigns/campaign-card.tsx
var messages = i18n('cards/campaign-card', {
  rewards: 'Rewards',
  campaignClosed: 'Campaign Closed',
  closedForDonations: 'Closed for donations',
  closedShortGoal: '{closed} · goal {goal}',
  by: 'by {owner}',
  donors: params(
    count({
      one: '{n} donor',
      other: '{n} donors',
    }),
  ),
  loading: 'Loading campaigns',
});
/** The owner's public name: the organisation's, or first and last name. */
var ownerName = (u) => (u.is_organization ? (u.organization_name ?? '') : `${u.first_name} ${u.last_name}`.trim());
/**
 * A campaign in a list (home, explore, an organisation's page): card picture (363×232), category and
 * place, title linking to /campaign/{id}, summary, progress, owner and number of donors. The whole
 * card is the link's target.
 */
function CampaignCard({ campaign: c, headingLevel = 3, preview = false }) {
  const t = useT(messages);
  const short = useT(messages$4);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const refunded = closedShort(c);
  const status = refunded ? short.label : c.status === 2 ? t.campaignClosed : c.status === 3 ? t.closedForDonations : void 0;
  return /* @__PURE__ */ a('article', {
    className:
      'group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'relative',
        children: [
          /* @__PURE__ */ a(CampaignPicture, {
            src: c.imageUrl,
            alt: '',
            label: c.title,
            width: 363,
            height: 232,
            loading: 'lazy',
            className: 'aspect-[363/232] w-full bg-slate-100 object-cover',
          }),
          c.types === 'Reward based' &&
            /* @__PURE__ */ a('span', {
              className: 'absolute top-2 left-2 rounded-full bg-sun-400 px-2.5 py-0.5 text-xs font-bold text-slate-900 shadow-sm',
              children: t.rewards,
            }),
          status &&
            /* @__PURE__ */ a('span', {
              className: 'absolute top-2 right-2 rounded-full bg-slate-900/80 px-2.5 py-0.5 text-xs font-semibold text-white',
              children: status,
            }),
        ],
      }),
      /* @__PURE__ */ a('div', {
        className: 'flex flex-1 flex-col p-4',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'flex min-w-0 items-center justify-between gap-3',
            children: [
              /* @__PURE__ */ a(CategoryTag, {
                name: c.category,
                className: 'shrink-0',
              }),
              /* @__PURE__ */ a(PlaceLabel, {
                campaign: c,
                className: 'text-xs text-slate-600',
              }),
            ],
          }),
          /* @__PURE__ */ a(Heading, {
            className: 'mt-1.5 text-base leading-snug font-bold text-slate-900',
            children: /* @__PURE__ */ a(Link, {
              to: `/campaign/${c.campaign_id.toLowerCase()}`,
              className: 'outline-none after:absolute after:inset-0 group-hover:text-brand-800',
              children: c.title,
            }),
          }),
          /* @__PURE__ */ a('p', {
            className: `mt-1 flex-1 text-sm text-slate-600${preview && c.description ? ' line-clamp-4' : ''}`,
            children: preview && c.description ? c.description : c.summary,
          }),
          /* @__PURE__ */ a('div', {
            className: 'mt-4',
            children: [
              refunded
                ? /* @__PURE__ */ a('p', {
                    className: 'rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700',
                    children: /* @__PURE__ */ a(Rich, {
                      text: t.closedShortGoal,
                      parts: {
                        closed: /* @__PURE__ */ a('span', {
                          className: 'font-semibold text-slate-900',
                          children: short.label,
                        }),
                        goal: formatNaira(c.amount),
                      },
                    }),
                  })
                : /* @__PURE__ */ a(Progress, {
                    percent: c.percent,
                    pledged: c.pledged,
                    amount: c.amount,
                  }),
              /* @__PURE__ */ a(FundingLine, {
                campaign: c,
                className: 'mt-2 text-xs text-slate-700',
              }),
              /* @__PURE__ */ a(DaysLeft, {
                campaign: c,
                className: 'mt-1 text-xs font-semibold text-brand-800',
              }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            className: 'mt-3 flex items-baseline justify-between gap-3 border-t border-slate-100 pt-3 text-xs text-slate-600',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'min-w-0 truncate',
                children: /* @__PURE__ */ a(Rich, {
                  text: t.by,
                  parts: {
                    owner: /* @__PURE__ */ a('span', {
                      className: 'font-semibold text-slate-800',
                      children: ownerName(c.user),
                    }),
                  },
                }),
              }),
              Number.isFinite(c.donors_count) &&
                /* @__PURE__ */ a('p', {
                  className: 'shrink-0',
                  children: t.donors({ n: c.donors_count.toLocaleString('en-NG') })(c.donors_count),
                }),
            ],
          }),
        ],
      }),
    ],
  });
}
/**
 * A grid of cards: one column on a phone, two on a tablet, three on a desktop. `row` keeps a short
 * list (the home sections) to one swipeable row on a phone instead of a long column.
 */
function CampaignGrid({ campaigns, headingLevel = 3, row = false, preview = false }) {
  return /* @__PURE__ */ a('ul', {
    className: row
      ? '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-3'
      : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3',
    children: campaigns.map((c) =>
      /* @__PURE__ */ a(
        'li',
        {
          className: row ? 'w-[82%] shrink-0 snap-start sm:w-auto' : void 0,
          children: /* @__PURE__ */ a(CampaignCard, {
            campaign: c,
            headingLevel,
            preview,
          }),
        },
        c._id,
      ),
    ),
  });
}
/** The placeholder shape of a card while a list loads. */
function CardSkeleton() {
  return /* @__PURE__ */ a('div', {
    'aria-hidden': 'true',
    className: 'h-full animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white',
    children: [
      /* @__PURE__ */ a('div', { className: 'aspect-[363/232] bg-slate-200' }),
      /* @__PURE__ */ a('div', {
        className: 'space-y-3 p-4',
        children: [
          /* @__PURE__ */ a('div', { className: 'h-3 w-20 rounded bg-slate-200' }),
          /* @__PURE__ */ a('div', { className: 'h-4 w-3/4 rounded bg-slate-200' }),
          /* @__PURE__ */ a('div', { className: 'h-3 w-full rounded bg-slate-200' }),
          /* @__PURE__ */ a('div', { className: 'h-2 w-full rounded bg-slate-200' }),
        ],
      }),
    ],
  });
}
function GridSkeleton({ count = 3 }) {
  const t = useT(messages);
  return /* @__PURE__ */ a('div', {
    role: 'status',
    'aria-label': t.loading,
    className: 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3',
    children: Array.from({ length: count }, (_, i) => /* @__PURE__ */ a(CardSkeleton, {}, i)),
  });
}
export {
  CampaignPicture as a,
  useFundingSentence as c,
  ownerName as i,
  closedShort as l,
  CampaignGrid as n,
  PlaceLabel as o,
  GridSkeleton as r,
  DaysLeft as s,
  CampaignCard as t,
  messages$4 as u,
};
