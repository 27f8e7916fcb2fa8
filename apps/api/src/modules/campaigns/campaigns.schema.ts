import { getTableColumns, sql } from 'drizzle-orm';
import { integer, pgTable, pgView, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { big, created, id, ts } from '../../db/columns.ts';

/**
 * Tables owned by the campaigns module: campaigns, their transitions and rewards (0001_core.sql),
 * and who vets a campaign (0190). The derived tables the public lists and the page read
 * (campaign_list_counts, campaign_words, campaign_rank, campaign_pages) are explore's
 * (explore.schema.ts, decision 109).
 */
/** The columns of a campaign (explore's campaign_pages copies them, explore.schema.ts). */
export const campaignColumns = () => ({
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
  /** Null while the campaign is the wizard's draft; set when its owner submits it (0018_campaign_drafts.sql). */
  submittedAt: ts('submitted_at').defaultNow(),
  /**
   * Where the campaign is (0027_campaign_place.sql): its state's volunteers vet it, explore filters
   * by it. A row written without one takes its owner's (a trigger, which also keeps the names in
   * the search column's source `place`).
   */
  stateId: integer('state_id'),
  lgaId: integer('lga_id'),
  /** How it is funded (0051, issue 25): the spec's all-or-nothing by default, or keep what it raises. */
  fundingMode: text('funding_mode').$type<'all_or_nothing' | 'keep_what_you_raise'>().notNull().default('all_or_nothing'),
  /** When donations end (0051, issue 25); null for campaigns created before end dates existed. */
  endsAt: ts('ends_at'),
});

export const campaigns = pgTable('campaigns', { id: id(), ...campaignColumns() });

/**
 * A campaign row. What it has raised, and when it reached its goal, are payments' (read model
 * campaign_money; 0032, issue 29; 0180/0181, decision 108).
 */
export type CampaignRow = typeof campaigns.$inferSelect;

export const campaignTransitions = pgTable('campaign_transitions', {
  id: id(),
  campaignId: big('campaign_id').notNull(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status').notNull(),
  actorId: big('actor_id'),
  reason: text('reason'),
  createdAt: created(),
});

export const rewards = pgTable('rewards', {
  id: id(),
  campaignId: big('campaign_id').notNull(),
  donationKobo: big('donation_kobo').notNull(),
  rewardType: text('reward_type').$type<'Material' | 'Non-material'>().notNull(),
  reward: text('reward').notNull(),
  createdAt: created(),
  /** Units on offer (0019_reward_quantity.sql); null: unlimited. */
  quantity: integer('quantity'),
});

/**
 * Who vets a campaign (0190, decision 109): the volunteers trust assigned to it and when one of
 * them recommended it for verified status. Written only by trust's decisions, through
 * `setVetters` (vetters.ts), in trust's transaction; read here for a volunteer's access to a
 * campaign awaiting verification, the page's viewer and explore's 'recommended' filter.
 */
export const campaignVetters = pgTable(
  'campaign_vetters',
  {
    campaignId: big('campaign_id').notNull(),
    volunteerId: big('volunteer_id').notNull(),
    recommendedAt: ts('recommended_at'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.volunteerId] })],
);

const { descriptionHtml: _descriptionHtml, ...factColumns } = getTableColumns(campaigns);
/**
 * Published read models (migrations/0014_campaign_views.sql): other modules read campaigns only
 * here. campaign_facts carries no money since 0220 (decision 109): what a campaign raised, its
 * donors and when it reached its goal are payments' (campaign_money), read there. It carries the
 * search vector and the place it is made from, for explore's lists and search.
 */
export const campaignFacts = pgView('campaign_facts').as((qb) =>
  qb
    .select({
      ...factColumns,
      descriptionHead: sql<string>`left(${campaigns.descriptionHtml}, 3000)`.as('description_head'),
      /** Where it is, as words (state and LGA names, 0027), and the full-text vector of its words (0050). */
      place: sql<string | null>`"campaigns"."place"`.as('place'),
      search: sql<string>`"campaigns"."search"`.as('search'),
    })
    .from(campaigns),
);
export const campaignRewards = pgView('campaign_rewards').as((qb) => qb.select().from(rewards));
