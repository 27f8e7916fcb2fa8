import { I as $, N as d, O as A, b as a, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  A as api,
  D as useAuth,
  H as useQuery,
  J as useParams,
  L as Msg,
  S as PageSpinner,
  W as Link,
  b as Button,
  x as buttonClass,
} from '../entry-server.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as Code } from './status-ClvZbWz5.js';
import { n as forgotPasswordSchema } from './schemas-BqgkfbeI.js';
import { n as EmailField, r as FormError } from './field-BhGmjKt2.js';
import { t as accountKey } from './get-account-BItFdri6.js';
import { t as useResendVerification } from './resend-verification-DJksMNSg.js';
import { t as AuthShell } from './auth-shell-Cxb9pKPu.js';
import { t as StatusPanel } from './status-panel-CN7cuanP.js';
// src/features/auth/api/verify-email.ts
/** PUT /account/verify {token}: success or the failure the page shows in red. Asked once per token. */
var verifyEmail = (token) => api('PUT', '/account/verify', { token });
function useVerifyEmail(token) {
  return useQuery({
    queryKey: ['accounts', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
// src/features/auth/verify-email-page.tsx
var messages = i18n('auth/verify-email-page', {
  title: 'Email verification',
  enterAddress: 'Enter the address you signed up with and we will send a new link.',
  sendLink: 'Send a new link',
  toProfile: 'GO TO MY PROFILE',
  login: 'LOGIN',
  resend: 'RESEND EMAIL',
});
/** A new link by address, when the failed link itself is unknown. */
function ResendByEmail() {
  const t = useT(messages);
  const resend = useResendVerification();
  const [done, setDone] = d(null);
  const [error, setError] = d(null);
  const form = useForm({
    resolver: u(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(
    async (v) => {
      const e = await resend.mutateAsync(v);
      if (e.status.code === Code.OK) setDone(e.status.desc);
      else setError(e.status.desc);
    },
    () => setError(Msg.formInvalid),
  );
  if (done)
    return /* @__PURE__ */ a(StatusPanel, {
      ok: true,
      title: done,
    });
  return /* @__PURE__ */ a('form', {
    onSubmit: submit,
    noValidate: true,
    className: 'mt-4',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'mb-3 text-sm text-slate-700',
        children: t.enterAddress,
      }),
      /* @__PURE__ */ a(FormError, { message: error }),
      /* @__PURE__ */ a(EmailField, {
        error: form.formState.errors.email?.message,
        ...form.register('email'),
      }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        loading: resend.isPending,
        children: t.sendLink,
      }),
    ],
  });
}
/** /verify_email/{token} (spec §2, §8): loading, then success in green with LOGIN, or failure in red with RESEND EMAIL. */
function VerifyEmailPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { token = '' } = useParams();
  const { token: session } = useAuth();
  const queryClient = useQueryClient();
  const result = useVerifyEmail(token);
  const resend = useResendVerification();
  const [resent, setResent] = d(null);
  const [askEmail, setAskEmail] = d(false);
  const ok = result.data?.status.code === Code.OK;
  A(() => {
    if (ok && session) queryClient.invalidateQueries({ queryKey: accountKey });
  }, [ok, session, queryClient]);
  const again = async () => {
    const e = await resend.mutateAsync({ token });
    if (e.status.code === Code.OK)
      setResent({
        ok: true,
        message: e.status.desc,
      });
    else if (e.status.code === Code.NOT_FOUND || e.status.code === Code.VALIDATION) setAskEmail(true);
    else
      setResent({
        ok: false,
        message: e.status.desc,
      });
  };
  return /* @__PURE__ */ a(AuthShell, {
    title: t.title,
    children: result.isPending
      ? /* @__PURE__ */ a(PageSpinner, {})
      : ok
        ? /* @__PURE__ */ a($, {
            children: [
              /* @__PURE__ */ a(StatusPanel, {
                ok: true,
                title: tr(Msg.emailVerifySuccess),
              }),
              /* @__PURE__ */ a(Link, {
                to: session ? '/profile' : '/signin',
                className: buttonClass('primary', 'mt-6 w-full sm:w-auto'),
                children: session ? t.toProfile : t.login,
              }),
            ],
          })
        : /* @__PURE__ */ a($, {
            children: [
              /* @__PURE__ */ a(StatusPanel, {
                ok: false,
                title: tr(Msg.emailVerifyFailed),
                children: result.data?.status.code === Code.CONFLICT ? result.data.status.desc : null,
              }),
              resent
                ? /* @__PURE__ */ a('div', {
                    className: 'mt-4',
                    children: /* @__PURE__ */ a(StatusPanel, {
                      ok: resent.ok,
                      title: resent.message,
                    }),
                  })
                : askEmail
                  ? /* @__PURE__ */ a(ResendByEmail, {})
                  : /* @__PURE__ */ a(Button, {
                      type: 'button',
                      className: 'mt-6 w-full sm:w-auto',
                      loading: resend.isPending,
                      onClick: () => void again(),
                      children: t.resend,
                    }),
            ],
          }),
  });
}
export { VerifyEmailPage as default, messages };
