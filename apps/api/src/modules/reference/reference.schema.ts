import { integer, pgTable, pgView, text } from 'drizzle-orm/pg-core';
/** Tables of the reference module (Nigeria's states and LGAs, created by db/migrations/0001_core.sql). */

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
});

export const lgas = pgTable('lgas', {
  id: integer('id').primaryKey(),
  stateId: integer('state_id').notNull(),
  name: text('name').notNull(),
});

/** Published read models (migrations/0017_place_views.sql): Nigeria's states and LGAs, read-only. */
export const stateNames = pgView('state_names').as((qb) => qb.select().from(states));
export const lgaNames = pgView('lga_names').as((qb) => qb.select().from(lgas));
