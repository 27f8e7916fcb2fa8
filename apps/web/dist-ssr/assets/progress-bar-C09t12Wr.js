import { b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/components/ui/progress-bar.tsx
var messages = i18n('shell/progress-bar', { uploading: params('Uploading… {value}%') });
/** Upload progress as a percentage (spec §3), announced to screen readers. */
function ProgressBar({ value, label }) {
  const t = useT(messages);
  return /* @__PURE__ */ a('div', {
    className: 'mt-2',
    children: [
      /* @__PURE__ */ a('div', {
        role: 'progressbar',
        'aria-label': label,
        'aria-valuemin': 0,
        'aria-valuemax': 100,
        'aria-valuenow': value,
        className: 'h-2 overflow-hidden rounded-full bg-slate-200',
        children: /* @__PURE__ */ a('div', {
          className: 'h-full rounded-full bg-brand-600 transition-[width] duration-200',
          style: { width: `${value}%` },
        }),
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-xs text-slate-600',
        'aria-hidden': 'true',
        children: t.uploading({ value }),
      }),
    ],
  });
}
export { ProgressBar as t };
