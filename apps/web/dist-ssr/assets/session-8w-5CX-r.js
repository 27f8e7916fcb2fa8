// src/features/auth/session.ts
/**
 * Who just signed up or tried to sign in unverified (spec §4: sign-up stores only the names):
 * /send_email greets them by first name and can send the link again. Kept for the tab's life.
 */
var KEY = 'ireti.pending';
function rememberPending(u) {
  const p = {
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    is_organization: u.is_organization,
    organization_name: u.organization_name,
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(p));
  } catch {}
  return p;
}
function pendingUser() {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}
/**
 * Where a signed-in user goes next (spec §2, navigation after login); an administrator, whose work
 * is the console, lands on /admin (issue 15), and a volunteer with a photo on the campaigns waiting
 * for them, /volunteer_queue (issue 26).
 */
function afterLogin(user) {
  if (!user.verified) return '/send_email';
  if (user.role === 'admin') return '/admin';
  if (!user.image_url) return '/upload_profile_photo';
  return (user.is_volunteer ?? 0) > 0 ? '/volunteer_queue' : '/profile';
}
export { pendingUser as n, rememberPending as r, afterLogin as t };
