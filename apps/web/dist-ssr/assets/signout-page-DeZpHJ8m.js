import { O as A, b as a, j as T, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { A as api, E as auth, S as PageSpinner, q as useNavigate } from '../entry-server.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { r as useTitle } from './page-D1qYEQFx.js';
// src/features/auth/api/logout.ts
/** GET /account/logout: the server revokes the session token. */
var logout = () => api('GET', '/account/logout');
// src/features/auth/signout-page.tsx
var messages = i18n('auth/signout-page', { title: 'Signing out' });
/** /signout (spec §2, §4): the server revokes the token; the token, persisted state and user are cleared; → /signin. */
function SignoutPage() {
  const t = useT(messages);
  useTitle(t.title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const once = T(false);
  A(() => {
    if (once.current) return;
    once.current = true;
    (async () => {
      if (auth.get().token) await logout().catch(() => null);
      auth.signOut();
      try {
        sessionStorage.clear();
      } catch {}
      queryClient.clear();
      navigate('/signin', { replace: true });
    })();
  }, [navigate, queryClient]);
  return /* @__PURE__ */ a(PageSpinner, {});
}
export { SignoutPage as default, messages };
