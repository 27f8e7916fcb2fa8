import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Code } from '@ireti/shared';
import { fail } from '../http/envelope.ts';
import { registerErrorHandling } from '../http/error-handler.ts';
import type { Metrics } from './registry.ts';

/**
 * Times every answer of the app by its route's pattern (`/api/v1/campaign/:id`, never the URL with
 * its ids or a link's token), method and status. Registered before the routes, so it sees them all.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares in constant time (both sides hashed first, so the lengths match). */
export function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The metrics listener: `GET /metrics` and nothing else, on its own port (METRICS_PORT, bound to
 * METRICS_HOST), never on the public one (docs/decisions/081-metrics.md). With METRICS_TOKEN set it
 * also wants `Authorization: Bearer <token>`.
 */
export async function buildMetricsServer(metrics: Metrics, o: { token?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/metrics', async (req, reply) => {
    if (o.token) {
      const h = req.headers.authorization ?? '';
      const given = /^Bearer\s+(.+)$/i.exec(h)?.[1]?.trim() ?? '';
      if (!given || !sameToken(given, o.token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return fail(reply, Code.UNAUTHENTICATED, 'The metrics need the token set in METRICS_TOKEN (Authorization: Bearer …)');
      }
    }
    const text = await metrics.text();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
  return app;
}
