import { eq } from 'drizzle-orm';
import { campaigns, users, type CampaignRow } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { emit } from '../../lib/events.ts';
import { createCampaign } from '../../test/factories.ts';
import { campaignAssignments } from './trust.schema.ts';
import { publishVetters } from './vetting/assignments.service.ts';

/**
 * Test factories of the trust module (valid rows, overrides welcome). The volunteer, admin and
 * organisation factories are in test/factories.ts.
 */

/**
 * A campaign as the wizard leaves it once submitted: status 0, its feature image, submitted, and
 * `campaign.created` then `campaign.submitted` emitted (trust assigns its volunteers on the latter).
 */
export async function createNewCampaign(db: Db, ownerId: number, o: Partial<typeof campaigns.$inferInsert> = {}): Promise<CampaignRow> {
  const row = await createCampaign(db, ownerId, { status: 0, imageKey: 'campaigns/feature123456.jpg', submittedAt: new Date(), ...o });
  await db.transaction(async (tx) => {
    await emit(tx, 'campaign.created', { campaignId: row.id, ownerId });
    if (row.submittedAt) await emit(tx, 'campaign.submitted', { campaignId: row.id, ownerId });
  });
  return row;
}

export async function reload(db: Db, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return u!;
}

/**
 * Assignments as a test needs them (verdicts included, an existing one left as it is), told to
 * campaigns as trust's own assignments are (`publishVetters`, decision 109): a volunteer so
 * assigned sees the campaign while it awaits verification.
 */
export async function assignForTest(db: Db, rows: (typeof campaignAssignments.$inferInsert)[] | typeof campaignAssignments.$inferInsert) {
  const list = Array.isArray(rows) ? rows : [rows];
  await db.transaction(async (tx) => {
    await tx.insert(campaignAssignments).values(list).onConflictDoNothing();
    await publishVetters(tx, [...new Set(list.map((r) => r.campaignId))]);
  });
}
