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
  /** Where the owner or an admin fetches the private identity document (bearer token), or null. */
  relevant_doc: string | null;
  /** The kind of that document (one of ID_TYPES), when given. */
  id_type?: string | null;
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

/** POST /account/login (and the Facebook session exchange): entity.user and entity.token. */
export interface LoginResult {
  user: ApiUser;
  token: string;
}

/** Login code 109: no token, only what /send_email needs to greet the user. */
export interface UnverifiedLogin {
  user: Pick<ApiUser, 'email' | 'first_name' | 'last_name' | 'is_organization' | 'organization_name' | 'verified'>;
}

/**
 * POST /account and POST /account/organisation. `token` is set only when the e-mail is already
 * verified (a Facebook sign-up with the address Facebook confirmed); otherwise it is null and the
 * user verifies by e-mail first.
 */
export interface SignupResult {
  user: ApiUser;
  token: string | null;
}

/** GET /account/user/{id}: the social sign-up details that prefill the sign-up forms once. */
export interface SocialSignupDetails {
  user: { email: string | null; first_name: string; last_name: string; organization_name: string | null };
}

/** GET /account/facebook{login,signup,orgsignup}link. */
export interface FacebookLink {
  configured: boolean;
  url: string | null;
}

/** POST /account/mobile/code. */
export interface PhoneCodeSent {
  /** The number the code went to, partly hidden: +234 803 *** 5678. */
  mobile: string;
  /** Seconds the code stays valid. */
  expires_in: number;
}
