import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/** The updates module's part of a person's archive (issue 28): the updates they wrote and the campaigns they unsubscribed from. */
export async function updatesPersonalData(db: Db | Tx, userId: number, email: string) {
  const updates = (
    await db.execute<Record<string, unknown>>(sql`
      select u.id, c.public_id as campaign_id, u.kind, u.body_html, u.created_at, u.deleted_at
      from campaign_updates u join campaign_facts c on c.id = u.campaign_id where u.author_id = ${userId} order by u.id`)
  ).rows;
  const unsubscribed = (
    await db.execute<Record<string, unknown>>(sql`
      select c.public_id as campaign_id, s.created_at from update_unsubscribes s join campaign_facts c on c.id = s.campaign_id
      where lower(s.email) = lower(${email}) order by s.created_at`)
  ).rows;
  return { campaign_updates: updates, update_unsubscribes: unsubscribed };
}
