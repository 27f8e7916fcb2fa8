import {
  A as P,
  D as ln,
  I as $,
  N as d,
  O as A,
  T as fn,
  b as a,
  c as params,
  f as useLocalise,
  j as T,
  n as i18n,
  p as useT,
  v as fill,
} from './i18n-BuQGntTV.js';
import {
  A as api,
  C as Spinner,
  D as useAuth,
  J as useParams,
  K as useLocation,
  L as Msg,
  N as unwrap,
  P as upload,
  R as count,
  S as PageSpinner,
  T as imageUrl,
  W as Link,
  _ as useLowData,
  b as Button,
  d as formatNaira,
  i as LazyPart,
  j as apiGet,
  m as toast,
  n as useCampaign,
  t as siteOrigin,
  w as fallbackToPlaceholder,
  x as buttonClass,
} from '../entry-server.js';
import { t as Code } from './status-ClvZbWz5.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import {
  a as useCampaignSupporters,
  c as TransferAccountCard,
  i as supporterKeys,
  l as DonatePanel,
  n as hideSupporterPage,
  s as ShareButtons,
} from './supporters-Bg-Patew.js';
import { t as CampaignVolunteers } from './campaign-volunteers-BrxxbbaT.js';
import {
  a as CampaignPicture,
  c as useFundingSentence,
  i as ownerName,
  l as closedShort,
  o as PlaceLabel,
  s as DaysLeft,
  u as messages$7,
} from './campaign-card-32lIK6tH.js';
import { t as CategoryTag } from './category-tag-CfcVUxjF.js';
import { t as Progress } from './progress-DcM9XJzs.js';
import { t as RichText } from './rich-text-gt4LlQSW.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { i as CampaignStatus } from './constants-DBX7dDmi.js';
import { t as Avatar } from './avatar-Dip7ZbtG.js';
import { i as ShowMore } from './list-states-BuPyhDkz.js';
import { t as StatusBadge } from './status-badge-CFfswYad.js';
import { t as useInfiniteQuery } from './useInfiniteQuery-WGOG1Ob3.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { t as Modal } from './modal-CQEXYd9c.js';
import { n as Tabs, t as TabPanel } from './tabs-DGuVgDVS.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { t as editCampaignPath } from './paths-DRd0lTEG.js';
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
  let target = {};
  for (var name in all)
    __defProp(target, name, {
      get: all[name],
      enumerable: true,
    });
  if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: 'Module' });
  return target;
};
// src/components/volunteers/campaign-vouching.tsx
var messages$6 = i18n('volunteers/campaign-vouching', {
  title: 'How vetting works',
  text: 'Every campaign is checked by Ireti volunteers who live in the campaign’s state, chosen at random. Each volunteer was registered after an ID check, proof of address and an interview. They call the campaigner and check the story, and only then does the campaign go live for donations.',
});
/** How vetting works, on a campaign awaiting verification (issue 14): three plain sentences. */
function HowVettingWorks() {
  const t = useT(messages$6);
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'how-vetting-works',
    className: 'rounded-xl border border-slate-200 bg-white p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'how-vetting-works',
        className: 'text-lg font-bold text-slate-900',
        children: t.title,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-2 text-sm text-slate-700',
        children: t.text,
      }),
    ],
  });
}
/**
 * What the campaign page says about vetting, beside the Donate panel: who vouched for a live
 * campaign (or one closed for donations), how vetting works while it awaits verification, nothing
 * while it is suspended or deleted. A closed campaign shows its volunteers in place of the tabs
 * instead (spec §2).
 */
function CampaignVouching({ campaign: c }) {
  if (c.suspended) return null;
  if (c.status === 0) return /* @__PURE__ */ a(HowVettingWorks, {});
  if (c.status === 1 || c.status === 3) return /* @__PURE__ */ a(CampaignVolunteers, { campaignId: c.campaign_id });
  return null;
}
// src/lib/use-in-view.ts
/**
 * True once the element behind the returned ref comes within `rootMargin` of the viewport, or
 * once the browser is idle after the page's first work (whichever is first), and true from then
 * on. For what sits below the fold of a page (the campaign page's money panel): its code and data
 * wait until the picture, the title and the Donate button are in, yet a reader who does not scroll
 * (or a screen reader moving through the page) still finds it. Where there is no
 * IntersectionObserver (old browsers, component tests) it is true at once.
 */
function useNearView(rootMargin = '400px') {
  const ref = T(null);
  const [near, setNear] = d(() => typeof IntersectionObserver === 'undefined');
  A(() => {
    if (near) return;
    const el = ref.current;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    if (el) io.observe(el);
    const w = window;
    const idle = w.requestIdleCallback ? w.requestIdleCallback(() => setNear(true), { timeout: 4e3 }) : void 0;
    const timer = idle === void 0 ? window.setTimeout(() => setNear(true), 1500) : void 0;
    return () => {
      io.disconnect();
      if (idle !== void 0) w.cancelIdleCallback?.(idle);
      if (timer !== void 0) window.clearTimeout(timer);
    };
  }, [near, rootMargin]);
  return [ref, near];
}
// src/features/campaigns/components/gallery.tsx
var messages$5 = i18n('campaign/gallery', {
  pictureOf: '{title}: picture {n} of {total}',
  pictures: 'Pictures',
  show: params('Show picture {n}'),
});
/**
 * The campaign's pictures (spec §2, §9): the feature image first, as on its card and its link
 * preview, then the gallery's up to three. A phone downloads the 363×232 card size; larger
 * screens the original. In low-data mode the thumbnails are numbered buttons that download
 * nothing (decision 080): the chosen picture still shows only when tapped.
 */
function Gallery({ images, title }) {
  const t = useT(messages$5);
  const { on: lowData } = useLowData();
  const [index, setIndex] = d(0);
  const shown = images.length ? images : [''];
  const current = shown[Math.min(index, shown.length - 1)];
  return /* @__PURE__ */ a('div', {
    children: [
      /* @__PURE__ */ a('div', {
        className: 'overflow-hidden rounded-xl bg-slate-100',
        children: /* @__PURE__ */ a(
          CampaignPicture,
          {
            src: current || null,
            srcSet: current ? `${imageUrl(current, 'card')} 363w, ${imageUrl(current)} 1200w` : void 0,
            sizes: '(min-width: 1024px) 720px, 100vw',
            alt:
              shown.length > 1
                ? fill(t.pictureOf, {
                    title,
                    n: index + 1,
                    total: shown.length,
                  })
                : title,
            width: 363,
            height: 232,
            fetchPriority: index === 0 ? 'high' : void 0,
            className: 'aspect-[363/232] w-full object-cover',
          },
          current,
        ),
      }),
      shown.length > 1 &&
        /* @__PURE__ */ a('ul', {
          className: 'mt-3 flex gap-3',
          'aria-label': t.pictures,
          children: shown.map((src, i) =>
            /* @__PURE__ */ a(
              'li',
              {
                children: /* @__PURE__ */ a('button', {
                  type: 'button',
                  onClick: () => setIndex(i),
                  'aria-label': t.show({ n: i + 1 }),
                  'aria-pressed': i === index,
                  className: `overflow-hidden rounded-lg ring-offset-2 ${i === index ? 'ring-2 ring-brand-600' : 'opacity-80 hover:opacity-100'}`,
                  children: lowData
                    ? /* @__PURE__ */ a('span', {
                        'aria-hidden': 'true',
                        className: 'flex h-10 w-10 items-center justify-center bg-slate-200 text-sm font-semibold text-slate-700',
                        children: i + 1,
                      })
                    : /* @__PURE__ */ a('img', {
                        src: imageUrl(src, 'avatar'),
                        onError: fallbackToPlaceholder,
                        alt: '',
                        width: 60,
                        height: 60,
                        className: 'h-14 w-14 object-cover sm:h-16 sm:w-16',
                      }),
                }),
              },
              src,
            ),
          ),
        }),
    ],
  });
}
// src/features/campaigns/components/supporter-pages.tsx
var messages$4 = i18n('campaign/supporter-pages', {
  heading: 'Supporters fundraising',
  intro: 'Friends of this campaign with pages of their own. Every gift through them goes to the campaign.',
  none: 'No one is fundraising for this campaign yet. Be the first.',
  fundraise: 'Fundraise for this campaign',
  yourPage: 'Your fundraising page',
  raisedOf: params('{raised} raised of {target}'),
  gifts: params(
    count({
      one: '{n} gift',
      other: '{n} gifts',
    }),
  ),
  hidden: 'Hidden',
  hide: 'Hide',
  show: 'Show again',
  more: 'Show more supporters',
  name: params('{name}’s page'),
});
var SupporterPageForm = ln(() => import('./supporter-page-form-DUkQEk5h.js'));
/**
 * The campaign page's supporters (decision 094): their pages by amount raised, each a link to
 * /fundraise/{pageId}; "Fundraise for this campaign" while it takes donations (signed out: sign in
 * first, then back here); the owner hides a page or shows it again.
 */
function SupporterPages({ campaignId, status, suspended, goal, isOwner }) {
  const t = useT(messages$4);
  const { token } = useAuth();
  const location = useLocation();
  const q = useCampaignSupporters(campaignId);
  const [opening, setOpening] = d(false);
  const pages = q.data?.pages.flatMap((p) => p.transactions) ?? [];
  const mine = q.data?.pages[0]?.mine ?? null;
  const live = status === CampaignStatus.ACTIVE && !suspended;
  if (!live && pages.length === 0) return null;
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'supporters',
    className: 'rounded-xl border border-slate-200 bg-white p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'supporters',
        className: 'text-xl font-extrabold text-slate-900',
        children: t.heading,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-sm text-slate-600',
        children: t.intro,
      }),
      q.isSuccess &&
        pages.length === 0 &&
        /* @__PURE__ */ a('p', {
          className: 'mt-4 text-slate-700',
          children: t.none,
        }),
      pages.length > 0 &&
        /* @__PURE__ */ a('ul', {
          className: 'mt-4 divide-y divide-slate-200',
          children: pages.map((p) =>
            /* @__PURE__ */ a(
              SupporterRow,
              {
                page: p,
                canHide: isOwner,
              },
              p.page_id,
            ),
          ),
        }),
      /* @__PURE__ */ a(ShowMore, {
        q,
        label: t.more,
        className: 'mt-4',
      }),
      mine
        ? /* @__PURE__ */ a(Link, {
            to: `/fundraise/${mine}`,
            className: buttonClass('secondary', 'mt-4 w-full'),
            children: t.yourPage,
          })
        : live && token
          ? /* @__PURE__ */ a(Button, {
              type: 'button',
              onClick: () => setOpening(true),
              className: 'mt-4 w-full',
              children: t.fundraise,
            })
          : live
            ? /* @__PURE__ */ a(Link, {
                to: '/signin',
                state: { from: location.pathname },
                className: buttonClass('primary', 'mt-4 w-full'),
                children: t.fundraise,
              })
            : null,
      opening &&
        /* @__PURE__ */ a(fn, {
          fallback: null,
          children: /* @__PURE__ */ a(SupporterPageForm, {
            campaignId,
            goal,
            onClose: () => setOpening(false),
          }),
        }),
    ],
  });
}
function SupporterRow({ page: p, canHide }) {
  const t = useT(messages$4);
  const qc = useQueryClient();
  const [busy, setBusy] = d(false);
  const name = `${p.supporter.first_name} ${p.supporter.last_name}`.trim();
  const toggle = async () => {
    setBusy(true);
    const res = await hideSupporterPage(p.page_id, !p.hidden);
    setBusy(false);
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      qc.invalidateQueries({ queryKey: supporterKeys.all });
    } else toast.error(res.status.desc);
  };
  return /* @__PURE__ */ a('li', {
    className: 'flex items-center gap-3 py-3',
    children: [
      /* @__PURE__ */ a(Avatar, {
        src: p.supporter.image_url,
        size: 48,
        className: 'h-12 w-12 rounded-full',
      }),
      /* @__PURE__ */ a('div', {
        className: 'min-w-0 flex-1',
        children: [
          /* @__PURE__ */ a(Link, {
            to: `/fundraise/${p.page_id}`,
            className: 'font-semibold text-brand-800 hover:underline',
            'aria-label': t.name({ name }),
            children: name,
          }),
          p.hidden &&
            /* @__PURE__ */ a('span', {
              className: 'ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700',
              children: t.hidden,
            }),
          /* @__PURE__ */ a('p', {
            className: 'text-sm text-slate-700',
            children: [
              t.raisedOf({
                raised: formatNaira(p.raised),
                target: formatNaira(p.target),
              }),
              ' ·',
              ' ',
              t.gifts({ n: p.donations_count.toLocaleString('en-NG') })(p.donations_count),
            ],
          }),
        ],
      }),
      canHide &&
        /* @__PURE__ */ a(Button, {
          type: 'button',
          variant: 'secondary',
          loading: busy,
          onClick: () => void toggle(),
          children: p.hidden ? t.show : t.hide,
        }),
    ],
  });
}
// src/features/campaigns/components/status-notice.tsx
var messages$3 = i18n('campaign/status-notice', {
  suspended: 'This campaign is suspended',
  suspendedText:
    'Our team is reviewing this campaign. It takes no donations until the review is over; the money already given stays held safely and is not paid out meanwhile.',
  notVerified: 'This campaign is not yet verified',
  notVerifiedText: 'Volunteers in {state} are checking it. Donations open once it is verified.',
  notVerifiedNoState: 'Volunteers in the campaign’s state are checking it. Donations open once it is verified.',
  closedForDonations: 'Closed for donations',
  closedForDonationsText: 'This campaign reached its goal and takes no more donations.',
  deleted: 'Campaign Deleted',
  deletedText: 'The owner deleted this campaign. Everyone who gave to it is refunded in full.',
  closed: 'Campaign Closed',
  closedText: 'This campaign is complete. Read the owner’s thank-you below.',
});
/** What a visitor must know before giving: the notice of each status (spec §2, §4) and suspension. */
function StatusNotice({ campaign: c }) {
  const t = useT(messages$3);
  const short = useT(messages$7);
  const notices = [];
  if (c.suspended)
    notices.push({
      title: t.suspended,
      text: t.suspendedText,
      tone: 'border-slate-400 bg-slate-100 text-slate-900',
    });
  if (c.status === 0)
    notices.push({
      title: t.notVerified,
      text: c.state ? fill(t.notVerifiedText, { state: c.state.name }) : t.notVerifiedNoState,
      tone: 'border-orange-300 bg-orange-50 text-orange-950',
    });
  else if (closedShort(c))
    notices.push({
      title: short.label,
      text: short.text,
      tone: 'border-slate-300 bg-slate-50 text-slate-900',
    });
  else if (c.status === 3)
    notices.push({
      title: t.closedForDonations,
      text: t.closedForDonationsText,
      tone: 'border-purple-300 bg-purple-50 text-purple-950',
    });
  else if (c.status === 4)
    notices.push({
      title: t.deleted,
      text: t.deletedText,
      tone: 'border-red-300 bg-red-50 text-red-950',
    });
  else if (c.status === 2)
    notices.push({
      title: t.closed,
      text: t.closedText,
      tone: 'border-blue-300 bg-blue-50 text-blue-950',
    });
  if (!notices.length) return null;
  return /* @__PURE__ */ a('div', {
    className: 'space-y-3',
    children: notices.map((n) =>
      /* @__PURE__ */ a(
        'div',
        {
          role: 'status',
          className: `rounded-xl border px-4 py-3 ${n.tone}`,
          children: [
            /* @__PURE__ */ a('p', {
              className: 'font-bold',
              children: n.title,
            }),
            /* @__PURE__ */ a('p', {
              className: 'mt-0.5 text-sm',
              children: n.text,
            }),
          ],
        },
        n.title,
      ),
    ),
  });
}
// ../../packages/shared/src/updates/messages.ts
/** The limits and texts of campaign updates (decision 049), without zod: the campaign page shows updates with them. */
var UPDATE_TEXT_MAX = 5e3;
/** The HTML the form sends may be longer than its visible text (paragraph tags, links). */
var UPDATE_HTML_MAX = 2e4;
var UpdateMsg = {
  empty: 'Write your update',
  tooLong: `An update is at most ${UPDATE_TEXT_MAX.toLocaleString('en-NG')} characters`,
  tooManyImages: `An update has at most 2 pictures`,
  notOurImage: 'Upload the picture with the form first',
  notOwner: "Only the campaign's owner can post updates",
  notOpen: 'Updates can be posted while the campaign is live, closed for donations or closed',
  suspended: 'This campaign is suspended while our team reviews it',
  notFound: 'Update not found',
  posted: 'Update posted. Your donors will get it by e-mail.',
  deleted: 'Update deleted',
  noUpdates: 'No updates yet',
  loadFailed: 'The updates could not be loaded. Try again',
  badLink: 'This unsubscribe link is not valid',
  unsubscribed: 'You are unsubscribed',
  resubscribed: 'You will get updates again',
};
// src/features/campaigns/api/campaign-updates.ts
/** Campaign updates (issue 14): the list, posting one with its pictures, deleting one. */
var updateKeys = { campaign: (id) => ['updates', id.toLowerCase()] };
/** GET /updates/{campaignId}: newest first, 10 a page. */
var getUpdates = (campaignId, page, signal) =>
  unwrap(
    apiGet(
      `/updates/${encodeURIComponent(campaignId.toLowerCase())}`,
      {
        page,
        per_page: 10,
      },
      { signal },
    ),
  );
function useCampaignUpdates(campaignId) {
  return useInfiniteQuery({
    queryKey: updateKeys.campaign(campaignId),
    queryFn: ({ pageParam, signal }) => getUpdates(campaignId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : void 0),
    staleTime: 1e4,
  });
}
/** POST /updates/image?campaign=: a picture for the update being written; with progress. */
var uploadUpdateImage = (campaignId, file, onProgress) =>
  upload('POST', `/updates/image?campaign=${encodeURIComponent(campaignId)}`, file, onProgress);
/** POST /updates; the list is fetched again when it is posted. */
function usePostUpdate(campaignId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input) => api('POST', '/updates', input),
    onSuccess: (res) => {
      if (res.status.code === Code.OK) qc.invalidateQueries({ queryKey: updateKeys.campaign(campaignId) });
    },
  });
}
/** DELETE /update/{id}. */
function useDeleteUpdate(campaignId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id) => api('DELETE', `/update/${id}`),
    onSuccess: (res) => {
      if (res.status.code === Code.OK) qc.invalidateQueries({ queryKey: updateKeys.campaign(campaignId) });
    },
  });
}
// src/features/campaigns/components/updates-label.tsx
var messages$2 = i18n('campaign/updates-label', {
  updates: 'Updates',
  updatesCount: params('Updates ({n})'),
});
/** "Updates (3)": the tab's label, with the count once the first page is in. */
function useUpdatesLabel(campaignId) {
  const t = useT(messages$2);
  const n = useCampaignUpdates(campaignId).data?.pages[0]?.total_records ?? 0;
  return n ? t.updatesCount({ n }) : t.updates;
}
/**
 * The same words as a component: when the count comes in, only the label is drawn again, not the
 * whole campaign page around it.
 */
function UpdatesLabel({ campaignId }) {
  return /* @__PURE__ */ a($, { children: useUpdatesLabel(campaignId) });
}
// src/features/campaigns/components/post-update-button.tsx
var messages$1 = i18n('create/post-update-button', {
  post: 'Post an update',
  intro: 'Tell your donors what happened since they gave. It shows on the campaign page.',
  opening: 'Opening the form',
});
var PostUpdateForm = ln(() => import('./post-update-form-DOOrJOjF.js').then((m) => ({ default: m.PostUpdateForm })));
/** The owner panel's "Post an update", opening the form in a dialog. */
function PostUpdateButton({ campaignId, onPosted }) {
  const t = useT(messages$1);
  const [open, setOpen] = d(false);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(Button, {
        variant: 'secondary',
        onClick: () => setOpen(true),
        children: t.post,
      }),
      /* @__PURE__ */ a(Modal, {
        open,
        onClose: () => setOpen(false),
        title: t.post,
        children: [
          /* @__PURE__ */ a('p', {
            className: 'mb-3 text-sm text-slate-600',
            children: t.intro,
          }),
          open &&
            /* @__PURE__ */ a(fn, {
              fallback: /* @__PURE__ */ a(Spinner, { label: t.opening }),
              children: /* @__PURE__ */ a(PostUpdateForm, {
                campaignId,
                onDone: () => {
                  setOpen(false);
                  onPosted?.();
                },
              }),
            }),
        ],
      }),
    ],
  });
}
// src/features/campaigns/campaign-page.tsx
var campaign_page_exports = /* @__PURE__ */ __exportAll({
  default: () => CampaignPage,
  messages: () => messages,
});
var messages = i18n('campaign/campaign-page', {
  campaign: 'Campaign',
  notFound: 'Campaign not found',
  notLoaded: 'This campaign could not be loaded',
  notFoundText: 'The link may be wrong, or the campaign is not public yet.',
  explore: 'Explore campaigns',
  rewards: 'Rewards',
  rewardsCount: params('Rewards ({n})'),
  details: 'Details',
  donations: 'Donations',
  donationsCount: params('Donations ({n})'),
  comments: 'Comments',
  by: 'by {owner} · {created}',
  byWith: 'by {owner} · {created} · with {organisation}',
  createdToday: 'created today',
  createdDaysAgo: params('created {days} days ago'),
  giveAndShare: 'Give and share',
  donationsMade: params(
    count({
      one: '{n} donation',
      other: '{n} donations',
    }),
  ),
  aboutTabs: 'About this campaign',
  somethingWrong: 'Something wrong with this campaign?',
  report: 'Report this campaign',
  rewardFrom: params('{amount} or more'),
  Material: 'Material reward',
  'Non-material': 'Non-material reward',
  soldOut: 'Sold out',
  unitsLeft: params('{left} of {quantity} left'),
  thankYouFrom: 'A thank-you from {name}',
  thankYouPicture: params('Thank-you picture {n}'),
  yourCampaign: 'This is your campaign',
  manage: 'Manage campaign',
  close: 'Close Campaign',
  rewardsToSend: 'Rewards to send',
});
/** Whole days since the campaign was made: 1 or less reads "created today" (spec §9). */
var daysSince = (iso, now = Date.now()) => Math.floor((now - new Date(iso).getTime()) / 864e5);
var ReportDialog = ln(() => import('./report-dialog-D1BRB0-1.js'));
var CampaignUpdates = ln(() => import('./campaign-updates-BzdVMgM9.js').then((m) => ({ default: m.CampaignUpdates })));
var DonationsTab = ln(() => import('./donations-tab-DyOOpboo.js').then((m) => ({ default: m.DonationsTab })));
var CommentsTab = ln(() => import('./comments-tab-DO96iXpc.js').then((m) => ({ default: m.CommentsTab })));
var MoneyPanel = ln(() => import('./money-panel-yRZQyjj1.js').then((m) => ({ default: m.MoneyPanel })));
var BeneficiaryPanel = ln(() => import('./beneficiary-panel-91AQD54P.js').then((m) => ({ default: m.BeneficiaryPanel })));
var SpendingReports = ln(() => import('./spending-reports-B6hL3RTB.js').then((m) => ({ default: m.SpendingReports })));
var ClaimAction = ln(() => import('./claim-action-BcM2YpbQ.js').then((m) => ({ default: m.ClaimAction })));
var VerifyCampaignButton = ln(() => import('./verify-campaign-button-s25SNIH8.js').then((m) => ({ default: m.VerifyCampaignButton })));
var loadingList = /* @__PURE__ */ a('div', {
  className: 'flex justify-center py-8',
  children: /* @__PURE__ */ a(Spinner, {}),
});
/** Below the fold: drawn (code and data) once it comes near the screen or the browser is idle. */
function WhenNear({ children, placeholder }) {
  const [ref, near] = useNearView();
  return /* @__PURE__ */ a('div', {
    ref,
    children: near
      ? /* @__PURE__ */ a(LazyPart, {
          fallback: /* @__PURE__ */ a('div', {
            className: placeholder,
            'aria-hidden': 'true',
          }),
          children,
        })
      : /* @__PURE__ */ a('div', {
          className: placeholder,
          'aria-hidden': 'true',
        }),
  });
}
function Rewards({ campaign: c }) {
  const t = useT(messages);
  const tr = useLocalise();
  const left = (r) =>
    r.left === null || r.quantity === null
      ? null
      : r.left === 0
        ? t.soldOut
        : t.unitsLeft({
            left: r.left.toLocaleString('en-NG'),
            quantity: r.quantity.toLocaleString('en-NG'),
          });
  if (!c.rewards.length)
    return /* @__PURE__ */ a('p', {
      className: 'text-slate-600',
      children: tr(Msg.noRewards),
    });
  return /* @__PURE__ */ a('ul', {
    className: 'grid gap-3 sm:grid-cols-2',
    children: c.rewards.map((r) =>
      /* @__PURE__ */ a(
        'li',
        {
          className: 'rounded-xl border border-sun-400 bg-sun-400/10 p-4',
          children: [
            /* @__PURE__ */ a('p', {
              className: 'text-lg font-extrabold text-slate-900',
              children: t.rewardFrom({ amount: formatNaira(r.donation) }),
            }),
            /* @__PURE__ */ a('p', {
              className: 'mt-1 text-slate-800',
              children: r.reward,
            }),
            /* @__PURE__ */ a('p', {
              className: 'mt-2 text-xs font-semibold tracking-wide text-slate-600 uppercase',
              children: [
                t[r.rewardType],
                left(r) &&
                  /* @__PURE__ */ a('span', {
                    className: r.left === 0 ? 'text-red-700' : '',
                    children: [' · ', left(r)],
                  }),
              ],
            }),
          ],
        },
        r._id,
      ),
    ),
  });
}
function ThankYou({ campaign: c }) {
  const t = useT(messages);
  const pictures = [c.messageUrl1, c.messageUrl2].filter((u) => !!u);
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'thank-you',
    className: 'rounded-xl border border-blue-200 bg-blue-50/60 p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'thank-you',
        className: 'text-xl font-extrabold text-slate-900',
        children: fill(t.thankYouFrom, { name: ownerName(c.user) }),
      }),
      c.message &&
        /* @__PURE__ */ a('p', {
          className: 'mt-3 whitespace-pre-line text-slate-800',
          children: c.message,
        }),
      pictures.length > 0 &&
        /* @__PURE__ */ a('ul', {
          className: 'mt-4 grid gap-3 sm:grid-cols-2',
          children: pictures.map((u, i) =>
            /* @__PURE__ */ a(
              'li',
              {
                children: /* @__PURE__ */ a('img', {
                  src: imageUrl(u, 'card'),
                  srcSet: `${imageUrl(u, 'card')} 363w, ${imageUrl(u)} 1200w`,
                  sizes: '(min-width: 640px) 360px, 100vw',
                  onError: fallbackToPlaceholder,
                  alt: t.thankYouPicture({ n: i + 1 }),
                  width: 363,
                  height: 232,
                  loading: 'lazy',
                  className: 'aspect-[363/232] w-full rounded-lg object-cover',
                }),
              },
              u,
            ),
          ),
        }),
    ],
  });
}
function OwnerPanel({ campaign: c }) {
  const t = useT(messages);
  return /* @__PURE__ */ a('div', {
    className: 'rounded-xl border border-brand-200 bg-brand-50 p-4',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'font-semibold text-brand-900',
        children: t.yourCampaign,
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-3 flex flex-wrap gap-2',
        children: [
          /* @__PURE__ */ a(Link, {
            to: editCampaignPath(c.campaign_id),
            className: buttonClass('secondary'),
            children: t.manage,
          }),
          c.status === 3 &&
            /* @__PURE__ */ a(Link, {
              to: '/close_campaign',
              state: { campaign_id: c.campaign_id },
              className: buttonClass('primary'),
              children: t.close,
            }),
          [1, 2, 3].includes(c.status) && !c.suspended && /* @__PURE__ */ a(PostUpdateButton, { campaignId: c.campaign_id }),
          c.goal_reached &&
            c.status !== 4 &&
            c.funding_mode === 'all_or_nothing' &&
            /* @__PURE__ */ a(fn, {
              fallback: null,
              children: /* @__PURE__ */ a(ClaimAction, { campaignId: c.campaign_id }),
            }),
          c.funding_mode === 'keep_what_you_raise' &&
            [1, 2, 3].includes(c.status) &&
            c.pledged > 0 &&
            /* @__PURE__ */ a(fn, {
              fallback: null,
              children: /* @__PURE__ */ a(ClaimAction, {
                campaignId: c.campaign_id,
                staged: true,
              }),
            }),
          c.types === 'Reward based' &&
            c.rewards.length > 0 &&
            c.status !== 0 &&
            /* @__PURE__ */ a(Link, {
              to: `/backers/${c.campaign_id}`,
              className: buttonClass('secondary'),
              children: t.rewardsToSend,
            }),
        ],
      }),
    ],
  });
}
/** /campaign/{campaignId}: the campaign, its notices, giving, sharing and reporting. */
function CampaignPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { campaignId = '' } = useParams();
  const q = useCampaign(campaignId);
  const [tab, setTab] = d('details');
  const [reporting, setReporting] = d(false);
  const tabsId = P();
  useTitle(q.data?.title ?? (q.isError ? t.notFound : t.campaign));
  const funding = useFundingSentence(q.data);
  if (q.isPending) return /* @__PURE__ */ a(PageSpinner, {});
  if (q.isError) {
    const missing = q.error.code === Code.NOT_FOUND || q.error.code === Code.VALIDATION;
    return /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-xl px-4 py-20 text-center',
      children: [
        /* @__PURE__ */ a('h1', {
          className: 'text-2xl font-extrabold text-slate-900',
          children: missing ? t.notFound : t.notLoaded,
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
  const c = q.data;
  const days = daysSince(c.created);
  const created = days <= 1 ? t.createdToday : t.createdDaysAgo({ days });
  const url = `${siteOrigin()}/campaign/${c.campaign_id}`;
  const gallery = [...new Set([c.imageUrl, c.imageUrl1, c.imageUrl2, c.imageUrl3].filter((u) => !!u))];
  const hasRewardsTab = c.types === 'Reward based' || c.rewards.length > 0;
  const tabs = [
    {
      key: 'details',
      label: t.details,
    },
    {
      key: 'updates',
      label: /* @__PURE__ */ a(UpdatesLabel, { campaignId: c.campaign_id }),
    },
    {
      key: 'donations',
      label: c.donations_count ? t.donationsCount({ n: c.donations_count }) : t.donations,
    },
    ...(hasRewardsTab
      ? [
          {
            key: 'rewards',
            label: c.rewards.length ? t.rewardsCount({ n: c.rewards.length }) : t.rewards,
          },
        ]
      : []),
    {
      key: 'comments',
      label: t.comments,
    },
  ];
  const shown = tabs.some((x) => x.key === tab) ? tab : 'details';
  return /* @__PURE__ */ a('div', {
    className: 'mx-auto max-w-6xl px-4 py-6 sm:py-10',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'mb-4 flex flex-wrap items-center gap-3',
        children: [
          /* @__PURE__ */ a(CategoryTag, { name: c.category }),
          /* @__PURE__ */ a(PlaceLabel, {
            campaign: c,
            className: 'text-sm font-medium text-slate-700',
          }),
          c.status !== 1 || c.suspended
            ? /* @__PURE__ */ a(StatusBadge, {
                status: c.status,
                suspended: c.suspended,
              })
            : null,
          c.types === 'Reward based' &&
            /* @__PURE__ */ a('span', {
              className: 'rounded-full bg-sun-400 px-2.5 py-0.5 text-xs font-bold text-slate-900',
              children: t.rewards,
            }),
        ],
      }),
      /* @__PURE__ */ a('h1', {
        className: 'max-w-4xl text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-4xl',
        children: c.title,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-2 text-slate-600',
        children: /* @__PURE__ */ a(Rich, {
          text: c.affiliatedOrganization ? t.byWith : t.by,
          parts: {
            owner: /* @__PURE__ */ a('span', {
              className: 'font-semibold text-slate-800',
              children: ownerName(c.user),
            }),
            created,
            organisation: c.affiliatedOrganization,
          },
        }),
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:grid-rows-[auto_1fr] lg:gap-x-8',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'min-w-0 space-y-5 lg:col-start-1 lg:row-start-1',
            children: [
              /* @__PURE__ */ a(Gallery, {
                images: gallery,
                title: c.title,
              }),
              /* @__PURE__ */ a('p', {
                className: 'text-lg text-slate-700',
                children: c.summary,
              }),
            ],
          }),
          /* @__PURE__ */ a('aside', {
            className: 'space-y-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start',
            'aria-label': t.giveAndShare,
            children: [
              /* @__PURE__ */ a('div', {
                className: 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
                children: [
                  /* @__PURE__ */ a(Progress, {
                    percent: c.percent,
                    pledged: c.pledged,
                    amount: c.amount,
                    size: 'lg',
                  }),
                  /* @__PURE__ */ a('p', {
                    className: 'mt-2 text-sm text-slate-600',
                    children: t.donationsMade({ n: c.donations_count.toLocaleString('en-NG') })(c.donations_count),
                  }),
                  /* @__PURE__ */ a(DaysLeft, {
                    campaign: c,
                    className: 'mt-1 text-sm font-semibold text-brand-800',
                  }),
                  funding &&
                    /* @__PURE__ */ a('p', {
                      className: 'mt-2 text-sm text-slate-800',
                      children: funding,
                    }),
                  /* @__PURE__ */ a('div', {
                    className: 'mt-4 empty:hidden',
                    children: /* @__PURE__ */ a(DonatePanel, {
                      campaignId: c.campaign_id,
                      title: c.title,
                      status: c.status,
                      suspended: c.suspended,
                      funding,
                      keeps: c.funding_mode === 'keep_what_you_raise',
                      onPaid: () => void q.refetch(),
                    }),
                  }),
                ],
              }),
              /* @__PURE__ */ a(TransferAccountCard, {
                campaignId: c.campaign_id,
                live: c.status === 1 && !c.suspended,
              }),
              /* @__PURE__ */ a(StatusNotice, { campaign: c }),
              /* @__PURE__ */ a(CampaignVouching, { campaign: c }),
              c.status === 0 &&
                /* @__PURE__ */ a(fn, {
                  fallback: null,
                  children: /* @__PURE__ */ a(VerifyCampaignButton, {
                    campaignId: c.campaign_id,
                    status: c.status,
                    onVerified: () => void q.refetch(),
                    contact: c.owner_contact,
                    campaigner: ownerName(c.user),
                  }),
                }),
              c.viewer.is_owner && /* @__PURE__ */ a(OwnerPanel, { campaign: c }),
              c.status !== 0 &&
                c.status !== 4 &&
                /* @__PURE__ */ a('div', {
                  className: 'rounded-xl border border-slate-200 bg-white p-5',
                  children: /* @__PURE__ */ a(ShareButtons, {
                    url,
                    title: c.title,
                    campaignId: c.campaign_id,
                  }),
                }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            className: 'min-w-0 space-y-6 lg:col-start-1 lg:row-start-2',
            children: [
              c.status === 2
                ? /* @__PURE__ */ a($, {
                    children: [
                      /* @__PURE__ */ a(ThankYou, { campaign: c }),
                      /* @__PURE__ */ a('section', {
                        'aria-labelledby': 'updates',
                        children: [
                          /* @__PURE__ */ a('h2', {
                            id: 'updates',
                            className: 'mb-3 text-xl font-extrabold text-slate-900',
                            children: /* @__PURE__ */ a(UpdatesLabel, { campaignId: c.campaign_id }),
                          }),
                          /* @__PURE__ */ a(LazyPart, {
                            fallback: loadingList,
                            children: /* @__PURE__ */ a(CampaignUpdates, {
                              campaignId: c.campaign_id,
                              canDelete: c.viewer.is_owner || c.viewer.is_admin,
                            }),
                          }),
                        ],
                      }),
                      /* @__PURE__ */ a(CampaignVolunteers, { campaignId: c.campaign_id }),
                    ],
                  })
                : /* @__PURE__ */ a('div', {
                    children: [
                      /* @__PURE__ */ a(Tabs, {
                        id: tabsId,
                        tabs,
                        value: shown,
                        onChange: setTab,
                        label: t.aboutTabs,
                        layout: 'grid',
                      }),
                      /* @__PURE__ */ a(TabPanel, {
                        id: tabsId,
                        tab: shown,
                        children: /* @__PURE__ */ a(
                          LazyPart,
                          {
                            fallback: loadingList,
                            children: [
                              shown === 'details' && /* @__PURE__ */ a(RichText, { html: c.description }),
                              shown === 'updates' &&
                                /* @__PURE__ */ a(CampaignUpdates, {
                                  campaignId: c.campaign_id,
                                  canDelete: c.viewer.is_owner || c.viewer.is_admin,
                                }),
                              shown === 'donations' && /* @__PURE__ */ a(DonationsTab, { campaignId: c.campaign_id }),
                              shown === 'rewards' && /* @__PURE__ */ a(Rewards, { campaign: c }),
                              shown === 'comments' &&
                                /* @__PURE__ */ a(CommentsTab, {
                                  campaignId: c.campaign_id,
                                  isOwner: c.viewer.is_owner,
                                }),
                            ],
                          },
                          shown,
                        ),
                      }),
                    ],
                  }),
              c.status !== 0 &&
                c.status !== 4 &&
                /* @__PURE__ */ a(WhenNear, {
                  placeholder: 'h-40 rounded-xl border border-slate-200 bg-white',
                  children: /* @__PURE__ */ a(SupporterPages, {
                    campaignId: c.campaign_id,
                    status: c.status,
                    suspended: c.suspended,
                    goal: c.amount,
                    isOwner: c.viewer.is_owner || c.viewer.is_admin,
                  }),
                }),
              c.status !== 4 &&
                (c.viewer.is_owner || c.viewer.is_assigned_volunteer || c.viewer.is_admin) &&
                /* @__PURE__ */ a(LazyPart, {
                  fallback: null,
                  children: /* @__PURE__ */ a(BeneficiaryPanel, {
                    campaignId: c.campaign_id,
                    isOwner: c.viewer.is_owner,
                    canConfirm: !c.viewer.is_owner && (c.viewer.is_assigned_volunteer || c.viewer.is_admin),
                  }),
                }),
              c.status !== 0 &&
                /* @__PURE__ */ a(WhenNear, {
                  placeholder: 'h-72 rounded-xl border border-slate-200 bg-white',
                  children: /* @__PURE__ */ a(MoneyPanel, { campaignId: c.campaign_id }),
                }),
              c.status !== 0 &&
                /* @__PURE__ */ a(LazyPart, {
                  fallback: null,
                  children: /* @__PURE__ */ a(SpendingReports, { campaignId: c.campaign_id }),
                }),
              !c.viewer.is_owner &&
                c.status !== 4 &&
                /* @__PURE__ */ a('p', {
                  className: 'border-t border-slate-200 pt-4 text-sm text-slate-600',
                  children: [
                    t.somethingWrong,
                    ' ',
                    /* @__PURE__ */ a('button', {
                      type: 'button',
                      onClick: () => setReporting(true),
                      className: 'inline-flex min-h-11 items-center gap-1 font-semibold text-red-800 hover:underline',
                      children: [
                        /* @__PURE__ */ a('svg', {
                          viewBox: '0 0 20 20',
                          className: 'h-4 w-4',
                          'aria-hidden': 'true',
                          fill: 'currentColor',
                          children: /* @__PURE__ */ a('path', { d: 'M4 2h1v16H4zM6 3h9l-2 4 2 4H6z' }),
                        }),
                        t.report,
                      ],
                    }),
                  ],
                }),
            ],
          }),
        ],
      }),
      reporting &&
        /* @__PURE__ */ a(fn, {
          fallback: null,
          children: /* @__PURE__ */ a(ReportDialog, {
            campaignId: c.campaign_id,
            open: reporting,
            onClose: () => setReporting(false),
          }),
        }),
    ],
  });
}
export {
  usePostUpdate as a,
  UpdateMsg as c,
  CampaignPage as default,
  useDeleteUpdate as i,
  messages,
  uploadUpdateImage as n,
  UPDATE_HTML_MAX as o,
  useCampaignUpdates as r,
  UPDATE_TEXT_MAX as s,
  campaign_page_exports as t,
};
