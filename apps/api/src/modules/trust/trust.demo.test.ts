import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedDemo } from '../../seed/demo.ts';
import { tokenFor } from '../../test/factories.ts';
import { users } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (q: ReturnType<typeof sql>) => Number((await t.ctx.db.execute<{ n: number }>(q)).rows[0]!.n);

describe('the trust demo', () => {
  it('fills every admin queue, and a second run adds nothing', async () => {
    await seedDemo(t.ctx);
    const snapshot = async () => ({
      applications: await count(sql`select count(*)::int as n from volunteer_applications`),
      assignments: await count(sql`select count(*)::int as n from campaign_assignments`),
      reports: await count(sql`select count(*)::int as n from campaign_reports`),
    });
    const first = await snapshot();
    await seedDemo(t.ctx);
    expect(await snapshot()).toEqual(first);

    const [admin] = await t.ctx.db
      .select()
      .from(users)
      .where(sql`${users.email} = 'admin@demo.ireti.ng'`);
    const token = await tokenFor(t.ctx.db, admin!.id);
    const overview = (await t.call('GET', '/api/v1/admin/overview', { token })).body.entity;
    expect(overview.volunteer_applications).toBeGreaterThanOrEqual(1);
    expect(overview.identity_submissions).toBeGreaterThanOrEqual(1);
    const approved = await t.call('GET', '/api/v1/admin/volunteers?status=approved', { token });
    expect(approved.body.entity.transactions.map((a: { user: { email: string } }) => a.user.email).sort()).toEqual([
      'tunde@demo.ireti.ng',
      'zainab@demo.ireti.ng',
    ]);
    const live = await count(sql`select count(*)::int as n from campaigns where status = 1 and suspended_at is null`);
    expect(live).toBeGreaterThan(0);
    expect(overview.open_reports).toBeGreaterThanOrEqual(1);
    // The live and closed campaigns in states with a volunteer show who verified them (the demo
    // volunteers' own campaigns excepted: nobody else of their state could, so an admin did).
    const unvetted = await count(sql`
      select count(*)::int as n from campaigns c join users o on o.id = c.owner_id
      where c.status in (1, 2, 3) and c.state_id in (20, 25) and o.volunteer_status <> 'approved'
        and not exists (select 1 from campaign_assignments a where a.campaign_id = c.id and a.verified_at is not null)`);
    expect(unvetted).toBe(0);
    const waiting = await count(
      sql`select count(*)::int as n from campaigns c join users o on o.id = c.owner_id where c.status = 0 and c.state_id in (20, 25)`,
    );
    const unassigned = await count(
      sql`select count(*)::int as n from campaigns c join users o on o.id = c.owner_id where c.status = 0 and c.state_id in (20, 25) and not exists (select 1 from campaign_assignments a where a.campaign_id = c.id and a.volunteer_id <> c.owner_id)`,
    );
    expect({ waiting, unassigned: waiting ? unassigned : 0 }).toEqual({ waiting, unassigned: 0 });
    const doc = await t.call(
      'GET',
      `/api/v1/admin/volunteers/${approved.body.entity.transactions[0].id}/documents/id?reason=demo%20check`,
      { token },
    );
    expect(doc.headers['content-type']).toBe('image/png');
  }, 120_000); // a limit, not a timing: the whole demo seeded twice (13 s quiet, over 30 s at load 10)
});
