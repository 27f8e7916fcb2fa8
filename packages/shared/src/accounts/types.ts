/** The user as the API returns it (spec §3 "User / auth user"), plus our own identity fields. */
export interface ApiUser {
  _id: number;
  email: string;
  first_name: string;
  last_name: string;
  firstname: string;
  lastname: string;
  mobile: string | null;
  mobile_verified: 0 | 1;
  image_url: string | null;
  /** 0: e-mail unverified, 1: verified. */
  verified: 0 | 1;
  is_organization: 0 | 1;
  /** Above 0 means an approved volunteer. */
  is_volunteer: number;
  volunteer_status: 'none' | 'pending' | 'approved' | 'rejected';
  /** Identity information of /verify: none, submitted (awaiting an admin), approved, rejected. */
  identity_status: 'none' | 'submitted' | 'approved' | 'rejected';
  role: 'user' | 'admin';
  organization_name: string | null;
  organization_type: string | null;
  category: string | null;
  organization_mobile: string | null;
  secondary_mobile: string | null;
  organization_address: string | null;
  organization_email: string | null;
  state: string | null;
  state_id: number | null;
  lga: string | null;
  local_id: number | null;
  gender: 'male' | 'female' | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  organization_f_img_1: string | null;
  organization_f_img_2: string | null;
  organization_f_img_3: string | null;
  relevant_doc: string | null;
  user_ref: { first_name: string; last_name: string; email: string; mobile: string } | null;
}

export type Badge = 'VOLUNTEER' | 'VERIFIED' | 'UNVERIFIED';

/** The header badge (DESIGN.md §6). */
export function badgeOf(u: Pick<ApiUser, 'is_volunteer' | 'identity_status'>): Badge {
  if (u.is_volunteer > 0) return 'VOLUNTEER';
  return u.identity_status === 'approved' ? 'VERIFIED' : 'UNVERIFIED';
}

/** The name shown for a user: the organisation's name, or first and last name. */
export function displayName(u: Pick<ApiUser, 'is_organization' | 'organization_name' | 'first_name' | 'last_name'>): string {
  return u.is_organization ? (u.organization_name ?? '') : `${u.first_name} ${u.last_name}`.trim();
}
