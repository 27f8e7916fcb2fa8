import { and, eq } from 'drizzle-orm';
import { campaignAssignments } from '../../db/schema.ts';
import type { Db, Tx } from '../../db/client.ts';

/** True when the user is one of the volunteers assigned to vet the campaign. */
export async function isAssignedVolunteer(db: Db | Tx, campaignId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ c: campaignAssignments.campaignId })
    .from(campaignAssignments)
    .where(and(eq(campaignAssignments.campaignId, campaignId), eq(campaignAssignments.volunteerId, userId)))
    .limit(1);
  return !!row;
}
