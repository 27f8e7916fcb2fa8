import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { Db } from '../../../db/client.ts';

/**
 * "Send anonymously" for transfers (docs/decisions/093-dedicated-accounts.md): a bank transfer
 * carries no "hide my name" box, so the sender asks on the campaign page before sending. The page
 * gives a short code to write in the transfer's description (the narration banks pass on), and
 * keeps the name on the sender's bank account if they give it, for banks that drop the narration.
 * A mark lasts 48 hours and hides the name of the first transfer it matches, then is spent.
 */
export const ANONYMITY_HOURS = 48;
/** No 0/O or 1/I: the code is read off a phone and typed into a banking app. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newAnonymityCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * A name as banks write it ("BELLO, ADA C.", "Ada Chioma Bello"), reduced to its words of two or
 * more letters, lower case, sorted: the same person in any order and case. Null when nothing is left.
 */
export function senderKey(name: string | null | undefined): string | null {
  if (!name) return null;
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 2)
    .sort();
  return words.length ? words.join(' ') : null;
}

/** Six-character words of the narration, upper case: where a code may be. */
function narrationWords(narration: string | null): string[] {
  if (!narration) return [];
  return [...new Set(narration.toUpperCase().match(/[A-Z0-9]{6}/g) ?? [])].filter((w) => /^[A-Z0-9]{6}$/.test(w));
}

export async function createMark(db: Db, campaignId: number, senderName: string | null) {
  for (let attempt = 0; ; attempt++) {
    const code = newAnonymityCode();
    const [row] = (
      await db.execute<{ code: string; expires_at: string }>(sql`
        insert into transfer_anonymity (campaign_id, code, sender_key, expires_at)
        values (${campaignId}, ${code}, ${senderKey(senderName)}, now() + make_interval(hours => ${ANONYMITY_HOURS}))
        on conflict (code) do nothing returning code, expires_at`)
    ).rows;
    if (row) return { code: row.code, expiresAt: new Date(row.expires_at) };
    if (attempt >= 5) throw new Error('could not find a free anonymity code');
  }
}

/**
 * Spends the campaign's mark this transfer matches (its code in the narration first, else the
 * sender's name), in the transaction that records the transfer: true when the name is to be hidden.
 */
export async function spendMark(
  tx: Tx,
  o: { campaignId: number; donationId: number; senderName: string | null; narration: string | null },
): Promise<boolean> {
  const codes = narrationWords(o.narration);
  const key = senderKey(o.senderName);
  if (!codes.length && !key) return false;
  const codeList = codes.length
    ? sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )
    : sql`null`;
  const [row] = (
    await tx.execute<{ id: number }>(sql`
      update transfer_anonymity set used_at = now(), donation_id = ${o.donationId}
      where id = (
        select id from transfer_anonymity
        where campaign_id = ${o.campaignId} and used_at is null and expires_at > now()
          and (code in (${codeList}) or (${key}::text is not null and sender_key = ${key}))
        order by (code in (${codeList})) desc, id
        limit 1 for update skip locked
      ) returning id`)
  ).rows;
  return !!row;
}
