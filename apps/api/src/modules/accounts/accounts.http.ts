import type { FastifyRequest } from 'fastify';
import type { Meta } from './accounts.service.ts';

/** Who asked, for sessions and the audit log. */
export const metaOf = (req: FastifyRequest): Meta => ({
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
});

/** OpenAPI: the route wants the bearer token. */
export const bearer = [{ bearer: [] }];
