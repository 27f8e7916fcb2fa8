import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * The community module's part of the data rights (issue 28, docs/decisions/085-data-rights.md): the
 * comments a person left with their gifts (whether an administrator hid them) and the replies they
 * wrote as a campaign's owner. The gifts are the account's own and, when its address is verified,
 * the guest gifts made with that address (as payments counts them).
 */
export async function communityPersonalData(db: Db | Tx, userId: number, verifiedEmail: string | null) {
  const giver = verifiedEmail ? sql`(d.user_id = ${userId} or lower(d.email) = lower(${verifiedEmail}))` : sql`d.user_id = ${userId}`;
  const comments = (
    await db.execute<Record<string, unknown>>(
      sql`select d.donation_id, c.public_id as campaign_id, d.comment, d.created_at, m.hidden_at as comment_hidden_at
          from donation_comments d join campaign_facts c on c.id = d.campaign_id
          left join comment_moderation m on m.donation_id = d.donation_id
          where ${giver}
          union all
          select r.donation_id, c.public_id, r.body, r.created_at, null
          from comment_replies r join donation_comments d on d.donation_id = r.donation_id join campaign_facts c on c.id = d.campaign_id
          where r.author_id = ${userId}
          order by 4`,
    )
  ).rows;
  return { comments };
}
