import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code, Msg } from '@ireti/shared';
import { AppError } from '../lib/errors.ts';
import { fail } from './envelope.ts';
import { registerLocalisation } from './language.ts';

/**
 * What busboy (under @fastify/multipart) throws for a malformed multipart body — cut off, another
 * boundary, no boundary, an empty or over-long one: plain Errors without a code.
 */
const MULTIPART_MALFORMED =
  /^(?:Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required|The needle cannot (?:be an empty String\/Buffer|have a length bigger than 256)\.)$/;

type ValidationItem = { keyword?: string; instancePath?: string; message?: string; params?: { keys?: string[] } };

/** Turns the validator's list into `{ field: first message }`. */
function fieldErrors(items: ValidationItem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of items) {
    if (v.keyword === 'unrecognized_keys' && v.params?.keys) {
      for (const k of v.params.keys) out[k] ??= 'This field is not allowed';
      continue;
    }
    const key = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_form';
    out[key] ??= v.message ?? Msg.formInvalid;
  }
  return out;
}

/**
 * The one error path (docs/style.md): AppError → its code; validation → 101 with field messages;
 * Fastify's own client errors → a clear code; anything else → 199 with nothing internal leaked.
 */
export function registerErrorHandling(app: FastifyInstance) {
  // Every envelope, this handler's and the routes', leaves in the request's language (language.ts).
  registerLocalisation(app);
  app.setErrorHandler((error: unknown, req, reply) => {
    if (error instanceof AppError) {
      const entity = error.errors ? { errors: error.errors } : (error.entity ?? null);
      return fail(reply, error.code, error.message, entity);
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const errors = fieldErrors((err.validation ?? []) as ValidationItem[]);
      return fail(reply, Code.VALIDATION, Msg.formInvalid, { errors });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return fail(reply, Code.VALIDATION, 'The request body is not valid JSON');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return fail(reply, Code.VALIDATION, 'Unsupported content type; send application/json', null, 415);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return fail(reply, Code.UPLOAD_REJECTED, 'The request is too large', null, 413);
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return fail(reply, Code.VALIDATION, 'The request body does not match its length');
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return fail(reply, Code.UPLOAD_REJECTED, 'Send the file as multipart/form-data in the field "file"');
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return fail(reply, Code.UPLOAD_REJECTED, 'Send one file in the field "file"');
    }
    if (MULTIPART_MALFORMED.test(err.message ?? '') && /^multipart\//i.test(String(req.headers['content-type'] ?? ''))) {
      return fail(reply, Code.UPLOAD_REJECTED, 'The upload is not valid multipart/form-data; send the file in the field "file"');
    }
    if (err.statusCode === 429) {
      return fail(reply, Code.TOO_MANY_REQUESTS, 'Too many requests. Please wait a moment and try again.');
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.info({ err }, 'client error');
      return fail(reply, Code.VALIDATION, 'The request could not be understood', null, err.statusCode);
    }
    req.log.error({ err }, 'unexpected error');
    return fail(reply, Code.UNEXPECTED, 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) return fail(reply, Code.NOT_FOUND, `No API route for ${req.method} ${req.url.split('?')[0]}`);
    return reply.code(404).type('text/plain').send('Not found');
  });
}

/**
 * Errors Fastify answers before routing, without the error handler (Fastify's `frameworkErrors`):
 * a URL that does not percent-decode (`%zz`, `%FF`) or a path parameter over `maxParamLength`.
 * API clients get the envelope; pages get a plain 400.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (!req.url.startsWith('/api/')) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
  const desc = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long' : 'The address is not valid';
  // the original client's /api/v2 answers everything with HTTP 200 (decision 084)
  return fail(reply, Code.VALIDATION, desc, null, req.url.startsWith('/api/v2/') ? 200 : undefined);
}
