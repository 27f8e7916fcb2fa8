import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, outbox } from '../../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOrganization, createUser, createVolunteer, tokenFor } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { gif, jpeg, pdf, png } from '../../media/media.fixtures.ts';
import { reload } from '../trust.factories.ts';
import { volunteerApplications } from '../trust.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ID = '/api/v1/volunteer/verification/nationalid?id_type=National%20ID';
const BILL = '/api/v1/volunteer/verification/electricity';

async function upload(url: string, token: string | undefined, bytes: Buffer | string, filename?: string) {
  const body = await multipart(bytes, { filename });
  return t.call('POST', url, { body: body.payload, headers: body.headers, token });
}

async function applicant() {
  const u = await createUser(t.ctx.db, { firstName: 'Bisi', email: `bisi-${Math.random().toString(36).slice(2)}@example.ng` });
  return { u, token: await tokenFor(t.ctx.db, u.id) };
}

const applicationsOf = (userId: number) => t.ctx.db.select().from(volunteerApplications).where(eq(volunteerApplications.userId, userId));

describe('volunteer documents', () => {
  it('submits the application once both documents are in, privately stored, and e-mails the applicant', async () => {
    const { u, token } = await applicant();
    const first = await upload(ID, token, await jpeg(), 'id.jpg');
    expect(first.statusCode).toBe(200);
    expect(first.body.status).toEqual({ code: 100, desc: 'Your identity document was saved' });
    expect(first.body.entity).toMatchObject({
      status: 'draft',
      id_type: 'National ID',
      has_id_document: true,
      has_bill: false,
      can_apply: true,
    });
    expect((await reload(t.ctx.db, u.id)).volunteerStatus).toBe('none');

    const second = await upload(BILL, token, pdf(), 'bill.pdf');
    expect(second.body.status.code).toBe(100);
    expect(second.body.entity).toMatchObject({ status: 'pending', has_id_document: true, has_bill: true });
    expect(second.body.entity.submitted_at).toBeTruthy();
    expect((await reload(t.ctx.db, u.id)).volunteerStatus).toBe('pending');

    const [app] = await applicationsOf(u.id);
    expect(app!.idDocumentKey).toMatch(/^private\/volunteers\/[a-z0-9]+\.jpg$/);
    expect(app!.billDocumentKey).toMatch(/^private\/volunteers\/[a-z0-9]+\.pdf$/);
    expect(t.ctx.media.publicUrl(app!.idDocumentKey)).toBeNull();

    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, u.email));
    expect(mails.map((m) => m.subject)).toEqual(['We received your volunteer application']);

    const mine = await t.call('GET', '/api/v1/volunteer/application', { token });
    expect(mine.body.entity).toMatchObject({ status: 'pending', has_bill: true, has_id_document: true });
  });

  it('lets the owner, and nobody else, fetch the documents, never through a public URL', async () => {
    const { u, token } = await applicant();
    await upload(ID, token, await png(), 'id.png');
    const own = await t.call('GET', '/api/v1/volunteer/application/documents/id', { token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');

    const [app] = await applicationsOf(u.id);
    const media = await t.call('GET', `/media/${app!.idDocumentKey}`);
    expect(media.statusCode).toBe(404);
    const publicPath = await t.call('GET', `/media/${app!.idDocumentKey!.replace(/^private\//, '')}`);
    expect(publicPath.statusCode).toBe(404);

    const other = await applicant();
    const theirs = await t.call('GET', '/api/v1/volunteer/application/documents/id', { token: other.token });
    expect(theirs.body.status.code).toBe(104);
    expect((await t.call('GET', '/api/v1/volunteer/application/documents/bill', { token })).body.status.code).toBe(104);
    expect((await t.call('GET', '/api/v1/volunteer/application/documents/id')).statusCode).toBe(401);
  });

  it('replaces a document while the application waits, and deletes the old file', async () => {
    const { u, token } = await applicant();
    await upload(ID, token, await jpeg(), 'a.jpg');
    await upload(BILL, token, pdf(), 'b.pdf');
    const [before] = await applicationsOf(u.id);
    const again = await upload('/api/v1/volunteer/verification/nationalid?id_type=International%20passport', token, await png(), 'c.png');
    expect(again.body.entity).toMatchObject({ status: 'pending', id_type: 'International passport' });
    const rows = await applicationsOf(u.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idDocumentKey).not.toBe(before!.idDocumentKey);
    expect(await t.ctx.media.read(before!.idDocumentKey!)).toBeNull();
    expect(await t.ctx.media.read(rows[0]!.idDocumentKey!)).not.toBeNull();
  });

  it.each([
    ['a GIF (not an image type we take)', async () => gif(), 'x.gif', 'Only images (PNG, JPEG, WebP) or PDF documents are accepted'],
    [
      'a text file named .jpg',
      async () => Buffer.from('hello, this is not a picture at all'),
      'x.jpg',
      'Only images (PNG, JPEG, WebP) or PDF documents are accepted',
    ],
    [
      'a base64 image inside the file',
      async () => Buffer.from((await png()).toString('base64')),
      'x.txt',
      'Base64 images are not accepted; upload the file itself',
    ],
    ['an empty file', async () => Buffer.alloc(0), 'x.jpg', null],
  ])('refuses %s with 108 and changes nothing', async (_name, make, filename, message) => {
    const { u, token } = await applicant();
    const res = await upload(ID, token, await make(), filename);
    expect(res.body.status.code).toBe(108);
    if (message) expect(res.body.status.desc).toBe(message);
    expect(await applicationsOf(u.id)).toHaveLength(0);
  });

  it('refuses a base64 text field and a JSON body', async () => {
    const { u, token } = await applicant();
    const b64 = `data:image/png;base64,${(await png()).toString('base64')}`;
    const field = await upload(ID, token, b64);
    expect(field.body.status).toEqual({ code: 108, desc: 'Base64 images are not accepted; upload the file itself' });
    const json = await t.call('POST', BILL, { token, body: { file: b64 } });
    expect(json.body.status.code).toBe(108);
    expect(await applicationsOf(u.id)).toHaveLength(0);
  });

  it('refuses a file over 10 MB with 108 and HTTP 413', async () => {
    const { u, token } = await applicant();
    const big = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const res = await upload(BILL, token, big, 'big.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.body.status.code).toBe(108);
    expect(await applicationsOf(u.id)).toHaveLength(0);
  });

  it('requires one of the accepted ID types', async () => {
    const { u, token } = await applicant();
    const none = await upload('/api/v1/volunteer/verification/nationalid', token, await jpeg());
    expect(none.body.status.code).toBe(101);
    expect(none.body.entity.errors.id_type).toBe("ID type can't be empty");
    const wrong = await upload('/api/v1/volunteer/verification/nationalid?id_type=Library%20card', token, await jpeg());
    expect(wrong.body.status.code).toBe(101);
    expect(await applicationsOf(u.id)).toHaveLength(0);
  });

  it('ignores query fields the upload does not take (decision 008): nobody approves themselves', async () => {
    const { u, token } = await applicant();
    const extra = '&status=approved&volunteer_status=approved&is_volunteer=5&grade=5&role=admin';
    const id = await upload(`${ID}${extra}`, token, await jpeg(), 'id.jpg');
    expect(id.body.status.code).toBe(100);
    expect(id.body.entity).toMatchObject({ status: 'draft', id_type: 'National ID', grade: null });
    const bill = await upload(`${BILL}?${extra.slice(1)}`, token, pdf(), 'bill.pdf');
    expect(bill.body.entity).toMatchObject({ status: 'pending', grade: null });
    const me = await reload(t.ctx.db, u.id);
    expect(me).toMatchObject({ volunteerStatus: 'pending', volunteerGrade: null, role: 'user' });
    const [app] = await applicationsOf(u.id);
    expect(app).toMatchObject({ status: 'pending', grade: null });
  });

  it('answers 102 signed out, 103 to an organisation, 105 to an approved volunteer', async () => {
    expect((await upload(ID, undefined, await jpeg())).body.status.code).toBe(102);
    const org = await createOrganization(t.ctx.db);
    const orgRes = await upload(ID, await tokenFor(t.ctx.db, org.id), await jpeg());
    expect(orgRes.statusCode).toBe(403);
    expect(orgRes.body.status.code).toBe(103);
    const vol = await createVolunteer(t.ctx.db);
    const volRes = await upload(BILL, await tokenFor(t.ctx.db, vol.id), pdf());
    expect(volRes.body.status).toEqual({ code: 105, desc: 'You are already a volunteer' });
  });

  it('lets a rejected applicant apply again with a new application', async () => {
    const { u, token } = await applicant();
    await upload(ID, token, await jpeg());
    await upload(BILL, token, pdf());
    await t.ctx.db
      .update(volunteerApplications)
      .set({ status: 'rejected', decisionReason: 'Blurred ID' })
      .where(eq(volunteerApplications.userId, u.id));
    const mine = await t.call('GET', '/api/v1/volunteer/application', { token });
    expect(mine.body.entity).toMatchObject({ status: 'rejected', decision_reason: 'Blurred ID', can_apply: true });
    const again = await upload(ID, token, await jpeg());
    expect(again.body.entity.status).toBe('draft');
    expect(await applicationsOf(u.id)).toHaveLength(2);
  });

  it('audits each upload', async () => {
    const { u, token } = await applicant();
    await upload(ID, token, await jpeg());
    const rows = await t.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, u.id));
    expect(rows.map((r) => r.action)).toContain('volunteer.document.id');
  });
});

describe('GET /volunteer/getvolunteers', () => {
  it('lists approved volunteers only, publicly, with name, picture and grade', async () => {
    const v = await createVolunteer(t.ctx.db, { firstName: 'Zainab', lastName: 'Musa', stateId: 20, lgaId: null, volunteerGrade: 5 });
    const pending = await createUser(t.ctx.db, { firstName: 'Pending', volunteerStatus: 'pending' });
    const res = await t.call('GET', '/api/v1/volunteer/getvolunteers?per_page=100');
    expect(res.statusCode).toBe(200);
    const ids = res.body.entity.volunteers.map((x: { _id: number }) => x._id);
    expect(ids).toContain(v.id);
    expect(ids).not.toContain(pending.id);
    const item = res.body.entity.volunteers.find((x: { _id: number }) => x._id === v.id);
    expect(item).toEqual({
      _id: v.id,
      first_name: 'Zainab',
      last_name: 'Musa',
      image_url: null,
      grade: 5,
      state: 'Kano',
      verified_count: 0,
    });
    expect(Object.keys(item)).not.toContain('email');
    const kano = await t.call('GET', '/api/v1/volunteer/getvolunteers?state=20');
    expect(kano.body.entity.volunteers.every((x: { state: string }) => x.state === 'Kano')).toBe(true);
  });

  it('answers 101 for a bad page', async () => {
    expect((await t.call('GET', '/api/v1/volunteer/getvolunteers?page=-1')).body.status.code).toBe(101);
    expect((await t.call('GET', '/api/v1/volunteer/getvolunteers?per_page=1000')).body.status.code).toBe(101);
  });
});
