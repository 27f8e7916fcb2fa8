import { COMMISSION_PERCENT, DONATION_MIN_NAIRA, LIABILITY_CAP_NAIRA } from '@ireti/shared/constants';
import { formatNaira } from '@ireti/shared/money';

/**
 * The policy figures every static page quotes, taken from the shared constants so the terms, the
 * FAQ and the how-it-works page can never disagree with what the API enforces.
 */
export const commission = `${COMMISSION_PERCENT}%`;
export const liabilityCap = formatNaira(LIABILITY_CAP_NAIRA);
export const minimumDonation = formatNaira(DONATION_MIN_NAIRA);
export const privacyEffective = '1 March 2020';
export const supportEmail = 'support@ireti.ng';
export const privacyEmail = 'privacy@ireti.ng';

/** A worked example of a claim: whole naira, integer arithmetic only. */
const goal = 500_000;
const raised = 520_000;
const fee = (goal * COMMISSION_PERCENT) / 100;
export const claimExample = {
  goal: formatNaira(goal),
  raised: formatNaira(raised),
  fee: formatNaira(fee),
  payout: formatNaira(raised - fee),
};
