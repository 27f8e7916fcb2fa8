import { b as a } from './i18n-BuQGntTV.js';
// src/features/auth/components/status-panel.tsx
/** The result of a link (e-mail verification, password reset): green for success, red for failure (spec §4). */
function StatusPanel({ ok, title, children }) {
  return /* @__PURE__ */ a('div', {
    role: ok ? 'status' : 'alert',
    className: `rounded-xl border p-5 ${ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-900'}`,
    children: /* @__PURE__ */ a('div', {
      className: 'flex items-start gap-3',
      children: [
        /* @__PURE__ */ a('span', {
          'aria-hidden': 'true',
          className: `flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white ${ok ? 'bg-green-700' : 'bg-red-700'}`,
          children: ok ? '✓' : '!',
        }),
        /* @__PURE__ */ a('div', {
          children: [
            /* @__PURE__ */ a('p', {
              className: 'font-semibold',
              children: title,
            }),
            children &&
              /* @__PURE__ */ a('div', {
                className: 'mt-1 text-sm',
                children,
              }),
          ],
        }),
      ],
    }),
  });
}
export { StatusPanel as t };
