import { z } from 'zod';
import { isoDate, pagedListOf } from '../contract.ts';
import { campaignCardSchema } from '../campaigns/types.ts';
import { apiUserSchema, type ApiUser } from '../accounts/types.ts';

/**
 * Shapes the trust module's API returns (volunteers, organisations, reports, the admin console),
 * written once as schemas: the routes declare them as their replies (docs/decisions/008-api-contract.md)
 * and both apps use the inferred types.
 */
const id = z.number().int();
const count = z.number().int();
/** A volunteer's grade, 1–5, or null before one is given. */
const grade = z.number().int().nullable();

/** A volunteer as the public lists show them (spec §3 "Volunteer" plus the grade). */
export const volunteerSummarySchema = z.object({
  _id: id,
  first_name: z.string(),
  last_name: z.string(),
  image_url: z.string().nullable(),
  grade,
});
export type VolunteerSummary = z.infer<typeof volunteerSummarySchema>;

/** GET /volunteer/getvolunteers: approved volunteers, public. */
export const volunteerItemSchema = volunteerSummarySchema.extend({
  /** The state they were approved to vet. */
  state: z.string().nullable(),
  verified_count: count,
});
export type VolunteerItem = z.infer<typeof volunteerItemSchema>;

/** GET /volunteer/getvolunteers: pages start at 0. */
export const volunteersPageSchema = z.object({ volunteers: z.array(volunteerItemSchema), total_pages: count, total: count });
export type VolunteersPage = z.infer<typeof volunteersPageSchema>;

export const applicationStatusSchema = z.enum(['none', 'draft', 'pending', 'approved', 'rejected']);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** GET /volunteer/application (and the document uploads): the caller's own volunteer application. */
export const myApplicationSchema = z.object({
  status: applicationStatusSchema,
  id_type: z.string().nullable(),
  has_id_document: z.boolean(),
  has_bill: z.boolean(),
  submitted_at: isoDate.nullable(),
  interview_invited_at: isoDate.nullable(),
  decision_reason: z.string().nullable(),
  grade,
  /** Organisations cannot volunteer (spec §6: they have no Volunteering tab). */
  can_apply: z.boolean(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** A campaign in the trust lists: the CampaignCard fields. */
export const trustCampaignSchema = campaignCardSchema;
export type TrustCampaign = z.infer<typeof trustCampaignSchema>;

/** GET /volunteer/campaigns/{id}: what a volunteer verified, with their rank among volunteers. */
export const volunteerCampaignsSchema = z.object({
  is_volunteer: z.boolean(),
  volunteer: volunteerSummarySchema.nullable(),
  verified_count: count,
  /** 1 is the volunteer who verified the most campaigns; null when not a volunteer. */
  rank: z.number().int().nullable(),
  total_volunteers: count,
  campaigns: z.array(trustCampaignSchema.extend({ verified_at: isoDate })),
});
export type VolunteerCampaigns = z.infer<typeof volunteerCampaignsSchema>;

/**
 * A volunteer who vouched for a campaign (verified or recommended it): who they are, the state they
 * were approved to vet, and how many campaigns they have verified in all. `has_profile`: still an
 * approved volunteer, so their public profile (GET /volunteer/profile/{id}) exists.
 */
export const voucherSchema = volunteerSummarySchema.extend({
  state: z.string().nullable(),
  verified_count: count,
  has_profile: z.boolean(),
  verified: z.boolean(),
  recommended: z.boolean(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/**
 * GET /campaign/volunteers/{id}: who vetted a campaign. Public once it is verified (live, closed
 * for donations, closed); empty while it is suspended; a campaign awaiting verification shows its
 * recommenders only to its owner, its volunteers and admins (decision 050).
 */
export const campaignVolunteersSchema = z.object({
  volunteers: z.array(voucherSchema),
  verified_at: isoDate.nullable(),
  /** 'volunteer' or 'admin' once live; null while awaiting verification. */
  verified_by: z.enum(['volunteer', 'admin']).nullable(),
  recommended: z.boolean(),
});
export type CampaignVolunteers = z.infer<typeof campaignVolunteersSchema>;

/**
 * GET /volunteer/profile/{id}: an approved volunteer's public profile (spec §1: "their grading and
 * profiles are public"): picture, name, state, grade, how many campaigns they verified and their
 * rank, and the verified campaigns still live or closed (not suspended, not deleted). Nothing
 * private: no e-mail, phone, address, documents or interview notes.
 */
export const volunteerProfileSchema = volunteerSummarySchema.extend({
  state: z.string().nullable(),
  /** When an administrator approved them (their application's decision); null for older approvals. */
  volunteer_since: isoDate.nullable(),
  verified_count: count,
  /** 1 is the volunteer who verified the most campaigns. */
  rank: z.number().int(),
  total_volunteers: count,
  campaigns: z.array(trustCampaignSchema.extend({ verified_at: isoDate })),
});
export type VolunteerProfile = z.infer<typeof volunteerProfileSchema>;

/** GET /volunteer/assignments/{campaignId}: what the caller may do on a campaign (the Verify campaign button). */
export const assignmentSchema = z.object({
  campaign_id: z.string(),
  status: z.number().int(),
  assigned: z.boolean(),
  verified: z.boolean(),
  recommended: z.boolean(),
  can_verify: z.boolean(),
  can_recommend: z.boolean(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** GET /volunteer/assignments: the campaigns waiting for the calling volunteer. */
export const myAssignmentsSchema = z.object({ campaigns: z.array(trustCampaignSchema) });
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;

/** POST /account/verifycampaign: the campaign (public id) is live. */
export const verifiedCampaignSchema = z.object({ campaign_id: z.string(), status: z.literal(1) });
export type VerifiedCampaign = z.infer<typeof verifiedCampaignSchema>;

/** POST /volunteer/recommend. */
export const recommendedCampaignSchema = z.object({ campaign_id: z.string(), recommended: z.boolean() });
export type RecommendedCampaign = z.infer<typeof recommendedCampaignSchema>;

/** POST /campaign/report. */
export const reportedSchema = z.object({ reported: z.boolean() });
export type Reported = z.infer<typeof reportedSchema>;

/** GET /organizations (spec §3 "Organisation (listing)"). */
export const organizationItemSchema = z.object({
  _id: id,
  organization_name: z.string(),
  image_url: z.string().nullable(),
  organization_type: z.string().nullable(),
  category: z.string().nullable(),
  organization_address: z.string().nullable(),
  organization_email: z.string(),
  email: z.string(),
  organization_f_img_1: z.string().nullable(),
  organization_f_img_2: z.string().nullable(),
  organization_f_img_3: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  state: z.string().nullable(),
});
export type OrganizationItem = z.infer<typeof organizationItemSchema>;

/** GET /organizations: pages start at 0 (spec §3 "Organisations response"). */
export const organizationsPageSchema = z.object({ organizations: z.array(organizationItemSchema), total_pages: count });
export type OrganizationsPage = z.infer<typeof organizationsPageSchema>;

/** GET /organizations/{organizationId}: the banner of an organisation's page. */
export const organizationDetailSchema = organizationItemSchema.extend({
  organization_mobile: z.string().nullable(),
  campaigns_count: count,
});
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

/** GET /campaigns/organizations/{id}: the spec's fields plus what a card shows; pages start at 0. */
export const organizationCampaignsPageSchema = z.object({ transactions: z.array(trustCampaignSchema), total_pages: count });
export type OrganizationCampaignsPage = z.infer<typeof organizationCampaignsPageSchema>;

/** The admin lists share the spec's paged shape (pages from 1): schemas are `pagedListOf(item)`. */
export interface AdminPage<T> {
  transactions: T[];
  total_pages: number;
  total_records: number;
  current_page: number;
}

/** A user in the admin lists: the user as the API shows it everywhere (the accounts serializer). */
export const adminUserSummarySchema = apiUserSchema;
export type AdminUserSummary = ApiUser;

/** Who did something (an audit entry's actor, a report's author); null when nobody was signed in. */
export const personRefSchema = z.object({ _id: id, name: z.string(), email: z.string() }).nullable();
export type PersonRef = z.infer<typeof personRefSchema>;

/** GET /admin/overview: how many items wait in each queue. */
export const adminOverviewSchema = z.object({
  campaigns_awaiting: count,
  volunteer_applications: count,
  identity_submissions: count,
  open_reports: count,
  suspended_campaigns: count,
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** GET /admin/campaigns: campaigns awaiting verification with their volunteers. */
export const adminCampaignItemSchema = z.object({
  _id: id,
  campaign_id: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  /** The campaign's own state (issue 14): its volunteers come from there. */
  state: z.string().nullable(),
  /** Goal in naira. */
  amount: z.number(),
  status: z.number().int(),
  suspended: z.boolean(),
  created: isoDate,
  owner: adminUserSummarySchema,
  volunteers: z.array(
    z.object({
      _id: id,
      first_name: z.string(),
      last_name: z.string(),
      state: z.string().nullable(),
      verified: z.boolean(),
      recommended: z.boolean(),
    }),
  ),
  open_reports: count,
});
export type AdminCampaignItem = z.infer<typeof adminCampaignItemSchema>;
export const adminCampaignPageSchema = pagedListOf(adminCampaignItemSchema);

/** GET /admin/volunteers: volunteer applications (never 'none': that is a user without one). */
export const adminApplicationItemSchema = z.object({
  id,
  status: applicationStatusSchema.exclude(['none']),
  id_type: z.string().nullable(),
  has_id_document: z.boolean(),
  has_bill: z.boolean(),
  submitted_at: isoDate.nullable(),
  interview_invited_at: isoDate.nullable(),
  interview_message: z.string().nullable(),
  /** A day, YYYY-MM-DD. */
  interviewed_on: z.string().nullable(),
  interview_notes: z.string().nullable(),
  grade,
  decision_reason: z.string().nullable(),
  reviewed_at: isoDate.nullable(),
  /** The reviewing admin's name. */
  reviewer: z.string().nullable(),
  user: adminUserSummarySchema,
});
export type AdminApplicationItem = z.infer<typeof adminApplicationItemSchema>;
export const adminApplicationPageSchema = pagedListOf(adminApplicationItemSchema);

/** GET /admin/identity: the /verify submissions. */
export const adminIdentityItemSchema = z.object({
  /** The user as the API shows it: socials, reference person, organisation fields, picture URLs. */
  user: adminUserSummarySchema,
  identity_status: adminUserSummarySchema.shape.identity_status,
  /** The reason of the last rejection, if any. */
  identity_note: z.string().nullable(),
  /** Public pictures (logo or photo, feature images) as URLs. */
  images: z.array(z.object({ label: z.string(), url: z.string() })),
  /** Private documents, fetched through the admin document route. */
  documents: z.array(z.object({ label: z.string(), kind: z.string() })),
  submitted_at: isoDate,
});
export type AdminIdentityItem = z.infer<typeof adminIdentityItemSchema>;
export const adminIdentityPageSchema = pagedListOf(adminIdentityItemSchema);

/** GET /admin/reports. */
export const adminReportItemSchema = z.object({
  id,
  message: z.string(),
  status: z.enum(['open', 'dismissed', 'actioned']),
  created: isoDate,
  reporter: personRefSchema,
  resolution_note: z.string().nullable(),
  resolved_at: isoDate.nullable(),
  campaign: z.object({
    _id: id,
    campaign_id: z.string(),
    title: z.string(),
    status: z.number().int(),
    suspended: z.boolean(),
    /** The owner's name. */
    owner: z.string(),
    /** Every report of the campaign, whatever its status. */
    reports: count,
  }),
});
export type AdminReportItem = z.infer<typeof adminReportItemSchema>;
export const adminReportPageSchema = pagedListOf(adminReportItemSchema);

/** GET /admin/suspended. */
export const adminSuspendedItemSchema = z.object({
  _id: id,
  campaign_id: z.string(),
  title: z.string(),
  status: z.number().int(),
  suspended_at: isoDate,
  reason: z.string().nullable(),
  /** The owner's name. */
  owner: z.string(),
  /** Raised, in naira. */
  pledged: z.number(),
});
export type AdminSuspendedItem = z.infer<typeof adminSuspendedItemSchema>;
export const adminSuspendedPageSchema = pagedListOf(adminSuspendedItemSchema);

/** GET /admin/audit: newest first. */
export const auditItemSchema = z.object({
  id,
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  /** Free-form: whatever the action recorded. */
  data: z.record(z.string(), z.unknown()),
  actor: personRefSchema,
  /**
   * What the subject is called, so the log reads as sentences: a campaign's title (campaign
   * subjects, and the reported campaign of a report), a person's name (user subjects); null
   * otherwise or when it is gone.
   */
  subject_name: z.string().nullable(),
  /** The public id of the campaign the entry is about (as in subject_name), for a link; null otherwise. */
  campaign_id: z.string().nullable(),
  ip: z.string().nullable(),
  created: isoDate,
});
export type AuditItem = z.infer<typeof auditItemSchema>;
export const auditPageSchema = pagedListOf(auditItemSchema);

/** Replies of the admin's actions: what changed. */
export const adminResults = {
  /** POST /admin/campaigns/{id}/assign: the campaign (_id and public id) and the volunteer assigned. */
  assigned: z.object({ _id: id, campaign_id: z.string(), volunteer_id: id }),
  /** POST /admin/campaigns/{id}/suspend. */
  suspended: z.object({ suspended: z.boolean() }),
  /** POST /admin/campaigns/{id}/reinstate. */
  reinstated: z.object({ campaign_id: z.string(), suspended: z.boolean() }),
  /** POST /admin/campaigns/{id}/remove: status 4, donors refunded. */
  removed: z.object({ campaign_id: z.string(), status: z.literal(4) }),
  /** POST /admin/volunteers/{id}/invite. */
  invited: z.object({ id, interview_invited: z.boolean() }),
  /** POST /admin/volunteers/{id}/decision: with how many waiting campaigns an approved volunteer got. */
  applicationDecided: z.object({ id, status: z.enum(['approved', 'rejected']), assigned_campaigns: count }),
  /** POST /admin/volunteers/users/{userId}/revoke. */
  revoked: z.object({ user_id: id, volunteer_status: z.literal('none') }),
  /** POST /admin/identity/{userId}/decision. */
  identityDecided: z.object({ user_id: id, identity_status: z.enum(['approved', 'rejected']) }),
  /** POST /admin/reports/{id}/action: dismissed, or actioned with the campaign suspended. */
  reportActed: z.object({ id, status: z.enum(['dismissed', 'actioned']), suspended: z.boolean() }),
};
export type AdminResult<K extends keyof typeof adminResults> = z.infer<(typeof adminResults)[K]>;
