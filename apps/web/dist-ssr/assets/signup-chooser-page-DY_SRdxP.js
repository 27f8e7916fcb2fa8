import { W as Link } from '../entry-server.js';
import { b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as AuthShell } from './auth-shell-Cxb9pKPu.js';
// src/features/auth/signup-chooser-page.tsx
var messages = i18n('auth/signup-chooser-page', {
  title: 'Create your account',
  intro: 'Accounts are free. Which describes you?',
  individual: 'Individual',
  individualText: 'Raise money for yourself, your family or someone you know, and give to causes you care about.',
  organization: 'Organisation',
  organizationText: 'A non-profit, school, church, mosque, company or government body raising funds for its work.',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
});
var choices = [
  {
    to: '/signup_individual',
    title: 'individual',
    text: 'individualText',
    icon: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.2 0-8 2.1-8 5v2h16v-2c0-2.9-3.8-5-8-5z',
  },
  {
    to: '/signup_org',
    title: 'organization',
    text: 'organizationText',
    icon: 'M3 21V8l9-5 9 5v13h-6v-6H9v6zm6-9h2v-2H9zm4 0h2v-2h-2z',
  },
];
/** The sign-up chooser (spec §2): Individual → /signup_individual, Organisation → /signup_org. */
function SignupChooserPage() {
  const t = useT(messages);
  return /* @__PURE__ */ a(AuthShell, {
    title: t.title,
    intro: t.intro,
    children: [
      /* @__PURE__ */ a('ul', {
        className: 'grid gap-4',
        children: choices.map((c) =>
          /* @__PURE__ */ a(
            'li',
            {
              children: /* @__PURE__ */ a(Link, {
                to: c.to,
                className:
                  'group flex items-start gap-4 rounded-xl border-2 border-slate-200 p-4 transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:border-brand-600',
                children: [
                  /* @__PURE__ */ a('span', {
                    'aria-hidden': 'true',
                    className:
                      'flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 group-hover:bg-brand-700 group-hover:text-white',
                    children: /* @__PURE__ */ a('svg', {
                      viewBox: '0 0 24 24',
                      className: 'h-6 w-6',
                      fill: 'currentColor',
                      children: /* @__PURE__ */ a('path', { d: c.icon }),
                    }),
                  }),
                  /* @__PURE__ */ a('span', {
                    className: 'min-w-0',
                    children: [
                      /* @__PURE__ */ a('span', {
                        className: 'flex items-center gap-2 text-lg font-bold text-slate-900',
                        children: [
                          t[c.title],
                          /* @__PURE__ */ a('span', {
                            'aria-hidden': 'true',
                            className: 'text-brand-700 transition-transform group-hover:translate-x-1',
                            children: '→',
                          }),
                        ],
                      }),
                      /* @__PURE__ */ a('span', {
                        className: 'mt-1 block text-sm text-slate-600',
                        children: t[c.text],
                      }),
                    ],
                  }),
                ],
              }),
            },
            c.to,
          ),
        ),
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-6 text-center text-sm text-slate-600',
        children: [
          t.haveAccount,
          ' ',
          /* @__PURE__ */ a(Link, {
            to: '/signin',
            className: 'font-semibold text-brand-800 underline-offset-2 hover:underline',
            children: t.signIn,
          }),
        ],
      }),
    ],
  });
}
export { SignupChooserPage as default, messages };
