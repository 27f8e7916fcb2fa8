import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared';
import { users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createAdmin, createOrganization, tokenFor } from '../../test/factories.ts';
import { give, move } from '../payments/testing.ts';
import { apiCampaign, creator, person, rowCampaign, setStatus, type Person } from '../campaigns/campaigns.fixtures.ts';
import { campaignPage, getCampaign } from './page.ts';

/**
 * The campaign page's read model (campaign_pages, decision 106): a visitor's page read from it is
 * exactly the page composed from campaigns, the owner and payments' read models, for campaigns in
 * every state and after every kind of writer; and the table mirrors its sources row for row.
 */
let t: TestApp;
let owner: Person;
let org: Person;
let donor: Person;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await creator(t, { firstName: 'Amaka', lastName: 'Obi', imageKey: 'people/amaka.jpg' });
  const o = await createOrganization(t.database.db, { identityStatus: 'submitted' });
  org = { user: o, token: await tokenFor(t.database.db, o.id) };
  donor = await person(t);
});
afterAll(() => t.close());

/** The page as composed before the read model (getCampaign for a visitor), or null for a 404. */
async function composed(id: string) {
  try {
    return await getCampaign(t.ctx, id, null);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404 || /not found/i.test(String((err as Error).message))) return null;
    throw err;
  }
}

/** Every campaign row against its read-model row: the rows that differ (or are missing on one side). */
async function drift() {
  const r = await t.database.db.execute<{ id: number }>(sql`
    select coalesce(c.id, p.id) as id
    from (campaigns c join users u on u.id = c.owner_id)
    full join campaign_pages p on p.id = c.id
    where c.id is null or p.id is null
       or (to_jsonb(c) - 'place' - 'organisation' - 'search') || jsonb_build_object(
            'owner_is_organization', u.is_organization, 'owner_organization_name', u.organization_name,
            'owner_first_name', u.first_name, 'owner_last_name', u.last_name, 'owner_image_key', u.image_key)
          is distinct from to_jsonb(p)`);
  return r.rows.map((x) => Number(x.id));
}

/** The read model's page equals the composed one, by public id, upper case and numeric _id, and over HTTP. */
async function expectSamePage(c: { id: number; publicId: string }) {
  const want = await composed(c.publicId);
  for (const id of [c.publicId, c.publicId.toUpperCase(), String(c.id)]) {
    expect(await campaignPage(t.ctx, id, t.ctx.db)).toEqual(want);
  }
  const res = await t.call('GET', `/api/v1/campaign/${c.publicId}`);
  if (want === null) expect(res.body.status.code).toBe(104);
  else expect(res.body.entity).toEqual(JSON.parse(JSON.stringify(want)));
  return want;
}

describe('campaign page read model', () => {
  it('gives the composed page for campaigns in every state', async () => {
    const base = { imageKey: 'campaigns/a.jpg', image1Key: 'campaigns/b.jpg', stateId: 25, lgaId: 508 };
    const cases = [
      await rowCampaign(t, owner.user.id, { ...base, status: CampaignStatus.AWAITING_VERIFICATION }),
      await rowCampaign(t, owner.user.id, { ...base, status: 0, submittedAt: null }),
      await rowCampaign(t, owner.user.id, { ...base, status: 1, verifiedAt: new Date(), type: 'Reward based' }),
      await rowCampaign(t, owner.user.id, {
        status: 1,
        fundingMode: 'keep_what_you_raise',
        endsAt: new Date('2027-01-31T22:59:59.999Z'),
        affiliatedOrganization: 'LUTH',
      }),
      await rowCampaign(t, org.user.id, { status: 1, suspendedAt: new Date() }),
      await rowCampaign(t, org.user.id, { status: 3, donationsClosedAt: new Date(), pledgedKobo: 1_234_500 }),
      await rowCampaign(t, owner.user.id, {
        status: 2,
        closedAt: new Date(),
        donationsClosedAt: new Date(),
        goalReachedAt: new Date(),
        message: 'Thank you all',
        messageImage1Key: 'campaigns/thanks.jpg',
        pledgedKobo: 50_000_000,
      }),
      await rowCampaign(t, owner.user.id, { status: 4, deletedAt: new Date() }),
    ];
    for (const c of cases) await expectSamePage(c);
    expect(await campaignPage(t.ctx, 'no-such-thing!', t.ctx.db)).toBeNull();
    expect(await campaignPage(t.ctx, '999999999', t.ctx.db)).toBeNull();
    expect(await drift()).toEqual([]);
  });

  it('is kept current by every writer: edits, rewards, gifts, the owner, transitions, deletion', async () => {
    const created = await apiCampaign(t, owner, { types: 'Reward based' });
    const c = { id: created._id, publicId: created.campaign_id };
    await expectSamePage(c); // awaiting: a visitor gets 404 from both
    await setStatus(t, c.id, 1, { verifiedAt: new Date() });
    await expectSamePage(c);

    // the owner edits it
    const edit = await t.call('PUT', `/api/v1/campaign/${c.publicId}`, {
      token: owner.token,
      body: {
        title: 'Help Amaka finish nursing school in Yaba',
        goal: 600000,
        category: 'Health',
        summary: 'The final year, and the exams',
        campaign_details: '<p>Now with the exam fees.</p>',
        types: 'Reward based',
      },
    });
    expect(edit.body.status.code).toBe(100);
    expect((await expectSamePage(c))!.title).toBe('Help Amaka finish nursing school in Yaba');

    // rewards added, changed; gifts with and without a reward, from a signed-in donor twice and a guest
    const reward = await t.call('POST', '/api/v1/reward', {
      token: owner.token,
      body: { campaign: c.publicId, donation: 2000, reward_type: 'Non-material', reward: 'A thank-you video', quantity: 5 },
    });
    expect(reward.body.status.code).toBe(100);
    const rewardId = reward.body.entity._id as number;
    await expectSamePage(c);
    await give(t, c.publicId, 2500, { token: donor.token, body: { reward: rewardId } });
    await give(t, c.publicId, 3000, { token: donor.token });
    await give(t, c.publicId, 4000);
    const page = (await expectSamePage(c))!;
    expect(page).toMatchObject({ pledged: 9500, donations_count: 3, donors_count: 2 });
    expect(page.rewards[0]).toMatchObject({ left: 4 });
    await t.call('PUT', `/api/v1/reward/${rewardId}`, {
      token: owner.token,
      body: { donation: 2500, reward_type: 'Non-material', reward: 'A thank-you video call', quantity: 6 },
    });
    expect((await expectSamePage(c))!.rewards[0]).toMatchObject({ reward: 'A thank-you video call', left: 5 });

    // the owner's public name and photo, written by any path
    await t.database.db.update(users).set({ firstName: 'Amarachi', imageKey: 'people/new.jpg' }).where(eq(users.id, owner.user.id));
    expect((await expectSamePage(c))!.user.first_name).toBe('Amarachi');

    // an admin suspends and lifts it; donations close; it closes; it is deleted
    const admin = await createAdmin(t.database.db);
    await setStatus(t, c.id, 1, { suspendedAt: new Date() });
    expect((await expectSamePage(c))!.suspended).toBe(true);
    await setStatus(t, c.id, 1, { suspendedAt: null });
    await move(t, c.id, 3, admin.id);
    expect((await expectSamePage(c))!.status).toBe(3);
    await move(t, c.id, 2, admin.id);
    await expectSamePage(c);
    expect(await drift()).toEqual([]);

    // a campaign removed from the table takes its row with it
    const gone = await rowCampaign(t, owner.user.id, { status: 1 });
    await t.database.db.execute(sql`delete from campaigns where id = ${gone.id}`);
    expect(await campaignPage(t.ctx, gone.publicId, t.ctx.db)).toBeNull();
    expect(await drift()).toEqual([]);
  });
});
