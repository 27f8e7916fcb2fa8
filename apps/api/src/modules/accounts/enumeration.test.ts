import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { PASSWORD, call, individualBody, lastMail, organizationBody, signIn, userCount, verifiedIndividual } from './accounts.fixtures.ts';
import { writerIn } from '../notifications/index.ts';

/** The English subject the test looks for (computed here, not at the mail module's load). */
const SIGNUP_TAKEN_SUBJECT = writerIn('en')('accounts.signupTaken.subject');

/** Nothing the public calls answer tells whether an address has an account (020, 026). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://ireti.test' } });
});
afterAll(() => t.close());

/** A sign-up reply without what differs between any two sign-ups (the id and the address). */
const comparable = (res: { statusCode: number; body: any }) => ({
  statusCode: res.statusCode,
  status: res.body.status,
  token: res.body.entity?.token,
  user: {
    ...res.body.entity?.user,
    _id: typeof res.body.entity?.user?._id,
    email: typeof res.body.entity?.user?.email,
    organization_email: typeof res.body.entity?.user?.organization_email,
  },
});

describe('sign-up with an address that already has an account', () => {
  it('answers as a fresh individual sign-up, changes nothing and mails the owner instead', async () => {
    const email = await verifiedIndividual(t);
    const fresh = await call(t, 'POST', '/api/v1/account', { body: individualBody() });
    const before = await userCount(t);
    const taken = await call(t, 'POST', '/api/v1/account', {
      body: individualBody({ email: email.toUpperCase(), password: 'Someone-Else-1' }),
    });
    expect(fresh.statusCode).toBe(201);
    expect(comparable(taken)).toEqual(comparable(fresh));
    expect(taken.body.entity.user.email).toBe(email);
    expect(taken.body.entity.user._id).toBeGreaterThan(fresh.body.entity.user._id);
    expect(await userCount(t)).toBe(before);
    const m = await lastMail(t, email);
    expect(m!.subject).toBe(SIGNUP_TAKEN_SUBJECT);
    expect(m!.links).toEqual(['https://ireti.test/forgot_password']);
    expect(await signIn(t, email, PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const wrong = await call(t, 'POST', '/api/v1/account/login', { body: { email, password: 'Someone-Else-1' } });
    expect(wrong.body.status.code).toBe(101);
  });

  it('answers as a fresh organisation sign-up for an address taken by an unverified account', async () => {
    const first = organizationBody();
    const fresh = await call(t, 'POST', '/api/v1/account/organisation', { body: first });
    const again = await call(t, 'POST', '/api/v1/account/organisation', { body: { ...first, organization_name: 'Other Name' } });
    const other = await call(t, 'POST', '/api/v1/account/organisation', {
      body: { ...organizationBody(), organization_name: 'Other Name' },
    });
    expect(comparable(again)).toEqual(comparable(other));
    expect(fresh.body.entity.user.organization_name).toBe('Hope Foundation');
    expect((await lastMail(t, first.organization_email))!.subject).toBe(SIGNUP_TAKEN_SUBJECT);
  });
});

describe('the other public calls answer known and unknown addresses alike', () => {
  const unknown = 'nobody-here@example.ng';
  const compare = async (email: string, send: (email: string) => Promise<{ statusCode: number; body: unknown }>) => {
    const [a, b] = [await send(email), await send(unknown)];
    expect({ statusCode: a.statusCode, body: a.body }).toEqual({ statusCode: b.statusCode, body: b.body });
  };

  it.each([
    ['a verified', () => verifiedIndividual(t)],
    [
      'an unverified',
      async () => {
        const body = individualBody();
        await call(t, 'POST', '/api/v1/account', { body });
        return body.email;
      },
    ],
  ])('%s account: sign-in with a wrong password, forgot password, resend', async (_kind, make) => {
    const email = await make();
    await compare(email, (e) => call(t, 'POST', '/api/v1/account/login', { body: { email: e, password: 'Wrong-Passw0rd' } }));
    await compare(email, (e) => call(t, 'POST', '/api/v1/account/emailtoresetpassword', { body: { email: e } }));
    await compare(email, (e) => call(t, 'POST', '/api/v1/account/verify/resend', { body: { email: e } }));
  });
});
