import { eq, inArray, sql } from 'drizzle-orm';
import { auditEntries } from '../../../lib/audit.ts';
import { personCards, personContacts } from '../../accounts/index.ts';
import { campaignFacts } from '../../campaigns/index.ts';
import { koboToNaira } from '@ireti/shared/money';
import type { AdminCampaignItem, AdminOverview, AdminPage, AuditItem } from '@ireti/shared/trust/types';
import type { AppContext } from '../../../context.ts';
import { adminPage, countRows } from '../lists.ts';
import { iso, listedPeople, nameOf, personRef, type Reveal } from '../people.ts';

/** The admin console's overview and the queues that are not someone else's service. */
export async function overview(ctx: AppContext): Promise<AdminOverview> {
  const [r] = (
    await ctx.db.execute<Record<keyof AdminOverview, number>>(sql`
      select
        (select count(*)::int from campaign_facts where status = 0 and submitted_at is not null) as campaigns_awaiting,
        (select count(*)::int from volunteer_applications where status = 'pending') as volunteer_applications,
        (select count(*)::int from person_roles where identity_status = 'submitted') as identity_submissions,
        (select count(*)::int from campaign_reports where status = 'open') as open_reports,
        (select count(*)::int from campaign_facts where suspended_at is not null and status <> 4) as suspended_campaigns`)
  ).rows;
  return r!;
}

const campaignFilters = {
  // Drafts (not yet submitted by their owner) are nobody's to vet: not in these queues.
  awaiting: sql`c.status = 0 and c.submitted_at is not null`,
  unassigned: sql`c.status = 0 and c.submitted_at is not null and not exists (select 1 from campaign_assignments a where a.campaign_id = c.id)`,
} as const;
export type CampaignFilter = keyof typeof campaignFilters;

/** Campaigns awaiting verification, oldest first, with their volunteers (an admin may verify too). */
export async function awaitingCampaigns(
  ctx: AppContext,
  filter: CampaignFilter,
  page: number,
  perPage: number,
  reveal: Reveal = null,
): Promise<AdminPage<AdminCampaignItem>> {
  const where = campaignFilters[filter];
  const n = await countRows(ctx.db, sql`campaign_facts c where ${where}`);
  const rows = (
    await ctx.db.execute<
      {
        id: number;
        owner_id: number;
        public_id: string;
        title: string;
        summary: string;
        image_key: string | null;
        category: string;
        goal_kobo: number;
        status: number;
        suspended_at: Date | null;
        created_at: Date;
        reports: number;
        state: string | null;
      } & Record<string, unknown>
    >(sql`
      select c.id, c.owner_id, c.public_id, c.title, c.summary, c.image_key, c.category, c.goal_kobo, c.status, c.suspended_at, c.created_at,
        (select count(*)::int from campaign_reports r where r.campaign_id = c.id and r.status = 'open') as reports,
        (select s.name from state_names s where s.id = c.state_id) as state
      from campaign_facts c
      where ${where} order by c.created_at asc, c.id limit ${perPage} offset ${(page - 1) * perPage}`)
  ).rows;
  const ids = rows.map((r) => Number(r.id));
  const campaignOf = new Map(rows.map((r) => [Number(r.owner_id), String(r.public_id)]));
  const owners = await listedPeople(
    ctx,
    rows.map((r) => r.owner_id),
    reveal,
    'contact',
    (ownerId) => `reviewing campaign ${campaignOf.get(ownerId)}`,
  );
  const vols = ids.length
    ? (
        await ctx.db.execute<{
          campaign_id: number;
          id: number;
          first_name: string;
          last_name: string;
          state: string | null;
          verified_at: Date | null;
          recommended_at: Date | null;
        }>(sql`
          select a.campaign_id, v.id, v.first_name, v.last_name, s.name as state, a.verified_at, a.recommended_at
          from campaign_assignments a join person_cards v on v.id = a.volunteer_id join person_roles vr on vr.id = a.volunteer_id
          left join state_names s on s.id = coalesce(vr.volunteer_state_id, v.state_id)
          where a.campaign_id in ${sql`(${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`} order by a.assigned_at, v.id`)
      ).rows
    : [];
  const transactions = rows.map((r): AdminCampaignItem => ({
    _id: Number(r.id),
    campaign_id: r.public_id,
    title: r.title,
    summary: r.summary,
    imageUrl: ctx.media.publicUrl(r.image_key),
    category: r.category,
    state: r.state,
    amount: koboToNaira(Number(r.goal_kobo)),
    status: r.status,
    suspended: r.suspended_at !== null,
    created: iso(r.created_at)!,
    owner: owners.get(Number(r.owner_id))!,
    volunteers: vols
      .filter((v) => Number(v.campaign_id) === Number(r.id))
      .map((v) => ({
        _id: Number(v.id),
        first_name: v.first_name,
        last_name: v.last_name,
        state: v.state,
        verified: !!v.verified_at,
        recommended: !!v.recommended_at,
      })),
    open_reports: Number(r.reports),
  }));
  return adminPage(transactions, n, page, perPage);
}

const isId = (s: string) => /^[1-9][0-9]{0,8}$/.test(s); // a serial id, as the subject column stores it in text

/** The audit log, newest first; `action` filters by prefix (e.g. "volunteer." or "campaign.status"). */
export async function auditLog(
  ctx: AppContext,
  q: { page: number; per_page: number; action?: string; subject_type?: string; subject_id?: string },
): Promise<AdminPage<AuditItem>> {
  const { total, rows } = await auditEntries(
    ctx.db,
    { action: q.action, subjectType: q.subject_type, subjectId: q.subject_id },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page },
  );
  // The actors' names and addresses, from the accounts module's read models, in one query for the page.
  // and the subjects' names (people and campaigns, a report's campaign): one query each.
  const userSubjects = rows.flatMap((r) => (r.subjectType === 'user' && isId(r.subjectId) ? [Number(r.subjectId)] : []));
  const personIds = [...new Set([...rows.flatMap((r) => (r.actorId ? [r.actorId] : [])), ...userSubjects])];
  const campaignOf = (r: (typeof rows)[number]): number | null => {
    if (r.subjectType === 'campaign') return isId(r.subjectId) ? Number(r.subjectId) : null;
    const fromData = r.subjectType === 'report' ? r.data?.campaign_id : undefined;
    return typeof fromData === 'number' ? fromData : null;
  };
  const campaignIds = [...new Set(rows.flatMap((r) => campaignOf(r) ?? []))];
  const [persons, titles] = await Promise.all([
    personIds.length
      ? ctx.db
          .select({
            id: personCards.id,
            isOrganization: personCards.isOrganization,
            organizationName: personCards.organizationName,
            firstName: personCards.firstName,
            lastName: personCards.lastName,
            email: personContacts.email,
          })
          .from(personCards)
          .innerJoin(personContacts, eq(personContacts.id, personCards.id))
          .where(inArray(personCards.id, personIds))
      : [],
    campaignIds.length
      ? ctx.db
          .select({ id: campaignFacts.id, publicId: campaignFacts.publicId, title: campaignFacts.title })
          .from(campaignFacts)
          .where(inArray(campaignFacts.id, campaignIds))
      : [],
  ]);
  const actors = new Map(persons.map((p) => [p.id, p]));
  const campaignsById = new Map(titles.map((c) => [c.id, c]));
  const transactions = rows.map((r): AuditItem => {
    const a = r.actorId ? actors.get(r.actorId) : undefined;
    const cid = campaignOf(r);
    const campaign = cid === null ? undefined : campaignsById.get(cid);
    const subjectPerson = r.subjectType === 'user' && isId(r.subjectId) ? actors.get(Number(r.subjectId)) : undefined;
    return {
      id: Number(r.id),
      action: r.action,
      subject_type: r.subjectType,
      subject_id: r.subjectId,
      data: r.data ?? {},
      actor: personRef({
        id: a?.id ?? null,
        is_org: a?.isOrganization ?? null,
        org_name: a?.organizationName ?? null,
        first_name: a?.firstName ?? null,
        last_name: a?.lastName ?? null,
        email: a?.email ?? null,
      }),
      subject_name: campaign?.title ?? (subjectPerson ? nameOf(subjectPerson) : null),
      campaign_id: campaign?.publicId ?? null,
      ip: r.ip,
      created: iso(r.createdAt)!,
    };
  });
  return adminPage(transactions, total, q.page, q.per_page);
}
