import { bigint, bigserial, customType, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every module's `<module>.schema.ts` uses for its Drizzle mirror. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const id = () => bigserial('id', { mode: 'number' }).primaryKey();
export const big = (name: string) => bigint(name, { mode: 'number' });
export const created = () => ts('created_at').notNull().defaultNow();
