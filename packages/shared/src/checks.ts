import { Msg } from './messages.ts';
import { PHONE_PREFIX } from './constants.ts';

/**
 * The spec's generic field rules (section 5), checked in its order: max length, min length,
 * e-mail, password, phone prefix, phone length. "Required" is the spec's last rule; we read it
 * as the message for an empty value, so an empty field says "X can't be empty" rather than
 * "Value too short" (docs/decisions/003-validation-order.md). Confirm-password is a cross-field
 * rule: see `confirmed` (rules.ts).
 *
 * Plain functions without zod, so a form that checks with them (the donate dialog) does not carry
 * the schemas' library in its download (decision 080); rules.ts builds the zod fields on them.
 */
export interface FieldRules {
  label: string;
  required?: boolean;
  max?: number;
  min?: number;
  email?: boolean;
  password?: boolean;
  phone?: boolean;
  /**
   * A multi-line text (a message, notes, the description): kept as typed but for the direction
   * overrides and isolates (`stripBidiControls`). Single-line fields (names, titles, addresses…)
   * lose every invisible control of `stripInvisible` first.
   */
  multiline?: boolean;
  /**
   * Puts the value in its normal form after trimming and before the rules run, e.g.
   * `normalizeNigerianPhone` (phone.ts): 0803 123 4567 is checked, and kept, as +2348031234567.
   */
  normalize?: (value: string) => string;
}

const EMAIL_RE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
const PHONE_RE = /^\+234\d{10}$/;

export const isEmail = (v: string) => EMAIL_RE.test(v) && v.length <= 254;

/** The first message the value breaks, or null. Length is counted in characters (code points). */
export function checkField(value: string, r: FieldRules): string | null {
  if (value.trim() === '') return r.required === false ? null : Msg.required(r.label);
  const length = [...value].length;
  if (r.max !== undefined && length > r.max) return Msg.maxLength(r.max);
  if (r.min !== undefined && length < r.min) return Msg.minLength(r.min);
  if (r.email && !isEmail(value)) return Msg.email;
  if (r.password && !PASSWORD_RE.test(value)) return Msg.password;
  if (r.phone && !value.startsWith(PHONE_PREFIX)) return Msg.phonePrefix;
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
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
export const stripInvisible = (v: string): string => v.replace(INVISIBLE, '');

/**
 * The direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a comment or
 * a message they turn the text after them around ("Evil\u202Egnp.exe" reads "Evilexe.png"). The
 * marks (U+200E, U+200F, U+061C) and the zero-width joiners stay: right-to-left words and emoji
 * sequences need them in running text.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
export const stripBidiControls = (v: string): string => v.replace(BIDI_CONTROLS, '');

/**
 * A text value as the rules see it and as it is stored: single-line ones without invisible
 * controls, multi-line ones without direction overrides; then trimmed and put in the field's own
 * normal form (`normalize`), if it has one. Every text field goes through it: `field()` (rules.ts)
 * and the donation form's fields (donations/checks.ts).
 */
export function cleanText(v: string, r: Pick<FieldRules, 'multiline' | 'normalize'>): string {
  const t = (r.multiline ? stripBidiControls(v) : stripInvisible(v)).trim();
  return r.normalize ? r.normalize(t) : t;
}
