import { sql } from 'drizzle-orm';
import type { Language } from '@ireti/shared/i18n';
import type { Db, Tx } from '../../../db/client.ts';

export type DonorAddress = { email: string; language: Language | null };

/**
 * The addresses of everyone who gave to a campaign (a donation that was paid, refunded since or
 * not, anonymous ones included), lower-cased, each once with the language of its latest gift, in
 * address order after `after`: the updates module mails them a campaign's news in batches
 * (docs/decisions/049-campaign-updates.md).
 * The addresses are not in the published view paid_donations, on purpose: only this function
 * hands them out, and only to code that e-mails the donors.
 */
export async function campaignDonorEmails(
  db: Db | Tx,
  campaignId: number,
  opts: { after?: string; limit: number },
): Promise<DonorAddress[]> {
  // each address once, with the language of its latest paid gift (a guest donor has no account to keep one)
  const rows = await db.execute<DonorAddress>(sql`
    select distinct on (lower(trim(email))) lower(trim(email)) as email, language from donations
    where campaign_id = ${campaignId} and paid_at is not null and lower(trim(email)) > ${opts.after ?? ''}
    order by lower(trim(email)), paid_at desc limit ${opts.limit}`);
  return rows.rows;
}
