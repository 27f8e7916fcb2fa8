import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { wantsFresh } from './public-cache.ts';

/**
 * The database for one of the public reads that tolerate lag (docs/decisions/082-read-replica.md):
 * `ctx.readDb`, the replica while it is fresh. When that is the replica the request is marked, so
 * the public cache keeps its answer only as of DATABASE_READ_MAX_LAG_MS before the request began
 * (a change noticed since may be missing from it). Never for money, permissions, sessions, or a
 * signed-in user's view of their own things: those read `ctx.db`.
 */
export function readDbFor(req: FastifyRequest): Db {
  const { ctx } = req.server;
  // asked fresh (a donor's read right after giving): the primary, which has their gift
  if (wantsFresh(req)) return ctx.db;
  const db = ctx.readDb;
  if (db !== ctx.db && ctx.replica) req.publicCacheReadLagMs = ctx.replica.maxLagMs;
  return db;
}
