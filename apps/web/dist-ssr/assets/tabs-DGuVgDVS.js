import { A as P, O as A, b as a, j as T } from './i18n-BuQGntTV.js';
// src/components/ui/tabs.tsx
var stripTab = (selected) =>
  `-mb-px min-h-11 flex-1 border-b-2 px-1 text-sm leading-tight font-semibold sm:flex-none sm:px-4 sm:whitespace-nowrap ${selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`;
var buttonTab = (selected, odd) =>
  `${odd ? 'col-span-2 sm:col-span-1 ' : ''}min-h-11 rounded-lg border px-2 py-2 text-sm leading-tight font-semibold transition-colors sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:bg-transparent sm:px-4 sm:py-2.5 sm:whitespace-nowrap ${selected ? 'border-brand-700 bg-brand-700 text-white sm:border-brand-700 sm:text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 sm:border-transparent sm:text-slate-600 sm:hover:border-slate-300 sm:hover:bg-transparent sm:hover:text-slate-900'}`;
var consoleTab = (selected) =>
  `relative flex min-h-11 shrink-0 items-center gap-2 rounded-t-lg px-4 text-sm font-semibold whitespace-nowrap ${selected ? 'bg-white text-brand-900' : 'text-brand-50 hover:bg-white/10'}`;
var segmentedTab = (selected) =>
  `min-h-11 rounded-md text-sm font-semibold ${selected ? 'bg-white text-brand-800 shadow' : 'text-slate-700'}`;
/** Each layout: the row's classes and a tab's (`lastOfOdd`: the last of an odd number of tabs). */
var looks = {
  strip: {
    list: 'flex overflow-x-auto border-b border-slate-200 sm:gap-1',
    tab: stripTab,
  },
  grid: {
    list: 'grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b sm:border-slate-200',
    tab: buttonTab,
  },
  console: {
    list: '-mx-4 flex gap-1 overflow-x-auto px-4 [scrollbar-width:none]',
    tab: consoleTab,
  },
  segmented: {
    list: 'grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1',
    tab: segmentedTab,
  },
};
/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and select;
 * only the selected tab is in the tab order. With `children` the selected panel follows the strip;
 * without, the caller places a `TabPanel` with the same `id`. A label may carry more than words
 * (a count badge): all its text is the tab's accessible name.
 *
 * Layouts: `strip` (the default) wraps a label ("Donations (4)" on two lines) so every tab shows
 * without scrolling; `grid` shows the tabs as buttons in two columns on a phone; `console` is the
 * admin console's row on a dark brand header (the selected tab white, joined to the page below;
 * it scrolls sideways on a phone); `segmented` is a two- or three-way switch of equal buttons on a
 * grey track (the sandbox checkout's "How to pay").
 */
function Tabs({ id: given, tabs, value, onChange, label, layout = 'strip', children }) {
  const own = P();
  const id = given ?? own;
  const refs = T([]);
  const row = T(null);
  const selectedAt = tabs.findIndex((t) => t.key === value);
  A(() => {
    const r = row.current;
    if (!r) return;
    const keep = () => {
      const tab = refs.current[selectedAt];
      if (!tab || r.scrollWidth <= r.clientWidth) return;
      const [box, t] = [r.getBoundingClientRect(), tab.getBoundingClientRect()];
      if (t.left >= box.left && t.right <= box.right) return;
      r.scrollLeft = Math.max(0, r.scrollLeft + t.left + t.width / 2 - (box.left + box.width / 2));
    };
    keep();
    if (typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver(keep);
    for (const el of refs.current) if (el) sizes.observe(el);
    return () => sizes.disconnect();
  }, [selectedAt, tabs.length]);
  const move = (e, i) => {
    const last = tabs.length - 1;
    const to = {
      ArrowRight: i === last ? 0 : i + 1,
      ArrowLeft: i === 0 ? last : i - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (to === void 0) return;
    e.preventDefault();
    onChange(tabs[to].key);
    refs.current[to]?.focus();
  };
  const list = /* @__PURE__ */ a('div', {
    ref: row,
    role: 'tablist',
    'aria-label': label,
    className: looks[layout].list,
    children: tabs.map((t, i) => {
      const selected = t.key === value;
      return /* @__PURE__ */ a(
        'button',
        {
          ref: (el) => {
            refs.current[i] = el;
          },
          id: `${id}-${t.key}`,
          role: 'tab',
          type: 'button',
          'aria-selected': selected,
          'aria-controls': `${id}-${t.key}-panel`,
          tabIndex: selected ? 0 : -1,
          onClick: () => onChange(t.key),
          onKeyDown: (e) => move(e, i),
          className: looks[layout].tab(selected, tabs.length % 2 === 1 && i === tabs.length - 1),
          children: t.label,
        },
        t.key,
      );
    }),
  });
  if (children === void 0) return list;
  return /* @__PURE__ */ a('div', {
    children: [
      list,
      /* @__PURE__ */ a(TabPanel, {
        id,
        tab: value,
        className: 'pt-6',
        children,
      }),
    ],
  });
}
/** The panel of the selected tab, labelled by it. */
function TabPanel({ id, tab, className = 'pt-5', children }) {
  return /* @__PURE__ */ a('div', {
    role: 'tabpanel',
    id: `${id}-${tab}-panel`,
    'aria-labelledby': `${id}-${tab}`,
    tabIndex: 0,
    className: `${className} focus-visible:outline-offset-4`,
    children,
  });
}
export { Tabs as n, TabPanel as t };
