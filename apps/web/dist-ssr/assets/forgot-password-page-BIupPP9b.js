import { N as d, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { A as api, W as Link, b as Button } from '../entry-server.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { t as Code } from './status-ClvZbWz5.js';
import { n as forgotPasswordSchema } from './schemas-BqgkfbeI.js';
import { n as EmailField, r as FormError } from './field-BhGmjKt2.js';
import { n as useFormSubmit } from './forms-CuVYEf0F.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { t as AuthShell } from './auth-shell-Cxb9pKPu.js';
import { t as StatusPanel } from './status-panel-CN7cuanP.js';
// src/features/auth/api/forgot-password.ts
/** POST /account/emailtoresetpassword {email}. */
var forgotPassword = (body) => api('POST', '/account/emailtoresetpassword', body);
var useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
// src/features/auth/forgot-password-page.tsx
var messages = i18n('auth/forgot-password-page', {
  title: 'Forgot your password?',
  intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  checkEmail: 'Check your email',
  linkWorks: 'The link works for 1 hour.',
  send: 'Send me a reset link',
  remembered: 'Remembered it?',
  back: 'Back to sign in',
});
/** /forgot_password (spec §5: e-mail required and valid); the header menus are hidden here. */
function ForgotPasswordPage() {
  const t = useT(messages);
  const forgot = useForgotPassword();
  const [sent, setSent] = d(null);
  const form = useForm({
    resolver: u(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { onSubmit, formError } = useFormSubmit(form, ['email'], async (values) => {
    const e = await forgot.mutateAsync(values);
    if (e.status.code !== Code.OK) return e;
    setSent(e.status.desc);
  });
  return /* @__PURE__ */ a(AuthShell, {
    title: t.title,
    intro: sent ? void 0 : t.intro,
    children: [
      sent
        ? /* @__PURE__ */ a(StatusPanel, {
            ok: true,
            title: t.checkEmail,
            children: [sent, ' ', t.linkWorks],
          })
        : /* @__PURE__ */ a('form', {
            onSubmit,
            noValidate: true,
            children: [
              /* @__PURE__ */ a(FormError, { message: formError }),
              /* @__PURE__ */ a(EmailField, {
                error: form.formState.errors.email?.message,
                ...form.register('email'),
              }),
              /* @__PURE__ */ a(Button, {
                type: 'submit',
                loading: forgot.isPending,
                className: 'w-full',
                children: t.send,
              }),
            ],
          }),
      /* @__PURE__ */ a('p', {
        className: 'mt-6 text-center text-sm text-slate-600',
        children: [
          t.remembered,
          ' ',
          /* @__PURE__ */ a(Link, {
            to: '/signin',
            className: 'font-semibold text-brand-800 underline-offset-2 hover:underline',
            children: t.back,
          }),
        ],
      }),
    ],
  });
}
export { ForgotPasswordPage as default, messages };
