import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCampaign, createUser } from '../../test/factories.ts';
import { seedPaymentsDemo } from './payments.demo.ts';
import { campaignRow, expectIntegrity } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const counts = async () =>
  (await t.ctx.db.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from donations group by status order by status`)).rows;

describe('the payments demo seed', () => {
  it('does nothing without demo campaigns', async () => {
    await seedPaymentsDemo(t.ctx);
    expect(await counts()).toEqual([]);
  });

  it("gives real, confirmed donations to the demo campaigns and funds one of ada's, once", async () => {
    const ada = await createUser(t.ctx.db, { email: 'ada@demo.ireti.ng', identityStatus: 'approved' });
    const hope = await createUser(t.ctx.db, { email: 'hope@demo.ireti.ng', isOrganization: true, organizationName: 'Hope Foundation' });
    for (const email of ['chidi@demo.ireti.ng', 'tunde@demo.ireti.ng', 'zainab@demo.ireti.ng']) await createUser(t.ctx.db, { email });
    const small = await createCampaign(t.ctx.db, ada.id, { goalKobo: 250_000_00, status: 1 });
    const big = await createCampaign(t.ctx.db, ada.id, { goalKobo: 2_000_000_00, status: 1 });
    const other = await createCampaign(t.ctx.db, hope.id, { goalKobo: 5_000_000_00, status: 1 });
    await createCampaign(t.ctx.db, hope.id, { goalKobo: 1_000_000_00, status: 0 });

    await seedPaymentsDemo(t.ctx);
    const first = await counts();
    expect(first.map((r) => r.status)).toEqual(['paid']);
    expect((await campaignRow(t, small.id))).toMatchObject({ status: 3, pledged_kobo: 250_000_00 });
    for (const c of [big, other]) {
      const row = await campaignRow(t, c.id);
      expect(row.status).toBe(1);
      expect(row.pledged_kobo).toBeGreaterThan(0);
    }
    const [mix] = (
      await t.ctx.db.execute<{ anonymous: number; members: number; comments: number }>(sql`
        select count(*) filter (where anonymous)::int as anonymous, count(*) filter (where user_id is not null)::int as members,
          count(*) filter (where coalesce(comment, '') <> '')::int as comments from donations`)
    ).rows;
    expect(mix!.anonymous).toBeGreaterThan(0);
    expect(mix!.members).toBeGreaterThan(0);
    expect(mix!.comments).toBeGreaterThan(0);
    await expectIntegrity(t);

    await seedPaymentsDemo(t.ctx);
    expect(await counts()).toEqual(first);
    expect((await campaignRow(t, small.id)).pledged_kobo).toBe(250_000_00);
  });
});
