import { d as formatNaira } from '../entry-server.js';
import { b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { n as percentShown, t as barFill } from './percent-DrQ1d-nZ.js';
// src/components/campaigns/progress.tsx
var messages = i18n('cards/progress', {
  label: 'Raised of the goal',
  valueText: params('{percent}% — {pledged} raised of {goal}'),
  raisedOf: '{pledged} raised of {goal}',
});
/**
 * Raised of goal: a bar (percent shown at most 100, spec §9) and "₦ raised of ₦ goal". Money below
 * 1% of the goal shows "<1%" and a sliver of bar, not "0%" and an empty one (issue 26).
 */
function Progress({ percent, pledged, amount, size = 'sm' }) {
  const t = useT(messages);
  const shown = Math.min(100, Math.max(0, Math.floor(percent)));
  const label = percentShown(percent, pledged);
  return /* @__PURE__ */ a('div', {
    children: [
      /* @__PURE__ */ a('div', {
        className: `overflow-hidden rounded-full bg-slate-200 ${size === 'lg' ? 'h-3' : 'h-2'}`,
        role: 'progressbar',
        'aria-label': t.label,
        'aria-valuemin': 0,
        'aria-valuemax': 100,
        'aria-valuenow': shown,
        'aria-valuetext': t.valueText({
          percent: label,
          pledged: formatNaira(pledged),
          goal: formatNaira(amount),
        }),
        children: /* @__PURE__ */ a('div', {
          className: 'h-full rounded-full bg-brand-600 transition-[width] duration-700',
          style: barFill(percent, pledged),
        }),
      }),
      /* @__PURE__ */ a('div', {
        className: `mt-2 flex items-baseline justify-between gap-2 ${size === 'lg' ? 'text-base' : 'text-sm'}`,
        children: [
          /* @__PURE__ */ a('p', {
            className: 'text-slate-700',
            children: /* @__PURE__ */ a(Rich, {
              text: t.raisedOf,
              parts: {
                pledged: /* @__PURE__ */ a('span', {
                  className: 'font-bold text-slate-900',
                  children: formatNaira(pledged),
                }),
                goal: formatNaira(amount),
              },
            }),
          }),
          /* @__PURE__ */ a('p', {
            className: 'font-semibold text-brand-800',
            children: [label, '%'],
          }),
        ],
      }),
    ],
  });
}
export { Progress as t };
