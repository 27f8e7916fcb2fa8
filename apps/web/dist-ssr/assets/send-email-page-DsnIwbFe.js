import { N as d, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { W as Link, b as Button, m as toast, x as buttonClass } from '../entry-server.js';
import { t as Code } from './status-ClvZbWz5.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { t as useResendVerification } from './resend-verification-DJksMNSg.js';
import { t as AuthShell } from './auth-shell-Cxb9pKPu.js';
import { n as pendingUser } from './session-8w-5CX-r.js';
// src/features/auth/send-email-page.tsx
var messages = i18n('auth/send-email-page', {
  title: 'Check your email',
  hello: params('Hello {name},'),
  helloThere: 'Hello there,',
  sent: 'We sent a verification mail to {email}. Open the link in it to verify your account; it works for 24 hours.',
  yourAddress: 'your email address',
  spam: "Can't find it? Look in your spam or promotions folder.",
  again: 'Send the mail again',
  signIn: 'Go to sign in',
});
/** /send_email (spec §2): a verification mail was sent; greets the user by first name. */
function SendEmailPage() {
  const t = useT(messages);
  const [pending] = d(pendingUser);
  const resend = useResendVerification();
  const [sentAgain, setSentAgain] = d(null);
  const name = pending ? (pending.is_organization ? pending.organization_name : pending.first_name) : null;
  const again = async () => {
    if (!pending) return;
    const e = await resend.mutateAsync({ email: pending.email });
    if (e.status.code === Code.OK) setSentAgain(e.status.desc);
    else toast.error(e.status.desc);
  };
  return /* @__PURE__ */ a(AuthShell, {
    title: t.title,
    children: /* @__PURE__ */ a('div', {
      className: 'flex flex-col items-center text-center',
      children: [
        /* @__PURE__ */ a('span', {
          'aria-hidden': 'true',
          className: 'flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800',
          children: /* @__PURE__ */ a('svg', {
            viewBox: '0 0 24 24',
            className: 'h-8 w-8',
            fill: 'currentColor',
            children: /* @__PURE__ */ a('path', {
              d: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.3 7 12 11.5 18.7 7z',
            }),
          }),
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-4 text-xl font-bold text-slate-900',
          children: name ? t.hello({ name }) : t.helloThere,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-2 text-slate-700',
          children: /* @__PURE__ */ a(Rich, {
            text: t.sent,
            parts: {
              email: pending
                ? /* @__PURE__ */ a('strong', {
                    className: 'break-all text-slate-900',
                    children: pending.email,
                  })
                : t.yourAddress,
            },
          }),
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-2 text-sm text-slate-600',
          children: t.spam,
        }),
        sentAgain &&
          /* @__PURE__ */ a('p', {
            role: 'status',
            className: 'mt-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900',
            children: sentAgain,
          }),
        /* @__PURE__ */ a('div', {
          className: 'mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center',
          children: [
            pending &&
              /* @__PURE__ */ a(Button, {
                type: 'button',
                variant: 'secondary',
                loading: resend.isPending,
                onClick: () => void again(),
                children: t.again,
              }),
            /* @__PURE__ */ a(Link, {
              to: '/signin',
              className: buttonClass('primary'),
              children: t.signIn,
            }),
          ],
        }),
      ],
    }),
  });
}
export { SendEmailPage as default, messages };
