import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../lib/auth-user.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import { SecondFactorMsg } from '@ireti/shared/accounts/second-factor';

/**
 * The auth hook and guards (docs/design.md §3). Who a bearer token belongs to is the accounts
 * module's answer (`resolve`, given by app.ts); this layer only reads the header and guards routes.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every request that carries a valid bearer token. */
    user: AuthUser | null;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || typeof h !== 'string') return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(h.trim());
  return m ? m[1]! : null;
}

/** Guards, used as `preHandler` or called at the top of a handler. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}

/**
 * Administrators and volunteers open private documents and decide only from a session proven by a
 * second factor (issue 28, docs/decisions/086): 103 with what to do otherwise.
 */
export function requireSecondFactor(u: AuthUser): AuthUser {
  if (u.secondFactorAt === null) throw forbidden(SecondFactorMsg.needFactor);
  return u;
}

export function requireAdmin(req: FastifyRequest): AuthUser {
  const u = requireUser(req);
  if (u.role !== 'admin') throw forbidden('Only an administrator can do this');
  return u;
}

/** An administrator deciding something or opening a private document: from a session proven by a second factor. */
export const requireAdminWithSecondFactor = (req: FastifyRequest): AuthUser => requireSecondFactor(requireAdmin(req));

export function requireVolunteer(req: FastifyRequest): AuthUser {
  const u = requireUser(req);
  if (u.volunteerStatus !== 'approved') throw forbidden('Only an approved volunteer can do this');
  return u;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { resolve: (token: string) => Promise<AuthUser | null> }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = bearerToken(req);
    if (!token) return;
    req.user = await opts.resolve(token);
    // A token that is present but revoked or expired is not silently ignored on private routes:
    // requireUser answers 102 for it, as for no token at all.
  });
});
