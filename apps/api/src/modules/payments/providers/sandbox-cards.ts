import { isUssdBank } from '@ireti/shared/donations/ussd';

/**
 * The sandbox's test cards. Spaces and dashes in the number are ignored; the expiry and CVV
 * are not asked for.
 *
 * | card / input             | outcome                                                       |
 * |--------------------------|---------------------------------------------------------------|
 * | 4084 0840 8408 4081      | success (Visa; Paystack's own test card)                      |
 * | 4000 0000 0000 0002      | failed: "Declined"                                            |
 * | 4000 0000 0000 9995      | failed: "Insufficient Funds"                                  |
 * | 5060 6666 6666 6666 666  | Verve, needs OTP 123456: none → otp_required (still pending), |
 * |                          | right OTP → success, wrong OTP → failed "Incorrect OTP"       |
 * | transfer                 | pay by bank transfer → success, channel bank_transfer         |
 * | ussd:737 (a bank's code) | pay by USSD from that bank → success, channel ussd (issue 17) |
 *
 * Any other number is refused without touching the charge ("Invalid card number" when it fails
 * the Luhn check, "Not a sandbox test card" otherwise), so the donor can try again.
 */
export const SANDBOX_OTP = '123456';

type Rule = { outcome: 'success' | 'failed' | 'otp'; message: string };
const CARDS: Record<string, Rule> = {
  '4084084084084081': { outcome: 'success', message: 'Approved' },
  '4000000000000002': { outcome: 'failed', message: 'Declined' },
  '4000000000009995': { outcome: 'failed', message: 'Insufficient Funds' },
  '5060666666666666666': { outcome: 'otp', message: 'Approved' },
};

export const SANDBOX_TEST_CARDS = Object.keys(CARDS);

export type CardOutcome =
  | { kind: 'success' | 'failed'; channel: 'card' | 'bank_transfer' | 'ussd'; last4: string | null; message: string }
  | { kind: 'otp_required'; message: string }
  | { kind: 'invalid'; message: string };

export function cardOutcome(card: string, otp?: string): CardOutcome {
  const input = card.trim().toLowerCase();
  if (input === 'transfer') return { kind: 'success', channel: 'bank_transfer', last4: null, message: 'Approved' };
  if (input.startsWith('ussd:'))
    return isUssdBank(input.slice(5))
      ? { kind: 'success', channel: 'ussd', last4: null, message: 'Approved' }
      : { kind: 'invalid', message: 'Not a bank with a USSD code in the sandbox' };
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { kind: 'invalid', message: 'Invalid card number' };
  const rule = CARDS[digits];
  if (!rule) return { kind: 'invalid', message: 'Not a sandbox test card' };
  const last4 = digits.slice(-4);
  if (rule.outcome !== 'otp') return { kind: rule.outcome, channel: 'card', last4, message: rule.message };
  if (otp === undefined || otp === '')
    return { kind: 'otp_required', message: `Enter the OTP sent to your phone (sandbox: ${SANDBOX_OTP})` };
  return otp.trim() === SANDBOX_OTP
    ? { kind: 'success', channel: 'card', last4, message: rule.message }
    : { kind: 'failed', channel: 'card', last4, message: 'Incorrect OTP' };
}

/** The Luhn check digit test every card number passes. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
