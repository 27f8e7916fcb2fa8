import { N as d, O as A, b as a, c as params, f as useLocalise, j as T, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  A as api,
  B as displayName,
  C as Spinner,
  D as useAuth,
  L as Msg,
  W as Link,
  b as Button,
  q as useNavigate,
} from '../entry-server.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import {
  i as MobileField,
  l as normalizeNigerianPhone,
  n as EmailField,
  o as TextArea,
  r as FormError,
  s as TextField,
} from './field-BhGmjKt2.js';
import { d as object, t as field } from './rules-Ch6PIl7_.js';
import { t as Code } from './status-ClvZbWz5.js';
import { o as Delay } from './constants-DBX7dDmi.js';
import { n as Page } from './page-D1qYEQFx.js';
import { t as Icon } from './icons-B6PasG8J.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { s as supportEmail } from './policy-D3QFlXg4.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// ../../packages/shared/src/support/schemas.ts
/**
 * Help form (spec §5): email required, at least 4, valid; name, mobile and message required. A
 * Nigerian number however written is kept as +2348031234567 (phone.ts); any other as typed.
 */
var supportSchema = object({
  name: field({
    label: 'Name',
    max: 100,
  }),
  email: field({
    label: 'Email',
    min: 4,
    max: 254,
    email: true,
  }),
  mobile: field({
    label: 'Mobile',
    max: 20,
    normalize: normalizeNigerianPhone,
  }),
  message: field({
    label: 'Message',
    max: 2e3,
    multiline: true,
  }),
});
// src/features/pages/api/send-support-message.ts
/** POST /email/support: the help form. Resolves to the envelope; the form reads its code. */
var sendSupportMessage = (input) => api('POST', '/email/support', input);
function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
// src/features/pages/help-page.tsx
var messages = i18n('pages/help-page', {
  opening: 'Opening the confirmation',
  sent: 'Message sent',
  sentText: 'Thank you. A copy is on its way to your inbox…',
  formTitle: 'Send us a message',
  name: 'Name',
  mobileHint: 'So we can call you back if that is quicker.',
  message: 'Message',
  messageHint: params('{length} / {max} characters. If it is about a campaign, include its link.'),
  send: 'Send message',
  title: 'Help',
  intro: 'Questions about a campaign, a donation, a refund or your account? Write to us — a person reads every message.',
  otherWays: 'Other ways to get help',
  answerTitle: 'We answer within two working days',
  answerText: 'Monday to Friday, 9 am to 5 pm (West Africa Time). You get a copy of your message by e-mail straight away.',
  emailTitle: 'Prefer e-mail?',
  emailText: 'Write to {email}.',
  quickTitle: 'Quick answers',
  quickText: 'Fees, refunds and volunteers are explained in our {faq} and {how}.',
  faq: 'FAQ',
  how: 'how it works',
  worriedTitle: 'Worried about a campaign?',
  worriedText: 'Use Report on the campaign’s page: it goes straight to our review team.',
});
var MESSAGE_MAX = 2e3;
var fields = ['name', 'email', 'mobile', 'message'];
function HelpForm() {
  const t = useT(messages);
  const tr = useLocalise();
  const { user } = useAuth();
  const navigate = useNavigate();
  const send = useSendSupportMessage();
  const [formError, setFormError] = d(null);
  const [sent, setSent] = d(false);
  const timer = T(void 0);
  A(() => () => clearTimeout(timer.current), []);
  const sentRef = T(null);
  A(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: u(supportSchema),
    defaultValues: {
      name: user ? displayName(user) : '',
      email: user ? (user.is_organization ? (user.organization_email ?? user.email) : user.email) : '',
      mobile: user ? ((user.is_organization ? user.organization_mobile : user.mobile) ?? '') : '',
      message: '',
    },
  });
  const messageLength = [...(watch('message') ?? '')].length;
  const onValid = handleSubmit(
    async (values) => {
      setFormError(null);
      const res = await send.mutateAsync(values);
      if (res.status.code === Code.OK) {
        setSent(true);
        timer.current = setTimeout(() => navigate('/support_sent', { state: { name: values.name } }), Delay.redirectMs);
        return;
      }
      if (res.status.code === Code.VALIDATION && res.entity && 'errors' in res.entity)
        for (const f of fields) {
          const m = res.entity.errors[f];
          if (m) setError(f, { message: m }, { shouldFocus: true });
        }
      setFormError(res.status.desc);
    },
    () => setFormError(Msg.formInvalid),
  );
  if (sent)
    return /* @__PURE__ */ a('div', {
      ref: sentRef,
      tabIndex: -1,
      role: 'status',
      className: 'flex items-start gap-3 self-start rounded-xl border border-green-200 bg-green-50 p-6 text-green-900 focus:outline-none',
      children: [
        /* @__PURE__ */ a(Spinner, {
          small: true,
          label: t.opening,
        }),
        /* @__PURE__ */ a('div', {
          children: [
            /* @__PURE__ */ a('p', {
              className: 'text-lg font-bold',
              children: t.sent,
            }),
            /* @__PURE__ */ a('p', {
              className: 'mt-1',
              children: t.sentText,
            }),
          ],
        }),
      ],
    });
  return /* @__PURE__ */ a('form', {
    noValidate: true,
    onSubmit: onValid,
    'aria-labelledby': 'help-form-h',
    className:
      'self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 [&_input]:scroll-mt-24 [&_textarea]:scroll-mt-24',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'help-form-h',
        className: 'mb-4 text-xl font-bold text-slate-900',
        children: t.formTitle,
      }),
      /* @__PURE__ */ a(FormError, { message: formError && tr(formError) }),
      /* @__PURE__ */ a(TextField, {
        label: t.name,
        autoComplete: 'name',
        error: errors.name?.message && tr(errors.name.message),
        ...register('name'),
      }),
      /* @__PURE__ */ a(EmailField, {
        error: errors.email?.message && tr(errors.email.message),
        ...register('email'),
      }),
      /* @__PURE__ */ a(MobileField, {
        error: errors.mobile?.message && tr(errors.mobile.message),
        hint: t.mobileHint,
        ...register('mobile'),
      }),
      /* @__PURE__ */ a(TextArea, {
        label: t.message,
        rows: 6,
        error: errors.message?.message && tr(errors.message.message),
        hint: /* @__PURE__ */ a('span', {
          className: messageLength > MESSAGE_MAX ? 'text-red-700' : void 0,
          children: t.messageHint({
            length: messageLength,
            max: MESSAGE_MAX,
          }),
        }),
        ...register('message'),
      }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        loading: send.isPending,
        className: 'w-full sm:w-auto',
        children: t.send,
      }),
    ],
  });
}
function HelpPage() {
  const t = useT(messages);
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: t.intro,
    width: 'max-w-5xl',
    children: /* @__PURE__ */ a('div', {
      className: 'grid gap-8 md:grid-cols-[3fr_2fr]',
      children: [
        /* @__PURE__ */ a(HelpForm, {}),
        /* @__PURE__ */ a('aside', {
          'aria-labelledby': 'other-help-h',
          className: 'space-y-6',
          children: [
            /* @__PURE__ */ a('h2', {
              id: 'other-help-h',
              className: 'sr-only',
              children: t.otherWays,
            }),
            /* @__PURE__ */ a('div', {
              className: 'flex gap-3',
              children: [
                /* @__PURE__ */ a('span', {
                  className: 'mt-0.5 text-brand-700',
                  children: /* @__PURE__ */ a(Icon, { name: 'clock' }),
                }),
                /* @__PURE__ */ a('div', {
                  children: [
                    /* @__PURE__ */ a('h3', {
                      className: 'font-bold text-slate-900',
                      children: t.answerTitle,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-1 text-sm text-slate-600',
                      children: t.answerText,
                    }),
                  ],
                }),
              ],
            }),
            /* @__PURE__ */ a('div', {
              className: 'flex gap-3',
              children: [
                /* @__PURE__ */ a('span', {
                  className: 'mt-0.5 text-brand-700',
                  children: /* @__PURE__ */ a(Icon, { name: 'mail' }),
                }),
                /* @__PURE__ */ a('div', {
                  children: [
                    /* @__PURE__ */ a('h3', {
                      className: 'font-bold text-slate-900',
                      children: t.emailTitle,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-1 text-sm text-slate-600',
                      children: /* @__PURE__ */ a(Rich, {
                        text: t.emailText,
                        parts: {
                          email: /* @__PURE__ */ a('a', {
                            href: `mailto:${supportEmail}`,
                            className: 'font-semibold text-brand-700 underline',
                            children: supportEmail,
                          }),
                        },
                      }),
                    }),
                  ],
                }),
              ],
            }),
            /* @__PURE__ */ a('div', {
              className: 'flex gap-3',
              children: [
                /* @__PURE__ */ a('span', {
                  className: 'mt-0.5 text-brand-700',
                  children: /* @__PURE__ */ a(Icon, { name: 'search' }),
                }),
                /* @__PURE__ */ a('div', {
                  children: [
                    /* @__PURE__ */ a('h3', {
                      className: 'font-bold text-slate-900',
                      children: t.quickTitle,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-1 text-sm text-slate-600',
                      children: /* @__PURE__ */ a(Rich, {
                        text: t.quickText,
                        parts: {
                          faq: /* @__PURE__ */ a(Link, {
                            to: '/faq',
                            className: 'font-semibold text-brand-700 underline',
                            children: t.faq,
                          }),
                          how: /* @__PURE__ */ a(Link, {
                            to: '/how_it_works',
                            className: 'font-semibold text-brand-700 underline',
                            children: t.how,
                          }),
                        },
                      }),
                    }),
                  ],
                }),
              ],
            }),
            /* @__PURE__ */ a('div', {
              className: 'flex gap-3',
              children: [
                /* @__PURE__ */ a('span', {
                  className: 'mt-0.5 text-brand-700',
                  children: /* @__PURE__ */ a(Icon, { name: 'flag' }),
                }),
                /* @__PURE__ */ a('div', {
                  children: [
                    /* @__PURE__ */ a('h3', {
                      className: 'font-bold text-slate-900',
                      children: t.worriedTitle,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-1 text-sm text-slate-600',
                      children: t.worriedText,
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
    }),
  });
}
export { HelpPage as default, messages };
