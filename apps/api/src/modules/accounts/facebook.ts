import { createHmac, timingSafeEqual } from 'node:crypto';
import { Code } from '@ireti/shared/status';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import type { FacebookLink, LoginResult, SocialSignupDetails } from '@ireti/shared/accounts/types';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { publicId, randomToken } from '../../lib/ids.ts';
import { reclaimUnverified } from './reclaim.ts';
import * as repo from './repository.ts';
import { startSession, unverifiedLogin, type Deps, type Meta } from './sign-in.service.ts';

/**
 * Facebook sign-in and sign-up (OAuth 2.0 authorisation-code flow, docs/decisions/022-facebook-sign-in.md).
 * The link carries a signed, expiring `state` bound to an HttpOnly cookie; the callback exchanges
 * the code on the server, reads the profile, and either signs the person in (a one-time code in
 * the /signin link, swapped for a session by POST /account/facebook/session) or sends them to a
 * sign-up form prefilled once from GET /account/user/{id}.
 */
export type FacebookIntent = 'login' | 'signup' | 'orgsignup';
export const STATE_COOKIE = 'ireti_fb_state';
export const COOKIE_PATH = '/api/v1/account/facebook';
const STATE_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 2 * 60_000;
const SOCIAL_TTL_MS = 30 * 60_000;

type FbConfig = Pick<Config, 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_AUTH_URL' | 'FACEBOOK_GRAPH_URL' | 'publicUrl'>;

export const facebookConfigured = (c: FbConfig) => !!(c.FACEBOOK_APP_ID && c.FACEBOOK_APP_SECRET);
export const callbackUrl = (c: FbConfig) => `${c.publicUrl}/api/v1/account/facebook/callback`;

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

function signState(secret: string, payload: { i: FacebookIntent; n: string; x: number }) {
  const body = b64(JSON.stringify(payload));
  return `${body}.${mac(secret, body)}`;
}

/** The intent of a state that we signed, has not expired, and matches this browser's cookie. */
export function readState(secret: string, state: string | undefined, cookieNonce: string | undefined): FacebookIntent | null {
  if (!state || !cookieNonce) return null;
  const [body, sig] = state.split('.');
  if (!body || !sig) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { i?: string; n?: string; x?: number };
    if (typeof p.x !== 'number' || p.x < Date.now() || p.n !== cookieNonce) return null;
    return p.i === 'login' || p.i === 'signup' || p.i === 'orgsignup' ? p.i : null;
  } catch {
    return null;
  }
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

const cookie = (c: FbConfig, value: string, maxAge: number) =>
  `${STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${c.publicUrl.startsWith('https:') ? '; Secure' : ''}`;
export const clearStateCookie = (c: FbConfig) => cookie(c, '', 0);

/** GET /account/facebook{login,signup,orgsignup}link: the authorisation URL and the cookie to set with it. */
export function facebookLink(c: FbConfig, intent: FacebookIntent): { link: FacebookLink; cookie?: string } {
  if (!facebookConfigured(c)) return { link: { configured: false, url: null } };
  const nonce = randomToken();
  const url = new URL(c.FACEBOOK_AUTH_URL);
  url.searchParams.set('client_id', c.FACEBOOK_APP_ID!);
  url.searchParams.set('redirect_uri', callbackUrl(c));
  url.searchParams.set('state', signState(c.FACEBOOK_APP_SECRET!, { i: intent, n: nonce, x: Date.now() + STATE_TTL_MS }));
  url.searchParams.set('scope', 'email,public_profile');
  url.searchParams.set('response_type', 'code');
  return { link: { configured: true, url: url.toString() }, cookie: cookie(c, nonce, STATE_TTL_MS / 1000) };
}

/** What the Graph API's /me answers (the fields asked for). */
export interface FbProfile {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  name?: string;
}

async function graph<T>(url: URL): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Facebook answered HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function fetchProfile(c: FbConfig, code: string): Promise<FbProfile> {
  const tokenUrl = new URL(`${c.FACEBOOK_GRAPH_URL.replace(/\/$/, '')}/oauth/access_token`);
  tokenUrl.searchParams.set('client_id', c.FACEBOOK_APP_ID!);
  tokenUrl.searchParams.set('client_secret', c.FACEBOOK_APP_SECRET!);
  tokenUrl.searchParams.set('redirect_uri', callbackUrl(c));
  tokenUrl.searchParams.set('code', code);
  const { access_token } = await graph<{ access_token?: string }>(tokenUrl);
  if (!access_token) throw new Error('Facebook gave no access token');
  const meUrl = new URL(`${c.FACEBOOK_GRAPH_URL.replace(/\/$/, '')}/me`);
  meUrl.searchParams.set('fields', 'id,email,first_name,last_name,name');
  meUrl.searchParams.set('access_token', access_token);
  meUrl.searchParams.set('appsecret_proof', createHmac('sha256', c.FACEBOOK_APP_SECRET!).update(access_token).digest('hex'));
  const me = await graph<FbProfile>(meUrl);
  if (!me || typeof me.id !== 'string' || !/^\d{1,30}$/.test(me.id)) throw new Error('Facebook profile has no id');
  return me;
}

const clip = (s: unknown, n: number) =>
  typeof s === 'string'
    ? s
        .replace(/\u0000/g, '')
        .trim()
        .slice(0, n)
    : '';

/**
 * GET /account/facebook/callback → where the browser goes next (a path of the web app).
 * Every failure ends on /signin with a reason the page explains; none is a 5xx.
 */
export async function facebookCallback(
  { ctx }: Deps,
  q: { code?: string; state?: string; error?: string },
  cookieNonce: string | undefined,
  meta: Meta,
): Promise<string> {
  const c = ctx.config;
  if (!facebookConfigured(c)) return '/signin?social_error=off';
  if (q.error) return '/signin?social_error=cancelled';
  const intent = readState(c.FACEBOOK_APP_SECRET!, q.state, cookieNonce);
  if (!intent || !q.code) return '/signin?social_error=failed';
  let profile: FbProfile;
  try {
    profile = await fetchProfile(c, q.code);
  } catch {
    return '/signin?social_error=failed';
  }
  const email = profile.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(profile.email) ? profile.email.toLowerCase().slice(0, 254) : null;
  return ctx.db.transaction(async (tx) => {
    let user = await repo.userByFacebookId(tx, profile.id);
    if (!user && email) {
      const byEmail = await repo.userByEmail(tx, email);
      if (byEmail?.emailVerifiedAt && byEmail.facebookId) return '/signin?social_error=failed';
      if (byEmail) {
        // Facebook only gives addresses its user confirmed. A verified account is theirs: link it.
        // An unverified one may have been opened by someone else with their address: they get it
        // only after whoever opened it has lost every way in (reclaim.ts).
        user = byEmail.emailVerifiedAt
          ? await repo.updateUser(tx, byEmail.id, { facebookId: profile.id })
          : await reclaimUnverified(tx, byEmail, { passwordHash: null, facebookId: profile.id }, 'facebook', meta.ip);
        await audit(tx, { actorId: user.id, action: 'account.facebook.linked', subjectType: 'user', subjectId: user.id, ip: meta.ip });
      }
    }
    if (user) {
      const handoff = await repo.issueToken(tx, user.id, 'social_login', HANDOFF_TTL_MS);
      return `/signin?fb=${handoff}`;
    }
    const id = publicId(24);
    await repo.insertSocialSignup(tx, {
      id,
      providerUserId: profile.id,
      email,
      firstName: clip(profile.first_name, 50),
      lastName: clip(profile.last_name, 50),
      name: clip(profile.name, 100),
      kind: intent === 'orgsignup' ? 'organization' : 'individual',
      expiresAt: new Date(Date.now() + SOCIAL_TTL_MS),
    });
    return intent === 'orgsignup' ? `/signup_org?id=${id}` : `/signup_individual?id=${id}`;
  });
}

/** POST /account/facebook/session: the one-time code of the /signin link, for a session. */
export async function facebookSession(deps: Deps, code: string, meta: Meta): Promise<LoginResult> {
  const { ctx } = deps;
  const user = await ctx.db.transaction(async (tx) => {
    const row = await repo.consumeToken(tx, code, ['social_login']);
    return row ? repo.userById(tx, row.userId) : null;
  });
  if (!user) throw new AppError(Code.NOT_FOUND, AccountMsg.facebookFailed);
  if (!user.emailVerifiedAt) await unverifiedLogin(deps, user);
  return startSession(ctx, ctx.db, user, true, meta);
}

/** GET /account/user/{id}: the details Facebook gave, for the sign-up form to prefill once. */
export async function socialDetails({ ctx }: Deps, id: string): Promise<SocialSignupDetails> {
  const row = await repo.liveSocialSignup(ctx.db, id);
  if (!row) throw new AppError(Code.NOT_FOUND, AccountMsg.socialExpired);
  return {
    user: {
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      organization_name: row.kind === 'organization' ? row.name || null : null,
    },
  };
}
