import { sql } from 'drizzle-orm';
import { UpdateMsg } from '@ireti/shared/updates/schemas';
import type { UnsubscribeState } from '@ireti/shared/updates/types';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { TOKEN_SHAPE, tokenHash } from './updates.mail.ts';

/**
 * One-click unsubscribe (docs/decisions/049-campaign-updates.md). A token comes from one update
 * e-mail and names one (campaign, address); it does one thing: stop (or, undone, restart) that
 * address's updates of that campaign. Nobody signs in; the answer names the campaign only, never
 * the address. Unknown or malformed tokens are 104 and change nothing; repeating is harmless.
 * A token works only while its address's link version is the one it was mailed under: rotating
 * the address's links (`rotateUnsubscribeLinks`) retires every token mailed to it so far (issue 23).
 */
async function holderOf(ctx: AppContext, token: string) {
  if (!TOKEN_SHAPE.test(token)) throw notFound(UpdateMsg.badLink);
  const [m] = (
    await ctx.db.execute<{ campaign_id: string; email: string; public_id: string; title: string; unsubscribed: boolean }>(sql`
      select m.campaign_id, m.email, c.public_id, c.title,
        exists (select 1 from update_unsubscribes s where s.campaign_id = m.campaign_id and s.email = m.email) as unsubscribed
      from update_mails m join campaign_facts c on c.id = m.campaign_id
      where m.token_hash = ${tokenHash(token)}
        and m.link_version = coalesce((select v.version from update_link_versions v where v.email = m.email), 0)`)
  ).rows;
  if (!m) throw notFound(UpdateMsg.badLink);
  return m;
}

const state = (m: { public_id: string; title: string }, unsubscribed: boolean): UnsubscribeState => ({
  campaign: { campaign_id: m.public_id, title: m.title },
  unsubscribed,
});

export async function unsubscribeState(ctx: AppContext, token: string) {
  const m = await holderOf(ctx, token);
  return state(m, m.unsubscribed);
}

export async function unsubscribe(ctx: AppContext, token: string) {
  const m = await holderOf(ctx, token);
  await ctx.db.execute(
    sql`insert into update_unsubscribes (campaign_id, email) values (${m.campaign_id}, ${m.email}) on conflict do nothing`,
  );
  return state(m, true);
}

export async function resubscribe(ctx: AppContext, token: string) {
  const m = await holderOf(ctx, token);
  await ctx.db.execute(sql`delete from update_unsubscribes where campaign_id = ${m.campaign_id} and email = ${m.email}`);
  return state(m, false);
}

/**
 * Retires every unsubscribe link mailed so far to `email` (any campaign): its link version goes up
 * by one, older tokens answer 104, and the next update mailed to it carries a link that works.
 * Whether the address unsubscribed from a campaign is kept as it was.
 */
export async function rotateUnsubscribeLinks(db: Db | Tx, email: string) {
  await db.execute(sql`
    insert into update_link_versions (email, version) values (${email.trim().toLowerCase()}, 1)
    on conflict (email) do update set version = update_link_versions.version + 1, rotated_at = now()`);
}

/**
 * An account reclaimed by its address's owner (accounts/reclaim.ts): whoever held it may have kept
 * links mailed to that address, so they are rotated in the reclaiming transaction.
 */
export async function rotateOnReclaim(tx: Tx, e: { userId: number }) {
  const [p] = (await tx.execute<{ email: string | null }>(sql`select email from person_contacts where id = ${e.userId}`)).rows;
  if (p?.email) await rotateUnsubscribeLinks(tx, p.email);
}
