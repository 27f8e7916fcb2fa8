import { and, eq, sql } from 'drizzle-orm';
import type { AdminApplicationItem, AdminPage } from '@ireti/shared/trust/types';
import type { Tx } from '../../../db/client.ts';
import type { AppContext } from '../../../context.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { conflict, invalid, notFound } from '../../../lib/errors.ts';
import { VetMsg } from './vetting.service.ts';
import { audit } from '../../../lib/audit.ts';
import { lockAccount, personCards, personContacts, personRoles, recordPrivateView, setVolunteerRole } from '../../accounts/index.ts';
import { lockCampaign } from '../../campaigns/index.ts';
import { assignByHand, assignVolunteers, backfillVolunteer } from './assignments.service.ts';
import { volunteerApplications, type ApplicationRow } from '../trust.schema.ts';
import { adminPage, countRows } from '../lists.ts';
import { letter } from '../trust.mail.ts';
import { iso, listedPeople, type Reveal } from '../people.ts';
import type { DocumentKind } from './volunteers.service.ts';

/**
 * The admin's side of volunteer applications: review the documents, invite to the interview,
 * record it with a grade and the decision, tell the applicant. Approval makes the user a
 * volunteer (the account's volunteer_status 'approved', the VOLUNTEER badge) and assigns them to the
 * campaigns of their state still waiting for a volunteer.
 */
export const AppMsg = {
  notFound: 'Application not found',
  notPending: 'This application has already been decided',
  incomplete: 'This application is still missing a document',
  future: 'Interview date cannot be in the future',
  notVolunteer: 'This user is not a volunteer',
} as const;

const filters = {
  pending: sql`a.status = 'pending'`,
  draft: sql`a.status = 'draft'`,
  approved: sql`a.status = 'approved'`,
  rejected: sql`a.status = 'rejected'`,
  all: sql`true`,
} as const;
export type ApplicationFilter = keyof typeof filters;

type Row = {
  id: number;
  user_id: number;
  status: AdminApplicationItem['status'];
  id_type: string | null;
  id_document_key: string | null;
  bill_document_key: string | null;
  submitted_at: Date | null;
  interview_invited_at: Date | null;
  interview_message: string | null;
  interviewed_on: string | null;
  interview_notes: string | null;
  grade: number | null;
  decision_reason: string | null;
  reviewed_at: Date | null;
  reviewer_first: string | null;
  reviewer_last: string | null;
};

export async function listApplications(
  ctx: AppContext,
  status: ApplicationFilter,
  page: number,
  perPage: number,
  reveal: Reveal = null,
): Promise<AdminPage<AdminApplicationItem>> {
  const where = filters[status];
  const n = await countRows(ctx.db, sql`volunteer_applications a where ${where}`);
  const rows = (
    await ctx.db.execute<Row & Record<string, unknown>>(sql`
      select a.id, a.status, a.id_type, a.id_document_key, a.bill_document_key, a.submitted_at, a.interview_invited_at, a.interview_message,
        to_char(a.interviewed_on, 'YYYY-MM-DD') as interviewed_on, a.interview_notes, a.grade, a.decision_reason, a.reviewed_at,
        a.user_id, r.first_name as reviewer_first, r.last_name as reviewer_last
      from volunteer_applications a left join person_cards r on r.id = a.reviewed_by
      where ${where}
      order by ${status === 'pending' || status === 'draft' ? sql`coalesce(a.submitted_at, a.created_at) asc` : sql`coalesce(a.reviewed_at, a.created_at) desc`}, a.id
      limit ${perPage} offset ${(page - 1) * perPage}`)
  ).rows;
  const applicationOf = new Map(rows.map((r) => [Number(r.user_id), Number(r.id)]));
  const shown = await listedPeople(
    ctx,
    rows.map((r) => r.user_id),
    reveal,
    'identity_details',
    (userId) => `volunteer application ${applicationOf.get(userId)}`,
  );
  const transactions = rows.map((r): AdminApplicationItem => ({
    id: Number(r.id),
    status: r.status,
    id_type: r.id_type,
    has_id_document: !!r.id_document_key,
    has_bill: !!r.bill_document_key,
    submitted_at: iso(r.submitted_at),
    interview_invited_at: iso(r.interview_invited_at),
    interview_message: r.interview_message,
    interviewed_on: r.interviewed_on,
    interview_notes: r.interview_notes,
    grade: r.grade === null ? null : Number(r.grade),
    decision_reason: r.decision_reason,
    reviewed_at: iso(r.reviewed_at),
    reviewer: r.reviewer_first !== null ? `${r.reviewer_first} ${r.reviewer_last ?? ''}`.trim() : null,
    user: shown.get(Number(r.user_id))!,
  }));
  return adminPage(transactions, n, page, perPage);
}

/** The key of an application's document; the view is recorded in its owner's access log (docs/decisions/086). */
export async function applicationDocumentKey(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  kind: DocumentKind,
  reason: string,
): Promise<string> {
  const [a] = await ctx.db.select().from(volunteerApplications).where(eq(volunteerApplications.id, id));
  if (!a) throw notFound(AppMsg.notFound);
  const key = kind === 'id' ? a.idDocumentKey : a.billDocumentKey;
  if (!key) throw notFound('There is no such document');
  await recordPrivateView(ctx.db, {
    ownerId: a.userId,
    viewer: admin,
    what: kind === 'id' ? 'id_document' : 'proof_of_address',
    subject: `volunteer application ${a.id}`,
    reason,
  });
  return key;
}

async function lockPending(tx: Tx, id: number): Promise<ApplicationRow> {
  const [a] = await tx.select().from(volunteerApplications).where(eq(volunteerApplications.id, id)).for('update');
  if (!a) throw notFound(AppMsg.notFound);
  if (a.status === 'draft') throw conflict(AppMsg.incomplete);
  if (a.status !== 'pending') throw conflict(AppMsg.notPending);
  return a;
}

export async function inviteToInterview(ctx: AppContext, admin: AuthUser, id: number, message: string, ip: string) {
  return ctx.db.transaction(async (tx) => {
    const a = await lockPending(tx, id);
    const [u] = await tx
      .select({ email: personContacts.email, firstName: personCards.firstName })
      .from(personContacts)
      .innerJoin(personCards, eq(personCards.id, personContacts.id))
      .where(eq(personContacts.id, a.userId));
    await tx
      .update(volunteerApplications)
      .set({ interviewInvitedAt: new Date(), interviewMessage: message, updatedAt: new Date() })
      .where(eq(volunteerApplications.id, id));
    await audit(tx, {
      actorId: admin.id,
      action: 'volunteer.interview.invited',
      subjectType: 'volunteer_application',
      subjectId: id,
      data: { message },
      ip,
    });
    await ctx.notify.mail(tx, { email: u!.email }, (t) => ({
      subject: t('trust.volunteer.interview.subject'),
      // the administrator's own message goes in as written
      text: letter(t, u!.firstName, t('trust.volunteer.interview.body'), message),
    }));
    return { id, interview_invited: true };
  });
}

export async function decideApplication(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  input: { decision: 'approved' | 'rejected'; interviewed_on: string; interview_notes: string; grade?: number; reason: string },
  ip: string,
) {
  const today = new Date().toISOString().slice(0, 10);
  if (input.interviewed_on > today) throw invalid({ interviewed_on: AppMsg.future });
  return ctx.db.transaction(async (tx) => {
    const a = await lockPending(tx, id);
    const u = await lockAccount(tx, a.userId);
    const approved = input.decision === 'approved';
    const now = new Date();
    await tx
      .update(volunteerApplications)
      .set({
        status: input.decision,
        interviewedOn: input.interviewed_on,
        interviewNotes: input.interview_notes,
        grade: approved ? input.grade! : null,
        decisionReason: approved ? null : input.reason,
        reviewedBy: admin.id,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(volunteerApplications.id, id));
    // The state approved now is the one they vet from here on, whatever the profile says later.
    await setVolunteerRole(
      tx,
      a.userId,
      { status: input.decision, grade: approved ? input.grade! : null, stateId: approved ? u!.stateId : null },
      now,
    );
    await audit(tx, {
      actorId: admin.id,
      action: approved ? 'volunteer.approved' : 'volunteer.rejected',
      subjectType: 'user',
      subjectId: a.userId,
      data: {
        application_id: id,
        grade: approved ? input.grade : null,
        state_id: approved ? u!.stateId : null,
        reason: approved ? null : input.reason,
      },
      ip,
    });
    let assigned: number[] = [];
    if (approved) {
      assigned = await backfillVolunteer(tx, a.userId);
      await ctx.notify.mail(tx, { email: u!.email }, (t) => ({
        subject: t('trust.volunteer.approved.subject'),
        text: letter(
          t,
          u!.firstName,
          t('trust.volunteer.approved.body', { grade: String(input.grade) }),
          t('trust.volunteer.approved.howTo'),
          t('trust.volunteer.approved.link', { url: `${ctx.config.publicUrl}/profile` }),
        ),
        links: [`${ctx.config.publicUrl}/profile`],
      }));
    } else {
      await ctx.notify.mail(tx, { email: u!.email }, (t) => ({
        subject: t('trust.volunteer.rejected.subject'),
        text: letter(
          t,
          u!.firstName,
          t('trust.volunteer.rejected.body'),
          t('common.reason', { reason: input.reason }),
          t('trust.volunteer.rejected.again', { url: `${ctx.config.publicUrl}/volunteer` }),
        ),
        links: [`${ctx.config.publicUrl}/volunteer`],
      }));
    }
    return { id, status: input.decision, assigned_campaigns: assigned.length };
  });
}

/**
 * Takes the role away from a volunteer (misconduct, moving away): the campaigns they were
 * assigned to and had not yet verified get another volunteer of the state where there is one.
 */
export async function revokeVolunteer(ctx: AppContext, admin: AuthUser, userId: number, reason: string, ip: string) {
  return ctx.db.transaction(async (tx) => {
    const u = await lockAccount(tx, userId);
    if (!u) throw notFound('User not found');
    if (u.volunteerStatus !== 'approved') throw conflict(AppMsg.notVolunteer);
    await setVolunteerRole(tx, userId, { status: 'none', grade: null });
    const open = (
      await tx.execute<{ campaign_id: number; owner_id: number }>(sql`
        delete from campaign_assignments a using campaign_facts c
        where a.campaign_id = c.id and a.volunteer_id = ${userId} and a.verified_at is null and a.recommended_at is null and c.status = 0
        returning a.campaign_id, c.owner_id`)
    ).rows;
    for (const o of open) await assignVolunteers(tx, Number(o.campaign_id), Number(o.owner_id));
    await audit(tx, {
      actorId: admin.id,
      action: 'volunteer.revoked',
      subjectType: 'user',
      subjectId: userId,
      data: { reason, unassigned: open.length },
      ip,
    });
    await ctx.notify.mail(tx, { email: u.email }, (t) => ({
      subject: t('trust.volunteer.revoked.subject'),
      text: letter(
        t,
        u.firstName,
        t('trust.volunteer.revoked.body'),
        t('common.reason', { reason }),
        t('trust.volunteer.revoked.questions', { email: ctx.config.SUPPORT_EMAIL }),
      ),
    }));
    return { user_id: userId, volunteer_status: 'none' as const };
  });
}

/** An admin assigns a volunteer by hand to a campaign awaiting verification. */
export async function assignVolunteerByHand(ctx: AppContext, admin: AuthUser, campaignId: number, volunteerId: number, ip: string) {
  return ctx.db.transaction(async (tx) => {
    // Throws 'Campaign not found' (404) when there is none.
    const c = await lockCampaign(tx, campaignId);
    if (c.status !== 0) throw conflict('Only a campaign awaiting verification can be assigned');
    if (!c.submittedAt) throw conflict(VetMsg.notSubmitted);
    const [v] = await tx
      .select({ id: personRoles.id })
      .from(personRoles)
      .where(and(eq(personRoles.id, volunteerId), eq(personRoles.volunteerStatus, 'approved')));
    if (!v) throw invalid({ volunteer_id: 'Choose an approved volunteer' });
    if (Number(c.ownerId) === volunteerId) throw invalid({ volunteer_id: 'A volunteer cannot vet their own campaign' });
    const added = await assignByHand(tx, campaignId, volunteerId);
    if (!added) throw conflict('This volunteer is already assigned to this campaign');
    await audit(tx, {
      actorId: admin.id,
      action: 'campaign.volunteer.assigned',
      subjectType: 'campaign',
      subjectId: campaignId,
      data: { volunteer_id: volunteerId },
      ip,
    });
    return { _id: campaignId, campaign_id: c.publicId, volunteer_id: volunteerId };
  });
}
