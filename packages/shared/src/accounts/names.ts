import type { ApiUser } from './types.ts';

/**
 * How a user is named and badged on screen. Plain functions without zod, so the app shell (the
 * header on every page) does not carry the schemas' library in its first download.
 */
export type Badge = 'VOLUNTEER' | 'VERIFIED' | 'UNVERIFIED';

/** The header badge (docs/design.md §6). */
export function badgeOf(u: Pick<ApiUser, 'is_volunteer' | 'identity_status'>): Badge {
  if (u.is_volunteer > 0) return 'VOLUNTEER';
  return u.identity_status === 'approved' ? 'VERIFIED' : 'UNVERIFIED';
}

/** The name shown for a user: the organisation's name, or first and last name. */
export function displayName(u: Pick<ApiUser, 'is_organization' | 'organization_name' | 'first_name' | 'last_name'>): string {
  return u.is_organization ? (u.organization_name ?? '') : `${u.first_name} ${u.last_name}`.trim();
}

/** Where a user lives, as shown: "LGA, State" (either may be missing). */
export function placeOf(u: Pick<ApiUser, 'state' | 'lga'>): string {
  return [u.lga?.local_name, u.state?.name].filter(Boolean).join(', ');
}
