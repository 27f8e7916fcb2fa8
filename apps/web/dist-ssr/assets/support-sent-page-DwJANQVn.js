import { K as useLocation, W as Link, x as buttonClass } from '../entry-server.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/features/pages/support-sent-page.tsx
var messages = i18n('pages/support-sent-page', {
  title: 'Message sent',
  thanksName: params('Thank you, {name}.'),
  thanks: 'Thank you.',
  body: 'Your message has reached the Ireti team, and a copy is on its way to your e-mail. We answer within two working days.',
  spam: 'Can’t see our e-mail? Check your spam or promotions folder.',
  home: 'Back to home',
  faq: 'Read the FAQ',
});
/** After a help request (spec §2): the 'Message sent' confirmation. */
function SupportSentPage() {
  const t = useT(messages);
  useTitle(t.title);
  const state = useLocation().state;
  const name = typeof state?.name === 'string' ? state.name.split(/\s+/)[0] : '';
  return /* @__PURE__ */ a('div', {
    className: 'mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center',
    children: [
      /* @__PURE__ */ a('span', {
        className: 'flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700',
        children: /* @__PURE__ */ a('svg', {
          viewBox: '0 0 24 24',
          className: 'h-9 w-9',
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2.5,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          'aria-hidden': 'true',
          children: /* @__PURE__ */ a('path', { d: 'M5 12.5l4.5 4.5L19 7.5' }),
        }),
      }),
      /* @__PURE__ */ a('h1', {
        className: 'mt-6 text-3xl font-extrabold tracking-tight text-brand-900',
        children: t.title,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-3 text-slate-700',
        children: [name ? t.thanksName({ name }) : t.thanks, ' ', t.body],
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-2 text-sm text-slate-600',
        children: t.spam,
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row',
        children: [
          /* @__PURE__ */ a(Link, {
            to: '/',
            className: buttonClass('primary'),
            children: t.home,
          }),
          /* @__PURE__ */ a(Link, {
            to: '/faq',
            className: buttonClass('secondary'),
            children: t.faq,
          }),
        ],
      }),
    ],
  });
}
export { SupportSentPage as default, messages };
