import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '@ireti/shared/rules';
import { optionalReasonQuery } from '@ireti/shared/accounts/second-factor';
import { requireAdmin, requireAdminWithSecondFactor } from '../../http/auth.ts';
import { pageQuery } from '../../http/paging.ts';
import { privateViewReason } from '../accounts/index.ts';
import type { Reveal } from './people.ts';

/**
 * What every admin route file of trust's rooms shares (the console's, vetting's, moderation's): the
 * guard of the /admin scope, paging, ids and the reason that reveals private details.
 */

/**
 * The admin API under /admin (docs/design.md §6): every route answers 102 (HTTP 401) signed out and
 * 103 to anyone but an admin — checked on the request, before its body is even parsed. Reading the
 * queues needs the role; deciding anything (every other method) a session proven by a second factor
 * too (issue 28, docs/decisions/086), as does opening a document.
 */
export async function adminGuard(req: FastifyRequest) {
  if (req.method === 'GET' || req.method === 'HEAD') requireAdmin(req);
  else requireAdminWithSecondFactor(req);
}

export const security = [{ bearer: [] }];
export const paged = <S extends z.ZodRawShape>(extra: S = {} as S) => pageQuery(1, 20, 100).extend(extra);
export const id = z.object({ id: idParam('id') });
export const userId = z.object({ userId: idParam('userId') });
export const admin = (req: FastifyRequest) => requireAdmin(req);
/**
 * A list's private details (phones, addresses, identity details) come only with a reason, from a
 * session proven by a second factor; each person shown then has the view in their access log.
 * Without `reason` the list comes without them (issue 28, docs/decisions/096).
 */
export const revealFor = (req: FastifyRequest, reason: string | undefined): Reveal => {
  if (reason === undefined) return null;
  const me = requireAdminWithSecondFactor(req);
  return { viewer: me, reason: privateViewReason(me, reason) };
};
export const reason = { reason: optionalReasonQuery.shape.reason };
