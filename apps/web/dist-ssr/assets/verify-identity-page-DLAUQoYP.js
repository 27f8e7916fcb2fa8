import { K as useLocation, L as Msg, S as PageSpinner, v as IdentityStatus } from '../entry-server.js';
import { r as useAccount } from './get-account-BItFdri6.js';
import { I as $, b as a, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as AuthShell } from './auth-shell-Cxb9pKPu.js';
import { t as VerificationForm } from './verification-form-4ezTyEZE.js';
// src/features/auth/verify-identity-page.tsx
var messages = i18n('auth/verify-identity-page', {
  title: 'Verify your identity',
  intro: 'Donors give with confidence when they know who is asking. Tell us who you are; an Ireti administrator reviews it.',
});
/**
 * /verify (spec §2 "sign-up verification"): a spinner until the account type is known, then the
 * individual or organisation form. Submitting it is what creating a campaign needs (docs/design.md §6);
 * a campaigner the wizard sent here goes back to it afterwards (issue 26), anyone else to the site root.
 */
function VerifyIdentityPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const account = useAccount();
  const fromCampaign = !!useLocation().state?.redirectFromCampaign;
  const user = account.data;
  return /* @__PURE__ */ a(AuthShell, {
    title: t.title,
    intro: t.intro,
    wide: true,
    children: [
      fromCampaign &&
        /* @__PURE__ */ a('p', {
          role: 'alert',
          className: 'mb-5 rounded-lg border border-sun-500 bg-sun-400/20 px-4 py-3 text-sm font-medium text-slate-900',
          children: tr(Msg.verifyBeforeCreate),
        }),
      !user
        ? /* @__PURE__ */ a(PageSpinner, {})
        : /* @__PURE__ */ a($, {
            children: [
              /* @__PURE__ */ a(IdentityStatus, { user }),
              /* @__PURE__ */ a(VerificationForm, {
                user,
                returnTo: fromCampaign ? '/create_campaigns' : void 0,
              }),
            ],
          }),
    ],
  });
}
export { VerifyIdentityPage as default, messages };
