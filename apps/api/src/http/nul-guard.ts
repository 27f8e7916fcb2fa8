import type { FastifyInstance } from 'fastify';
import { invalid } from '../lib/errors.ts';

/**
 * PostgreSQL text cannot hold a NUL character: one reaching a query fails it with an error that
 * would become a 5xx. Every string in the path and the query string is checked here once, for
 * every route, after validation (so a schema's own message wins) and before any handler runs, so
 * no schema can forget it. Bodies are checked by their forms' fields (`field()` in
 * packages/shared refuses NUL with the field's own label), and the fuzz test sends NUL into every
 * body field of every route.
 */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_form' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (k.includes('\u0000')) return path || '_form';
    const hit = findNul(v, path ? `${path}.${k}` : k, depth + 1);
    if (hit) return hit;
  }
  return null;
}

export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    for (const part of [req.params, req.query]) {
      const field = findNul(part, '');
      if (field) throw invalid({ [field]: 'This value contains characters that are not allowed' });
    }
  });
}
