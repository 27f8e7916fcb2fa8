import { G as Navigate, S as PageSpinner } from '../entry-server.js';
import { r as useAccount } from './get-account-BItFdri6.js';
import { b as a } from './i18n-BuQGntTV.js';
// src/features/profile/settings-redirect-page.tsx
/** /profile_setting: the individual or the organisation settings, by the account's kind. */
function SettingsRedirectPage() {
  const { data: user } = useAccount();
  if (!user) return /* @__PURE__ */ a(PageSpinner, {});
  return /* @__PURE__ */ a(Navigate, {
    to: user.is_organization ? '/profile_setting/organization' : '/profile_setting/individual',
    replace: true,
  });
}
export { SettingsRedirectPage as default };
