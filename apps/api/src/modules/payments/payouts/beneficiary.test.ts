import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOrganization, createUser, createVolunteer, tokenFor } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { pdf, png } from '../../media/media.fixtures.ts';
import { call, expectIntegrity, give, liveCampaign, mails } from '../testing.ts';
import { claimDestination } from './destination.ts';
import { assignForTest } from '../../trust/trust.factories.ts';

/**
 * Issue 25: a campaign's beneficiary (named, resolved by the bank, confirmed by the assigned
 * volunteer) receives its payouts; the owner accounts for each payout with a spending report and
 * receipts, which the volunteer confirms or flags; donors get the confirmed report.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createUser>> & { token: string };
const person = async (make: Promise<Awaited<ReturnType<typeof createUser>>>): Promise<Person> => {
  const u = await make;
  return { ...u, token: await tokenFor(t.ctx.db, u.id) };
};

const HOSPITAL = { name: 'Lagos University Teaching Hospital', account_number: '0000001234', bank_code: '058' };
const put = (token: string | undefined, id: string, body: unknown) =>
  call(t, 'PUT', `/api/v1/campaigns/${id}/beneficiary`, { token, body });
const confirm = (
  token: string | undefined,
  id: string,
  body: unknown = { confirmed: true, note: "I called the hospital's billing office" },
) => call(t, 'POST', `/api/v1/campaigns/${id}/beneficiary/confirm`, { token, body });
const audits = async (subjectId: number, prefix: string) =>
  (
    await t.ctx.db.execute<{ action: string; data: Record<string, unknown> }>(
      sql`select action, data from audit_log where subject_type = 'campaign' and subject_id = ${subjectId} and action like ${prefix + '%'} order by id`,
    )
  ).rows;
const rowsOf = async (campaignId: number) => ({
  beneficiary: (await t.ctx.db.execute(sql`select * from campaign_beneficiaries where campaign_id = ${campaignId}`)).rows,
  reports: (await t.ctx.db.execute(sql`select * from spending_reports where campaign_id = ${campaignId}`)).rows,
});

/** A funded ₦1,000 campaign, its owner (identity approved), its assigned volunteer. */
async function world() {
  const owner = await person(createUser(t.ctx.db, { identityStatus: 'approved' }));
  const volunteer = await person(createVolunteer(t.ctx.db, { firstName: 'Tunde', lastName: 'Adebayo' }));
  const c = await liveCampaign(t, owner.id, 1000);
  await assignForTest(t.ctx.db, { campaignId: c.id, volunteerId: volunteer.id });
  return { owner, volunteer, c };
}

async function fund(publicId: string, email = `donor-${Math.random().toString(36).slice(2, 8)}@example.ng`) {
  await give(t, publicId, 1000, { body: { email } });
  return email;
}

describe('a campaign names its beneficiary', () => {
  it('resolves the account name from the bank, and the assigned volunteer confirms it with a note', async () => {
    const { owner, volunteer, c } = await world();
    const res = await put(owner.token, c.publicId, HOSPITAL);
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity.beneficiary).toEqual({
      name: HOSPITAL.name,
      organization_id: null,
      bank_name: 'Guaranty Trust Bank',
      account_name: 'DEMO ACCOUNT 1234',
      account_last4: '1234',
      confirmed: false,
      confirmed_by: null,
      confirmed_at: null,
      note: null,
    });
    // the public sees it, never the full number
    const pub = await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/beneficiary`);
    expect(pub.body.entity.beneficiary).toMatchObject({ name: HOSPITAL.name, account_last4: '1234', confirmed: false });
    expect(JSON.stringify(pub.body)).not.toContain('0000001234');

    const ok = await confirm(volunteer.token, c.publicId);
    expect(ok.body.status).toEqual({ code: 100, desc: 'Beneficiary confirmed' });
    expect(ok.body.entity.beneficiary).toMatchObject({
      confirmed: true,
      confirmed_by: { id: volunteer.id, name: 'Tunde A.' },
      note: "I called the hospital's billing office",
    });
    // the note is for the owner and volunteers, not the public
    expect((await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/beneficiary`)).body.entity.beneficiary.note).toBeNull();
    expect((await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/beneficiary`, { token: owner.token })).body.entity.beneficiary.note).toBe(
      "I called the hospital's billing office",
    );
    expect((await confirm(volunteer.token, c.publicId)).body.status.code).toBe(105);
    expect((await audits(c.id, 'beneficiary.')).map((a) => a.action)).toEqual(['beneficiary.named', 'beneficiary.confirmed']);
  });

  it('refuses bad input and the wrong people, changing nothing', async () => {
    const { owner, volunteer, c } = await world();
    const stranger = await person(createUser(t.ctx.db));
    const otherVolunteer = await person(createVolunteer(t.ctx.db));
    // an account no bank holds
    const unknown = await put(owner.token, c.publicId, { ...HOSPITAL, account_number: '9990001234' });
    expect(unknown.body.status.code).toBe(101);
    expect(unknown.body.entity.errors).toEqual({ account_number: 'We could not find this account. Check the number and the bank.' });
    expect((await put(owner.token, c.publicId, { ...HOSPITAL, name: '' })).body.entity.errors).toEqual({
      name: 'Enter the institution’s name',
    });
    expect((await put(stranger.token, c.publicId, HOSPITAL)).body.status).toEqual({
      code: 103,
      desc: 'Only the campaign’s owner can name its beneficiary',
    });
    expect((await put(undefined, c.publicId, HOSPITAL)).body.status.code).toBe(102);
    expect(await rowsOf(c.id)).toEqual({ beneficiary: [], reports: [] });

    await put(owner.token, c.publicId, HOSPITAL);
    for (const who of [owner, stranger, otherVolunteer]) {
      expect((await confirm(who.token, c.publicId)).body.status).toEqual({
        code: 103,
        desc: 'Only the volunteer assigned to this campaign, or an administrator, can confirm this',
      });
    }
    const noTick = await confirm(volunteer.token, c.publicId, { confirmed: false, note: 'I called them' });
    expect(noTick.body.entity.errors).toEqual({ confirmed: 'Tick the box to say you checked the account with the institution' });
    expect((await confirm(volunteer.token, c.publicId, { confirmed: true, note: '' })).body.entity.errors.note).toMatch(
      /Say how you checked/,
    );
    const [b] = (await rowsOf(c.id)).beneficiary as { confirmed_at: unknown }[];
    expect(b!.confirmed_at).toBeNull();
    // an administrator may confirm (its session proven by a second factor, as the test sessions are)
    const admin = await person(createUser(t.ctx.db, { role: 'admin', firstName: 'Ife', lastName: 'Admin' }));
    const lists = (await call(t, 'GET', '/api/v1/admin/accountability', { token: admin.token })).body.entity;
    expect(lists.awaiting).toContainEqual(expect.objectContaining({ campaign_id: c.publicId, name: HOSPITAL.name, account_last4: '1234' }));
    expect((await confirm(admin.token, c.publicId)).body.entity.beneficiary.confirmed_by.name).toBe('Ife A.');
  });

  it('a change of beneficiary is audited and waits for the volunteer again; payouts wait with it', async () => {
    const { owner, volunteer, c } = await world();
    await put(owner.token, c.publicId, HOSPITAL);
    await confirm(volunteer.token, c.publicId);
    const changed = await put(owner.token, c.publicId, { name: 'Reddington Hospital', account_number: '0000005678', bank_code: '044' });
    expect(changed.body.entity.beneficiary).toMatchObject({
      name: 'Reddington Hospital',
      account_last4: '5678',
      confirmed: false,
      confirmed_by: null,
    });
    const [change] = await audits(c.id, 'beneficiary.changed');
    expect(change!.data).toMatchObject({ name: 'Reddington Hospital', previous: HOSPITAL.name, previousLast4: '1234', wasConfirmed: true });
    await fund(c.publicId);
    const res = await call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token: owner.token });
    expect(res.body.status).toEqual({
      code: 105,
      desc: 'The volunteer has not confirmed the beneficiary yet: ask them to call the institution and confirm it',
    });
    expect((await t.ctx.db.execute(sql`select 1 from payouts where campaign_id = ${c.id}`)).rows).toHaveLength(0);
  });

  it('a verified organisation is picked by name, with its own payout account', async () => {
    const { owner, c } = await world();
    const org = await createOrganization(t.ctx.db, { organizationName: 'Ikeja Mission School', emailVerifiedAt: new Date() });
    const bare = await createOrganization(t.ctx.db, { organizationName: 'Ikeja Bare Clinic', emailVerifiedAt: new Date() });
    await t.ctx.db.execute(sql`
      insert into payout_accounts (user_id, bank_code, bank_name, account_number, account_name)
      values (${org.id}, '044', 'Access Bank', '0000004321', 'IKEJA MISSION SCHOOL')`);
    const found = await call(t, 'GET', '/api/v1/beneficiary/organisations?q=ikeja', { token: owner.token });
    expect(found.body.entity.organisations).toEqual(
      expect.arrayContaining([
        { id: org.id, name: 'Ikeja Mission School', has_account: true },
        { id: bare.id, name: 'Ikeja Bare Clinic', has_account: false },
      ]),
    );
    const none = await put(owner.token, c.publicId, { organization_id: bare.id });
    expect(none.body.status.code).toBe(101);
    expect(none.body.entity.errors.organization_id).toMatch(/has not added a bank account yet/);
    const picked = await put(owner.token, c.publicId, { organization_id: org.id });
    expect(picked.body.entity.beneficiary).toMatchObject({
      name: 'Ikeja Mission School',
      organization_id: org.id,
      account_name: 'IKEJA MISSION SCHOOL',
      account_last4: '4321',
    });
    expect((await put(owner.token, c.publicId, { organization_id: owner.id })).body.entity.errors).toEqual({
      organization_id: 'Pick a verified organisation from the list',
    });
  });
});

describe('paying the beneficiary and accounting for it', () => {
  it('pays the hospital only; the owner reports with a receipt; the volunteer confirms; donors get the update', async () => {
    const { owner, volunteer, c } = await world();
    await put(owner.token, c.publicId, HOSPITAL);
    await confirm(volunteer.token, c.publicId);
    const donor = await fund(c.publicId);
    // no bank account of the owner's own is needed: the money goes to the hospital
    const summary = await call(t, 'GET', `/api/v1/claim/${c.publicId}`, { token: owner.token });
    expect(summary.body.entity).toMatchObject({
      can_claim: true,
      bank_account: null,
      beneficiary: { name: HOSPITAL.name, account_last4: '1234', confirmed: true },
    });
    const claimed = await call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token: owner.token });
    expect(claimed.body.entity.payout).toMatchObject({ account_last4: '1234', beneficiary_name: HOSPITAL.name, amount: 950 });
    await t.ctx.jobs.drain();
    const [p] = (
      await t.ctx.db.execute<{ id: string; status: string; account_number: string; recipient_code: string }>(
        sql`select id, status, account_number, recipient_code from payouts where campaign_id = ${c.id}`,
      )
    ).rows;
    expect(p).toMatchObject({ status: 'paid', account_number: '0000001234' });
    const [rc] = (
      await t.ctx.db.execute<{ recipient_code: string }>(sql`select recipient_code from campaign_beneficiaries where campaign_id = ${c.id}`)
    ).rows;
    expect(rc!.recipient_code).toBe(p!.recipient_code);
    await expectIntegrity(t);
    const payoutId = Number(p!.id);

    // bad reports change nothing
    const report = {
      note: 'Dialysis for March',
      items: [
        { what: 'Six dialysis sessions', amount: 800 },
        { what: 'Drugs', amount: 150 },
      ],
    };
    expect((await call(t, 'POST', `/api/v1/payouts/${payoutId}/reports`, { token: volunteer.token, body: report })).body.status.code).toBe(
      103,
    );
    const tooMuch = await call(t, 'POST', `/api/v1/payouts/${payoutId}/reports`, {
      token: owner.token,
      body: { ...report, items: [...report.items, { what: 'Transport', amount: 0.01 }] },
    });
    expect(tooMuch.body.status.code).toBe(101);
    expect(tooMuch.body.entity.errors.items).toMatch(/more than what is left of the payout/);
    expect((await rowsOf(c.id)).reports).toEqual([]);

    const posted = await call(t, 'POST', `/api/v1/payouts/${payoutId}/reports`, { token: owner.token, body: report });
    expect(posted.body.status.code).toBe(100);
    const reportId = posted.body.entity.report.id as number;
    expect(posted.body.entity.report).toMatchObject({ total: 950, status: 'submitted', receipts: [] });

    // receipts: only the owner, only images or PDF
    const upload = async (token: string, bytes: Buffer, type: string) => {
      const form = await multipart(bytes, { type });
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/reports/${reportId}/receipts`,
        headers: { authorization: `Bearer ${token}`, ...form.headers },
        payload: form.payload,
      });
    };
    const text = JSON.parse((await upload(owner.token, Buffer.from('not a receipt at all'), 'text/plain')).body);
    expect(text.status.code).not.toBe(100);
    expect(text.status.desc).toMatch(/image|PDF/i);
    expect(JSON.parse((await upload(volunteer.token, await png(), 'image/png')).body).status.code).toBe(103);
    // confirming needs a receipt
    const early = await call(t, 'POST', `/api/v1/reports/${reportId}/decision`, {
      token: volunteer.token,
      body: { decision: 'confirm', note: '' },
    });
    expect(early.body.status.code).toBe(105);
    const withReceipt = JSON.parse((await upload(owner.token, await pdf(), 'application/pdf')).body);
    expect(withReceipt.entity.report.receipts).toHaveLength(1);
    const receiptId = withReceipt.entity.report.receipts[0] as number;
    // the receipt is private: the owner and the volunteer read it, the public does not
    expect((await call(t, 'GET', `/api/v1/reports/${reportId}/receipts/${receiptId}`, { token: volunteer.token })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/v1/reports/${reportId}/receipts/${receiptId}`)).body.status.code).toBe(102);
    const pub = await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/reports`);
    expect(pub.body.entity.reports).toEqual([]);

    // only the assigned volunteer (or an admin) decides
    expect(
      (await call(t, 'POST', `/api/v1/reports/${reportId}/decision`, { token: owner.token, body: { decision: 'confirm', note: '' } })).body
        .status.code,
    ).toBe(103);
    const decided = await call(t, 'POST', `/api/v1/reports/${reportId}/decision`, {
      token: volunteer.token,
      body: { decision: 'confirm', note: 'Checked the invoice with the billing office' },
    });
    expect(decided.body.entity.report).toMatchObject({ status: 'confirmed', decided_by: { name: 'Tunde A.' } });
    expect(
      (
        await call(t, 'POST', `/api/v1/reports/${reportId}/decision`, {
          token: volunteer.token,
          body: { decision: 'flag', note: 'Too late' },
        })
      ).body.status.code,
    ).toBe(105);

    // the public sees the confirmed report, not its receipts
    const after = await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/reports`);
    expect(after.body.entity.reports).toHaveLength(1);
    expect(after.body.entity.reports[0]).toMatchObject({ status: 'confirmed', receipts: [], receipt_count: 1 });

    // the money panel: paid out, accounted for, confirmed by whom; the beneficiary and who confirmed it
    const money = await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/money`);
    expect(money.body.entity.beneficiary).toEqual({
      name: HOSPITAL.name,
      bank_name: 'Guaranty Trust Bank',
      account_last4: '1234',
      confirmed_by: 'Tunde A.',
    });
    expect(money.body.entity.payouts[0]).toMatchObject({
      amount: 950,
      status: 'paid',
      accounted: 950,
      confirmed_by: ['Tunde A.'],
      overdue: false,
    });

    // the donors get it as an update, with the one-click unsubscribe
    await t.ctx.jobs.drain();
    const update = (await mails(t, donor)).find((m) => m.subject === `What the money bought: ${c.title}`);
    expect(update).toBeDefined();
    expect(update!.bodyText).toContain('Confirmed by Tunde A.: ₦950 of the money paid on');
    expect(update!.bodyText).toContain('Six dialysis sessions: ₦800');
    expect(update!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const updates = await call(t, 'GET', `/api/v1/updates/${c.publicId}`);
    expect(JSON.stringify(updates.body)).toContain('spending_report');
    expect((await audits(c.id, 'spending_report.')).map((a) => a.action)).toEqual([
      'spending_report.posted',
      'spending_report.receipt_added',
      'spending_report.confirmed',
    ]);
    await expectIntegrity(t);
  });

  it('a flagged report does not count; a payout unaccounted for after 30 days is overdue and blocks the next claim', async () => {
    const { owner, volunteer, c } = await world();
    await fund(c.publicId);
    await call(t, 'PUT', '/api/v1/bank/account', { token: owner.token, body: { account_number: '0123456789', bank_code: '058' } });
    await call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token: owner.token });
    await t.ctx.jobs.drain();
    const [p] = (await t.ctx.db.execute<{ id: string }>(sql`select id from payouts where campaign_id = ${c.id} and status = 'paid'`)).rows;
    const payoutId = Number(p!.id);
    const posted = await call(t, 'POST', `/api/v1/payouts/${payoutId}/reports`, {
      token: owner.token,
      body: { note: 'Surgery', items: [{ what: 'Surgery deposit', amount: 900 }] },
    });
    const reportId = posted.body.entity.report.id as number;
    const noNote = await call(t, 'POST', `/api/v1/reports/${reportId}/decision`, {
      token: volunteer.token,
      body: { decision: 'flag', note: '' },
    });
    expect(noNote.body.entity.errors.note).toMatch(/Say what does not match/);
    const flagged = await call(t, 'POST', `/api/v1/reports/${reportId}/decision`, {
      token: volunteer.token,
      body: { decision: 'flag', note: 'The invoice says ₦600, not ₦900' },
    });
    expect(flagged.body.entity.report).toMatchObject({ status: 'flagged', decision_note: 'The invoice says ₦600, not ₦900' });
    // a flagged report leaves the payout to account for again
    expect(
      (
        await call(t, 'POST', `/api/v1/payouts/${payoutId}/reports`, {
          token: owner.token,
          body: { note: 'Surgery, corrected', items: [{ what: 'Surgery deposit', amount: 600 }] },
        })
      ).body.status.code,
    ).toBe(100);

    expect((await claimDestination(t.ctx.db, c.id)).blockers).toEqual([]);
    await t.ctx.db.execute(sql`update payouts set paid_at = now() - interval '31 days' where id = ${payoutId}`);
    const dest = await claimDestination(t.ctx.db, c.id);
    expect(dest.overdue.map((o) => o.id)).toEqual([payoutId]);
    expect(dest.blockers).toEqual([
      'A payout is not yet accounted for after 30 days: post its spending report, with receipts, and have it confirmed before claiming again',
    ]);
    const money = await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/money`);
    expect(money.body.entity.payouts[0]).toMatchObject({ status: 'paid', accounted: 0, overdue: true });

    // The next claim waits. All or nothing claims once, so the next claim is a keep-what-you-raise
    // stage (decision 089): the campaign is made one, its payout a first stage, and ₦500 more raised since.
    await t.ctx.db.execute(sql`update campaigns set funding_mode = 'keep_what_you_raise' where id = ${c.id}`);
    await t.ctx.db.execute(sql`update payouts set staged = true where id = ${payoutId}`);
    await t.ctx.db.execute(sql`select campaign_totals_fold(${c.id})`);
    await t.ctx.db.execute(sql`update campaign_totals set pledged_kobo = pledged_kobo + 50000 where campaign_id = ${c.id}`);
    const refused = await call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token: owner.token });
    expect(refused.body.status).toEqual({ code: 105, desc: dest.blockers[0] });
    expect((await t.ctx.db.execute(sql`select 1 from payouts where campaign_id = ${c.id} and status <> 'failed'`)).rows).toHaveLength(1);

    // the admin console lists it, and the flagged report with its note
    const admin = await person(createUser(t.ctx.db, { role: 'admin' }));
    const lists = (await call(t, 'GET', '/api/v1/admin/accountability', { token: admin.token })).body.entity;
    expect(lists.overdue).toContainEqual(expect.objectContaining({ campaign_id: c.publicId, amount: 950 }));
    expect(lists.flagged).toContainEqual(
      expect.objectContaining({ campaign_id: c.publicId, total: 900, by: 'Tunde A.', note: 'The invoice says ₦600, not ₦900' }),
    );
    expect((await call(t, 'GET', '/api/v1/admin/accountability', { token: owner.token })).body.status.code).toBe(103);
  });
});
