import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MyApplication } from '@ireti/shared/trust/types';
import type { Db } from '../../../db/client.ts';
import type { AppContext } from '../../../context.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { audit } from '../../../lib/audit.ts';
import { lockAccount, setVolunteerRole } from '../../accounts/index.ts';
import { volunteerApplications, type ApplicationRow } from '../trust.schema.ts';
import { countRows } from '../lists.ts';
import { letter } from '../trust.mail.ts';
import { iso, volunteerColumns, volunteerSummary, type VolunteerRow } from '../people.ts';

/**
 * Volunteer applications (spec §1: registered after an ID check, proof of address and an
 * interview). Uploading both documents submits the application; an admin then decides
 * (admin-volunteers.service.ts).
 */
export type DocumentKind = 'id' | 'bill';

export const VolunteerMsg = {
  organisation: 'Organisations cannot become volunteers; a member of your organisation can apply with a personal account',
  alreadyVolunteer: 'You are already a volunteer',
  noDocument: 'There is no such document',
} as const;

export async function latestApplication(db: Db, userId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(volunteerApplications)
    .where(eq(volunteerApplications.userId, userId))
    .orderBy(desc(volunteerApplications.createdAt), desc(volunteerApplications.id))
    .limit(1);
  return row ?? null;
}

export function toMyApplication(
  user: Pick<AuthUser, 'isOrganization' | 'volunteerStatus' | 'volunteerGrade'>,
  app: ApplicationRow | null,
): MyApplication {
  const approved = user.volunteerStatus === 'approved';
  return {
    status: approved ? 'approved' : (app?.status ?? 'none'),
    id_type: app?.idType ?? null,
    has_id_document: !!app?.idDocumentKey,
    has_bill: !!app?.billDocumentKey,
    submitted_at: iso(app?.submittedAt),
    interview_invited_at: iso(app?.interviewInvitedAt),
    decision_reason: app?.status === 'rejected' ? app.decisionReason : null,
    grade: approved ? (user.volunteerGrade ?? app?.grade ?? null) : null,
    can_apply: !user.isOrganization && !approved,
  };
}

export async function myApplication(db: Db, user: AuthUser): Promise<MyApplication> {
  return toMyApplication(user, await latestApplication(db, user.id));
}

/**
 * Stores one of the two documents (privately) on the caller's open application, opening one if
 * needed. With both documents in, the application is submitted: status pending, the applicant
 * told by e-mail. A replaced document is deleted once the change is committed.
 */
export async function saveVolunteerDocument(
  ctx: AppContext,
  user: AuthUser,
  kind: DocumentKind,
  bytes: Buffer,
  idType: string | undefined,
  ip: string,
) {
  if (user.isOrganization) throw forbidden(VolunteerMsg.organisation);
  if (user.volunteerStatus === 'approved') throw conflict(VolunteerMsg.alreadyVolunteer);
  const stored = await ctx.media.saveDocument(bytes, { folder: 'volunteers' });
  try {
    const { result, replaced } = await ctx.db.transaction(async (tx) => {
      // Serialises uploads of the same user (two tabs, a double tap): one open application.
      const me = await lockAccount(tx, user.id);
      if (me?.volunteerStatus === 'approved') throw conflict(VolunteerMsg.alreadyVolunteer);
      let [app] = await tx
        .select()
        .from(volunteerApplications)
        .where(and(eq(volunteerApplications.userId, user.id), inArray(volunteerApplications.status, ['draft', 'pending'])))
        .for('update');
      if (!app) [app] = await tx.insert(volunteerApplications).values({ userId: user.id }).returning();
      const current = app!;
      const replaced = kind === 'id' ? current.idDocumentKey : current.billDocumentKey;
      const set: Partial<typeof volunteerApplications.$inferInsert> =
        kind === 'id' ? { idDocumentKey: stored.key, idType: idType ?? current.idType } : { billDocumentKey: stored.key };
      const complete = (kind === 'id' || !!current.idDocumentKey) && (kind === 'bill' || !!current.billDocumentKey);
      const submitting = complete && current.status === 'draft';
      if (submitting) Object.assign(set, { status: 'pending', submittedAt: new Date() });
      const [updated] = await tx
        .update(volunteerApplications)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(volunteerApplications.id, current.id))
        .returning();
      await audit(tx, {
        actorId: user.id,
        action: `volunteer.document.${kind}`,
        subjectType: 'volunteer_application',
        subjectId: current.id,
        data: { replaced: !!replaced, ...(kind === 'id' ? { id_type: updated!.idType } : {}) },
        ip,
      });
      if (submitting) {
        await setVolunteerRole(tx, user.id, { status: 'pending' });
        await audit(tx, {
          actorId: user.id,
          action: 'volunteer.application.submitted',
          subjectType: 'volunteer_application',
          subjectId: current.id,
          ip,
        });
        await ctx.notify.mail(tx, { email: user.email }, (t) => ({
          subject: t('trust.application.subject'),
          text: letter(
            t,
            user.firstName,
            t('trust.application.body'),
            t('trust.application.next'),
            t('trust.application.track', { url: `${ctx.config.publicUrl}/volunteer` }),
          ),
          links: [`${ctx.config.publicUrl}/volunteer`],
        }));
      }
      return { result: updated!, replaced };
    });
    if (replaced) await ctx.media.remove(replaced).catch(() => {});
    return toMyApplication({ ...user, volunteerStatus: result.status === 'pending' ? 'pending' : user.volunteerStatus }, result);
  } catch (err) {
    await ctx.media.remove(stored.key).catch(() => {});
    throw err;
  }
}

/** The key of one of the caller's own documents (latest application), for the private route. */
export async function ownDocumentKey(db: Db, userId: number, kind: DocumentKind): Promise<string> {
  const app = await latestApplication(db, userId);
  const key = kind === 'id' ? app?.idDocumentKey : app?.billDocumentKey;
  if (!key) throw notFound(VolunteerMsg.noDocument);
  return key;
}

/** Approved volunteers, public (spec §1: their grading and profiles are public). */
export async function listVolunteers(ctx: AppContext, q: { page: number; per_page: number; state?: number }) {
  // A volunteer is listed under the state they were approved to vet.
  const where = sql`r.volunteer_status = 'approved' ${q.state ? sql`and r.volunteer_state_id = ${q.state}` : sql``}`;
  const n = await countRows(ctx.db, sql`person_roles r where ${where}`);
  const rows = (
    await ctx.db.execute<VolunteerRow & { state: string | null; verified: number }>(sql`
      select ${volunteerColumns}, s.name as state,
        (select count(*)::int from campaign_assignments a where a.volunteer_id = u.id and a.verified_at is not null) as verified
      from person_cards u join person_roles r on r.id = u.id left join state_names s on s.id = r.volunteer_state_id
      where ${where}
      order by r.volunteer_grade desc nulls last, verified desc, lower(u.first_name), lower(u.last_name), u.id
      limit ${q.per_page} offset ${q.page * q.per_page}`)
  ).rows;
  return {
    volunteers: rows.map((r) => ({
      ...volunteerSummary(r, ctx.media),
      state: r.state,
      verified_count: Number(r.verified),
    })),
    total_pages: Math.ceil(n / q.per_page),
    total: n,
  };
}
