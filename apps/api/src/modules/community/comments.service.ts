import type { Language } from '@ireti/shared/i18n';
import { sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import { CommentMsg } from '@ireti/shared/donations/schemas';
import type { AdminComment, PagedList } from '@ireti/shared/donations/types';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { totalPages } from '../../http/paging.ts';
import { isoAt } from '../../lib/dates.ts';

/**
 * Words of support (issue 14, decision 047): the comments donors leave with their donations. The
 * campaign's owner may reply once under each; anyone may report one; an administrator hides it
 * (or shows it again, or dismisses its reports), audited. A hidden comment (a row of
 * comment_moderation) shows nowhere public (the wall, wall.service.ts, reads it as none); the
 * donation itself still counts and shows. The comments are read through payments' read model
 * `donation_comments` (decision 104).
 */

/** Advisory-lock class of a comment's moderation: `pg_advisory_xact_lock(COMMENT_LOCK, donation_id)`. */
const COMMENT_LOCK = 0x49434f4d; // 'ICOM'

/** A paid donation's visible comment and its campaign, or 404. */
async function visibleComment(db: AppContext['db'], donationId: number) {
  const [c] = (
    await db.execute<{
      id: string;
      campaign_id: string;
      owner_id: string;
      status: number;
      title: string;
      public_id: string;
      email: string;
      language: Language | null;
    }>(sql`
      select d.donation_id as id, d.campaign_id, c.owner_id, c.status, c.title, c.public_id, d.email, d.language
      from donation_comments d join campaign_facts c on c.id = d.campaign_id
      where d.donation_id = ${donationId} and d.status = 'paid'
        and not exists (select 1 from comment_moderation m where m.donation_id = d.donation_id)
        and c.status <> ${CampaignStatus.DELETED}`)
  ).rows;
  if (!c) throw notFound(CommentMsg.noComment);
  return c;
}

/** POST /comments/{donationId}/reply: the campaign's owner, once per comment. */
export async function replyToComment(ctx: AppContext, user: AuthUser, donationId: number, body: string, ip: string) {
  const c = await visibleComment(ctx.db, donationId);
  if (Number(c.owner_id) !== user.id) throw forbidden(CommentMsg.notOwner);
  return ctx.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ created_at: string }>(sql`
        insert into comment_replies (donation_id, author_id, body) values (${donationId}, ${user.id}, ${body})
        on conflict (donation_id) do nothing returning created_at`)
    ).rows;
    if (!row) throw conflict(CommentMsg.alreadyReplied);
    await audit(tx, {
      actorId: user.id,
      action: 'comment.replied',
      subjectType: 'campaign',
      subjectId: Number(c.campaign_id),
      data: { donation_id: donationId },
      ip,
    });
    // The donor hears that the campaigner answered (by the e-mail of the donation, anonymous or not).
    const url = `${ctx.config.publicUrl}/campaign/${c.public_id}`;
    await ctx.notify.mail(tx, { email: c.email, language: c.language }, (t) => ({
      subject: t('community.reply.subject', { title: c.title }),
      text: `${t('community.reply.quote', { reply: body })}\n\n${t('community.reply.seeIt', { url })}\n\n${t('common.thanksForTrusting')}\n${t('common.signOff')}`,
      links: [url],
    }));
    return { donation_id: donationId, reply: { body, created: isoAt(row.created_at) } };
  });
}

/** POST /comments/{donationId}/report: anyone; one open report per signed-in reporter (or address, for a day). */
export async function reportComment(ctx: AppContext, reporter: AuthUser | null, donationId: number, message: string, ip: string) {
  const c = await visibleComment(ctx.db, donationId);
  await ctx.db.transaction(async (tx) => {
    const dup = reporter
      ? await tx.execute(
          sql`select 1 from comment_reports where donation_id = ${donationId} and reporter_id = ${reporter.id} and status = 'open' for update`,
        )
      : await tx.execute(
          sql`select 1 from comment_reports where donation_id = ${donationId} and reporter_id is null and ip = ${ip} and status = 'open'
              and created_at > now() - interval '1 day'`,
        );
    if (dup.rows.length) throw conflict(CommentMsg.alreadyReported);
    const inserted = await tx.execute(sql`
      insert into comment_reports (donation_id, reporter_id, ip, message) values (${donationId}, ${reporter?.id ?? null}, ${ip}, ${message || null})
      on conflict do nothing returning id`);
    if (!inserted.rows.length) throw conflict(CommentMsg.alreadyReported);
    await audit(tx, {
      actorId: reporter?.id ?? null,
      action: 'comment.reported',
      subjectType: 'campaign',
      subjectId: Number(c.campaign_id),
      data: { donation_id: donationId },
      ip,
    });
  });
  return { reported: true as const };
}

/** GET /admin/comments: comments with open reports first (`status` open), or the hidden ones. */
export async function adminComments(
  ctx: AppContext,
  status: 'reported' | 'hidden',
  page: number,
  perPage: number,
): Promise<PagedList<AdminComment>> {
  const where =
    status === 'hidden'
      ? sql`m.donation_id is not null`
      : sql`exists (select 1 from comment_reports r where r.donation_id = d.donation_id and r.status = 'open')`;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .execute<{
        id: string;
        public_id: string;
        title: string;
        first_name: string | null;
        last_name: string | null;
        email: string;
        anonymous: boolean;
        comment: string;
        at: string;
        comment_hidden_at: string | null;
        comment_hidden_reason: string | null;
        reports: { message: string | null; created: string; reporter: string | null; status: string }[];
        reply_body: string | null;
        reply_at: string | null;
      }>(
        sql`
        select d.donation_id as id, c.public_id, c.title, d.first_name, d.last_name, d.email, d.anonymous, d.comment,
          coalesce(d.paid_at, d.created_at) as at, m.hidden_at as comment_hidden_at, m.hidden_reason as comment_hidden_reason,
          rp.body as reply_body, rp.created_at as reply_at,
          coalesce((select json_agg(json_build_object('message', r.message, 'created', r.created_at, 'status', r.status,
              'reporter', nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '')) order by r.id desc)
            from comment_reports r left join person_cards p on p.id = r.reporter_id where r.donation_id = d.donation_id), '[]') as reports
        from donation_comments d
        join campaign_facts c on c.id = d.campaign_id
        left join comment_moderation m on m.donation_id = d.donation_id
        left join comment_replies rp on rp.donation_id = d.donation_id
        where d.status = 'paid' and ${where}
        order by (select max(r.created_at) from comment_reports r where r.donation_id = d.donation_id) desc nulls last, d.donation_id desc
        limit ${perPage} offset ${(page - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from donation_comments d left join comment_moderation m on m.donation_id = d.donation_id
            where d.status = 'paid' and ${where}`,
      )
      .then((r) => r.rows),
  ]);
  return {
    transactions: rows.map((r) => ({
      donation_id: Number(r.id),
      campaign: { campaign_id: r.public_id, title: r.title },
      donor: { name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email, email: r.email, anonymous: r.anonymous },
      comment: r.comment,
      created: isoAt(r.at),
      hidden_at: r.comment_hidden_at === null ? null : isoAt(r.comment_hidden_at),
      hidden_reason: r.comment_hidden_reason,
      open_reports: r.reports.filter((x) => x.status === 'open').length,
      reports: r.reports.map((x) => ({ ...x, created: isoAt(x.created) })),
      reply: r.reply_body === null ? null : { body: r.reply_body, created: isoAt(r.reply_at!) },
    })),
    total_pages: totalPages(count!.n, perPage),
    total_records: count!.n,
    current_page: page,
  };
}

/**
 * POST /admin/comments/{donationId}/moderate: hide (with the reason), show again, or dismiss the
 * open reports. Audited; the open reports are closed as hidden or dismissed.
 */
export async function moderateComment(
  ctx: AppContext,
  admin: AuthUser,
  donationId: number,
  action: 'hide' | 'show' | 'dismiss',
  reason: string,
  ip: string,
) {
  return ctx.db.transaction(async (tx) => {
    // One decision at a time per comment (the comment is payments' row: community locks its own key).
    await tx.execute(sql`select pg_advisory_xact_lock(${COMMENT_LOCK}, (${donationId}::bigint % 2147483647)::int)`);
    const [d] = (
      await tx.execute<{ campaign_id: string; hidden: boolean }>(sql`
        select d.campaign_id, exists (select 1 from comment_moderation m where m.donation_id = d.donation_id) as hidden
        from donation_comments d where d.donation_id = ${donationId} and d.status = 'paid'`)
    ).rows;
    if (!d) throw notFound(CommentMsg.noComment);
    if (action === 'hide')
      await tx.execute(sql`
        insert into comment_moderation (donation_id, hidden_at, hidden_by, hidden_reason) values (${donationId}, now(), ${admin.id}, ${reason})
        on conflict (donation_id) do update set hidden_at = now(), hidden_by = excluded.hidden_by, hidden_reason = excluded.hidden_reason`);
    if (action === 'show')
      await tx.execute(sql`
        delete from comment_moderation where donation_id = ${donationId}`);
    if (action !== 'show')
      await tx.execute(sql`
        update comment_reports set status = ${action === 'hide' ? 'hidden' : 'dismissed'}, handled_at = now(), handled_by = ${admin.id}
        where donation_id = ${donationId} and status = 'open'`);
    await audit(tx, {
      actorId: admin.id,
      action: action === 'hide' ? 'comment.hidden' : action === 'show' ? 'comment.shown' : 'comment.reports_dismissed',
      subjectType: 'campaign',
      subjectId: Number(d.campaign_id),
      data: { donation_id: donationId, ...(reason ? { reason } : {}) },
      ip,
    });
    const [{ n }] = (
      await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from comment_reports where donation_id = ${donationId} and status = 'open'`,
      )
    ).rows as [{ n: number }];
    return { donation_id: donationId, hidden: action === 'hide' ? true : action === 'show' ? false : d.hidden, open_reports: n };
  });
}
