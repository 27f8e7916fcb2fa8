import { DONATION_MAX_NAIRA, DONATION_MIN_NAIRA, KOBO_PER_NAIRA } from '../constants.ts';
import { Msg } from '../messages.ts';
import { formatNaira } from '../money.ts';

/**
 * A donation amount is naira with at most two decimals (kobo-exact), between ₦100 and
 * DONATION_MAX_NAIRA (docs/decisions/040-donation-form-and-amounts.md). The conversion reads the
 * number's shortest decimal form, never multiplies a float: 100.55 * 100 is 10055.000000000002.
 */
const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

export const AmountMsg = {
  required: Msg.required('Amount'),
  notNumber: 'Amount must be a number',
  tooShort: Msg.minLength(3),
  fraction: 'Amount can have at most two decimal places (kobo)',
  min: `The least you can give is ${formatNaira(DONATION_MIN_NAIRA)}`,
  max: `The most you can give at once is ${formatNaira(DONATION_MAX_NAIRA)}`,
  /** The gift is more than the campaign still needs (giftCapKobo). */
  needsOnly: (remainingKobo: number) => `This campaign needs only ${nairaOf(remainingKobo)} more, so that is the most you can give`,
  /** Less than the least gift is missing: the least gift completes it. */
  needsLessThanMin: (remainingKobo: number) =>
    `This campaign needs only ${nairaOf(remainingKobo)} more: give ${formatNaira(DONATION_MIN_NAIRA)}, the least you can give, to complete it`,
  goalMet: 'This campaign has reached its goal and takes no more donations',
} as const;

/** "₦12,500" or, with kobo, "₦12,499.50" (what a campaign still needs may have kobo). */
function nairaOf(kobo: number): string {
  if (kobo % KOBO_PER_NAIRA === 0) return formatNaira(kobo / KOBO_PER_NAIRA);
  return `₦${new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kobo / KOBO_PER_NAIRA)}`;
}

/** Naira (a JS number with at most two decimals) → integer kobo; null when it has more. */
export function nairaAmountToKobo(naira: number): number | null {
  if (!Number.isFinite(naira) || naira < 0) return null;
  const m = DECIMAL.exec(String(naira));
  if (!m) return null;
  const whole = Number(m[1]);
  const kobo = Number((m[2] ?? '').padEnd(2, '0'));
  const total = whole * KOBO_PER_NAIRA + kobo;
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
const NUMERIC = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(k?)$/i;
const CURRENCY = /^(?:₦|ngn|n)/i;
export function readNaira(value: unknown): { n: number; text: string } | null {
  if (typeof value === 'number') return Number.isFinite(value) ? { n: value, text: String(value) } : null;
  if (typeof value !== 'string') return null;
  const m = NUMERIC.exec(value.replace(/\s+/g, '').replace(CURRENCY, ''));
  if (!m) return null;
  let whole = m[2]!.replace(/,/g, '');
  let fraction = m[3] ?? '';
  if (m[4]) {
    // thousands: the decimal point moves three digits to the right
    const padded = fraction.padEnd(3, '0');
    whole = (whole + padded.slice(0, 3)).replace(/^0+(?=\d)/, '');
    fraction = fraction.slice(3);
  }
  const text = `${m[1]}${whole}${fraction ? `.${fraction}` : ''}`;
  const n = Number(text);
  return Number.isFinite(n) ? { n, text } : null;
}

/**
 * An amount (a number, or text as readNaira reads it) in integer kobo; null when it is not a number
 * of naira with at most two decimals. Text is read digit by digit, never through a float.
 */
export function amountToKobo(value: unknown): number | null {
  const a = readNaira(value);
  if (!a) return null;
  if (typeof value === 'number') return nairaAmountToKobo(a.n);
  const m = /^(\d+)(?:\.(\d+?)0*)?$/.exec(a.text);
  if (!m || (m[2] ?? '').length > 2) return null;
  const total = Number(m[1]) * KOBO_PER_NAIRA + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(total) ? total : null;
}

/**
 * The first rule a donation amount breaks, or null when it is fine: empty, not a number, below
 * ₦100 (named in naira: "50" is a gift too small, not a text too short), the spec's minimum length
 * 3 of the amount written out in naira (kept, though a readable amount of ₦100 or more always
 * has three digits), above the maximum, more than two decimals (decision 040, amended by issue 26).
 */
export function checkAmount(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return AmountMsg.required;
  const a = readNaira(value);
  if (!a) return AmountMsg.notNumber;
  if (a.n < DONATION_MIN_NAIRA) return AmountMsg.min;
  if (a.text.replace(/^-/, '').length < 3) return AmountMsg.tooShort;
  if (a.n > DONATION_MAX_NAIRA) return AmountMsg.max;
  if (amountToKobo(value) === null) return AmountMsg.fraction;
  return null;
}

/**
 * The most one gift may be now, in kobo (docs/decisions/045-commission-floor.md): what the goal
 * still needs, so that a goal cannot be a token with the real money above it (the commission is
 * 5% of the goal); but never below the least gift — a campaign ₦50 short still takes ₦100 — and
 * nothing once the goal is met. DONATION_MAX_NAIRA is checkAmount's rule, checked before this.
 * The API applies the same rule, against the confirmed total, in the statement that starts a
 * donation (payments/donations.service.ts).
 */
export function giftCapKobo(goalKobo: number, pledgedKobo: number): number {
  const remaining = goalKobo - pledgedKobo;
  if (remaining <= 0) return 0;
  return Math.max(remaining, DONATION_MIN_NAIRA * KOBO_PER_NAIRA);
}

/** What to tell a donor whose gift is above giftCapKobo, naming the most they can give. */
export function giftCapMessage(goalKobo: number, pledgedKobo: number): string {
  const remaining = goalKobo - pledgedKobo;
  if (remaining <= 0) return AmountMsg.goalMet;
  return remaining < DONATION_MIN_NAIRA * KOBO_PER_NAIRA ? AmountMsg.needsLessThanMin(remaining) : AmountMsg.needsOnly(remaining);
}

/** The message when a gift of `amountKobo` is more than the campaign still needs, or null. */
export function checkGiftFits(amountKobo: number, goalKobo: number, pledgedKobo: number): string | null {
  return amountKobo > giftCapKobo(goalKobo, pledgedKobo) ? giftCapMessage(goalKobo, pledgedKobo) : null;
}
