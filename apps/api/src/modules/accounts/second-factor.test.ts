import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { SecondFactorMsg as M } from '@ireti/shared/accounts/second-factor';
import { auditLog } from '../../lib/audit.schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import {
  createAdmin,
  createCampaign,
  createUser,
  createVolunteer,
  DEFAULT_PASSWORD,
  passwordOnlyTokenFor,
  tokenFor,
} from '../../test/factories.ts';
import { pdf } from '../media/media.fixtures.ts';
import { call, uniqueEmail } from './accounts.fixtures.ts';
import { privateViews, secondFactors } from './accounts.schema.ts';
import { keyOf, openSecret } from './secret-box.ts';
import { sealStoredTotpSecrets } from './second-factor.ts';
import { assignForTest } from '../trust/trust.factories.ts';

/** Issue 28 (docs/decisions/086): second factors, the two-step sign-in, and who saw my ID. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The code of the 30-second step `offsetSeconds` after `from` (now by default). */
const codeAt = (secret: string, offsetSeconds = 0, from = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: from + offsetSeconds * 1000,
  });

const login = (email: string, ip?: string) => call(t, 'POST', '/api/v1/account/login', { body: { email, password: DEFAULT_PASSWORD }, ip });

const failures = async (userId: number) =>
  (
    await t.ctx.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.second_factor_failed'), eq(auditLog.subjectId, String(userId))))
  ).map((r) => (r.data as { reason: string }).reason);

/** A person who added an authenticator app through the API, with the secret and recovery codes. */
async function enrolled(o: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.ctx.db, { email: uniqueEmail(), ...o });
  const token = await passwordOnlyTokenFor(t.ctx.db, user.id);
  const start = await call(t, 'POST', '/api/v1/account/second-factor/totp', { token });
  expect(start.body.status.code).toBe(100);
  const { secret, uri } = start.body.entity;
  expect(uri).toMatch(/^otpauth:\/\/totp\/Ireti:/);
  const at = Date.now();
  const code = codeAt(secret, 0, at);
  const done = await call(t, 'POST', '/api/v1/account/second-factor/totp/confirm', { token, body: { code } });
  expect(done.body.status).toEqual({ code: 100, desc: M.totpAdded });
  return { user, token, secret: secret as string, recovery: done.body.entity.recovery_codes as string[], code, at };
}

describe('an authenticator app (TOTP)', () => {
  it('is enrolled with its current code; the session that did it is proven; ten recovery codes come once', async () => {
    const { token, recovery } = await enrolled();
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const status = await call(t, 'GET', '/api/v1/account/second-factor', { token });
    expect(status.body.entity).toMatchObject({
      totp: true,
      passkeys: [],
      recovery_codes_left: 10,
      session_verified: true,
      required: false,
    });
  });

  it('asks for it at sign-in (code 110, a ticket); the right code gives the session, the code already used is refused and audited', async () => {
    const { user, secret, code, at } = await enrolled();
    const first = await login(user.email);
    expect(first.statusCode).toBe(403);
    expect(first.body.status).toEqual({ code: 110, desc: M.required });
    expect(first.body.entity.second_factor.methods).toEqual(['totp', 'recovery']);
    expect(first.body.entity.token).toBeUndefined();
    const ticket = first.body.entity.second_factor.ticket;
    // the code that confirmed the app was used: replaying it is refused
    const replay = await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket, code } });
    expect(replay.body.status).toEqual({ code: 101, desc: M.replayedCode });
    // the code of the step after it is good (one step of drift either side is allowed), once
    const next = codeAt(secret, 30, at);
    const wrong = await call(t, 'POST', '/api/v1/account/login/second-factor', {
      body: { ticket, code: next === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.status.code).toBe(101);
    const good = await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket, code: next } });
    expect(good.body.status.code).toBe(100);
    expect(good.body.entity.user.email).toBe(user.email);
    const me = await call(t, 'GET', '/api/v1/account/second-factor', { token: good.body.entity.token });
    expect(me.body.entity.session_verified).toBe(true);
    // the ticket is spent, and the same code again (another ticket) is a replay
    const again = await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket, code: next } });
    expect(again.body.status).toEqual({ code: 101, desc: M.ticketExpired });
    const ticket2 = (await login(user.email)).body.entity.second_factor.ticket;
    const replay2 = await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket: ticket2, code: next } });
    expect(replay2.body.status).toEqual({ code: 101, desc: M.replayedCode });
    expect(await failures(user.id)).toEqual(expect.arrayContaining(['replayed_code', 'wrong_code']));
  });

  it('keeps the secret sealed at rest; a secret stored before sealing still works and the housekeeping job seals it', async () => {
    const { user, secret, at } = await enrolled();
    const [row] = await t.ctx.db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(row!.totpSecret).not.toContain(secret);
    const key = keyOf(t.ctx.config.SECOND_FACTOR_KEY);
    expect(openSecret(key, row!.totpSecret!)).toBe(secret);
    // another key cannot open it (a database copy without the key mints no codes)
    expect(() => openSecret(keyOf('another passphrase of at least thirty-two characters'), row!.totpSecret!)).toThrow();

    // A row as the previous release stored it: the plain base32 secret.
    await t.ctx.db.update(secondFactors).set({ totpSecret: secret }).where(eq(secondFactors.id, row!.id));
    const ticket = (await login(user.email)).body.entity.second_factor.ticket;
    const good = await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket, code: codeAt(secret, 30, at) } });
    expect(good.body.status.code).toBe(100);
    expect(await sealStoredTotpSecrets(t.ctx.db, t.ctx.config.SECOND_FACTOR_KEY)).toBeGreaterThanOrEqual(1);
    const [after] = await t.ctx.db.select().from(secondFactors).where(eq(secondFactors.id, row!.id));
    expect(after!.totpSecret).toMatch(/^v1\./);
    expect(openSecret(key, after!.totpSecret!)).toBe(secret);
    expect(await sealStoredTotpSecrets(t.ctx.db, t.ctx.config.SECOND_FACTOR_KEY)).toBe(0);
    // and the sealed secret still signs in (the steps used forgotten, so no waiting for the next one)
    await t.ctx.db.update(secondFactors).set({ totpLastStep: null }).where(eq(secondFactors.id, row!.id));
    const ticket2 = (await login(user.email)).body.entity.second_factor.ticket;
    const again = await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket: ticket2, code: codeAt(secret, 0, at) } });
    expect(again.body.status.code).toBe(100);
  });

  it('a recovery code works once', async () => {
    const { user, recovery } = await enrolled();
    const ticket = (await login(user.email)).body.entity.second_factor.ticket;
    const used = await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket, code: recovery[0]!.toUpperCase() } });
    expect(used.body.status.code).toBe(100);
    const status = await call(t, 'GET', '/api/v1/account/second-factor', { token: used.body.entity.token });
    expect(status.body.entity.recovery_codes_left).toBe(9);
    const ticket2 = (await login(user.email)).body.entity.second_factor.ticket;
    const again = await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket: ticket2, code: recovery[0]! } });
    expect(again.body.status).toEqual({ code: 101, desc: M.wrongCode });
  });

  it('guessing is limited per account and address: the sixth try is refused (107) even with the right code, and audited', async () => {
    const { user, secret } = await enrolled();
    const ip = '10.99.0.7';
    const ticket = (await login(user.email, ip)).body.entity.second_factor.ticket;
    for (let i = 0; i < 5; i++) {
      const r = await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket, code: `12345${i}` }, ip });
      expect(r.body.status.code).toBe(101);
    }
    const blocked = await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket, code: codeAt(secret, 30) }, ip });
    expect(blocked.body.status.code).toBe(107);
    expect(await failures(user.id)).toContain('rate_limited');
  });

  it('guessing from many addresses is limited per account: a second address is stopped before its own limit, a third at once', async () => {
    const { user, secret } = await enrolled();
    const tries = async (ip: string, n: number, code = (i: number) => `65432${i}`) => {
      const ticket = (await login(user.email, ip)).body.entity.second_factor.ticket;
      const codes: number[] = [];
      for (let i = 0; i < n; i++)
        codes.push(
          (await call(t, 'POST', '/api/v1/account/login/second-factor', { body: { ticket, code: code(i) }, ip })).body.status.code,
        );
      return codes;
    };
    expect(await tries('10.98.0.1', 5)).toEqual([101, 101, 101, 101, 101]);
    // Ten answers per account in 15 minutes (the code that confirmed the app was one): the second
    // address, allowed five of its own, is stopped by the account's limit.
    const second = await tries('10.98.0.2', 5);
    expect(second.slice(0, 4)).toEqual([101, 101, 101, 101]);
    expect(second[4]).toBe(107);
    // A third address, even with the right code.
    expect(await tries('10.98.0.3', 1, () => codeAt(secret, 30))).toEqual([107]);
    const reasons = await failures(user.id);
    expect(reasons.filter((r) => r === 'wrong_code')).toHaveLength(9);
    expect(reasons.filter((r) => r === 'rate_limited')).toHaveLength(2);
  });

  it('refuses a passkey that belongs to another account, and audits it', async () => {
    const { user } = await enrolled();
    const other = await createUser(t.ctx.db, { email: uniqueEmail() });
    await t.ctx.db.insert(secondFactors).values({
      userId: other.id,
      kind: 'passkey',
      credentialId: 'b3RoZXItYWNjb3VudHMta2V5',
      publicKey: Buffer.from([1, 2, 3]),
      confirmedAt: new Date(),
    });
    const ticket = (await login(user.email)).body.entity.second_factor.ticket;
    const res = await call(t, 'POST', '/api/v1/account/login/passkey', {
      body: { ticket, response: { id: 'b3RoZXItYWNjb3VudHMta2V5', rawId: 'b3RoZXItYWNjb3VudHMta2V5', type: 'public-key', response: {} } },
    });
    expect(res.body.status).toEqual({ code: 101, desc: M.passkeyRefused });
    expect(await failures(user.id)).toContain('passkey_of_another_account');
  });

  it('an account without a factor signs in exactly as before', async () => {
    const user = await createUser(t.ctx.db, { email: uniqueEmail() });
    const res = await login(user.email);
    expect(res.body.status).toEqual({ code: 100, desc: 'Signed in' });
    expect(Object.keys(res.body.entity).sort()).toEqual(['token', 'user']);
  });
});

describe('administrators and volunteers need a proven session', () => {
  it('refuses documents and decisions from a password-only session (103), recording nothing', async () => {
    const owner = await createUser(t.ctx.db, {
      email: uniqueEmail(),
      identityStatus: 'submitted',
      relevantDoc: (await t.ctx.media.saveDocument(pdf(), { folder: 'identity' })).key,
    });
    const admin = await createAdmin(t.ctx.db, { email: uniqueEmail() });
    const token = await passwordOnlyTokenFor(t.ctx.db, admin.id);
    const needs = { code: 103, desc: M.needFactor };
    const doc = await call(t, 'GET', `/api/v1/admin/identity/${owner.id}/documents/relevant_doc?reason=identity%20review`, { token });
    expect(doc.body.status).toEqual(needs);
    const file = await call(t, 'GET', `/api/v1/account/verification/file/${owner.id}?reason=identity%20review`, { token });
    expect(file.body.status).toEqual(needs);
    const decide = await call(t, 'POST', `/api/v1/admin/identity/${owner.id}/decision`, { token, body: { decision: 'approved' } });
    expect(decide.body.status).toEqual(needs);
    // the queues can still be read, to know there is work
    expect((await call(t, 'GET', '/api/v1/admin/overview', { token })).body.status.code).toBe(100);

    const volunteer = await createVolunteer(t.ctx.db, { email: uniqueEmail() });
    const c = await createCampaign(t.ctx.db, owner.id, { status: 0, imageKey: 'campaigns/feature123456.jpg', submittedAt: new Date() });
    await assignForTest(t.ctx.db, { campaignId: c.id, volunteerId: volunteer.id });
    const vToken = await passwordOnlyTokenFor(t.ctx.db, volunteer.id);
    const verify = await call(t, 'POST', '/api/v1/account/verifycampaign', { token: vToken, body: { campaign_id: c.publicId, status: 1 } });
    expect(verify.body.status).toEqual(needs);
    const page = await call(t, 'GET', `/api/v1/campaign/${c.publicId}`, { token: vToken });
    expect(page.body.entity.owner_contact).toBeNull();
    expect(await t.ctx.db.select().from(privateViews).where(eq(privateViews.ownerId, owner.id))).toEqual([]);
  });
});

describe('who saw my ID', () => {
  it('an administrator must give a reason; the view is then in the owner’s access log', async () => {
    const owner = await createUser(t.ctx.db, {
      email: uniqueEmail(),
      identityStatus: 'submitted',
      relevantDoc: (await t.ctx.media.saveDocument(pdf(), { folder: 'identity' })).key,
    });
    const admin = await createAdmin(t.ctx.db, { email: uniqueEmail(), firstName: 'Bola' });
    const token = await tokenFor(t.ctx.db, admin.id);
    const bare = await call(t, 'GET', `/api/v1/admin/identity/${owner.id}/documents/relevant_doc`, { token });
    expect(bare.body.status).toEqual({ code: 101, desc: M.reasonRequired });
    expect(bare.body.entity.errors).toEqual({ reason: M.reasonRequired });
    expect(await t.ctx.db.select().from(privateViews).where(eq(privateViews.ownerId, owner.id))).toEqual([]);

    const seen = await call(t, 'GET', `/api/v1/admin/identity/${owner.id}/documents/relevant_doc?reason=identity%20review`, { token });
    expect(seen.statusCode).toBe(200);
    expect(String(seen.headers['content-type'])).toContain('application/pdf');
    // the owner opening their own document is not a view of someone else's
    const ownerToken = await tokenFor(t.ctx.db, owner.id);
    expect((await call(t, 'GET', `/api/v1/account/verification/file/${owner.id}`, { token: ownerToken })).statusCode).toBe(200);

    const log = await call(t, 'GET', '/api/v1/account/access-log', { token: ownerToken });
    expect(log.body.status.code).toBe(100);
    expect(log.body.entity.total).toBe(1);
    expect(log.body.entity.views[0]).toMatchObject({
      viewer_name: 'Bola',
      viewer_role: 'admin',
      what: 'id_document',
      reason: 'identity review',
    });
    // nobody else reads it
    const admins = await call(t, 'GET', '/api/v1/account/access-log', { token });
    expect(admins.body.entity.total).toBe(0);
  });

  it("a volunteer vetting a campaign sees its owner's contact, logged with the automatic reason", async () => {
    const owner = await createUser(t.ctx.db, { email: uniqueEmail() });
    const volunteer = await createVolunteer(t.ctx.db, { email: uniqueEmail(), firstName: 'Tunde' });
    const c = await createCampaign(t.ctx.db, owner.id, { status: 0, imageKey: 'campaigns/feature123456.jpg', submittedAt: new Date() });
    await assignForTest(t.ctx.db, { campaignId: c.id, volunteerId: volunteer.id });
    const page = await call(t, 'GET', `/api/v1/campaign/${c.publicId}`, { token: await tokenFor(t.ctx.db, volunteer.id) });
    expect(page.body.entity.owner_contact).not.toBeNull();
    const log = await call(t, 'GET', '/api/v1/account/access-log', { token: await tokenFor(t.ctx.db, owner.id) });
    expect(log.body.entity.views[0]).toMatchObject({
      viewer_name: 'Tunde',
      viewer_role: 'volunteer',
      what: 'contact',
      reason: `vetting campaign ${c.publicId}`,
    });
  });
});

describe('losing the factor: another administrator resets it', () => {
  it('removes the factors with a reason, ends the sessions, audits it; nobody resets their own', async () => {
    const { user, token } = await enrolled();
    const admin = await createAdmin(t.ctx.db, { email: uniqueEmail() });
    const adminToken = await tokenFor(t.ctx.db, admin.id);
    // The console finds the person by the address of the written request (any case), with their factors.
    const found = await call(t, 'GET', `/api/v1/admin/users?email=${encodeURIComponent(user.email.toUpperCase())}`, { token: adminToken });
    expect(found.body.entity).toEqual({
      _id: user.id,
      name: expect.any(String),
      email: user.email,
      role: 'user',
      volunteer: false,
      closed: false,
      second_factors: ['totp'],
    });
    const nobody = await call(t, 'GET', '/api/v1/admin/users?email=nobody-here%40example.ng', { token: adminToken });
    expect(nobody.body.status).toEqual({ code: 104, desc: M.noAccountWithEmail });
    const noReason = await call(t, 'POST', `/api/v1/admin/users/${user.id}/second-factor/reset`, { token: adminToken, body: {} });
    expect(noReason.body.status.code).toBe(101);
    const res = await call(t, 'POST', `/api/v1/admin/users/${user.id}/second-factor/reset`, {
      token: adminToken,
      body: { reason: 'Lost phone; identity checked by video call' },
    });
    expect(res.body.status).toEqual({ code: 100, desc: M.factorsReset });
    expect((await call(t, 'GET', '/api/v1/account', { token })).body.status.code).toBe(102);
    expect((await login(user.email)).body.status.code).toBe(100);
    const after = await call(t, 'GET', `/api/v1/admin/users?email=${encodeURIComponent(user.email)}`, { token: adminToken });
    expect(after.body.entity.second_factors).toEqual([]);
    const [entry] = (
      await t.ctx.db.execute<{ actor_id: string; data: { reason: string } }>(
        sql`select actor_id, data from audit_log where action = 'account.second_factor_reset' and subject_id = ${String(user.id)}`,
      )
    ).rows;
    expect(Number(entry!.actor_id)).toBe(admin.id);
    expect(entry!.data.reason).toBe('Lost phone; identity checked by video call');
    const own = await call(t, 'POST', `/api/v1/admin/users/${admin.id}/second-factor/reset`, {
      token: adminToken,
      body: { reason: 'lost it' },
    });
    expect(own.body.status).toEqual({ code: 103, desc: M.notYourself });
  });
});
