import { z } from 'zod';
import { GOAL_MAX_NAIRA } from '../constants.ts';
import { field } from '../rules.ts';
import { nairaAmount } from '../campaigns/schemas.ts';
import { campaignIdSchema } from '../campaigns/schemas.ts';

/**
 * Supporter pages (issue 27, docs/decisions/094-supporter-pages.md): a signed-in supporter's own
 * page for a live campaign — their words and their target — through which friends give to the
 * campaign. The form and the API check the same rules.
 */
export const SUPPORTER_WORDS_MAX = 1000;
/** The least target a page may set, in naira; the most is the campaign's goal (checked by the API). */
export const SUPPORTER_TARGET_MIN_NAIRA = 1_000;

/** A supporter page's public id: 12 letters and digits (lib/ids.ts publicId). */
export const supporterPageIdSchema = z
  .string({ error: 'This is not a supporter page' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{6,32}$/, 'This is not a supporter page');

export const SupporterMsg = {
  html: 'Write your words as plain text, without HTML tags',
  aboveGoal: "Your target cannot be more than the campaign's goal",
  notLive: 'Only a live campaign can have supporter pages',
  already: 'You already have a page for this campaign',
  notFound: 'Supporter page not found',
  otherCampaign: 'This supporter page is for another campaign',
  hiddenGift: 'This supporter page no longer takes gifts. You can give to the campaign itself',
  notYours: 'Only the supporter can change this page',
  notOwner: 'Only the campaign owner can hide a supporter page',
  created: 'Your page is ready. Share it with your friends',
  updated: 'Your page is saved',
  hidden: 'The supporter page is hidden',
  shown: 'The supporter page is shown again',
} as const;

/** Markup in plain words: a tag's opening ("<b", "</", "<!--", "<?"), never a lone "<" as in "<3" or "a < b". */
const TAG = /<\s*[a-zA-Z!/?]/;

const words = field({ label: 'Your words', max: SUPPORTER_WORDS_MAX, multiline: true }).refine((v) => !TAG.test(v), SupporterMsg.html);
const target = nairaAmount('Target', SUPPORTER_TARGET_MIN_NAIRA, GOAL_MAX_NAIRA);

/** POST /fundraise: open a page for a live campaign. Target in whole naira. */
export const supporterPageCreateSchema = z.object({ campaign: campaignIdSchema, words, target });
export type SupporterPageCreateInput = z.input<typeof supporterPageCreateSchema>;

/** PUT /fundraise/{pageId}: the supporter's words and target. */
export const supporterPageUpdateSchema = z.object({ words, target });
export type SupporterPageUpdateInput = z.input<typeof supporterPageUpdateSchema>;

/** PUT /fundraise/{pageId}/hidden: the campaign's owner hides the page, or shows it again. */
export const supporterPageHiddenSchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
