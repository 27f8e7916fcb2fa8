import {
  A as P,
  F as w,
  I as $,
  N as d,
  b as a,
  c as params,
  d as useLanguage,
  f as useLocalise,
  n as i18n,
  p as useT,
} from './i18n-BuQGntTV.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { t as Code } from './status-ClvZbWz5.js';
import { o as Delay } from './constants-DBX7dDmi.js';
import {
  A as api,
  E as auth,
  H as useQuery,
  L as Msg,
  T as imageUrl,
  W as Link,
  a as dateFormat,
  b as Button,
  m as toast,
  o as formatDate,
  q as useNavigate,
  w as fallbackToPlaceholder,
} from '../entry-server.js';
import { n as EmailField, r as FormError, s as TextField } from './field-BhGmjKt2.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { n as useFormSubmit } from './forms-CuVYEf0F.js';
import { i as passwordChangeSchema, r as orgPasswordChangeSchema, t as emailChangeSchema } from './schemas-BqgkfbeI.js';
import { n as getAccount, t as accountKey } from './get-account-BItFdri6.js';
import { t as PasswordField } from './password-field-C39WHVLN.js';
import { n as startRegistration } from './esm-BCUFg-K8.js';
import { t as useObjectUrl } from './object-url-8oyY9hhK.js';
import { t as useUploadProfileImage } from './upload-profile-image-B7kmAI2A.js';
import { r as fileProblem, t as IMAGE_ACCEPT } from './upload-rules-DCYkDjke.js';
import { t as ProgressBar } from './progress-bar-C09t12Wr.js';
import { n as e, t as P$1 } from './lean-qr-CyzNR2fz.js';
// src/features/profile/api/change-email.ts
/** PUT /account/email {email, password}: a confirmation link goes to the new address. */
var changeEmail = (body) => api('PUT', '/account/email', body);
var useChangeEmail = () => useMutation({ mutationFn: changeEmail });
// src/features/profile/api/change-password.ts
/** PUT /account/password: new_password for individuals, password for organisations (spec §5). */
var changePassword = (body) => api('PUT', '/account/password', body);
var useChangePassword = () => useMutation({ mutationFn: changePassword });
// src/features/profile/api/data-rights.ts
var requestExport = () => api('POST', '/account/data');
var useRequestExport = () => useMutation({ mutationFn: requestExport });
var closeAccount = (password) => api('POST', '/account/close', { password });
var useCloseAccount = () => useMutation({ mutationFn: closeAccount });
var getConsents = () => api('GET', '/account/consents');
var useConsents = () =>
  useQuery({
    queryKey: ['account', 'consents'],
    queryFn: getConsents,
  });
var setConsent = (purpose, given, language) =>
  api('PUT', `/account/consents/${purpose}`, {
    given,
    language,
  });
function useSetConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v) => setConsent(v.purpose, v.given, v.language),
    onSuccess: (e) => {
      if (e.status.code === 100) client.setQueryData(['account', 'consents'], e);
    },
  });
}
// src/features/profile/components/data-rights.tsx
var messages$4 = i18n('profile/data-rights', {
  consentTitle: 'What we may e-mail you',
  consentNote:
    'Receipts, e-mail checks, refunds, payouts and updates from campaigns you gave to always come. Anything else comes only if you say yes here, and you can take it back at any time.',
  campaign_updates: 'Send me updates from campaigns I follow but did not give to.',
  news: 'Send me news about Ireti: new features and campaigns that need help.',
  givenOn: params('You said yes on {date}'),
  dataTitle: 'Your data',
  dataNote:
    'Get everything Ireti holds about you in one archive: your profile, campaigns, donations, comments, documents, delivery details, consents and sessions, as JSON and CSV. We e-mail you a link that works once, for 24 hours.',
  download: 'Download my data',
  closeTitle: 'Close my account',
  closeNote:
    'Your name, e-mail, phone numbers, photo, social links, addresses and documents are erased and you are signed out everywhere. Your donations stay in our financial records, shown as Anonymous, as the law requires. This cannot be undone.',
  password: 'Type your password to confirm',
  passwordMissing: 'Type your password',
  close: 'Close my account for good',
  firstDo: 'Before your account can be closed:',
});
function Consents() {
  const t = useT(messages$4);
  const language = useLanguage();
  const { data } = useConsents();
  const set = useSetConsent();
  const consents = data?.status.code === Code.OK ? data.entity.consents : [];
  const [chosen, setChosen] = d({});
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'consent-title',
    className: 'rounded-xl border border-slate-200 p-4 sm:p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'consent-title',
        className: 'text-lg font-bold text-slate-900',
        children: t.consentTitle,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 mb-4 text-sm text-slate-600',
        children: t.consentNote,
      }),
      /* @__PURE__ */ a('ul', {
        className: 'space-y-3',
        children: consents.map((c) =>
          /* @__PURE__ */ a(
            'li',
            {
              children: /* @__PURE__ */ a('label', {
                className: 'flex items-start gap-3 text-sm text-slate-800',
                children: [
                  /* @__PURE__ */ a('input', {
                    type: 'checkbox',
                    className: 'mt-1 h-4 w-4',
                    checked: chosen[c.purpose] ?? c.given,
                    disabled: set.isPending,
                    onChange: async (e) => {
                      const given = e.currentTarget.checked;
                      setChosen((m) => ({
                        ...m,
                        [c.purpose]: given,
                      }));
                      const r = await set.mutateAsync({
                        purpose: c.purpose,
                        given,
                        language,
                      });
                      setChosen((m) => ({
                        ...m,
                        [c.purpose]: void 0,
                      }));
                      toast(r.status.desc, r.status.code === Code.OK ? 'success' : 'error');
                    },
                  }),
                  /* @__PURE__ */ a('span', {
                    children: [
                      t[c.purpose],
                      c.given &&
                        c.given_at &&
                        /* @__PURE__ */ a('span', {
                          className: 'block text-xs text-slate-500',
                          children: t.givenOn({ date: formatDate(c.given_at) }),
                        }),
                    ],
                  }),
                ],
              }),
            },
            c.purpose,
          ),
        ),
      }),
    ],
  });
}
function DownloadData() {
  const t = useT(messages$4);
  const ask = useRequestExport();
  const [said, setSaid] = d(null);
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'data-title',
    className: 'rounded-xl border border-slate-200 p-4 sm:p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'data-title',
        className: 'text-lg font-bold text-slate-900',
        children: t.dataTitle,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 mb-4 text-sm text-slate-600',
        children: t.dataNote,
      }),
      said &&
        /* @__PURE__ */ a('p', {
          role: said.ok ? 'status' : 'alert',
          className: `mb-4 rounded-lg px-3 py-2 text-sm ${said.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`,
          children: said.text,
        }),
      /* @__PURE__ */ a(Button, {
        type: 'button',
        loading: ask.isPending,
        onClick: async () => {
          const e = await ask.mutateAsync();
          setSaid({
            ok: e.status.code === Code.OK,
            text: e.status.desc,
          });
        },
        children: t.download,
      }),
    ],
  });
}
function CloseAccount() {
  const t = useT(messages$4);
  const tr = useLocalise();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const queryClient = useQueryClient();
  const [password, setPassword] = d('');
  const [fieldError, setFieldError] = d();
  const [formError, setFormError] = d(null);
  const [blockers, setBlockers] = d([]);
  return /* @__PURE__ */ a('form', {
    noValidate: true,
    'aria-labelledby': 'close-title',
    className: 'rounded-xl border border-red-200 p-4 sm:p-5',
    onSubmit: async (ev) => {
      ev.preventDefault();
      setFormError(null);
      setBlockers([]);
      if (!password) return setFieldError(t.passwordMissing);
      setFieldError(void 0);
      const e = await close.mutateAsync(password);
      if (e.status.code === Code.OK) {
        toast(e.status.desc);
        auth.signOut();
        queryClient.clear();
        return navigate('/signin', { replace: true });
      }
      const errors = e.entity?.errors ?? {};
      if (errors.password) return setFieldError(errors.password);
      const list = Object.values(errors);
      if (list.length) setBlockers(list);
      setFormError(e.status.desc);
    },
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'close-title',
        className: 'text-lg font-bold text-red-800',
        children: t.closeTitle,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 mb-4 text-sm text-slate-600',
        children: t.closeNote,
      }),
      /* @__PURE__ */ a(FormError, { message: formError }),
      blockers.length > 0 &&
        /* @__PURE__ */ a('div', {
          className: 'mb-4 text-sm text-slate-800',
          children: [
            /* @__PURE__ */ a('p', {
              className: 'font-semibold',
              children: t.firstDo,
            }),
            /* @__PURE__ */ a('ul', {
              className: 'mt-1 list-disc pl-5',
              children: blockers.map((b) => /* @__PURE__ */ a('li', { children: tr(b) }, b)),
            }),
          ],
        }),
      /* @__PURE__ */ a(PasswordField, {
        label: t.password,
        autoComplete: 'current-password',
        value: password,
        error: fieldError,
        onInput: (e) => setPassword(e.target.value),
      }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        variant: 'danger',
        loading: close.isPending,
        children: t.close,
      }),
    ],
  });
}
/** The data rights in Account Settings (issue 28): consents, the archive, closing the account. */
function DataRights() {
  return /* @__PURE__ */ a('div', {
    className: 'mt-6 grid gap-6 lg:grid-cols-2',
    children: [
      /* @__PURE__ */ a(Consents, {}),
      /* @__PURE__ */ a(DownloadData, {}),
      /* @__PURE__ */ a('div', {
        className: 'lg:col-span-2',
        children: /* @__PURE__ */ a(CloseAccount, {}),
      }),
    ],
  });
}
// ../../node_modules/lean-qr/extras/svg.mjs
var t = 'http://www.w3.org/2000/svg';
var i = (t, e, i, o = []) =>
  [`<${e}`, ...Object.entries(i).map(([t, e]) => ` ${t}="${`${e}`.replace(/[^ -~]|["&]/g, '')}"`), '>', ...o, `</${e}>`].join('');
var o = (t) => {
  const e = [];
  let i = '';
  for (let o = 0; o <= t.size; ++o)
    for (let n = 0; n <= t.size; ++n) {
      const s = t.get(n, o),
        l = (n << 8) | o;
      let r = t.get(n - 1, o) ^ s && l + 1,
        a = t.get(n, o - 1) ^ s && l + 256;
      if (r || a) {
        s || ([r, a] = [a, r]);
        const t = (e[r || l] ||= []),
          o = e[a || l];
        (r && t.push(l),
          a && t.push(a),
          t === o ? (i += `M${t.map((t) => `${t >> 8} ${255 & t}`).join('L')}Z`) : (o && t.push(...o), (e[t[t.length - 1]] = t)));
      }
    }
  return i;
};
var n = (e, { on: i = 'black', off: n, pad: s = 4, padX: l = s, padY: r = s, width: a, height: c, scale: g = 1 }, h, $, d) => {
  const p = e.size + 2 * l,
    w = e.size + 2 * r;
  return h(
    $,
    'svg',
    {
      xmlns: t,
      version: '1.1',
      viewBox: `${-l} ${-r} ${p} ${w}`,
      width: a ?? p * g,
      height: c ?? w * g,
      'shape-rendering': 'crispedges',
    },
    [
      n
        ? h($, 'rect', {
            x: -l,
            y: -r,
            width: p,
            height: w,
            fill: n,
          })
        : '',
      h($, 'path', {
        d: o(e),
        fill: i,
      }),
    ],
    d,
  );
};
var l = (t, e = {}) => (e.xmlDeclaration ? '<?xml version="1.0" encoding="UTF-8" ?>' : '') + n(t, e, i);
var r = (t, e) =>
  'data:image/svg+xml;base64,' +
  btoa(
    l(t, {
      xmlDeclaration: 1,
      ...e,
    }),
  );
// src/features/profile/api/second-factor.ts
/** The caller's second factors, and adding them (issue 28, docs/decisions/086). */
var secondFactorKey = ['account', 'second-factor'];
var accessLogKey = ['account', 'access-log'];
var useSecondFactor = () =>
  useQuery({
    queryKey: secondFactorKey,
    queryFn: async () => {
      const e = await api('GET', '/account/second-factor');
      if (e.status.code !== 100) throw new Error(e.status.desc);
      return e.entity;
    },
  });
var useAccessLog = () =>
  useQuery({
    queryKey: accessLogKey,
    queryFn: async () => {
      const e = await api('GET', '/account/access-log?per_page=50');
      if (e.status.code !== 100) throw new Error(e.status.desc);
      return e.entity;
    },
  });
var startTotp = () => api('POST', '/account/second-factor/totp');
var confirmTotp = (code) => api('POST', '/account/second-factor/totp/confirm', { code });
var passkeyOptions = () => api('POST', '/account/second-factor/passkey/options');
var registerPasskey = (response, label) =>
  api('POST', '/account/second-factor/passkey', {
    response,
    label,
  });
var newRecoveryCodes = () => api('POST', '/account/second-factor/recovery-codes');
/** Refreshes the status after a change. */
function useRefreshSecondFactor() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: secondFactorKey });
}
// src/features/profile/components/second-factor-settings.tsx
var messages$3 = i18n('profile/second-factor', {
  title: 'Second factor',
  intro: 'A second step at sign-in, after your password: a code from an authenticator app, or a passkey on this device.',
  required: 'Administrators and volunteers must add one before they can open private documents or decide anything.',
  on: 'On: sign-in asks for your second factor.',
  off: 'Off: sign-in asks only for your password.',
  reSignIn: 'Sign out and sign in again with your second factor to open private documents or decide.',
  appTitle: 'Authenticator app',
  appOn: 'An authenticator app is set up.',
  addApp: 'Set up an authenticator app',
  replaceApp: 'Replace the authenticator app',
  scan: 'Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft Authenticator or Aegis), then enter the 6-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  manual: 'Cannot scan? Enter this key in the app:',
  code: '6-digit code',
  confirm: 'Confirm',
  passkeysTitle: 'Passkeys',
  noPasskeys: 'No passkey yet.',
  addPasskey: 'Add a passkey',
  passkeyLabel: 'Name of this passkey (optional)',
  passkeyFailed: 'The passkey was not created. Try again, or use an authenticator app.',
  recoveryTitle: 'Recovery codes',
  recoveryLeft: params('{n} unused recovery codes left.'),
  recoveryNew: 'Make new recovery codes',
  recoveryShown:
    'Keep these codes somewhere safe, away from your phone. Each one lets you sign in once if you lose your second factor. They are shown only now.',
  recoveryDone: 'I have kept them',
  lost: 'Lost your phone and your recovery codes? Write to us from the help page: another administrator checks who you are and removes your second factors, and you sign in with your password and add new ones.',
  logTitle: 'Who saw my private information',
  logIntro:
    'Every time someone other than you opens your ID document, proof of address, identity details, delivery details or contact, it is listed here.',
  logEmpty: 'Nobody has opened your private information.',
  admin: 'Admin',
  volunteer: 'Volunteer',
  member: 'Member',
  viewed: params('{who} viewed your {what} on {when}, reason: {reason}'),
  id_document: 'ID document',
  proof_of_address: 'proof of address',
  identity_details: 'identity details',
  identity_file: 'identity verification file',
  delivery_details: 'delivery details',
  contact: 'contact details',
});
function RecoveryCodes({ codes, onDone }) {
  const t = useT(messages$3);
  return /* @__PURE__ */ a('div', {
    role: 'region',
    'aria-label': t.recoveryTitle,
    className: 'mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-sm text-amber-950',
        children: t.recoveryShown,
      }),
      /* @__PURE__ */ a('ul', {
        className: 'mt-2 grid grid-cols-2 gap-1 font-mono text-sm',
        'data-testid': 'recovery-codes',
        children: codes.map((c) => /* @__PURE__ */ a('li', { children: c }, c)),
      }),
      /* @__PURE__ */ a(Button, {
        variant: 'secondary',
        className: 'mt-3',
        onClick: onDone,
        children: t.recoveryDone,
      }),
    ],
  });
}
function TotpSetup({ onCodes, replacing }) {
  const t = useT(messages$3);
  const [pending, setPending] = d(null);
  const [code, setCode] = d('');
  const [error, setError] = d(null);
  const [busy, setBusy] = d(false);
  const qr = w(() => (pending ? r(P$1(pending.uri, { minCorrectionLevel: e.M }), { pad: 4 }) : null), [pending]);
  const start = async () => {
    setBusy(true);
    const e = await startTotp();
    setBusy(false);
    if (e.status.code !== Code.OK) return setError(e.status.desc);
    setError(null);
    setPending(e.entity);
  };
  const submit = async (ev) => {
    ev.preventDefault();
    setBusy(true);
    const e = await confirmTotp(code.trim());
    setBusy(false);
    if (e.status.code !== Code.OK) return setError(e.status.desc);
    toast(e.status.desc);
    setPending(null);
    setCode('');
    onCodes(e.entity.recovery_codes);
  };
  if (!pending)
    return /* @__PURE__ */ a($, {
      children: [
        /* @__PURE__ */ a(FormError, { message: error }),
        /* @__PURE__ */ a(Button, {
          variant: 'secondary',
          loading: busy,
          onClick: start,
          children: replacing ? t.replaceApp : t.addApp,
        }),
      ],
    });
  return /* @__PURE__ */ a('form', {
    onSubmit: submit,
    noValidate: true,
    className: 'mt-2',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-sm text-slate-700',
        children: t.scan,
      }),
      qr &&
        /* @__PURE__ */ a('img', {
          src: qr,
          alt: t.qrAlt,
          width: 200,
          height: 200,
          className: 'my-3 h-50 w-50 bg-white',
        }),
      /* @__PURE__ */ a('p', {
        className: 'text-sm text-slate-700',
        children: [
          t.manual,
          ' ',
          /* @__PURE__ */ a('code', {
            'data-testid': 'totp-secret',
            className: 'break-all font-mono text-slate-900',
            children: pending.secret,
          }),
        ],
      }),
      /* @__PURE__ */ a(FormError, { message: error }),
      /* @__PURE__ */ a(TextField, {
        label: t.code,
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: 6,
        value: code,
        onInput: (e) => setCode(e.target.value),
      }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        loading: busy,
        children: t.confirm,
      }),
    ],
  });
}
function PasskeySetup({ onCodes }) {
  const t = useT(messages$3);
  const [label, setLabel] = d('');
  const [error, setError] = d(null);
  const [busy, setBusy] = d(false);
  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      const o = await passkeyOptions();
      if (o.status.code !== Code.OK) return setError(o.status.desc);
      let response;
      try {
        response = await startRegistration({ optionsJSON: o.entity });
      } catch {
        return setError(t.passkeyFailed);
      }
      const e = await registerPasskey(response, label.trim());
      if (e.status.code !== Code.OK) return setError(e.status.desc);
      toast(e.status.desc);
      setLabel('');
      onCodes(e.entity.recovery_codes);
    } finally {
      setBusy(false);
    }
  };
  return /* @__PURE__ */ a('div', {
    className: 'mt-2',
    children: [
      /* @__PURE__ */ a(FormError, { message: error }),
      /* @__PURE__ */ a(TextField, {
        label: t.passkeyLabel,
        maxLength: 60,
        value: label,
        onInput: (e) => setLabel(e.target.value),
      }),
      /* @__PURE__ */ a(Button, {
        variant: 'secondary',
        loading: busy,
        onClick: add,
        children: t.addPasskey,
      }),
    ],
  });
}
/** Settings → Account: the second factor (issue 28, docs/decisions/086). */
function SecondFactorSettings() {
  const t = useT(messages$3);
  const { data } = useSecondFactor();
  const refresh = useRefreshSecondFactor();
  const [codes, setCodes] = d(null);
  const onCodes = (c) => {
    if (c) setCodes(c);
    refresh();
  };
  const remake = async () => {
    const e = await newRecoveryCodes();
    if (e.status.code !== Code.OK) return toast(e.status.desc);
    onCodes(e.entity.recovery_codes);
  };
  if (!data) return null;
  const enabled = data.totp || data.passkeys.length > 0;
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'second-factor-title',
    className: 'rounded-xl border border-slate-200 p-4 sm:p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'second-factor-title',
        className: 'text-lg font-bold text-slate-900',
        children: t.title,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-sm text-slate-600',
        children: t.intro,
      }),
      data.required &&
        /* @__PURE__ */ a('p', {
          className: 'mt-2 text-sm font-medium text-slate-800',
          children: t.required,
        }),
      /* @__PURE__ */ a('p', {
        role: 'status',
        className: `mt-2 text-sm font-semibold ${enabled ? 'text-green-800' : 'text-slate-700'}`,
        children: enabled ? t.on : t.off,
      }),
      enabled &&
        data.required &&
        !data.session_verified &&
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-sm text-amber-900',
          children: t.reSignIn,
        }),
      codes &&
        /* @__PURE__ */ a(RecoveryCodes, {
          codes,
          onDone: () => setCodes(null),
        }),
      /* @__PURE__ */ a('h3', {
        className: 'mt-5 font-semibold text-slate-900',
        children: t.appTitle,
      }),
      data.totp &&
        /* @__PURE__ */ a('p', {
          className: 'text-sm text-slate-700',
          children: t.appOn,
        }),
      /* @__PURE__ */ a(TotpSetup, {
        onCodes,
        replacing: data.totp,
      }),
      /* @__PURE__ */ a('h3', {
        className: 'mt-5 font-semibold text-slate-900',
        children: t.passkeysTitle,
      }),
      data.passkeys.length === 0
        ? /* @__PURE__ */ a('p', {
            className: 'text-sm text-slate-700',
            children: t.noPasskeys,
          })
        : /* @__PURE__ */ a('ul', {
            className: 'text-sm text-slate-700',
            'data-testid': 'passkeys',
            children: data.passkeys.map((p) => /* @__PURE__ */ a('li', { children: p.label }, p.id)),
          }),
      /* @__PURE__ */ a(PasskeySetup, { onCodes }),
      enabled &&
        /* @__PURE__ */ a($, {
          children: [
            /* @__PURE__ */ a('h3', {
              className: 'mt-5 font-semibold text-slate-900',
              children: t.recoveryTitle,
            }),
            /* @__PURE__ */ a('p', {
              className: 'text-sm text-slate-700',
              children: t.recoveryLeft({ n: String(data.recovery_codes_left) }),
            }),
            /* @__PURE__ */ a(Button, {
              variant: 'ghost',
              onClick: remake,
              children: t.recoveryNew,
            }),
            /* @__PURE__ */ a('p', {
              className: 'mt-3 text-xs text-slate-600',
              children: t.lost,
            }),
          ],
        }),
    ],
  });
}
var whenOf = (iso) =>
  dateFormat({
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso));
var roleOf = (t, role) => (role === 'admin' ? t.admin : role === 'volunteer' ? t.volunteer : t.member);
var whatOf = (t, what) => t[what];
/** Settings → Account: who saw my private documents and details. */
function AccessLogPanel() {
  const t = useT(messages$3);
  const { data } = useAccessLog();
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': 'access-log-title',
    className: 'rounded-xl border border-slate-200 p-4 sm:p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'access-log-title',
        className: 'text-lg font-bold text-slate-900',
        children: t.logTitle,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-sm text-slate-600',
        children: t.logIntro,
      }),
      data &&
        data.views.length === 0 &&
        /* @__PURE__ */ a('p', {
          className: 'mt-3 text-sm text-slate-700',
          children: t.logEmpty,
        }),
      data &&
        data.views.length > 0 &&
        /* @__PURE__ */ a('ul', {
          className: 'mt-3 space-y-2 text-sm text-slate-800',
          'data-testid': 'access-log',
          children: data.views.map((v) =>
            /* @__PURE__ */ a(
              'li',
              {
                className: 'rounded-lg bg-slate-50 px-3 py-2',
                children: t.viewed({
                  who: `${roleOf(t, v.viewer_role)} ${v.viewer_name}`.trim(),
                  what: whatOf(t, v.what),
                  when: whenOf(v.at),
                  reason: v.reason,
                }),
              },
              v.id,
            ),
          ),
        }),
    ],
  });
}
// src/features/profile/components/account-settings.tsx
var messages$2 = i18n('profile/account-settings', {
  emailTitle: 'Email address',
  emailNow: 'You sign in with {email}. A new address takes effect once you open the link we send to it.',
  newEmail: 'New email',
  currentPassword: 'Current password',
  changeEmail: 'Change email',
  passwordTitle: 'Password',
  passwordNote: 'Changing it signs you out on your other devices.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
});
function EmailForm({ user }) {
  const t = useT(messages$2);
  const navigate = useNavigate();
  const change = useChangeEmail();
  const [pending, setPending] = d(null);
  const form = useForm({
    resolver: u(emailChangeSchema),
    defaultValues: {
      email: '',
      password: '',
    },
  });
  const { onSubmit, formError } = useFormSubmit(form, ['email', 'password'], async (values) => {
    const e = await change.mutateAsync(values);
    if (e.status.code !== Code.OK) return e;
    toast(e.status.desc);
    form.reset();
    if (user.is_organization) return navigate('/');
    setPending(e.status.desc);
  });
  return /* @__PURE__ */ a('form', {
    onSubmit,
    noValidate: true,
    'aria-labelledby': 'email-title',
    className: 'rounded-xl border border-slate-200 p-4 sm:p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'email-title',
        className: 'text-lg font-bold text-slate-900',
        children: t.emailTitle,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 mb-4 text-sm text-slate-600',
        children: /* @__PURE__ */ a(Rich, {
          text: t.emailNow,
          parts: {
            email: /* @__PURE__ */ a('strong', {
              className: 'break-all text-slate-900',
              children: user.email,
            }),
          },
        }),
      }),
      pending &&
        /* @__PURE__ */ a('p', {
          role: 'status',
          className: 'mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900',
          children: pending,
        }),
      /* @__PURE__ */ a(FormError, { message: formError }),
      /* @__PURE__ */ a(EmailField, {
        label: t.newEmail,
        error: form.formState.errors.email?.message,
        ...form.register('email'),
      }),
      /* @__PURE__ */ a(PasswordField, {
        label: t.currentPassword,
        autoComplete: 'current-password',
        error: form.formState.errors.password?.message,
        ...form.register('password'),
      }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        loading: change.isPending,
        children: t.changeEmail,
      }),
    ],
  });
}
/** Individuals name the new password new_password, organisations password (spec §5). */
function PasswordForm({ organization }) {
  const t = useT(messages$2);
  const change = useChangePassword();
  const newKey = organization ? 'password' : 'new_password';
  const form = useForm({
    resolver: u(organization ? orgPasswordChangeSchema : passwordChangeSchema),
    defaultValues: {
      current_password: '',
      [newKey]: '',
      cnew_password: '',
    },
  });
  const { errors } = form.formState;
  const { onSubmit, formError } = useFormSubmit(form, ['current_password', newKey, 'cnew_password'], async (values) => {
    const e = await change.mutateAsync(values);
    if (e.status.code !== Code.OK) return e;
    toast(e.status.desc);
    form.reset();
  });
  return /* @__PURE__ */ a('form', {
    onSubmit,
    noValidate: true,
    'aria-labelledby': 'password-title',
    className: 'rounded-xl border border-slate-200 p-4 sm:p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: 'password-title',
        className: 'text-lg font-bold text-slate-900',
        children: t.passwordTitle,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 mb-4 text-sm text-slate-600',
        children: t.passwordNote,
      }),
      /* @__PURE__ */ a(FormError, { message: formError }),
      /* @__PURE__ */ a(PasswordField, {
        label: t.currentPassword,
        autoComplete: 'current-password',
        error: errors.current_password?.message,
        ...form.register('current_password'),
      }),
      /* @__PURE__ */ a(PasswordField, {
        label: t.newPassword,
        autoComplete: 'new-password',
        hint: Msg.password,
        error: errors[newKey]?.message,
        ...form.register(newKey),
      }),
      /* @__PURE__ */ a(PasswordField, {
        label: t.confirmPassword,
        autoComplete: 'new-password',
        error: errors.cnew_password?.message,
        ...form.register('cnew_password'),
      }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        loading: change.isPending,
        children: t.changePassword,
      }),
    ],
  });
}
/** The Account Settings tab: e-mail and password, the second factor and who saw my private information, then the data rights (consents, my data, closing the account). */
function AccountSettings({ user }) {
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('div', {
        className: 'grid gap-6 lg:grid-cols-2',
        children: [
          /* @__PURE__ */ a(EmailForm, { user }),
          /* @__PURE__ */ a(PasswordForm, { organization: user.is_organization === 1 }),
          /* @__PURE__ */ a(SecondFactorSettings, {}),
          /* @__PURE__ */ a(AccessLogPanel, {}),
        ],
      }),
      /* @__PURE__ */ a(DataRights, {}),
    ],
  });
}
// src/features/profile/components/photo-picker.tsx
var messages$1 = i18n('profile/photo-picker', {
  change: 'Change',
  choose: 'Choose a picture',
  savedWithForm: params('{name} — saved when you save the form'),
  uploading: params('Uploading: {label}'),
});
/**
 * The photo (or logo) of a settings form: chosen here, saved by the form before its fields
 * (spec §4: "the individual profile form saves the image first if it changed").
 */
function PhotoPicker({ label, current, saver: { file, setFile: onFile, photoProgress: progress, photoError: error }, round = true }) {
  const t = useT(messages$1);
  const tr = useLocalise();
  const id = P();
  const shown = useObjectUrl(file) ?? (current ? imageUrl(current, 'profile') : null);
  return /* @__PURE__ */ a('div', {
    className: 'mb-6 flex flex-wrap items-center gap-4',
    children: [
      /* @__PURE__ */ a('div', {
        className: `flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden border-2 bg-slate-50 ${round ? 'rounded-full' : 'rounded-xl'} ${error ? 'border-red-500' : 'border-brand-100'}`,
        children: shown
          ? /* @__PURE__ */ a('img', {
              src: shown,
              alt: '',
              onError: fallbackToPlaceholder,
              className: 'h-full w-full object-cover',
            })
          : /* @__PURE__ */ a('svg', {
              viewBox: '0 0 24 24',
              className: 'h-10 w-10 text-slate-400',
              'aria-hidden': 'true',
              fill: 'currentColor',
              children: /* @__PURE__ */ a('path', {
                d: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.2 0-8 2.1-8 5v2h16v-2c0-2.9-3.8-5-8-5z',
              }),
            }),
      }),
      /* @__PURE__ */ a('div', {
        className: 'min-w-0 flex-1',
        children: [
          /* @__PURE__ */ a('p', {
            id: `${id}-label`,
            className: `text-sm font-semibold ${error ? 'text-red-700' : 'text-slate-700'}`,
            children: label,
          }),
          /* @__PURE__ */ a('input', {
            id,
            type: 'file',
            accept: IMAGE_ACCEPT,
            className: 'peer sr-only',
            'aria-labelledby': `${id}-label ${id}-button`,
            onChange: (e) => {
              const f = e.currentTarget.files?.[0] ?? null;
              const problem = f && fileProblem(f);
              if (problem) return onFile(null, problem);
              onFile(f);
            },
          }),
          /* @__PURE__ */ a('label', {
            id: `${id}-button`,
            htmlFor: id,
            className:
              'mt-2 inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 peer-focus-visible:ring-3 peer-focus-visible:ring-sun-400 hover:bg-brand-50',
            children: shown ? t.change : t.choose,
          }),
          file &&
            /* @__PURE__ */ a('p', {
              className: 'mt-1 truncate text-xs text-slate-500',
              children: t.savedWithForm({ name: file.name }),
            }),
          progress !== null &&
            /* @__PURE__ */ a(ProgressBar, {
              value: progress,
              label: t.uploading({ label }),
            }),
          error &&
            /* @__PURE__ */ a('p', {
              role: 'alert',
              className: 'mt-1 text-sm text-red-700',
              children: tr(error),
            }),
        ],
      }),
    ],
  });
}
// src/features/profile/api/update-profile.ts
/** PUT /account: the individual or the organisation profile form. */
var updateProfile = (body) => api('PUT', '/account', body);
var useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
// src/features/profile/components/use-save-profile.ts
/**
 * Saving a settings profile form (spec §4): the image first if it changed, then the fields; on
 * success the form reloads from the server after 500 ms. `save` answers as useFormSubmit's
 * `send` does: nothing once saved, else the message or the refusal to show.
 */
function useSaveProfile(onReloaded) {
  const queryClient = useQueryClient();
  const photo = useUploadProfileImage();
  const update = useUpdateProfile();
  const [file, setFile] = d(null);
  const [photoError, setPhotoError] = d(null);
  const save = async (values) => {
    if (file) {
      const up = await photo.run(file);
      if (up.status.code !== Code.OK) {
        setFile(null);
        setPhotoError(up.status.desc || Msg.errorProfileImage);
        return Msg.errorProfileImage;
      }
      auth.setUser(up.entity);
      setFile(null);
    }
    const e = await update.mutateAsync(values);
    if (e.status.code !== Code.OK) return e;
    auth.setUser(e.entity);
    queryClient.setQueryData(accountKey, e.entity);
    toast(e.status.desc);
    setTimeout(() => {
      getAccount()
        .then((fresh) => {
          queryClient.setQueryData(accountKey, fresh);
          onReloaded(fresh);
        })
        .catch(() => {});
    }, Delay.settingsReloadMs);
  };
  return {
    save,
    file,
    setFile: (f, error) => {
      setPhotoError(error ?? null);
      setFile(f);
    },
    photoError,
    setPhotoError,
    photoProgress: photo.pending ? photo.progress : null,
    pending: photo.pending || update.isPending,
  };
}
// src/features/profile/components/settings-shell.tsx
var messages = i18n('profile/settings-shell', { back: 'Back to my profile' });
/** The frame of the two settings pages: a title band and a card. */
function SettingsShell({ title, children }) {
  const t = useT(messages);
  useTitle(title);
  return /* @__PURE__ */ a('div', {
    className: 'bg-gradient-to-b from-brand-50 to-white',
    children: /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-4xl px-3 py-6 sm:px-4 sm:py-10',
      children: [
        /* @__PURE__ */ a(Link, {
          to: '/profile',
          className: 'text-sm font-semibold text-brand-800 underline-offset-2 hover:underline',
          children: ['← ', t.back],
        }),
        /* @__PURE__ */ a('h1', {
          className: 'mt-2 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl',
          children: title,
        }),
        /* @__PURE__ */ a('section', {
          className: 'mt-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8',
          children,
        }),
      ],
    }),
  });
}
export { AccountSettings as i, useSaveProfile as n, PhotoPicker as r, SettingsShell as t };
