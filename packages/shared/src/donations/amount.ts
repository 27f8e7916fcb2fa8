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
} as const;

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
 * The first rule a donation amount breaks, in the spec's order (minimum length 3 of the typed
 * value, then ours: a number, within the limits, kobo-exact), or null when it is fine.
 */
export function checkAmount(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return AmountMsg.required;
  if (typeof value !== 'number' || !Number.isFinite(value)) return AmountMsg.notNumber;
  if (String(value).length < 3) return AmountMsg.tooShort;
  if (value > DONATION_MAX_NAIRA) return AmountMsg.max;
  if (value < DONATION_MIN_NAIRA) return AmountMsg.min;
  if (nairaAmountToKobo(value) === null) return AmountMsg.fraction;
  return null;
}
