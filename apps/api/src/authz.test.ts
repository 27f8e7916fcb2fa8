/**
 * The authorisation matrix (docs/decisions/053-authorization-matrix.md): every route of the API ×
 * signed out, owner, other user, volunteer, organisation and admin, with the answer each must get.
 *
 * The routes are read from the running app (its route tree), so a route added without a row here
 * fails the test. Each row builds a valid request against a fresh world of fixtures, so the answer
 * shows who may do what, not whether the input was valid: 102 signed out, 103 (or 104 where
 * existence itself is private) for the wrong person, and the real answer for the right one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rewards, type CampaignRow, type UserRow } from './db/schema.ts';
import { buildTestApp, type TestApp } from './test/build-app.ts';
import {
  createAdmin,
  createCampaign,
  createOrganization,
  createUser,
  createVolunteer,
  DEFAULT_PASSWORD,
  passwordOnlyTokenFor,
  tokenFor,
} from './test/factories.ts';
import { multipart } from './test/multipart.ts';
import { pdf, png } from './modules/media/media.fixtures.ts';
import { campaignReports, campaignSuspensions, volunteerApplications } from './modules/trust/trust.schema.ts';
import { secondFactors } from './modules/accounts/accounts.schema.ts';
import { validCampaign } from './modules/campaigns/campaigns.fixtures.ts';
import { individualBody, organizationBody } from './modules/accounts/accounts.fixtures.ts';
import { assignForTest } from './modules/trust/trust.factories.ts';

const PERSONAS = ['signedOut', 'owner', 'other', 'volunteer', 'organisation', 'admin'] as const;
type Persona = (typeof PERSONAS)[number];
/** A reply code, or a private file sent as is (HTTP 200, not JSON), or a redirect. */
type Want = number | 'file' | 'redirect';
type Row = [signedOut: Want, owner: Want, other: Want, volunteer: Want, organisation: Want, admin: Want];

interface World {
  owner: UserRow;
  other: UserRow;
  volunteer: UserRow;
  spareVolunteer: UserRow;
  organisation: UserRow;
  admin: UserRow;
  /** The owner's campaign awaiting verification (submitted, with its feature image), assigned to the volunteer. */
  awaiting: CampaignRow;
  /** The owner's live, reward-based campaign with one reward and one open report. */
  live: CampaignRow;
  rewardId: number;
  /** The owner's live campaign with a paid donation holding a unit of its reward, to send. */
  backed: CampaignRow;
  backerDonationId: number;
  reportId: number;
  /** The owner's campaign closed for donations. */
  closing: CampaignRow;
  /** The owner's suspended live campaign. */
  suspended: CampaignRow;
  /** The owner's pending volunteer application (real private documents). */
  applicationId: number;
  /** The owner's monthly donation to the live campaign (its public id). */
  subscriptionId: string;
}

interface Req {
  url: string;
  body?: unknown;
  file?: { bytes: Buffer; name: string };
}
type Build = (w: World, as: Persona) => Req | Promise<Req>;

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
  app = t.app;
});
afterAll(async () => {
  await t.close();
});

const unique = () => randomBytes(4).toString('hex');
/** An address none of the file's thousands of people has: two owners' 4 random bytes once met in a CI run. */
const address = (who: string) => `${who}-${randomBytes(8).toString('hex')}@example.ng`;
let ip = 1;
const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;

async function makeWorld(): Promise<World> {
  const { db, media } = t.ctx;
  const doc = async (folder: string) => (await media.saveDocument(pdf(), { folder })).key;
  const owner = await createUser(db, {
    firstName: 'Olu',
    email: address('owner'),
    identityStatus: 'submitted',
    volunteerStatus: 'pending',
    relevantDoc: await doc('identity'),
    idType: 'National ID',
    facebook: 'https://www.facebook.com/olu',
    twitter: 'https://x.com/olu',
    instagram: 'https://www.instagram.com/olu',
    userRef: { first_name: 'Ngozi', last_name: 'Eze', email: 'ngozi@example.ng', mobile: '+2348051234567' },
  });
  const other = await createUser(db, { firstName: 'Other', email: address('other') });
  const volunteer = await createVolunteer(db, { email: address('vol'), stateId: 25 });
  const spareVolunteer = await createVolunteer(db, { email: address('spare'), stateId: 20, lgaId: null });
  const organisation = await createOrganization(db, { email: address('org') });
  const admin = await createAdmin(db, { email: address('admin') });
  // Submitted with its feature image, as the wizard leaves it (a draft is covered by campaigns/drafts.test.ts).
  const awaiting = await createCampaign(db, owner.id, { status: 0, imageKey: 'campaigns/feature123456.jpg', submittedAt: new Date() });
  await assignForTest(db, { campaignId: awaiting.id, volunteerId: volunteer.id });
  const live = await createCampaign(db, owner.id, { status: 1, type: 'Reward based', verifiedAt: new Date() });
  const [reward] = await db
    .insert(rewards)
    .values({ campaignId: live.id, donationKobo: 500_000, rewardType: 'Non-material', reward: 'A thank-you call' })
    .returning();
  const backed = await createCampaign(db, owner.id, { status: 1, type: 'Reward based', verifiedAt: new Date() });
  const [backer] = (
    await db.execute<{ id: string }>(sql`
      with d as (
        insert into donations (reference, campaign_id, email, amount_kobo, status, provider, paid_at, comment)
        values (${`IRT-AUTHZ${unique()}`}, ${backed.id}, 'backer@example.ng', 500000, 'paid', 'sandbox', now(), 'Well done') returning id
      )
      insert into donation_rewards (donation_id, reward_id, reward, reward_type, reward_kobo, status)
      select d.id, ${reward!.id}, 'A thank-you call', 'Non-material', 500000, 'to_send' from d returning donation_id as id`)
  ).rows;
  const [report] = await db
    .insert(campaignReports)
    .values({ campaignId: live.id, reporterId: other.id, message: 'These pictures are not theirs.' })
    .returning();
  const closing = await createCampaign(db, owner.id, { status: 3, verifiedAt: new Date(), donationsClosedAt: new Date() });
  const subscriptionId = `authz${unique()}`;
  await db.execute(sql`
    insert into subscriptions (public_id, campaign_id, user_id, email, amount_kobo, provider, plan_code, first_reference, day_of_month, status)
    values (${subscriptionId}, ${live.id}, ${owner.id}, ${owner.email}, 100000, 'paystack', ${`PLN_${unique()}`}, ${`IRT-AUTHZSUB${unique()}`}, 5, 'active')`);
  const suspended = await createCampaign(db, owner.id, { status: 1, suspendedAt: new Date() });
  await db.insert(campaignSuspensions).values({ campaignId: suspended.id, reason: 'Under review', suspendedBy: admin.id });
  const [application] = await db
    .insert(volunteerApplications)
    .values({
      userId: owner.id,
      status: 'pending',
      idType: 'National ID',
      idDocumentKey: await doc('volunteers'),
      billDocumentKey: await doc('volunteers'),
      submittedAt: new Date(),
    })
    .returning();
  return {
    owner,
    other,
    volunteer,
    spareVolunteer,
    organisation,
    admin,
    awaiting,
    live,
    rewardId: reward!.id,
    backed,
    backerDonationId: Number(backer!.id),
    reportId: report!.id,
    closing,
    suspended,
    applicationId: application!.id,
    subscriptionId,
  };
}

/** An update of the owner's live campaign, written straight to its table. */
async function anUpdate(w: World) {
  const r = await t.ctx.db.execute<{ id: string }>(
    sql`insert into campaign_updates (campaign_id, author_id, body_html) values (${w.live.id}, ${w.owner.id}, '<p>News</p>') returning id`,
  );
  return Number(r.rows[0]!.id);
}
/** The unsubscribe token of an update e-mail to a donor of the live campaign. */
async function aMailToken(w: World) {
  const token = randomBytes(24).toString('base64url');
  await t.ctx.db.execute(sql`
    insert into update_mails (update_id, campaign_id, email, token_hash)
    values (${await anUpdate(w)}, ${w.live.id}, ${address('donor')}, decode(${createHash('sha256').update(token).digest('hex')}, 'hex'))`);
  return token;
}

/** A supporter page of the other user on the owner's live campaign (decision 094); the same one if asked again. */
async function aSupporterPage(w: World) {
  const r = await t.ctx.db.execute<{ public_id: string }>(sql`
    insert into supporter_pages (public_id, campaign_id, user_id, words, target_kobo)
    values (${`page${unique()}`}, ${w.live.id}, ${w.other.id}, 'Running for this', 500000)
    on conflict (campaign_id, user_id) do update set words = excluded.words returning public_id`);
  return r.rows[0]!.public_id;
}

/** A paid payout of one of the owner's campaigns (the awaiting one: its volunteer is the world's), written straight to its table. */
async function aPaidPayout(w: World) {
  const [had] = (await t.ctx.db.execute<{ id: string }>(sql`select id from payouts where campaign_id = ${w.awaiting.id}`)).rows;
  if (had) return Number(had.id);
  const r = await t.ctx.db.execute<{ id: string }>(sql`
    insert into payouts (reference, campaign_id, owner_id, raised_kobo, commission_kobo, amount_kobo, bank_code, bank_name,
      account_number, account_name, status, paid_at)
    values (${`IRT-PO-AUTHZ${unique()}`}, ${w.awaiting.id}, ${w.owner.id}, 200000, 10000, 190000, '058', 'Guaranty Trust Bank',
      '0123456789', 'DEMO ACCOUNT 6789', 'paid', now()) returning id`);
  return Number(r.rows[0]!.id);
}
/** A spending report of that payout, with one receipt (a real private PDF). */
async function aReport(w: World) {
  const payoutId = await aPaidPayout(w);
  const r = await t.ctx.db.execute<{ id: string }>(sql`
    insert into spending_reports (payout_id, campaign_id, author_id, note, items, total_kobo)
    values (${payoutId}, ${w.awaiting.id}, ${w.owner.id}, 'Drugs', '[{"what":"Drugs","amount_kobo":100000}]'::jsonb, 100000) returning id`);
  const reportId = Number(r.rows[0]!.id);
  const key = (await t.ctx.media.saveDocument(pdf(), { folder: 'receipts' })).key;
  const x = await t.ctx.db.execute<{ id: string }>(
    sql`insert into spending_receipts (report_id, object_key) values (${reportId}, ${key}) returning id`,
  );
  return { reportId, receiptId: Number(x.rows[0]!.id) };
}
/** The awaiting campaign names a hospital, not yet confirmed. */
async function aBeneficiary(w: World) {
  await t.ctx.db.execute(sql`
    insert into campaign_beneficiaries (campaign_id, name, bank_code, bank_name, account_number, account_name, set_by)
    values (${w.awaiting.id}, 'Lagos University Teaching Hospital', '058', 'Guaranty Trust Bank', '0000001234', 'DEMO ACCOUNT 1234', ${w.owner.id})`);
  return w.awaiting.publicId;
}

const userOf = (w: World, as: Persona): UserRow | null => (as === 'signedOut' ? null : w[as]);

async function call(method: string, req: Req, user: UserRow | null, o: { passwordOnly?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (user) headers.authorization = `Bearer ${await (o.passwordOnly ? passwordOnlyTokenFor : tokenFor)(t.ctx.db, user.id)}`;
  let payload: string | Buffer | undefined;
  if (req.file) {
    const m = await multipart(req.file.bytes, { filename: req.file.name });
    payload = m.payload;
    Object.assign(headers, m.headers);
  } else if (req.body !== undefined) {
    payload = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  const res = await app.inject({ method: method as 'GET', url: req.url, headers, payload, remoteAddress: nextIp() });
  if (res.statusCode >= 300 && res.statusCode < 400) return 'redirect';
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return res.statusCode === 200 ? 'file' : `HTTP ${res.statusCode} ${type}`;
  const body = res.json();
  if (body?.status?.code === undefined) return `HTTP ${res.statusCode} without envelope`;
  // /api/v2 answers everything with HTTP 200 (decision 084)
  if (req.url.startsWith('/api/v2/')) return res.statusCode === 200 ? (body.status.code as number) : `HTTP ${res.statusCode} on /api/v2`;
  // A 102 must come with HTTP 401 (docs/design.md §3), a 103 with 403.
  if (body.status.code === 102 && res.statusCode !== 401) return `102 with HTTP ${res.statusCode}`;
  if (body.status.code === 103 && res.statusCode !== 403) return `103 with HTTP ${res.statusCode}`;
  return body.status.code as number;
}

// ——— shorthands for the common rows ———
const all = (code: Want): Row => [code, code, code, code, code, code];
/** Any signed-in person: `code`; signed out: 102. */
const signedIn = (code: Want = 100): Row => [102, code, code, code, code, code];
/** Admins only. */
const adminOnly = (code: Want = 100): Row => [102, 103, 103, 103, 103, code];
/** The owner of the world's resources only; everyone else `denied`. */
const ownerOnly = (code: Want = 100, denied: Want = 103): Row => [102, code, denied, denied, denied, denied];

const png1 = async () => ({ bytes: await png(), name: 'photo.png' });
const pdf1 = () => ({ bytes: pdf(), name: 'doc.pdf' });
const orgProfile = {
  organization_name: 'Hope Foundation',
  organization_type: 'Non-Profit',
  category: 'Nonprofit',
  organization_mobile: '08012345678',
  secondary_mobile: '08012345679',
  organization_address: '12 Allen Avenue, Ikeja',
  state: 25,
  lga: 508,
};
const personProfile = { first_name: 'Ada', last_name: 'Obi', mobile: '+2348012345678', state: 25, lga: 508 };
const verification = {
  facebook: 'https://www.facebook.com/ada',
  twitter: 'https://x.com/ada',
  instagram: 'https://www.instagram.com/ada',
  id_type: 'National ID',
  user_ref: { first_name: 'Ngozi', last_name: 'Eze', mobile: '+2348051234567', email: 'ngozi@example.ng' },
};
const donor = {
  firstname: 'Bisi',
  lastname: 'Ade',
  email: 'bisi@example.ng',
  amount: 5000,
  mobile: '+2348012345678',
  comment: 'Get well soon',
};

/**
 * The matrix. Columns: signed out, owner, other user, volunteer, organisation, admin. The owner is
 * the individual who owns the world's campaigns, application and identity submission; the
 * volunteer is assigned to the awaiting campaign.
 */
const matrix: Record<string, [Build, Row]> = {
  // ——— reference data, help, development ———
  'GET /api/v1/misc/states': [() => ({ url: '/api/v1/misc/states' }), all(100)],
  'GET /api/v1/misc/lga/:stateId': [() => ({ url: '/api/v1/misc/lga/25' }), all(100)],
  'GET /api/v1/misc/categories': [() => ({ url: '/api/v1/misc/categories' }), all(100)],
  'GET /api/v1/misc/org_types': [() => ({ url: '/api/v1/misc/org_types' }), all(100)],
  'POST /api/v1/email/support': [
    () => ({ url: '/api/v1/email/support', body: { name: 'Ada', email: 'ada@example.ng', mobile: '+2348012345678', message: 'Hello' } }),
    all(100),
  ],
  // Development only: never registered in production (dev.routes.ts, payments.routes.ts).
  'GET /api/v1/dev/outbox': [() => ({ url: '/api/v1/dev/outbox' }), all(100)],
  'POST /api/v1/dev/sandbox/pay': [
    () => ({ url: '/api/v1/dev/sandbox/pay', body: { ref: `nosuchref${unique()}`, card: '4084084084084081' } }),
    all(104),
  ],
  // The journeys' end-date hook (campaigns.routes.ts): anyone, like the sandbox; no such campaign here.
  'POST /api/v1/dev/campaigns/:id/end': [() => ({ url: `/api/v1/dev/campaigns/nosuch${unique()}/end` }), all(104)],
  'POST /api/v1/dev/sandbox/transfer': [
    () => ({ url: '/api/v1/dev/sandbox/transfer', body: { account_number: '9900000000', amount: 1000, sender_name: 'Ada Bello' } }),
    all(104),
  ],
  // The sandbox's monthly giving (subscriptions/sandbox.routes.ts): its card page by its own link, "charge now"; no such subscription here.
  'GET /api/v1/dev/sandbox/subscriptions/:code': [
    () => ({ url: `/api/v1/dev/sandbox/subscriptions/SUB_nosuch${unique()}?token=${'a'.repeat(32)}` }),
    all(104),
  ],
  'POST /api/v1/dev/sandbox/subscriptions/:code/card': [
    () => ({
      url: `/api/v1/dev/sandbox/subscriptions/SUB_nosuch${unique()}/card`,
      body: { token: 'a'.repeat(32), card: '4084084084084081' },
    }),
    all(104),
  ],
  'POST /api/v1/dev/sandbox/subscriptions/:code/charge': [
    () => ({ url: `/api/v1/dev/sandbox/subscriptions/SUB_nosuch${unique()}/charge` }),
    all(104),
  ],

  // ——— accounts ———
  'POST /api/v1/account/login': [
    (w) => ({ url: '/api/v1/account/login', body: { email: w.other.email, password: DEFAULT_PASSWORD } }),
    all(100),
  ],
  'POST /api/v1/account': [() => ({ url: '/api/v1/account', body: individualBody() }), all(100)],
  'POST /api/v1/account/organisation': [() => ({ url: '/api/v1/account/organisation', body: organizationBody() }), all(100)],
  'GET /api/v1/account': [() => ({ url: '/api/v1/account' }), signedIn()],
  'PUT /api/v1/account': [(_w, as) => ({ url: '/api/v1/account', body: as === 'organisation' ? orgProfile : personProfile }), signedIn()],
  'PUT /api/v1/account/image': [async () => ({ url: '/api/v1/account/image', file: await png1() }), signedIn()],
  'GET /api/v1/account/logout': [() => ({ url: '/api/v1/account/logout' }), all(100)],
  'PUT /api/v1/account/verify': [() => ({ url: '/api/v1/account/verify', body: { token: `no-such-token-${unique()}` } }), all(104)],
  'POST /api/v1/account/verify/resend': [(w) => ({ url: '/api/v1/account/verify/resend', body: { email: w.other.email } }), all(100)],
  'POST /api/v1/account/emailtoresetpassword': [
    (w) => ({ url: '/api/v1/account/emailtoresetpassword', body: { email: w.other.email } }),
    all(100),
  ],
  'GET /api/v1/account/resetpassword/:token': [() => ({ url: `/api/v1/account/resetpassword/no-such-token-${unique()}` }), all(104)],
  'POST /api/v1/account/resetpassword': [
    () => ({
      url: '/api/v1/account/resetpassword',
      body: { pass: 'Kolanut-Sunrise7', cpass: 'Kolanut-Sunrise7', token: `no-such-token-${unique()}` },
    }),
    all(104),
  ],
  'PUT /api/v1/account/email': [
    () => ({ url: '/api/v1/account/email', body: { email: address('moved'), password: DEFAULT_PASSWORD } }),
    signedIn(),
  ],
  'PUT /api/v1/account/password': [
    (_w, as) => ({
      url: '/api/v1/account/password',
      body: {
        current_password: DEFAULT_PASSWORD,
        [as === 'organisation' ? 'password' : 'new_password']: 'Kolanut-Sunrise7',
        cnew_password: 'Kolanut-Sunrise7',
      },
    }),
    signedIn(),
  ],
  // ——— data rights (issue 28, decision 085) ———
  'GET /api/v1/account/data': [() => ({ url: '/api/v1/account/data' }), signedIn()],
  'POST /api/v1/account/data': [() => ({ url: '/api/v1/account/data' }), signedIn()],
  // The e-mailed link is the credential: anyone holding a live one downloads, an unknown one is 104.
  'GET /api/v1/account/data/:token': [() => ({ url: `/api/v1/account/data/nosuchtoken${unique()}` }), all(104)],
  // A wrong password: refused before anything is erased (the world's accounts stay).
  'POST /api/v1/account/close': [() => ({ url: '/api/v1/account/close', body: { password: 'not-the-password' } }), signedIn(101)],
  'GET /api/v1/account/consents': [() => ({ url: '/api/v1/account/consents' }), signedIn()],
  'PUT /api/v1/account/consents/:purpose': [() => ({ url: '/api/v1/account/consents/news', body: { given: true } }), signedIn()],
  'POST /api/v1/admin/users/:userId/data': [
    (w) => ({ url: `/api/v1/admin/users/${w.other.id}/data`, body: { reason: 'Written request of 2 March' } }),
    adminOnly(),
  ],
  'POST /api/v1/admin/users/:userId/close': [
    async () => ({ url: `/api/v1/admin/users/${(await createUser(t.ctx.db)).id}/close`, body: { reason: 'Written request of 3 March' } }),
    adminOnly(),
  ],
  // Each signed-in person sets their own language (English here, so the other rows' answers stay as they are).
  'PUT /api/v1/account/language': [() => ({ url: '/api/v1/account/language', body: { language: 'en' } }), signedIn()],
  // Anyone signed in may send it; without an ID picture on file (all but the owner here) it is incomplete: 101.
  'PUT /api/v1/account/verification': [() => ({ url: '/api/v1/account/verification', body: verification }), [102, 100, 101, 101, 101, 101]],
  'PUT /api/v1/account/imageverification': [async () => ({ url: '/api/v1/account/imageverification', file: await png1() }), signedIn()],
  'PUT /api/v1/account/imageverification/:n': [
    async () => ({ url: '/api/v1/account/imageverification/0', file: await png1() }),
    signedIn(),
  ],
  'POST /api/v1/account/verification/file': [() => ({ url: '/api/v1/account/verification/file', file: pdf1() }), signedIn()],
  // Private: the owner and admins only (the other users have no document, but may not even ask).
  'GET /api/v1/account/verification/file/:userId': [
    (w) => ({ url: `/api/v1/account/verification/file/${w.owner.id}?reason=authorisation%20matrix` }),
    [102, 'file', 103, 103, 103, 'file'],
  ],
  // Second factors and the access log (issue 28, docs/decisions/086). The second step of sign-in is
  // public: an unknown ticket is a 101 for everyone. Enrolment and the log are each person's own.
  'POST /api/v1/account/login/second-factor': [
    () => ({ url: '/api/v1/account/login/second-factor', body: { ticket: 'x'.repeat(43), code: '123456' } }),
    all(101),
  ],
  'POST /api/v1/account/login/passkey/options': [
    () => ({ url: '/api/v1/account/login/passkey/options', body: { ticket: 'x'.repeat(43) } }),
    all(101),
  ],
  'POST /api/v1/account/login/passkey': [
    () => ({
      url: '/api/v1/account/login/passkey',
      body: { ticket: 'x'.repeat(43), response: { id: 'abc', rawId: 'abc', type: 'public-key' } },
    }),
    all(101),
  ],
  'GET /api/v1/account/second-factor': [() => ({ url: '/api/v1/account/second-factor' }), signedIn()],
  'POST /api/v1/account/second-factor/totp': [() => ({ url: '/api/v1/account/second-factor/totp' }), signedIn()],
  // Nobody here started adding an app: 101 (start again) for every signed-in caller.
  'POST /api/v1/account/second-factor/totp/confirm': [
    () => ({ url: '/api/v1/account/second-factor/totp/confirm', body: { code: '123456' } }),
    signedIn(101),
  ],
  'POST /api/v1/account/second-factor/passkey/options': [() => ({ url: '/api/v1/account/second-factor/passkey/options' }), signedIn()],
  'POST /api/v1/account/second-factor/passkey': [
    () => ({ url: '/api/v1/account/second-factor/passkey', body: { response: { id: 'abc', rawId: 'abc', type: 'public-key' } } }),
    signedIn(101),
  ],
  // Nobody here has a factor yet: nothing to make codes for (105).
  'POST /api/v1/account/second-factor/recovery-codes': [() => ({ url: '/api/v1/account/second-factor/recovery-codes' }), signedIn(105)],
  // The owner's own factor; anyone else's is not found.
  'DELETE /api/v1/account/second-factor/:id': [
    async (w) => {
      const [f] = await t.ctx.db
        .insert(secondFactors)
        .values({ userId: w.owner.id, kind: 'totp', totpSecret: 'JBSWY3DPEHPK3PXP', confirmedAt: new Date() })
        .returning();
      return { url: `/api/v1/account/second-factor/${f!.id}` };
    },
    [102, 100, 104, 104, 104, 104],
  ],
  // The account an administrator acts on after a written request: admins only, the role suffices (no private detail).
  'GET /api/v1/admin/users': [
    (w) => ({ url: `/api/v1/admin/users?email=${encodeURIComponent(w.other.email.toUpperCase())}` }),
    adminOnly(),
  ],
  'POST /api/v1/admin/users/:userId/second-factor/reset': [
    (w) => ({ url: `/api/v1/admin/users/${w.owner.id}/second-factor/reset`, body: { reason: 'Lost phone, checked by video call' } }),
    adminOnly(),
  ],
  'GET /api/v1/account/access-log': [() => ({ url: '/api/v1/account/access-log' }), signedIn()],
  'POST /api/v1/account/mobile/code': [() => ({ url: '/api/v1/account/mobile/code' }), signedIn()],
  // No code was sent to anyone here: a wrong code (101) for every signed-in caller.
  'PUT /api/v1/account/mobile/verify': [() => ({ url: '/api/v1/account/mobile/verify', body: { code: '123456' } }), signedIn(101)],
  'GET /api/v1/account/facebookloginlink': [() => ({ url: '/api/v1/account/facebookloginlink' }), all(100)],
  'GET /api/v1/account/facebooksignuplink': [() => ({ url: '/api/v1/account/facebooksignuplink' }), all(100)],
  'GET /api/v1/account/facebookorgsignuplink': [() => ({ url: '/api/v1/account/facebookorgsignuplink' }), all(100)],
  'GET /api/v1/account/facebook/callback': [() => ({ url: '/api/v1/account/facebook/callback?error=access_denied' }), all('redirect')],
  'POST /api/v1/account/facebook/session': [
    () => ({ url: '/api/v1/account/facebook/session', body: { code: `nosuchcode${unique()}${unique()}` } }),
    all(104),
  ],
  'GET /api/v1/account/user/:id': [() => ({ url: `/api/v1/account/user/nosuch${unique()}` }), all(104)],

  // ——— campaigns ———
  // Creating needs the /verify information submitted (the other user and the admin have none).
  'POST /api/v1/campaigns': [() => ({ url: '/api/v1/campaigns', body: validCampaign }), [102, 100, 103, 100, 100, 103]],
  'GET /api/v1/campaigns': [() => ({ url: '/api/v1/campaigns' }), signedIn()],
  // A campaign awaiting verification exists only for its owner, its volunteers and admins.
  'GET /api/v1/campaign/:id': [(w) => ({ url: `/api/v1/campaign/${w.awaiting.publicId}` }), [104, 100, 104, 100, 104, 100]],
  'PUT /api/v1/campaign/:id': [(w) => ({ url: `/api/v1/campaign/${w.awaiting.publicId}`, body: validCampaign }), ownerOnly()],
  // Submitting the draft: its owner only; to whom it is not visible it does not exist (104). Already submitted: 100 as it is.
  'POST /api/v1/campaigns/:id/submit': [
    (w) => ({ url: `/api/v1/campaigns/${w.awaiting.publicId}/submit` }),
    [102, 100, 104, 103, 104, 103],
  ],
  'POST /api/v1/campaign/closedonations/:id': [(w) => ({ url: `/api/v1/campaign/closedonations/${w.live.publicId}` }), ownerOnly()],
  'DELETE /api/v1/campaign/delete/:id': [(w) => ({ url: `/api/v1/campaign/delete/${w.live.publicId}` }), ownerOnly()],
  // The owner gets past the check to the rule that both thank-you images come first (101).
  'POST /api/v1/campaign/closecampaign/:id': [
    (w) => ({ url: `/api/v1/campaign/closecampaign/${w.closing.publicId}`, body: { message: 'Thank you all!' } }),
    ownerOnly(101),
  ],
  'GET /api/v1/campaigns/all': [() => ({ url: '/api/v1/campaigns/all' }), all(100)],
  'GET /api/v1/campaigns/closed': [() => ({ url: '/api/v1/campaigns/closed' }), all(100)],
  'GET /api/v1/campaigns/total/number': [() => ({ url: '/api/v1/campaigns/total/number' }), all(100)],
  'GET /api/v1/donations/total/number': [() => ({ url: '/api/v1/donations/total/number' }), all(100)],
  'PUT /api/v1/image/upload': [
    async (w) => ({ url: `/api/v1/image/upload?campaign=${w.awaiting.publicId}`, file: await png1() }),
    ownerOnly(),
  ],
  'PUT /api/v1/image/upload:n': [
    async (w) => ({ url: `/api/v1/image/upload2?campaign=${w.awaiting.publicId}`, file: await png1() }),
    ownerOnly(),
  ],
  'PUT /api/v1/image/message': [
    async (w) => ({ url: `/api/v1/image/message?campaign=${w.closing.publicId}`, file: await png1() }),
    ownerOnly(),
  ],
  'PUT /api/v1/image/message:n': [
    async (w) => ({ url: `/api/v1/image/message2?campaign=${w.closing.publicId}`, file: await png1() }),
    ownerOnly(),
  ],
  // Editor images: for those who may create campaigns (the /verify information sent).
  'POST /api/v1/pdf/uploadImage': [async () => ({ url: '/api/v1/pdf/uploadImage', file: await png1() }), [102, 100, 103, 100, 100, 103]],
  'GET /api/v1/reward/:id': [(w) => ({ url: `/api/v1/reward/${w.live.publicId}` }), all(100)],
  'POST /api/v1/reward': [
    (w) => ({ url: '/api/v1/reward', body: { campaign: w.live.publicId, donation: 10000, reward_type: 'Material', reward: 'A T-shirt' } }),
    ownerOnly(),
  ],
  'PUT /api/v1/reward/:id': [
    (w) => ({ url: `/api/v1/reward/${w.rewardId}`, body: { donation: 10000, reward_type: 'Material', reward: 'A T-shirt' } }),
    ownerOnly(),
  ],
  'DELETE /api/v1/reward/:id': [(w) => ({ url: `/api/v1/reward/${w.rewardId}` }), ownerOnly()],

  // ——— donations, payouts, the money admin lists ———
  'POST /api/v1/donate': [(w) => ({ url: '/api/v1/donate', body: { ...donor, campaign: w.live.publicId } }), all(100)],
  'PUT /api/v1/payment/verify': [() => ({ url: '/api/v1/payment/verify', body: { ref: `nosuchref${unique()}` } }), all(104)],
  'GET /api/v1/donations': [() => ({ url: '/api/v1/donations' }), signedIn()],
  // Monthly giving (decision 092): the world's live campaign is all or nothing, so no monthly gift
  // starts (105); the owner's gift has no subscription at the provider yet (105 once the asker is known to own it).
  'GET /api/v1/donate/monthly/:campaignId': [(w) => ({ url: `/api/v1/donate/monthly/${w.live.publicId}` }), all(100)],
  'POST /api/v1/donate/monthly': [(w) => ({ url: '/api/v1/donate/monthly', body: { ...donor, campaign: w.live.publicId } }), all(105)],
  'GET /api/v1/subscriptions': [() => ({ url: '/api/v1/subscriptions' }), signedIn()],
  'GET /api/v1/subscriptions/manage/:token': [() => ({ url: `/api/v1/subscriptions/manage/${'x'.repeat(30)}${unique()}` }), all(103)],
  'POST /api/v1/subscriptions/:id/change': [
    (w) => ({ url: `/api/v1/subscriptions/${w.subscriptionId}/change`, body: { action: 'pause' } }),
    [102, 105, 104, 104, 104, 104],
  ],
  'POST /api/v1/subscriptions/:id/card': [
    (w) => ({ url: `/api/v1/subscriptions/${w.subscriptionId}/card`, body: {} }),
    [102, 105, 104, 104, 104, 104],
  ],
  'POST /api/v1/subscriptions/link': [() => ({ url: '/api/v1/subscriptions/link', body: { email: 'someone@example.ng' } }), all(100)],
  'GET /api/v1/admin/subscriptions': [() => ({ url: '/api/v1/admin/subscriptions' }), adminOnly()],
  'GET /api/v1/donations/:campaignId': [(w) => ({ url: `/api/v1/donations/${w.live.publicId}` }), all(100)],
  // Permanent account numbers (payments/transfers): public reads and the sender's own mark; the list is the admins'.
  'GET /api/v1/transfers/account/:campaignId': [(w) => ({ url: `/api/v1/transfers/account/${w.live.publicId}` }), all(100)],
  'POST /api/v1/transfers/anonymous': [(w) => ({ url: '/api/v1/transfers/anonymous', body: { campaign: w.live.publicId } }), all(100)],
  'POST /api/v1/transfers/account/:campaignId/requery': [
    async (w) => {
      const number = String(8_000_000_000 + Math.floor(Math.random() * 999_999_999));
      await t.ctx.db.execute(sql`
        insert into dedicated_accounts (campaign_id, status, account_number, account_name, bank_name, bank_slug, assigned_at)
        values (${w.live.id}, 'active', ${number}, 'IRETI / OLU', 'Test Bank', 'test-bank', now())
        on conflict (campaign_id) do update set requeried_at = null`);
      return { url: `/api/v1/transfers/account/${w.live.publicId}/requery` };
    },
    [102, 100, 103, 103, 103, 100],
  ],
  'GET /api/v1/admin/dedicated-accounts': [() => ({ url: '/api/v1/admin/dedicated-accounts' }), adminOnly()],
  // Where the money went (issue 14): public, for any campaign past verification.
  // ——— beneficiaries and spending reports (issue 25): the owner names and reports; the assigned volunteer or an admin confirms ———
  'GET /api/v1/campaigns/:id/beneficiary': [(w) => ({ url: `/api/v1/campaigns/${w.live.publicId}/beneficiary` }), all(100)],
  'PUT /api/v1/campaigns/:id/beneficiary': [
    (w) => ({
      url: `/api/v1/campaigns/${w.live.publicId}/beneficiary`,
      body: { name: 'Lagos University Teaching Hospital', account_number: '0000001234', bank_code: '058' },
    }),
    ownerOnly(),
  ],
  'POST /api/v1/campaigns/:id/beneficiary/confirm': [
    async (w) => ({
      url: `/api/v1/campaigns/${await aBeneficiary(w)}/beneficiary/confirm`,
      body: { confirmed: true, note: "I called the hospital's billing office" },
    }),
    [102, 103, 103, 100, 103, 100],
  ],
  'GET /api/v1/beneficiary/organisations': [() => ({ url: '/api/v1/beneficiary/organisations?q=hope' }), signedIn()],
  'GET /api/v1/campaigns/:id/reports': [(w) => ({ url: `/api/v1/campaigns/${w.awaiting.publicId}/reports` }), all(100)],
  'POST /api/v1/payouts/:payoutId/reports': [
    async (w) => ({
      url: `/api/v1/payouts/${await aPaidPayout(w)}/reports`,
      body: { note: 'Drugs', items: [{ what: 'Drugs', amount: 1000 }] },
    }),
    ownerOnly(),
  ],
  'POST /api/v1/reports/:reportId/receipts': [
    async (w) => ({ url: `/api/v1/reports/${(await aReport(w)).reportId}/receipts`, file: pdf1() }),
    ownerOnly(),
  ],
  // A receipt is private: the owner, the assigned volunteer and admins.
  'GET /api/v1/reports/:reportId/receipts/:receiptId': [
    async (w) => {
      const r = await aReport(w);
      return { url: `/api/v1/reports/${r.reportId}/receipts/${r.receiptId}` };
    },
    [102, 'file', 103, 'file', 103, 'file'],
  ],
  'POST /api/v1/reports/:reportId/decision': [
    async (w) => ({
      url: `/api/v1/reports/${(await aReport(w)).reportId}/decision`,
      body: { decision: 'confirm', note: 'Matches the invoice' },
    }),
    [102, 103, 103, 100, 103, 100],
  ],
  'GET /api/v1/admin/accountability': [() => ({ url: '/api/v1/admin/accountability' }), adminOnly()],
  'GET /api/v1/campaigns/:id/money': [(w) => ({ url: `/api/v1/campaigns/${w.live.publicId}/money` }), all(100)],
  'GET /api/v1/user/reward/:id': [(w) => ({ url: `/api/v1/user/reward/${w.owner.id}` }), [102, 100, 103, 103, 103, 100]],
  'GET /api/v1/backers/:campaignId': [
    (w) => ({ url: `/api/v1/backers/${w.backed.publicId}?reason=authorisation%20matrix` }),
    [102, 100, 103, 103, 103, 100],
  ],
  'GET /api/v1/backers/:campaignId/csv': [
    (w) => ({ url: `/api/v1/backers/${w.backed.publicId}/csv?reason=authorisation%20matrix` }),
    [102, 'file', 103, 103, 103, 'file'],
  ],
  'PUT /api/v1/backer/:donationId': [
    (w) => ({ url: `/api/v1/backer/${w.backerDonationId}`, body: { status: 'sent' } }),
    [102, 100, 103, 103, 103, 100],
  ],
  // Words of support: the backer's donation carries a comment.
  'POST /api/v1/comments/:donationId/reply': [
    (w) => ({ url: `/api/v1/comments/${w.backerDonationId}/reply`, body: { reply: 'Thank you!' } }),
    ownerOnly(),
  ],
  'POST /api/v1/comments/:donationId/report': [(w) => ({ url: `/api/v1/comments/${w.backerDonationId}/report`, body: {} }), all(100)],
  'GET /api/v1/admin/comments': [() => ({ url: '/api/v1/admin/comments' }), adminOnly()],
  'POST /api/v1/admin/comments/:donationId/moderate': [
    (w) => ({ url: `/api/v1/admin/comments/${w.backerDonationId}/moderate`, body: { action: 'dismiss' } }),
    adminOnly(),
  ],
  // Supporter pages (issue 27, decision 094): the page is the other user's, on the owner's live campaign.
  'POST /api/v1/fundraise': [
    (w) => ({ url: '/api/v1/fundraise', body: { campaign: w.live.publicId, words: 'I am raising for this', target: 5000 } }),
    signedIn(),
  ],
  'GET /api/v1/fundraise/:pageId': [async (w) => ({ url: `/api/v1/fundraise/${await aSupporterPage(w)}` }), all(100)],
  'PUT /api/v1/fundraise/:pageId': [
    async (w) => ({ url: `/api/v1/fundraise/${await aSupporterPage(w)}`, body: { words: 'New words', target: 6000 } }),
    [102, 103, 100, 103, 103, 103],
  ],
  'PUT /api/v1/fundraise/:pageId/hidden': [
    async (w) => ({ url: `/api/v1/fundraise/${await aSupporterPage(w)}/hidden`, body: { hidden: true } }),
    [102, 100, 103, 103, 103, 100],
  ],
  'GET /api/v1/supporters/:campaignId': [(w) => ({ url: `/api/v1/supporters/${w.live.publicId}` }), all(100)],
  'GET /api/v1/banks': [() => ({ url: '/api/v1/banks' }), all(100)],
  'POST /api/v1/bank/resolve': [
    () => ({ url: '/api/v1/bank/resolve', body: { account_number: '0123456789', bank_code: '058' } }),
    signedIn(),
  ],
  'GET /api/v1/bank/account': [() => ({ url: '/api/v1/bank/account' }), signedIn()],
  'PUT /api/v1/bank/account': [
    () => ({ url: '/api/v1/bank/account', body: { account_number: '0123456789', bank_code: '058' } }),
    signedIn(),
  ],
  // What can be claimed: the owner, and admins reviewing it.
  'GET /api/v1/claim/:campaignId': [(w) => ({ url: `/api/v1/claim/${w.live.publicId}` }), [102, 100, 103, 103, 103, 100]],
  // The owner may ask, but the goal is not reached: 105.
  'POST /api/v1/claim/:campaignId': [(w) => ({ url: `/api/v1/claim/${w.live.publicId}` }), ownerOnly(105)],
  'GET /api/v1/admin/donations': [() => ({ url: '/api/v1/admin/donations' }), adminOnly()],
  'GET /api/v1/admin/refunds': [() => ({ url: '/api/v1/admin/refunds' }), adminOnly()],
  'POST /api/v1/admin/refunds/:id/retry': [() => ({ url: '/api/v1/admin/refunds/999999/retry' }), adminOnly(105)],
  'GET /api/v1/admin/payouts': [() => ({ url: '/api/v1/admin/payouts' }), adminOnly()],
  'GET /api/v1/admin/ledger': [() => ({ url: '/api/v1/admin/ledger' }), adminOnly()],
  // The provider's webhook: signed by the provider, never by a user (an unsigned call is refused alike).
  'POST /api/v1/payment/webhook': [() => ({ url: '/api/v1/payment/webhook', body: { event: 'charge.success', data: {} } }), all(103)],

  // ——— trust: volunteers and vetting ———
  'GET /api/v1/volunteer/getvolunteers': [() => ({ url: '/api/v1/volunteer/getvolunteers' }), all(100)],
  'GET /api/v1/volunteer/campaigns/:id': [(w) => ({ url: `/api/v1/volunteer/campaigns/${w.volunteer.id}` }), all(100)],
  // An approved volunteer's public profile: the same for everyone (anyone else's id is 104, vouching.test.ts).
  'GET /api/v1/volunteer/profile/:id': [(w) => ({ url: `/api/v1/volunteer/profile/${w.volunteer.id}` }), all(100)],
  'GET /api/v1/campaign/volunteers/:id': [
    (w) => ({ url: `/api/v1/campaign/volunteers/${w.awaiting.publicId}` }),
    [104, 100, 104, 100, 104, 100],
  ],
  'GET /api/v1/volunteer/assignments': [() => ({ url: '/api/v1/volunteer/assignments' }), signedIn()],
  'GET /api/v1/volunteer/assignments/:campaignId': [
    (w) => ({ url: `/api/v1/volunteer/assignments/${w.awaiting.publicId}` }),
    [102, 100, 104, 100, 104, 100],
  ],
  'GET /api/v1/volunteer/application': [() => ({ url: '/api/v1/volunteer/application' }), signedIn()],
  // Only the applicant's own documents; nobody else has any to see here (admins use /admin).
  'GET /api/v1/volunteer/application/documents/:kind': [
    () => ({ url: '/api/v1/volunteer/application/documents/id' }),
    [102, 'file', 104, 104, 104, 104],
  ],
  'POST /api/v1/volunteer/verification/nationalid': [
    () => ({ url: '/api/v1/volunteer/verification/nationalid?id_type=National%20ID', file: pdf1() }),
    [102, 100, 100, 105, 103, 100],
  ],
  'POST /api/v1/volunteer/verification/electricity': [
    () => ({ url: '/api/v1/volunteer/verification/electricity', file: pdf1() }),
    [102, 100, 100, 105, 103, 100],
  ],
  'POST /api/v1/account/verifycampaign': [
    (w) => ({ url: '/api/v1/account/verifycampaign', body: { campaign_id: w.awaiting.publicId, status: 1 } }),
    [102, 103, 103, 100, 103, 100],
  ],
  'POST /api/v1/volunteer/recommend': [
    (w) => ({ url: '/api/v1/volunteer/recommend', body: { campaign_id: w.awaiting.publicId } }),
    [102, 103, 103, 100, 103, 103],
  ],
  'GET /api/v1/organizations': [() => ({ url: '/api/v1/organizations' }), all(100)],
  'GET /api/v1/organizations/:organizationId': [(w) => ({ url: `/api/v1/organizations/${w.organisation.id}` }), all(100)],
  'GET /api/v1/campaigns/organizations/:organizationId': [
    (w) => ({ url: `/api/v1/campaigns/organizations/${w.organisation.id}` }),
    all(100),
  ],
  // Anyone may report, except the owner their own campaign.
  'POST /api/v1/campaign/report': [
    (w) => ({
      url: '/api/v1/campaign/report',
      body: { campaign_id: w.live.publicId, message: 'The pictures are copied from a news site.' },
    }),
    [100, 103, 105, 100, 100, 100],
  ],

  // ——— trust: the admin API ———
  'GET /api/v1/admin/overview': [() => ({ url: '/api/v1/admin/overview' }), adminOnly()],
  // With a reason: the list's private details (issue 28); without one the list without them, for the same people.
  'GET /api/v1/admin/campaigns': [() => ({ url: '/api/v1/admin/campaigns?reason=authorisation%20matrix' }), adminOnly()],
  'POST /api/v1/admin/campaigns/:id/assign': [
    (w) => ({ url: `/api/v1/admin/campaigns/${w.awaiting.id}/assign`, body: { volunteer_id: w.spareVolunteer.id } }),
    adminOnly(),
  ],
  'POST /api/v1/admin/campaigns/:id/suspend': [
    (w) => ({ url: `/api/v1/admin/campaigns/${w.live.id}/suspend`, body: { reason: 'Police enquiry' } }),
    adminOnly(),
  ],
  'POST /api/v1/admin/campaigns/:id/reinstate': [
    (w) => ({ url: `/api/v1/admin/campaigns/${w.suspended.id}/reinstate`, body: { reason: 'Cleared' } }),
    adminOnly(),
  ],
  'POST /api/v1/admin/campaigns/:id/remove': [
    (w) => ({ url: `/api/v1/admin/campaigns/${w.live.id}/remove`, body: { reason: 'Fraud' } }),
    adminOnly(),
  ],
  'GET /api/v1/admin/suspended': [() => ({ url: '/api/v1/admin/suspended' }), adminOnly()],
  // With a reason: the list's private details (issue 28); without one the list without them, for the same people.
  'GET /api/v1/admin/volunteers': [() => ({ url: '/api/v1/admin/volunteers?reason=authorisation%20matrix' }), adminOnly()],
  'GET /api/v1/admin/volunteers/:id/documents/:kind': [
    (w) => ({ url: `/api/v1/admin/volunteers/${w.applicationId}/documents/bill?reason=authorisation%20matrix` }),
    adminOnly('file'),
  ],
  'POST /api/v1/admin/volunteers/:id/invite': [
    (w) => ({ url: `/api/v1/admin/volunteers/${w.applicationId}/invite`, body: { message: 'Tuesday at 10am, by phone.' } }),
    adminOnly(),
  ],
  'POST /api/v1/admin/volunteers/:id/decision': [
    (w) => ({
      url: `/api/v1/admin/volunteers/${w.applicationId}/decision`,
      body: { decision: 'approved', interviewed_on: new Date().toISOString().slice(0, 10), interview_notes: 'Good', grade: 4 },
    }),
    adminOnly(),
  ],
  'POST /api/v1/admin/volunteers/users/:userId/revoke': [
    (w) => ({ url: `/api/v1/admin/volunteers/users/${w.volunteer.id}/revoke`, body: { reason: 'Moved abroad' } }),
    adminOnly(),
  ],
  // With a reason: the list's private details (issue 28); without one the list without them, for the same people.
  'GET /api/v1/admin/identity': [() => ({ url: '/api/v1/admin/identity?reason=authorisation%20matrix' }), adminOnly()],
  'GET /api/v1/admin/identity/:userId/documents/:kind': [
    (w) => ({ url: `/api/v1/admin/identity/${w.owner.id}/documents/relevant_doc?reason=authorisation%20matrix` }),
    adminOnly('file'),
  ],
  'POST /api/v1/admin/identity/:userId/decision': [
    (w) => ({ url: `/api/v1/admin/identity/${w.owner.id}/decision`, body: { decision: 'approved' } }),
    adminOnly(),
  ],
  'GET /api/v1/admin/reports': [() => ({ url: '/api/v1/admin/reports' }), adminOnly()],
  'POST /api/v1/admin/reports/:id/action': [
    (w) => ({ url: `/api/v1/admin/reports/${w.reportId}/action`, body: { action: 'dismiss', note: 'Checked' } }),
    adminOnly(),
  ],
  'GET /api/v1/admin/audit': [() => ({ url: '/api/v1/admin/audit' }), adminOnly()],

  // ——— updates (issue 14): the owner posts, anyone reads; the unsubscribe link needs no sign-in ———
  'GET /api/v1/updates/:campaignId': [(w) => ({ url: `/api/v1/updates/${w.live.publicId}` }), all(100)],
  'POST /api/v1/updates': [
    (w) => ({ url: '/api/v1/updates', body: { campaign: w.live.publicId, text: '<p>The roof is on.</p>' } }),
    ownerOnly(),
  ],
  'POST /api/v1/updates/image': [
    async (w) => ({ url: `/api/v1/updates/image?campaign=${w.live.publicId}`, file: await png1() }),
    ownerOnly(),
  ],
  'DELETE /api/v1/update/:id': [async (w) => ({ url: `/api/v1/update/${await anUpdate(w)}` }), [102, 100, 103, 103, 103, 100]],
  'GET /api/v1/unsubscribe/:token': [async (w) => ({ url: `/api/v1/unsubscribe/${await aMailToken(w)}` }), all(100)],
  'POST /api/v1/unsubscribe/:token': [async (w) => ({ url: `/api/v1/unsubscribe/${await aMailToken(w)}` }), all(100)],
  'DELETE /api/v1/unsubscribe/:token': [async (w) => ({ url: `/api/v1/unsubscribe/${await aMailToken(w)}` }), all(100)],
};

/** Every route of the app under `prefix`, read from Fastify's route tree (hidden routes included). */
function registeredRoutes(prefix = '/api/v1/'): string[] {
  const out = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack[depth] = m[2]!;
    const path = stack.join('');
    if (!m[3] || !path.startsWith(prefix)) continue;
    for (const method of m[3].split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') out.add(`${method} ${path}`);
  }
  return [...out].sort();
}

describe('the authorisation matrix', () => {
  it('has a row for every route of the API, and none for a route that is gone', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect({ missing: routes.filter((r) => !(r in matrix)), stale: Object.keys(matrix).filter((r) => !routes.includes(r)) }).toEqual({
      missing: [],
      stale: [],
    });
  });

  // /api/v2 (decision 084) registers the same module routes, guards and handlers again, its adapter
  // changing only reply shapes and HTTP statuses: the matrix holds there by construction, provided
  // it has exactly the same routes. A few rows are asked there too, by their envelope codes.
  it('has the same routes under /api/v2, which answer the same codes', async () => {
    const v1 = registeredRoutes();
    expect(registeredRoutes('/api/v2/').map((r) => r.replace(' /api/v2/', ' /api/v1/'))).toEqual(v1);
    const rows = ['GET /api/v1/account', 'POST /api/v1/campaigns', 'GET /api/v1/campaign/:id'];
    for (const route of rows) {
      const [build, want] = matrix[route]!;
      const method = route.split(' ')[0]!;
      const got: (Want | string)[] = [];
      let world = await makeWorld();
      for (const as of PERSONAS) {
        if (method !== 'GET' && got.length) world = await makeWorld();
        const req = await build(world, as);
        got.push(await call(method, { ...req, url: req.url.replace('/api/v1/', '/api/v2/') }, userOf(world, as)));
      }
      expect({ route, got }).toEqual({ route, got: [...want] });
    }
  }, 120_000);

  it("shows the campaigner's contact only to the volunteer vetting it and to admins (owner_contact)", async () => {
    const w = await makeWorld();
    const seen = async (c: CampaignRow) => {
      const out: Record<string, unknown> = {};
      for (const as of PERSONAS) {
        const user = userOf(w, as);
        const headers: Record<string, string> = user ? { authorization: `Bearer ${await tokenFor(t.ctx.db, user.id)}` } : {};
        const res = await app.inject({ method: 'GET', url: `/api/v1/campaign/${c.publicId}`, headers, remoteAddress: nextIp() });
        const body = res.json();
        out[as] = body.status.code === 100 ? (body.entity.owner_contact === null ? 'none' : 'contact') : body.status.code;
      }
      return out;
    };
    expect(await seen(w.awaiting)).toEqual({
      signedOut: 104,
      owner: 'none',
      other: 104,
      volunteer: 'contact',
      organisation: 104,
      admin: 'contact',
    });
    expect(await seen(w.live)).toEqual({
      signedOut: 'none',
      owner: 'none',
      other: 'none',
      volunteer: 'none',
      organisation: 'none',
      admin: 'contact',
    });
  });

  // Issue 28 (decisions 086, 096): what an administrator or a volunteer may do that other people may
  // not — every decision (any method but GET), every private document or detail (a file, or a GET
  // asked with a reason) — needs a session proven by a second factor. Derived from the rows above, so
  // a new privileged route is held to it without being listed here.
  it('an administrator or volunteer signed in with a password alone decides nothing and opens nothing private', async () => {
    const granted = (w: Want) => w !== 102 && w !== 103 && w !== 104;
    const checked: string[] = [];
    for (const [route, [build, want]] of Object.entries(matrix)) {
      const method = route.split(' ')[0]!;
      const [, , other, volunteer, organisation, admin] = want;
      // what people without a role may do too (create a campaign, give…) is no power of the role
      if (granted(other) || granted(organisation)) continue;
      for (const [as, w] of [
        ['admin', admin],
        ['volunteer', volunteer],
      ] as const) {
        if (!granted(w)) continue;
        const world = await makeWorld();
        const req = await build(world, as);
        if (method === 'GET' && w !== 'file' && !req.url.includes('reason=')) continue;
        checked.push(`${as} ${route}`);
        expect({ route, as, got: await call(method, req, userOf(world, as), { passwordOnly: true }) }).toEqual({ route, as, got: 103 });
      }
    }
    // The rows it found: the admin console's decisions, documents and reasons, the volunteers' decisions.
    expect(checked).toEqual(
      expect.arrayContaining([
        'admin POST /api/v1/admin/users/:userId/close',
        'admin POST /api/v1/admin/users/:userId/data',
        'admin GET /api/v1/admin/identity/:userId/documents/:kind',
        'volunteer POST /api/v1/account/verifycampaign',
        'admin GET /api/v1/admin/identity',
        'admin DELETE /api/v1/update/:id',
      ]),
    );
  }, 300_000);

  it.each(Object.entries(matrix))('%s', async (route, [build, want]) => {
    const method = route.split(' ')[0]!;
    let world = await makeWorld();
    const got: (Want | string)[] = [];
    for (const as of PERSONAS) {
      // A change by one persona must not decide another's answer: each asks a fresh world.
      if (method !== 'GET' && got.length) world = await makeWorld();
      got.push(await call(method, await build(world, as), userOf(world, as)));
    }
    expect(Object.fromEntries(PERSONAS.map((p, i) => [p, got[i]]))).toEqual(Object.fromEntries(PERSONAS.map((p, i) => [p, want[i]])));
  });
});
