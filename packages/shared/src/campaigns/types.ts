import { z } from 'zod';
import { isoDate, pagedListOf } from '../contract.ts';

/**
 * Campaign shapes as the API returns them (spec §3), written once as schemas: the routes declare
 * them as their replies (docs/decisions/008-api-contract.md) and both apps use the inferred types.
 * Money in naira (numbers), ids as strings.
 */
export const campaignOwnerSchema = z.object({
  _id: z.number().int(),
  is_organization: z.union([z.literal(0), z.literal(1)]),
  organization_name: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  image_url: z.string().nullable(),
});
export type CampaignOwner = z.infer<typeof campaignOwnerSchema>;

export const rewardItemSchema = z.object({
  _id: z.number().int(),
  /** Donation amount in naira that earns the reward. */
  donation: z.number(),
  rewardType: z.enum(['Material', 'Non-material']),
  reward: z.string(),
  /** Units on offer; null: no limit. */
  quantity: z.number().int().nullable(),
  /** Units not yet taken by paid donations; null: no limit. 0: sold out. */
  left: z.number().int().nullable(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

/** What a list shows (explore, home, organisation page, profile). */
export const campaignCardSchema = z.object({
  _id: z.number().int(),
  /** Public id, lower-case: /campaign/{campaign_id}. */
  campaign_id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The description as plain text, cut at 200 characters (spec §9: the home preview). */
  description: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  types: z.enum(['Reward based', 'Non-reward based']),
  /** Goal in naira. */
  amount: z.number(),
  /** Raised in naira (confirmed donations less refunds). */
  pledged: z.number(),
  /** Percent of goal, at most 100. */
  percent: z.number(),
  /**
   * True once confirmed donations reached the goal (the owner may then claim the funds). A closed
   * campaign (status 2 or 3) without it closed short of its goal: its donors were refunded.
   */
  goal_reached: z.boolean(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  suspended: z.boolean(),
  created: isoDate,
  /** Where the campaign is (issue 14), shaped as a user's state and lga (spec §3); null when unknown. */
  state: z.object({ state_id: z.number().int(), name: z.string() }).nullable(),
  lga: z.object({ local_id: z.number().int(), local_name: z.string() }).nullable(),
  /** How many people gave: each signed-in donor once, each donation without an account as one. */
  donors_count: z.number().int(),
  user: campaignOwnerSchema,
  /** How it is funded (issue 25): all or nothing (donors refunded if the goal is not met by the end date) or keep what you raise. */
  funding_mode: z.enum(['all_or_nothing', 'keep_what_you_raise']),
  /**
   * When donations close by themselves (ISO): the end of its last day in Lagos. Chosen by its owner
   * (or null until it goes live, then 60 days on); null for campaigns older than end dates.
   */
  ends_at: isoDate.nullable(),
});
export type CampaignCard = z.infer<typeof campaignCardSchema>;

/**
 * How to reach the campaigner: the account's e-mail and its mobile only once confirmed by code
 * (null otherwise: the page says "Phone not confirmed yet"). Given only to the volunteers vetting
 * the campaign while it awaits verification, and to admins (support); never to anyone else.
 */
export const ownerContactSchema = z.object({ email: z.string(), mobile: z.string().nullable() });
export type OwnerContact = z.infer<typeof ownerContactSchema>;

export const campaignDetailSchema = campaignCardSchema.extend({
  description: z.string(),
  affiliatedOrganization: z.string().nullable(),
  imageUrl1: z.string().nullable(),
  imageUrl2: z.string().nullable(),
  imageUrl3: z.string().nullable(),
  message: z.string().nullable(),
  messageUrl1: z.string().nullable(),
  messageUrl2: z.string().nullable(),
  rewards: z.array(rewardItemSchema),
  /** Number of confirmed donations. */
  donations_count: z.number().int(),
  /** When the campaign went live, closed for donations and closed (ISO strings or null). */
  verified_at: isoDate.nullable(),
  donations_closed_at: isoDate.nullable(),
  closed_at: isoDate.nullable(),
  /** When its owner submitted it for vetting; null while it is the wizard's draft (seen only by its owner and admins). */
  submitted_at: isoDate.nullable(),
  /** What the signed-in caller may do here (computed on the server). */
  viewer: z.object({ is_owner: z.boolean(), is_assigned_volunteer: z.boolean(), is_admin: z.boolean() }),
  /** The campaigner's contact for the volunteers vetting it and for admins; null for everyone else. */
  owner_contact: ownerContactSchema.nullable(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** The spec's paged list (GET /campaigns/all): pages start at 1. */
export interface PagedList<T> {
  transactions: T[];
  total_pages: number;
  total_records: number;
  current_page: number;
}
export const campaignPageSchema = pagedListOf(campaignCardSchema);

/** A success story (GET /campaigns/closed): a closed campaign with its thank-you message. */
export const successStorySchema = campaignCardSchema.extend({ message: z.string().nullable(), closed_at: isoDate.nullable() });
export type SuccessStory = z.infer<typeof successStorySchema>;

/** GET /campaigns/closed: pages start at 0. */
export const closedCampaignsSchema = z.object({ campaigns: z.array(successStorySchema), total_pages: z.number().int() });
export type ClosedCampaigns = z.infer<typeof closedCampaignsSchema>;

/** GET /campaigns (the signed-in user's campaigns) with the profile's side totals. */
export const myCampaignSchema = campaignCardSchema.extend({
  /** Not yet submitted: the profile offers to continue it in the wizard. */
  draft: z.boolean(),
});
export type MyCampaign = z.infer<typeof myCampaignSchema>;
export const myCampaignsSchema = z.object({
  campaigns: z.array(myCampaignSchema),
  totals: z.object({
    campaigns: z.number().int(),
    /** Confirmed donations received by these campaigns. */
    donations: z.number().int(),
    /** Donor comments left with those donations. */
    comments: z.number().int(),
    /** Naira raised across these campaigns. */
    raised: z.number(),
  }),
});
export type MyCampaigns = z.infer<typeof myCampaignsSchema>;

/** GET /campaigns/total/number and GET /donations/total/number (spec §3 Stats). */
export const campaignStatsSchema = z.object({
  total_donations: z.number().int(),
  total_campaigns: z.number().int(),
  total_closed: z.number().int(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

/** GET /campaigns/all: a page of cards plus the three totals (spec §3 "Home data … plus the three totals"). */
export const explorePageSchema = campaignPageSchema.extend(campaignStatsSchema.shape);
export type ExplorePage = z.infer<typeof explorePageSchema>;

/** Reply of an image upload on a campaign (PUT /image/upload…). */
export const campaignImagesSchema = z.object({
  /** URL of the image just stored (original size). */
  url: z.string(),
  imageUrl: z.string().nullable(),
  imageUrl1: z.string().nullable(),
  imageUrl2: z.string().nullable(),
  imageUrl3: z.string().nullable(),
});
export type CampaignImages = z.infer<typeof campaignImagesSchema>;

/** Reply of a thank-you image upload (PUT /image/message…). */
export const thankYouImagesSchema = z.object({ url: z.string(), messageUrl1: z.string().nullable(), messageUrl2: z.string().nullable() });
export type ThankYouImages = z.infer<typeof thankYouImagesSchema>;

/** Reply of an editor image upload (/pdf/uploadImage). */
export const editorImageSchema = z.object({ url: z.string() });
export type EditorImage = z.infer<typeof editorImageSchema>;

/** GET /reward/{campaignId}. */
export const campaignRewardsSchema = z.object({ rewards: z.array(rewardItemSchema) });
export type CampaignRewards = z.infer<typeof campaignRewardsSchema>;
