import { C as Spinner, b as Button } from '../entry-server.js';
import { b as a } from './i18n-BuQGntTV.js';
// src/components/ui/list-states.tsx
/** A list on its way, named for screen readers ("Loading donations"). */
function ListLoading({ label }) {
  return /* @__PURE__ */ a('div', {
    className: 'flex justify-center py-8',
    children: /* @__PURE__ */ a(Spinner, { label }),
  });
}
/** A list that could not be loaded: the reason, announced. */
function LoadError({ children }) {
  return /* @__PURE__ */ a('p', {
    role: 'alert',
    className: 'rounded-lg bg-red-50 p-4 text-red-800',
    children,
  });
}
/** A list with nothing in it. */
function EmptyList({ children }) {
  return /* @__PURE__ */ a('div', {
    className: 'rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700',
    children,
  });
}
/** The next page of an infinite query, while there is one. */
function ShowMore({ q, label, className = 'mt-8' }) {
  if (!q.hasNextPage) return null;
  return /* @__PURE__ */ a('div', {
    className: `${className} text-center`,
    children: /* @__PURE__ */ a(Button, {
      variant: 'secondary',
      loading: q.isFetchingNextPage,
      onClick: () => q.fetchNextPage(),
      children: label,
    }),
  });
}
export { ShowMore as i, ListLoading as n, LoadError as r, EmptyList as t };
