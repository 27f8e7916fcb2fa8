import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createAdmin, createUser, createVolunteer, DEFAULT_PASSWORD, tokenFor } from '../../test/factories.ts';
import { call, give, liveCampaign, mails, move, expectIntegrity } from '../payments/testing.ts';
import { individualBody } from '../accounts/accounts.fixtures.ts';
import { RightsMsg } from './rights.messages.ts';
import { rightsMail } from './rights.mail.ts';
import { writerIn, type MailPurpose, type Writer } from '../notifications/index.ts';
import { runRetention } from './retention.ts';
import { Metrics } from '../../metrics/registry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function person(o: Parameters<typeof createUser>[1] = {}) {
  const u = await createUser(t.ctx.db, o);
  return { ...u, token: await tokenFor(t.ctx.db, u.id) };
}

/** The download link of the latest "Your Ireti data is ready" mail to `email`. */
async function exportLink(email: string) {
  await t.ctx.notify.deliverDue(100);
  const m = (await mails(t, email)).find((x) => x.subject === 'Your Ireti data is ready');
  const link = m?.links?.[0];
  if (!link) throw new Error('no export mail');
  return new URL(link).pathname;
}

async function download(path: string) {
  const res = await t.app.inject({ method: 'GET', url: path });
  return res;
}

describe('Download my data', () => {
  it('builds one archive by a job, mailed as a single-use link: JSON, CSV and the documents themselves', async () => {
    const owner = await person({ identityStatus: 'approved' });
    const c = await liveCampaign(t, owner.id, 100_000, { title: 'Surgery for Bisi' });
    const donor = await person({ firstName: 'Kemi', lastName: 'Ade' });
    await give(t, c.publicId, 2500, { token: donor.token, body: { comment: 'Be strong' } });
    // A volunteer document of the donor's, in the media store.
    const doc = await t.ctx.media.saveDocument(Buffer.from('%PDF-1.4\n%%EOF\n'), { folder: 'volunteers' });
    const [application] = (
      await t.ctx.db.execute<{ id: string }>(
        sql`insert into volunteer_applications (user_id, status, id_document_key, bill_document_key, submitted_at) values (${donor.id}, 'pending', ${doc.key}, ${doc.key}, now()) returning id`,
      )
    ).rows;
    await call(t, 'PUT', '/api/v1/account/consents/news', { token: donor.token, body: { given: true } });
    // An administrator opens the donor's ID document with a reason: the archive carries that view.
    const admin = await createAdmin(t.ctx.db, { firstName: 'Bola' });
    const viewed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/volunteers/${application!.id}/documents/id?reason=volunteer%20review`,
      headers: { authorization: `Bearer ${await tokenFor(t.ctx.db, admin.id)}` },
    });
    expect(viewed.statusCode).toBe(200);

    const asked = await call(t, 'POST', '/api/v1/account/data', { token: donor.token });
    expect(asked.body.status).toEqual({ code: 100, desc: RightsMsg.exportQueued });
    expect(asked.body.entity.status).toBe('queued');
    // Built by the queue, not in the request.
    expect((await call(t, 'GET', '/api/v1/account/data', { token: donor.token })).body.entity.latest.status).toBe('queued');
    await t.ctx.jobs.drain();
    const link = await exportLink(donor.email);

    const res = await download(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.profile[0]).toMatchObject({ email: donor.email, firstName: 'Kemi' });
    expect(data.profile[0]).not.toHaveProperty('passwordHash');
    expect(data.donations_given).toEqual([
      expect.objectContaining({ campaign_title: 'Surgery for Bisi', amount_kobo: 250000, status: 'paid' }),
    ]);
    expect(data.comments).toEqual([expect.objectContaining({ comment: 'Be strong' })]);
    expect(data.consents).toEqual([expect.objectContaining({ purpose: 'news', withdrawn_at: null })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.volunteer_applications).toHaveLength(1);
    expect(strFromU8(files['csv/donations_given.csv']!)).toMatch(/^id,reference,campaign_id,campaign_title/);
    expect(data.document_views).toEqual([
      expect.objectContaining({ viewer_name: 'Bola', viewer_role: 'admin', what: 'id_document', reason: 'volunteer review' }),
    ]);
    expect(strFromU8(files['csv/document_views.csv']!)).toMatch(
      /^at,viewer_name,viewer_organisation,viewer_role,what,subject,reason\r\n.*,Bola,,admin,id_document,/,
    );
    expect(data.second_factors).toEqual([]);
    expect(strFromU8(files['README.txt']!)).toContain('document_views');
    const stored = Object.keys(files).filter((k) => k.startsWith('files/'));
    expect(stored).toHaveLength(1);
    expect(strFromU8(files[stored[0]!]!)).toContain('%PDF');

    // The owner's archive holds the campaign and what it received.
    await call(t, 'POST', '/api/v1/account/data', { token: owner.token });
    await t.ctx.jobs.drain();
    const mine = unzipSync(new Uint8Array((await download(await exportLink(owner.email))).rawPayload));
    const od = JSON.parse(strFromU8(mine['data.json']!));
    expect(od.campaigns).toEqual([expect.objectContaining({ title: 'Surgery for Bisi' })]);
    expect(od.donations_received).toEqual([expect.objectContaining({ donor: 'Kemi Ade', amount_kobo: 250000 })]);
  });

  it('refuses a reused link, an expired link and an unknown one, each with a clear envelope error', async () => {
    const p = await person();
    await call(t, 'POST', '/api/v1/account/data', { token: p.token });
    await t.ctx.jobs.drain();
    const link = await exportLink(p.email);
    expect((await download(link)).statusCode).toBe(200);
    const again = await download(link);
    expect(again.statusCode).toBe(403);
    expect(JSON.parse(again.body).status).toEqual({ code: 103, desc: RightsMsg.exportLinkUsed });

    const q = await person();
    await call(t, 'POST', '/api/v1/account/data', { token: q.token });
    await t.ctx.jobs.drain();
    const old = await exportLink(q.email);
    await t.ctx.db.execute(sql`update data_exports set expires_at = now() - interval '1 second' where user_id = ${q.id}`);
    const late = await download(old);
    expect(JSON.parse(late.body).status).toEqual({ code: 103, desc: RightsMsg.exportLinkExpired });
    const unknown = await download('/api/v1/account/data/not-a-real-token');
    expect(JSON.parse(unknown.body).status).toEqual({ code: 104, desc: RightsMsg.exportLinkUnknown });
  });

  it("refuses someone else's export; an admin may on a written request, audited, and the link goes to the person", async () => {
    const p = await person();
    const other = await person();
    const stranger = await call(t, 'POST', `/api/v1/admin/users/${p.id}/data`, { token: other.token, body: { reason: 'I want it' } });
    expect(stranger.body.status.code).toBe(103);
    const admin = await createAdmin(t.ctx.db);
    const adminToken = await tokenFor(t.ctx.db, admin.id);
    const noReason = await call(t, 'POST', `/api/v1/admin/users/${p.id}/data`, { token: adminToken, body: { reason: ' ' } });
    expect(noReason.body.status.code).toBe(101);
    const okd = await call(t, 'POST', `/api/v1/admin/users/${p.id}/data`, {
      token: adminToken,
      body: { reason: 'Letter of 2 March from the account holder' },
    });
    // the administrator is told the link goes to the person, not to them
    expect(okd.body.status).toEqual({ code: 100, desc: RightsMsg.exportQueuedForPerson });
    const [a] = (
      await t.ctx.db.execute<{ actor_id: string; data: { reason: string } }>(
        sql`select actor_id, data from audit_log where action = 'rights.export.requested_by_admin' and subject_id = ${p.id}`,
      )
    ).rows;
    expect(Number(a!.actor_id)).toBe(admin.id);
    expect(a!.data.reason).toBe('Letter of 2 March from the account holder');
    await t.ctx.jobs.drain();
    expect(await exportLink(p.email)).toMatch(/^\/api\/v1\/account\/data\//);
  });
});

describe('Delete my account', () => {
  const money = async (id: string) => (await call(t, 'GET', `/api/v1/campaigns/${id}/money`)).body.entity;
  /** Everything money: each ledger account's balance, every refund and payout, each campaign's panel. */
  async function moneySnapshot(publicIds: string[]) {
    const q = async (s: ReturnType<typeof sql>) => (await t.ctx.db.execute(s)).rows;
    return {
      balances: await q(
        sql`select account_id, sum(amount_kobo)::text as kobo, count(*)::int as n from ledger_entries group by account_id order by account_id`,
      ),
      transactions: await q(sql`select id, kind, campaign_id, donation_id from ledger_transactions order by id`),
      refunds: await q(sql`select id, donation_id, amount_kobo, reason, status from refunds order by id`),
      payouts: await q(sql`select id, campaign_id, raised_kobo, commission_kobo, amount_kobo, status from payouts order by id`),
      donations: await q(sql`select id, campaign_id, amount_kobo, status, paid_at from donations order by id`),
      panels: await Promise.all(publicIds.map(money)),
    };
  }

  it('leaves every ledger total, refund and payout exactly as it was; the gift shows as Anonymous; the address is free again', async () => {
    const o1 = await person({ identityStatus: 'approved' });
    const o2 = await person({ identityStatus: 'approved' });
    const donor = await person({ firstName: 'Kemi', lastName: 'Ade', mobile: '+2348099999999', facebook: 'https://facebook.com/kemi' });
    // Reached, claimed and paid out; and a second campaign closed short of its goal: refunded.
    const paid = await liveCampaign(t, o1.id, 1000);
    const short = await liveCampaign(t, o2.id, 50_000);
    await give(t, paid.publicId, 600, { token: donor.token, body: { comment: 'For you' } });
    await give(t, paid.publicId, 400);
    await give(t, short.publicId, 700, { token: donor.token });
    await call(t, 'PUT', '/api/v1/bank/account', { token: o1.token, body: { account_number: '0123456789', bank_code: '058' } });
    expect((await call(t, 'POST', `/api/v1/claim/${paid.publicId}`, { token: o1.token })).body.status.code).toBe(100);
    await move(t, short.id, 3, o2.id);
    await t.ctx.jobs.drain();
    await expectIntegrity(t);
    const before = await moneySnapshot([paid.publicId, short.publicId]);
    expect(before.refunds.length).toBeGreaterThan(0);
    expect(before.payouts).toEqual([expect.objectContaining({ status: 'paid' })]);

    const res = await call(t, 'POST', '/api/v1/account/close', { token: donor.token, body: { password: DEFAULT_PASSWORD } });
    expect(res.body.status).toEqual({ code: 100, desc: RightsMsg.accountClosed });

    expect(await moneySnapshot([paid.publicId, short.publicId])).toEqual(before);
    await expectIntegrity(t);
    const list = (await call(t, 'GET', `/api/v1/donations/${paid.publicId}`)).body.entity;
    const gifts = list.transactions as { first_name: string; amount: number; comment: string | null }[];
    expect(gifts).toContainEqual(expect.objectContaining({ first_name: 'Anonymous', amount: 600 }));
    expect(JSON.stringify(gifts)).not.toContain('Kemi');

    const [u] = (await t.ctx.db.execute<Record<string, unknown>>(sql`select * from users where id = ${donor.id}`)).rows;
    expect(u).toMatchObject({
      first_name: 'Former',
      last_name: 'member',
      mobile: null,
      facebook: null,
      password_hash: null,
      image_key: null,
    });
    expect(u!.email).not.toBe(donor.email);
    const [d] = (await t.ctx.db.execute<Record<string, unknown>>(sql`select * from donations where user_id = ${donor.id} limit 1`)).rows;
    expect(d).toMatchObject({ first_name: null, last_name: null, mobile: null, anonymous: true });
    // Sessions end at once.
    expect((await call(t, 'GET', '/api/v1/account', { token: donor.token })).body.status.code).toBe(102);
    // The address opens a new account.
    const again = await call(t, 'POST', '/api/v1/account', { body: individualBody({ email: donor.email }) });
    expect(again.body.status.code).toBe(100);
  });

  it('refuses a wrong password, and deletes nothing', async () => {
    const p = await person();
    const res = await call(t, 'POST', '/api/v1/account/close', { token: p.token, body: { password: 'not-my-password' } });
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors).toEqual({ password: RightsMsg.wrongPassword });
    expect((await call(t, 'GET', '/api/v1/account', { token: p.token })).body.entity.email).toBe(p.email);
    // Guessing is counted per account, with the other password checks: it ends in 107.
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await call(t, 'POST', '/api/v1/account/close', { token: p.token, body: { password: `guess-${i}` } })).body.status.code);
    expect(codes).toContain(107);
    expect((await call(t, 'GET', '/api/v1/account', { token: p.token })).body.entity.email).toBe(p.email);
  });

  it('refuses while a live campaign, unclaimed funds or a pending payout would be lost, saying what to do first', async () => {
    const o = await person({ identityStatus: 'approved' });
    const live = await liveCampaign(t, o.id, 100_000, { title: 'Borehole for Ilora' });
    const res = await call(t, 'POST', '/api/v1/account/close', { token: o.token, body: { password: DEFAULT_PASSWORD } });
    expect(res.body.status).toEqual({ code: 105, desc: RightsMsg.cannotCloseYet });
    expect(res.body.entity.errors).toEqual({ [`campaign_${live.publicId}`]: RightsMsg.closeLive('Borehole for Ilora') });

    // Closed after reaching its goal: the money is unclaimed.
    const reached = await liveCampaign(t, o.id, 1000, { title: 'Books for Ada' });
    await give(t, reached.publicId, 1000);
    await move(t, live.id, 3, o.id);
    await t.ctx.jobs.drain();
    const unclaimed = await call(t, 'POST', '/api/v1/account/close', { token: o.token, body: { password: DEFAULT_PASSWORD } });
    expect(unclaimed.body.entity.errors).toMatchObject({ [`claim_${reached.publicId}`]: RightsMsg.claimFirst('Books for Ada') });

    // Claimed, the payout not yet sent.
    await call(t, 'PUT', '/api/v1/bank/account', { token: o.token, body: { account_number: '0123456789', bank_code: '058' } });
    expect((await call(t, 'POST', `/api/v1/claim/${reached.publicId}`, { token: o.token })).body.status.code).toBe(100);
    const pending = await call(t, 'POST', '/api/v1/account/close', { token: o.token, body: { password: DEFAULT_PASSWORD } });
    expect(pending.body.entity.errors).toEqual({ [`payout_${reached.publicId}`]: RightsMsg.waitPayout('Books for Ada') });
    // Nothing was erased.
    expect((await call(t, 'GET', '/api/v1/account', { token: o.token })).body.entity.email).toBe(o.email);
  });

  it("refuses closing someone else's account; an admin needs a written request's reason, and it is audited", async () => {
    const p = await person();
    const other = await person();
    expect(
      (await call(t, 'POST', `/api/v1/admin/users/${p.id}/close`, { token: other.token, body: { reason: 'x' } })).body.status.code,
    ).toBe(103);
    const admin = await createAdmin(t.ctx.db);
    const token = await tokenFor(t.ctx.db, admin.id);
    expect((await call(t, 'POST', `/api/v1/admin/users/${p.id}/close`, { token, body: {} })).body.status.code).toBe(101);
    const res = await call(t, 'POST', `/api/v1/admin/users/${p.id}/close`, {
      token,
      body: { reason: 'E-mail of 3 March from the holder' },
    });
    expect(res.body.status.code).toBe(100);
    const [a] = (
      await t.ctx.db.execute<{ actor_id: string }>(
        sql`select actor_id from audit_log where action = 'rights.account.closed_by_admin' and subject_id = ${p.id}`,
      )
    ).rows;
    expect(Number(a!.actor_id)).toBe(admin.id);
    expect((await call(t, 'GET', '/api/v1/account', { token: p.token })).body.status.code).toBe(102);
  });
});

describe('Consent', () => {
  it('records an opt-in with the words shown, the language and the time; withdrawing is one call and recorded', async () => {
    const p = await person();
    const start = (await call(t, 'GET', '/api/v1/account/consents', { token: p.token })).body.entity.consents;
    expect(start.map((c: { given: boolean }) => c.given)).toEqual([false, false]);
    const given = await call(t, 'PUT', '/api/v1/account/consents/campaign_updates', {
      token: p.token,
      body: { given: true, language: 'yo' },
    });
    expect(given.body.entity.consents[0]).toMatchObject({ purpose: 'campaign_updates', given: true });
    await call(t, 'PUT', '/api/v1/account/consents/campaign_updates', { token: p.token, body: { given: false } });
    const rows = (await t.ctx.db.execute<Record<string, unknown>>(sql`select * from consents where user_id = ${p.id}`)).rows;
    expect(rows).toEqual([
      expect.objectContaining({
        purpose: 'campaign_updates',
        text_shown: 'Send me updates from campaigns I follow but did not give to.',
        language: 'yo',
        given_at: expect.any(String),
        withdrawn_at: expect.any(String),
      }),
    ]);
    expect((await call(t, 'PUT', '/api/v1/account/consents/marketing', { token: p.token, body: { given: true } })).body.status.code).toBe(
      101,
    );
  });
  it('gates the sending function: transactional mail always goes; news and others’ campaign updates only with a consent in force', async () => {
    const p = await person();
    // Any message's words will do: what is tested is whether the outbox takes it, by mail() (how
    // every module sends, from message ids) or email() (the finished message).
    const letter = (purpose?: MailPurpose) => (w: Writer) => ({ ...rightsMail.accountClosed('Ada')(w), ...(purpose ? { purpose } : {}) });
    const message = (purpose?: MailPurpose) => ({ to: p.email, ...letter(purpose)(writerIn('en')) });
    const outboxRows = async () => (await t.ctx.notify.recent(1000)).filter((m) => m.recipient === p.email).length;
    const send = (purpose?: MailPurpose) => t.ctx.notify.mail(t.ctx.db, { email: p.email }, letter(purpose));

    expect(await send()).toBe(true);
    expect(await send('transactional')).toBe(true);
    expect(await send('news')).toBe(false);
    expect(await send('campaign_updates')).toBe(false);
    expect(await outboxRows()).toBe(2);

    await call(t, 'PUT', '/api/v1/account/consents/news', { token: p.token, body: { given: true } });
    expect(await send('news')).toBe(true);
    // A consent is for its purpose only.
    expect(await send('campaign_updates')).toBe(false);
    // The address as typed in another case is the same person.
    expect(await t.ctx.notify.email(t.ctx.db, { ...message('news'), to: p.email.toUpperCase() })).toBe(true);
    expect(await outboxRows()).toBe(3);

    // Withdrawn in one call: the next message is not written.
    await call(t, 'PUT', '/api/v1/account/consents/news', { token: p.token, body: { given: false } });
    expect(await send('news')).toBe(false);
    expect(await send()).toBe(true);
    // An address without an account has given no consent.
    expect(await t.ctx.notify.email(t.ctx.db, { ...message('news'), to: 'guest-without-account@example.ng' })).toBe(false);
    const audits = (
      await t.ctx.db.execute<{ action: string }>(
        sql`select action from audit_log where subject_id = ${p.id} and action like 'rights.consent.%' order by id`,
      )
    ).rows.map((r) => r.action);
    expect(audits).toEqual(['rights.consent.given', 'rights.consent.withdrawn']);
  });
});

describe('Keep only what is needed', () => {
  it('deletes documents a set time after the decision and paid payouts’ bank details once settled, and records the run', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const doc = await t.ctx.media.saveDocument(Buffer.from('%PDF-1.4\n%%EOF\n'), { folder: 'volunteers' });
    const fresh = await t.ctx.media.saveDocument(Buffer.from('%PDF-1.4\n%%EOF\n'), { folder: 'volunteers' });
    const v = await createVolunteer(t.ctx.db);
    const w = await createUser(t.ctx.db);
    await t.ctx.db.execute(
      sql`update volunteer_applications set id_document_key = ${doc.key}, reviewed_at = ${old} where user_id = ${v.id}`,
    );
    await t.ctx.db.execute(
      sql`insert into volunteer_applications (user_id, status, grade, id_document_key, bill_document_key, submitted_at, reviewed_at) values (${w.id}, 'approved', 3, ${fresh.key}, ${fresh.key}, now(), now())`,
    );
    const o = await createUser(t.ctx.db);
    const payout = async (reference: string, paidAt: Date) => {
      const c = await liveCampaign(t, o.id, 1000);
      return (
        await t.ctx.db.execute<{ id: string }>(sql`
          insert into payouts (reference, campaign_id, owner_id, raised_kobo, commission_kobo, amount_kobo, bank_code, bank_name, account_number, account_name, status, paid_at)
          values (${reference}, ${c.id}, ${o.id}, 100000, 5000, 95000, '058', 'Guaranty Trust Bank', '0123456789', 'ADA OBI', 'paid', ${paidAt})
          returning id`)
      ).rows[0]!.id;
    };
    const settled = await payout(`PO_old_${o.id}`, old);
    const recent = await payout(`PO_new_${o.id}`, new Date());
    const idDoc = await t.ctx.media.saveDocument(Buffer.from('%PDF-1.4\n%%EOF\n'), { folder: 'identity' });
    const idUser = await createUser(t.ctx.db, { identityStatus: 'approved', relevantDoc: idDoc.key, updatedAt: old });

    const r = await runRetention(t.ctx);
    expect(r.volunteerDocuments).toBeGreaterThanOrEqual(1);
    expect(r.identityDocuments).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.media.read(doc.key)).toBeNull();
    expect(await t.ctx.media.read(idDoc.key)).toBeNull();
    expect(await t.ctx.media.read(fresh.key)).not.toBeNull();
    const [u] = (await t.ctx.db.execute<{ relevant_doc: string | null }>(sql`select relevant_doc from users where id = ${idUser.id}`)).rows;
    expect(u!.relevant_doc).toBeNull();
    const bank = async (id: string) =>
      (
        await t.ctx.db.execute<{ account_number: string; account_name: string }>(
          sql`select account_number, account_name from payouts where id = ${id}`,
        )
      ).rows[0];
    expect(await bank(settled)).toEqual({ account_number: '******6789', account_name: '' });
    expect(await bank(recent)).toEqual({ account_number: '0123456789', account_name: 'ADA OBI' });
    const [runs] = (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from retention_runs`)).rows;
    expect(runs!.n).toBeGreaterThanOrEqual(1);
    const text = await new Metrics(t.ctx.db).text();
    expect(text).toMatch(/ireti_retention_removed_total\{kind="volunteer_document"\} [1-9]/);
    expect(text).toMatch(/ireti_retention_last_run_timestamp_seconds \d/);
  });
});
