import { z } from 'zod';

/**
 * The reply envelope as a schema: `{ status: { code, desc }, entity }`. Every route declares its
 * success reply as `envelopeOf(entitySchema)`, so Fastify serialises through it, the OpenAPI
 * document shows it and the types both apps use are inferred from it (docs/decisions/008-api-contract.md).
 */
export const statusSchema = z.object({ code: z.number().int(), desc: z.string() });

export const envelopeOf = <T extends z.ZodType>(entity: T) => z.object({ status: statusSchema, entity });

/** `entity: null` — the reply of an action that has nothing to return. */
export const nothing = z.null();

/** A route's `response` map: its success reply (200, or 201 for a creation) as an envelope. */
export const replyOf = <T extends z.ZodType>(entity: T, status: 200 | 201 = 200) =>
  ({ [status]: envelopeOf(entity) }) as Record<200 | 201, ReturnType<typeof envelopeOf<T>>>;

/** Dates leave the API as ISO strings (or null). */
export const isoDate = z.string();
/** 0 or 1, the spec's booleans. */
export const bit = z.union([z.literal(0), z.literal(1)]);
/** The spec's paged list: `transactions` with its paging. */
export const pagedListOf = <T extends z.ZodType>(item: T) =>
  z.object({ transactions: z.array(item), total_pages: z.number().int(), total_records: z.number().int(), current_page: z.number().int() });
