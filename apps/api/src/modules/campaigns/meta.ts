import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { campaigns } from './campaigns.schema.ts';
import type { MetaResolver, PageMeta } from '../../http/web.ts';

/**
 * Open Graph and Twitter card tags for /campaign/{id}, so a link shared on WhatsApp, Facebook or
 * X shows the title, summary and card image (docs/design.md §7). Only public campaigns get them; an
 * unknown, awaiting or deleted one keeps the site's default tags.
 */
const PATH = /^\/campaign\/([A-Za-z0-9]{6,32})\/?$/;

export function campaignMeta(ctx: AppContext): MetaResolver {
  return async (pathname) => {
    const m = PATH.exec(pathname);
    if (!m) return null;
    const id = m[1]!.toLowerCase();
    const [c] = await ctx.db
      .select({ publicId: campaigns.publicId, title: campaigns.title, summary: campaigns.summary, imageKey: campaigns.imageKey })
      .from(campaigns)
      .where(and(eq(campaigns.publicId, id), inArray(campaigns.status, [1, 2, 3])))
      .limit(1);
    if (!c) return null;
    const card = ctx.media.publicUrl(c.imageKey, '363_232_');
    const meta: PageMeta = {
      title: c.title,
      description: c.summary,
      image: card ? absolute(ctx.config.publicUrl, card) : null,
      url: `${ctx.config.publicUrl}/campaign/${c.publicId}`,
      type: 'article',
    };
    return meta;
  };
}

const absolute = (base: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);
