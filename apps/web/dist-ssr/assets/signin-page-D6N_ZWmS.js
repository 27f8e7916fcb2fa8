import { I as $, N as d, O as A, b as a, j as T, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  A as api,
  C as Spinner,
  E as auth,
  K as useLocation,
  W as Link,
  Y as useSearchParams,
  b as Button,
  q as useNavigate,
} from '../entry-server.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { t as AccountMsg } from './messages-BJG9K-nq.js';
import { l as signinSchema } from './schemas-BqgkfbeI.js';
import { n as EmailField, r as FormError, s as TextField } from './field-BhGmjKt2.js';
import { n as useFormSubmit } from './forms-CuVYEf0F.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { t as AuthShell } from './auth-shell-Cxb9pKPu.js';
import { t as FacebookButton } from './facebook-button-Dd34AF9f.js';
import { t as PasswordField } from './password-field-C39WHVLN.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as Code } from './status-ClvZbWz5.js';
import { r as rememberPending, t as afterLogin } from './session-8w-5CX-r.js';
import { t as startAuthentication } from './esm-BCUFg-K8.js';
// src/features/auth/api/login.ts
/** POST /account/login: 100 with user and token, 109 with the user only (e-mail not verified). */
var login = (body) => api('POST', '/account/login', body);
var useLogin = () => useMutation({ mutationFn: login });
// src/features/auth/api/facebook-session.ts
/** POST /account/facebook/session {code}: the one-time code of the /signin link, for a session. */
var facebookSession = (code) => api('POST', '/account/facebook/session', { code });
// src/features/auth/use-finish-login.ts
/**
 * What happens after a sign-in reply (spec §2 and §4): 109 → /send_email without a token; 100 →
 * token and user stored, then back where a private route sent the user from, or else /admin for
 * an administrator, /upload_profile_photo when there is no photo and /profile otherwise. Returns false on failure.
 */
function useFinishLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = location.state ?? {};
  return (e) => {
    if (e.status.code === Code.EMAIL_NOT_VERIFIED && e.entity?.user) {
      rememberPending(e.entity.user);
      navigate('/send_email', { state: { fromLogin: true } });
      return true;
    }
    if (e.status.code !== Code.OK || !('token' in e.entity)) return false;
    queryClient.clear();
    auth.signIn(e.entity.token, e.entity.user);
    const next = from.from && from.from.startsWith('/') && !from.from.startsWith('//') && from.from !== '/signin' ? from.from : null;
    if (next)
      navigate(next, {
        replace: true,
        state: from.fromState,
      });
    else navigate(afterLogin(e.entity.user), { replace: true });
    return true;
  };
}
// src/features/auth/api/second-factor-login.ts
/** The second step of sign-in (code 110's ticket): an app or recovery code, or a passkey (docs/decisions/086). */
var loginWithCode = (ticket, code) =>
  api('POST', '/account/login/second-factor', {
    ticket,
    code,
  });
var loginPasskeyOptions = (ticket) => api('POST', '/account/login/passkey/options', { ticket });
var loginWithPasskey = (ticket, response) =>
  api('POST', '/account/login/passkey', {
    ticket,
    response,
  });
// src/features/auth/components/second-factor-step.tsx
var messages$1 = i18n('auth/second-factor-step', {
  title: 'Second step',
  intro: 'Your account has a second factor. Enter the 6-digit code from your authenticator app, or use your passkey.',
  code: 'Code from your app, or a recovery code',
  verify: 'Verify',
  passkey: 'Use a passkey',
  or: 'or',
  passkeyFailed: 'The passkey was not used. Try again, or enter a code.',
  back: 'Start again',
});
/**
 * Sign-in's second step (issue 28, docs/decisions/086): the password answered 110 with a ticket;
 * an app code, a recovery code or a passkey turns it into the session, which `onDone` finishes.
 */
function SecondFactorStep({ challenge, onDone, onRestart }) {
  const t = useT(messages$1);
  const [code, setCode] = d('');
  const [error, setError] = d(null);
  const [busy, setBusy] = d(false);
  const answer = (e) => {
    if (e.status.code === Code.OK && onDone(e)) return;
    const errors = e.entity?.errors;
    setError((errors && Object.values(errors)[0]) ?? e.status.desc);
  };
  const submit = async (ev) => {
    ev.preventDefault();
    setBusy(true);
    try {
      answer(await loginWithCode(challenge.ticket, code.trim()));
    } finally {
      setBusy(false);
    }
  };
  const passkey = async () => {
    setBusy(true);
    setError(null);
    try {
      const o = await loginPasskeyOptions(challenge.ticket);
      if (o.status.code !== Code.OK) return setError(o.status.desc);
      let response;
      try {
        response = await startAuthentication({ optionsJSON: o.entity });
      } catch {
        return setError(t.passkeyFailed);
      }
      answer(await loginWithPasskey(challenge.ticket, response));
    } finally {
      setBusy(false);
    }
  };
  return /* @__PURE__ */ a('div', {
    children: [
      /* @__PURE__ */ a('h2', {
        className: 'text-lg font-bold text-slate-900',
        children: t.title,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 mb-4 text-sm text-slate-600',
        children: t.intro,
      }),
      /* @__PURE__ */ a(FormError, { message: error }),
      /* @__PURE__ */ a('form', {
        onSubmit: submit,
        noValidate: true,
        children: [
          /* @__PURE__ */ a(TextField, {
            label: t.code,
            autoComplete: 'one-time-code',
            autoFocus: true,
            maxLength: 20,
            value: code,
            onInput: (e) => setCode(e.target.value),
          }),
          /* @__PURE__ */ a(Button, {
            type: 'submit',
            loading: busy,
            className: 'w-full',
            children: t.verify,
          }),
        ],
      }),
      challenge.methods.includes('passkey') &&
        /* @__PURE__ */ a($, {
          children: [
            /* @__PURE__ */ a('p', {
              className: 'my-3 text-center text-sm text-slate-500',
              children: t.or,
            }),
            /* @__PURE__ */ a(Button, {
              variant: 'secondary',
              className: 'w-full',
              onClick: passkey,
              disabled: busy,
              children: t.passkey,
            }),
          ],
        }),
      /* @__PURE__ */ a('button', {
        type: 'button',
        onClick: onRestart,
        className: 'mt-4 py-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline',
        children: t.back,
      }),
    ],
  });
}
// src/features/auth/signin-page.tsx
var messages = i18n('auth/signin-page', {
  signingIn: 'Signing you in',
  withFacebook: 'Signing you in with Facebook…',
  title: 'Sign in',
  intro: 'Welcome back. Sign in to manage your campaigns and donations.',
  startTitle: 'Sign in to start your campaign',
  startIntro: 'Once you are signed in, the campaign form opens. New to Ireti? Create a free account first.',
  password: 'Password',
  remember: 'Remember Me',
  forgot: 'Forgot password?',
  submit: 'Sign In',
  newHere: 'New to Ireti?',
  create: 'Create an account',
});
var socialErrors = {
  cancelled: AccountMsg.facebookCancelled,
  failed: AccountMsg.facebookFailed,
  off: AccountMsg.facebookOff,
};
function SigninPage() {
  const t = useT(messages);
  const [params, setParams] = useSearchParams();
  const finish = useFinishLogin();
  const login = useLogin();
  const [viaFacebook, setViaFacebook] = d(() => !!params.get('fb'));
  const toStart = (useLocation().state?.from ?? '').startsWith('/create_campaigns');
  const [challenge, setChallenge] = d(null);
  const askedForFactor = (e) => {
    if (e.status.code !== Code.SECOND_FACTOR_REQUIRED) return false;
    setChallenge(e.entity.second_factor);
    return true;
  };
  const form = useForm({
    resolver: u(signinSchema),
    defaultValues: {
      email: '',
      password: '',
      remember: false,
    },
  });
  const { errors } = form.formState;
  const { onSubmit, formError, setFormError } = useFormSubmit(
    form,
    ['email', 'password'],
    async (values) => {
      const e = await login.mutateAsync(values);
      if (askedForFactor(e)) return void 0;
      return finish(e) ? void 0 : e;
    },
    { initialError: socialErrors[params.get('social_error') ?? ''] ?? null },
  );
  const swapped = T(false);
  A(() => {
    const code = params.get('fb');
    if (!code || swapped.current) return;
    swapped.current = true;
    facebookSession(code).then((e) => {
      if (finish(e)) return;
      if (askedForFactor(e)) {
        setViaFacebook(false);
        return;
      }
      setViaFacebook(false);
      setFormError(e.status.desc);
      setParams({}, { replace: true });
    });
  }, [params, finish, setParams, setFormError]);
  if (viaFacebook)
    return /* @__PURE__ */ a(AuthShell, {
      title: t.signingIn,
      children: /* @__PURE__ */ a('p', {
        className: 'flex items-center gap-3 text-slate-700',
        children: [/* @__PURE__ */ a(Spinner, { small: true }), ' ', t.withFacebook],
      }),
    });
  if (challenge)
    return /* @__PURE__ */ a(AuthShell, {
      title: t.title,
      children: /* @__PURE__ */ a(SecondFactorStep, {
        challenge,
        onDone: finish,
        onRestart: () => setChallenge(null),
      }),
    });
  return /* @__PURE__ */ a(AuthShell, {
    title: toStart ? t.startTitle : t.title,
    intro: toStart ? t.startIntro : t.intro,
    children: [
      /* @__PURE__ */ a(FacebookButton, { intent: 'login' }),
      /* @__PURE__ */ a('form', {
        onSubmit,
        noValidate: true,
        children: [
          /* @__PURE__ */ a(FormError, { message: formError }),
          /* @__PURE__ */ a(EmailField, {
            error: errors.email?.message,
            ...form.register('email'),
          }),
          /* @__PURE__ */ a(PasswordField, {
            label: t.password,
            autoComplete: 'current-password',
            error: errors.password?.message,
            ...form.register('password'),
          }),
          /* @__PURE__ */ a('div', {
            className: 'mb-5 flex flex-wrap items-center justify-between gap-3',
            children: [
              /* @__PURE__ */ a('label', {
                className: 'flex min-h-11 items-center gap-2 text-sm text-slate-700',
                children: [
                  /* @__PURE__ */ a('input', {
                    type: 'checkbox',
                    className: 'h-5 w-5 rounded border-slate-300 accent-brand-700',
                    ...form.register('remember'),
                  }),
                  t.remember,
                ],
              }),
              /* @__PURE__ */ a(Link, {
                to: '/forgot_password',
                className: 'py-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline',
                children: t.forgot,
              }),
            ],
          }),
          /* @__PURE__ */ a(Button, {
            type: 'submit',
            loading: login.isPending,
            className: 'w-full',
            children: t.submit,
          }),
        ],
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-6 text-center text-sm text-slate-600',
        children: [
          t.newHere,
          ' ',
          /* @__PURE__ */ a(Link, {
            to: '/signup',
            className: 'font-semibold text-brand-800 underline-offset-2 hover:underline',
            children: t.create,
          }),
        ],
      }),
    ],
  });
}
export { SigninPage as default, messages };
