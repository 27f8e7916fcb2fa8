import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { Msg } from '@ireti/shared/messages';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { outbox, phoneCodes, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser, tokenFor } from '../../test/factories.ts';
import { gif, jpeg, pdf, png } from '../media/media.fixtures.ts';
import { DocMsg } from '../media/media.document.ts';
import { UploadMsg } from '../media/upload.ts';
import { multipart } from '../../test/multipart.ts';
import { call, uniqueEmail, verificationBody } from './accounts.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

async function person(o: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.ctx.db, { email: uniqueEmail(), ...o });
  return { user, token: await tokenFor(t.ctx.db, user.id) };
}
const organization = () =>
  person({ isOrganization: true, firstName: '', lastName: '', organizationName: 'Hope Foundation', organizationMobile: '+2348031234567' });

const upload = async (token: string, url: string, bytes: Buffer, method: 'PUT' | 'POST' = 'PUT') =>
  call(t, method, url, { token, ...(await multipart(bytes, { filename: 'x.png' })) });

describe('identity information (/verify)', () => {
  it('an individual needs a profile photo or a document; then it is submitted', async () => {
    const { user, token } = await person();
    const missing = await call(t, 'PUT', '/api/v1/account/verification', { token, body: verificationBody() });
    expect(missing.body.status.code).toBe(101);
    expect(missing.body.entity.errors).toEqual({ relevant_doc: AccountMsg.idRequired });
    expect((await rowOf(user.id)).identityStatus).toBe('none');
    await upload(token, '/api/v1/account/imageverification', await png());
    const res = await call(t, 'PUT', '/api/v1/account/verification', { token, body: verificationBody() });
    expect(res.body.status).toEqual({ code: 100, desc: AccountMsg.verificationSubmitted });
    expect(res.body.entity).toMatchObject({
      identity_status: 'submitted',
      facebook: 'https://www.facebook.com/ada.obi',
      twitter: 'https://x.com/adaobi',
      instagram: 'https://www.instagram.com/ada.obi',
      user_ref: { first_name: 'Ngozi', last_name: 'Eze', mobile: '+2348051234567', email: 'ngozi@example.ng' },
    });
  });

  it("an organisation gets the spec's red labels until the logo, three featured images and the document are in", async () => {
    const { user, token } = await organization();
    const res = await call(t, 'PUT', '/api/v1/account/verification', { token, body: verificationBody() });
    expect(res.body.entity.errors).toEqual({
      image_url: "Please upload your organization's logo",
      organization_f_img_1: 'Select your first featured image',
      organization_f_img_2: 'Select your second featured image',
      organization_f_img_3: 'Select your third featured image',
      relevant_doc: 'Select a valid means of identification',
    });
    expect((await upload(token, '/api/v1/account/imageverification/0', await png())).body.entity.image_url).toMatch(/^\/media\/avatars\//);
    for (const n of [1, 2, 3]) {
      const r = await upload(token, `/api/v1/account/imageverification/${n}`, await jpeg(800, 500));
      expect(r.body.entity[`organization_f_img_${n}`]).toMatch(/^\/media\/organizations\/[a-z0-9]+\.jpg$/);
    }
    const doc = await upload(token, '/api/v1/account/verification/file', pdf(), 'POST');
    expect(doc.body.status).toEqual({ code: 100, desc: AccountMsg.documentSaved });
    expect(doc.body.entity.relevant_doc).toBe(`/api/v1/account/verification/file/${user.id}`);
    const done = await call(t, 'PUT', '/api/v1/account/verification', { token, body: verificationBody() });
    expect(done.body.entity).toMatchObject({ identity_status: 'submitted', id_type: 'National ID' });
  });

  it('asks for the ID type when a document is given', async () => {
    const { token } = await person();
    await upload(token, '/api/v1/account/verification/file', await png(), 'POST');
    const res = await call(t, 'PUT', '/api/v1/account/verification', { token, body: verificationBody({ id_type: undefined }) });
    expect(res.body.entity.errors).toEqual({ id_type: AccountMsg.idTypeRequired });
  });

  it("accepts the NIN slip and the driver's licence as well as the spec's list, and refuses another document (issue 26)", async () => {
    for (const idType of ['NIN slip', "Driver's licence", 'State bill receipt']) {
      const { token } = await person();
      await upload(token, '/api/v1/account/verification/file', await png(), 'POST');
      const res = await call(t, 'PUT', '/api/v1/account/verification', { token, body: verificationBody({ id_type: idType }) });
      expect(res.body.status.code, idType).toBe(100);
      expect(res.body.entity).toMatchObject({ identity_status: 'submitted', id_type: idType });
    }
    const { token } = await person();
    await upload(token, '/api/v1/account/verification/file', await png(), 'POST');
    const res = await call(t, 'PUT', '/api/v1/account/verification', { token, body: verificationBody({ id_type: 'Bus ticket' }) });
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors).toEqual({ id_type: AccountMsg.idTypeRequired });
  });

  it('validates every field, nested reference included', async () => {
    const { token } = await person({ imageKey: null });
    const res = await call(t, 'PUT', '/api/v1/account/verification', {
      token,
      body: {
        facebook: 'javascript:alert(1)',
        twitter: '',
        instagram: '<b>x</b>',
        user_ref: { first_name: '', last_name: 'Eze', mobile: '0805', email: 'nope' },
      },
    });
    expect(res.body.entity.errors).toEqual({
      facebook: AccountMsg.socialLink,
      twitter: Msg.required('Twitter'),
      instagram: AccountMsg.socialLink,
      'user_ref.first_name': Msg.required("Reference's first name"),
      'user_ref.mobile': Msg.phonePrefix,
      'user_ref.email': Msg.email,
    });
  });

  it('keeps an approved identity approved when only the socials change, and reviews a new document or reference again', async () => {
    const { user, token } = await person();
    await upload(token, '/api/v1/account/verification/file', await png(), 'POST');
    await call(t, 'PUT', '/api/v1/account/verification', { token, body: verificationBody() });
    await t.ctx.db.update(users).set({ identityStatus: 'approved' }).where(eq(users.id, user.id));
    const socials = await call(t, 'PUT', '/api/v1/account/verification', { token, body: verificationBody({ twitter: '@someone_else' }) });
    expect(socials.body.entity.identity_status).toBe('approved');
    const newRef = await call(t, 'PUT', '/api/v1/account/verification', {
      token,
      body: verificationBody({ user_ref: { first_name: 'Bisi', last_name: 'Ade', mobile: '+2348051234599', email: 'bisi@example.ng' } }),
    });
    expect(newRef.body.entity.identity_status).toBe('submitted');
    await t.ctx.db.update(users).set({ identityStatus: 'approved' }).where(eq(users.id, user.id));
    const doc = await upload(token, '/api/v1/account/verification/file', pdf(), 'POST');
    expect(doc.body.entity.identity_status).toBe('submitted');
  });

  it('featured images are for organisations; the image number is 0 to 3', async () => {
    const { token } = await person();
    const res = await upload(token, '/api/v1/account/imageverification/1', await png());
    expect(res.statusCode).toBe(403);
    expect(res.body.status.code).toBe(103);
    const { token: org } = await organization();
    const bad = await upload(org, '/api/v1/account/imageverification/4', await png());
    expect(bad.body.status.code).toBe(101);
    expect(bad.body.entity.errors).toEqual({ image: UploadMsg.imageNumber });
  });

  it.each([
    ['a GIF', () => gif(), DocMsg.notDocument],
    ['a text file', async () => Buffer.from('hello, I am a passport'), DocMsg.notDocument],
    ['a broken PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj'), DocMsg.brokenPdf],
    ['base64 of an image', async () => Buffer.from(`data:image/png;base64,${(await png()).toString('base64')}`), UploadMsg.base64],
  ])('refuses %s as a document (108) and keeps nothing', async (_n, make, desc) => {
    const { user, token } = await person();
    const res = await upload(token, '/api/v1/account/verification/file', await make(), 'POST');
    expect(res.body.status).toEqual({ code: 108, desc });
    expect((await rowOf(user.id)).relevantDoc).toBeNull();
  });
});

describe('the private identity document', () => {
  it('is sent to its owner and to an admin only, never cached, never public', async () => {
    const { user, token } = await person();
    const bytes = pdf();
    await upload(token, '/api/v1/account/verification/file', bytes, 'POST');
    const url = `/api/v1/account/verification/file/${user.id}`;
    const mine = await call(t, 'GET', url, { token });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(mine.raw, bytes)).toBe(0);
    const { token: stranger } = await person();
    const denied = await call(t, 'GET', url, { token: stranger });
    expect(denied.statusCode).toBe(403);
    expect(denied.body.status.code).toBe(103);
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
    const { token: admin } = await person({ role: 'admin' });
    // an administrator gives the reason (issue 28): without one, a 101 and nothing sent
    expect((await call(t, 'GET', url, { token: admin })).body.status.code).toBe(101);
    expect((await call(t, 'GET', `${url}?reason=identity%20review`, { token: admin })).statusCode).toBe(200);
    const key = (await rowOf(user.id)).relevantDoc!;
    expect(key.startsWith('private/identity/')).toBe(true);
    expect((await call(t, 'GET', `/media/${key}`)).statusCode).toBe(404);
  });

  it('answers 104 when there is no document', async () => {
    const { user, token } = await person();
    expect((await call(t, 'GET', `/api/v1/account/verification/file/${user.id}`, { token })).body.status).toEqual({
      code: 104,
      desc: AccountMsg.documentNotFound,
    });
    expect((await call(t, 'GET', '/api/v1/account/verification/file/abc', { token })).body.status.code).toBe(101);
  });
});

describe('phone confirmation (/confirm_phone)', () => {
  const lastSms = async (to: string) =>
    (await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(1))[0];
  const codeOf = (text: string) => /(\d{6})/.exec(text)![1]!;
  /** Moves the user's codes `seconds` into the past, as if that time had gone by. */
  const age = (userId: number, seconds: number) =>
    t.ctx.db
      .update(phoneCodes)
      .set({ createdAt: sql`created_at - make_interval(secs => ${seconds})` })
      .where(eq(phoneCodes.userId, userId));

  it('sends a 6-digit code by SMS and confirms the number with it', async () => {
    const { user, token } = await person({ mobile: '+2348039876543' });
    const sent = await call(t, 'POST', '/api/v1/account/mobile/code', { token });
    expect(sent.body.status).toEqual({ code: 100, desc: AccountMsg.codeSent });
    expect(sent.body.entity).toEqual({ mobile: '+234 803 *** 6543', expires_in: 600, resend_in: 60 });
    const sms = await lastSms('+2348039876543');
    expect(sms!.channel).toBe('sms');
    const code = codeOf(sms!.bodyText);
    const [stored] = await t.ctx.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    expect(stored!.codeHash.toString('hex')).not.toContain(code);
    const wrong = await call(t, 'PUT', '/api/v1/account/mobile/verify', { token, body: { code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.body.entity.errors).toEqual({ code: AccountMsg.codeWrong });
    const res = await call(t, 'PUT', '/api/v1/account/mobile/verify', { token, body: { code } });
    expect(res.body.status).toEqual({ code: 100, desc: AccountMsg.mobileConfirmed });
    expect(res.body.entity.mobile_verified).toBe(1);
    expect((await call(t, 'PUT', '/api/v1/account/mobile/verify', { token, body: { code } })).body.entity.errors).toEqual({
      code: AccountMsg.codeExpired,
    });
    expect((await call(t, 'POST', '/api/v1/account/mobile/code', { token })).body.status.code).toBe(105);
  });

  it('gives up after 5 wrong codes, and a code expires after 10 minutes', async () => {
    const { user, token } = await person({ mobile: '+2348039876544' });
    await call(t, 'POST', '/api/v1/account/mobile/code', { token });
    const code = codeOf((await lastSms('+2348039876544'))!.bodyText);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 1; i <= 4; i++)
      expect((await call(t, 'PUT', '/api/v1/account/mobile/verify', { token, body: { code: wrongCode } })).body.entity.errors.code).toBe(
        AccountMsg.codeWrong,
      );
    expect((await call(t, 'PUT', '/api/v1/account/mobile/verify', { token, body: { code: wrongCode } })).body.entity.errors.code).toBe(
      AccountMsg.codeAttempts,
    );
    expect((await call(t, 'PUT', '/api/v1/account/mobile/verify', { token, body: { code } })).body.entity.errors.code).toBe(
      AccountMsg.codeExpired,
    );
    await age(user.id, 61);
    await call(t, 'POST', '/api/v1/account/mobile/code', { token });
    const fresh = codeOf((await lastSms('+2348039876544'))!.bodyText);
    await t.ctx.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.userId, user.id));
    expect((await call(t, 'PUT', '/api/v1/account/mobile/verify', { token, body: { code: fresh } })).body.entity.errors.code).toBe(
      AccountMsg.codeExpired,
    );
  });

  it('a new code replaces the old one; at most one a minute and 3 per 15 minutes (107 saying when)', async () => {
    const { user, token } = await person({ mobile: '+2348039876545' });
    await call(t, 'POST', '/api/v1/account/mobile/code', { token });
    const first = codeOf((await lastSms('+2348039876545'))!.bodyText);
    const soon = await call(t, 'POST', '/api/v1/account/mobile/code', { token });
    expect(soon.statusCode).toBe(429);
    expect(soon.body.status.code).toBe(107);
    expect(soon.body.entity.retry_in).toBeGreaterThan(55);
    expect(soon.body.entity.retry_in).toBeLessThanOrEqual(60);
    expect(soon.body.status.desc).toBe(AccountMsg.codeWait(soon.body.entity.retry_in));
    expect(soon.body.status.desc).toMatch(/^You can ask for a new code in \d+ seconds\.$/);
    await age(user.id, 45);
    const later = await call(t, 'POST', '/api/v1/account/mobile/code', { token });
    expect(later.body.entity.retry_in).toBeGreaterThan(10);
    expect(later.body.entity.retry_in).toBeLessThanOrEqual(15);
    expect((await lastSms('+2348039876545'))!.bodyText).toContain(first); // no new SMS while waiting
    await age(user.id, 16);
    const second = await call(t, 'POST', '/api/v1/account/mobile/code', { token });
    expect(second.body.entity.resend_in).toBe(60);
    const secondCode = codeOf((await lastSms('+2348039876545'))!.bodyText);
    if (first !== secondCode)
      expect((await call(t, 'PUT', '/api/v1/account/mobile/verify', { token, body: { code: first } })).body.entity.errors.code).toBe(
        AccountMsg.codeWrong,
      );
    await age(user.id, 61);
    const third = await call(t, 'POST', '/api/v1/account/mobile/code', { token });
    // The third code of the window: the next one waits until the first is 15 minutes old.
    expect(third.body.entity.resend_in).toBeGreaterThan(60);
    await age(user.id, 61);
    const limited = await call(t, 'POST', '/api/v1/account/mobile/code', { token });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.status.code).toBe(107);
    expect(limited.body.status.desc).toMatch(/^You can ask for a new code in \d+ minutes\.$/);
    expect(limited.body.entity.retry_in).toBeGreaterThan(10 * 60);
  });

  it('a request refused for waiting sends nothing and changes nothing', async () => {
    const { user, token } = await person({ mobile: '+2348039876546' });
    await call(t, 'POST', '/api/v1/account/mobile/code', { token });
    const before = await t.ctx.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    const sms = (await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, '+2348039876546'))).length;
    for (let i = 0; i < 3; i++) expect((await call(t, 'POST', '/api/v1/account/mobile/code', { token })).body.status.code).toBe(107);
    expect(await t.ctx.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id))).toEqual(before);
    expect((await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, '+2348039876546'))).length).toBe(sms);
  });

  it('needs a number on the account and a well-formed code', async () => {
    const { token } = await person({ mobile: null });
    expect((await call(t, 'POST', '/api/v1/account/mobile/code', { token })).body.entity.errors).toEqual({ mobile: AccountMsg.noMobile });
    expect((await call(t, 'PUT', '/api/v1/account/mobile/verify', { token, body: { code: '12ab56' } })).body.entity.errors).toEqual({
      code: AccountMsg.code,
    });
    expect((await call(t, 'PUT', '/api/v1/account/mobile/verify', { body: { code: '123456' } })).statusCode).toBe(401);
  });
});
