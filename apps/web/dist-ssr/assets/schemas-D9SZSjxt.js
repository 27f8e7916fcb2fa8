import {
  a as DONATION_MAX_NAIRA,
  d as GOAL_MIN_NAIRA,
  g as Limits,
  n as CAMPAIGN_CATEGORY_NAMES,
  r as CAMPAIGN_TYPES,
  s as FUNDING_MODES,
  u as GOAL_MAX_NAIRA,
  x as REWARD_TYPES,
} from './constants-DBX7dDmi.js';
import { L as Msg, d as formatNaira } from '../entry-server.js';
import {
  _ as NEVER,
  d as object,
  f as preprocess,
  m as union,
  o as _null,
  p as string,
  r as optionalField,
  s as array,
  t as field,
  u as number,
} from './rules-Ch6PIl7_.js';
// ../../packages/shared/src/campaigns/schemas.ts
/**
 * The campaign forms of spec §5 (creation, edit, reward, close), shared by the web forms and the
 * API routes. Required fields say "X can't be empty"; lengths use the spec's generic messages.
 */
var CampaignMsg = {
  wholeNaira: (label) => `${label} must be a whole number of naira`,
  positive: (label) => `${label} must be more than ₦0`,
  atLeast: (label, min) => `${label} must be at least ${formatNaira(min)}`,
  atMost: (label, max) => `${label} can be at most ${formatNaira(max)}`,
  category: 'Choose one of the categories',
  type: 'Choose Reward based or Non-reward based',
  rewardType: 'Choose Material or Non-material',
  rewardsOnlyForRewardBased: 'Rewards can only be added to a Reward based campaign',
  tooManyRewards: (n) => `A campaign can have at most ${n} rewards`,
  quantityBelowTaken: (n) => `Donors already hold ${n} of this reward: the quantity can't be less than ${n}`,
  /** A goal below the money donors have given or are paying (issue 23: the commission is on the goal). */
  goalBelowGiven: (naira) =>
    `Donors have given or are paying ${formatNaira(naira)} to this campaign: the goal can't be less than ${formatNaira(naira)}`,
  campaignId: 'This campaign id is not valid',
  descriptionEmpty: "Your story can't be empty",
};
/** How the campaign is funded and when it ends (issue 25; decision 088). */
var FundingMsg = {
  mode: 'Choose All or nothing or Keep what you raise',
  endDate: 'Enter the end date as a date, like 2027-01-31',
  endPast: 'The end date must be after today',
  endTooFar: `The end date can be at most 180 days from today`,
  modeAfterDonations: 'The funding mode cannot change once donations have been received',
  modeLive: 'The funding mode cannot change once the campaign is live',
  endLive: 'The end date cannot change once the campaign is live',
};
var DAY_MS = 864e5;
/** Lagos is UTC+1 all year (no summer time): its calendar day of an instant. */
function lagosDay(at = Date.now()) {
  return new Date(new Date(at).getTime() + 36e5).toISOString().slice(0, 10);
}
/** The Lagos day `days` after `day`. */
function addDays(day, days) {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
/** What is wrong with an end date chosen today, or null: after today, at most END_DATE_MAX_DAYS away. */
function endDateProblem(day, now = Date.now()) {
  const today = lagosDay(now);
  if (day <= today) return FundingMsg.endPast;
  if (day > addDays(today, 180)) return FundingMsg.endTooFar;
  return null;
}
/** Absent: all or nothing at creation, unchanged on edit; the end date likewise. */
var fundingFields = {
  funding_mode: preprocess((v) => (v === '' || v === null ? void 0 : v), choice('Funding', FUNDING_MODES, FundingMsg.mode).optional()),
  ends_on: preprocess(
    (v) => (v === '' || v === null ? void 0 : v),
    string({ error: FundingMsg.endDate })
      .superRefine((v, ctx) => {
        if (
          !/^\d{4}-\d{2}-\d{2}$/.test(v) ||
          Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ||
          /* @__PURE__ */ new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v
        )
          ctx.addIssue({
            code: 'custom',
            message: FundingMsg.endDate,
          });
        else {
          const problem = endDateProblem(v);
          if (problem)
            ctx.addIssue({
              code: 'custom',
              message: problem,
            });
        }
      })
      .optional(),
  ),
};
/** Rich-text description, as HTML, before sanitising. */
var DESCRIPTION_MAX = 5e4;
var THANK_YOU_MAX = 2e3;
/**
 * A whole number of naira between `min` and `max`. The form sends text ("250,000" is fine: commas
 * and spaces are ignored); the API accepts a JSON number or the same text.
 */
function nairaAmount(label, min, max) {
  return union([number(), string()], { error: Msg.required(label) }).transform((v, ctx) => {
    const fail = (message) => {
      ctx.addIssue({
        code: 'custom',
        message,
      });
      return NEVER;
    };
    let n;
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
function choice(label, values, invalid) {
  return string({ error: Msg.required(label) })
    .superRefine((v, ctx) => {
      if (v.trim() === '')
        ctx.addIssue({
          code: 'custom',
          message: Msg.required(label),
        });
      else if (!values.includes(v))
        ctx.addIssue({
          code: 'custom',
          message: invalid,
        });
    })
    .transform((v) => v);
}
/** A campaign's public id (lower-case letters and digits); upper case in a link is accepted. */
var campaignIdSchema = string({ error: CampaignMsg.campaignId })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{6,32}$/, CampaignMsg.campaignId);
/**
 * Where spec §7 writes `{id}` for a campaign: its public `campaign_id` or its numeric `_id`
 * (decision 008). Any string or integer passes; the lookup finds it or answers "not found", so a
 * wrong id is never refused for its shape.
 */
var campaignRefSchema = union([number().int(), string()], { error: CampaignMsg.campaignId }).transform((v) =>
  String(v).trim().toLowerCase(),
);
/**
 * A place id (state_id, local_id: spec §3 reference data). Optional for the API: a campaign created
 * without a place takes its owner's (decision 008: a spec client sends none); the wizard requires it.
 */
var placeId = (label) =>
  preprocess(
    (v) => (v === '' || v === null ? void 0 : v),
    union([number(), string()], { error: Msg.required(label) })
      .transform((v, ctx) => {
        const n = typeof v === 'number' ? v : /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : NaN;
        if (!Number.isSafeInteger(n) || n <= 0 || n > 2147483647) {
          ctx.addIssue({
            code: 'custom',
            message: Msg.required(label),
          });
          return NEVER;
        }
        return n;
      })
      .optional(),
  );
/** The campaign's own state and LGA (issue 14): both or neither; the server checks the LGA is the state's. */
var placeFields = {
  state: placeId('State'),
  lga: placeId('LGA'),
};
function bothOrNeither(c, ctx) {
  if (c.state !== void 0 && c.lga === void 0)
    ctx.addIssue({
      code: 'custom',
      path: ['lga'],
      message: Msg.required('LGA'),
    });
  if (c.lga !== void 0 && c.state === void 0)
    ctx.addIssue({
      code: 'custom',
      path: ['state'],
      message: Msg.required('State'),
    });
}
var campaignFields = {
  title: field({
    label: 'Campaign title',
    max: 100,
    min: 5,
  }),
  goal: nairaAmount('Goal', GOAL_MIN_NAIRA, GOAL_MAX_NAIRA),
  category: choice('Category', CAMPAIGN_CATEGORY_NAMES, CampaignMsg.category),
  affiliatedOrganization: optionalField({
    label: 'Affiliated organisation',
    max: 100,
  }).nullable(),
  summary: field({
    label: 'Summary',
    max: Limits.summaryMax,
  }),
  campaign_details: field({
    label: 'Your story',
    max: DESCRIPTION_MAX,
    multiline: true,
  }),
  types: choice('Campaign type', CAMPAIGN_TYPES, CampaignMsg.type),
};
/** A reward's units on offer: empty (or absent) is unlimited. */
var REWARD_QUANTITY_MAX = 1e5;
var rewardQuantity = union([number(), string(), _null()], { error: 'Quantity must be a whole number' })
  .optional()
  .transform((v, ctx) => {
    const s = typeof v === 'string' ? v.replace(/[\s,]/g, '') : v;
    if (s === void 0 || s === null || s === '') return null;
    const n = typeof s === 'number' ? s : /^\d{1,7}$/.test(s) ? Number(s) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > 1e5) {
      ctx.addIssue({
        code: 'custom',
        message: `Quantity must be a whole number from 1 to ${REWARD_QUANTITY_MAX.toLocaleString('en-NG')}, or empty for no limit`,
      });
      return NEVER;
    }
    return n;
  });
var rewardFields = {
  donation: nairaAmount('Donation amount', 100, DONATION_MAX_NAIRA),
  reward_type: choice('Reward type', REWARD_TYPES, CampaignMsg.rewardType),
  reward: field({
    label: 'Reward',
    max: Limits.rewardTextMax,
  }),
  /** How many can be given (issue 15); empty: no limit. */
  quantity: rewardQuantity,
};
/** A reward: PUT /reward/{id}, and each item of `rewards` in POST /campaigns. */
var rewardSchema = object(rewardFields);
object({
  campaign: campaignRefSchema,
  ...rewardFields,
});
object({
  ...campaignFields,
  ...placeFields,
  ...fundingFields,
  rewards: preprocess((v) => (v === '' || v === null ? void 0 : v), array(rewardSchema).max(20, CampaignMsg.tooManyRewards(20)).optional()),
}).superRefine((c, ctx) => {
  if (c.rewards?.length && c.types !== 'Reward based')
    ctx.addIssue({
      code: 'custom',
      path: ['rewards'],
      message: CampaignMsg.rewardsOnlyForRewardBased,
    });
  bothOrNeither(c, ctx);
});
/**
 * PUT /campaign/{id}: the same fields, all sent (the edit form holds the whole campaign); the place
 * only while the campaign awaits verification (absent: unchanged).
 */
var campaignUpdateSchema = object({
  ...campaignFields,
  ...placeFields,
  ...fundingFields,
}).superRefine(bothOrNeither);
/** POST /campaign/closecampaign/{id}: the thank-you message (the two images are uploaded first). */
var closeCampaignSchema = object({
  message: field({
    label: 'Message',
    max: THANK_YOU_MAX,
    multiline: true,
  }),
});
/** The wizard's form: the update fields with the place required (its owner's by default). */
var campaignWizardSchema = object({
  ...campaignFields,
  ...placeFields,
  ...fundingFields,
}).superRefine((c, ctx) => {
  if (c.state === void 0)
    ctx.addIssue({
      code: 'custom',
      path: ['state'],
      message: Msg.required('State'),
    });
  if (c.lga === void 0)
    ctx.addIssue({
      code: 'custom',
      path: ['lga'],
      message: Msg.required('LGA'),
    });
});
/** The wizard's steps 1 and 2, validated one step at a time with the same schema. */
var WIZARD_STEP_FIELDS = {
  1: ['title', 'goal', 'category', 'affiliatedOrganization', 'state', 'lga', 'funding_mode', 'ends_on'],
  2: ['summary', 'campaign_details', 'types'],
};
export {
  campaignRefSchema as a,
  closeCampaignSchema as c,
  rewardSchema as d,
  campaignIdSchema as i,
  lagosDay as l,
  WIZARD_STEP_FIELDS as n,
  campaignUpdateSchema as o,
  addDays as r,
  campaignWizardSchema as s,
  THANK_YOU_MAX as t,
  nairaAmount as u,
};
