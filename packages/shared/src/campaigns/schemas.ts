import { z } from 'zod';
import {
  END_DATE_MAX_DAYS,
  FUNDING_MODES,
  CAMPAIGN_CATEGORY_NAMES,
  CAMPAIGN_TYPES,
  DONATION_MAX_NAIRA,
  DONATION_MIN_NAIRA,
  GOAL_MAX_NAIRA,
  GOAL_MIN_NAIRA,
  Limits,
  REWARD_TYPES,
} from '../constants.ts';
import { Msg } from '../messages.ts';
import { formatNaira } from '../money.ts';
import { field, optionalField } from '../rules.ts';

/**
 * The campaign forms of spec §5 (creation, edit, reward, close), shared by the web forms and the
 * API routes. Required fields say "X can't be empty"; lengths use the spec's generic messages.
 */
export const CampaignMsg = {
  wholeNaira: (label: string) => `${label} must be a whole number of naira`,
  positive: (label: string) => `${label} must be more than ₦0`,
  atLeast: (label: string, min: number) => `${label} must be at least ${formatNaira(min)}`,
  atMost: (label: string, max: number) => `${label} can be at most ${formatNaira(max)}`,
  category: 'Choose one of the categories',
  type: 'Choose Reward based or Non-reward based',
  rewardType: 'Choose Material or Non-material',
  rewardsOnlyForRewardBased: 'Rewards can only be added to a Reward based campaign',
  tooManyRewards: (n: number) => `A campaign can have at most ${n} rewards`,
  quantityBelowTaken: (n: number) => `Donors already hold ${n} of this reward: the quantity can't be less than ${n}`,
  /** A goal below the money donors have given or are paying (issue 23: the commission is on the goal). */
  goalBelowGiven: (naira: number) =>
    `Donors have given or are paying ${formatNaira(naira)} to this campaign: the goal can't be less than ${formatNaira(naira)}`,
  campaignId: 'This campaign id is not valid',
  descriptionEmpty: "Your story can't be empty",
} as const;

/** How the campaign is funded and when it ends (issue 25; decision 088). */
export const FundingMsg = {
  mode: 'Choose All or nothing or Keep what you raise',
  endDate: 'Enter the end date as a date, like 2027-01-31',
  endPast: 'The end date must be after today',
  endTooFar: `The end date can be at most ${END_DATE_MAX_DAYS} days from today`,
  modeAfterDonations: 'The funding mode cannot change once donations have been received',
  modeLive: 'The funding mode cannot change once the campaign is live',
  endLive: 'The end date cannot change once the campaign is live',
} as const;

const DAY_MS = 86_400_000;
/** Lagos is UTC+1 all year (no summer time): its calendar day of an instant. */
export function lagosDay(at: Date | number = Date.now()): string {
  return new Date(new Date(at).getTime() + 3_600_000).toISOString().slice(0, 10);
}
/** The instant a campaign ending on `day` (YYYY-MM-DD) closes: the end of that day in Lagos (23:00 UTC). */
export function endOfLagosDay(day: string): Date {
  return new Date(`${day}T23:00:00.000Z`);
}
/** The Lagos day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
/** What is wrong with an end date chosen today, or null: after today, at most END_DATE_MAX_DAYS away. */
export function endDateProblem(day: string, now: Date | number = Date.now()): string | null {
  const today = lagosDay(now);
  if (day <= today) return FundingMsg.endPast;
  if (day > addDays(today, END_DATE_MAX_DAYS)) return FundingMsg.endTooFar;
  return null;
}

const fundingMode = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  choice('Funding', FUNDING_MODES, FundingMsg.mode).optional(),
);
/** The last day of the campaign (Lagos), as YYYY-MM-DD; empty: 60 days after it goes live. */
const endsOn = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: FundingMsg.endDate })
    .superRefine((v, ctx) => {
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(v) ||
        Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ||
        new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v
      )
        ctx.addIssue({ code: 'custom', message: FundingMsg.endDate });
      else {
        const problem = endDateProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    })
    .optional(),
);
/** Absent: all or nothing at creation, unchanged on edit; the end date likewise. */
const fundingFields = { funding_mode: fundingMode, ends_on: endsOn };

export const TITLE_MAX = 100;
export const TITLE_MIN = 5;
export const AFFILIATION_MAX = 100;
/** Rich-text description, as HTML, before sanitising. */
export const DESCRIPTION_MAX = 50_000;
export const THANK_YOU_MAX = 2000;
export const REWARDS_MAX = 20;

/**
 * A whole number of naira between `min` and `max`. The form sends text ("250,000" is fine: commas
 * and spaces are ignored); the API accepts a JSON number or the same text.
 */
export function nairaAmount(label: string, min: number, max: number) {
  return z.union([z.number(), z.string()], { error: Msg.required(label) }).transform((v, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let n: number;
    if (typeof v === 'number') {
      if (!Number.isFinite(v) || !Number.isInteger(v)) return fail(CampaignMsg.wholeNaira(label));
      n = v;
    } else {
      const s = v.replace(/[\s,]/g, '');
      if (s === '') return fail(Msg.required(label));
      if (/^-\d+$/.test(s)) return fail(min <= 1 ? CampaignMsg.positive(label) : CampaignMsg.atLeast(label, min));
      if (!/^\d+$/.test(s)) return fail(CampaignMsg.wholeNaira(label));
      if (s.length > 16) return fail(CampaignMsg.atMost(label, max));
      n = Number(s);
    }
    if (n < min) return fail(min <= 1 ? CampaignMsg.positive(label) : CampaignMsg.atLeast(label, min));
    if (n > max) return fail(CampaignMsg.atMost(label, max));
    return n;
  });
}

/** One value of a fixed list: empty says "X can't be empty", anything else `invalid`. */
export function choice<T extends readonly string[]>(label: string, values: T, invalid: string) {
  return z
    .string({ error: Msg.required(label) })
    .superRefine((v, ctx) => {
      if (v.trim() === '') ctx.addIssue({ code: 'custom', message: Msg.required(label) });
      else if (!values.includes(v)) ctx.addIssue({ code: 'custom', message: invalid });
    })
    .transform((v) => v as T[number]);
}

/** A campaign's public id (lower-case letters and digits); upper case in a link is accepted. */
export const campaignIdSchema = z
  .string({ error: CampaignMsg.campaignId })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{6,32}$/, CampaignMsg.campaignId);

/**
 * Where spec §7 writes `{id}` for a campaign: its public `campaign_id` or its numeric `_id`
 * (decision 008). Any string or integer passes; the lookup finds it or answers "not found", so a
 * wrong id is never refused for its shape.
 */
export const campaignRefSchema = z
  .union([z.number().int(), z.string()], { error: CampaignMsg.campaignId })
  .transform((v) => String(v).trim().toLowerCase());

/**
 * A place id (state_id, local_id: spec §3 reference data). Optional for the API: a campaign created
 * without a place takes its owner's (decision 008: a spec client sends none); the wizard requires it.
 */
const placeId = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .union([z.number(), z.string()], { error: Msg.required(label) })
      .transform((v, ctx) => {
        const n = typeof v === 'number' ? v : /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : NaN;
        if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) {
          ctx.addIssue({ code: 'custom', message: Msg.required(label) });
          return z.NEVER;
        }
        return n;
      })
      .optional(),
  );

/** The campaign's own state and LGA (issue 14): both or neither; the server checks the LGA is the state's. */
const placeFields = { state: placeId('State'), lga: placeId('LGA') };
function bothOrNeither(c: { state?: number; lga?: number }, ctx: z.RefinementCtx) {
  if (c.state !== undefined && c.lga === undefined) ctx.addIssue({ code: 'custom', path: ['lga'], message: Msg.required('LGA') });
  if (c.lga !== undefined && c.state === undefined) ctx.addIssue({ code: 'custom', path: ['state'], message: Msg.required('State') });
}

const campaignFields = {
  // the fields are named in messages as the form labels them (issue 26)
  title: field({ label: 'Campaign title', max: TITLE_MAX, min: TITLE_MIN }),
  // At least GOAL_MIN_NAIRA: the commission is a share of the goal (decision 045).
  goal: nairaAmount('Goal', GOAL_MIN_NAIRA, GOAL_MAX_NAIRA),
  category: choice('Category', CAMPAIGN_CATEGORY_NAMES, CampaignMsg.category),
  // Marked required in the form, not by the rule (spec §5).
  affiliatedOrganization: optionalField({ label: 'Affiliated organisation', max: AFFILIATION_MAX }).nullable(),
  summary: field({ label: 'Summary', max: Limits.summaryMax }),
  campaign_details: field({ label: 'Your story', max: DESCRIPTION_MAX, multiline: true }),
  types: choice('Campaign type', CAMPAIGN_TYPES, CampaignMsg.type),
};

/** A reward's units on offer: empty (or absent) is unlimited. */
export const REWARD_QUANTITY_MAX = 100_000;
const rewardQuantity = z
  .union([z.number(), z.string(), z.null()], { error: 'Quantity must be a whole number' })
  .optional()
  .transform((v, ctx) => {
    const s = typeof v === 'string' ? v.replace(/[\s,]/g, '') : v;
    if (s === undefined || s === null || s === '') return null;
    const n = typeof s === 'number' ? s : /^\d{1,7}$/.test(s) ? Number(s) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > REWARD_QUANTITY_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: `Quantity must be a whole number from 1 to ${REWARD_QUANTITY_MAX.toLocaleString('en-NG')}, or empty for no limit`,
      });
      return z.NEVER;
    }
    return n;
  });

export const rewardFields = {
  donation: nairaAmount('Donation amount', DONATION_MIN_NAIRA, DONATION_MAX_NAIRA),
  reward_type: choice('Reward type', REWARD_TYPES, CampaignMsg.rewardType),
  reward: field({ label: 'Reward', max: Limits.rewardTextMax }),
  /** How many can be given (issue 15); empty: no limit. */
  quantity: rewardQuantity,
};

/** A reward: PUT /reward/{id}, and each item of `rewards` in POST /campaigns. */
export const rewardSchema = z.object(rewardFields);
export type RewardInput = z.input<typeof rewardSchema>;
export type RewardValues = z.output<typeof rewardSchema>;

/** POST /reward: a reward on one campaign. */
export const rewardCreateSchema = z.object({ campaign: campaignRefSchema, ...rewardFields });
export type RewardCreateInput = z.input<typeof rewardCreateSchema>;

/** POST /campaigns (spec §7 create payload). Rewards only on a Reward based campaign. */
export const campaignCreateSchema = z
  .object({
    ...campaignFields,
    ...placeFields,
    ...fundingFields,
    // The spec's form sends `rewards: ""` before any reward is added (and its reward inputs,
    // donationAmt/rewardType/reward, which are not ours and are ignored: decision 008).
    rewards: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.array(rewardSchema).max(REWARDS_MAX, CampaignMsg.tooManyRewards(REWARDS_MAX)).optional(),
    ),
  })
  .superRefine((c, ctx) => {
    if (c.rewards?.length && c.types !== 'Reward based') {
      ctx.addIssue({ code: 'custom', path: ['rewards'], message: CampaignMsg.rewardsOnlyForRewardBased });
    }
    bothOrNeither(c, ctx);
  });
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;
export type CampaignCreateValues = z.output<typeof campaignCreateSchema>;

/**
 * PUT /campaign/{id}: the same fields, all sent (the edit form holds the whole campaign); the place
 * only while the campaign awaits verification (absent: unchanged).
 */
export const campaignUpdateSchema = z.object({ ...campaignFields, ...placeFields, ...fundingFields }).superRefine(bothOrNeither);
export type CampaignUpdateInput = z.input<typeof campaignUpdateSchema>;
export type CampaignUpdateValues = z.output<typeof campaignUpdateSchema>;

/** POST /campaign/closecampaign/{id}: the thank-you message (the two images are uploaded first). */
export const closeCampaignSchema = z.object({ message: field({ label: 'Message', max: THANK_YOU_MAX, multiline: true }) });
export type CloseCampaignInput = z.input<typeof closeCampaignSchema>;

/** The wizard's form: the update fields with the place required (its owner's by default). */
export const campaignWizardSchema = z.object({ ...campaignFields, ...placeFields, ...fundingFields }).superRefine((c, ctx) => {
  if (c.state === undefined) ctx.addIssue({ code: 'custom', path: ['state'], message: Msg.required('State') });
  if (c.lga === undefined) ctx.addIssue({ code: 'custom', path: ['lga'], message: Msg.required('LGA') });
});

/** The wizard's steps 1 and 2, validated one step at a time with the same schema. */
export const WIZARD_STEP_FIELDS = {
  1: ['title', 'goal', 'category', 'affiliatedOrganization', 'state', 'lga', 'funding_mode', 'ends_on'],
  2: ['summary', 'campaign_details', 'types'],
} as const;
