import { bigint, boolean, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { big, created, ts } from '../../db/columns.ts';

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
  publicId: text('public_id').notNull(),
  ownerId: big('owner_id').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  descriptionHtml: text('description_html').notNull().default(''),
  goalKobo: big('goal_kobo').notNull(),
  category: text('category').notNull(),
  affiliatedOrganization: text('affiliated_organization'),
  type: text('type').$type<'Reward based' | 'Non-reward based'>().notNull(),
  status: smallint('status').notNull().default(0),
  imageKey: text('image_key'),
  image1Key: text('image1_key'),
  image2Key: text('image2_key'),
  image3Key: text('image3_key'),
  message: text('message'),
  messageImage1Key: text('message_image1_key'),
  messageImage2Key: text('message_image2_key'),
  suspendedAt: ts('suspended_at'),
  verifiedAt: ts('verified_at'),
  donationsClosedAt: ts('donations_closed_at'),
  closedAt: ts('closed_at'),
  deletedAt: ts('deleted_at'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  submittedAt: ts('submitted_at').defaultNow(),
  stateId: integer('state_id'),
  lgaId: integer('lga_id'),
  fundingMode: text('funding_mode').$type<'all_or_nothing' | 'keep_what_you_raise'>().notNull().default('all_or_nothing'),
  endsAt: ts('ends_at'),
  ownerIsOrganization: boolean('owner_is_organization').notNull(),
  ownerOrganizationName: text('owner_organization_name'),
  ownerFirstName: text('owner_first_name').notNull(),
  ownerLastName: text('owner_last_name').notNull(),
  ownerImageKey: text('owner_image_key'),
});
