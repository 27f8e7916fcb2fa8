import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DONATION_MAX_NAIRA } from '@ireti/shared/constants';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { call, donate, guest, liveCampaign, move } from '../testing.ts';

let t: TestApp;
let campaign: string;
let campaignId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createUser(t.ctx.db);
  const c = await liveCampaign(t, owner.id);
  campaign = c.publicId;
  campaignId = c.id;
});
afterAll(() => t.close());

const countDonations = async () => (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from donations`)).rows[0]!.n;

describe('POST /donate', () => {
  it('starts a guest donation: a pending row, a fresh reference and the sandbox key', async () => {
    const res = await donate(t, guest(campaign, 2500.5));
    expect(res.statusCode).toBe(200);
    expect(res.body.status.code).toBe(100);
    // amount is what the provider is asked to charge, in kobo, as Paystack Inline takes it (spec §3).
    expect(res.body.entity).toMatchObject({
      email: 'chioma@example.ng',
      amount: 250_050,
      amount_kobo: 250_050,
      currency: 'NGN',
      p_key: 'sandbox',
      access_code: null,
      campaign: { campaign_id: campaign },
    });
    expect(res.body.entity.ref).toMatch(/^IRT-[A-Z0-9]{16}$/);
    const [row] = (await t.ctx.db.execute<Record<string, unknown>>(sql`select * from donations where reference = ${res.body.entity.ref}`))
      .rows;
    expect(row).toMatchObject({
      status: 'pending',
      amount_kobo: 250_050,
      first_name: 'Chioma',
      last_name: 'Eze',
      email: 'chioma@example.ng',
      mobile: '+2348012345678', // typed 08012345678: stored in the one normal form (issue 15)
      user_id: null,
      anonymous: false,
      provider: 'sandbox',
    });
    const again = await donate(t, guest(campaign, 2500.5));
    expect(again.body.entity.ref).not.toBe(res.body.entity.ref);
  });

  it('takes the identity from the account when signed in (the session, not known), ignoring names', async () => {
    const ada = await createUser(t.ctx.db, {
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada.okafor@example.ng',
      mobile: '+2348099999999',
    });
    const token = await tokenFor(t.ctx.db, ada.id);
    const res = await donate(
      t,
      { known: 0, amount: 1000, comment: 'For Amaka', campaign, firstname: 'Someone', email: 'else@example.ng' },
      token,
    );
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity.email).toBe('ada.okafor@example.ng');
    const [row] = (await t.ctx.db.execute<Record<string, unknown>>(sql`select * from donations where reference = ${res.body.entity.ref}`))
      .rows;
    expect(row).toMatchObject({
      user_id: ada.id,
      first_name: 'Ada',
      last_name: 'Okafor',
      email: 'ada.okafor@example.ng',
      comment: 'For Amaka',
      anonymous: false,
    });
    const bare = await donate(t, { amount: 1000, campaign }, token);
    const [plain] = (
      await t.ctx.db.execute<Record<string, unknown>>(sql`select * from donations where reference = ${bare.body.entity.ref}`)
    ).rows;
    expect(plain).toMatchObject({ user_id: ada.id, first_name: 'Ada', anonymous: false });
  });

  it('gives anonymously with known 1 (spec §7) or anonymous true (the donor form), signed in or not', async () => {
    const ada = await createUser(t.ctx.db, { firstName: 'Adaeze', lastName: 'Obi' });
    const token = await tokenFor(t.ctx.db, ada.id);
    const rowOf = async (ref: string) =>
      (await t.ctx.db.execute<Record<string, unknown>>(sql`select * from donations where reference = ${ref}`)).rows[0];
    const signedIn = await donate(t, { known: 1, amount: 1000, campaign }, token);
    expect(signedIn.body.status.code).toBe(100);
    expect(await rowOf(signedIn.body.entity.ref)).toMatchObject({ user_id: ada.id, first_name: 'Adaeze', anonymous: true });
    const formName = await donate(t, { anonymous: true, amount: 1000, campaign }, token);
    expect(await rowOf(formName.body.entity.ref)).toMatchObject({ user_id: ada.id, anonymous: true });
    const guestKnown = await donate(t, {
      known: 1,
      amount: 1000,
      campaign,
      email: 'hidden@example.ng',
      firstname: 'Not',
      lastname: 'Kept',
    });
    expect(guestKnown.statusCode).toBe(200);
    expect(await rowOf(guestKnown.body.entity.ref)).toMatchObject({
      user_id: null,
      anonymous: true,
      first_name: null,
      last_name: null,
      email: 'hidden@example.ng',
    });
    expect((await donate(t, { known: 1, amount: 1000, campaign })).body.entity.errors).toEqual({ email: "Email can't be empty" });
  });

  it('asks a signed-in donor for the amount only', async () => {
    const u = await createUser(t.ctx.db);
    const res = await donate(t, { amount: 50, campaign }, await tokenFor(t.ctx.db, u.id));
    expect(res.body.status.code).toBe(101);
    expect(Object.keys(res.body.entity.errors)).toEqual(['amount']);
  });

  it('asks an anonymous guest for the e-mail only, and keeps no name', async () => {
    const res = await donate(t, { email: 'quiet@example.ng', known: 0, amount: 700, campaign, anonymous: true });
    expect(res.body.status.code).toBe(100);
    const [row] = (await t.ctx.db.execute<Record<string, unknown>>(sql`select * from donations where reference = ${res.body.entity.ref}`))
      .rows;
    expect(row).toMatchObject({ anonymous: true, first_name: null, last_name: null, email: 'quiet@example.ng' });
    const noEmail = await donate(t, { known: 0, amount: 700, campaign, anonymous: 1 });
    expect(noEmail.body.entity.errors).toEqual({ email: "Email can't be empty" });
  });

  it("gives the spec's messages for a guest's missing fields", async () => {
    const res = await donate(t, { known: 0, campaign, firstname: '', amount: '' });
    expect(res.statusCode).toBe(422);
    expect(res.body.status).toEqual({ code: 101, desc: 'Some of your inputs are not valid' });
    expect(res.body.entity.errors).toEqual({
      firstname: "First name can't be empty",
      lastname: "Last name can't be empty",
      email: "Email can't be empty",
      amount: "Amount can't be empty",
    });
  });

  it.each([
    ['a numeric string', '5000', null],
    ['a numeric string with kobo', ' 2500.50 ', null],
    ['a numeric string below the minimum', '50', 'The least you can give is ₦100'],
    ['a numeric string with fractional kobo', '150.555', 'Amount can have at most two decimal places (kobo)'],
    ['a string that is not a number', 'five thousand', 'Amount must be a number'],
    ['a number with misplaced commas', '5,00', 'Amount must be a number'],
    ['in scientific notation', '1e3', 'Amount must be a number'],
    ['thousands below the minimum', '0.05k', 'The least you can give is ₦100'],
    ['negative', -500, 'The least you can give is ₦100'],
    ['zero', 0, 'The least you can give is ₦100'],
    ['two digits', 99, 'The least you can give is ₦100'],
    ['below ₦100', 99.99, 'The least you can give is ₦100'],
    ['fractional kobo', 150.555, 'Amount can have at most two decimal places (kobo)'],
    ['a third decimal of zero written out', 150.5, null],
    ['absurdly large', 1e21, `The most you can give at once is ₦${DONATION_MAX_NAIRA.toLocaleString('en-NG')}`],
    [
      'just above the maximum',
      DONATION_MAX_NAIRA + 0.01,
      `The most you can give at once is ₦${DONATION_MAX_NAIRA.toLocaleString('en-NG')}`,
    ],
    ['a boolean', true, 'Amount must be a number'],
    ['an object', { naira: 500 }, 'Amount must be a number'],
    ['null', null, "Amount can't be empty"],
  ])('answers an amount that is %s clearly, and counts nothing', async (_what, amount, message) => {
    const before = await countDonations();
    const res = await donate(t, guest(campaign, amount));
    if (message === null) {
      expect(res.body.status.code).toBe(100);
      const [row] = (
        await t.ctx.db.execute<{ amount_kobo: number }>(sql`select amount_kobo from donations where reference = ${res.body.entity.ref}`)
      ).rows;
      expect(row!.amount_kobo).toBe(res.body.entity.amount);
      return;
    }
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors).toEqual({ amount: message });
    expect(await countDonations()).toBe(before);
  });

  it.each([
    ['5000', 500_000],
    ['5,000', 500_000],
    ['₦5,000', 500_000],
    ['N5,000', 500_000],
    ['5k', 500_000],
    ['5K', 500_000],
    ['2.5k', 250_000],
    [' ₦ 12,500.50 ', 1_250_050],
  ])('reads %s as Nigerians type it: %s kobo (issue 26)', async (typed, kobo) => {
    const res = await donate(t, guest(campaign, typed));
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity.amount_kobo).toBe(kobo);
    const [row] = (
      await t.ctx.db.execute<{ amount_kobo: number }>(sql`select amount_kobo from donations where reference = ${res.body.entity.ref}`)
    ).rows;
    expect(row!.amount_kobo).toBe(kobo);
  });

  it.each([
    ['en', 'The least you can give is ₦100'],
    ['pcm', null],
    ['yo', null],
    ['ha', 'Mafi ƙanƙantar abin da za ka iya bayarwa shi ne ₦100'],
    ['ig', null],
  ])('names the least gift in naira in %s, never the length of the text', async (lang, expected) => {
    const res = await call(t, 'POST', '/api/v1/donate', { body: guest(campaign, '50'), headers: { 'accept-language': lang } });
    expect(res.body.status.code).toBe(101);
    const message: string = res.body.entity.errors.amount;
    expect(message).toContain('₦100');
    expect(message).not.toMatch(/3|characters|Value too short/);
    if (expected) expect(message).toBe(expected);
    if (lang !== 'en') expect(message).not.toBe('The least you can give is ₦100');
  });

  it('takes the exact maximum and the exact minimum', async () => {
    const big = await liveCampaign(t, (await createUser(t.ctx.db)).id, DONATION_MAX_NAIRA * 2);
    expect((await donate(t, guest(big.publicId, DONATION_MAX_NAIRA))).body.entity.amount_kobo).toBe(DONATION_MAX_NAIRA * 100);
    expect((await donate(t, guest(campaign, 100))).body.entity.amount_kobo).toBe(10_000);
  });

  describe('a gift is at most what the goal still needs (decision 045)', () => {
    it('refuses ₦10,000,000 to a ₦20,000 goal, naming the most, and starts nothing', async () => {
      const c = await liveCampaign(t, (await createUser(t.ctx.db)).id, 20_000);
      const before = await countDonations();
      const res = await donate(t, guest(c.publicId, 10_000_000));
      expect(res.statusCode).toBe(422);
      expect(res.body.status.code).toBe(101);
      expect(res.body.entity.errors).toEqual({ amount: 'This campaign needs only ₦20,000 more, so that is the most you can give' });
      expect(await countDonations()).toBe(before);
      expect((await donate(t, guest(c.publicId, 20_000))).body.status.code).toBe(100);
    });

    it('counts what is confirmed, and still takes the least gift when less than it is missing', async () => {
      const c = await liveCampaign(t, (await createUser(t.ctx.db)).id, 20_000);
      await t.ctx.db.execute(sql`update campaign_totals set pledged_kobo = 1995050 where campaign_id = ${c.id}`);
      const over = await donate(t, guest(c.publicId, 101));
      expect(over.body.entity.errors).toEqual({
        amount: 'This campaign needs only ₦49.50 more: give ₦100, the least you can give, to complete it',
      });
      expect((await donate(t, guest(c.publicId, 100))).body.status.code).toBe(100);
      await t.ctx.db.execute(sql`update campaign_totals set pledged_kobo = 1800000 where campaign_id = ${c.id}`);
      expect((await donate(t, guest(c.publicId, 2_000.5))).body.entity.errors).toEqual({
        amount: 'This campaign needs only ₦2,000 more, so that is the most you can give',
      });
      expect((await donate(t, guest(c.publicId, 2_000))).body.status.code).toBe(100);
    });
  });

  it('refuses a comment over 240 characters, and counts them as characters', async () => {
    const over = await donate(t, guest(campaign, 500, { comment: 'é'.repeat(241) }));
    expect(over.body.entity.errors).toEqual({ comment: 'Value too long. Must be a maximum of 240 characters in length.' });
    const exact = await donate(t, guest(campaign, 500, { comment: '🙏'.repeat(240) }));
    expect(exact.body.status.code).toBe(100);
  });

  it('checks the e-mail and the mobile', async () => {
    const res = await donate(t, guest(campaign, 500, { email: 'not-an-email', mobile: '0801234' }));
    expect(res.body.entity.errors).toEqual({
      email: 'Email must be a valid mail.',
      mobile: 'Value too short. Must be a minimum of 11 characters in length.',
    });
    const letters = await donate(t, guest(campaign, 500, { mobile: 'abcdefghijkl' }));
    expect(letters.body.entity.errors).toEqual({ mobile: 'Your phone number should look like +2348012345678' });
    const none = await donate(t, guest(campaign, 500, { mobile: '' }));
    expect(none.body.status.code).toBe(100);
  });

  it('ignores unknown fields and stores nothing they name (decision 008); refuses a non-object body', async () => {
    const owner = await createUser(t.ctx.db);
    const forged = {
      status: 'paid',
      amount_kobo: 1,
      user_id: owner.id,
      reference: 'IRT-FORGED',
      provider: 'paystack',
      paid_at: '2020-01-01T00:00:00Z',
      currency: 'USD',
      donationAmt: 5,
      rewardType: 'Material',
    };
    const res = await donate(t, guest(campaign, 500, forged));
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity).toMatchObject({ amount: 50_000, amount_kobo: 50_000, currency: 'NGN' });
    expect(res.body.entity.ref).not.toBe('IRT-FORGED');
    const [row] = (await t.ctx.db.execute<Record<string, unknown>>(sql`select * from donations where reference = ${res.body.entity.ref}`))
      .rows;
    expect(row).toMatchObject({
      status: 'pending',
      amount_kobo: 50_000,
      user_id: null,
      provider: 'sandbox',
      paid_at: null,
      currency: 'NGN',
    });
    expect((await t.ctx.db.execute(sql`select 1 from donations where reference = 'IRT-FORGED'`)).rows).toEqual([]);
    const [c] = (
      await t.ctx.db.execute<{ pledged_kobo: number }>(sql`select pledged_kobo from campaign_money where campaign_id = ${campaignId}`)
    ).rows;
    expect(c!.pledged_kobo).toBe(0);
    const arr = await t.app.inject({
      method: 'POST',
      url: '/api/v1/donate',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(arr.statusCode).toBe(422);
  });

  it('refuses an unknown campaign', async () => {
    const res = await donate(t, guest('nosuchcamp', 500));
    expect(res.statusCode).toBe(404);
    expect(res.body.status).toEqual({ code: 104, desc: 'Campaign not found' });
  });

  it('finds the campaign whatever the case of its id', async () => {
    expect((await donate(t, guest(campaign.toUpperCase(), 500))).body.status.code).toBe(100);
  });

  it("takes the campaign's numeric _id as well as its public id (decision 008)", async () => {
    for (const id of [campaignId, String(campaignId), ` ${campaignId} `]) {
      const res = await donate(t, guest(id as string, 500));
      expect(res.body.status.code).toBe(100);
      expect(res.body.entity.campaign.campaign_id).toBe(campaign);
      const [row] = (
        await t.ctx.db.execute<{ campaign_id: number }>(sql`select campaign_id from donations where reference = ${res.body.entity.ref}`)
      ).rows;
      expect(Number(row!.campaign_id)).toBe(campaignId);
    }
  });

  it.each([
    ['an unknown public id', 'nosuchcamp'],
    ['an unknown numeric _id', 987_654_321],
    ['a numeric string of no campaign', '987654321'],
    ['a short id', 'x'],
    ['an id with spaces inside', 'abc def'],
    ['an id with punctuation', "abc'; drop table campaigns;--"],
    ['a very long id', 'a'.repeat(300)],
    ['a NUL byte', 'abc\u0000def'],
    ['a fractional number', 1.5],
    ['a negative number', -3],
  ])('answers %s with not found, never a complaint about its shape, and starts nothing', async (_what, id) => {
    const before = await countDonations();
    const res = await donate(t, guest(id as string, 500));
    expect(res.statusCode).toBe(404);
    expect(res.body.status).toEqual({ code: 104, desc: 'Campaign not found' });
    expect(await countDonations()).toBe(before);
  });

  it.each([
    [0, 'This campaign is not yet verified, so it cannot take donations yet'],
    [3, 'Donations to this campaign are closed'],
    [2, 'This campaign is closed and no longer takes donations'],
    [4, 'This campaign has been deleted'],
  ] as const)('refuses a campaign in status %s', async (status, desc) => {
    const owner = await createUser(t.ctx.db);
    const c = await liveCampaign(t, owner.id, 500_000, { status });
    const before = await countDonations();
    const res = await donate(t, guest(c.publicId, 500));
    expect(res.statusCode).toBe(409);
    expect(res.body.status).toEqual({ code: 105, desc });
    expect(await countDonations()).toBe(before);
  });

  it('refuses a suspended campaign', async () => {
    const owner = await createUser(t.ctx.db);
    const c = await liveCampaign(t, owner.id, 500_000, { suspendedAt: new Date() });
    const res = await donate(t, guest(c.publicId, 500));
    expect(res.body.status).toEqual({ code: 105, desc: 'Donations to this campaign are paused while it is under review' });
  });

  it('refuses a campaign that closed for donations a moment ago', async () => {
    const owner = await createUser(t.ctx.db);
    const c = await liveCampaign(t, owner.id);
    await move(t, c.id, 3, owner.id);
    expect((await donate(t, guest(c.publicId, 500))).body.status.code).toBe(105);
  });

  it('leaves the campaign total alone when a donation only starts', async () => {
    const [c] = (
      await t.ctx.db.execute<{ pledged_kobo: number }>(sql`select pledged_kobo from campaign_money where campaign_id = ${campaignId}`)
    ).rows;
    expect(c!.pledged_kobo).toBe(0);
  });
});
