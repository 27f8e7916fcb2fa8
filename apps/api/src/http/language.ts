import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from '@ireti/shared/i18n';

/**
 * The language of a request's answer (issue 17, decision 083): the signed-in account's, when it
 * has chosen one; else the first of Accept-Language that the site speaks (the pages send the
 * language they show); else English.
 */
export function requestLanguage(req: FastifyRequest): Language {
  const own = (req.user as { language?: unknown } | null)?.language;
  if (isLanguage(own)) return own;
  const asked = req.headers['accept-language'];
  return pickLanguage(typeof asked === 'string' ? asked.slice(0, 200) : undefined) ?? DEFAULT_LANGUAGE;
}
