import { A as P, E as k, b as a, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { L as Msg } from '../entry-server.js';
import './constants-DBX7dDmi.js';
// ../../packages/shared/src/checks.ts
var EMAIL_RE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
var PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
var PHONE_RE = /^\+234\d{10}$/;
var isEmail = (v) => EMAIL_RE.test(v) && v.length <= 254;
/** The first message the value breaks, or null. Length is counted in characters (code points). */
function checkField(value, r) {
  if (value.trim() === '') return r.required === false ? null : Msg.required(r.label);
  const length = [...value].length;
  if (r.max !== void 0 && length > r.max) return Msg.maxLength(r.max);
  if (r.min !== void 0 && length < r.min) return Msg.minLength(r.min);
  if (r.email && !isEmail(value)) return Msg.email;
  if (r.password && !PASSWORD_RE.test(value)) return Msg.password;
  if (r.phone && !value.startsWith('+234')) return Msg.phonePrefix;
  if (r.phone && !PHONE_RE.test(value)) return Msg.phoneLength;
  return null;
}
/**
 * Characters that change how the text around them is shown without being seen themselves: the
 * bidirectional controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the
 * marks U+200E, U+200F and U+061C) and the zero-width ones (U+200B–U+200D, U+2060, U+FEFF). In a
 * name or a title they spoof what others read (a right-to-left override shows the letters after
 * it backwards) and make look-alikes of other names, so single-line fields drop them.
 */
var INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
var stripInvisible = (v) => v.replace(INVISIBLE, '');
/**
 * The direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a comment or
 * a message they turn the text after them around ("Evil\u202Egnp.exe" reads "Evilexe.png"). The
 * marks (U+200E, U+200F, U+061C) and the zero-width joiners stay: right-to-left words and emoji
 * sequences need them in running text.
 */
var BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
var stripBidiControls = (v) => v.replace(BIDI_CONTROLS, '');
/**
 * A text value as the rules see it and as it is stored: single-line ones without invisible
 * controls, multi-line ones without direction overrides; then trimmed and put in the field's own
 * normal form (`normalize`), if it has one. Every text field goes through it: `field()` (rules.ts)
 * and the donation form's fields (donations/checks.ts).
 */
function cleanText(v, r) {
  const t = (r.multiline ? stripBidiControls(v) : stripInvisible(v)).trim();
  return r.normalize ? r.normalize(t) : t;
}
// ../../packages/shared/src/phone.ts
/**
 * A Nigerian number the way Nigerians write it — 08031234567, 0803 123 4567, 803 123 4567,
 * +234 803 123 4567, 2348031234567, +234 (0) 803-123-4567, 00234 803… — in one normal form,
 * +2348031234567 (issue 15). The web forms put it in the field as the person leaves it, and the
 * shared schemas apply it before the spec's rules (§5), so the web and the API agree.
 *
 * Only what is surely a Nigerian number is rewritten: spaces, dashes, dots, brackets and a "(0)"
 * trunk prefix go; +234 / 234 / 00234 or a leading 0 say it is Nigerian; ten digits without
 * either are taken as Nigerian only when they look like a mobile (70x–91x). Anything else —
 * letters, another country's code, too few or too many digits — comes back trimmed and otherwise
 * unchanged, so the spec's rule still gives its message.
 */
var WRITTEN = /^\+?[\d\s().\-\u2010-\u2015]+$/;
var NATIONAL = /^[1-9]\d{9}$/;
var BARE_MOBILE = /^[789][01]\d{8}$/;
function normalizeNigerianPhone(input) {
  const trimmed = input.trim();
  const typed = stripInvisible(trimmed).trim();
  if (!WRITTEN.test(typed)) return trimmed;
  let digits = typed.replace(/\D/g, '');
  let nigerian = false;
  if (typed.startsWith('+')) {
    if (!digits.startsWith('234')) return trimmed;
    digits = digits.slice(3);
    nigerian = true;
  } else if (digits.startsWith('00')) {
    if (!digits.startsWith('00234')) return trimmed;
    digits = digits.slice(5);
    nigerian = true;
  } else if (digits.startsWith('234') && (digits.length === 13 || (digits.length === 14 && digits[3] === '0'))) {
    digits = digits.slice(3);
    nigerian = true;
  }
  if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
    nigerian = true;
  }
  if (!nigerian && !BARE_MOBILE.test(digits)) return trimmed;
  return NATIONAL.test(digits) ? `+234${digits}` : trimmed;
}
/**
 * The same number as the organisation forms write it, 08031234567 (their 8-to-11-character rule,
 * spec §5): the normal form with its +234 turned back into the leading 0.
 */
function nationalNigerianPhone(input) {
  const n = normalizeNigerianPhone(input);
  return /^\+234\d{10}$/.test(n) ? `0${n.slice(4)}` : n;
}
// src/components/ui/field.tsx
var messages = i18n('shell/field', {
  email: 'Email',
  mobile: 'Mobile',
  mobileHint: 'Start with +234, e.g. +2348012345678',
});
var control = (error) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${error ? 'border-red-600' : 'border-slate-300'}`;
/** A field's error is a shared check's English message (or a server's, already in the page's language). */
function Wrap({ id, label, error, hint, children }) {
  const tr = useLocalise();
  return /* @__PURE__ */ a('div', {
    className: 'mb-4',
    children: [
      /* @__PURE__ */ a('label', {
        htmlFor: id,
        className: 'block text-sm font-medium text-slate-700',
        children: label,
      }),
      children,
      hint &&
        !error &&
        /* @__PURE__ */ a('p', {
          id: `${id}-hint`,
          className: 'mt-1 text-xs text-slate-500',
          children: hint,
        }),
      error &&
        /* @__PURE__ */ a('p', {
          id: `${id}-error`,
          className: 'mt-1 text-sm text-red-700',
          children: tr(error),
        }),
    ],
  });
}
var TextField = k(function TextField({ label, error, hint, id, ...rest }, ref) {
  const auto = P();
  const fid = id ?? auto;
  return /* @__PURE__ */ a(Wrap, {
    id: fid,
    label,
    error,
    hint,
    children: /* @__PURE__ */ a('input', {
      ref,
      id: fid,
      'aria-invalid': !!error || void 0,
      'aria-describedby': error ? `${fid}-error` : hint ? `${fid}-hint` : void 0,
      className: control(error),
      ...rest,
    }),
  });
});
var TextArea = k(function TextArea({ label, error, hint, id, ...rest }, ref) {
  const auto = P();
  const fid = id ?? auto;
  return /* @__PURE__ */ a(Wrap, {
    id: fid,
    label,
    error,
    hint,
    children: /* @__PURE__ */ a('textarea', {
      ref,
      id: fid,
      'aria-invalid': !!error || void 0,
      'aria-describedby': error ? `${fid}-error` : hint ? `${fid}-hint` : void 0,
      className: control(error),
      rows: 4,
      ...rest,
    }),
  });
});
var SelectField = k(function SelectField({ label, error, hint, id, children, ...rest }, ref) {
  const auto = P();
  const fid = id ?? auto;
  return /* @__PURE__ */ a(Wrap, {
    id: fid,
    label,
    error,
    hint,
    children: /* @__PURE__ */ a('select', {
      ref,
      id: fid,
      'aria-invalid': !!error || void 0,
      'aria-describedby': error ? `${fid}-error` : void 0,
      className: control(error),
      ...rest,
      children,
    }),
  });
});
/** An e-mail address: the keyboard and the autofill for one. */
var EmailField = k(function EmailField({ label, ...rest }, ref) {
  const t = useT(messages);
  return /* @__PURE__ */ a(TextField, {
    ref,
    label: label ?? t.email,
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    ...rest,
  });
});
/**
 * A Nigerian mobile number, written +234… (spec §5); `hint={null}` for none. However the person
 * types it (0803 123 4567, 803…, +234 (0) 803-…), it is put in that form as they leave the field,
 * before the form's own onBlur (and so its rules) sees it — or, with `national`, in the
 * organisation forms' 08031234567 (their 8 to 11 characters). Every phone field of the app is one.
 */
var MobileField = k(function MobileField({ label, hint, national = false, onBlur, ...rest }, ref) {
  const t = useT(messages);
  const normalize = national ? nationalNigerianPhone : normalizeNigerianPhone;
  const leave = (e) => {
    const input = e.currentTarget;
    const value = normalize(input.value);
    if (value !== input.value) input.value = value;
    return onBlur?.(e);
  };
  return /* @__PURE__ */ a(TextField, {
    ref,
    label: label ?? t.mobile,
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: '+2348012345678',
    hint: hint === void 0 ? t.mobileHint : hint,
    ...rest,
    onBlur: leave,
  });
});
/**
 * A SelectField built from a list: an empty first option saying what to pick (when `placeholder`
 * is given), then one option per choice.
 */
var ChoiceField = k(function ChoiceField({ placeholder, options, ...rest }, ref) {
  return /* @__PURE__ */ a(SelectField, {
    ref,
    ...rest,
    children: [
      placeholder !== void 0 &&
        /* @__PURE__ */ a('option', {
          value: '',
          children: placeholder,
        }),
      options?.map((c) => {
        const [value, text] = typeof c === 'object' ? c : [c, c];
        return /* @__PURE__ */ a(
          'option',
          {
            value,
            children: text,
          },
          value,
        );
      }),
    ],
  });
});
/** The form-level error line ('Some of your inputs are not valid', a server desc…). */
function FormError({ message }) {
  const tr = useLocalise();
  if (!message) return null;
  return /* @__PURE__ */ a('p', {
    role: 'alert',
    className: 'mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800',
    children: tr(message),
  });
}
export {
  SelectField as a,
  nationalNigerianPhone as c,
  cleanText as d,
  MobileField as i,
  normalizeNigerianPhone as l,
  EmailField as n,
  TextArea as o,
  FormError as r,
  TextField as s,
  ChoiceField as t,
  checkField as u,
};
