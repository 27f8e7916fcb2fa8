import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { campaignAssignments, outbox, users } from '../../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createAdmin, createUser, createVolunteer, passwordOnlyTokenFor, tokenFor } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { jpeg, pdf } from '../../media/media.fixtures.ts';
import { audit } from '../../../lib/audit.ts';
import { createNewCampaign, reload } from '../trust.factories.ts';
import { volunteerApplications } from '../trust.schema.ts';

let t: TestApp;
let adminToken: string;
let admin: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.ctx.db);
  adminToken = await tokenFor(t.ctx.db, admin.id);
});
afterAll(async () => {
  await t.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const mailsTo = async (email: string) => (await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, email))).map((m) => m.subject);

/** A user who uploaded both documents: a pending application. */
async function pendingApplicant(o: Partial<typeof users.$inferInsert> = {}) {
  const u = await createUser(t.ctx.db, {
    firstName: 'Kemi',
    lastName: 'Ade',
    email: `kemi-${Math.random().toString(36).slice(2)}@example.ng`,
    ...o,
  });
  const token = await tokenFor(t.ctx.db, u.id);
  for (const [url, bytes] of [
    ['/api/v1/volunteer/verification/nationalid?id_type=Voter%27s%20card', await jpeg()],
    ['/api/v1/volunteer/verification/electricity', pdf()],
  ] as const) {
    const body = await multipart(bytes);
    const res = await t.call('POST', url, { token, body: body.payload, headers: body.headers });
    expect(res.body.status.code).toBe(100);
  }
  const [app] = await t.ctx.db.select().from(volunteerApplications).where(eq(volunteerApplications.userId, u.id));
  return { u, app: app!, token };
}

const decide = (id: number, body: Record<string, unknown>, token = adminToken) =>
  t.call('POST', `/api/v1/admin/volunteers/${id}/decision`, { token, body });

describe('volunteer applications', () => {
  it('lists pending applications with the applicant, and serves their documents to an admin only', async () => {
    const { u, app, token } = await pendingApplicant();
    // Without a reason the queue comes without the private details (issue 28): no phone; the kind of ID names the documents.
    const bare = await t.call('GET', '/api/v1/admin/volunteers?per_page=100', { token: adminToken });
    const hidden = bare.body.entity.transactions.find((a: { id: number }) => a.id === app.id);
    expect(hidden).toMatchObject({ status: 'pending', id_type: "Voter's card", user: { _id: u.id, email: u.email, mobile: null } });
    const noViews = await t.ctx.db.execute(sql`select 1 from private_views where owner_id = ${u.id}`);
    expect(noViews.rows).toEqual([]);
    // An empty reason is refused, recording nothing.
    const empty = await t.call('GET', '/api/v1/admin/volunteers?per_page=100&reason=', { token: adminToken });
    expect(empty.body.status.code).toBe(101);
    const list = await t.call('GET', '/api/v1/admin/volunteers?per_page=100&reason=volunteer%20interviews', { token: adminToken });
    const item = list.body.entity.transactions.find((a: { id: number }) => a.id === app.id);
    const views = await t.ctx.db.execute<{ what: string; reason: string; subject: string }>(
      sql`select what, reason, subject from private_views where owner_id = ${u.id}`,
    );
    expect(views.rows).toEqual([{ what: 'identity_details', reason: 'volunteer interviews', subject: `volunteer application ${app.id}` }]);
    expect(item).toMatchObject({
      status: 'pending',
      id_type: "Voter's card",
      has_id_document: true,
      has_bill: true,
      user: {
        _id: u.id,
        email: u.email,
        state: { name: 'Lagos' },
        lga: { local_name: 'Alimosho' },
        volunteer_status: 'pending',
        is_volunteer: 0,
      },
    });
    expect(list.body.entity).toMatchObject({ current_page: 1 });

    const doc = await t.call('GET', `/api/v1/admin/volunteers/${app.id}/documents/bill?reason=interview`, { token: adminToken });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toContain('attachment');
    const notAdmin = await t.call('GET', `/api/v1/admin/volunteers/${app.id}/documents/bill`, { token });
    expect(notAdmin.body.status.code).toBe(103);
  });

  it('invites to the interview by e-mail', async () => {
    const { u, app } = await pendingApplicant();
    const res = await t.call('POST', `/api/v1/admin/volunteers/${app.id}/invite`, {
      token: adminToken,
      body: { message: 'We will call you on Tuesday at 10am.' },
    });
    expect(res.body.status.code).toBe(100);
    expect(await mailsTo(u.email)).toContain('Your Ireti volunteer interview');
    const list = await t.call('GET', '/api/v1/admin/volunteers?per_page=100', { token: adminToken });
    expect(list.body.entity.transactions.find((a: { id: number }) => a.id === app.id).interview_message).toBe(
      'We will call you on Tuesday at 10am.',
    );
  });

  it('keeps a volunteer on the state they were approved for when their profile moves (Kano → Lagos)', async () => {
    const KANO = 20;
    const LAGOS = 25;
    const { u, app, token } = await pendingApplicant({ stateId: KANO, lgaId: 390 });
    expect(
      (await decide(app.id, { decision: 'approved', interviewed_on: today(), interview_notes: 'Knows Kano well', grade: '4' })).body.status
        .code,
    ).toBe(100);
    const moved = await t.call('PUT', '/api/v1/account', {
      token,
      body: { first_name: u.firstName, last_name: u.lastName, mobile: '+2348031234567', state: LAGOS, lga: 516 },
    });
    expect(moved.body.entity).toMatchObject({ state: { name: 'Lagos' } });
    // A Lagos campaign is not theirs to vet, by assignment or by the Verify button.
    const lagosOwner = await createUser(t.ctx.db, { stateId: LAGOS, lgaId: null });
    const lagos = await createNewCampaign(t.ctx.db, lagosOwner.id);
    const lagosVetters = (await t.ctx.db.select().from(campaignAssignments).where(eq(campaignAssignments.campaignId, lagos.id))).map(
      (a) => a.volunteerId,
    );
    expect(lagosVetters).not.toContain(u.id);
    const tryVerify = await t.call('POST', '/api/v1/account/verifycampaign', { token, body: { campaign_id: lagos.publicId, status: 1 } });
    expect(tryVerify.body.status.code).toBe(103);
    // A Kano campaign still is, and the public list shows them under Kano.
    const kanoOwner = await createUser(t.ctx.db, { stateId: KANO, lgaId: null });
    const kano = await createNewCampaign(t.ctx.db, kanoOwner.id);
    const kanoVetters = (await t.ctx.db.select().from(campaignAssignments).where(eq(campaignAssignments.campaignId, kano.id))).map(
      (a) => a.volunteerId,
    );
    expect(kanoVetters).toContain(u.id);
    const listed = await t.call('GET', `/api/v1/volunteer/getvolunteers?per_page=100&state=${KANO}`);
    expect(listed.body.entity.volunteers.find((v: { _id: number }) => v._id === u.id)).toMatchObject({ state: 'Kano' });
    const lagosList = await t.call('GET', `/api/v1/volunteer/getvolunteers?per_page=100&state=${LAGOS}`);
    expect(lagosList.body.entity.volunteers.map((v: { _id: number }) => v._id)).not.toContain(u.id);
  });

  it('approves with the interview and a grade: VOLUNTEER, e-mail, and the waiting campaigns of the state', async () => {
    const state = 33;
    const owner = await createUser(t.ctx.db, { stateId: state, lgaId: null });
    const waiting = await createNewCampaign(t.ctx.db, owner.id);
    const { u, app, token } = await pendingApplicant({ stateId: state, lgaId: null });
    const res = await decide(app.id, {
      decision: 'approved',
      interviewed_on: today(),
      interview_notes: 'Lives in Ibadan, knows the area',
      grade: '4',
    });
    expect(res.body.status).toEqual({ code: 100, desc: 'Volunteer approved' });
    expect(res.body.entity).toMatchObject({ status: 'approved', assigned_campaigns: 1 });
    const after = await reload(t.ctx.db, u.id);
    expect(after).toMatchObject({ volunteerStatus: 'approved', volunteerGrade: 4 });
    expect(await mailsTo(u.email)).toContain('Welcome, you are now an Ireti volunteer');
    const [a] = await t.ctx.db.select().from(campaignAssignments).where(eq(campaignAssignments.campaignId, waiting.id));
    expect(a!.volunteerId).toBe(u.id);
    const mine = await t.call('GET', '/api/v1/volunteer/application', { token });
    expect(mine.body.entity).toMatchObject({ status: 'approved', grade: 4, can_apply: false });
    const publicList = await t.call('GET', '/api/v1/volunteer/getvolunteers?per_page=100');
    expect(publicList.body.entity.volunteers.map((v: { _id: number }) => v._id)).toContain(u.id);
    const again = await decide(app.id, { decision: 'rejected', interviewed_on: today(), interview_notes: 'x', reason: 'y' });
    expect(again.body.status).toEqual({ code: 105, desc: 'This application has already been decided' });
  });

  it('rejects with a reason the applicant is told', async () => {
    const { u, app } = await pendingApplicant();
    const res = await decide(app.id, {
      decision: 'rejected',
      interviewed_on: today(),
      interview_notes: 'Did not attend',
      reason: 'You missed the interview twice',
    });
    expect(res.body.status.code).toBe(100);
    expect((await reload(t.ctx.db, u.id)).volunteerStatus).toBe('rejected');
    const [mail] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, u.email)).orderBy(outbox.id);
    expect(mail).toBeDefined();
    const all = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, u.email));
    expect(all.find((m) => m.subject === 'Your Ireti volunteer application')!.bodyText).toContain('You missed the interview twice');
  });

  it.each([
    [{ decision: 'approved', interviewed_on: today(), interview_notes: 'ok' }, 'grade', "Grade can't be empty"],
    [{ decision: 'approved', interviewed_on: today(), interview_notes: 'ok', grade: 6 }, 'grade', 'Grade must be from 1 to 5'],
    [{ decision: 'rejected', interviewed_on: today(), interview_notes: 'ok' }, 'reason', "Reason can't be empty"],
    [
      { decision: 'approved', interviewed_on: '2026-02-30', interview_notes: 'ok', grade: 3 },
      'interviewed_on',
      'Interview date must be a date (YYYY-MM-DD)',
    ],
    [
      { decision: 'approved', interviewed_on: '2999-01-01', interview_notes: 'ok', grade: 3 },
      'interviewed_on',
      'Interview date cannot be in the future',
    ],
    [{ decision: 'approved', interviewed_on: today(), interview_notes: '', grade: 3 }, 'interview_notes', "Interview notes can't be empty"],
    [{ decision: 'maybe', interviewed_on: today(), interview_notes: 'ok', grade: 3 }, 'decision', null],
  ])('answers 101 for %j and changes nothing', async (body, field, message) => {
    const { u, app } = await pendingApplicant();
    const res = await decide(app.id, body);
    expect(res.body.status.code).toBe(101);
    if (message) expect(res.body.entity.errors[field]).toBe(message);
    else expect(res.body.entity.errors[field]).toBeTruthy();
    expect((await reload(t.ctx.db, u.id)).volunteerStatus).toBe('pending');
  });

  it('refuses a decision on an incomplete application (105) and an unknown one (104)', async () => {
    const u = await createUser(t.ctx.db);
    const body = await multipart(await jpeg());
    await t.call('POST', '/api/v1/volunteer/verification/nationalid?id_type=Student%20ID', {
      token: await tokenFor(t.ctx.db, u.id),
      body: body.payload,
      headers: body.headers,
    });
    const [draft] = await t.ctx.db.select().from(volunteerApplications).where(eq(volunteerApplications.userId, u.id));
    const res = await decide(draft!.id, { decision: 'approved', interviewed_on: today(), interview_notes: 'ok', grade: 3 });
    expect(res.body.status).toEqual({ code: 105, desc: 'This application is still missing a document' });
    expect(
      (await decide(99999999, { decision: 'approved', interviewed_on: today(), interview_notes: 'ok', grade: 3 })).body.status.code,
    ).toBe(104);
  });

  it('revokes a volunteer: their unverified assignments go to another volunteer', async () => {
    const state = 34;
    const a = await createVolunteer(t.ctx.db, { stateId: state, lgaId: null });
    const owner = await createUser(t.ctx.db, { stateId: state, lgaId: null });
    const c = await createNewCampaign(t.ctx.db, owner.id);
    const b = await createVolunteer(t.ctx.db, { stateId: state, lgaId: null });
    const res = await t.call('POST', `/api/v1/admin/volunteers/users/${a.id}/revoke`, {
      token: adminToken,
      body: { reason: 'Asked campaigners for money' },
    });
    expect(res.body.status.code).toBe(100);
    expect(await reload(t.ctx.db, a.id)).toMatchObject({ volunteerStatus: 'none', volunteerGrade: null });
    const assigned = (await t.ctx.db.select().from(campaignAssignments).where(eq(campaignAssignments.campaignId, c.id))).map(
      (x) => x.volunteerId,
    );
    expect(assigned).toEqual([b.id]);
    expect(
      (await t.call('POST', `/api/v1/admin/volunteers/users/${a.id}/revoke`, { token: adminToken, body: { reason: 'x' } })).body.status
        .code,
    ).toBe(105);
  });

  it('assigns a volunteer by hand to a campaign waiting without one', async () => {
    const owner = await createUser(t.ctx.db, { stateId: 35, lgaId: null });
    const c = await createNewCampaign(t.ctx.db, owner.id);
    const v = await createVolunteer(t.ctx.db, { stateId: 36, lgaId: null });
    const res = await t.call('POST', `/api/v1/admin/campaigns/${c.id}/assign`, { token: adminToken, body: { volunteer_id: v.id } });
    expect(res.body.status.code).toBe(100);
    const twice = await t.call('POST', `/api/v1/admin/campaigns/${c.id}/assign`, { token: adminToken, body: { volunteer_id: v.id } });
    expect(twice.body.status.code).toBe(105);
    const notVolunteer = await t.call('POST', `/api/v1/admin/campaigns/${c.id}/assign`, {
      token: adminToken,
      body: { volunteer_id: owner.id },
    });
    expect(notVolunteer.body.entity.errors.volunteer_id).toBe('Choose an approved volunteer');
    const queue = await t.call('GET', '/api/v1/admin/campaigns?per_page=100', { token: adminToken });
    const item = queue.body.entity.transactions.find((x: { _id: number }) => x._id === c.id);
    // The campaign's own state, which the assign dialog offers volunteers from (issue 14).
    expect(item.state).toBe('Taraba');
    expect(item.volunteers).toEqual([
      { _id: v.id, first_name: 'Tunde', last_name: 'Bello', state: 'Yobe', verified: false, recommended: false },
    ]);
  });
});

describe('identity and organisation verification', () => {
  async function submitted(o: Partial<typeof users.$inferInsert> = {}) {
    const stored = await t.ctx.media.saveDocument(pdf(), { folder: 'verification' });
    return createUser(t.ctx.db, {
      identityStatus: 'submitted',
      facebook: 'https://facebook.com/chidi',
      twitter: '@chidi',
      instagram: '@chidi.ig',
      userRef: { first_name: 'Ngozi', last_name: 'Eze', email: 'ngozi@example.ng', mobile: '+2348011111111' },
      relevantDoc: stored.key,
      ...o,
    });
  }

  it('lists submissions with their documents, which only an admin can fetch', async () => {
    const u = await submitted();
    // The queue without a reason: who and what was sent, not the reference person or phones.
    const bare = await t.call('GET', '/api/v1/admin/identity?per_page=100', { token: adminToken });
    const hidden = bare.body.entity.transactions.find((x: { user: { _id: number } }) => x.user._id === u.id);
    expect(hidden.user).toMatchObject({ _id: u.id, facebook: 'https://facebook.com/chidi', user_ref: null, mobile: null });
    expect(JSON.stringify(hidden)).not.toContain('ngozi@example.ng');
    // A session without a proven second factor may read the queue, never its private details.
    const weak = await passwordOnlyTokenFor(t.ctx.db, admin.id);
    expect((await t.call('GET', '/api/v1/admin/identity?per_page=100', { token: weak })).body.status.code).toBe(100);
    expect((await t.call('GET', '/api/v1/admin/identity?per_page=100&reason=identity%20review', { token: weak })).body.status.code).toBe(
      103,
    );
    const list = await t.call('GET', '/api/v1/admin/identity?per_page=100&reason=identity%20review', { token: adminToken });
    const item = list.body.entity.transactions.find((x: { user: { _id: number } }) => x.user._id === u.id);
    const log = await t.call('GET', '/api/v1/account/access-log', { token: await tokenFor(t.ctx.db, u.id) });
    expect(log.body.entity.views).toEqual([
      expect.objectContaining({ what: 'identity_details', reason: 'identity review', viewer_role: 'admin' }),
    ]);
    expect(item).toMatchObject({
      identity_status: 'submitted',
      user: {
        facebook: 'https://facebook.com/chidi',
        user_ref: { first_name: 'Ngozi' },
        relevant_doc: `/api/v1/account/verification/file/${u.id}`,
      },
      documents: [{ label: 'Identification document', kind: 'relevant_doc' }],
    });
    expect(JSON.stringify(item)).not.toContain('private/');
    const doc = await t.call('GET', `/api/v1/admin/identity/${u.id}/documents/relevant_doc?reason=identity%20review`, {
      token: adminToken,
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    const self = await t.call('GET', `/api/v1/admin/identity/${u.id}/documents/relevant_doc`, { token: await tokenFor(t.ctx.db, u.id) });
    expect(self.body.status.code).toBe(103);
    expect(
      (await t.call('GET', `/api/v1/admin/identity/${u.id}/documents/feature_1?reason=identity%20review`, { token: adminToken })).body
        .status.code,
    ).toBe(104);
  });

  it('approves: VERIFIED, the user told; a second decision is 105', async () => {
    const u = await submitted();
    const res = await t.call('POST', `/api/v1/admin/identity/${u.id}/decision`, { token: adminToken, body: { decision: 'approved' } });
    expect(res.body.status).toEqual({ code: 100, desc: 'Verification approved' });
    expect((await reload(t.ctx.db, u.id)).identityStatus).toBe('approved');
    expect(await mailsTo(u.email)).toContain('Your account is verified');
    const again = await t.call('POST', `/api/v1/admin/identity/${u.id}/decision`, {
      token: adminToken,
      body: { decision: 'rejected', reason: 'x' },
    });
    expect(again.body.status).toEqual({ code: 105, desc: 'There is no identity information waiting for a decision' });
  });

  it('approves an organisation: it joins the verified organisations', async () => {
    const org = await submitted({
      isOrganization: true,
      organizationName: 'Zaria Youth Trust',
      category: 'Community',
      firstName: '',
      lastName: '',
    });
    expect((await t.call('GET', `/api/v1/organizations/${org.id}`)).body.status.code).toBe(104);
    await t.call('POST', `/api/v1/admin/identity/${org.id}/decision`, { token: adminToken, body: { decision: 'approved' } });
    expect((await t.call('GET', `/api/v1/organizations/${org.id}`)).body.entity.organization_name).toBe('Zaria Youth Trust');
    expect(await mailsTo(org.email)).toContain('Your organisation is verified');
  });

  it('rejects with a reason, kept and e-mailed; no reason is 101', async () => {
    const u = await submitted();
    const none = await t.call('POST', `/api/v1/admin/identity/${u.id}/decision`, { token: adminToken, body: { decision: 'rejected' } });
    expect(none.body.entity.errors.reason).toBe("Reason can't be empty");
    expect((await reload(t.ctx.db, u.id)).identityStatus).toBe('submitted');
    const res = await t.call('POST', `/api/v1/admin/identity/${u.id}/decision`, {
      token: adminToken,
      body: { decision: 'rejected', reason: 'The ID picture is unreadable' },
    });
    expect(res.body.status.code).toBe(100);
    expect(await reload(t.ctx.db, u.id)).toMatchObject({ identityStatus: 'rejected', identityNote: 'The ID picture is unreadable' });
    expect(await mailsTo(u.email)).toContain('We could not verify your account');
  });
});

describe('overview and audit log', () => {
  it('counts the queues and pages the audit log, newest first, filtered by action', async () => {
    const { app } = await pendingApplicant();
    const over = await t.call('GET', '/api/v1/admin/overview', { token: adminToken });
    expect(over.body.entity.volunteer_applications).toBeGreaterThanOrEqual(1);
    await decide(app.id, { decision: 'approved', interviewed_on: today(), interview_notes: 'Fine', grade: 5 });
    const log = await t.call('GET', '/api/v1/admin/audit?action=volunteer.approved&per_page=5', { token: adminToken });
    expect(log.body.entity.transactions[0]).toMatchObject({
      action: 'volunteer.approved',
      subject_type: 'user',
      actor: { name: 'Ife Admin' },
    });
    expect(log.body.entity.transactions[0].data).toMatchObject({ application_id: app.id, grade: 5 });
    const all = await t.call('GET', '/api/v1/admin/audit?per_page=2&page=2', { token: adminToken });
    expect(all.body.entity).toMatchObject({ current_page: 2 });
    expect(all.body.entity.transactions).toHaveLength(2);
    expect(all.body.entity.total_records).toBeGreaterThan(4);
    expect((await t.call('GET', '/api/v1/admin/audit?page=0', { token: adminToken })).body.status.code).toBe(101);
  });

  it("names each entry's subject: a campaign's title and public id, a report's campaign, a person's name", async () => {
    const owner = await createUser(t.ctx.db, { firstName: 'Ada', lastName: 'Okafor' });
    const c = await createNewCampaign(t.ctx.db, owner.id, { title: 'Dialysis for Uncle Obinna' });
    const goal = { changed: ['goalKobo'], goal_kobo: { from: 150_000_000, to: 180_000_000 } };
    await audit(t.ctx.db, { actorId: owner.id, action: 'zz.subject.campaign', subjectType: 'campaign', subjectId: c.id, data: goal });
    await audit(t.ctx.db, {
      actorId: null,
      action: 'zz.subject.report',
      subjectType: 'report',
      subjectId: 99,
      data: { campaign_id: c.id },
    });
    await audit(t.ctx.db, { actorId: null, action: 'zz.subject.user', subjectType: 'user', subjectId: owner.id });
    await audit(t.ctx.db, { actorId: null, action: 'zz.subject.gone', subjectType: 'campaign', subjectId: 987654321 });
    await audit(t.ctx.db, { actorId: null, action: 'zz.subject.media', subjectType: 'media', subjectId: 'a/b.png' });
    const log = await t.call('GET', '/api/v1/admin/audit?action=zz.subject.&per_page=10', { token: adminToken });
    const by = Object.fromEntries(
      (log.body.entity.transactions as { action: string }[]).map((e) => [e.action.replace('zz.subject.', ''), e]),
    );
    expect(by.campaign).toMatchObject({
      actor: { name: 'Ada Okafor' },
      subject_name: 'Dialysis for Uncle Obinna',
      campaign_id: c.publicId,
      data: goal,
    });
    expect(by.report).toMatchObject({ actor: null, subject_name: 'Dialysis for Uncle Obinna', campaign_id: c.publicId });
    expect(by.user).toMatchObject({ subject_name: 'Ada Okafor', campaign_id: null });
    expect(by.gone).toMatchObject({ subject_name: null, campaign_id: null });
    expect(by.media).toMatchObject({ subject_name: null, campaign_id: null });
  });
});
