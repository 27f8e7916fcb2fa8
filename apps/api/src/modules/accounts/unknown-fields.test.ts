/**
 * Unknown body fields are ignored and never stored (docs/decisions/008-api-contract.md): every
 * accounts form is sent with the fields a caller may not change, and the account keeps its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { users, type UserRow } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { multipart } from '../../test/multipart.ts';
import { png } from '../media/media.fixtures.ts';
import { PASSWORD, call, individualBody, organizationBody, signIn, verificationBody, verifiedIndividual } from './accounts.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What no form may set: role, volunteering, identity, verification, ids, the password hash. */
const privileged = {
  role: 'admin',
  is_volunteer: 1,
  volunteer_status: 'approved',
  volunteer_grade: 5,
  identity_status: 'approved',
  verified: 1,
  email_verified_at: '2020-01-01T00:00:00.000Z',
  emailVerifiedAt: '2020-01-01T00:00:00.000Z',
  mobile_verified: 1,
  _id: 424242,
  id: 424242,
  password_hash: 'x',
  passwordHash: 'x',
};

const rowOf = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
const guarded = (u: UserRow) => ({
  id: u.id,
  role: u.role,
  volunteerStatus: u.volunteerStatus,
  volunteerGrade: u.volunteerGrade,
  identityStatus: u.identityStatus,
  emailVerifiedAt: u.emailVerifiedAt,
  mobileVerifiedAt: u.mobileVerifiedAt,
  email: u.email,
});

describe('fields a caller may not change are ignored, never refused, never stored', () => {
  it('sign-up (individual and organisation): an unverified user like any other', async () => {
    const body = { ...individualBody(), ...privileged };
    const res = await call(t, 'POST', '/api/v1/account', { body });
    expect(res.statusCode).toBe(201);
    expect(res.body.entity.user).toMatchObject({
      role: 'user',
      verified: 0,
      is_volunteer: 0,
      volunteer_status: 'none',
      identity_status: 'none',
    });
    expect(res.body.entity.user._id).not.toBe(424242);
    const row = await rowOf(body.email as string);
    expect(guarded(row)).toMatchObject({
      role: 'user',
      volunteerStatus: 'none',
      volunteerGrade: null,
      identityStatus: 'none',
      emailVerifiedAt: null,
    });
    expect(row.passwordHash).not.toBe('x');

    const org = { ...organizationBody(), ...privileged };
    expect((await call(t, 'POST', '/api/v1/account/organisation', { body: org })).statusCode).toBe(201);
    expect(guarded(await rowOf(org.organization_email as string))).toMatchObject({
      role: 'user',
      identityStatus: 'none',
      emailVerifiedAt: null,
    });
  });

  it('sign-in, profile, e-mail and password changes leave them as they were', async () => {
    const email = await verifiedIndividual(t);
    const before = guarded(await rowOf(email));
    const login = await call(t, 'POST', '/api/v1/account/login', { body: { email, password: PASSWORD, ...privileged } });
    expect(login.body.entity.user).toMatchObject({ role: 'user', is_volunteer: 0, identity_status: 'none' });
    const token = login.body.entity.token as string;

    const profile = await call(t, 'PUT', '/api/v1/account', {
      token,
      body: { first_name: 'Adaeze', last_name: 'Obi', mobile: '+2348031234567', state: 25, lga: 508, ...privileged },
    });
    expect(profile.body.status).toEqual({ code: 100, desc: AccountMsg.profileSaved });
    expect(profile.body.entity).toMatchObject({ first_name: 'Adaeze', role: 'user', is_volunteer: 0, identity_status: 'none' });

    const change = await call(t, 'PUT', '/api/v1/account/email', {
      token,
      body: { email: 'new-address@example.ng', password: PASSWORD, ...privileged },
    });
    expect(change.body.status.code).toBe(100);

    const pw = await call(t, 'PUT', '/api/v1/account/password', {
      token,
      body: { current_password: PASSWORD, new_password: 'Baobab-Harmattan9', cnew_password: 'Baobab-Harmattan9', ...privileged },
    });
    expect(pw.body.status.code).toBe(100);

    const after = await rowOf(email);
    expect(guarded(after)).toEqual(before);
    expect(after.firstName).toBe('Adaeze');
    expect((await call(t, 'GET', '/api/v1/account', { token })).body.entity).toMatchObject({
      role: 'user',
      verified: 1,
      identity_status: 'none',
    });
    expect(await signIn(t, email, 'Baobab-Harmattan9')).toEqual(expect.any(String));
  });

  it('identity information is submitted for review, not approved by the caller', async () => {
    const email = await verifiedIndividual(t);
    const token = await signIn(t, email);
    await call(t, 'PUT', '/api/v1/account/imageverification', { token, ...(await multipart(await png(), { filename: 'me.png' })) });
    const res = await call(t, 'PUT', '/api/v1/account/verification', {
      token,
      body: { ...verificationBody(), ...privileged, user_ref: { ...verificationBody().user_ref, role: 'admin' } },
    });
    expect(res.body.status).toEqual({ code: 100, desc: AccountMsg.verificationSubmitted });
    expect(res.body.entity).toMatchObject({ identity_status: 'submitted', role: 'user', is_volunteer: 0 });
    expect(res.body.entity.user_ref).not.toHaveProperty('role');
    const row = await rowOf(email);
    expect(guarded(row)).toMatchObject({ role: 'user', identityStatus: 'submitted', volunteerStatus: 'none' });
    expect(row.userRef).not.toHaveProperty('role');
  });
});
