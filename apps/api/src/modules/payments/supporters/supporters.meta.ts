import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { MetaResolver } from '../../../http/web.ts';

/**
 * Share tags for /fundraise/{pageId} (decision 094), as /campaign/{id} has them: a link to a
 * supporter's page shared on WhatsApp shows who is raising, for which campaign, their words and the
 * campaign's card image. A hidden page, or one whose campaign is not public, keeps the site's tags.
 */
const PATH = /^\/fundraise\/([A-Za-z0-9]{6,32})\/?$/;
const DESCRIPTION_MAX = 200;

export function supporterPageMeta(ctx: AppContext): MetaResolver {
  return async (pathname) => {
    const m = PATH.exec(pathname);
    if (!m) return null;
    const [p] = (
      await ctx.db.execute<{
        public_id: string;
        words: string;
        title: string;
        image_key: string | null;
        first_name: string | null;
        organization_name: string | null;
        is_organization: boolean;
      }>(sql`
        select p.public_id, p.words, c.title, c.image_key, u.first_name, u.organization_name, u.is_organization
        from supporter_pages p join campaign_facts c on c.id = p.campaign_id join person_cards u on u.id = p.user_id
        where p.public_id = ${m[1]!.toLowerCase()} and p.hidden_at is null and c.status in (1, 2, 3)`)
    ).rows;
    if (!p) return null;
    const name = (p.is_organization ? p.organization_name : p.first_name) ?? '';
    const words = p.words.replace(/\s+/g, ' ').trim();
    const short = [...words].length > DESCRIPTION_MAX ? `${[...words].slice(0, DESCRIPTION_MAX - 1).join('')}…` : words;
    const card = ctx.media.publicUrl(p.image_key, '363_232_');
    return {
      // No sentence of ours around them (it would be in one language): the campaign's title, then the
      // supporter's name and words.
      title: p.title,
      description: name ? `${name}: ${short}` : short,
      image: card ? absolute(ctx.config.publicUrl, card) : null,
      url: `${ctx.config.publicUrl}/fundraise/${p.public_id}`,
      type: 'article',
    };
  };
}

const absolute = (base: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);
