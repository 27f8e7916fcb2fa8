import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { eraseDonor, paymentsPersonalData } from '../personal-data.ts';
import { CARD, call, campaignRow, donate, expectIntegrity, give, guest, liveCampaign, move, sandboxPay, verify } from '../testing.ts';

/** Supporter pages (issue 27, decision 094): opening, giving through, editing, hiding, refunds. */
let t: TestApp;
let owner: { id: number };
let ownerToken: string;
let supporter: { id: number };
let supporterToken: string;
let otherToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.ctx.db, { firstName: 'Olu', lastName: 'Owner' });
  ownerToken = await tokenFor(t.ctx.db, owner.id);
  supporter = await createUser(t.ctx.db, { firstName: 'Sade', lastName: 'Adeyemi' });
  supporterToken = await tokenFor(t.ctx.db, supporter.id);
  const other = await createUser(t.ctx.db, { firstName: 'Other', lastName: 'Person' });
  otherToken = await tokenFor(t.ctx.db, other.id);
  const admin = await createUser(t.ctx.db, { role: 'admin' });
  adminToken = await tokenFor(t.ctx.db, admin.id);
});
afterAll(() => t.close());

const open = (campaign: string, body: Record<string, unknown> = {}, token = supporterToken) =>
  call(t, 'POST', '/api/v1/fundraise', {
    token,
    body: { campaign, words: 'Sade is running for Mama Ngozi. Every naira helps.', target: 50_000, ...body },
  });
const detail = (id: string, token?: string) => call(t, 'GET', `/api/v1/fundraise/${id}`, { token });
const edit = (id: string, body: Record<string, unknown>, token = supporterToken) =>
  call(t, 'PUT', `/api/v1/fundraise/${id}`, { token, body });
const hide = (id: string, hidden: boolean, token = ownerToken) =>
  call(t, 'PUT', `/api/v1/fundraise/${id}/hidden`, { token, body: { hidden } });
const list = (campaign: string, token?: string) => call(t, 'GET', `/api/v1/supporters/${campaign}`, { token });
const pagesOf = async (campaignId: number) =>
  (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from supporter_pages where campaign_id = ${campaignId}`)).rows[0]!.n;
const pageRow = async (id: string) =>
  (
    await t.ctx.db.execute<{ words: string; target_kobo: number; hidden_at: string | null }>(
      sql`select words, target_kobo, hidden_at from supporter_pages where public_id = ${id}`,
    )
  ).rows[0]!;
const donationsOf = async (campaignId: number) =>
  (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from donations where campaign_id = ${campaignId}`)).rows[0]!.n;
/** Through the page: the gift's donation names it (a guest friend gives). */
const giveThrough = (campaign: string, page: string, amount = 5000) => give(t, campaign, amount, { body: { supporter: page } });
/** The page's total as the API shows it, in naira. */
const raised = async (page: string) => (await detail(page, supporterToken)).body.entity.raised as number;

async function livePage(goalNaira = 500_000) {
  const c = await liveCampaign(t, owner.id, goalNaira);
  const res = await open(c.publicId);
  expect(res.body.status.code).toBe(100);
  return { c, page: res.body.entity.page_id as string };
}

describe('opening a supporter page', () => {
  it('a signed-in supporter opens their page on a live campaign: their words, target and photo, the campaign beside them', async () => {
    const c = await liveCampaign(t, owner.id, 500_000);
    const res = await open(c.publicId);
    expect(res.statusCode).toBe(201);
    expect(res.body.status).toEqual({ code: 100, desc: 'Your page is ready. Share it with your friends' });
    const p = res.body.entity;
    expect(p).toMatchObject({
      campaign_id: c.publicId,
      supporter: { first_name: 'Sade', last_name: 'Adeyemi' },
      words: 'Sade is running for Mama Ngozi. Every naira helps.',
      target: 50_000,
      raised: 0,
      donations_count: 0,
      hidden: false,
      takes_gifts: true,
      viewer: { is_supporter: true, is_owner: false },
      campaign: { campaign_id: c.publicId, title: c.title, pledged: 0, amount: 500_000, status: 1, suspended: false },
    });
    expect(p.page_id).toMatch(/^[a-z0-9]{12}$/);
    // Anyone reads it, signed in or not; the campaign's list names it as the viewer's own.
    expect((await detail(p.page_id)).body.entity).toMatchObject({ page_id: p.page_id, viewer: { is_supporter: false } });
    const l = await list(c.publicId, supporterToken);
    expect(l.body.entity.mine).toBe(p.page_id);
    expect(l.body.entity.transactions.map((x: { page_id: string }) => x.page_id)).toEqual([p.page_id]);
    expect((await list(c.publicId)).body.entity.mine).toBeNull();
  });

  it('one page per supporter and campaign: a second is refused and changes nothing', async () => {
    const { c } = await livePage();
    const again = await open(c.publicId, { words: 'Another page' });
    expect(again.statusCode).toBe(409);
    expect(again.body.status).toEqual({ code: 105, desc: 'You already have a page for this campaign' });
    expect(await pagesOf(c.id)).toBe(1);
  });

  it('needs a session', async () => {
    const c = await liveCampaign(t, owner.id);
    const res = await call(t, 'POST', '/api/v1/fundraise', { body: { campaign: c.publicId, words: 'Hi', target: 5000 } });
    expect(res.body.status.code).toBe(102);
    expect(await pagesOf(c.id)).toBe(0);
  });

  it.each([
    ['empty words', { words: '   ' }, 'words', "Your words can't be empty"],
    ['words too long', { words: 'a'.repeat(1001) }, 'words', 'Value too long. Must be a maximum of 1000 characters in length.'],
    ['HTML in the words', { words: 'Give <b>now</b>' }, 'words', 'Write your words as plain text, without HTML tags'],
    ['a script tag', { words: '<script>alert(1)</script>' }, 'words', 'Write your words as plain text, without HTML tags'],
    ['a comment', { words: 'hi <!-- x -->' }, 'words', 'Write your words as plain text, without HTML tags'],
    ['target below ₦1,000', { target: 999 }, 'target', 'Target must be at least ₦1,000'],
    ['target not a number', { target: 'lots' }, 'target', 'Target must be a whole number of naira'],
    ['target with kobo', { target: 1500.5 }, 'target', 'Target must be a whole number of naira'],
    ['no target', { target: null }, 'target', "Target can't be empty"],
  ])('%s is refused with the field message and opens nothing', async (_, body, key, message) => {
    const c = await liveCampaign(t, owner.id);
    const res = await open(c.publicId, body);
    expect(res.statusCode).toBe(422);
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors[key]).toBe(message);
    expect(await pagesOf(c.id)).toBe(0);
  });

  it("refuses a target above the campaign's goal", async () => {
    const c = await liveCampaign(t, owner.id, 20_000);
    const res = await open(c.publicId, { target: 20_001 });
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors.target).toBe("Your target cannot be more than the campaign's goal");
    expect(await pagesOf(c.id)).toBe(0);
    expect((await open(c.publicId, { target: 20_000 })).body.status.code).toBe(100);
  });

  it('a "<" that opens no tag is words, not HTML; the text is cleaned like all user text', async () => {
    const c = await liveCampaign(t, owner.id);
    const res = await open(c.publicId, { words: '  I <3 Mama\u202E Ngozi, and 2 < 3.\n\nThank you!  ' });
    expect(res.body.status.code).toBe(100);
    // trimmed, the direction override dropped, the lines kept
    expect(res.body.entity.words).toBe('I <3 Mama Ngozi, and 2 < 3.\n\nThank you!');
    expect((await pageRow(res.body.entity.page_id)).words).toBe('I <3 Mama Ngozi, and 2 < 3.\n\nThank you!');
  });

  it.each([
    ['closed for donations', { status: 3 as const }],
    ['closed', { status: 2 as const }],
    ['awaiting verification', { status: 0 as const }],
    ['suspended', { status: 1 as const, suspendedAt: new Date() }],
  ])('a campaign %s cannot get a new page', async (_, o) => {
    const c = await liveCampaign(t, owner.id, 500_000, o);
    const res = await open(c.publicId);
    expect(res.body.status).toEqual({ code: 105, desc: 'Only a live campaign can have supporter pages' });
    expect(await pagesOf(c.id)).toBe(0);
  });

  it('an unknown or deleted campaign is not found', async () => {
    expect((await open('nosuchcampaign1')).body.status.code).toBe(104);
    const c = await liveCampaign(t, owner.id, 500_000, { status: 4 });
    expect((await open(c.publicId)).body.status.code).toBe(104);
    expect((await open('bad id!')).body.status.code).toBe(101);
  });
});

describe('giving through a page', () => {
  it("a friend's gift goes to the campaign and is credited to the page; a gift without the page is not", async () => {
    const { c, page } = await livePage();
    const { ref, verify: v } = await giveThrough(c.publicId, page, 7_500);
    expect(v.body.status.code).toBe(100);
    const [d] = (
      await t.ctx.db.execute<{ supporter_page_id: string | null; status: string }>(
        sql`select supporter_page_id, status from donations where reference = ${ref}`,
      )
    ).rows;
    expect(d!.status).toBe('paid');
    expect(d!.supporter_page_id).not.toBeNull();
    await give(t, c.publicId, 2_000); // straight to the campaign
    const p = (await detail(page)).body.entity;
    expect(p.raised).toBe(7_500);
    expect(p.donations_count).toBe(1);
    expect(p.percent).toBe(15);
    expect(p.campaign.pledged).toBe(9_500);
    expect(Number((await campaignRow(t, c.id)).pledged_kobo)).toBe(950_000);
    await expectIntegrity(t);
  });

  it('a gift confirmed twice (verify again, as a webhook would) counts once on the page', async () => {
    const { c, page } = await livePage();
    const { ref } = await giveThrough(c.publicId, page, 3_000);
    expect((await verify(t, ref)).body.status.code).toBe(100);
    expect(await raised(page)).toBe(3_000);
    expect(Number((await campaignRow(t, c.id)).pledged_kobo)).toBe(300_000);
  });

  it('a gift started and not paid, or declined, is not on the page', async () => {
    const { c, page } = await livePage();
    const d = await donate(t, guest(c.publicId, 4_000, { supporter: page }));
    expect(d.body.status.code).toBe(100);
    await give(t, c.publicId, 6_000, { card: CARD.declined, body: { supporter: page } });
    expect(await raised(page)).toBe(0);
    await sandboxPay(t, d.body.entity.ref, CARD.success);
    await verify(t, d.body.entity.ref);
    expect(await raised(page)).toBe(4_000);
  });

  it('refuses a page of another campaign, an unknown page, a malformed one; nothing is started', async () => {
    const { page } = await livePage();
    const c2 = await liveCampaign(t, owner.id);
    const wrong = await donate(t, guest(c2.publicId, 5_000, { supporter: page }));
    expect(wrong.body.status.code).toBe(101);
    expect(wrong.body.entity.errors.supporter).toBe('This supporter page is for another campaign');
    const unknown = await donate(t, guest(c2.publicId, 5_000, { supporter: 'nosuchpage123' }));
    expect(unknown.body.status).toEqual({ code: 104, desc: 'Supporter page not found' });
    const long = await donate(t, guest(c2.publicId, 5_000, { supporter: 'x'.repeat(41) }));
    expect(long.body.status.code).toBe(101);
    const notText = await donate(t, guest(c2.publicId, 5_000, { supporter: 12 }));
    expect(notText.body.status.code).toBe(101);
    expect(await donationsOf(c2.id)).toBe(0);
  });

  it.each([
    ['closed for donations', 3 as const, 'Donations to this campaign are closed'],
    ['deleted', 4 as const, 'This campaign has been deleted'],
  ])('a page on a campaign %s takes no gifts', async (_, to, desc) => {
    const { c, page } = await livePage();
    await move(t, c.id, to, owner.id);
    const res = await donate(t, guest(c.publicId, 5_000, { supporter: page }));
    expect(res.body.status).toEqual({ code: 105, desc });
    expect(await donationsOf(c.id)).toBe(0);
    expect((await detail(page)).body.entity.takes_gifts).toBe(false);
  });

  it('a page on a suspended campaign takes no gifts', async () => {
    const { c, page } = await livePage();
    await t.ctx.db.execute(sql`update campaigns set suspended_at = now() where id = ${c.id}`);
    const res = await donate(t, guest(c.publicId, 5_000, { supporter: page }));
    expect(res.body.status).toEqual({ code: 105, desc: 'Donations to this campaign are paused while it is under review' });
    expect(await donationsOf(c.id)).toBe(0);
    expect((await detail(page)).body.entity).toMatchObject({ takes_gifts: false, campaign: { suspended: true } });
  });

  it("two friends' gifts at once both count, on the page and the campaign", async () => {
    const { c, page } = await livePage();
    const [a, b] = await Promise.all([giveThrough(c.publicId, page, 1_000), giveThrough(c.publicId, page, 2_000)]);
    expect(a.verify.body.status.code).toBe(100);
    expect(b.verify.body.status.code).toBe(100);
    expect(await raised(page)).toBe(3_000);
    expect(Number((await campaignRow(t, c.id)).pledged_kobo)).toBe(300_000);
    await expectIntegrity(t);
  });
});

describe('refunds', () => {
  /** Every page's total, the campaign's, and what its paid donations add up to (kobo). */
  async function totals(campaignId: number) {
    const [r] = (
      await t.ctx.db.execute<{ pages: string; through_pages: string; pledged: string; paid: string }>(sql`
        select
          (select coalesce(sum(d.amount_kobo), 0) from supporter_pages p join donations d on d.supporter_page_id = p.id
            where p.campaign_id = ${campaignId} and d.status = 'paid') as pages,
          (select coalesce(sum(amount_kobo), 0) from donations where campaign_id = ${campaignId} and supporter_page_id is not null and status = 'paid') as through_pages,
          (select pledged_kobo from campaign_money where campaign_id = ${campaignId}) as pledged,
          (select coalesce(sum(amount_kobo), 0) from donations where campaign_id = ${campaignId} and status = 'paid') as paid`)
    ).rows;
    return { pages: Number(r!.pages), throughPages: Number(r!.through_pages), pledged: Number(r!.pledged), paid: Number(r!.paid) };
  }

  it.each([
    ['deleted', 4 as const],
    ['closed before its goal', 3 as const],
  ])('a campaign %s: its gifts are refunded, and the page and campaign totals agree at nothing', async (_, to) => {
    const { c, page } = await livePage(500_000);
    const second = await createUser(t.ctx.db, { firstName: 'Kunle' });
    const page2 = (await open(c.publicId, {}, await tokenFor(t.ctx.db, second.id))).body.entity.page_id as string;
    await giveThrough(c.publicId, page, 4_000);
    await giveThrough(c.publicId, page2, 6_000);
    await give(t, c.publicId, 1_000);
    expect(await totals(c.id)).toEqual({ pages: 1_000_000, throughPages: 1_000_000, pledged: 1_100_000, paid: 1_100_000 });

    await move(t, c.id, to, owner.id);
    expect(await totals(c.id)).toEqual({ pages: 0, throughPages: 0, pledged: 0, paid: 0 });
    expect(await raised(page)).toBe(0);
    expect((await detail(page)).body.entity.campaign.pledged).toBe(0);
    await expectIntegrity(t);
  });
});

describe("the supporter's edits", () => {
  it('the supporter changes their words and target', async () => {
    const { page } = await livePage();
    const res = await edit(page, { words: 'New words\u200B for Mama', target: '80,000' });
    expect(res.body.status).toEqual({ code: 100, desc: 'Your page is saved' });
    expect(res.body.entity).toMatchObject({ words: 'New words\u200B for Mama', target: 80_000 });
    expect(await pageRow(page)).toMatchObject({ target_kobo: 8_000_000 });
  });

  it.each([
    ['empty words', { words: '', target: 5_000 }, 'words'],
    ['HTML', { words: '<img src=x onerror=alert(1)>', target: 5_000 }, 'words'],
    ['target out of range', { words: 'Fine', target: 10 }, 'target'],
    ["target above the campaign's goal", { words: 'Fine', target: 600_000 }, 'target'],
  ])('%s is refused and changes nothing', async (_, body, key) => {
    const { page } = await livePage(500_000);
    const before = await pageRow(page);
    const res = await edit(page, body);
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors[key]).toBeTruthy();
    expect(await pageRow(page)).toEqual(before);
  });

  it('nobody else may edit it; an unknown page is not found', async () => {
    const { page } = await livePage();
    const before = await pageRow(page);
    expect((await edit(page, { words: 'Mine now', target: 5_000 }, otherToken)).body.status).toEqual({
      code: 103,
      desc: 'Only the supporter can change this page',
    });
    expect((await edit(page, { words: 'Mine now', target: 5_000 }, ownerToken)).body.status.code).toBe(103);
    expect((await call(t, 'PUT', `/api/v1/fundraise/${page}`, { body: { words: 'x', target: 5_000 } })).body.status.code).toBe(102);
    expect((await edit('nosuchpage123', { words: 'x', target: 5_000 })).body.status.code).toBe(104);
    expect(await pageRow(page)).toEqual(before);
  });
});

describe("the owner's hiding", () => {
  const auditOf = async (campaignId: number) =>
    (
      await t.ctx.db.execute<{ action: string; actor_id: number; data: { page_id: string; supporter: string } }>(
        sql`select action, actor_id, data from audit_log where subject_type = 'campaign' and subject_id = ${String(campaignId)}
            and action like 'supporter_page.%' order by id`,
      )
    ).rows;

  it('the owner hides a page, audited: it leaves the public list and page, takes no gifts, keeps what it raised', async () => {
    const { c, page } = await livePage();
    await giveThrough(c.publicId, page, 2_500);
    const res = await hide(page, true);
    expect(res.body.status).toEqual({ code: 100, desc: 'The supporter page is hidden' });
    expect(res.body.entity).toMatchObject({ hidden: true, takes_gifts: false, raised: 2_500 });
    expect(await auditOf(c.id)).toEqual([
      { action: 'supporter_page.hidden', actor_id: owner.id, data: { page_id: page, supporter: 'Sade Adeyemi' } },
    ]);
    // Gone for the public and others; its supporter, the owner and admins still see it.
    expect((await detail(page)).body.status.code).toBe(104);
    expect((await detail(page, otherToken)).body.status.code).toBe(104);
    for (const token of [supporterToken, ownerToken, adminToken]) expect((await detail(page, token)).body.entity.hidden).toBe(true);
    expect((await list(c.publicId)).body.entity.transactions).toEqual([]);
    expect((await list(c.publicId, ownerToken)).body.entity.transactions.map((p: { hidden: boolean }) => p.hidden)).toEqual([true]);
    // No new gift through it; the campaign still takes gifts.
    const gift = await donate(t, guest(c.publicId, 1_000, { supporter: page }));
    expect(gift.body.status).toEqual({
      code: 105,
      desc: 'This supporter page no longer takes gifts. You can give to the campaign itself',
    });
    expect(await donationsOf(c.id)).toBe(1);
    // Hidden again: nothing changes, nothing more is recorded; shown again: recorded.
    await hide(page, true);
    expect(await auditOf(c.id)).toHaveLength(1);
    expect((await hide(page, false)).body.entity.hidden).toBe(false);
    expect((await auditOf(c.id)).map((a) => a.action)).toEqual(['supporter_page.hidden', 'supporter_page.shown']);
    expect((await detail(page)).body.entity.takes_gifts).toBe(true);
  });

  it('an administrator may hide a page; the supporter and others may not', async () => {
    const { c, page } = await livePage();
    expect((await hide(page, true, otherToken)).body.status).toEqual({
      code: 103,
      desc: 'Only the campaign owner can hide a supporter page',
    });
    expect((await hide(page, true, supporterToken)).body.status.code).toBe(103);
    expect((await pageRow(page)).hidden_at).toBeNull();
    expect(await auditOf(c.id)).toEqual([]);
    expect((await hide(page, true, adminToken)).body.entity.hidden).toBe(true);
  });

  it('refuses a body that is not true or false', async () => {
    const { page } = await livePage();
    const res = await call(t, 'PUT', `/api/v1/fundraise/${page}/hidden`, { token: ownerToken, body: { hidden: 'yes' } });
    expect(res.body.status.code).toBe(101);
    expect((await pageRow(page)).hidden_at).toBeNull();
  });
});

describe("the campaign's list", () => {
  it('lists its pages by amount raised, most first', async () => {
    const c = await liveCampaign(t, owner.id);
    const ids: string[] = [];
    for (const [name, amount] of [
      ['Ayo', 1_000],
      ['Bola', 9_000],
      ['Chika', 0],
      ['Dayo', 4_000],
    ] as const) {
      const u = await createUser(t.ctx.db, { firstName: name, lastName: 'S' });
      const p = (await open(c.publicId, {}, await tokenFor(t.ctx.db, u.id))).body.entity.page_id as string;
      ids.push(p);
      if (amount) await giveThrough(c.publicId, p, amount);
    }
    const res = await list(c.publicId);
    expect(
      res.body.entity.transactions.map((p: { supporter: { first_name: string }; raised: number }) => [p.supporter.first_name, p.raised]),
    ).toEqual([
      ['Bola', 9_000],
      ['Dayo', 4_000],
      ['Ayo', 1_000],
      ['Chika', 0],
    ]);
    expect(res.body.entity.total_records).toBe(4);
    const paged = await call(t, 'GET', `/api/v1/supporters/${c.publicId}?per_page=2&page=2`);
    expect(paged.body.entity.transactions.map((p: { page_id: string }) => p.page_id)).toEqual([ids[0], ids[2]]);
    expect(paged.body.entity.total_pages).toBe(2);
  });

  it('an unknown campaign is not found; a bad page number is refused', async () => {
    expect((await list('nosuchcampaign1')).body.status.code).toBe(104);
    const c = await liveCampaign(t, owner.id);
    expect((await call(t, 'GET', `/api/v1/supporters/${c.publicId}?page=0`)).body.status.code).toBe(101);
  });
});

describe('data rights', () => {
  it("a supporter's archive holds their pages; closing their account deletes them, the gifts stay the campaign's", async () => {
    const c = await liveCampaign(t, owner.id);
    const leaver = await createUser(t.ctx.db, { firstName: 'Leaving' });
    const page = (await open(c.publicId, { words: 'My words for Mama' }, await tokenFor(t.ctx.db, leaver.id))).body.entity
      .page_id as string;
    const { ref } = await giveThrough(c.publicId, page, 3_000);
    const archive = await paymentsPersonalData(t.ctx.db, leaver.id, null);
    expect(archive.supporter_pages).toMatchObject([
      { page_id: page, campaign_id: c.publicId, words: 'My words for Mama', target_kobo: 5_000_000 },
    ]);

    await t.ctx.db.transaction((tx) => eraseDonor(tx, leaver.id, null, `former-${leaver.id}@example.invalid`));
    expect(await pagesOf(c.id)).toBe(0);
    expect((await detail(page)).body.status.code).toBe(104);
    const [d] = (
      await t.ctx.db.execute<{ status: string; supporter_page_id: number | null }>(
        sql`select status, supporter_page_id from donations where reference = ${ref}`,
      )
    ).rows;
    expect(d).toEqual({ status: 'paid', supporter_page_id: null });
    expect(Number((await campaignRow(t, c.id)).pledged_kobo)).toBe(300_000);
    await expectIntegrity(t);
  });
});
