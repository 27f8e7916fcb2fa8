import { O as A, b as a, j as T, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as Code } from './status-ClvZbWz5.js';
import { A as api, E as auth, H as useQuery, N as unwrap, W as Link, Y as useSearchParams, q as useNavigate } from '../entry-server.js';
import { r as FormError } from './field-BhGmjKt2.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { t as AccountMsg } from './messages-BJG9K-nq.js';
import { t as AuthShell } from './auth-shell-Cxb9pKPu.js';
import { r as rememberPending, t as afterLogin } from './session-8w-5CX-r.js';
import { t as FacebookButton } from './facebook-button-Dd34AF9f.js';
// src/features/auth/components/signup-shell.tsx
var messages$1 = i18n('auth/signup-shell', {
  facebook: 'Sign up with Facebook',
  others: '{question} {other}. Already registered? {signin}',
  signIn: 'Sign in',
});
var linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';
/**
 * The frame of both sign-up forms: Facebook first (unless the form came prefilled from it), the
 * form, then the way to the other kind of account and to sign in.
 */
function SignupShell({ title, intro, intent, social, other, children }) {
  const t = useT(messages$1);
  return /* @__PURE__ */ a(AuthShell, {
    title,
    intro,
    wide: true,
    children: [
      !social.socialId &&
        /* @__PURE__ */ a(FacebookButton, {
          intent,
          label: t.facebook,
        }),
      social.expired && /* @__PURE__ */ a(FormError, { message: AccountMsg.socialExpired }),
      children,
      /* @__PURE__ */ a('p', {
        className: 'mt-6 text-sm text-slate-600',
        children: /* @__PURE__ */ a(Rich, {
          text: t.others,
          parts: {
            question: other.question,
            other: /* @__PURE__ */ a(Link, {
              to: other.to,
              className: linkClass,
              children: other.label,
            }),
            signin: /* @__PURE__ */ a(Link, {
              to: '/signin',
              className: linkClass,
              children: t.signIn,
            }),
          },
        }),
      }),
    ],
  });
}
// src/features/auth/components/terms-note.tsx
var messages = i18n('auth/terms-note', {
  agree:
    "By creating an account you agree to our {terms} and {privacy}, and confirm you are 18 or older (or 13 to 17 with a parent's or guardian's consent).",
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
});
/** The policies a new account accepts (spec §1: 18 or older, 13 to 17 with a guardian's consent). */
function TermsNote() {
  const t = useT(messages);
  return /* @__PURE__ */ a('p', {
    className: 'mb-4 text-xs text-slate-600',
    children: /* @__PURE__ */ a(Rich, {
      text: t.agree,
      parts: {
        terms: /* @__PURE__ */ a(Link, {
          to: '/terms_of_use',
          className: 'font-semibold text-brand-800 underline',
          children: t.terms,
        }),
        privacy: /* @__PURE__ */ a(Link, {
          to: '/privacy-policy',
          className: 'font-semibold text-brand-800 underline',
          children: t.privacy,
        }),
      },
    }),
  });
}
// src/features/auth/use-signup-submit.ts
/**
 * Sends a sign-up form (with the social id it was prefilled from) as useFormSubmit's `send`:
 * the refusal is returned to show. After a sign-up (spec §2, §4) the names are kept and the user
 * goes to /send_email; an account whose e-mail Facebook already confirmed comes back with a token
 * and goes on as after a login.
 */
function useSignupSubmit(signup, socialId) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (body) => {
    const e = await signup({
      ...body,
      ...(socialId ? { social_id: socialId } : {}),
    });
    if (e.status.code !== Code.OK) return e;
    const { user, token } = e.entity;
    if (token && user.verified) {
      queryClient.clear();
      auth.signIn(token, user);
      navigate(afterLogin(user), { replace: true });
      return;
    }
    rememberPending(user);
    navigate('/send_email', { state: { fromSignup: true } });
  };
}
// src/features/auth/api/get-social-details.ts
/** GET /account/user/{id}: what Facebook told us, to prefill a sign-up form once. */
var getSocialDetails = (id, signal) => unwrap(api('GET', `/account/user/${encodeURIComponent(id)}`, void 0, { signal }));
function useSocialDetails(id) {
  return useQuery({
    queryKey: ['accounts', 'social', id],
    queryFn: ({ signal }) => getSocialDetails(id, signal),
    enabled: !!id,
    staleTime: Infinity,
    retry: false,
  });
}
// src/features/auth/use-social-prefill.ts
/**
 * The sign-up forms are prefilled once from the social-login details (spec §4): ?id= in the
 * address, as the Facebook callback leaves it. Returns the id to send with the sign-up.
 */
function useSocialPrefill(apply) {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const socialId = raw && /^[a-z0-9]{8,40}$/.test(raw) ? raw : null;
  const details = useSocialDetails(socialId);
  const done = T(false);
  A(() => {
    if (done.current || !details.data) return;
    done.current = true;
    apply(details.data.user);
  }, [details.data, apply]);
  return {
    socialId: details.isError ? null : socialId,
    expired: details.isError,
  };
}
export { SignupShell as i, useSignupSubmit as n, TermsNote as r, useSocialPrefill as t };
