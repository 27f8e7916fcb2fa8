import type { FastifyReply } from 'fastify';
import { Code, httpStatusOf, type Envelope } from '@ireti/shared';

/** A success envelope: `{ status: { code: 100, desc }, entity }`. */
export function ok<T>(entity: T, desc = 'Successful'): Envelope<T> {
  return { status: { code: Code.OK, desc }, entity };
}

/** Sends a failure envelope with the HTTP status that belongs to its code. */
export function fail(reply: FastifyReply, code: Code, desc: string, entity: unknown = null) {
  return reply.code(httpStatusOf[code] ?? 500).send({ status: { code, desc }, entity });
}

/** 201 with a success envelope, for creations. */
export function created<T>(reply: FastifyReply, entity: T, desc = 'Created') {
  return reply.code(201).send(ok(entity, desc));
}
