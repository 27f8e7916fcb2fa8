import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CAMPAIGN_CATEGORIES } from '@ireti/shared/constants';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useCategoryName } from '../../campaigns/components/category-tag.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('home/hero', {
  kicker: 'Crowdfunding for Nigeria',
  title: 'Raise money for what matters, in naira, with people who care.',
  intro:
    'Health bills, school fees, a new shop, a community borehole. Every campaign is checked by volunteers in its own state, and donors pay no fees.',
  start: 'Start a campaign',
  explore: 'Explore campaigns',
  searchLabel: 'Search campaigns',
  searchPlaceholder: 'Search: surgery, school fees, Kano…',
  search: 'Search',
  categories: 'Browse by category',
});

/** The home page's first screen: what Ireti is, start or find a campaign, and a search box. */
export function Hero() {
  const t = useT(messages);
  // the categories are the shared constants' English names, put into the page's language
  const categoryName = useCategoryName();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <svg
        aria-hidden="true"
        viewBox="0 0 600 600"
        className="pointer-events-none absolute -top-24 -right-40 h-[26rem] w-[26rem] opacity-15 sm:h-[34rem] sm:w-[34rem]"
      >
        <path d="M300 520s-210-125-210-276a118 118 0 0 1 210-74 118 118 0 0 1 210 74c0 151-210 276-210 276z" fill="#f5c542" />
      </svg>
      <div className="relative mx-auto max-w-6xl px-4 pt-12 pb-14 sm:pt-20 sm:pb-20">
        <p className="text-sm font-semibold tracking-wide text-sun-400 uppercase">{t.kicker}</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">{t.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{t.intro}</p>
        <div className="mt-7 flex flex-wrap gap-3">
          <Link to="/create_campaigns" className={buttonClass('sun', 'px-6 text-base')}>
            {t.start}
          </Link>
          <Link
            to="/campaigns"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white/80 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10"
          >
            {t.explore}
          </Link>
        </div>
        {/* On a phone the box has a row of its own, so its placeholder shows whole (issue 26). */}
        <form
          role="search"
          className="mt-8 flex max-w-xl flex-wrap gap-1.5 rounded-xl bg-white p-1.5 shadow-lg sm:flex-nowrap sm:gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            navigate('/campaigns', { state: { search: text.trim() } });
          }}
        >
          <label htmlFor="hero-search" className="sr-only">
            {t.searchLabel}
          </label>
          <input
            id="hero-search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t.searchPlaceholder}
            maxLength={100}
            className="min-h-11 min-w-0 basis-full rounded-lg px-2.5 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none sm:basis-auto sm:flex-1 sm:px-3"
          />
          <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')}>
            {t.search}
          </button>
        </form>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={t.categories}>
          {CAMPAIGN_CATEGORIES.map((c) => (
            <li key={c.name}>
              <Link
                to={`/campaigns?category=${c.name}`}
                className="inline-block rounded-full border border-white/30 px-3 py-1 text-sm text-white hover:bg-white/10"
              >
                {categoryName(c.name)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
