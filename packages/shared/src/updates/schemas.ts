import { z } from 'zod';
import { field } from '../rules.ts';
import { campaignRefSchema } from '../campaigns/schemas.ts';
import { UPDATE_HTML_MAX, UPDATE_IMAGES_MAX, UpdateMsg } from './messages.ts';

/**
 * Campaign updates (issue 14, docs/decisions/049-campaign-updates.md): the owner's news to the
 * campaign's donors, shown on the campaign page and e-mailed with a one-click unsubscribe.
 */
// The limits and messages are zod-free (./messages.ts), for pages that show updates without their form.
export { UPDATE_HTML_MAX, UPDATE_IMAGES_MAX, UPDATE_TEXT_MAX, UPDATES_PER_PAGE, UpdateMsg } from './messages.ts';

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
