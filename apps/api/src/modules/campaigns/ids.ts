import { desc, eq, or, sql } from 'drizzle-orm';
import { campaigns, type CampaignRow } from './campaigns.schema.ts';
import type { Db, Tx } from '../../db/client.ts';

/**
 * A campaign as the spec's `{id}` names it (docs/decisions/008-api-contract.md): its public
 * `campaign_id` (any case) or its numeric `_id`. Anything that cannot be either names no
 * campaign — the caller answers "not found", never a complaint about the id's shape — and never
 * reaches a query (a NUL byte would fail it).
 */
const KEY = /^[a-z0-9]{1,40}$/;
const NUMERIC = /^\d{1,15}$/;

/** The id as a lookup key (trimmed, lower case), or null when it cannot name a campaign. */
export function campaignKeyOf(id: string | number): string | null {
  const key = String(id).trim().toLowerCase();
  return KEY.test(key) ? key : null;
}

/** True when the key may be a numeric _id (then only a lookup tells which campaign it is). */
export const mayBeNumericId = (key: string) => NUMERIC.test(key);

/** The campaign `id` names, by public id first (a public id may be all digits), else by _id. */
export async function findCampaignByAnyId(db: Db | Tx, id: string | number): Promise<CampaignRow | null> {
  const key = campaignKeyOf(id);
  if (!key) return null;
  const [row] = NUMERIC.test(key)
    ? await db
        .select()
        .from(campaigns)
        .where(or(eq(campaigns.publicId, key), eq(campaigns.id, Number(key))))
        .orderBy(desc(sql`${campaigns.publicId} = ${key}`))
        .limit(1)
    : await db.select().from(campaigns).where(eq(campaigns.publicId, key)).limit(1);
  return row ?? null;
}
