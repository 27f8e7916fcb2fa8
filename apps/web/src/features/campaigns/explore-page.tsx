import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_CATEGORY_NAMES, LIST_TIMES, type ListTime } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { useExplore, type ExploreFilters } from './api/get-campaigns.ts';
import { CampaignGrid, GridSkeleton } from './components/campaign-card.tsx';
import { useCategoryName } from './components/category-tag.tsx';
import { useStates } from '../../lib/reference/get-states.ts';
import { fill } from '@ireti/shared/i18n';
import { i18n, count, params, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('explore/explore-page', {
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
  // How many were found: {n} is the number with its thousands grouped, {search} the words looked for, {state} a state's name.
  found: params(count({ one: '{n} campaign', other: '{n} campaigns' })),
  foundFor: params(count({ one: '{n} campaign for “{search}”', other: '{n} campaigns for “{search}”' })),
  foundIn: params(count({ one: '{n} campaign in {state}', other: '{n} campaigns in {state}' })),
  foundForIn: params(count({ one: '{n} campaign for “{search}” in {state}', other: '{n} campaigns for “{search}” in {state}' })),
  clearFilters: 'Clear filters',
  tryAgain: 'Try again',
  tryAnother: 'Try another word or fewer filters.',
  showMore: 'Show More Campaigns',
});

/** The filters live in the address (shareable, Back works); navigation state may seed them (spec §2). */
function useFilters(): [ExploreFilters, (next: ExploreFilters) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const state = location.state as { search?: string; is_reward?: number | string } | null;

  useEffect(() => {
    if (!state || (state.search === undefined && state.is_reward === undefined)) return;
    const next = new URLSearchParams(params);
    if (state.search !== undefined) {
      next.delete('search');
      if (state.search) next.set('search', String(state.search).slice(0, 100));
    }
    if (state.is_reward !== undefined && ['0', '1'].includes(String(state.is_reward))) next.set('is_reward', String(state.is_reward));
    navigate({ pathname: '/campaigns', search: next.toString() }, { replace: true, state: null });
  }, [state, params, navigate]);

  const time = params.get('time');
  const category = params.get('category');
  const reward = params.get('is_reward');
  const stateId = params.get('state');
  const filters: ExploreFilters = {
    search: params.get('search')?.trim() || undefined,
    category: category && CAMPAIGN_CATEGORY_NAMES.includes(category as never) ? category : undefined,
    is_reward: reward === '0' || reward === '1' ? reward : undefined,
    time: LIST_TIMES.includes(time as ListTime) ? (time as ListTime) : undefined,
    // A state id; anything else in the address is ignored, as for the other filters.
    state: stateId && /^[1-9]\d{0,8}$/.test(stateId) ? stateId : undefined,
  };
  const set = (f: ExploreFilters) => {
    // A filter change starts every list again from page 1 (spec §4); Back keeps the pages loaded.
    qc.removeQueries({ queryKey: ['campaigns', 'explore'] });
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(f)) if (v) next.set(k, v);
    setParams(next, { replace: false });
  };
  return [filters, set];
}

const selectClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';

export default function ExplorePage() {
  const t = useT(messages);
  const tr = useLocalise();
  const categoryName = useCategoryName();
  const [filters, setFilters] = useFilters();
  const [text, setText] = useState(filters.search ?? '');
  const [showFilters, setShowFilters] = useState(false);
  const results = useRef<HTMLDivElement>(null);
  const [toResults, setToResults] = useState(false);
  /**
   * A filter chosen in the phone's panel (the only place it opens) closes the panel and brings the
   * results into view, with the focus, which the hidden select would lose (issue 26).
   */
  const choose = (next: ExploreFilters) => {
    setFilters(next);
    if (showFilters) {
      setShowFilters(false);
      setToResults(true);
    }
  };
  useEffect(() => {
    if (!toResults) return;
    setToResults(false);
    results.current?.scrollIntoView({ block: 'start' });
    results.current?.focus({ preventScroll: true });
  }, [toResults]);
  const states = useStates();
  const activeFilters = [filters.category, filters.is_reward, filters.time, filters.state].filter(Boolean).length;
  // The field follows the address's search when it changes (a search from the header), not on the
  // first render's effect: that runs after the hydration, over a word typed before the drawn page
  // was live (holdEarlyTaps gives it to the field).
  const searched = useRef(filters.search);
  useEffect(() => {
    if (searched.current === filters.search) return;
    searched.current = filters.search;
    setText(filters.search ?? '');
  }, [filters.search]);
  useTitle(filters.search ? fill(t.titleSearch, { search: filters.search }) : t.title);
  const q = useExplore(filters);
  const campaigns = q.data?.pages.flatMap((p) => p.transactions) ?? [];
  const total = q.data?.pages[0]?.total_records ?? 0;
  const active = !!(filters.search || filters.category || filters.is_reward || filters.time || filters.state);
  const stateName = states.data?.find((s) => String(s.state_id) === filters.state)?.name;
  // {search} and {state} are filled last, so nothing a person typed is read as a placeholder
  const found = (filters.search ? (stateName ? t.foundForIn : t.foundFor) : stateName ? t.foundIn : t.found)({
    n: total.toLocaleString('en-NG'),
  })(total);
  const foundText = fill(found, { search: filters.search ?? '', state: stateName ?? '' });

  return (
    <>
      <div className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-6 sm:pt-10">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t.title}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">{t.intro}</p>
          <form
            role="search"
            className="mt-5 flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              setFilters({ ...filters, search: text.trim() || undefined });
            }}
          >
            <label htmlFor="explore-search" className="sr-only">
              {t.searchLabel}
            </label>
            <input
              id="explore-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t.searchPlaceholder}
              maxLength={100}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
            <button type="submit" className={buttonClass('primary')}>
              {t.search}
            </button>
          </form>
          <button
            type="button"
            className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 sm:hidden"
            aria-expanded={showFilters}
            aria-controls="explore-filters"
            onClick={() => setShowFilters((v) => !v)}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4" fill="currentColor">
              <path d="M3 5h14v1.5H3zm3 4.25h8v1.5H6zm2 4.25h4V15H8z" />
            </svg>
            {activeFilters ? t.filtersActive({ n: activeFilters }) : t.filters}
          </button>
          <fieldset
            id="explore-filters"
            className={`mt-2 grid-cols-1 gap-3 sm:mt-4 sm:grid sm:grid-cols-2 lg:grid-cols-4 ${showFilters ? 'grid' : 'hidden'}`}
          >
            <legend className="sr-only">{t.filters}</legend>
            <label className="block text-sm font-medium text-slate-700">
              {t.category}
              <select
                className={selectClass}
                value={filters.category ?? ''}
                onChange={(e) => choose({ ...filters, category: e.target.value || undefined })}
              >
                <option value="">{t.allCategories}</option>
                {CAMPAIGN_CATEGORY_NAMES.map((c) => (
                  <option key={c} value={c}>
                    {categoryName(c)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-slate-700">
              {t.state}
              <select
                className={selectClass}
                value={filters.state ?? ''}
                onChange={(e) => choose({ ...filters, state: e.target.value || undefined })}
              >
                <option value="">{t.allStates}</option>
                {/* The chosen state stays selectable while the list of states loads. */}
                {!states.data && filters.state && <option value={filters.state}>{t.loadingStates}</option>}
                {states.data?.map((s) => (
                  <option key={s.state_id} value={String(s.state_id)}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-slate-700">
              {t.rewards}
              <select
                className={selectClass}
                value={filters.is_reward ?? ''}
                onChange={(e) => choose({ ...filters, is_reward: (e.target.value || undefined) as ExploreFilters['is_reward'] })}
              >
                <option value="">{t.anyRewards}</option>
                <option value="1">{t.rewardBased}</option>
                <option value="0">{t.nonRewardBased}</option>
              </select>
            </label>
            <label className="block text-sm font-medium text-slate-700">
              {t.show}
              <select
                className={selectClass}
                value={filters.time ?? ''}
                onChange={(e) => choose({ ...filters, time: (e.target.value || undefined) as ListTime | undefined })}
              >
                <option value="">{t.allCampaigns}</option>
                {LIST_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {t[time]}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        </div>
      </div>

      <div ref={results} tabIndex={-1} className="mx-auto max-w-6xl scroll-mt-16 px-4 py-8 outline-none">
        <div className="mb-4 flex min-h-8 flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm text-slate-700">
            {q.isPending ? t.looking : q.isError ? '' : foundText}
          </p>
          {active && (
            <button type="button" className="text-sm font-semibold text-brand-800 hover:underline" onClick={() => setFilters({})}>
              {t.clearFilters}
            </button>
          )}
        </div>
        {q.isPending ? (
          <GridSkeleton count={6} />
        ) : q.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="text-red-800">{q.error.message || tr(Msg.errorTryAgain)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => q.refetch()}>
              {t.tryAgain}
            </Button>
          </div>
        ) : campaigns.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-lg font-semibold text-slate-800">{tr(Msg.noCampaignsFound)}</p>
            <p className="mt-1 text-slate-600">{t.tryAnother}</p>
          </div>
        ) : (
          <>
            <CampaignGrid campaigns={campaigns} headingLevel={2} lead />
            {q.hasNextPage && (
              <div className="mt-8 text-center">
                <Button variant="secondary" onClick={() => q.fetchNextPage()} loading={q.isFetchingNextPage}>
                  {t.showMore}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
