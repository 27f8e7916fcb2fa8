import type { FastifyRequest } from 'fastify';
import { headerLanguage } from '../../http/language.ts';
import type { Meta } from './sign-in.service.ts';

/** Who asked, for sessions and the audit log; and the language the page asking shows (a new account's). */
export const metaOf = (req: FastifyRequest): Meta => ({
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  language: headerLanguage(req),
});

/** OpenAPI: the route wants the bearer token. */
export const bearer = [{ bearer: [] }];
