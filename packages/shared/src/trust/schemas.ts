import { z } from 'zod';
import { ID_TYPES, ORGANIZATION_CATEGORIES } from '../constants.ts';
import { field, oneOf, optionalField } from '../rules.ts';

/**
 * Forms and bodies of the trust module (volunteers, verification, reports, the admin console).
 * The API route and the web form use the same schema, so a rule is written once. A field a
 * schema does not declare is ignored and never stored (docs/decisions/008-api-contract.md).
 */

/** The campaign a call is about: its public id (the one in /campaign/{id}), any case. */
const campaignId = () => field({ label: 'Campaign', max: 40 }).transform((v) => v.toLowerCase());

/** The identity document's upload carries its type (spec §5: accepted ID types). */
export const idDocumentSchema = z.object({ id_type: oneOf('ID type', ID_TYPES) });
export type IdDocumentInput = z.input<typeof idDocumentSchema>;

/** POST /account/verifycampaign: the spec's body, status 1 only. */
export const verifyCampaignSchema = z.object({
  campaign_id: campaignId(),
  status: z.literal(1, { error: 'status must be 1' }),
});
export type VerifyCampaignInput = z.input<typeof verifyCampaignSchema>;

/** POST /volunteer/recommend: an assigned volunteer recommends a campaign for verified status. */
export const recommendCampaignSchema = z.object({ campaign_id: campaignId() });
export type RecommendCampaignInput = z.input<typeof recommendCampaignSchema>;

/** POST /campaign/report (anyone). */
export const REPORT_MESSAGE_MIN = 10;
export const REPORT_MESSAGE_MAX = 1000;
export const reportCampaignSchema = z.object({
  campaign_id: campaignId(),
  message: field({ label: 'Message', min: REPORT_MESSAGE_MIN, max: REPORT_MESSAGE_MAX, multiline: true }),
});
export type ReportCampaignInput = z.input<typeof reportCampaignSchema>;

/** The verified organisations list: the category select is required; 'all' shows every one. */
export const ORGANIZATION_FILTERS = ['all', ...ORGANIZATION_CATEGORIES] as const;
export const organizationFilterSchema = z.object({ category: oneOf('Category', ORGANIZATION_FILTERS) });
export type OrganizationFilterInput = z.input<typeof organizationFilterSchema>;

const DECISIONS = ['approved', 'rejected'] as const;
export type Decision = (typeof DECISIONS)[number];

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string) =>
  isoDay.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Grade 1–5 from a select ('' means none). */
const grade = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'Grade must be a number from 1 to 5' })
    .int('Grade must be a whole number from 1 to 5')
    .min(1, 'Grade must be from 1 to 5')
    .max(5, 'Grade must be from 1 to 5')
    .optional(),
);

/**
 * The admin's decision on a volunteer application: the interview (when and what was learnt),
 * a grade 1–5 when approving, a reason when rejecting (it is e-mailed to the applicant).
 */
export const volunteerDecisionSchema = z
  .object({
    decision: oneOf('Decision', DECISIONS),
    interviewed_on: field({ label: 'Interview date', max: 10 }).refine(validDay, 'Interview date must be a date (YYYY-MM-DD)'),
    interview_notes: field({ label: 'Interview notes', max: 4000, multiline: true }),
    grade,
    reason: optionalField({ label: 'Reason', max: 1000, multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'approved' && v.grade === undefined)
      ctx.addIssue({ code: 'custom', path: ['grade'], message: "Grade can't be empty" });
    if (v.decision === 'rejected' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: "Reason can't be empty" });
  });
export type VolunteerDecisionInput = z.input<typeof volunteerDecisionSchema>;

/** An invitation to the volunteer interview, e-mailed to the applicant. */
export const interviewInviteSchema = z.object({ message: field({ label: 'Message', max: 2000, multiline: true }) });
export type InterviewInviteInput = z.input<typeof interviewInviteSchema>;

/** The admin's decision on the identity (or organisation) information of /verify. */
export const identityDecisionSchema = z
  .object({
    decision: oneOf('Decision', DECISIONS),
    reason: optionalField({ label: 'Reason', max: 1000, multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'rejected' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: "Reason can't be empty" });
  });
export type IdentityDecisionInput = z.input<typeof identityDecisionSchema>;

/** What an admin does with a report: dismiss it, or suspend the campaign. */
export const REPORT_ACTIONS = ['dismiss', 'suspend'] as const;
export const reportActionSchema = z.object({
  action: oneOf('Action', REPORT_ACTIONS),
  note: field({ label: 'Note', max: 1000, multiline: true }),
});
export type ReportActionInput = z.input<typeof reportActionSchema>;

/** Lifting a suspension, or removing a campaign (which refunds its donors): a reason for the record. */
export const moderationSchema = z.object({ reason: field({ label: 'Reason', max: 1000, multiline: true }) });
export type ModerationInput = z.input<typeof moderationSchema>;

/** An admin assigns a volunteer to a campaign by hand (a state with no volunteer of its own). */
export const assignVolunteerSchema = z.object({
  volunteer_id: z.coerce.number({ error: 'Volunteer must be chosen' }).int('Volunteer must be chosen').positive('Volunteer must be chosen'),
});
export type AssignVolunteerInput = z.input<typeof assignVolunteerSchema>;

/** A single required text under a chosen label (the admin console's reason and message dialogs). */
export const reasonSchema = (label: string, max: number) => z.object({ reason: field({ label, max, multiline: true }) });
