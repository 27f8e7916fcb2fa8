import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, campaigns, campaignTransitions } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { allowedNext, transition } from './state.ts';
import { creator, rowCampaign, type Person } from './campaigns.fixtures.ts';

let t: TestApp;
let owner: Person;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await creator(t);
});
afterAll(() => t.close());

const STATUSES = [0, 1, 2, 3, 4] as const;
const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const));

/** docs/design.md §5: 0 → 1 | 4, 1 → 3 | 4, 3 → 2; 2 and 4 are final. */
describe('the campaign state machine', () => {
  it('allows exactly the moves of docs/design.md §5', () => {
    expect(allowedNext).toEqual({ 0: [1, 4], 1: [3, 4], 3: [2], 2: [], 4: [] });
  });

  it.each(pairs)('%i → %i is allowed only if the table says so, recorded and audited when it is', async (from, to) => {
    const c = await rowCampaign(t, owner.user.id, { status: from });
    const allowed = allowedNext[from]!.includes(to);
    const attempt = t.database.db.transaction((tx) => transition(tx, c.id, to, { id: owner.user.id, reason: 'test' }));
    if (!allowed) {
      await expect(attempt).rejects.toMatchObject({ code: 105 });
      const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, c.id));
      expect(row!.status).toBe(from);
      expect(await t.database.db.select().from(campaignTransitions).where(eq(campaignTransitions.campaignId, c.id))).toEqual([]);
      return;
    }
    await attempt;
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(row!.status).toBe(to);
    const stamp = { 1: row!.verifiedAt, 2: row!.closedAt, 3: row!.donationsClosedAt, 4: row!.deletedAt }[to as 1 | 2 | 3 | 4];
    expect(stamp).toBeInstanceOf(Date);
    const [tr] = await t.database.db.select().from(campaignTransitions).where(eq(campaignTransitions.campaignId, c.id));
    expect(tr).toMatchObject({ fromStatus: from, toStatus: to, actorId: owner.user.id, reason: 'test' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(c.id)), eq(auditLog.action, `campaign.status.${from}->${to}`)));
    expect(audits).toHaveLength(1);
  });

  it('answers 104 for a campaign that does not exist', async () => {
    await expect(t.database.db.transaction((tx) => transition(tx, 99_999_999, 1, { id: null }))).rejects.toMatchObject({ code: 104 });
  });
});
