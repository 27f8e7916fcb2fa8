import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg } from '@ireti/shared/messages';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { gif, jpeg, png } from '../media/media.fixtures.ts';
import { ImageMsg } from '../media/media.image.ts';
import { UploadMsg } from '../media/upload.ts';
import { multipart } from '../../test/multipart.ts';
import { PASSWORD, call, lastMail, organizationBody, signIn, tokenFromMail, uniqueEmail, verifiedIndividual } from './accounts.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rowOf = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;

/** Every file under the uploads folder (to prove a refused upload leaves nothing behind). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads');
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    return (await Promise.all(entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])))).flat();
  };
  return walk(root);
}

async function signedInIndividual() {
  const email = await verifiedIndividual(t);
  return { email, token: await signIn(t, email) };
}

async function signedInOrganization() {
  const body = organizationBody();
  await call(t, 'POST', '/api/v1/account/organisation', { body });
  await call(t, 'PUT', '/api/v1/account/verify', { body: { token: await tokenFromMail(t, body.organization_email) } });
  return { email: body.organization_email, token: await signIn(t, body.organization_email) };
}

describe('PUT /account (profile settings)', () => {
  it('updates an individual profile; a new mobile must be confirmed again', async () => {
    const { email, token } = await signedInIndividual();
    await t.ctx.db.update(users).set({ mobileVerifiedAt: new Date() }).where(eq(users.email, email));
    const same = await call(t, 'PUT', '/api/v1/account', {
      token,
      body: { first_name: 'Adaeze', last_name: 'Obi', mobile: '+2348031234567', state: '25', lga: '516' },
    });
    expect(same.body.status).toEqual({ code: 100, desc: AccountMsg.profileSaved });
    expect(same.body.entity).toMatchObject({
      first_name: 'Adaeze',
      lga: { local_id: 516, local_name: 'Ikeja' },
      mobile_verified: 1,
      gender: 'female',
    });
    const moved = await call(t, 'PUT', '/api/v1/account', {
      token,
      body: { first_name: 'Adaeze', last_name: 'Obi', mobile: '+2349051234567', state: 20, lga: 390, gender: 'female' },
    });
    expect(moved.body.entity).toMatchObject({
      mobile: '+2349051234567',
      mobile_verified: 0,
      state: { state_id: 20, name: 'Kano' },
      state_id: 20,
      lga: { local_id: 390, local_name: 'Kano Municipal' },
      local_id: 390,
    });
  });

  it('uses the organisation form for an organisation, with every field required', async () => {
    const { token } = await signedInOrganization();
    const asIndividual = await call(t, 'PUT', '/api/v1/account', {
      token,
      body: { first_name: 'Ada', last_name: 'Obi', mobile: '+2348031234567', state: 25, lga: 508 },
    });
    expect(asIndividual.body.status.code).toBe(101);
    expect(asIndividual.body.entity.errors).toMatchObject({
      organization_name: Msg.required('Organization name'),
      secondary_mobile: Msg.required('Secondary mobile'),
    });
    // The individual's fields are not the organisation's: ignored, never an error of their own.
    expect(asIndividual.body.entity.errors).not.toHaveProperty('first_name');
    const res = await call(t, 'PUT', '/api/v1/account', {
      token,
      body: {
        organization_name: 'Hope Foundation NG',
        organization_type: 'Profit',
        category: 'Medical',
        organization_mobile: '08051234567',
        secondary_mobile: '07031234567',
        organization_address: '1 Marina, Lagos',
        state: 25,
        lga: 519,
      },
    });
    expect(res.body.entity).toMatchObject({
      organization_name: 'Hope Foundation NG',
      organization_mobile: '+2348051234567',
      secondary_mobile: '+2347031234567',
      mobile: '+2348051234567',
      lga: { local_id: 519, local_name: 'Lagos Island' },
    });
  });

  it('refuses an LGA of another state and a number that is not a Nigerian mobile; nothing changes', async () => {
    const { email, token } = await signedInIndividual();
    const res = await call(t, 'PUT', '/api/v1/account', {
      token,
      body: { first_name: 'Changed', last_name: 'Obi', mobile: '+2348001234567', state: 15, lga: 508 },
    });
    expect(res.body.entity.errors).toEqual({ mobile: AccountMsg.nigerianMobile, lga: AccountMsg.lgaNotInState });
    expect((await rowOf(email)).firstName).toBe('Ada');
  });

  it('needs a session', async () => {
    const res = await call(t, 'PUT', '/api/v1/account', { body: { first_name: 'X' } });
    expect(res.statusCode).toBe(401);
    expect(res.body.status.code).toBe(102);
  });
});

describe('PUT /account/image (profile photo)', () => {
  it('stores a real image with its size variants and replaces the old one', async () => {
    const { email, token } = await signedInIndividual();
    const first = await call(t, 'PUT', '/api/v1/account/image', {
      token,
      ...(await multipart(await png(), { filename: 'me.png', type: 'image/png' })),
    });
    expect(first.body.status).toEqual({ code: 100, desc: AccountMsg.photoSaved });
    const url = first.body.entity.image_url as string;
    expect(url).toMatch(/^\/media\/avatars\/[a-z0-9]+\.png$/);
    const served = await call(t, 'GET', url.replace('/avatars/', '/avatars/60_60_'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const second = await call(t, 'PUT', '/api/v1/account/image', { token, ...(await multipart(await jpeg(), { filename: 'me.jpg' })) });
    expect(second.body.entity.image_url).toMatch(/\.jpg$/);
    expect((await call(t, 'GET', url)).statusCode).toBe(404);
    expect((await rowOf(email)).imageKey).toMatch(/^avatars\/.*\.jpg$/);
  });

  it.each([
    ['a GIF', () => gif(), ImageMsg.notImage],
    ['text named .png', async () => Buffer.from('this is not a picture at all'), ImageMsg.notImage],
    ['a PNG header over garbage', async () => Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(500, 7)]), ImageMsg.unreadable],
    ['an empty file', async () => Buffer.alloc(0), ImageMsg.empty],
    ['base64 text of a PNG', async () => Buffer.from((await png()).toString('base64')), UploadMsg.base64InForm],
  ])('refuses %s with 108 and stores nothing', async (_name, make, message) => {
    const { email, token } = await signedInIndividual();
    const before = await storedFiles();
    const res = await call(t, 'PUT', '/api/v1/account/image', {
      token,
      ...(await multipart(await make(), { filename: 'photo.png', type: 'image/png' })),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.status).toEqual({ code: 108, desc: message });
    expect(await storedFiles()).toEqual(before);
    expect((await rowOf(email)).imageKey).toBeNull();
  });

  it('refuses a file over 10 MB (413, 108), a JSON body without "image" and another field', async () => {
    const { token } = await signedInIndividual();
    const big = await call(t, 'PUT', '/api/v1/account/image', { token, ...(await multipart(Buffer.alloc(10 * 1024 * 1024 + 10, 1))) });
    expect(big.statusCode).toBe(413);
    expect(big.body.status.code).toBe(108);
    const json = await call(t, 'PUT', '/api/v1/account/image', {
      token,
      body: { file: `data:image/png;base64,${(await png()).toString('base64')}` },
    });
    expect(json.body.status).toEqual({ code: 108, desc: UploadMsg.missingImage });
    const other = await call(t, 'PUT', '/api/v1/account/image', { token, ...(await multipart(await png(), { field: 'photo' })) });
    expect(other.body.status).toEqual({ code: 108, desc: UploadMsg.missing });
  });

  it('needs a session', async () => {
    expect((await call(t, 'PUT', '/api/v1/account/image', { ...(await multipart(await png())) })).body.status.code).toBe(102);
  });
});

describe('PUT /account/email', () => {
  it('changes the address only when the new one opens its link', async () => {
    const { email, token } = await signedInIndividual();
    const next = uniqueEmail('new');
    const res = await call(t, 'PUT', '/api/v1/account/email', { token, body: { email: next.toUpperCase(), password: PASSWORD } });
    expect(res.body.status).toEqual({ code: 100, desc: AccountMsg.emailChangeSent });
    expect(res.body.entity).toEqual({ pending_email: next });
    expect((await rowOf(email)).email).toBe(email);
    expect((await lastMail(t, email))!.subject).toBe('Your Ireti email is being changed');
    const link = await tokenFromMail(t, next);
    const done = await call(t, 'PUT', '/api/v1/account/verify', { body: { token: link } });
    expect(done.body.entity).toEqual({ verified: true, email: next });
    expect((await call(t, 'GET', '/api/v1/account', { token })).body.entity.email).toBe(next);
    await signIn(t, next);
    expect((await call(t, 'PUT', '/api/v1/account/verify', { body: { token: link } })).body.status.code).toBe(104);
  });

  it('needs the right current password, a different address and a free one', async () => {
    const { email, token } = await signedInIndividual();
    const other = await verifiedIndividual(t);
    const wrong = await call(t, 'PUT', '/api/v1/account/email', { token, body: { email: uniqueEmail(), password: 'Wrong-Passw0rd' } });
    expect(wrong.body.entity.errors).toEqual({ password: AccountMsg.wrongCurrentPassword });
    const same = await call(t, 'PUT', '/api/v1/account/email', { token, body: { email, password: PASSWORD } });
    expect(same.body.entity.errors).toEqual({ email: AccountMsg.sameEmail });
    const taken = await call(t, 'PUT', '/api/v1/account/email', { token, body: { email: other, password: PASSWORD } });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.entity.errors).toEqual({ email: AccountMsg.emailTaken });
  });

  it('refuses the link if the address was taken in the meantime', async () => {
    const { token } = await signedInIndividual();
    const next = uniqueEmail('race');
    await call(t, 'PUT', '/api/v1/account/email', { token, body: { email: next, password: PASSWORD } });
    const link = await tokenFromMail(t, next);
    await verifiedIndividual(t, { email: next });
    const res = await call(t, 'PUT', '/api/v1/account/verify', { body: { token: link } });
    expect(res.statusCode).toBe(409);
    expect(res.body.status.code).toBe(105);
  });
});

describe('PUT /account/password', () => {
  it('changes the password, keeps this session and signs the others out', async () => {
    const { email, token } = await signedInIndividual();
    const other = await signIn(t, email);
    const res = await call(t, 'PUT', '/api/v1/account/password', {
      token,
      body: { current_password: PASSWORD, new_password: 'Fresh-Passw0rd', cnew_password: 'Fresh-Passw0rd' },
    });
    expect(res.body.status).toEqual({ code: 100, desc: AccountMsg.passwordChanged });
    expect((await call(t, 'GET', '/api/v1/account', { token })).body.status.code).toBe(100);
    expect((await call(t, 'GET', '/api/v1/account', { token: other })).body.status.code).toBe(102);
    await signIn(t, email, 'Fresh-Passw0rd');
    expect((await lastMail(t, email))!.subject).toBe('Your Ireti password was changed');
  });

  it('says what is wrong: the current password, the rule, the confirmation, a common or unchanged password', async () => {
    const { token } = await signedInIndividual();
    const put = (body: object) => call(t, 'PUT', '/api/v1/account/password', { token, body });
    expect((await put({})).body.entity.errors).toEqual({
      current_password: Msg.required('Current password'),
      new_password: Msg.required('New password'),
      cnew_password: Msg.required('Confirm new password'),
    });
    expect(
      (await put({ current_password: 'Wrong-Passw0rd', new_password: 'Fresh-Passw0rd', cnew_password: 'Fresh-Passw0rd' })).body.entity
        .errors,
    ).toEqual({ current_password: AccountMsg.wrongCurrentPassword });
    expect((await put({ current_password: PASSWORD, new_password: 'weak', cnew_password: 'weak' })).body.entity.errors).toEqual({
      new_password: Msg.password,
    });
    expect(
      (await put({ current_password: PASSWORD, new_password: 'Fresh-Passw0rd', cnew_password: 'Fresh-Passw0rdx' })).body.entity.errors,
    ).toEqual({ cnew_password: Msg.confirmPassword });
    expect((await put({ current_password: PASSWORD, new_password: 'Password1', cnew_password: 'Password1' })).body.entity.errors).toEqual({
      new_password: AccountMsg.commonPassword,
    });
    expect((await put({ current_password: PASSWORD, new_password: PASSWORD, cnew_password: PASSWORD })).body.entity.errors).toEqual({
      new_password: AccountMsg.samePassword,
    });
  });

  it('takes the organisation shape, with the new password named `password`', async () => {
    const { email, token } = await signedInOrganization();
    const res = await call(t, 'PUT', '/api/v1/account/password', {
      token,
      body: { current_password: PASSWORD, password: 'Fresh-Passw0rd', cnew_password: 'Fresh-Passw0rdz' },
    });
    expect(res.body.entity.errors).toEqual({ cnew_password: Msg.confirmPassword });
    const okRes = await call(t, 'PUT', '/api/v1/account/password', {
      token,
      body: { current_password: PASSWORD, password: 'Fresh-Passw0rd', cnew_password: 'Fresh-Passw0rd' },
    });
    expect(okRes.body.status.code).toBe(100);
    await signIn(t, email, 'Fresh-Passw0rd');
  });
});
