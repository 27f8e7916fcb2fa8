/**
 * Social profiles as people paste them (/verify, spec §5: facebook, twitter and instagram). Whether
 * typed `@name`, `name`, `facebook.com/name`, `https://www.facebook.com/name/`, a mobile link
 * (m.facebook.com, mobile.twitter.com), twitter.com or x.com, with a query string or a post after
 * the name, one profile is stored one way: the https link of its network's main site, the
 * username in lower case (the three networks ignore case):
 *   facebook  → https://www.facebook.com/name   (or …/profile.php?id=123 for a numbered profile)
 *   twitter   → https://x.com/name
 *   instagram → https://www.instagram.com/name
 * A link to another site, a group, a post without a name, or anything not a link is refused (null).
 */
export type SocialNetwork = 'facebook' | 'twitter' | 'instagram';

const NETWORKS: Record<SocialNetwork, { base: string; hosts: readonly string[]; name: RegExp }> = {
  facebook: { base: 'https://www.facebook.com/', hosts: ['facebook.com', 'fb.com'], name: /^[a-z0-9.-]{1,80}$/ },
  twitter: { base: 'https://x.com/', hosts: ['x.com', 'twitter.com'], name: /^[a-z0-9_]{1,50}$/ },
  instagram: { base: 'https://www.instagram.com/', hosts: ['instagram.com', 'instagr.am'], name: /^[a-z0-9._]{1,60}$/ },
};

/** Path starts that are pages of the site, not somebody's profile. */
const NOT_A_PROFILE = new Set([
  'home',
  'login',
  'signup',
  'share',
  'sharer',
  'sharer.php',
  'intent',
  'explore',
  'search',
  'hashtag',
  'groups',
  'events',
  'watch',
  'p',
  'reel',
  'reels',
  'stories',
  'i',
  'settings',
  'messages',
  'notifications',
]);

/** Sub-domains that show the same profile as the main site. */
const SAME_SITE = /^(?:www|m|mobile|web|mbasic|touch)\./;

/** The one stored form of a profile typed into the `network` field, or null when it is not one. */
export function normalizeSocial(network: SocialNetwork, value: string): string | null {
  const n = NETWORKS[network];
  const v = value.trim();
  if (!v || v.length > 300 || /\s/.test(v)) return null;
  // A bare username, with or without its @ (a dot alone does not make a site: ada.obi is a name).
  const bare = v.replace(/^@/, '').toLowerCase();
  if (!bare.includes('/') && !n.hosts.some((h) => bare === h || bare.endsWith(`.${h}`)) && n.name.test(bare) && !/^\.|\.$/.test(bare))
    return NOT_A_PROFILE.has(bare) ? null : n.base + bare;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(SAME_SITE, '');
  if (!n.hosts.includes(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (network === 'facebook' && parts[0]?.toLowerCase() === 'profile.php') {
    const id = url.searchParams.get('id');
    return id && /^\d{1,25}$/.test(id) ? `${n.base}profile.php?id=${id}` : null;
  }
  const name = (parts[0] ?? '').replace(/^@/, '').toLowerCase();
  if (!n.name.test(name) || NOT_A_PROFILE.has(name)) return null;
  return n.base + name;
}
