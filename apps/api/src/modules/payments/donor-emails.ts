import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * The addresses of everyone who gave to a campaign (a donation that was paid, refunded since or
 * not, anonymous ones included), lower-cased, each once, in address order after `after`: the
 * updates module mails them a campaign's news in batches (docs/decisions/049-campaign-updates.md).
 * The addresses are not in the published view paid_donations, on purpose: only this function
 * hands them out, and only to code that e-mails the donors.
 */
export async function campaignDonorEmails(db: Db | Tx, campaignId: number, opts: { after?: string; limit: number }): Promise<string[]> {
  const rows = await db.execute<{ email: string }>(sql`
    select distinct lower(trim(email)) as email from donations
    where campaign_id = ${campaignId} and paid_at is not null and lower(trim(email)) > ${opts.after ?? ''}
    order by 1 limit ${opts.limit}`);
  return rows.rows.map((r) => r.email);
}
