import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, localise, pickLanguage, type Dictionary, type Language } from '@ireti/shared/i18n';

/**
 * The language of a request's answer (issue 17, decision 083): the signed-in account's, when it
 * has chosen one; else the first of Accept-Language that the site speaks (the pages send the
 * language they show); else English.
 */
export function requestLanguage(req: FastifyRequest): Language {
  const own = (req.user as { language?: unknown } | null)?.language;
  if (isLanguage(own)) return own;
  return headerLanguage(req) ?? DEFAULT_LANGUAGE;
}

/** The language Accept-Language names, if it names one of ours (the account's own choice aside). */
export function headerLanguage(req: FastifyRequest): Language | undefined {
  const asked = req.headers['accept-language'];
  return pickLanguage(typeof asked === 'string' ? asked.slice(0, 200) : undefined);
}

/**
 * The shared dictionaries (packages/shared/src/i18n): English template → the same message in one
 * language. English has none: its templates are the messages themselves.
 */
export const DICTIONARY_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('@ireti/shared/i18n')), 'i18n');
const DICTIONARIES = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    l === DEFAULT_LANGUAGE ? undefined : (JSON.parse(readFileSync(path.join(DICTIONARY_DIR, `${l}.json`), 'utf8')) as Dictionary),
  ]),
) as Record<Language, Dictionary | undefined>;

export const dictionaryOf = (language: Language): Dictionary | undefined => DICTIONARIES[language];

/** An English message (a template filled in, or not) in `language`; English when no translation is known. */
export const localiseTo = (language: Language, text: string): string => localise(text, DICTIONARIES[language]);

type EnvelopeLike = { status: { code: unknown; desc: string }; entity?: unknown };

const isEnvelope = (p: unknown): p is EnvelopeLike =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as { status?: unknown }).status === 'object' &&
  (p as { status: unknown }).status !== null &&
  typeof (p as { status: { desc?: unknown } }).status.desc === 'string';

/** `{ field: message }` of a 101's entity, each message in the dictionary's language. */
function localiseErrors(entity: unknown, dict: Dictionary): unknown {
  if (typeof entity !== 'object' || entity === null || Array.isArray(entity)) return entity;
  const errors = (entity as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return entity;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(errors)) out[k] = typeof v === 'string' ? localise(v, dict) : v;
  return { ...entity, errors: out };
}

/**
 * An envelope with its `status.desc` (and the field messages of a validation error,
 * `entity.errors`) in `language`; the code and the rest of the entity untouched. A new object: the
 * one given may be shared.
 */
export function localiseEnvelope<T>(payload: T, language: Language): T {
  const dict = DICTIONARIES[language];
  if (!dict || !isEnvelope(payload)) return payload;
  const localised: EnvelopeLike = { ...payload, status: { ...payload.status, desc: localise(payload.status.desc, dict) } };
  if ('entity' in payload) localised.entity = localiseErrors(payload.entity, dict);
  return localised as T;
}

/**
 * The one place replies speak the request's language: every envelope (built by http/envelope.ts,
 * sent by a handler, the error handler or the not-found handler) passes here before it is
 * serialised. Registered on the root instance before the routes, so it covers them all; an answer
 * the public cache keeps is the serialised one, so it is kept per language (public-cache.ts).
 */
export function registerLocalisation(app: FastifyInstance) {
  app.addHook('preSerialization', async (req: FastifyRequest, _reply, payload: unknown) => {
    const language = requestLanguage(req);
    // the public cache keeps the answer under the language it was made in (public-cache.ts)
    req.answerLanguage = language;
    return localiseEnvelope(payload, language);
  });
}
