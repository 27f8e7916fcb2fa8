import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * The trust module's part of the data rights (issue 28, docs/decisions/085-data-rights.md): a
 * person's volunteer application (with its documents' keys, the files go into the archive), the
 * reports they filed and the reports about their campaigns; erasing them; and the retention of
 * decided applications' documents.
 */
type Rows = Record<string, unknown>[];
const rows = async (db: Db | Tx, q: ReturnType<typeof sql>) => (await db.execute<Record<string, unknown>>(q)).rows as Rows;

export async function trustPersonalData(db: Db | Tx, userId: number) {
  const volunteer = await rows(
    db,
    sql`select id, status, id_type, id_document_key, bill_document_key, submitted_at, interview_invited_at, interview_message,
          interviewed_on, grade, decision_reason, reviewed_at, created_at, updated_at
        from volunteer_applications where user_id = ${userId} order by id`,
  );
  const reportsFiled = await rows(
    db,
    sql`select r.id, c.public_id as campaign_id, r.message, r.status, r.created_at
        from campaign_reports r join campaign_facts c on c.id = r.campaign_id where r.reporter_id = ${userId} order by r.id`,
  );
  // About their campaigns: what was said and what came of it, not who said it.
  const reportsAbout = await rows(
    db,
    sql`select r.id, c.public_id as campaign_id, r.message, r.status, r.resolution_note, r.created_at, r.resolved_at
        from campaign_reports r join campaign_facts c on c.id = r.campaign_id where c.owner_id = ${userId} order by r.id`,
  );
  const files = volunteer.flatMap((v) => [v.id_document_key, v.bill_document_key].filter((k): k is string => typeof k === 'string' && !!k));
  return { volunteer_applications: volunteer, reports_filed: reportsFiled, reports_about_my_campaigns: reportsAbout, files };
}

/** Erases the person's documents (withdrawing an application still awaiting its decision) and the address they reported from; returns the media keys to remove after commit. */
export async function eraseTrustData(tx: Tx, userId: number): Promise<string[]> {
  const docs = await rows(
    tx,
    sql`update volunteer_applications v set id_document_key = null, bill_document_key = null, interview_notes = null,
          -- an application awaiting its decision is withdrawn
          status = case when v.status = 'pending' then 'draft' else v.status end
        from volunteer_applications old where old.id = v.id and v.user_id = ${userId}
        returning old.id_document_key, old.bill_document_key`,
  );
  await tx.execute(sql`update campaign_reports set ip = null where reporter_id = ${userId}`);
  return docs.flatMap((d) => [d.id_document_key, d.bill_document_key].filter((k): k is string => typeof k === 'string' && !!k));
}

/** Retention: documents of applications decided (approved or rejected) before `before`; returns their keys. */
export async function forgetDecidedVolunteerDocuments(tx: Tx, before: Date): Promise<string[]> {
  const docs = await rows(
    tx,
    sql`update volunteer_applications v set id_document_key = null, bill_document_key = null
        from volunteer_applications old
        where old.id = v.id and v.reviewed_at < ${before} and v.status in ('approved', 'rejected')
          and (v.id_document_key is not null or v.bill_document_key is not null)
        returning old.id_document_key, old.bill_document_key`,
  );
  return docs.flatMap((d) => [d.id_document_key, d.bill_document_key].filter((k): k is string => typeof k === 'string' && !!k));
}
