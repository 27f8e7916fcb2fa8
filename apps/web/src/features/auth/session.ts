import type { ApiUser, UnverifiedLogin } from '@ireti/shared/accounts/types';

/**
 * Who just signed up or tried to sign in unverified (spec §4: sign-up stores only the names):
 * /send_email greets them by first name and can send the link again. Kept for the tab's life.
 */
const KEY = 'ireti.pending';
export type Pending = Pick<ApiUser, 'email' | 'first_name' | 'last_name' | 'is_organization' | 'organization_name'>;

export function rememberPending(u: Pending | UnverifiedLogin['user']) {
  const p: Pending = {
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    is_organization: u.is_organization,
    organization_name: u.organization_name,
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    /* private mode: the page falls back to a generic greeting */
  }
  return p;
}

export function pendingUser(): Pending | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    return null;
  }
}

/**
 * Where a signed-in user goes next (spec §2, navigation after login); an administrator, whose work
 * is the console, lands on /admin (issue 15), and a volunteer with a photo on the campaigns waiting
 * for them, /volunteer_queue (issue 26).
 */
export function afterLogin(
  user: Pick<ApiUser, 'verified' | 'image_url'> & { role?: ApiUser['role']; is_volunteer?: ApiUser['is_volunteer'] },
): string {
  if (!user.verified) return '/send_email';
  if (user.role === 'admin') return '/admin';
  if (!user.image_url) return '/upload_profile_photo';
  return (user.is_volunteer ?? 0) > 0 ? '/volunteer_queue' : '/profile';
}
