import { I as $, N as d, O as A, b as a, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { A as api, C as Spinner, J as useParams, L as Msg, W as Link, b as Button, x as buttonClass } from '../entry-server.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { t as Code } from './status-ClvZbWz5.js';
import { o as Delay } from './constants-DBX7dDmi.js';
import { t as AccountMsg } from './messages-BJG9K-nq.js';
import { c as resetPasswordSchema } from './schemas-BqgkfbeI.js';
import { r as FormError } from './field-BhGmjKt2.js';
import { n as useFormSubmit } from './forms-CuVYEf0F.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { t as AuthShell } from './auth-shell-Cxb9pKPu.js';
import { t as PasswordField } from './password-field-C39WHVLN.js';
import { t as StatusPanel } from './status-panel-CN7cuanP.js';
// src/features/auth/api/reset-password.ts
/** GET /account/resetpassword/{token}: is the link still usable? */
var checkResetToken = (token) => api('GET', `/account/resetpassword/${encodeURIComponent(token)}`);
/** POST /account/resetpassword {pass, cpass, token}. */
var resetPassword = (body) => api('POST', '/account/resetpassword', body);
var useResetPassword = () => useMutation({ mutationFn: resetPassword });
// src/features/auth/reset-password-page.tsx
var messages = i18n('auth/reset-password-page', {
  title: 'Choose a new password',
  checking: 'Checking your link…',
  linkRule: 'Reset links work once, for 1 hour. Ask for a new one.',
  newLink: 'Send me a new link',
  toSignIn: 'Taking you to sign in…',
  password: 'New password',
  confirm: 'Confirm new password',
  submit: 'Reset password',
});
/**
 * /reset_password/{token} (spec §4, §5): the token is taken from the route after 2 s and checked;
 * the two fields with the spec's mismatch message; success → full-page redirect to /signin after 2 s.
 */
function ResetPasswordPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { token: routeToken = '' } = useParams();
  const [token, setToken] = d(null);
  const [stage, setStage] = d('checking');
  const reset = useResetPassword();
  const form = useForm({
    resolver: u(resetPasswordSchema),
    defaultValues: {
      pass: '',
      cpass: '',
      token: '',
    },
  });
  A(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const e = await checkResetToken(routeToken);
      if (!live) return;
      setToken(routeToken);
      form.setValue('token', routeToken);
      setStage(e.status.code === Code.OK ? 'form' : 'invalid');
    }, Delay.redirectMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [routeToken, form]);
  A(() => {
    if (stage !== 'done') return;
    const timer = setTimeout(() => window.location.assign('/signin'), Delay.redirectMs);
    return () => clearTimeout(timer);
  }, [stage]);
  const { onSubmit, formError } = useFormSubmit(form, ['pass', 'cpass'], async (values) => {
    const e = await reset.mutateAsync({
      ...values,
      token: token ?? '',
    });
    if (e.status.code === Code.OK) return setStage('done');
    if (e.status.code === Code.NOT_FOUND) return setStage('invalid');
    return e;
  });
  return /* @__PURE__ */ a(AuthShell, {
    title: t.title,
    children: [
      stage === 'checking' &&
        /* @__PURE__ */ a('p', {
          className: 'flex items-center gap-3 text-slate-700',
          role: 'status',
          children: [/* @__PURE__ */ a(Spinner, { small: true }), ' ', t.checking],
        }),
      stage === 'invalid' &&
        /* @__PURE__ */ a($, {
          children: [
            /* @__PURE__ */ a(StatusPanel, {
              ok: false,
              title: tr(AccountMsg.tokenInvalid),
              children: t.linkRule,
            }),
            /* @__PURE__ */ a(Link, {
              to: '/forgot_password',
              className: buttonClass('primary', 'mt-6 w-full sm:w-auto'),
              children: t.newLink,
            }),
          ],
        }),
      stage === 'done' &&
        /* @__PURE__ */ a(StatusPanel, {
          ok: true,
          title: tr(AccountMsg.resetDone),
          children: t.toSignIn,
        }),
      stage === 'form' &&
        /* @__PURE__ */ a('form', {
          onSubmit,
          noValidate: true,
          children: [
            /* @__PURE__ */ a(FormError, { message: formError }),
            /* @__PURE__ */ a(PasswordField, {
              label: t.password,
              autoComplete: 'new-password',
              hint: Msg.password,
              error: form.formState.errors.pass?.message,
              ...form.register('pass'),
            }),
            /* @__PURE__ */ a(PasswordField, {
              label: t.confirm,
              autoComplete: 'new-password',
              error: form.formState.errors.cpass?.message,
              ...form.register('cpass'),
            }),
            /* @__PURE__ */ a(Button, {
              type: 'submit',
              loading: reset.isPending,
              className: 'w-full',
              children: t.submit,
            }),
          ],
        }),
    ],
  });
}
export { ResetPasswordPage as default, messages };
