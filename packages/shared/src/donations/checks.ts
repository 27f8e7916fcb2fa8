import { Limits } from '../constants.ts';
import { Msg } from '../messages.ts';
import { normalizeNigerianPhone } from '../phone.ts';
import { checkField, cleanText, type FieldRules } from '../checks.ts';
import { checkAmount } from './amount.ts';

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
export const donationRules = {
  firstname: { label: 'First name', max: 60 },
  lastname: { label: 'Last name', max: 60 },
  email: { label: 'Email', max: 254, email: true },
  mobile: { label: 'Mobile', min: Limits.mobileMinLength, max: 20, normalize: normalizeNigerianPhone },
  comment: { label: 'Comment', max: Limits.commentMax, multiline: true },
  // A Material reward's delivery (issue 15): who receives it, a phone for the courier, where.
  delivery_name: { label: 'Delivery name', max: 120 },
  delivery_phone: { label: 'Delivery phone', phone: true, normalize: normalizeNigerianPhone },
  delivery_address: { label: 'Delivery address', min: 10, max: 300 },
} satisfies Record<string, FieldRules>;

export type DonationTextField = keyof typeof donationRules;
export const DELIVERY = ['delivery_name', 'delivery_phone', 'delivery_address'] as const;

/** The donation's fields as the rules read them (POST /donate's body; the donate form's values). */
export interface DonationFields {
  firstname?: string;
  lastname?: string;
  email?: string;
  mobile?: string;
  comment?: string;
  delivery_name?: string;
  delivery_phone?: string;
  delivery_address?: string;
  known?: 0 | 1;
  anonymous?: boolean | 0 | 1;
  amount?: unknown;
  reward?: number | string | null;
  campaign: string | number;
}

const NUL = /\u0000/;
const MOBILE = /^\+?\d[\d ]*$/;

/**
 * A field's value as its rules see it and as it is stored (`cleanText`, as every form's fields):
 * the names, e-mail and delivery details without invisible controls, the comment without direction
 * overrides; trimmed, then in its normal form (the mobile's, phone.ts).
 */
export const donationValueOf = (v: { [k in DonationTextField]?: string }, key: DonationTextField) => {
  const r: FieldRules = donationRules[key];
  return cleanText(v[key] ?? '', r);
};

/** Whether the donor gives anonymously: `known` 1, or the form's `anonymous` true (or 1). */
export const isAnonymous = (v: Pick<DonationFields, 'known' | 'anonymous'>) => v.known === 1 || v.anonymous === true || v.anonymous === 1;

/** The reward id a donation names, or null for none; NaN when it names nothing that could be one. */
export function rewardIdOf(v: unknown): number | null {
  if (v === undefined || v === null || v === '' || v === 0 || v === '0') return null;
  const n = typeof v === 'number' ? v : /^\s*\d{1,15}\s*$/.test(String(v)) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : NaN;
}

export const RewardMsg = {
  choose: 'Choose a reward from the list',
  notOffered: 'This campaign does not offer this reward',
  tooSmall: (naira: string) => `This reward needs a donation of at least ${naira}`,
  soldOut: 'This reward has run out. Choose another reward, or give without one',
  notDelivered: 'A Non-material reward is not delivered: leave the delivery details empty',
};

/**
 * Every rule the donation breaks, as `{ field: message }` with the first message of each field,
 * in the order the rules run; empty when it may go. `signedIn`: the donor has a session. `delivery`: the
 * chosen reward is Material, so its delivery details are required (otherwise they are checked
 * only when given; the API checks the reward itself after this, `deliveryErrors`).
 */
export function donationErrors(v: DonationFields, signedIn: boolean, o: { delivery?: boolean } = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (key: string, message: string) => {
    errors[key] ??= message;
  };
  const check = (key: DonationTextField, required: boolean) => {
    const value = donationValueOf(v, key);
    if (NUL.test(value)) return add(key, `${donationRules[key].label} contains characters that are not allowed`);
    if (!required && value === '') return;
    const m = checkField(value, { ...donationRules[key], required });
    if (m) add(key, m);
  };
  if (!signedIn) {
    if (!isAnonymous(v)) {
      check('firstname', true);
      check('lastname', true);
      check('mobile', false);
      const mobile = donationValueOf(v, 'mobile');
      if (mobile && !checkField(mobile, { ...donationRules.mobile, required: false }) && !MOBILE.test(mobile))
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
