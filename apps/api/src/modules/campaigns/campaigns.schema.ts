import { bigint, boolean, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables owned by the campaigns module (migrations 0004 and 0005); the campaigns and rewards tables
 * themselves are in db/core.schema.ts. All three are derived data kept for fast lists.
 */
export const campaignListCounts = pgTable(
  'campaign_list_counts',
  {
    status: smallint('status').notNull(),
    suspended: boolean('suspended').notNull(),
    category: text('category').notNull(),
    type: text('type').notNull(),
    reached: boolean('reached').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.suspended, t.category, t.type, t.reached] })],
);

export const campaignWords = pgTable('campaign_words', {
  word: text('word').primaryKey(),
});

export const campaignRank = pgTable('campaign_rank', {
  campaignId: bigint('campaign_id', { mode: 'number' }).primaryKey(),
  raised30dKobo: bigint('raised_30d_kobo', { mode: 'number' }).notNull().default(0),
  pledgedKobo: bigint('pledged_kobo', { mode: 'number' }).notNull().default(0),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
