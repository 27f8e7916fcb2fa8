import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { personCards, personContacts, personRoles } from '../accounts/index.ts';
import { ASSIGNMENT_MAIL_JOB } from './vetting/assignments.service.ts';
import { campaignUrl } from './trust.mail.ts';

/**
 * Background work of the trust module: telling a volunteer they were assigned a campaign. The
 * assignment itself happens in the campaign's own transaction; the e-mail is a job so that a
 * creation never waits on it and a retry never assigns twice.
 */
export function registerTrustJobs(ctx: AppContext) {
  ctx.jobs.register(ASSIGNMENT_MAIL_JOB, async (payload) => {
    const campaignId = Number(payload.campaignId);
    const volunteerId = Number(payload.volunteerId);
    const [row] = (
      await ctx.db.execute<{ public_id: string; title: string; summary: string; status: number; assigned: boolean }>(sql`
        select c.public_id, c.title, c.summary, c.status,
          exists (select 1 from campaign_assignments a where a.campaign_id = c.id and a.volunteer_id = ${volunteerId}) as assigned
        from campaign_facts c where c.id = ${campaignId}`)
    ).rows;
    // Verified, deleted or reassigned meanwhile: nothing to ask of the volunteer any more.
    if (!row || row.status !== 0 || !row.assigned) return;
    const [v] = await ctx.db
      .select({ email: personContacts.email, firstName: personCards.firstName, status: personRoles.volunteerStatus })
      .from(personContacts)
      .innerJoin(personCards, eq(personCards.id, personContacts.id))
      .innerJoin(personRoles, eq(personRoles.id, personContacts.id))
      .where(eq(personContacts.id, volunteerId));
    if (!v || v.status !== 'approved') return;
    const url = campaignUrl(ctx, row.public_id);
    await ctx.db.transaction((tx) =>
      ctx.notify.mail(tx, { email: v.email }, (t) => ({
        subject: t('trust.assigned.subject'),
        text:
          `${t('common.hello', { name: v.firstName })}\n\n${t('trust.assigned.body', { title: row.title, summary: row.summary })}\n\n` +
          `${t('trust.assigned.howTo')}\n\n${url}\n\n${t('common.thanksForVolunteering')}\n${t('common.signOff')}`,
        links: [url],
      })),
    );
  });
}
