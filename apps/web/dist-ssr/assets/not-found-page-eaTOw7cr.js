import { N as d, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { W as Link, q as useNavigate, x as buttonClass } from '../entry-server.js';
import { r as useTitle } from './page-D1qYEQFx.js';
// src/features/pages/not-found-page.tsx
var messages = i18n('pages/not-found-page', {
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
var places = [
  ['/campaigns', 'explore'],
  ['/success_stories', 'stories'],
  ['/how_it_works', 'howItWorks'],
  ['/help', 'help'],
];
/** Any unknown path ends here (spec §2): 404, a way home and a search. */
function NotFoundPage() {
  const t = useT(messages);
  useTitle(t.title);
  const navigate = useNavigate();
  const [text, setText] = d('');
  return /* @__PURE__ */ a('div', {
    className: 'mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl',
        'aria-hidden': 'true',
        children: '404',
      }),
      /* @__PURE__ */ a('h1', {
        className: 'mt-4 text-2xl font-bold text-slate-900',
        children: [
          /* @__PURE__ */ a('span', {
            className: 'sr-only',
            children: '404: ',
          }),
          t.heading,
        ],
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-3 text-slate-700',
        children: t.intro,
      }),
      /* @__PURE__ */ a('form', {
        role: 'search',
        'aria-label': t.searchCampaigns,
        className: 'mt-8 flex w-full gap-2',
        onSubmit: (e) => {
          e.preventDefault();
          navigate('/campaigns', { state: { search: text.trim() } });
        },
        children: [
          /* @__PURE__ */ a('label', {
            htmlFor: 'notfound-search',
            className: 'sr-only',
            children: t.searchCampaigns,
          }),
          /* @__PURE__ */ a('input', {
            id: 'notfound-search',
            type: 'search',
            value: text,
            onChange: (e) => setText(e.target.value),
            maxLength: 100,
            placeholder: t.searchCampaigns,
            className:
              'min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
          }),
          /* @__PURE__ */ a('button', {
            type: 'submit',
            className: buttonClass('secondary'),
            children: t.search,
          }),
        ],
      }),
      /* @__PURE__ */ a(Link, {
        to: '/',
        className: buttonClass('primary', 'mt-6 w-full sm:w-auto'),
        children: t.home,
      }),
      /* @__PURE__ */ a('ul', {
        className: 'mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm',
        children: places.map(([to, label]) =>
          /* @__PURE__ */ a(
            'li',
            {
              children: /* @__PURE__ */ a(Link, {
                to,
                className: 'inline-block py-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline',
                children: t[label],
              }),
            },
            to,
          ),
        ),
      }),
    ],
  });
}
export { NotFoundPage as default, messages };
