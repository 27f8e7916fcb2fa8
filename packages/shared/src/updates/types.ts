import { z } from 'zod';
import { isoDate, pagedListOf } from '../contract.ts';

/** One update as the campaign page shows it; `kind` thank_you is the closing message, spending_report a confirmed spending report (issue 25), both sent the same way. */
export const campaignUpdateSchema = z.object({
  _id: z.number().int(),
  kind: z.enum(['update', 'thank_you', 'spending_report']),
  /** Sanitised HTML (the description's allow-list). */
  text: z.string(),
  images: z.array(z.string()),
  created: isoDate,
});
export type CampaignUpdate = z.infer<typeof campaignUpdateSchema>;

/** GET /updates/{campaignId}: newest first, 10 a page; `can_post`: the viewer may post one now. */
export const campaignUpdatesSchema = pagedListOf(campaignUpdateSchema).extend({ can_post: z.boolean() });
export type CampaignUpdates = z.infer<typeof campaignUpdatesSchema>;

/** POST /updates/image: the stored picture, to send with the update. */
export const updateImageSchema = z.object({ url: z.string() });

export const updateDeletedSchema = z.object({ _id: z.number().int() });

/** GET, POST and DELETE /unsubscribe/{token}: which campaign's updates, and whether they still come. Nothing about the address. */
export const unsubscribeStateSchema = z.object({
  campaign: z.object({ campaign_id: z.string(), title: z.string() }),
  unsubscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
