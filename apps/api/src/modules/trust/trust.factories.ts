import { eq } from 'drizzle-orm';
import { campaigns, users, type CampaignRow, type UserRow } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { emit } from '../../lib/events.ts';
import { createCampaign, createUser } from '../../test/factories.ts';
import { volunteerApplications } from './trust.schema.ts';
import './trust.events.ts';

/** Test factories of the trust module (valid rows, overrides welcome). */

/** An approved volunteer (grade 4, Lagos unless overridden) with their approved application. */
export async function createVolunteer(db: Db, o: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const u = await createUser(db, {
    firstName: 'Tunde',
    lastName: 'Bello',
    volunteerStatus: 'approved',
    volunteerGrade: 4,
    identityStatus: 'approved',
    ...o,
  });
  await db.insert(volunteerApplications).values({
    userId: u.id,
    status: 'approved',
    idType: 'National ID',
    idDocumentKey: 'private/volunteers/aaaaaaaaaaaa.pdf',
    billDocumentKey: 'private/volunteers/bbbbbbbbbbbb.pdf',
    submittedAt: new Date(),
    interviewedOn: new Date().toISOString().slice(0, 10),
    interviewNotes: 'Knows the area well',
    grade: o.volunteerGrade ?? 4,
    reviewedAt: new Date(),
  });
  return u;
}

export const createAdmin = (db: Db, o: Partial<typeof users.$inferInsert> = {}) =>
  createUser(db, { firstName: 'Ife', lastName: 'Admin', role: 'admin', ...o });

/** A verified organisation (identity approved), Lagos. */
export const createOrganization = (db: Db, o: Partial<typeof users.$inferInsert> = {}) =>
  createUser(db, {
    firstName: '',
    lastName: '',
    isOrganization: true,
    organizationName: 'Hope Foundation',
    organizationType: 'Non-Profit',
    category: 'Nonprofit',
    organizationAddress: '12 Allen Avenue, Ikeja',
    organizationMobile: '08012345678',
    identityStatus: 'approved',
    facebook: 'https://facebook.com/hope',
    twitter: 'https://twitter.com/hope',
    instagram: 'https://instagram.com/hope',
    ...o,
  });

/** A campaign created as the campaigns module creates one: status 0 and `campaign.created` emitted in its transaction. */
export async function createNewCampaign(db: Db, ownerId: number, o: Partial<typeof campaigns.$inferInsert> = {}): Promise<CampaignRow> {
  const row = await createCampaign(db, ownerId, { status: 0, ...o });
  await db.transaction((tx) => emit(tx, 'campaign.created', { campaignId: row.id, ownerId }));
  return row;
}

export async function reload(db: Db, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return u!;
}

/** A real multipart/form-data body, encoded by the platform's own FormData. */
export async function multipart(bytes: Buffer | string, filename = 'doc.jpg', field = 'file') {
  const form = new FormData();
  if (typeof bytes === 'string') form.append(field, bytes);
  else form.append(field, new Blob([new Uint8Array(bytes)]), filename);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}
