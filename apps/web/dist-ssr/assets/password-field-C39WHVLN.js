import { A as P, E as k, N as d, b as a, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/components/account/password-field.tsx
var messages = i18n('account/password-field', {
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
});
/**
 * A password input with a show/hide toggle; the message under it as the other fields. The hint
 * and the error are the shared checks' messages (Msg.password…), shown in the page's language.
 */
var PasswordField = k(function PasswordField({ label, error, hint, id, ...rest }, ref) {
  const t = useT(messages);
  const tr = useLocalise();
  const auto = P();
  const fid = id ?? auto;
  const [shown, setShown] = d(false);
  return /* @__PURE__ */ a('div', {
    className: 'mb-4',
    children: [
      /* @__PURE__ */ a('label', {
        htmlFor: fid,
        className: 'block text-sm font-medium text-slate-700',
        children: label,
      }),
      /* @__PURE__ */ a('div', {
        className: 'relative mt-1',
        children: [
          /* @__PURE__ */ a('input', {
            ref,
            id: fid,
            type: shown ? 'text' : 'password',
            autoCapitalize: 'off',
            autoCorrect: 'off',
            spellCheck: false,
            'aria-invalid': !!error || void 0,
            'aria-describedby': error ? `${fid}-error` : hint ? `${fid}-hint` : void 0,
            className: `block w-full rounded-lg border bg-white py-2.5 pr-20 pl-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'}`,
            ...rest,
          }),
          /* @__PURE__ */ a('button', {
            type: 'button',
            onClick: () => setShown((s) => !s),
            'aria-pressed': shown,
            'aria-controls': fid,
            'aria-label': shown ? t.hidePassword : t.showPassword,
            className:
              'absolute inset-y-0 right-0 my-1 mr-1 min-w-16 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50',
            children: shown ? t.hide : t.show,
          }),
        ],
      }),
      hint &&
        !error &&
        /* @__PURE__ */ a('p', {
          id: `${fid}-hint`,
          className: 'mt-1 text-xs text-slate-500',
          children: tr(hint),
        }),
      error &&
        /* @__PURE__ */ a('p', {
          id: `${fid}-error`,
          className: 'mt-1 text-sm text-red-700',
          children: tr(error),
        }),
    ],
  });
});
export { PasswordField as t };
