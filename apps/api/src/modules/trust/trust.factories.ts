import { eq } from 'drizzle-orm';
import { campaigns, users, type CampaignRow } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { emit } from '../../lib/events.ts';
import { createCampaign } from '../../test/factories.ts';

/**
 * Test factories of the trust module (valid rows, overrides welcome). The volunteer, admin and
 * organisation factories are in test/factories.ts.
 */

/** A campaign created as the campaigns module creates one: status 0 and `campaign.created` emitted in its transaction. */
export async function createNewCampaign(db: Db, ownerId: number, o: Partial<typeof campaigns.$inferInsert> = {}): Promise<CampaignRow> {
  const row = await createCampaign(db, ownerId, { status: 0, ...o });
  await db.transaction((tx) => emit(tx, 'campaign.created', { campaignId: row.id, ownerId }));
  return row;
}

export async function reload(db: Db, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return u!;
}
