import { I as $, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { A as api, H as useQuery, N as unwrap } from '../entry-server.js';
// src/features/auth/api/get-facebook-link.ts
var paths = {
  login: '/account/facebookloginlink',
  signup: '/account/facebooksignuplink',
  orgsignup: '/account/facebookorgsignuplink',
};
/** GET /account/facebook…link: the authorisation URL, or configured: false (the button is hidden). */
var getFacebookLink = (intent, signal) => unwrap(api('GET', paths[intent], void 0, { signal }));
function useFacebookLink(intent) {
  return useQuery({
    queryKey: ['accounts', 'facebook-link', intent],
    queryFn: ({ signal }) => getFacebookLink(intent, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
// src/features/auth/components/facebook-button.tsx
var messages = i18n('auth/facebook-button', {
  continue: 'Continue with Facebook',
  or: 'or',
});
/** "Continue with Facebook", only when the server has Facebook configured (spec §2: fetched on load). */
function FacebookButton({ intent, label }) {
  const t = useT(messages);
  const { data } = useFacebookLink(intent);
  if (!data?.configured || !data.url) return null;
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('a', {
        href: data.url,
        className:
          'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-[#1877f2] px-5 py-2.5 text-sm font-semibold text-white hover:bg-[#166fe5]',
        children: [
          /* @__PURE__ */ a('svg', {
            viewBox: '0 0 24 24',
            className: 'h-5 w-5',
            'aria-hidden': 'true',
            fill: 'currentColor',
            children: /* @__PURE__ */ a('path', {
              d: 'M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07z',
            }),
          }),
          label ?? t.continue,
        ],
      }),
      /* @__PURE__ */ a('div', {
        className: 'my-5 flex items-center gap-3 text-xs font-medium text-slate-500 uppercase',
        children: [
          /* @__PURE__ */ a('span', { className: 'h-px flex-1 bg-slate-200' }),
          t.or,
          /* @__PURE__ */ a('span', { className: 'h-px flex-1 bg-slate-200' }),
        ],
      }),
    ],
  });
}
export { FacebookButton as t };
