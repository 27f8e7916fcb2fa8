import { m as LIABILITY_CAP_NAIRA } from './constants-DBX7dDmi.js';
import { d as formatNaira } from '../entry-server.js';
// src/lib/content/policy.ts
/**
 * The policy figures every static page quotes, taken from the shared constants so the terms, the
 * FAQ and the how-it-works page can never disagree with what the API enforces.
 */
var commission = `5%`;
var liabilityCap = formatNaira(LIABILITY_CAP_NAIRA);
var minimumDonation = formatNaira(100);
var privacyEffective = '1 March 2020';
var supportEmail = 'support@ireti.ng';
var privacyEmail = 'privacy@ireti.ng';
/** A worked example of a claim: whole naira, integer arithmetic only. */
var goal = 5e5;
var raised = 52e4;
var fee = (goal * 5) / 100;
var claimExample = {
  goal: formatNaira(goal),
  raised: formatNaira(raised),
  fee: formatNaira(fee),
  payout: formatNaira(raised - fee),
};
export {
  privacyEffective as a,
  minimumDonation as i,
  commission as n,
  privacyEmail as o,
  liabilityCap as r,
  supportEmail as s,
  claimExample as t,
};
