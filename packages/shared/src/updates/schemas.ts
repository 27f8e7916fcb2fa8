import { z } from 'zod';
import { field } from '../rules.ts';
import { campaignRefSchema } from '../campaigns/schemas.ts';

/**
 * Campaign updates (issue 14, docs/decisions/049-campaign-updates.md): the owner's news to the
 * campaign's donors, shown on the campaign page and e-mailed with a one-click unsubscribe.
 */
export const UPDATE_TEXT_MAX = 5_000;
/** The HTML the form sends may be longer than its visible text (paragraph tags, links). */
export const UPDATE_HTML_MAX = 20_000;
export const UPDATE_IMAGES_MAX = 2;
export const UPDATES_PER_PAGE = 10;

export const UpdateMsg = {
  empty: 'Write your update',
  tooLong: `An update is at most ${UPDATE_TEXT_MAX.toLocaleString('en-NG')} characters`,
  tooManyImages: `An update has at most ${UPDATE_IMAGES_MAX} pictures`,
  notOurImage: 'Upload the picture with the form first',
  notOwner: "Only the campaign's owner can post updates",
  notOpen: 'Updates can be posted while the campaign is live, closed for donations or closed',
  suspended: 'This campaign is suspended while our team reviews it',
  notFound: 'Update not found',
  posted: 'Update posted. Your donors will get it by e-mail.',
  deleted: 'Update deleted',
  noUpdates: 'No updates yet',
  loadFailed: 'The updates could not be loaded. Try again',
  badLink: 'This unsubscribe link is not valid',
  unsubscribed: 'You are unsubscribed',
  resubscribed: 'You will get updates again',
} as const;

/** POST /updates: the campaign, the text (HTML, sanitised like the description) and up to two uploaded pictures. */
export const updateCreateSchema = z.object({
  campaign: campaignRefSchema,
  text: field({ label: 'Update', max: UPDATE_HTML_MAX, multiline: true }),
  images: z
    .array(z.string({ error: UpdateMsg.notOurImage }).max(500, UpdateMsg.notOurImage), { error: UpdateMsg.notOurImage })
    .max(UPDATE_IMAGES_MAX, UpdateMsg.tooManyImages)
    .default([]),
});
export type UpdateCreateInput = z.input<typeof updateCreateSchema>;

/** Plain text typed in the form as the HTML an update carries: paragraphs at blank lines, line breaks kept. */
export function textToHtml(text: string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
