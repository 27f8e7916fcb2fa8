import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { users } from '../../db/schema.ts';
import { createSession } from './sessions.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { COOKIE_PATH, STATE_COOKIE } from './facebook.ts';
import { FakeFacebook } from './facebook.fake.ts';
import {
  PASSWORD,
  call,
  individualBody,
  mailCount,
  organizationBody,
  signIn,
  tokenFromMail,
  verifiedIndividual,
} from './accounts.fixtures.ts';

let fb: FakeFacebook;
let t: TestApp;
beforeAll(async () => {
  fb = await FakeFacebook.start();
  t = await buildTestApp({ env: { ...fb.env(), PUBLIC_URL: 'http://ireti.test' } });
});
afterAll(async () => {
  await t.close();
  await fb.close();
});

/** What a browser does: get the link, open Facebook's dialog, follow it back to our callback with the cookie. */
async function throughFacebook(link: string, o: { cookie?: string | null; tamper?: (u: URL) => void } = {}) {
  const res = await call(t, 'GET', `/api/v1/account/${link}`);
  expect(res.body.entity.configured).toBe(true);
  const setCookie = String(res.headers['set-cookie']);
  const nonce = new RegExp(`${STATE_COOKIE}=([^;]+)`).exec(setCookie)![1];
  const dialog = await fetch(res.body.entity.url, { redirect: 'manual' });
  expect(dialog.status).toBe(302);
  const back = new URL(dialog.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe('http://ireti.test/api/v1/account/facebook/callback');
  o.tamper?.(back);
  const cookie = o.cookie === undefined ? `${STATE_COOKIE}=${nonce}` : o.cookie;
  const cb = await call(t, 'GET', `${back.pathname}${back.search}`, { headers: cookie ? { cookie } : {} });
  expect(cb.statusCode).toBe(302);
  expect(String(cb.headers['set-cookie'])).toContain(`${STATE_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0`);
  return cb.headers.location as string;
}

describe('Facebook sign-in and sign-up against a local fake', () => {
  it('gives a real authorisation URL and an HttpOnly state cookie', async () => {
    const res = await call(t, 'GET', '/api/v1/account/facebookloginlink');
    const url = new URL(res.body.entity.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fb.baseUrl}/dialog/oauth`);
    expect(url.searchParams.get('client_id')).toBe(fb.appId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://ireti.test/api/v1/account/facebook/callback');
    expect(url.searchParams.get('scope')).toBe('email,public_profile');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^${STATE_COOKIE}=[A-Za-z0-9_-]{43}; Path=${COOKIE_PATH}; Max-Age=600; HttpOnly; SameSite=Lax$`),
    );
  });

  it('a new person: sign-up form prefilled once, account created signed-in and verified when the e-mail is the one Facebook gave', async () => {
    fb.profile = { id: '20001', email: 'Folake.A@Example.ng', first_name: 'Folake', last_name: 'Adebayo', name: 'Folake Adebayo' };
    const next = await throughFacebook('facebooksignuplink');
    const m = /^\/signup_individual\?id=([a-z0-9]{24})$/.exec(next);
    expect(m).not.toBeNull();
    const details = await call(t, 'GET', `/api/v1/account/user/${m![1]}`);
    expect(details.body.entity).toEqual({
      user: { email: 'folake.a@example.ng', first_name: 'Folake', last_name: 'Adebayo', organization_name: null },
    });
    const body = individualBody({ email: 'folake.a@example.ng', first_name: 'Folake', last_name: 'Adebayo', social_id: m![1] });
    const res = await call(t, 'POST', '/api/v1/account', { body });
    expect(res.body.entity.user.verified).toBe(1);
    expect(res.body.entity.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call(t, 'GET', '/api/v1/account', { token: res.body.entity.token })).body.entity.email).toBe('folake.a@example.ng');
    expect(await mailCount(t, 'folake.a@example.ng')).toBe(0);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'folake.a@example.ng'));
    expect(row!.facebookId).toBe('20001');
    expect((await call(t, 'GET', `/api/v1/account/user/${m![1]}`)).body.status).toEqual({ code: 104, desc: AccountMsg.socialExpired });
    expect((await call(t, 'POST', '/api/v1/account', { body: { ...individualBody(), social_id: m![1] } })).body.status.code).toBe(104);

    const again = await throughFacebook('facebookloginlink');
    const code = /^\/signin\?fb=([A-Za-z0-9_-]{43})$/.exec(again)![1];
    const session = await call(t, 'POST', '/api/v1/account/facebook/session', { body: { code } });
    expect(session.body.status.code).toBe(100);
    expect(session.body.entity.user.email).toBe('folake.a@example.ng');
    expect((await call(t, 'POST', '/api/v1/account/facebook/session', { body: { code } })).body.status).toEqual({
      code: 104,
      desc: AccountMsg.facebookFailed,
    });
  });

  it('a different e-mail on the form still needs verification by e-mail', async () => {
    fb.profile = { id: '20002', email: 'someone@example.ng', first_name: 'Sade', last_name: 'Ola' };
    const next = await throughFacebook('facebooksignuplink');
    const id = next.split('=')[1];
    const body = individualBody({ social_id: id });
    const res = await call(t, 'POST', '/api/v1/account', { body });
    expect(res.body.entity).toMatchObject({ token: null, user: { verified: 0 } });
    expect(await mailCount(t, body.email)).toBe(1);
  });

  it('an organisation sign-up goes to /signup_org with the page name', async () => {
    fb.profile = { id: '20003', email: 'info@ngo.example.ng', name: 'Light NGO', first_name: 'Light', last_name: 'NGO' };
    const next = await throughFacebook('facebookorgsignuplink');
    const id = /^\/signup_org\?id=([a-z0-9]{24})$/.exec(next)![1];
    expect((await call(t, 'GET', `/api/v1/account/user/${id}`)).body.entity.user).toEqual({
      email: 'info@ngo.example.ng',
      first_name: 'Light',
      last_name: 'NGO',
      organization_name: 'Light NGO',
    });
    const res = await call(t, 'POST', '/api/v1/account/organisation', {
      body: organizationBody({ organization_email: 'info@ngo.example.ng', social_id: id }),
    });
    expect(res.body.entity.user).toMatchObject({ verified: 1, is_organization: 1 });
  });

  it('an existing account with the same address is linked and signed in (and its address counts as verified)', async () => {
    const body = individualBody();
    await call(t, 'POST', '/api/v1/account', { body });
    fb.profile = { id: '20004', email: body.email, first_name: 'Ada', last_name: 'Obi' };
    const next = await throughFacebook('facebookloginlink');
    const code = next.split('fb=')[1]!;
    const session = await call(t, 'POST', '/api/v1/account/facebook/session', { body: { code } });
    expect(session.body.entity.user).toMatchObject({ email: body.email, verified: 1 });
  });

  it("takes back an unverified account someone else opened with the owner's address: their password, sessions and links stop working", async () => {
    const squatterPassword = 'Squatter-Kn0ws-This';
    const body = individualBody({ password: squatterPassword });
    expect((await call(t, 'POST', '/api/v1/account', { body })).body.entity.user.verified).toBe(0);
    const [before] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
    // However the squatter came by a session, it must not outlive the owner's arrival.
    const squatterSession = await createSession(t.ctx.db, before!.id, 30);
    expect((await call(t, 'GET', '/api/v1/account', { token: squatterSession })).body.status.code).toBe(100);
    const squatterLink = await tokenFromMail(t, body.email);

    fb.profile = { id: '20008', email: body.email, first_name: 'Ada', last_name: 'Obi' };
    const code = (await throughFacebook('facebookloginlink')).split('fb=')[1]!;
    const owner = await call(t, 'POST', '/api/v1/account/facebook/session', { body: { code } });
    expect(owner.body.status.code).toBe(100);
    expect(owner.body.entity.user).toMatchObject({ email: body.email, verified: 1 });
    expect((await call(t, 'GET', '/api/v1/account', { token: owner.body.entity.token })).body.status.code).toBe(100);

    const old = await call(t, 'GET', '/api/v1/account', { token: squatterSession });
    expect(old.statusCode).toBe(401);
    expect(old.body.status.code).toBe(102);
    const login = await call(t, 'POST', '/api/v1/account/login', { body: { email: body.email, password: squatterPassword } });
    expect(login.body.status.code).toBe(101);
    expect((await call(t, 'PUT', '/api/v1/account/verify', { body: { token: squatterLink } })).body.status.code).toBe(104);
    const [after] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(after).toMatchObject({ passwordHash: null, facebookId: '20008', mobile: null });
  });

  it("a password reset also takes back an unverified account: the squatter's Facebook link goes", async () => {
    fb.profile = { id: '20009', email: 'squatter-fb@example.ng', first_name: 'Sam' };
    const id = (await throughFacebook('facebooksignuplink')).split('=')[1];
    const body = individualBody({ social_id: id, password: 'Squatter-Kn0ws-This' });
    expect((await call(t, 'POST', '/api/v1/account', { body })).body.entity.user.verified).toBe(0);
    await call(t, 'POST', '/api/v1/account/emailtoresetpassword', { body: { email: body.email } });
    const reset = await tokenFromMail(t, body.email, /Reset/);
    const newPassword = 'Owner-Chose-This-1';
    expect(
      (await call(t, 'POST', '/api/v1/account/resetpassword', { body: { token: reset, pass: newPassword, cpass: newPassword } })).body
        .status.code,
    ).toBe(100);
    expect(await throughFacebook('facebookloginlink')).not.toMatch(/^\/signin\?fb=/);
    expect(await signIn(t, body.email, newPassword)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a linked account whose e-mail is unverified gets 109 like a password sign-in', async () => {
    fb.profile = { id: '20005', email: 'fb-five@example.ng', first_name: 'Five' };
    const id = (await throughFacebook('facebooksignuplink')).split('=')[1];
    const body = individualBody({ social_id: id });
    await call(t, 'POST', '/api/v1/account', { body });
    const code = (await throughFacebook('facebookloginlink')).split('fb=')[1]!;
    const res = await call(t, 'POST', '/api/v1/account/facebook/session', { body: { code } });
    expect(res.body.status.code).toBe(109);
    expect(res.body.entity.user.email).toBe(body.email);
  });

  it('refuses a forged or replayed state, a missing or foreign cookie, a cancel and a Graph failure, without a 5xx', async () => {
    fb.profile = { id: '20006', email: 'fb-six@example.ng' };
    expect(
      await throughFacebook('facebookloginlink', { tamper: (u) => u.searchParams.set('state', `${u.searchParams.get('state')}x`) }),
    ).toBe('/signin?social_error=failed');
    expect(await throughFacebook('facebookloginlink', { cookie: null })).toBe('/signin?social_error=failed');
    expect(await throughFacebook('facebookloginlink', { cookie: `${STATE_COOKIE}=${'a'.repeat(43)}` })).toBe('/signin?social_error=failed');
    expect(await throughFacebook('facebookloginlink', { tamper: (u) => u.searchParams.set('code', 'not-a-code') })).toBe(
      '/signin?social_error=failed',
    );
    expect(
      await throughFacebook('facebookloginlink', {
        tamper: (u) => (u.searchParams.delete('code'), u.searchParams.set('error', 'access_denied')),
      }),
    ).toBe('/signin?social_error=cancelled');
    fb.fault = { status: 500, body: { error: { message: 'Service temporarily unavailable' } } };
    expect(await throughFacebook('facebookloginlink')).toBe('/signin?social_error=failed');
    fb.fault = { status: 200, body: { access_token: 'x' } };
    expect(await throughFacebook('facebookloginlink')).toBe('/signin?social_error=failed');
    const bare = await call(t, 'GET', '/api/v1/account/facebook/callback?code=abc&state=def');
    expect(bare.headers.location).toBe('/signin?social_error=failed');
  });

  it('answers 101 for a malformed one-time code and 104 for an unknown social id', async () => {
    expect((await call(t, 'POST', '/api/v1/account/facebook/session', { body: { code: '<script>' } })).body.status.code).toBe(101);
    expect((await call(t, 'GET', '/api/v1/account/user/abcdefghijklmnop')).body.status.code).toBe(104);
    expect((await call(t, 'GET', "/api/v1/account/user/1'%20or%201=1")).body.status.code).toBe(101);
  });

  it('leaves password sign-in of a linked account working', async () => {
    const email = await verifiedIndividual(t);
    fb.profile = { id: '20007', email };
    await throughFacebook('facebookloginlink');
    expect((await call(t, 'POST', '/api/v1/account/login', { body: { email, password: PASSWORD } })).body.status.code).toBe(100);
  });
});

describe('Facebook when it is not configured', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp();
  });
  afterAll(() => off.close());

  it.each(['facebookloginlink', 'facebooksignuplink', 'facebookorgsignuplink'])('%s says so clearly, with no cookie', async (link) => {
    const res = await call(off, 'GET', `/api/v1/account/${link}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: { code: 100, desc: AccountMsg.facebookOff }, entity: { configured: false, url: null } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('the callback sends the browser back to /signin', async () => {
    const res = await call(off, 'GET', '/api/v1/account/facebook/callback?code=x&state=y');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signin?social_error=off');
  });
});
