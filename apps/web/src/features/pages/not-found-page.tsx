import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTitle } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('pages/not-found-page', {
  title: 'Page not found',
  heading: 'We couldn’t find that page',
  intro: 'The link may be broken, or the page may have moved. Try a search, or go back to the home page.',
  searchCampaigns: 'Search campaigns',
  search: 'Search',
  home: 'Go to the home page',
  explore: 'Explore campaigns',
  stories: 'Success stories',
  howItWorks: 'How it works',
  help: 'Help',
});

const places = [
  ['/campaigns', 'explore'],
  ['/success_stories', 'stories'],
  ['/how_it_works', 'howItWorks'],
  ['/help', 'help'],
] as const;

/** Any unknown path ends here (spec §2): 404, a way home and a search. */
export default function NotFoundPage() {
  const t = useT(messages);
  useTitle(t.title);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        <span className="sr-only">404: </span>
        {t.heading}
      </h1>
      <p className="mt-3 text-slate-700">{t.intro}</p>
      <form
        role="search"
        aria-label={t.searchCampaigns}
        className="mt-8 flex w-full gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          navigate('/campaigns', { state: { search: text.trim() } });
        }}
      >
        <label htmlFor="notfound-search" className="sr-only">
          {t.searchCampaigns}
        </label>
        <input
          id="notfound-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          placeholder={t.searchCampaigns}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <button type="submit" className={buttonClass('secondary')}>
          {t.search}
        </button>
      </form>
      <Link to="/" className={buttonClass('primary', 'mt-6 w-full sm:w-auto')}>
        {t.home}
      </Link>
      <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        {places.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="inline-block py-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline">
              {t[label]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
