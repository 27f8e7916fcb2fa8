import { stripInvisible } from './checks.ts';

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
const WRITTEN = /^\+?[\d\s().\-\u2010-\u2015]+$/;
const NATIONAL = /^[1-9]\d{9}$/;
const BARE_MOBILE = /^[789][01]\d{8}$/;

export function normalizeNigerianPhone(input: string): string {
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
export function nationalNigerianPhone(input: string): string {
  const n = normalizeNigerianPhone(input);
  return /^\+234\d{10}$/.test(n) ? `0${n.slice(4)}` : n;
}
