import { I as $, N as d, O as A, b as a, c as params, f as useLocalise, j as T, n as i18n, p as useT, v as fill } from './i18n-BuQGntTV.js';
import {
  K as useLocation,
  L as Msg,
  N as unwrap,
  R as count,
  Y as useSearchParams,
  b as Button,
  j as apiGet,
  q as useNavigate,
  r as campaignKeys,
  x as buttonClass,
} from '../entry-server.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { b as PageSize, c as FirstPage, h as LIST_TIMES, n as CAMPAIGN_CATEGORY_NAMES } from './constants-DBX7dDmi.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { t as useInfiniteQuery } from './useInfiniteQuery-WGOG1Ob3.js';
import { n as CampaignGrid, r as GridSkeleton } from './campaign-card-32lIK6tH.js';
import { n as useCategoryName } from './category-tag-CfcVUxjF.js';
import { t as useStates } from './get-states-Cd94FS-I.js';
// src/features/campaigns/api/get-campaigns.ts
/** GET /campaigns/all: explore, 6 a page from page 1 (spec §4). */
var getCampaigns = (f, signal) => unwrap(apiGet('/campaigns/all', { ...f }, { signal }));
/** Explore's pages: Show More asks for the next one until the last (a filter change starts again). */
function useExplore(f) {
  return useInfiniteQuery({
    queryKey: campaignKeys.explore(f),
    queryFn: ({ pageParam, signal }) =>
      getCampaigns(
        {
          ...f,
          page: pageParam,
          per_page: PageSize.explore,
        },
        signal,
      ),
    initialPageParam: FirstPage.explore,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : void 0),
    staleTime: 3e4,
  });
}
// src/features/campaigns/explore-page.tsx
var messages = i18n('explore/explore-page', {
  title: 'Explore campaigns',
  titleSearch: '“{search}” · Explore campaigns',
  intro: 'Find a cause to give to. Every live campaign has been checked by a volunteer in its state.',
  searchLabel: 'Search campaigns',
  searchPlaceholder: 'Search by cause, name or place',
  search: 'Search',
  filters: 'Filters',
  filtersActive: params('Filters ({n})'),
  category: 'Category',
  allCategories: 'All categories',
  state: 'State',
  allStates: 'All states',
  loadingStates: 'Loading states…',
  rewards: 'Rewards',
  anyRewards: 'With or without rewards',
  rewardBased: 'Reward based',
  nonRewardBased: 'Non-reward based',
  show: 'Show',
  allCampaigns: 'All campaigns',
  top: 'Top (last 30 days)',
  new: 'Newest',
  closing: 'Closing in on goal',
  looking: 'Looking for campaigns…',
  found: params(
    count({
      one: '{n} campaign',
      other: '{n} campaigns',
    }),
  ),
  foundFor: params(
    count({
      one: '{n} campaign for “{search}”',
      other: '{n} campaigns for “{search}”',
    }),
  ),
  foundIn: params(
    count({
      one: '{n} campaign in {state}',
      other: '{n} campaigns in {state}',
    }),
  ),
  foundForIn: params(
    count({
      one: '{n} campaign for “{search}” in {state}',
      other: '{n} campaigns for “{search}” in {state}',
    }),
  ),
  clearFilters: 'Clear filters',
  tryAgain: 'Try again',
  tryAnother: 'Try another word or fewer filters.',
  showMore: 'Show More Campaigns',
});
/** The filters live in the address (shareable, Back works); navigation state may seed them (spec §2). */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const state = location.state;
  A(() => {
    if (!state || (state.search === void 0 && state.is_reward === void 0)) return;
    const next = new URLSearchParams(params);
    if (state.search !== void 0) {
      next.delete('search');
      if (state.search) next.set('search', String(state.search).slice(0, 100));
    }
    if (state.is_reward !== void 0 && ['0', '1'].includes(String(state.is_reward))) next.set('is_reward', String(state.is_reward));
    navigate(
      {
        pathname: '/campaigns',
        search: next.toString(),
      },
      {
        replace: true,
        state: null,
      },
    );
  }, [state, params, navigate]);
  const time = params.get('time');
  const category = params.get('category');
  const reward = params.get('is_reward');
  const stateId = params.get('state');
  const filters = {
    search: params.get('search')?.trim() || void 0,
    category: category && CAMPAIGN_CATEGORY_NAMES.includes(category) ? category : void 0,
    is_reward: reward === '0' || reward === '1' ? reward : void 0,
    time: LIST_TIMES.includes(time) ? time : void 0,
    state: stateId && /^[1-9]\d{0,8}$/.test(stateId) ? stateId : void 0,
  };
  const set = (f) => {
    qc.removeQueries({ queryKey: ['campaigns', 'explore'] });
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(f)) if (v) next.set(k, v);
    setParams(next, { replace: false });
  };
  return [filters, set];
}
var selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';
function ExplorePage() {
  const t = useT(messages);
  const tr = useLocalise();
  const categoryName = useCategoryName();
  const [filters, setFilters] = useFilters();
  const [text, setText] = d(filters.search ?? '');
  const [showFilters, setShowFilters] = d(false);
  const results = T(null);
  const [toResults, setToResults] = d(false);
  /**
   * A filter chosen in the phone's panel (the only place it opens) closes the panel and brings the
   * results into view, with the focus, which the hidden select would lose (issue 26).
   */
  const choose = (next) => {
    setFilters(next);
    if (showFilters) {
      setShowFilters(false);
      setToResults(true);
    }
  };
  A(() => {
    if (!toResults) return;
    setToResults(false);
    results.current?.scrollIntoView({ block: 'start' });
    results.current?.focus({ preventScroll: true });
  }, [toResults]);
  const states = useStates();
  const activeFilters = [filters.category, filters.is_reward, filters.time, filters.state].filter(Boolean).length;
  A(() => setText(filters.search ?? ''), [filters.search]);
  useTitle(filters.search ? fill(t.titleSearch, { search: filters.search }) : t.title);
  const q = useExplore(filters);
  const campaigns = q.data?.pages.flatMap((p) => p.transactions) ?? [];
  const total = q.data?.pages[0]?.total_records ?? 0;
  const active = !!(filters.search || filters.category || filters.is_reward || filters.time || filters.state);
  const stateName = states.data?.find((s) => String(s.state_id) === filters.state)?.name;
  const found = (filters.search ? (stateName ? t.foundForIn : t.foundFor) : stateName ? t.foundIn : t.found)({
    n: total.toLocaleString('en-NG'),
  })(total);
  const foundText = fill(found, {
    search: filters.search ?? '',
    state: stateName ?? '',
  });
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('div', {
        className: 'bg-brand-50',
        children: /* @__PURE__ */ a('div', {
          className: 'mx-auto max-w-6xl px-4 pt-8 pb-6 sm:pt-10',
          children: [
            /* @__PURE__ */ a('h1', {
              className: 'text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl',
              children: t.title,
            }),
            /* @__PURE__ */ a('p', {
              className: 'mt-2 max-w-2xl text-slate-700',
              children: t.intro,
            }),
            /* @__PURE__ */ a('form', {
              role: 'search',
              className: 'mt-5 flex gap-2',
              onSubmit: (e) => {
                e.preventDefault();
                setFilters({
                  ...filters,
                  search: text.trim() || void 0,
                });
              },
              children: [
                /* @__PURE__ */ a('label', {
                  htmlFor: 'explore-search',
                  className: 'sr-only',
                  children: t.searchLabel,
                }),
                /* @__PURE__ */ a('input', {
                  id: 'explore-search',
                  type: 'search',
                  value: text,
                  onChange: (e) => setText(e.target.value),
                  placeholder: t.searchPlaceholder,
                  maxLength: 100,
                  className:
                    'min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
                }),
                /* @__PURE__ */ a('button', {
                  type: 'submit',
                  className: buttonClass('primary'),
                  children: t.search,
                }),
              ],
            }),
            /* @__PURE__ */ a('button', {
              type: 'button',
              className: 'mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 sm:hidden',
              'aria-expanded': showFilters,
              'aria-controls': 'explore-filters',
              onClick: () => setShowFilters((v) => !v),
              children: [
                /* @__PURE__ */ a('svg', {
                  viewBox: '0 0 20 20',
                  'aria-hidden': 'true',
                  className: 'h-4 w-4',
                  fill: 'currentColor',
                  children: /* @__PURE__ */ a('path', { d: 'M3 5h14v1.5H3zm3 4.25h8v1.5H6zm2 4.25h4V15H8z' }),
                }),
                activeFilters ? t.filtersActive({ n: activeFilters }) : t.filters,
              ],
            }),
            /* @__PURE__ */ a('fieldset', {
              id: 'explore-filters',
              className: `mt-2 grid-cols-1 gap-3 sm:mt-4 sm:grid sm:grid-cols-2 lg:grid-cols-4 ${showFilters ? 'grid' : 'hidden'}`,
              children: [
                /* @__PURE__ */ a('legend', {
                  className: 'sr-only',
                  children: t.filters,
                }),
                /* @__PURE__ */ a('label', {
                  className: 'block text-sm font-medium text-slate-700',
                  children: [
                    t.category,
                    /* @__PURE__ */ a('select', {
                      className: selectClass,
                      value: filters.category ?? '',
                      onChange: (e) =>
                        choose({
                          ...filters,
                          category: e.target.value || void 0,
                        }),
                      children: [
                        /* @__PURE__ */ a('option', {
                          value: '',
                          children: t.allCategories,
                        }),
                        CAMPAIGN_CATEGORY_NAMES.map((c) =>
                          /* @__PURE__ */ a(
                            'option',
                            {
                              value: c,
                              children: categoryName(c),
                            },
                            c,
                          ),
                        ),
                      ],
                    }),
                  ],
                }),
                /* @__PURE__ */ a('label', {
                  className: 'block text-sm font-medium text-slate-700',
                  children: [
                    t.state,
                    /* @__PURE__ */ a('select', {
                      className: selectClass,
                      value: filters.state ?? '',
                      onChange: (e) =>
                        choose({
                          ...filters,
                          state: e.target.value || void 0,
                        }),
                      children: [
                        /* @__PURE__ */ a('option', {
                          value: '',
                          children: t.allStates,
                        }),
                        !states.data &&
                          filters.state &&
                          /* @__PURE__ */ a('option', {
                            value: filters.state,
                            children: t.loadingStates,
                          }),
                        states.data?.map((s) =>
                          /* @__PURE__ */ a(
                            'option',
                            {
                              value: String(s.state_id),
                              children: s.name,
                            },
                            s.state_id,
                          ),
                        ),
                      ],
                    }),
                  ],
                }),
                /* @__PURE__ */ a('label', {
                  className: 'block text-sm font-medium text-slate-700',
                  children: [
                    t.rewards,
                    /* @__PURE__ */ a('select', {
                      className: selectClass,
                      value: filters.is_reward ?? '',
                      onChange: (e) =>
                        choose({
                          ...filters,
                          is_reward: e.target.value || void 0,
                        }),
                      children: [
                        /* @__PURE__ */ a('option', {
                          value: '',
                          children: t.anyRewards,
                        }),
                        /* @__PURE__ */ a('option', {
                          value: '1',
                          children: t.rewardBased,
                        }),
                        /* @__PURE__ */ a('option', {
                          value: '0',
                          children: t.nonRewardBased,
                        }),
                      ],
                    }),
                  ],
                }),
                /* @__PURE__ */ a('label', {
                  className: 'block text-sm font-medium text-slate-700',
                  children: [
                    t.show,
                    /* @__PURE__ */ a('select', {
                      className: selectClass,
                      value: filters.time ?? '',
                      onChange: (e) =>
                        choose({
                          ...filters,
                          time: e.target.value || void 0,
                        }),
                      children: [
                        /* @__PURE__ */ a('option', {
                          value: '',
                          children: t.allCampaigns,
                        }),
                        LIST_TIMES.map((time) =>
                          /* @__PURE__ */ a(
                            'option',
                            {
                              value: time,
                              children: t[time],
                            },
                            time,
                          ),
                        ),
                      ],
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
      }),
      /* @__PURE__ */ a('div', {
        ref: results,
        tabIndex: -1,
        className: 'mx-auto max-w-6xl scroll-mt-16 px-4 py-8 outline-none',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'mb-4 flex min-h-8 flex-wrap items-center justify-between gap-2',
            children: [
              /* @__PURE__ */ a('p', {
                role: 'status',
                className: 'text-sm text-slate-700',
                children: q.isPending ? t.looking : q.isError ? '' : foundText,
              }),
              active &&
                /* @__PURE__ */ a('button', {
                  type: 'button',
                  className: 'text-sm font-semibold text-brand-800 hover:underline',
                  onClick: () => setFilters({}),
                  children: t.clearFilters,
                }),
            ],
          }),
          q.isPending
            ? /* @__PURE__ */ a(GridSkeleton, { count: 6 })
            : q.isError
              ? /* @__PURE__ */ a('div', {
                  role: 'alert',
                  className: 'rounded-xl border border-red-200 bg-red-50 p-6 text-center',
                  children: [
                    /* @__PURE__ */ a('p', {
                      className: 'text-red-800',
                      children: q.error.message || tr(Msg.errorTryAgain),
                    }),
                    /* @__PURE__ */ a(Button, {
                      variant: 'secondary',
                      className: 'mt-3',
                      onClick: () => q.refetch(),
                      children: t.tryAgain,
                    }),
                  ],
                })
              : campaigns.length === 0
                ? /* @__PURE__ */ a('div', {
                    className: 'rounded-xl border border-dashed border-slate-300 p-10 text-center',
                    children: [
                      /* @__PURE__ */ a('p', {
                        className: 'text-lg font-semibold text-slate-800',
                        children: tr(Msg.noCampaignsFound),
                      }),
                      /* @__PURE__ */ a('p', {
                        className: 'mt-1 text-slate-600',
                        children: t.tryAnother,
                      }),
                    ],
                  })
                : /* @__PURE__ */ a($, {
                    children: [
                      /* @__PURE__ */ a(CampaignGrid, {
                        campaigns,
                        headingLevel: 2,
                      }),
                      q.hasNextPage &&
                        /* @__PURE__ */ a('div', {
                          className: 'mt-8 text-center',
                          children: /* @__PURE__ */ a(Button, {
                            variant: 'secondary',
                            onClick: () => q.fetchNextPage(),
                            loading: q.isFetchingNextPage,
                            children: t.showMore,
                          }),
                        }),
                    ],
                  }),
        ],
      }),
    ],
  });
}
export { ExplorePage as default, messages };
