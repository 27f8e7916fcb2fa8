import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, campaignFacts, campaignMoney, campaigns, campaignTransitions, outbox, rewards } from '../../db/schema.ts';
import { subscribeModules } from '../index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { apiCampaign, creator, person, rowCampaign, validCampaign, type Person } from './campaigns.fixtures.ts';
import { assignForTest } from '../trust/trust.factories.ts';

let t: TestApp;
let owner: Person;
const created: { campaignId: number; ownerId: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await creator(t);
  subscribeModules((on) =>
    on('campaign.created', async (_tx, e) => {
      created.push(e);
    }),
  );
});
afterAll(() => t.close());

const create = (body: unknown, token = owner.token) => t.call('POST', '/api/v1/campaigns', { token, body });

describe('POST /campaigns', () => {
  it('creates a campaign awaiting verification and answers the created entity', async () => {
    const res = await create(validCampaign);
    expect(res.statusCode).toBe(201);
    expect(res.body.status.code).toBe(100);
    const c = res.body.entity;
    expect(c).toMatchObject({
      title: validCampaign.title,
      summary: validCampaign.summary,
      amount: 500000,
      pledged: 0,
      percent: 0,
      status: 0,
      category: 'Health',
      types: 'Non-reward based',
      affiliatedOrganization: 'Lagos University Teaching Hospital',
      rewards: [],
      viewer: { is_owner: true, is_assigned_volunteer: false, is_admin: false },
      user: { _id: owner.user.id, first_name: 'Ada', last_name: 'Obi', is_organization: 0 },
    });
    expect(c.campaign_id).toMatch(/^[a-z0-9]{10}$/);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, c._id));
    expect(row!.goalKobo).toBe(50_000_000);
    expect(row!.ownerId).toBe(owner.user.id);
  });

  it('records the creation as the first transition, audits it, tells the trust module and e-mails the owner', async () => {
    const c = await apiCampaign(t, owner, { title: 'Solar lamps for Ikorodu market' });
    const transitions = await t.database.db.select().from(campaignTransitions).where(eq(campaignTransitions.campaignId, c._id));
    expect(transitions).toMatchObject([{ fromStatus: null, toStatus: 0, actorId: owner.user.id }]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(c._id)));
    expect(audits.map((a) => a.action)).toContain('campaign.created');
    expect(created).toContainEqual({ campaignId: c._id, ownerId: owner.user.id });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, owner.user.email));
    const mail = mails.find((m) => m.bodyText.includes('Solar lamps for Ikorodu market'));
    // a draft: the link reopens the wizard on it (drafts.test.ts covers submitting it)
    expect(mail?.subject).toBe('Your campaign draft is saved');
    expect(mail?.links).toEqual([`${t.ctx.config.publicUrl}/create_campaigns?draft=${c.campaign_id}`]);
  });

  it('gives unguessable, distinct public ids', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await apiCampaign(t, owner)).campaign_id);
    expect(ids.size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[a-z2-9]{10}$/);
  });

  it('refuses a user whose identity is not submitted with the spec message (103)', async () => {
    const unverified = await person(t);
    const res = await create(validCampaign, unverified.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.status).toEqual({ code: 103, desc: 'You need to verify your account before you can create campaigns.' });
    const rejected = await person(t, { identityStatus: 'rejected' });
    expect((await create(validCampaign, rejected.token)).body.status.code).toBe(103);
    const approved = await person(t, { identityStatus: 'approved' });
    expect((await create(validCampaign, approved.token)).body.status.code).toBe(100);
  });

  it('answers 102 without a session', async () => {
    const res = await t.call('POST', '/api/v1/campaigns', { body: validCampaign });
    expect(res.statusCode).toBe(401);
    expect(res.body.status.code).toBe(102);
  });

  it.each([
    [{ goal: 0 }, 'goal', 'Goal must be at least ₦10,000'],
    [{ goal: -100 }, 'goal', 'Goal must be at least ₦10,000'],
    // A ₦1 goal with a ₦10,000,000 gift would pay ₦0.05 of commission (decision 045).
    [{ goal: 1 }, 'goal', 'Goal must be at least ₦10,000'],
    [{ goal: 2500.5 }, 'goal', 'Goal must be a whole number of naira'],
    [{ goal: '12abc' }, 'goal', 'Goal must be a whole number of naira'],
    [{ goal: 1_000_000_001 }, 'goal', 'Goal can be at most ₦1,000,000,000'],
    [{ summary: 'x'.repeat(51) }, 'summary', 'Value too long. Must be a maximum of 50 characters in length.'],
    [{ category: 'Gambling' }, 'category', 'Choose one of the categories'],
    [{ types: 'Equity' }, 'types', 'Choose Reward based or Non-reward based'],
    [{ title: '' }, 'title', "Campaign title can't be empty"],
    [
      { rewards: [{ donation: 1000, reward_type: 'Material', reward: 'A mug' }] },
      'rewards',
      'Rewards can only be added to a Reward based campaign',
    ],
  ])('refuses %j with 101 and a message on the field, creating nothing', async (change, key, message) => {
    const before = (await t.database.db.select().from(campaigns)).length;
    const res = await create({ ...validCampaign, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.body.status).toEqual({ code: 101, desc: 'Some of your inputs are not valid' });
    expect(res.body.entity.errors[key]).toBe(message);
    expect((await t.database.db.select().from(campaigns)).length).toBe(before);
  });

  it('stores titles and summaries without invisible direction or zero-width characters (display spoofing)', async () => {
    const res = await create({ ...validCampaign, title: '\u202EHelp Amaka\u200B finish school\u2066', summary: 'Fees\u200F and books' });
    expect(res.body.status.code).toBe(100);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.publicId, res.body.entity.campaign_id));
    expect(row).toMatchObject({ title: 'Help Amaka finish school', summary: 'Fees and books' });
  });

  it("ignores fields it does not use, the spec form's reward inputs included, and never takes status or money from a body", async () => {
    const res = await create({
      ...validCampaign,
      rewards: '',
      donationAmt: '',
      rewardType: '',
      reward: '',
      status: 1,
      pledged: 999,
      verified: 1,
      owner_id: 1,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(campaignFacts).where(eq(campaignFacts.publicId, res.body.entity.campaign_id));
    // what it raised is payments' (campaign_money), no longer on campaign_facts (decision 109)
    const [money] = await t.database.db.select().from(campaignMoney).where(eq(campaignMoney.campaignId, row!.id));
    expect({ ...row, pledgedKobo: money!.pledgedKobo }).toMatchObject({
      status: 0,
      pledgedKobo: 0,
      ownerId: owner.user.id,
      verifiedAt: null,
    });
    expect(res.body.entity.rewards).toEqual([]);
  });

  it('accepts rewards on a Reward based campaign', async () => {
    const res = await create({
      ...validCampaign,
      types: 'Reward based',
      rewards: [
        { donation: 10000, reward_type: 'Material', reward: 'A hand-woven aso-oke bag', quantity: '25' },
        { donation: '2,000', reward_type: 'Non-material', reward: 'Your name on our thank-you wall' },
      ],
    });
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity.rewards).toEqual([
      {
        _id: expect.any(Number),
        donation: 2000,
        rewardType: 'Non-material',
        reward: 'Your name on our thank-you wall',
        quantity: null,
        left: null,
      },
      { _id: expect.any(Number), donation: 10000, rewardType: 'Material', reward: 'A hand-woven aso-oke bag', quantity: 25, left: 25 },
    ]);
    const rows = await t.database.db.select().from(rewards).where(eq(rewards.campaignId, res.body.entity._id));
    expect(rows.map((r) => r.donationKobo).sort()).toEqual([1_000_000, 200_000]);
  });

  it('sanitises the description with an allow-list', async () => {
    const res = await create({
      ...validCampaign,
      campaign_details:
        '<p onclick="steal()">Hello <b>friends</b><script>alert(1)</script></p><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://ireti.ng/x" onmouseover="x()">good</a>' +
        '<img src="https://evil.example/pixel.png"><p style="background:url(javascript:x)">styled</p>',
    });
    const html: string = res.body.entity.description;
    expect(html).toBe(
      '<p>Hello <strong>friends</strong></p><a rel="nofollow noopener noreferrer ugc" target="_blank">bad</a> ' +
        '<a href="https://ireti.ng/x" rel="nofollow noopener noreferrer ugc" target="_blank">good</a><p>styled</p>',
    );
  });

  it('refuses a description that is empty once cleaned', async () => {
    const res = await create({ ...validCampaign, campaign_details: '<script>alert(1)</script><p> </p>' });
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors.campaign_details).toBe("Your story can't be empty");
  });
});

describe('GET /campaign/{id}', () => {
  it('shows a live campaign to anyone, by its public id in any case', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1, publicId: 'livecamp01' });
    const res = await t.call('GET', '/api/v1/campaign/LIVECAMP01');
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity).toMatchObject({ _id: c.id, campaign_id: 'livecamp01', status: 1, viewer: { is_owner: false } });
  });

  it('shows a campaign awaiting verification only to its owner, assigned volunteers and admins', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 0 });
    const url = `/api/v1/campaign/${c.publicId}`;
    expect((await t.call('GET', url)).body.status.code).toBe(104);
    const stranger = await person(t);
    expect((await t.call('GET', url, { token: stranger.token })).body.status.code).toBe(104);
    const volunteer = await person(t, { volunteerStatus: 'approved' });
    expect((await t.call('GET', url, { token: volunteer.token })).body.status.code).toBe(104);
    await assignForTest(t.database.db, { campaignId: c.id, volunteerId: volunteer.user.id });
    const seen = await t.call('GET', url, { token: volunteer.token });
    expect(seen.body.entity.viewer).toEqual({ is_owner: false, is_assigned_volunteer: true, is_admin: false });
    const admin = await person(t, { role: 'admin' });
    expect((await t.call('GET', url, { token: admin.token })).body.entity.viewer.is_admin).toBe(true);
    expect((await t.call('GET', url, { token: owner.token })).body.entity.viewer.is_owner).toBe(true);
  });

  it('shows a deleted campaign with its status, so donors see what happened', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 4 });
    expect((await t.call('GET', `/api/v1/campaign/${c.publicId}`)).body.entity.status).toBe(4);
  });

  it('answers 104 for an unknown id of any shape, never a complaint about the shape (decision 008)', async () => {
    for (const id of ['nosuchcampaign', 'abc', '99999999', 'a-b_c', '%E2%80%AE', '0', '-1', 'x'.repeat(150)]) {
      const res = await t.call('GET', `/api/v1/campaign/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body.status, id).toEqual({ code: 104, desc: 'Campaign not found' });
    }
  });

  it('finds a campaign by its numeric _id as well as its public id (spec §7 writes {id})', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const byNumber = await t.call('GET', `/api/v1/campaign/${c.id}`);
    expect(byNumber.body.entity).toMatchObject({ _id: c.id, campaign_id: c.publicId });
  });

  it('counts paid donations only and shows the goal as reached from the pledged total', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1, goalKobo: 100_000, pledgedKobo: 100_000 });
    await t.database.db.execute(sql`insert into donations (reference, campaign_id, email, amount_kobo, provider, status) values
      ('r1', ${c.id}, 'a@b.ng', 50000, 'sandbox', 'paid'), ('r2', ${c.id}, 'a@b.ng', 50000, 'sandbox', 'paid'),
      ('r3', ${c.id}, 'a@b.ng', 50000, 'sandbox', 'pending')`);
    const res = await t.call('GET', `/api/v1/campaign/${c.publicId}`);
    expect(res.body.entity).toMatchObject({ donations_count: 2, percent: 100, pledged: 1000, amount: 1000, goal_reached: true });
  });
});
