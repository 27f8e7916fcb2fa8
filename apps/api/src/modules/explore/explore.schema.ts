import { bigint, boolean, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { big } from '../../db/columns.ts';
import { campaignColumns } from '../campaigns/index.ts';

/**
 * Tables owned by the explore module (decision 109): what the public lists and the campaign page
 * keep derived from campaigns, for fast reads. The counts (0004), the search's known words (0005)
 * and the page's read model (0150) are kept by triggers on campaigns' tables (their migrations
 * are in campaigns/migrations, written before explore existed); the 'top' ranking by explore's job
 * and the campaign-state flow (queries.ts `refreshTopRanking`, `rankLiveCampaign`).
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

/**
 * The campaign page's read model (0150_campaign_pages.sql, decision 106): a campaign's columns
 * (as campaigns.schema.ts has them) and its owner's public name and photo, kept by triggers on
 * campaigns and users. Nothing here changes with a gift: the total, the counts and the reward
 * units taken are read beside it.
 */
export const campaignPages = pgTable('campaign_pages', {
  id: big('id').primaryKey(),
  ...campaignColumns(),
  ownerIsOrganization: boolean('owner_is_organization').notNull(),
  ownerOrganizationName: text('owner_organization_name'),
  ownerFirstName: text('owner_first_name').notNull(),
  ownerLastName: text('owner_last_name').notNull(),
  ownerImageKey: text('owner_image_key'),
});
