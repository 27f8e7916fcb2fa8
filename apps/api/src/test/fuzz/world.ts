import { randomBytes } from 'node:crypto';
import { campaignReports, rewards, volunteerApplications, type CampaignRow, type UserRow } from '../../db/schema.ts';
import { pdf } from '../../modules/media/media.fixtures.ts';
import { revokeUserSessions } from '../../modules/accounts/sessions.ts';
import type { TestApp } from '../build-app.ts';
import { createCampaign, createUser, DEFAULT_PASSWORD, tokenFor } from '../factories.ts';
import { assignForTest } from '../../modules/trust/trust.factories.ts';

/**
 * The rows a route's fuzz runs against, made fresh for each route so one route's damage (a
 * campaign deleted, a password changed) does not decide another's inputs: an owner with a
 * campaign in each state, an approved volunteer assigned to one, an admin, an organisation,
 * and a paid donation made through the API itself.
 */
export const PERSONAS = ['signedOut', 'user', 'volunteer', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface World {
  users: Record<Exclude<Persona, 'signedOut'>, UserRow> & { organisation: UserRow; applicant: UserRow };
  campaigns: CampaignRow[];
  rewardId: number;
  applicationIds: number[];
  reportIds: number[];
  /** Payment references of donations (paid when the sandbox agreed). */
  refs: string[];
  /** A well-formed token whose session is revoked. */
  revokedToken: string;
}

const unique = () => randomBytes(8).toString('hex');

export async function makeWorld(t: TestApp, nextIp: () => string): Promise<World> {
  const { db } = t.ctx;
  const doc = async (folder: string) => (await t.ctx.media.saveDocument(pdf(), { folder })).key;
  const user = await createUser(db, {
    email: `fuzz-owner-${unique()}@example.ng`,
    identityStatus: 'approved',
    relevantDoc: await doc('identity'),
    idType: 'National ID',
  });
  const volunteer = await createUser(db, {
    email: `fuzz-volunteer-${unique()}@example.ng`,
    firstName: 'Tunde',
    volunteerStatus: 'approved',
    volunteerGrade: 4,
    identityStatus: 'approved',
  });
  const admin = await createUser(db, { email: `fuzz-admin-${unique()}@example.ng`, role: 'admin' });
  const organisation = await createUser(db, {
    email: `fuzz-org-${unique()}@example.ng`,
    firstName: '',
    lastName: '',
    isOrganization: true,
    organizationName: 'Hope Foundation',
    organizationType: 'Non-Profit',
    category: 'Nonprofit',
    organizationAddress: '12 Allen Avenue, Ikeja',
    organizationMobile: '08012345678',
    identityStatus: 'approved',
  });
  const awaiting = await createCampaign(db, user.id, { status: 0 });
  await assignForTest(db, { campaignId: awaiting.id, volunteerId: volunteer.id });
  const live = await createCampaign(db, user.id, { status: 1, type: 'Reward based', verifiedAt: new Date() });
  const [reward] = await db
    .insert(rewards)
    .values({ campaignId: live.id, donationKobo: 500_000, rewardType: 'Non-material', reward: 'A thank-you call' })
    .returning();
  const closing = await createCampaign(db, user.id, { status: 3, verifiedAt: new Date(), donationsClosedAt: new Date() });
  const orgCampaign = await createCampaign(db, organisation.id, { status: 1, verifiedAt: new Date() });

  // Someone waiting on the admin: identity documents submitted, a volunteer application pending, a report open.
  const applicant = await createUser(db, {
    email: `fuzz-applicant-${unique()}@example.ng`,
    identityStatus: 'submitted',
    volunteerStatus: 'pending',
    idType: 'National ID',
    relevantDoc: await doc('identity'),
  });
  const [application] = await db
    .insert(volunteerApplications)
    .values({
      userId: applicant.id,
      status: 'pending',
      idType: 'National ID',
      idDocumentKey: await doc('volunteers'),
      billDocumentKey: await doc('volunteers'),
      submittedAt: new Date(),
    })
    .returning();
  const [report] = await db
    .insert(campaignReports)
    .values({ campaignId: live.id, reporterId: volunteer.id, message: 'These pictures are not theirs.' })
    .returning();

  const loser = await createUser(db, { email: `fuzz-revoked-${unique()}@example.ng` });
  const revokedToken = await tokenFor(db, loser.id);
  await revokeUserSessions(db, loser.id);

  // A donation through the real flow, so references and donation lists are not empty.
  const refs: string[] = [];
  const donate = await t.app.inject({
    method: 'POST',
    url: '/api/v1/donate',
    remoteAddress: nextIp(),
    payload: {
      campaign: live.publicId,
      amount: 5000,
      firstname: 'Ngozi',
      lastname: 'Eze',
      email: `fuzz-donor-${unique()}@example.ng`,
      comment: 'Keep going',
    },
  });
  const ref = findReference(donate.json());
  if (ref) {
    refs.push(ref);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/sandbox/pay',
      remoteAddress: nextIp(),
      payload: { ref, card: '4084084084084081' },
    });
    await t.app.inject({ method: 'PUT', url: '/api/v1/payment/verify', remoteAddress: nextIp(), payload: { ref } });
  }
  return {
    users: { user, volunteer, admin, organisation, applicant },
    campaigns: [awaiting, live, closing, orgCampaign],
    rewardId: reward!.id,
    applicationIds: [application!.id],
    reportIds: [report!.id],
    refs,
    revokedToken,
  };
}

/** The payment reference in a /donate reply, wherever the entity keeps it. */
function findReference(body: unknown): string | null {
  const entity = (body as { entity?: Record<string, unknown> })?.entity;
  if (!entity || typeof entity !== 'object') return null;
  for (const key of ['reference', 'ref', 'trxref']) if (typeof entity[key] === 'string') return entity[key] as string;
  return null;
}

export const PASSWORD = DEFAULT_PASSWORD;
