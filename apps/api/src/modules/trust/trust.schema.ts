import { bigserial, date, pgTable, pgView, smallint, text } from 'drizzle-orm/pg-core';
import { big, ts } from '../../db/columns.ts';

/** Drizzle mirror of migrations/0008_trust.sql (the SQL file is the source of truth). */

export type ApplicationRowStatus = 'draft' | 'pending' | 'approved' | 'rejected';

export const volunteerApplications = pgTable('volunteer_applications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: big('user_id').notNull(),
  status: text('status').$type<ApplicationRowStatus>().notNull().default('draft'),
  idType: text('id_type'),
  idDocumentKey: text('id_document_key'),
  billDocumentKey: text('bill_document_key'),
  submittedAt: ts('submitted_at'),
  interviewInvitedAt: ts('interview_invited_at'),
  interviewMessage: text('interview_message'),
  interviewedOn: date('interviewed_on', { mode: 'string' }),
  interviewNotes: text('interview_notes'),
  grade: smallint('grade'),
  decisionReason: text('decision_reason'),
  reviewedBy: big('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type ApplicationRow = typeof volunteerApplications.$inferSelect;

export const campaignReports = pgTable('campaign_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  campaignId: big('campaign_id').notNull(),
  reporterId: big('reporter_id'),
  message: text('message').notNull(),
  ip: text('ip'),
  status: text('status').$type<'open' | 'dismissed' | 'actioned'>().notNull().default('open'),
  resolutionNote: text('resolution_note'),
  resolvedBy: big('resolved_by'),
  resolvedAt: ts('resolved_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const campaignSuspensions = pgTable('campaign_suspensions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  campaignId: big('campaign_id').notNull(),
  reason: text('reason').notNull(),
  suspendedBy: big('suspended_by'),
  suspendedAt: ts('suspended_at').notNull().defaultNow(),
  liftedBy: big('lifted_by'),
  liftedAt: ts('lifted_at'),
  liftNote: text('lift_note'),
});

export const campaignAssignments = pgTable('campaign_assignments', {
  campaignId: big('campaign_id').notNull(),
  volunteerId: big('volunteer_id').notNull(),
  assignedAt: ts('assigned_at').notNull().defaultNow(),
  verifiedAt: ts('verified_at'),
  recommendedAt: ts('recommended_at'),
});

/** Published read model (migrations/0016_campaign_volunteers_view.sql): who vets which campaign. */
export const campaignVolunteers = pgView('campaign_volunteers').as((qb) => qb.select().from(campaignAssignments));
