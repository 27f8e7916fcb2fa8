import { N as d, O as A, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { A as api, E as auth, S as PageSpinner, W as Link, b as Button, q as useNavigate, x as buttonClass } from '../entry-server.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as Code } from './status-ClvZbWz5.js';
import { o as Delay } from './constants-DBX7dDmi.js';
import { t as AccountMsg } from './messages-BJG9K-nq.js';
import { a as phoneCodeSchema } from './schemas-BqgkfbeI.js';
import { r as FormError, s as TextField } from './field-BhGmjKt2.js';
import { n as useFormSubmit, t as serverErrors } from './forms-CuVYEf0F.js';
import { r as useAccount, t as accountKey } from './get-account-BItFdri6.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { t as AuthShell } from './auth-shell-Cxb9pKPu.js';
import { t as StatusPanel } from './status-panel-CN7cuanP.js';
// src/features/auth/api/confirm-phone.ts
/** PUT /account/mobile/verify {code}. */
var confirmPhone = (body) => api('PUT', '/account/mobile/verify', body);
var useConfirmPhone = () => useMutation({ mutationFn: confirmPhone });
// src/features/auth/api/send-phone-code.ts
/** POST /account/mobile/code: a 6-digit code by SMS to the account's mobile. */
var sendPhoneCode = () => api('POST', '/account/mobile/code');
var useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
// src/features/auth/confirm-phone-page.tsx
var messages = i18n('auth/confirm-phone-page', {
  title: 'Confirm your phone',
  toProfile: 'Taking you to your profile…',
  goProfile: 'Go to my profile',
  addNumber: 'Add my number',
  intro: 'We will send a 6-digit code by SMS to {mobile}.',
  sent: params('{desc}: {mobile}. It works for {minutes} minutes.'),
  code: '6-digit code',
  newCodeIn: 'Send a new code in {time}',
  newCode: 'Send a new code',
  confirm: 'Confirm',
  changeNumber: 'Not your number? Change it',
  send: 'Send me the code',
});
/** Whole seconds left until `until` (a Date.now() time), re-rendering every second; 0 once passed. */
function useSecondsLeft(until) {
  const [, setTick] = d(0);
  A(() => {
    if (!until) return;
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (Date.now() >= until) clearInterval(timer);
    }, 1e3);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - Date.now()) / 1e3)) : 0;
}
var clock = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
/**
 * /confirm_phone (spec §2): a 6-digit code by SMS confirms the account's mobile number. A right
 * code puts the confirmed account in the cache at once (header, profile), says so and goes on to
 * /profile after 2 s; a wrong or expired code says which under the field. A new code may be asked
 * for when the API allows it (once a minute, 3 per 15 minutes): the button counts down until then.
 */
function ConfirmPhonePage() {
  const t = useT(messages);
  const tr = useLocalise();
  const account = useAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [sentTo, setSentTo] = d(null);
  const [note, setNote] = d(null);
  const [resendAt, setResendAt] = d(null);
  const [justConfirmed, setJustConfirmed] = d(false);
  const wait = useSecondsLeft(resendAt);
  const form = useForm({
    resolver: u(phoneCodeSchema),
    defaultValues: { code: '' },
  });
  const { onSubmit, formError, setFormError } = useFormSubmit(form, ['code'], async (values) => {
    const e = await confirm.mutateAsync(values);
    const wrong = serverErrors(e).code;
    if (wrong)
      return void form.setError(
        'code',
        {
          type: 'server',
          message: wrong,
        },
        { shouldFocus: true },
      );
    if (e.status.code !== Code.OK) return e;
    const user = e.entity;
    auth.setUser(user);
    queryClient.setQueryData(accountKey, user);
    setJustConfirmed(true);
  });
  const user = account.data;
  const settings = user?.is_organization ? '/profile_setting/organization' : '/profile_setting/individual';
  A(() => {
    if (!justConfirmed) return;
    const timer = setTimeout(() => navigate('/profile'), Delay.redirectMs);
    return () => clearTimeout(timer);
  }, [justConfirmed, navigate]);
  const sendCode = async () => {
    setFormError(null);
    const e = await send.mutateAsync();
    if (e.status.code === Code.OK) {
      setSentTo(e.entity.mobile);
      setResendAt(Date.now() + e.entity.resend_in * 1e3);
      setNote({
        desc: e.status.desc,
        mobile: e.entity.mobile,
        minutes: Math.round(e.entity.expires_in / 60),
      });
      form.setFocus('code');
      return;
    }
    const retry = e.entity?.retry_in;
    if (e.status.code === Code.TOO_MANY_REQUESTS && retry) {
      setSentTo((s) => s ?? user?.mobile ?? '');
      setResendAt(Date.now() + retry * 1e3);
    }
    setFormError(e.status.desc);
  };
  if (!user) return /* @__PURE__ */ a(PageSpinner, {});
  if (user.mobile_verified)
    return /* @__PURE__ */ a(AuthShell, {
      title: t.title,
      children: [
        /* @__PURE__ */ a(StatusPanel, {
          ok: true,
          title: tr(AccountMsg.mobileConfirmed),
          children: [
            /* @__PURE__ */ a('p', { children: user.mobile }),
            justConfirmed &&
              /* @__PURE__ */ a('p', {
                className: 'mt-1',
                children: t.toProfile,
              }),
          ],
        }),
        /* @__PURE__ */ a(Link, {
          to: '/profile',
          className: buttonClass('primary', 'mt-6'),
          children: t.goProfile,
        }),
      ],
    });
  if (!user.mobile)
    return /* @__PURE__ */ a(AuthShell, {
      title: t.title,
      children: [
        /* @__PURE__ */ a(StatusPanel, {
          ok: false,
          title: tr(AccountMsg.noMobile),
        }),
        /* @__PURE__ */ a(Link, {
          to: settings,
          className: buttonClass('primary', 'mt-6'),
          children: t.addNumber,
        }),
      ],
    });
  return /* @__PURE__ */ a(AuthShell, {
    title: t.title,
    intro: /* @__PURE__ */ a(Rich, {
      text: t.intro,
      parts: {
        mobile: /* @__PURE__ */ a('strong', {
          className: 'text-slate-900',
          children: user.mobile,
        }),
      },
    }),
    children: [
      /* @__PURE__ */ a(FormError, { message: formError }),
      note &&
        /* @__PURE__ */ a('p', {
          role: 'status',
          className: 'mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900',
          children: t.sent(note),
        }),
      sentTo !== null
        ? /* @__PURE__ */ a('form', {
            onSubmit,
            noValidate: true,
            children: [
              /* @__PURE__ */ a(TextField, {
                label: t.code,
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: 6,
                className:
                  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-center font-mono text-2xl tracking-[0.5em] text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
                error: form.formState.errors.code?.message,
                ...form.register('code'),
              }),
              /* @__PURE__ */ a('div', {
                className: 'flex flex-col gap-3 sm:flex-row sm:justify-between',
                children: [
                  /* @__PURE__ */ a(Button, {
                    type: 'button',
                    variant: 'ghost',
                    loading: send.isPending,
                    disabled: wait > 0,
                    onClick: () => void sendCode(),
                    children:
                      wait > 0
                        ? /* @__PURE__ */ a(Rich, {
                            text: t.newCodeIn,
                            parts: {
                              time: /* @__PURE__ */ a('span', {
                                className: 'tabular-nums',
                                children: clock(wait),
                              }),
                            },
                          })
                        : t.newCode,
                  }),
                  /* @__PURE__ */ a(Button, {
                    type: 'submit',
                    loading: confirm.isPending,
                    children: t.confirm,
                  }),
                ],
              }),
            ],
          })
        : /* @__PURE__ */ a('div', {
            className: 'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between',
            children: [
              /* @__PURE__ */ a(Link, {
                to: settings,
                className: 'text-sm font-semibold text-brand-800 underline-offset-2 hover:underline',
                children: t.changeNumber,
              }),
              /* @__PURE__ */ a(Button, {
                type: 'button',
                className: 'shrink-0',
                loading: send.isPending,
                onClick: () => void sendCode(),
                children: t.send,
              }),
            ],
          }),
    ],
  });
}
export { ConfirmPhonePage as default, messages };
