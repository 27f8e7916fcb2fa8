import { a as DONATION_MAX_NAIRA, g as Limits } from './constants-DBX7dDmi.js';
import { L as Msg, d as formatNaira } from '../entry-server.js';
import { d as cleanText, l as normalizeNigerianPhone, u as checkField } from './field-BhGmjKt2.js';
// ../../packages/shared/src/donations/amount.ts
/**
 * A donation amount is naira with at most two decimals (kobo-exact), between ₦100 and
 * DONATION_MAX_NAIRA (docs/decisions/040-donation-form-and-amounts.md). The conversion reads the
 * number's shortest decimal form, never multiplies a float: 100.55 * 100 is 10055.000000000002.
 */
var DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;
var AmountMsg = {
  required: Msg.required('Amount'),
  notNumber: 'Amount must be a number',
  tooShort: Msg.minLength(3),
  fraction: 'Amount can have at most two decimal places (kobo)',
  min: `The least you can give is ${formatNaira(100)}`,
  max: `The most you can give at once is ${formatNaira(DONATION_MAX_NAIRA)}`,
  /** The gift is more than the campaign still needs (giftCapKobo). */
  needsOnly: (remainingKobo) => `This campaign needs only ${nairaOf(remainingKobo)} more, so that is the most you can give`,
  /** Less than the least gift is missing: the least gift completes it. */
  needsLessThanMin: (remainingKobo) =>
    `This campaign needs only ${nairaOf(remainingKobo)} more: give ${formatNaira(100)}, the least you can give, to complete it`,
  goalMet: 'This campaign has reached its goal and takes no more donations',
};
/** "₦12,500" or, with kobo, "₦12,499.50" (what a campaign still needs may have kobo). */
function nairaOf(kobo) {
  if (kobo % 100 === 0) return formatNaira(kobo / 100);
  return `₦${new Intl.NumberFormat('en-NG', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(kobo / 100)}`;
}
/** Naira (a JS number with at most two decimals) → integer kobo; null when it has more. */
function nairaAmountToKobo(naira) {
  if (!Number.isFinite(naira) || naira < 0) return null;
  const m = DECIMAL.exec(String(naira));
  if (!m) return null;
  const whole = Number(m[1]);
  const kobo = Number((m[2] ?? '').padEnd(2, '0'));
  const total = whole * 100 + kobo;
  return Number.isSafeInteger(total) ? total : null;
}
/**
 * A donation amount as a client sends it: a JSON number, or text as Nigerians type it (issue 26):
 * "5000", "5,000", "₦5,000", "N5,000", "NGN 5000", "5k", "5K", "2.5k", " 2500.50 ". Spaces go;
 * a naira sign (₦, N or NGN) may lead; commas must group thousands ("5,00" is not a number); a
 * trailing k means thousands, shifted digit by digit. `text` is the amount written out in naira
 * ("5k" → "5000"), what the spec's length rule measures. Anything else (a boolean, "1e3", "5 naira")
 * is not a number.
 */
var NUMERIC = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(k?)$/i;
var CURRENCY = /^(?:₦|ngn|n)/i;
function readNaira(value) {
  if (typeof value === 'number')
    return Number.isFinite(value)
      ? {
          n: value,
          text: String(value),
        }
      : null;
  if (typeof value !== 'string') return null;
  const m = NUMERIC.exec(value.replace(/\s+/g, '').replace(CURRENCY, ''));
  if (!m) return null;
  let whole = m[2].replace(/,/g, '');
  let fraction = m[3] ?? '';
  if (m[4]) {
    const padded = fraction.padEnd(3, '0');
    whole = (whole + padded.slice(0, 3)).replace(/^0+(?=\d)/, '');
    fraction = fraction.slice(3);
  }
  const text = `${m[1]}${whole}${fraction ? `.${fraction}` : ''}`;
  const n = Number(text);
  return Number.isFinite(n)
    ? {
        n,
        text,
      }
    : null;
}
/**
 * An amount (a number, or text as readNaira reads it) in integer kobo; null when it is not a number
 * of naira with at most two decimals. Text is read digit by digit, never through a float.
 */
function amountToKobo(value) {
  const a = readNaira(value);
  if (!a) return null;
  if (typeof value === 'number') return nairaAmountToKobo(a.n);
  const m = /^(\d+)(?:\.(\d+?)0*)?$/.exec(a.text);
  if (!m || (m[2] ?? '').length > 2) return null;
  const total = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(total) ? total : null;
}
/**
 * The first rule a donation amount breaks, or null when it is fine: empty, not a number, below
 * ₦100 (named in naira: "50" is a gift too small, not a text too short), the spec's minimum length
 * 3 of the amount written out in naira (kept, though a readable amount of ₦100 or more always
 * has three digits), above the maximum, more than two decimals (decision 040, amended by issue 26).
 */
function checkAmount(value) {
  if (value === void 0 || value === null || (typeof value === 'string' && value.trim() === '')) return AmountMsg.required;
  const a = readNaira(value);
  if (!a) return AmountMsg.notNumber;
  if (a.n < 100) return AmountMsg.min;
  if (a.text.replace(/^-/, '').length < 3) return AmountMsg.tooShort;
  if (a.n > 1e7) return AmountMsg.max;
  if (amountToKobo(value) === null) return AmountMsg.fraction;
  return null;
}
// ../../packages/shared/src/donations/checks.ts
/**
 * The donation form's rules (spec §3 "Donor form", §5 "Donation") as plain functions, without
 * zod: the donate dialog checks with them, so the journey home → a campaign → donate carries
 * neither zod nor a form library (decision 080). The API's schema (schemas.ts, `donateSchemaFor`)
 * runs the same `donationErrors` inside zod, after it has checked the body's types; a shared test
 * (checks.test.ts) holds the two to the same answers on a table of inputs.
 *
 * Which fields are asked depends on who gives:
 * - signed in: only amount and comment; the identity comes from the account;
 * - anonymous (`known` 1, or `anonymous` true): no name is shown; a guest gives only the e-mail;
 * - guest: first and last name, e-mail; mobile optional (at least 11 when given). A Nigerian
 *   number however written (0803 123 4567, +234 (0) 803…) is checked as +2348031234567
 *   (phone.ts); another country's number is checked as typed.
 * The rules of each field run in the spec's order (checks.ts).
 */
var donationRules = {
  firstname: {
    label: 'First name',
    max: 60,
  },
  lastname: {
    label: 'Last name',
    max: 60,
  },
  email: {
    label: 'Email',
    max: 254,
    email: true,
  },
  mobile: {
    label: 'Mobile',
    min: Limits.mobileMinLength,
    max: 20,
    normalize: normalizeNigerianPhone,
  },
  comment: {
    label: 'Comment',
    max: Limits.commentMax,
    multiline: true,
  },
  delivery_name: {
    label: 'Delivery name',
    max: 120,
  },
  delivery_phone: {
    label: 'Delivery phone',
    phone: true,
    normalize: normalizeNigerianPhone,
  },
  delivery_address: {
    label: 'Delivery address',
    min: 10,
    max: 300,
  },
};
var DELIVERY = ['delivery_name', 'delivery_phone', 'delivery_address'];
var NUL = /\u0000/;
var MOBILE = /^\+?\d[\d ]*$/;
/**
 * A field's value as its rules see it and as it is stored (`cleanText`, as every form's fields):
 * the names, e-mail and delivery details without invisible controls, the comment without direction
 * overrides; trimmed, then in its normal form (the mobile's, phone.ts).
 */
var donationValueOf = (v, key) => {
  const r = donationRules[key];
  return cleanText(v[key] ?? '', r);
};
/** Whether the donor gives anonymously: `known` 1, or the form's `anonymous` true (or 1). */
var isAnonymous = (v) => v.known === 1 || v.anonymous === true || v.anonymous === 1;
/** The reward id a donation names, or null for none; NaN when it names nothing that could be one. */
function rewardIdOf(v) {
  if (v === void 0 || v === null || v === '' || v === 0 || v === '0') return null;
  const n = typeof v === 'number' ? v : /^\s*\d{1,15}\s*$/.test(String(v)) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : NaN;
}
var RewardMsg = {
  choose: 'Choose a reward from the list',
  notOffered: 'This campaign does not offer this reward',
  tooSmall: (naira) => `This reward needs a donation of at least ${naira}`,
  soldOut: 'This reward has run out. Choose another reward, or give without one',
  notDelivered: 'A Non-material reward is not delivered: leave the delivery details empty',
};
/**
 * Every rule the donation breaks, as `{ field: message }` with the first message of each field,
 * in the order the rules run; empty when it may go. `signedIn`: the donor has a session. `delivery`: the
 * chosen reward is Material, so its delivery details are required (otherwise they are checked
 * only when given; the API checks the reward itself after this, `deliveryErrors`).
 */
function donationErrors(v, signedIn, o = {}) {
  const errors = {};
  const add = (key, message) => {
    errors[key] ??= message;
  };
  const check = (key, required) => {
    const value = donationValueOf(v, key);
    if (NUL.test(value)) return add(key, `${donationRules[key].label} contains characters that are not allowed`);
    if (!required && value === '') return;
    const m = checkField(value, {
      ...donationRules[key],
      required,
    });
    if (m) add(key, m);
  };
  if (!signedIn) {
    if (!isAnonymous(v)) {
      check('firstname', true);
      check('lastname', true);
      check('mobile', false);
      const mobile = donationValueOf(v, 'mobile');
      if (
        mobile &&
        !checkField(mobile, {
          ...donationRules.mobile,
          required: false,
        }) &&
        !MOBILE.test(mobile)
      )
        add('mobile', Msg.phoneLength);
    }
    check('email', true);
  }
  const amount = checkAmount(v.amount);
  if (amount) add('amount', amount);
  check('comment', false);
  for (const key of DELIVERY) check(key, o.delivery === true);
  if (Number.isNaN(rewardIdOf(v.reward))) add('reward', RewardMsg.choose);
  if (String(v.campaign).trim() === '') add('campaign', Msg.required('Campaign'));
  return errors;
}
export { rewardIdOf as a, isAnonymous as i, donationErrors as n, amountToKobo as o, donationValueOf as r, readNaira as s, DELIVERY as t };
