import { z } from 'zod';
import { isoDate, pagedListOf } from '../contract.ts';

/** Replies of the supporter-page routes (decision 094). Money in naira, like the campaign's. */

/** A supporter page as the campaign page lists it, and as its own page shows it. */
export const supporterPageSchema = z.object({
  page_id: z.string(),
  campaign_id: z.string(),
  supporter: z.object({ first_name: z.string(), last_name: z.string(), image_url: z.string().nullable() }),
  words: z.string(),
  /** Naira. */
  target: z.number(),
  /** Naira: what its paid gifts add up to (refunded ones are not counted). */
  raised: z.number(),
  percent: z.number(),
  donations_count: z.number().int(),
  /** Hidden by the campaign's owner: only the supporter, the owner and administrators see it. */
  hidden: z.boolean(),
  created: isoDate,
});
export type SupporterPage = z.infer<typeof supporterPageSchema>;

/** GET /fundraise/{pageId}: the page, the campaign it counts toward, and what the viewer may do. */
export const supporterPageDetailSchema = supporterPageSchema.extend({
  campaign: z.object({
    campaign_id: z.string(),
    title: z.string(),
    summary: z.string(),
    imageUrl: z.string().nullable(),
    /** Naira. */
    pledged: z.number(),
    amount: z.number(),
    percent: z.number(),
    status: z.number().int(),
    suspended: z.boolean(),
  }),
  /** The page takes gifts: the campaign is live, not suspended, and the page not hidden. */
  takes_gifts: z.boolean(),
  viewer: z.object({ is_supporter: z.boolean(), is_owner: z.boolean() }),
});
export type SupporterPageDetail = z.infer<typeof supporterPageDetailSchema>;

/** GET /supporters/{campaignId}: its supporters' pages, by amount raised; `mine`: the viewer's own page's id. */
export const campaignSupportersSchema = pagedListOf(supporterPageSchema).extend({ mine: z.string().nullable() });
export type CampaignSupporters = z.infer<typeof campaignSupportersSchema>;
