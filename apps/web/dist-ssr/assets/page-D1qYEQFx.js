import { I as $, O as A, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { W as Link, x as buttonClass } from '../entry-server.js';
import { t as Code } from './status-ClvZbWz5.js';
// src/components/ui/page.tsx
var messages = i18n('shell/page', {
  site: 'Ireti · Crowdfunding for Nigeria',
  titled: params('{title} · Ireti'),
  notFound: 'We could not find this campaign.',
  backToProfile: 'Back to my profile',
});
/** Sets the document title for a page (the title given in the page's language). */
function useTitle(title) {
  const t = useT(messages);
  const text = title ? t.titled({ title }) : t.site;
  A(() => {
    document.title = text;
  }, [text]);
}
/** The standard page frame: a title band and a centred column. */
function Page({ title, intro, children, width = 'max-w-4xl' }) {
  useTitle(title);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('div', {
        className: 'bg-brand-50',
        children: /* @__PURE__ */ a('div', {
          className: `mx-auto ${width} px-4 py-10`,
          children: [
            /* @__PURE__ */ a('h1', {
              className: 'text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl',
              children: title,
            }),
            intro &&
              /* @__PURE__ */ a('p', {
                className: 'mt-3 max-w-2xl text-slate-700',
                children: intro,
              }),
          ],
        }),
      }),
      /* @__PURE__ */ a('div', {
        className: `mx-auto ${width} px-4 py-8`,
        children,
      }),
    ],
  });
}
/**
 * A campaign owner's page (claim, backers) that could not load its campaign: the reason, and the
 * way back to the profile.
 */
function OwnerPageError({ title, error }) {
  const t = useT(messages);
  const code = error.code;
  return /* @__PURE__ */ a(Page, {
    title,
    children: [
      /* @__PURE__ */ a('p', {
        role: 'alert',
        className: 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800',
        children: code === Code.NOT_FOUND ? t.notFound : error.message,
      }),
      /* @__PURE__ */ a(Link, {
        to: '/profile',
        className: buttonClass('secondary', 'mt-6'),
        children: t.backToProfile,
      }),
    ],
  });
}
export { Page as n, useTitle as r, OwnerPageError as t };
