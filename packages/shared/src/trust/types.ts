/** Shapes the trust module's API returns (volunteers, organisations, reports, the admin console). */
import type { CampaignCard } from '../campaigns/types.ts';
import type { ApiUser } from '../accounts/types.ts';

/** GET /volunteer/getvolunteers: approved volunteers, public (spec §3 "Volunteer" plus the grade). */
export interface VolunteerItem {
  _id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
  grade: number | null;
  state: string | null;
  verified_count: number;
}

export type ApplicationStatus = 'none' | 'draft' | 'pending' | 'approved' | 'rejected';

/** GET /volunteer/application: the caller's own volunteer application. */
export interface MyApplication {
  status: ApplicationStatus;
  id_type: string | null;
  has_id_document: boolean;
  has_bill: boolean;
  submitted_at: string | null;
  interview_invited_at: string | null;
  decision_reason: string | null;
  grade: number | null;
  /** Organisations cannot volunteer (spec §6: they have no Volunteering tab). */
  can_apply: boolean;
}

/** A campaign in the trust lists: the CampaignCard fields. */
export type TrustCampaign = CampaignCard;

/** GET /volunteer/campaigns/{id}: what a volunteer verified, with their rank among volunteers. */
export interface VolunteerCampaigns {
  is_volunteer: boolean;
  volunteer: { _id: number; first_name: string; last_name: string; image_url: string | null; grade: number | null } | null;
  verified_count: number;
  /** 1 is the volunteer who verified the most campaigns; null when not a volunteer. */
  rank: number | null;
  total_volunteers: number;
  campaigns: (TrustCampaign & { verified_at: string })[];
}

/** GET /campaign/volunteers/{id}: who vetted a campaign. */
export interface CampaignVolunteers {
  volunteers: {
    _id: number;
    first_name: string;
    last_name: string;
    image_url: string | null;
    grade: number | null;
    verified: boolean;
    recommended: boolean;
  }[];
  verified_at: string | null;
  /** 'volunteer' or 'admin' once live; null while awaiting verification. */
  verified_by: 'volunteer' | 'admin' | null;
  recommended: boolean;
}

/** GET /organizations (spec §3 "Organisation (listing)"). */
export interface OrganizationItem {
  _id: number;
  organization_name: string;
  image_url: string | null;
  organization_type: string | null;
  category: string | null;
  organization_address: string | null;
  organization_email: string;
  email: string;
  organization_f_img_1: string | null;
  organization_f_img_2: string | null;
  organization_f_img_3: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  state: string | null;
}

export interface OrganizationsPage {
  organizations: OrganizationItem[];
  total_pages: number;
}

export interface OrganizationDetail extends OrganizationItem {
  organization_mobile: string | null;
  campaigns_count: number;
}

/** GET /campaigns/organizations/{id}: the spec's fields plus what a card shows. */
export interface OrganizationCampaignsPage {
  transactions: TrustCampaign[];
  total_pages: number;
}

/** The admin lists share the spec's paged shape. */
export interface AdminPage<T> {
  transactions: T[];
  total_pages: number;
  total_records: number;
  current_page: number;
}

/** A user in the admin lists: the user as the API shows it everywhere (the accounts serializer). */
export type AdminUserSummary = ApiUser;

export interface AdminOverview {
  campaigns_awaiting: number;
  volunteer_applications: number;
  identity_submissions: number;
  open_reports: number;
  suspended_campaigns: number;
}

export interface AdminCampaignItem {
  _id: number;
  campaign_id: string;
  title: string;
  summary: string;
  imageUrl: string | null;
  category: string;
  amount: number;
  status: number;
  suspended: boolean;
  created: string;
  owner: AdminUserSummary;
  volunteers: { _id: number; first_name: string; last_name: string; state: string | null; verified: boolean; recommended: boolean }[];
  open_reports: number;
}

export interface AdminApplicationItem {
  id: number;
  status: Exclude<ApplicationStatus, 'none'>;
  id_type: string | null;
  has_id_document: boolean;
  has_bill: boolean;
  submitted_at: string | null;
  interview_invited_at: string | null;
  interview_message: string | null;
  interviewed_on: string | null;
  interview_notes: string | null;
  grade: number | null;
  decision_reason: string | null;
  reviewed_at: string | null;
  reviewer: string | null;
  user: AdminUserSummary;
}

export interface AdminIdentityItem {
  /** The user as the API shows it: socials, reference person, organisation fields, picture URLs. */
  user: AdminUserSummary;
  identity_status: 'none' | 'submitted' | 'approved' | 'rejected';
  /** The reason of the last rejection, if any. */
  identity_note: string | null;
  /** Public pictures (logo or photo, feature images) as URLs. */
  images: { label: string; url: string }[];
  /** Private documents, fetched through the admin document route. */
  documents: { label: string; kind: string }[];
  submitted_at: string;
}

export interface AdminReportItem {
  id: number;
  message: string;
  status: 'open' | 'dismissed' | 'actioned';
  created: string;
  reporter: { _id: number; name: string; email: string } | null;
  resolution_note: string | null;
  resolved_at: string | null;
  campaign: { _id: number; campaign_id: string; title: string; status: number; suspended: boolean; owner: string; reports: number };
}

export interface AdminSuspendedItem {
  _id: number;
  campaign_id: string;
  title: string;
  status: number;
  suspended_at: string;
  reason: string | null;
  owner: string;
  pledged: number;
}

export interface AuditItem {
  id: number;
  action: string;
  subject_type: string;
  subject_id: string;
  data: Record<string, unknown>;
  actor: { _id: number; name: string; email: string } | null;
  ip: string | null;
  created: string;
}
