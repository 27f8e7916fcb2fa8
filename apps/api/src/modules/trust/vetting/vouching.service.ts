import { sql, type SQL } from 'drizzle-orm';
import type { VolunteerProfile } from '@ireti/shared/trust/types';
import type { AppContext } from '../../../context.ts';
import { notFound } from '../../../lib/errors.ts';
import { selectCards, toCard } from '../cards.ts';
import { iso, volunteerColumns, volunteerSummary, type VolunteerRow } from '../people.ts';

export const VouchMsg = { noVolunteer: 'There is no volunteer with this id' } as const;

/** How many campaigns a volunteer verified, over campaign_assignments (a). */
const verifiedBy = (volunteer: SQL) =>
  sql`(select count(*)::int from campaign_assignments a where a.volunteer_id = ${volunteer} and a.verified_at is not null)`;

/**
 * GET /volunteer/profile/{id}: an approved volunteer's public profile (spec §1, decision 050).
 * Only approved volunteers have one; anyone else — a user who never applied, an applicant, a
 * rejected or revoked volunteer, an organisation, an unknown id — is "no volunteer" (104). It reads
 * the person_cards, person_roles and campaign_facts read models and selects its columns by name, so nothing private
 * (e-mail, phone, address, documents, interview notes) can reach the reply.
 */
export async function publicVolunteer(ctx: AppContext, userId: number): Promise<VolunteerProfile> {
  const [u] = (
    await ctx.db.execute<VolunteerRow & { state: string | null; verified: number; since: Date | null }>(sql`
      select ${volunteerColumns}, s.name as state, ${verifiedBy(sql`u.id`)} as verified,
        (select max(va.reviewed_at) from volunteer_applications va where va.user_id = u.id and va.status = 'approved') as since
      from person_cards u join person_roles r on r.id = u.id left join state_names s on s.id = r.volunteer_state_id
      where u.id = ${userId} and r.volunteer_status = 'approved' and not u.is_organization`)
  ).rows;
  if (!u) throw notFound(VouchMsg.noVolunteer);
  const verified = Number(u.verified);
  const [standing] = (
    await ctx.db.execute<{ ahead: number; total: number }>(sql`
      with counts as (select ${verifiedBy(sql`v.id`)} as n from person_roles v where v.volunteer_status = 'approved')
      select count(*) filter (where n > ${verified})::int as ahead, count(*)::int as total from counts`)
  ).rows;
  // What donors can still open: verified campaigns that are live, closed for donations or closed,
  // and not suspended (deleted and removed ones are gone).
  const cards = await selectCards(
    ctx.db,
    sql`c.status in (1, 2, 3) and c.suspended_at is null
      and c.id in (select campaign_id from campaign_assignments where volunteer_id = ${userId} and verified_at is not null)`,
    sql`c.verified_at desc nulls last, c.id desc`,
    100,
  );
  const verifiedAt = new Map(
    (
      await ctx.db.execute<{ campaign_id: number; verified_at: Date }>(
        sql`select campaign_id, verified_at from campaign_assignments where volunteer_id = ${userId} and verified_at is not null`,
      )
    ).rows.map((r) => [Number(r.campaign_id), r.verified_at]),
  );
  return {
    ...volunteerSummary(u, ctx.media),
    state: u.state,
    volunteer_since: iso(u.since),
    verified_count: verified,
    rank: Number(standing!.ahead) + 1,
    total_volunteers: Number(standing!.total),
    campaigns: cards.map((r) => ({ ...toCard(r, ctx.media), verified_at: iso(verifiedAt.get(Number(r.id)))! })),
  };
}
