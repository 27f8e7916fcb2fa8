import { _ as ORGANIZATION_CATEGORIES, f as ID_TYPES } from './constants-DBX7dDmi.js';
import {
  d as object,
  f as preprocess,
  g as _coercedNumber,
  i as ZodNumber,
  l as literal,
  n as oneOf,
  r as optionalField,
  t as field,
  u as number$1,
} from './rules-Ch6PIl7_.js';
// ../../node_modules/zod/v4/classic/coerce.js
function number(params) {
  return _coercedNumber(ZodNumber, params);
}
// ../../packages/shared/src/trust/schemas.ts
/**
 * Forms and bodies of the trust module (volunteers, verification, reports, the admin console).
 * The API route and the web form use the same schema, so a rule is written once. A field a
 * schema does not declare is ignored and never stored (docs/decisions/008-api-contract.md).
 */
/** The campaign a call is about: its public id (the one in /campaign/{id}), any case. */
var campaignId = () =>
  field({
    label: 'Campaign',
    max: 40,
  }).transform((v) => v.toLowerCase());
/** The identity document's upload carries its type (spec §5: accepted ID types). */
var idDocumentSchema = object({ id_type: oneOf('ID type', ID_TYPES) });
object({
  campaign_id: campaignId(),
  status: literal(1, { error: 'status must be 1' }),
});
object({ campaign_id: campaignId() });
var REPORT_MESSAGE_MAX = 1e3;
var reportCampaignSchema = object({
  campaign_id: campaignId(),
  message: field({
    label: 'Message',
    min: 10,
    max: REPORT_MESSAGE_MAX,
    multiline: true,
  }),
});
/** The verified organisations list: the category select is required; 'all' shows every one. */
var ORGANIZATION_FILTERS = ['all', ...ORGANIZATION_CATEGORIES];
var organizationFilterSchema = object({ category: oneOf('Category', ORGANIZATION_FILTERS) });
var DECISIONS = ['approved', 'rejected'];
var isoDay = /^\d{4}-\d{2}-\d{2}$/;
var validDay = (v) =>
  isoDay.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && /* @__PURE__ */ new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
/** Grade 1–5 from a select ('' means none). */
var grade = preprocess(
  (v) => (v === '' || v === null || v === void 0 ? void 0 : typeof v === 'string' ? Number(v) : v),
  number$1({ error: 'Grade must be a number from 1 to 5' })
    .int('Grade must be a whole number from 1 to 5')
    .min(1, 'Grade must be from 1 to 5')
    .max(5, 'Grade must be from 1 to 5')
    .optional(),
);
/**
 * The admin's decision on a volunteer application: the interview (when and what was learnt),
 * a grade 1–5 when approving, a reason when rejecting (it is e-mailed to the applicant).
 */
var volunteerDecisionSchema = object({
  decision: oneOf('Decision', DECISIONS),
  interviewed_on: field({
    label: 'Interview date',
    max: 10,
  }).refine(validDay, 'Interview date must be a date (YYYY-MM-DD)'),
  interview_notes: field({
    label: 'Interview notes',
    max: 4e3,
    multiline: true,
  }),
  grade,
  reason: optionalField({
    label: 'Reason',
    max: 1e3,
    multiline: true,
  }),
}).superRefine((v, ctx) => {
  if (v.decision === 'approved' && v.grade === void 0)
    ctx.addIssue({
      code: 'custom',
      path: ['grade'],
      message: "Grade can't be empty",
    });
  if (v.decision === 'rejected' && !v.reason)
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: "Reason can't be empty",
    });
});
object({
  message: field({
    label: 'Message',
    max: 2e3,
    multiline: true,
  }),
});
object({
  decision: oneOf('Decision', DECISIONS),
  reason: optionalField({
    label: 'Reason',
    max: 1e3,
    multiline: true,
  }),
}).superRefine((v, ctx) => {
  if (v.decision === 'rejected' && !v.reason)
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: "Reason can't be empty",
    });
});
object({
  action: oneOf('Action', ['dismiss', 'suspend']),
  note: field({
    label: 'Note',
    max: 1e3,
    multiline: true,
  }),
});
object({
  reason: field({
    label: 'Reason',
    max: 1e3,
    multiline: true,
  }),
});
object({
  volunteer_id: number({ error: 'Volunteer must be chosen' }).int('Volunteer must be chosen').positive('Volunteer must be chosen'),
});
/** A single required text under a chosen label (the admin console's reason and message dialogs). */
var reasonSchema = (label, max) =>
  object({
    reason: field({
      label,
      max,
      multiline: true,
    }),
  });
export {
  reasonSchema as a,
  organizationFilterSchema as i,
  REPORT_MESSAGE_MAX as n,
  reportCampaignSchema as o,
  idDocumentSchema as r,
  volunteerDecisionSchema as s,
  ORGANIZATION_FILTERS as t,
};
