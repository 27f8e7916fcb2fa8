import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { DEMO_PASSWORD } from '../accounts/accounts.demo.ts';
import { assignVolunteers, publishVetters } from './vetting/assignments.service.ts';
import { campaignReports, volunteerApplications } from './trust.schema.ts';

/**
 * Demo content of the trust module, after the accounts and campaigns demos (outside production):
 * the demo volunteers' applications and documents, volunteers on the demo campaigns (assigned to
 * those awaiting verification, and recorded as the verifiers of the live and closed ones), a
 * pending volunteer application and a couple of reports — so every admin queue has something.
 * Idempotent, and it skips what the other demos have not created.
 */
const LAGOS = 25;
const APPLICANT = 'femi@demo.ireti.ng';

function paper(kind: 'id' | 'bill', hue: number): Promise<Buffer> {
  const head = `hsl(${hue},55%,32%)`;
  const svg =
    kind === 'id'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="540"><rect width="860" height="540" rx="28" fill="#f8fafc"/><rect width="860" height="110" rx="28" fill="${head}"/><rect x="50" y="160" width="220" height="280" rx="12" fill="#cbd5e1"/><circle cx="160" cy="260" r="55" fill="#94a3b8"/><rect x="320" y="180" width="420" height="26" rx="8" fill="#94a3b8"/><rect x="320" y="240" width="360" height="26" rx="8" fill="#cbd5e1"/><rect x="320" y="300" width="400" height="26" rx="8" fill="#cbd5e1"/></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="860"><rect width="620" height="860" fill="#ffffff"/><rect width="620" height="120" fill="${head}"/><rect x="40" y="170" width="300" height="22" fill="#94a3b8"/><rect x="40" y="220" width="540" height="16" fill="#cbd5e1"/><rect x="40" y="250" width="540" height="16" fill="#cbd5e1"/><rect x="40" y="330" width="540" height="200" fill="none" stroke="#94a3b8" stroke-width="4"/><rect x="380" y="600" width="200" height="60" fill="#f5c542"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function documents(ctx: AppContext, hue: number) {
  const id = await ctx.media.saveDocument(await paper('id', hue), { folder: 'volunteers' });
  const bill = await ctx.media.saveDocument(await paper('bill', hue + 40), { folder: 'volunteers' });
  return { idDocumentKey: id.key, billDocumentKey: bill.key };
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

export async function seedTrustDemo(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.ireti.ng'));

  // Approved volunteers without an application on file (the accounts demo makes them approved).
  const volunteers = await db.select().from(users).where(eq(users.volunteerStatus, 'approved'));
  for (const [i, v] of volunteers.entries()) {
    const [has] = await db
      .select({ id: volunteerApplications.id })
      .from(volunteerApplications)
      .where(eq(volunteerApplications.userId, v.id))
      .limit(1);
    if (has) continue;
    await db.insert(volunteerApplications).values({
      userId: v.id,
      status: 'approved',
      idType: v.idType ?? 'National ID',
      ...(await documents(ctx, 30 + i * 70)),
      submittedAt: daysAgo(60),
      interviewInvitedAt: daysAgo(55),
      interviewMessage: 'We will call you on Thursday at 11am.',
      interviewedOn: daysAgo(50).toISOString().slice(0, 10),
      interviewNotes: 'Lives in the area for years, knows its markets and hospitals; calm and careful on the phone.',
      grade: v.volunteerGrade ?? 3,
      reviewedBy: admin?.id ?? null,
      reviewedAt: daysAgo(50),
    });
  }

  // Approved for the state of their profile, as an administrator's decision records it.
  await db.execute(sql`update users set volunteer_state_id = state_id where volunteer_status = 'approved' and volunteer_state_id is null`);

  // A pending application, waiting for the admin's interview.
  const [existing] = await db.select().from(users).where(eq(users.email, APPLICANT));
  if (!existing) {
    const [femi] = await db
      .insert(users)
      .values({
        email: APPLICANT,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Femi',
        lastName: 'Adeyemi',
        gender: 'male',
        mobile: '+2348031110008',
        stateId: LAGOS,
        lgaId: 510,
        emailVerifiedAt: new Date(),
        volunteerStatus: 'pending',
      })
      .returning();
    await db
      .insert(volunteerApplications)
      .values({ userId: femi!.id, status: 'pending', idType: "Voter's card", ...(await documents(ctx, 200)), submittedAt: daysAgo(2) });
  }

  await db.transaction(async (tx) => {
    // The demo campaigns awaiting verification: volunteers of the campaign's state, as for a new campaign.
    const waiting = (
      await tx.execute<{ id: number; owner_id: number }>(sql`
      select c.id, c.owner_id from campaigns c join users o on o.id = c.owner_id
      where c.status = 0 and c.suspended_at is null and o.email like '%@demo.ireti.ng'
        and not exists (select 1 from campaign_assignments a where a.campaign_id = c.id)
      order by c.id`)
    ).rows;
    for (const c of waiting) await assignVolunteers(tx, Number(c.id), Number(c.owner_id));

    // The campaigns demo's live and closed campaigns (their 0 → 1 step says 'verified', where a real
    // verification says who did it): a volunteer of the campaign's state verified them (the admin did
    // where there is none) — one assigned when the campaign was created, or else the state's first.
    const demoVerified = sql`exists (select 1 from campaign_transitions t where t.campaign_id = c.id and t.to_status = 1 and t.reason = 'verified')`;
    await tx.execute(sql`
      update campaign_assignments a set verified_at = coalesce(c.verified_at, c.created_at)
      from campaigns c
      where a.campaign_id = c.id and c.status in (1, 2, 3) and ${demoVerified}
        and not exists (select 1 from campaign_assignments v where v.campaign_id = c.id and v.verified_at is not null)
        and a.volunteer_id = (select min(x.volunteer_id) from campaign_assignments x where x.campaign_id = c.id)`);
    await tx.execute(sql`
      insert into campaign_assignments (campaign_id, volunteer_id, assigned_at, verified_at)
      select c.id, v.id, c.created_at, coalesce(c.verified_at, c.created_at)
      from campaigns c join users o on o.id = c.owner_id
      join lateral (select id from users v where v.volunteer_status = 'approved' and v.volunteer_state_id = c.state_id and v.id <> o.id order by v.id limit 1) v on true
      where c.status in (1, 2, 3) and ${demoVerified} and not exists (select 1 from campaign_assignments a where a.campaign_id = c.id)
      on conflict do nothing`);
    // Campaigns keeps who vets each campaign as trust tells it (decision 109).
    const vetted = await tx.execute<{ campaign_id: number }>(sql`select distinct campaign_id from campaign_assignments`);
    await publishVetters(
      tx,
      vetted.rows.map((r) => Number(r.campaign_id)),
    );
  });

  // Two reports, so the admins' queue has something: once, while no report exists.
  const [anyReport] = await db.select({ id: campaignReports.id }).from(campaignReports).limit(1);
  if (!anyReport) {
    const live = (
      await db.execute<{ id: number; owner_id: number }>(
        sql`select id, owner_id from campaigns where status = 1 and suspended_at is null order by created_at desc, id limit 2`,
      )
    ).rows;
    const [ada] = await db.select().from(users).where(eq(users.email, 'ada@demo.ireti.ng'));
    const messages = [
      'The photos in this campaign look like they were taken from a news website. Please check that the story is genuine.',
      'I know this family and the amount asked is much more than the hospital bill they showed at church.',
    ];
    for (const [i, c] of live.entries()) {
      const reporter = i === 1 && ada && ada.id !== Number(c.owner_id) ? ada.id : null;
      await db.insert(campaignReports).values({
        campaignId: Number(c.id),
        reporterId: reporter,
        message: messages[i]!,
        ip: '127.0.0.1',
        createdAt: daysAgo(1 - i * 0.5),
      });
    }
  }
}
