import type { FastifyReply } from 'fastify';
import { Code, httpStatusOf, type Envelope } from '@ireti/shared';

/** The one place an envelope `{ status: { code, desc }, entity }` is built. */
export function envelope<T>(code: Code, desc: string, entity: T): Envelope<T> {
  return { status: { code, desc }, entity };
}

/** A success envelope: `{ status: { code: 100, desc }, entity }`. */
export function ok<T>(entity: T, desc = 'Successful'): Envelope<T> {
  return envelope(Code.OK, desc, entity);
}

/**
 * Sends a failure envelope with the HTTP status that belongs to its code, or `http` where the
 * transport says more than the code (415 for a content type, 413 for a size, 503 for readiness).
 */
export function fail(reply: FastifyReply, code: Code, desc: string, entity: unknown = null, http = httpStatusOf[code] ?? 500) {
  return reply.code(http).send(envelope(code, desc, entity));
}

/** 201 with a success envelope, for creations. */
export function created<T>(reply: FastifyReply, entity: T, desc = 'Created') {
  return reply.code(201).send(ok(entity, desc));
}
