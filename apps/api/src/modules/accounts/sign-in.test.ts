import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Msg } from '@ireti/shared/messages';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { accountTokens, outbox, sessions, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/ids.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import {
  PASSWORD,
  call,
  individualBody,
  lastMail,
  mailCount,
  organizationBody,
  signIn,
  tokenFromMail,
  userCount,
  verifiedIndividual,
} from './accounts.fixtures.ts';
import { AccountLimit, loginThrottle } from './limits.ts';
import { writerIn } from '../notifications/index.ts';

/** The English subject the test looks for (computed here, not at the mail module's load). */
const SIGNIN_WARNING_SUBJECT = writerIn('en')('accounts.signinAttempts.subject');

let t: TestApp;
beforeAll(async () => {
  // the production hash settings, which the first test checks (the suite's small cost is off here)
  process.env.IRETI_TEST_FAST_HASH = '0';
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://ireti.test' } });
});
afterAll(async () => {
  await t.close();
  process.env.IRETI_TEST_FAST_HASH = '1';
});

const userByEmail = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0];

describe('individual sign-up (POST /account)', () => {
  it('creates an unverified account, stores a hashed password and mails a 24-hour link', async () => {
    const body = individualBody({ email: 'Ada.Obi@Example.NG' });
    const res = await call(t, 'POST', '/api/v1/account', { body });
    expect(res.statusCode).toBe(201);
    expect(res.body.status).toEqual({ code: 100, desc: AccountMsg.signupDone });
    expect(res.body.entity.token).toBeNull();
    expect(res.body.entity.user).toMatchObject({
      email: 'ada.obi@example.ng',
      first_name: 'Ada',
      firstname: 'Ada',
      last_name: 'Obi',
      verified: 0,
      is_organization: 0,
      is_volunteer: 0,
      identity_status: 'none',
      state: { state_id: 25, name: 'Lagos' },
      state_id: 25,
      lga: { local_id: 508, local_name: 'Alimosho' },
      local_id: 508,
      mobile: '+2348031234567',
      mobile_verified: 0,
      gender: 'female',
      image_url: null,
      organization_email: null,
    });
    const row = await userByEmail('ada.obi@example.ng');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    const m = await lastMail(t, 'ada.obi@example.ng');
    expect(m!.subject).toBe('Verify your email address');
    expect(m!.links[0]).toMatch(/^https:\/\/ireti\.test\/verify_email\/[A-Za-z0-9_-]{43}$/);
    const token = m!.links[0]!.split('/').pop()!;
    const [stored] = await t.ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, row!.id));
    expect(stored!.tokenHash.equals(sha256(token))).toBe(true);
    const hours = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('answers an address already taken, whatever its case, as a new one and stores nothing (enumeration.test.ts)', async () => {
    const body = individualBody();
    await call(t, 'POST', '/api/v1/account', { body });
    const before = await userCount(t);
    const res = await call(t, 'POST', '/api/v1/account', { body: { ...body, email: body.email.toUpperCase() } });
    expect(res.statusCode).toBe(201);
    expect(res.body.status).toEqual({ code: 100, desc: AccountMsg.signupDone });
    expect(await userCount(t)).toBe(before);
  });

  it('refuses a common password', async () => {
    const body = individualBody({ password: 'Password123' });
    const res = await call(t, 'POST', '/api/v1/account', { body });
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors).toEqual({ password: AccountMsg.commonPassword });
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('checks the state, the LGA of that state and the mobile with libphonenumber', async () => {
    const res = await call(t, 'POST', '/api/v1/account', { body: individualBody({ state: 20, lga: 508, mobile: '+2348001234567' }) });
    expect(res.statusCode).toBe(422);
    expect(res.body.entity.errors).toEqual({ lga: AccountMsg.lgaNotInState, mobile: AccountMsg.nigerianMobile });
    const unknown = await call(t, 'POST', '/api/v1/account', { body: individualBody({ state: 99 }) });
    expect(unknown.body.entity.errors).toEqual({ state: AccountMsg.stateUnknown });
  });

  it('takes the mobile the way Nigerians write it (0803 123 4567) and stores +2348031234567 (issue 15)', async () => {
    const body = individualBody({ mobile: '0803 123 4567' });
    const res = await call(t, 'POST', '/api/v1/account', { body });
    expect(res.statusCode).toBe(201);
    expect(res.body.entity.user.mobile).toBe('+2348031234567');
    expect((await userByEmail(body.email))!.mobile).toBe('+2348031234567');
    for (const [mobile, message] of [
      ['0803 123 456', Msg.phonePrefix],
      ['+44 7700 900123', Msg.phonePrefix],
      ['+234 803 123 456', Msg.phoneLength],
    ]) {
      const wrong = await call(t, 'POST', '/api/v1/account', { body: individualBody({ mobile }) });
      expect(wrong.body.entity.errors).toEqual({ mobile: message });
    }
  });

  it('returns every empty field with its message and the default form error', async () => {
    const res = await call(t, 'POST', '/api/v1/account', { body: {} });
    expect(res.body.status).toEqual({ code: 101, desc: Msg.formInvalid });
    expect(res.body.entity.errors).toMatchObject({
      email: Msg.required('Email'),
      first_name: Msg.required('First name'),
      mobile: Msg.required('Mobile'),
      gender: Msg.required('Gender'),
    });
  });
});

describe('organisation sign-up (POST /account/organisation)', () => {
  it('creates the organisation with its e-mail as login and mobiles in E.164', async () => {
    const body = organizationBody();
    const res = await call(t, 'POST', '/api/v1/account/organisation', { body });
    expect(res.statusCode).toBe(201);
    expect(res.body.entity.user).toMatchObject({
      email: body.organization_email,
      organization_email: body.organization_email,
      is_organization: 1,
      organization_name: 'Hope Foundation',
      organization_type: 'Non-Profit',
      category: 'Education',
      organization_mobile: '+2348031234567',
      secondary_mobile: '+2349051234567',
      mobile: '+2348031234567',
      state: { state_id: 25, name: 'Lagos' },
      lga: { local_id: 516, local_name: 'Ikeja' },
      verified: 0,
    });
    const m = await lastMail(t, body.organization_email);
    expect(m!.bodyText).toContain('Hello Hope Foundation,');
  });

  it('takes no secondary mobile, and creates nothing for a taken address', async () => {
    const body = organizationBody({ secondary_mobile: undefined });
    expect((await call(t, 'POST', '/api/v1/account/organisation', { body })).body.entity.user.secondary_mobile).toBeNull();
    const before = await userCount(t);
    const again = await call(t, 'POST', '/api/v1/account/organisation', { body });
    expect(again.body.status.code).toBe(100);
    expect(await userCount(t)).toBe(before);
  });

  it('takes its numbers however they are written (+234 (0) 803-123-4567, 0905 123 4567) and stores them in E.164', async () => {
    const body = organizationBody({ organization_mobile: '+234 (0) 803-123-4567', secondary_mobile: '0905 123 4567' });
    const res = await call(t, 'POST', '/api/v1/account/organisation', { body });
    expect(res.statusCode).toBe(201);
    expect(res.body.entity.user).toMatchObject({
      organization_mobile: '+2348031234567',
      secondary_mobile: '+2349051234567',
      mobile: '+2348031234567',
    });
    const row = await userByEmail(body.organization_email);
    expect([row!.organizationMobile, row!.secondaryMobile, row!.mobile]).toEqual(['+2348031234567', '+2349051234567', '+2348031234567']);
  });

  it('refuses a number that is not a Nigerian mobile', async () => {
    const res = await call(t, 'POST', '/api/v1/account/organisation', { body: organizationBody({ organization_mobile: '08001234567' }) });
    expect(res.body.entity.errors).toEqual({ organization_mobile: AccountMsg.orgMobile });
  });
});

describe('sign-in (POST /account/login) and sessions', () => {
  it('answers 109 for an unverified e-mail, with the name for /send_email and a fresh link (at most one per 5 minutes)', async () => {
    const body = individualBody();
    await call(t, 'POST', '/api/v1/account', { body });
    expect(await mailCount(t, body.email)).toBe(1);
    const res = await call(t, 'POST', '/api/v1/account/login', { body: { email: body.email, password: PASSWORD } });
    expect(res.statusCode).toBe(403);
    expect(res.body.status).toEqual({ code: 109, desc: AccountMsg.loginUnverified });
    expect(res.body.entity.user).toEqual({
      email: body.email,
      first_name: 'Ada',
      last_name: 'Obi',
      is_organization: 0,
      organization_name: null,
      verified: 0,
    });
    expect(res.body.entity.token).toBeUndefined();
    expect(await mailCount(t, body.email)).toBe(2);
    await call(t, 'POST', '/api/v1/account/login', { body: { email: body.email, password: PASSWORD } });
    expect(await mailCount(t, body.email)).toBe(2);
  });

  it('does not say 109 to someone without the password', async () => {
    const body = individualBody();
    await call(t, 'POST', '/api/v1/account', { body });
    const res = await call(t, 'POST', '/api/v1/account/login', { body: { email: body.email, password: 'Wrong-Passw0rd' } });
    expect(res.body.status).toEqual({ code: 101, desc: AccountMsg.invalidCredentials });
  });

  it('signs in a verified user with a new opaque token each time; only its hash is stored', async () => {
    const email = await verifiedIndividual(t);
    const res = await call(t, 'POST', '/api/v1/account/login', { body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(res.body.status).toEqual({ code: 100, desc: 'Signed in' });
    expect(res.body.entity.user).toMatchObject({ email, verified: 1 });
    const token = res.body.entity.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await signIn(t, email);
    expect(second).not.toBe(token);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, res.body.entity.user._id));
    expect(rows).toHaveLength(2);
    expect(rows.some((s) => s.tokenHash.equals(sha256(token)))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    const me = await call(t, 'GET', '/api/v1/account', { token });
    expect(me.body.status.code).toBe(100);
    expect(me.body.entity).toMatchObject({ email, _id: res.body.entity.user._id });
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    const email = await verifiedIndividual(t);
    const wrong = await call(t, 'POST', '/api/v1/account/login', { body: { email, password: 'Wrong-Passw0rd' } });
    const unknown = await call(t, 'POST', '/api/v1/account/login', { body: { email: 'nobody@example.ng', password: 'Wrong-Passw0rd' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ status: { code: 101, desc: AccountMsg.invalidCredentials }, entity: null });
  });

  it('keeps a remembered session for SESSION_TTL_DAYS and a plain one for a day', async () => {
    const email = await verifiedIndividual(t);
    const days = async (remember: boolean) => {
      const token = await signIn(t, email, PASSWORD, remember);
      const [s] = await t.ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)));
      return (s!.expiresAt.getTime() - s!.createdAt.getTime()) / 86_400_000;
    };
    expect(await days(true)).toBeCloseTo(30, 1);
    expect(await days(false)).toBeCloseTo(1, 1);
  });

  it('renews a session on use without stretching a short one', async () => {
    const email = await verifiedIndividual(t);
    const token = await signIn(t, email, PASSWORD, false);
    const hash = sha256(token);
    await t.ctx.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() + interval '22 hours'` })
      .where(eq(sessions.tokenHash, hash));
    expect((await call(t, 'GET', '/api/v1/account', { token })).body.status.code).toBe(100);
    const [s] = await t.ctx.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect((s!.expiresAt.getTime() - Date.now()) / 3_600_000).toBeCloseTo(24, 0);
  });

  it('answers 102 with HTTP 401 for no token, an expired one and a revoked one (logout)', async () => {
    expect((await call(t, 'GET', '/api/v1/account')).statusCode).toBe(401);
    const email = await verifiedIndividual(t);
    const token = await signIn(t, email);
    const out = await call(t, 'GET', '/api/v1/account/logout', { token });
    expect(out.body.status).toEqual({ code: 100, desc: AccountMsg.loggedOut });
    const after = await call(t, 'GET', '/api/v1/account', { token });
    expect(after.statusCode).toBe(401);
    expect(after.body.status.code).toBe(102);
    const other = await signIn(t, email);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, sha256(other)));
    expect((await call(t, 'GET', '/api/v1/account', { token: other })).body.status.code).toBe(102);
    expect((await call(t, 'GET', '/api/v1/account/logout')).body.status.code).toBe(100);
  });

  it('many addresses failing at one account do not lock its owner out; the owner is warned once', async () => {
    const sleep = vi.spyOn(loginThrottle, 'sleep').mockResolvedValue();
    try {
      const email = await verifiedIndividual(t);
      for (let i = 0; i < 14; i++) {
        const res = await call(t, 'POST', '/api/v1/account/login', { body: { email, password: `Wrong-Passw0rd${i}` } });
        expect(res.body.status.code).toBe(101);
      }
      const owner = await call(t, 'POST', '/api/v1/account/login', { body: { email, password: PASSWORD } });
      expect(owner.statusCode).toBe(200);
      expect(owner.body.status.code).toBe(100);
      // Past the account's threshold every further failure is answered later, and later again.
      const waits = sleep.mock.calls.map(([ms]) => ms);
      expect(waits).toHaveLength(14 - AccountLimit.loginPerAccount.max);
      expect(waits).toEqual([...waits].sort((a, b) => a - b));
      expect(waits.at(-1)).toBeGreaterThan(waits[0]!);
      const warnings = async () =>
        (await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, email))).filter((m) => m.subject === SIGNIN_WARNING_SUBJECT);
      expect(await warnings()).toHaveLength(1);
      await call(t, 'POST', '/api/v1/account/login', { body: { email, password: 'Wrong-Passw0rd' } });
      expect(await warnings()).toHaveLength(1);
      expect((await warnings())[0]!.bodyText).toContain('trying to sign in to your Ireti account');
    } finally {
      sleep.mockRestore();
    }
  });

  it('one address guessing at one account gets 107 (HTTP 429), even with the right password; the owner elsewhere does not', async () => {
    const email = await verifiedIndividual(t);
    const ip = '198.51.100.9';
    for (let i = 0; i < AccountLimit.loginPerAddress.max; i++) {
      expect(
        (await call(t, 'POST', '/api/v1/account/login', { ip, body: { email, password: `Wrong-Passw0rd${i}` } })).body.status.code,
      ).toBe(101);
    }
    const blocked = await call(t, 'POST', '/api/v1/account/login', { ip, body: { email, password: PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body.status.code).toBe(107);
    expect((await call(t, 'POST', '/api/v1/account/login', { body: { email, password: PASSWORD } })).body.status.code).toBe(100);
    const other = await verifiedIndividual(t);
    expect((await call(t, 'POST', '/api/v1/account/login', { ip, body: { email: other, password: PASSWORD } })).body.status.code).toBe(100);
  });

  it("a successful sign-in clears its address's count of failures", async () => {
    const email = await verifiedIndividual(t);
    const ip = '198.51.100.10';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) {
        expect((await call(t, 'POST', '/api/v1/account/login', { ip, body: { email, password: 'Wrong-Passw0rd' } })).body.status.code).toBe(
          101,
        );
      }
      expect((await call(t, 'POST', '/api/v1/account/login', { ip, body: { email, password: PASSWORD } })).body.status.code).toBe(100);
    }
  });

  it('limits sign-in attempts per IP address (107, HTTP 429)', async () => {
    const ip = '192.0.2.77';
    let last;
    for (let i = 0; i < 61; i++)
      last = await call(t, 'POST', '/api/v1/account/login', { ip, body: { email: `x${i}@example.ng`, password: 'Wrong-Passw0rd' } });
    expect(last!.statusCode).toBe(429);
    expect(last!.body.status.code).toBe(107);
    const elsewhere = await call(t, 'POST', '/api/v1/account/login', { body: { email: 'x@example.ng', password: 'Wrong-Passw0rd' } });
    expect(elsewhere.body.status.code).toBe(101);
  });
});

describe('e-mail verification (PUT /account/verify) and resend', () => {
  it('verifies once; the link is single-use', async () => {
    const body = individualBody();
    await call(t, 'POST', '/api/v1/account', { body });
    const token = await tokenFromMail(t, body.email);
    const res = await call(t, 'PUT', '/api/v1/account/verify', { body: { token } });
    expect(res.body.status).toEqual({ code: 100, desc: Msg.emailVerifySuccess });
    expect((await userByEmail(body.email))!.emailVerifiedAt).not.toBeNull();
    const again = await call(t, 'PUT', '/api/v1/account/verify', { body: { token } });
    expect(again.statusCode).toBe(404);
    expect(again.body.status).toEqual({ code: 104, desc: AccountMsg.tokenInvalid });
  });

  it('refuses an expired link and a made-up one', async () => {
    const body = individualBody();
    await call(t, 'POST', '/api/v1/account', { body });
    const token = await tokenFromMail(t, body.email);
    await t.ctx.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, sha256(token)));
    expect((await call(t, 'PUT', '/api/v1/account/verify', { body: { token } })).body.status.code).toBe(104);
    expect((await call(t, 'PUT', '/api/v1/account/verify', { body: { token: 'x'.repeat(43) } })).body.status.code).toBe(104);
    expect((await userByEmail(body.email))!.emailVerifiedAt).toBeNull();
  });

  it('RESEND EMAIL with the failed link sends a new one that works', async () => {
    const body = individualBody();
    await call(t, 'POST', '/api/v1/account', { body });
    const old = await tokenFromMail(t, body.email);
    await t.ctx.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, sha256(old)));
    const res = await call(t, 'POST', '/api/v1/account/verify/resend', { body: { token: old } });
    expect(res.body.status).toEqual({ code: 100, desc: AccountMsg.verifySent });
    const fresh = await tokenFromMail(t, body.email);
    expect(fresh).not.toBe(old);
    expect((await call(t, 'PUT', '/api/v1/account/verify', { body: { token: fresh } })).body.status.code).toBe(100);
    const done = await call(t, 'POST', '/api/v1/account/verify/resend', { body: { token: fresh } });
    expect(done.body.entity).toEqual({ sent: false, already_verified: true });
    expect((await call(t, 'POST', '/api/v1/account/verify/resend', { body: { token: 'y'.repeat(43) } })).body.status.code).toBe(104);
  });

  it('resend by address answers the same whether or not it exists, and is limited per address', async () => {
    const body = individualBody();
    await call(t, 'POST', '/api/v1/account', { body });
    const known = await call(t, 'POST', '/api/v1/account/verify/resend', { body: { email: body.email } });
    const unknown = await call(t, 'POST', '/api/v1/account/verify/resend', { body: { email: 'ghost@example.ng' } });
    expect(known.body).toEqual(unknown.body);
    expect(await mailCount(t, body.email)).toBe(2);
    expect(await mailCount(t, 'ghost@example.ng')).toBe(0);
    await call(t, 'POST', '/api/v1/account/verify/resend', { body: { email: body.email } });
    await call(t, 'POST', '/api/v1/account/verify/resend', { body: { email: body.email } });
    const limited = await call(t, 'POST', '/api/v1/account/verify/resend', { body: { email: body.email } });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.status.code).toBe(107);
  });
});

describe('forgotten password and reset', () => {
  it('answers the same whether or not the address exists, and mails a 1-hour link only to a real account', async () => {
    const email = await verifiedIndividual(t);
    const known = await call(t, 'POST', '/api/v1/account/emailtoresetpassword', { body: { email } });
    const unknown = await call(t, 'POST', '/api/v1/account/emailtoresetpassword', { body: { email: 'ghost2@example.ng' } });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.status).toEqual({ code: 100, desc: AccountMsg.resetSent });
    const m = await lastMail(t, email, /Reset/);
    expect(m!.links[0]).toMatch(/^https:\/\/ireti\.test\/reset_password\/[A-Za-z0-9_-]{43}$/);
    expect(await mailCount(t, 'ghost2@example.ng')).toBe(0);
    const [row] = await t.ctx.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'reset_password'))
      .orderBy(sql`id desc`)
      .limit(1);
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000).toBeCloseTo(1, 2);
  });

  it('resets once, signs every device out, and the old password stops working', async () => {
    const email = await verifiedIndividual(t);
    const session = await signIn(t, email);
    await call(t, 'POST', '/api/v1/account/emailtoresetpassword', { body: { email } });
    const token = await tokenFromMail(t, email, /Reset/);
    expect((await call(t, 'GET', `/api/v1/account/resetpassword/${token}`)).body.entity).toEqual({ valid: true });
    const mismatch = await call(t, 'POST', '/api/v1/account/resetpassword', {
      body: { pass: 'N3w-Password!', cpass: 'N3w-Passwordz', token },
    });
    expect(mismatch.body.entity.errors).toEqual({ cpass: Msg.resetMismatch });
    const common = await call(t, 'POST', '/api/v1/account/resetpassword', { body: { pass: 'Password1', cpass: 'Password1', token } });
    expect(common.body.entity.errors).toEqual({ pass: AccountMsg.commonPassword });
    const res = await call(t, 'POST', '/api/v1/account/resetpassword', { body: { pass: 'N3w-Password!', cpass: 'N3w-Password!', token } });
    expect(res.body.status).toEqual({ code: 100, desc: AccountMsg.resetDone });
    expect((await call(t, 'GET', '/api/v1/account', { token: session })).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/v1/account/login', { body: { email, password: PASSWORD } })).body.status.code).toBe(101);
    await signIn(t, email, 'N3w-Password!');
    const again = await call(t, 'POST', '/api/v1/account/resetpassword', {
      body: { pass: 'An0ther-Password', cpass: 'An0ther-Password', token },
    });
    expect(again.body.status).toEqual({ code: 104, desc: AccountMsg.tokenInvalid });
    expect((await call(t, 'GET', `/api/v1/account/resetpassword/${token}`)).body.status.code).toBe(104);
    expect((await lastMail(t, email))!.subject).toBe('Your Ireti password was changed');
  });

  it('only the newest link works, an expired one fails, and a reset verifies the address', async () => {
    const body = individualBody();
    await call(t, 'POST', '/api/v1/account', { body });
    await call(t, 'POST', '/api/v1/account/emailtoresetpassword', { body: { email: body.email } });
    const first = await tokenFromMail(t, body.email, /Reset/);
    await call(t, 'POST', '/api/v1/account/emailtoresetpassword', { body: { email: body.email } });
    const second = await tokenFromMail(t, body.email, /Reset/);
    const reset = (token: string) =>
      call(t, 'POST', '/api/v1/account/resetpassword', { body: { pass: 'N3w-Password!', cpass: 'N3w-Password!', token } });
    expect((await reset(first)).body.status.code).toBe(104);
    await t.ctx.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, sha256(second)));
    expect((await reset(second)).body.status.code).toBe(104);
    await call(t, 'POST', '/api/v1/account/emailtoresetpassword', { body: { email: body.email } });
    expect((await reset(await tokenFromMail(t, body.email, /Reset/))).body.status.code).toBe(100);
    expect((await userByEmail(body.email))!.emailVerifiedAt).not.toBeNull();
  });

  it('limits reset e-mails per address (107)', async () => {
    const email = 'limit-me@example.ng';
    for (let i = 0; i < 3; i++)
      expect((await call(t, 'POST', '/api/v1/account/emailtoresetpassword', { body: { email } })).body.status.code).toBe(100);
    const res = await call(t, 'POST', '/api/v1/account/emailtoresetpassword', { body: { email } });
    expect(res.statusCode).toBe(429);
    expect(res.body.status.code).toBe(107);
  });

  it('limits the forgot form per IP (107)', async () => {
    const ip = '192.0.2.90';
    let last;
    for (let i = 0; i < 11; i++)
      last = await call(t, 'POST', '/api/v1/account/emailtoresetpassword', { ip, body: { email: `p${i}@example.ng` } });
    expect(last!.body.status.code).toBe(107);
  });
});

describe('the user object (spec §3 "state (with state_id), lga (with local_id)")', () => {
  it('carries the state and the LGA as the reference data gives them, the flat ids beside them', async () => {
    const email = await verifiedIndividual(t, { state: 20, lga: 390 });
    const token = await signIn(t, email);
    const me = (await call(t, 'GET', '/api/v1/account', { token })).body.entity;
    expect(me).toMatchObject({
      state: { state_id: 20, name: 'Kano' },
      state_id: 20,
      lga: { local_id: 390, local_name: 'Kano Municipal' },
      local_id: 390,
    });
    const states = (await call(t, 'GET', '/api/v1/misc/states')).body.entity.states as { state_id: number }[];
    const cities = (await call(t, 'GET', '/api/v1/misc/lga/20')).body.entity.cities as { local_id: number }[];
    expect(me.state).toEqual(states.find((s) => s.state_id === 20));
    expect(me.lga).toEqual(cities.find((l) => l.local_id === 390));
  });
});
