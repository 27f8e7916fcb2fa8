import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { campaigns, users, volunteerApplications, type CampaignRow, type UserRow } from '../db/schema.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createSession } from '../modules/accounts/sessions.ts';
import { publicId } from '../lib/ids.ts';
import { markGoalReached } from '../modules/payments/index.ts';

export const DEFAULT_PASSWORD = 'Passw0rd!x';
let cachedHash: string | undefined;

/** A valid, e-mail-verified individual in Lagos (state 25, LGA 508); override anything. */
export async function createUser(db: Db, o: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  cachedHash ??= await argon2.hash(DEFAULT_PASSWORD, { type: argon2.argon2id });
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${randomBytes(8).toString('hex')}@example.ng`,
      passwordHash: cachedHash,
      firstName: 'Ada',
      lastName: 'Obi',
      mobile: '+2348012345678',
      gender: 'female',
      stateId: 25,
      lgaId: 508,
      emailVerifiedAt: new Date(),
      ...o,
    })
    .returning();
  return row!;
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

/** An approved volunteer (grade 4, Lagos unless overridden) with their approved application. */
export async function createVolunteer(db: Db, o: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const u = await createUser(db, {
    firstName: 'Tunde',
    lastName: 'Bello',
    volunteerStatus: 'approved',
    volunteerGrade: 4,
    identityStatus: 'approved',
    ...o,
    // Approved to vet the state of their profile at the time (0010_volunteer_state.sql).
    volunteerStateId: o.volunteerStateId ?? o.stateId ?? 25,
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

/**
 * A session token for the user, as a full sign-in gives: proven by a second factor (issue 28), so
 * administrators and volunteers may open documents and decide. For the refusals, `passwordOnlyTokenFor`.
 */
export const tokenFor = (db: Db, userId: number) => createSession(db, userId, 30, { secondFactor: true });

/** A session from the password alone (no second factor): administrators and volunteers are refused documents and decisions. */
export const passwordOnlyTokenFor = (db: Db, userId: number) => createSession(db, userId, 30);

/**
 * A campaign row; `pledgedKobo` is what it has raised already, written to its totals row
 * (payments' campaign_totals, which a trigger creates with the campaign: issue 29), and
 * `goalReachedAt` when it reached its goal, marked there by payments' `markGoalReached` (decision
 * 108). One transaction: the campaign appears with its money.
 */
export async function createCampaign(
  db: Db,
  ownerId: number,
  { pledgedKobo, goalReachedAt, ...o }: Partial<typeof campaigns.$inferInsert> & { pledgedKobo?: number; goalReachedAt?: Date | null } = {},
): Promise<CampaignRow & { pledgedKobo: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        publicId: publicId(),
        ownerId,
        title: 'Help Amaka finish nursing school',
        summary: 'Final-year fees for a nursing student',
        descriptionHtml: '<p>Amaka is in her final year.</p>',
        goalKobo: 50_000_000,
        category: 'Health',
        type: 'Non-reward based',
        status: 1,
        ...o,
      })
      .returning();
    if (pledgedKobo) await tx.execute(sql`update campaign_totals set pledged_kobo = ${pledgedKobo} where campaign_id = ${row!.id}`);
    if (goalReachedAt) await markGoalReached(tx, row!.id, goalReachedAt);
    return { ...row!, pledgedKobo: pledgedKobo ?? 0 };
  });
}
