import type { FastifyInstance } from 'fastify';
import { invalid } from '../lib/errors.ts';

/** The message of both guards: the field is named by its key in `entity.errors`. */
export const NOT_ALLOWED = 'This value contains characters that are not allowed';

/**
 * The first string (or key) in `value` that `bad` refuses, as the path of its field ("email",
 * "rewards.0.reward"; "_form" for the value itself), or null.
 */
function findBad(value: unknown, bad: (s: string) => boolean, path: string, depth = 0): string | null {
  if (typeof value === 'string') return bad(value) ? path || '_form' : null;
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (bad(k)) return path || '_form';
    const hit = findBad(v, bad, path ? `${path}.${k}` : k, depth + 1);
    if (hit) return hit;
  }
  return null;
}

const hasNul = (s: string) => s.includes('\u0000');
/** A lone surrogate (half of a UTF-16 pair, "\ud800" in JSON) is no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const illFormed = (s: string) => LONE_SURROGATE.test(s);

/**
 * Text PostgreSQL cannot hold, refused at the edge for every route so no schema can forget it:
 *
 * - **Lone surrogates** (issue 23): JSON may escape half a UTF-16 pair ("a\ud800@…"), which no
 *   UTF-8 text can store; PostgreSQL fails the query ("Unicode low surrogate must follow a high
 *   surrogate"), a 5xx. Every string (and key) of the parsed body, the query string and the path is
 *   checked before validation: 101 naming the field, nothing stored.
 * - **NUL** cannot be stored either. Path and query are checked here after validation (so a
 *   schema's own message wins); bodies by their forms' fields (`field()` in packages/shared refuses
 *   NUL with the field's own label), and the fuzz test sends NUL into every body field of every
 *   route.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    for (const part of [req.params, req.query, req.body]) {
      const field = findBad(part, illFormed, '');
      if (field) throw invalid({ [field]: NOT_ALLOWED });
    }
  });
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    for (const part of [req.params, req.query]) {
      const field = findBad(part, hasNul, '');
      if (field) throw invalid({ [field]: NOT_ALLOWED });
    }
  });
}
