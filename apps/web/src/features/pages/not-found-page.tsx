import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTitle } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';

const places = [
  ['/campaigns', 'Explore campaigns'],
  ['/success_stories', 'Success stories'],
  ['/how_it_works', 'How it works'],
  ['/help', 'Help'],
] as const;

/** Any unknown path ends here (spec §2): 404, a way home and a search. */
export default function NotFoundPage() {
  useTitle('Page not found');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        <span className="sr-only">404: </span>We couldn’t find that page
      </h1>
      <p className="mt-3 text-slate-700">The link may be broken, or the page may have moved. Try a search, or go back to the home page.</p>
      <form
        role="search"
        aria-label="Search campaigns"
        className="mt-8 flex w-full gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          navigate('/campaigns', { state: { search: text.trim() } });
        }}
      >
        <label htmlFor="notfound-search" className="sr-only">
          Search campaigns
        </label>
        <input
          id="notfound-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          placeholder="Search campaigns"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <button type="submit" className={buttonClass('secondary')}>
          Search
        </button>
      </form>
      <Link to="/" className={buttonClass('primary', 'mt-6 w-full sm:w-auto')}>
        Go to the home page
      </Link>
      <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        {places.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="inline-block py-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
