import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import { textToHtml } from '@ireti/shared/updates/schemas';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { On } from '../../lib/events.ts';
import { plainText } from '../campaigns/index.ts';
import { campaignDonorEmails, confirmedReportForMail } from '../payments/index.ts';
import { formatNaira, koboToNaira } from '@ireti/shared/money';
import { day, naira, type EmailInput, type Writer } from '../notifications/index.ts';
import { MAIL_JOB } from './updates.service.ts';

/**
 * Mailing an update to the campaign's donors (docs/decisions/049-campaign-updates.md). The job
 * takes the donors' addresses from the payments module in address order, a batch at a time; for
 * each batch one transaction writes the sent-marker rows (update_mails, unique per update and
 * address, skipping addresses that unsubscribed from the campaign) and the outbox e-mails of the
 * rows it actually wrote. A retried or doubled job therefore mails nobody twice, and a crash
 * between batches loses nothing: the next run passes over the addresses already marked.
 */
export const BATCH = 200;

const sha256 = (token: string) => createHash('sha256').update(token).digest();
/** 192 random bits, URL-safe: the token of one mail's unsubscribe link. */
const newToken = () => randomBytes(24).toString('base64url');
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;
export const tokenHash = sha256;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type UpdateToMail = {
  id: string;
  campaign_id: string;
  kind: 'update' | 'thank_you' | 'spending_report';
  body_html: string;
  spending_report_id: string | null;
  image1_key: string | null;
  image2_key: string | null;
  deleted_at: string | null;
  title: string;
  public_id: string;
};

/**
 * One donor's e-mail of an update, in the donor's language: the lines around the campaigner's
 * words come from message ids; the words themselves (and the title) go in as written.
 */
type ReportForMail = Awaited<ReturnType<typeof confirmedReportForMail>>;

function mailFor(ctx: AppContext, u: UpdateToMail, token: string, report: ReportForMail = null): (t: Writer) => Omit<EmailInput, 'to'> {
  return (t) => {
    const base = ctx.config.publicUrl;
    const page = `${base}/campaign/${u.public_id}`;
    const unsubscribe = `${base}/unsubscribe/${token}`;
    // absolute: a mail client has no page to resolve the disk store's /media/… against (issue 26)
    const pictures = [u.image1_key, u.image2_key].flatMap((k) => {
      const url = ctx.media.publicUrl(k);
      return url ? [/^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`] : [];
    });
    const heading =
      u.kind === 'thank_you'
        ? t('updates.thankYou', { title: u.title })
        : u.kind === 'spending_report'
          ? t('updates.spendingReport.heading', { title: u.title })
          : t('updates.news', { title: u.title });
    // a confirmed spending report (issue 25): who confirmed it and what it accounts for, before the owner's own lines
    const lead = report
      ? t('updates.spendingReport.lead', { name: report.decider, amount: naira(report.totalKobo), day: day(report.paidAt) })
      : null;
    const body = plainText(u.body_html.replace(/<\/(p|h2|h3|li|blockquote)>|<br\s*\/?>/gi, '$&\n')).replace(/ ?\n ?/g, '\n');
    const text = [
      heading,
      '',
      ...(lead ? [lead, ''] : []),
      body,
      ...(pictures.length ? ['', ...pictures] : []),
      '',
      t('common.seeCampaign', { url: page }),
      '',
      t('updates.footerText', { url: unsubscribe }),
      t('common.signOff'),
    ].join('\n');
    const html = [
      `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
      ...(lead ? [`<p>${escapeHtml(lead)}</p>`] : []),
      u.body_html,
      ...pictures.map((p) => `<p><img src="${escapeHtml(p)}" alt="" style="max-width:100%"></p>`),
      `<p><a href="${escapeHtml(page)}">${escapeHtml(t('updates.seeCampaign'))}</a></p>`,
      `<p style="font-size:12px;color:#555">${escapeHtml(t('updates.footerHtml'))} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(t('updates.stopUpdates'))}</a>.</p>`,
    ].join('\n');
    return {
      subject:
        u.kind === 'thank_you'
          ? t('updates.thankYou', { title: u.title })
          : u.kind === 'spending_report'
            ? t('updates.spendingReport.heading', { title: u.title })
            : t('updates.subject', { title: u.title }),
      text,
      html,
      links: [page, unsubscribe],
      headers: {
        // RFC 8058: a mail client's one-click unsubscribe POSTs "List-Unsubscribe=One-Click" here.
        'List-Unsubscribe': `<${base}/api/v1/unsubscribe/${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
}

/** Mails one update to every donor address not yet mailed for it and not unsubscribed; returns how many were written. */
export async function mailUpdate(ctx: AppContext, updateId: number, batch = BATCH): Promise<number> {
  const [u] = (
    await ctx.db.execute<UpdateToMail>(sql`
      select u.id, u.campaign_id, u.kind, u.body_html, u.spending_report_id, u.image1_key, u.image2_key, u.deleted_at, c.title, c.public_id
      from campaign_updates u join campaign_facts c on c.id = u.campaign_id where u.id = ${updateId}`)
  ).rows;
  if (!u || u.deleted_at) return 0;
  const campaignId = Number(u.campaign_id);
  const report = u.spending_report_id === null ? null : await confirmedReportForMail(ctx.db, Number(u.spending_report_id));
  let written = 0;
  let after: string | undefined;
  for (;;) {
    const donors = await campaignDonorEmails(ctx.db, campaignId, { after, limit: batch });
    if (!donors.length) break;
    after = donors.at(-1)!.email;
    written += await ctx.db.transaction(async (tx) => {
      const byEmail = new Map(donors.map((d) => [d.email, { donor: d, token: newToken() }]));
      const rows = JSON.stringify(donors.map((d) => ({ e: d.email, h: sha256(byEmail.get(d.email)!.token).toString('hex') })));
      const marked = (
        await tx.execute<{ email: string }>(sql`
          insert into update_mails (update_id, campaign_id, email, token_hash, link_version)
          select ${updateId}, ${campaignId}, r.e, decode(r.h, 'hex'),
            coalesce((select v.version from update_link_versions v where v.email = r.e), 0)
          from jsonb_to_recordset(${rows}::jsonb) as r(e text, h text)
          where not exists (select 1 from update_unsubscribes s where s.campaign_id = ${campaignId} and s.email = r.e)
          on conflict (update_id, email) do nothing
          returning email`)
      ).rows;
      for (const { email } of marked) {
        const { donor, token } = byEmail.get(email)!;
        // in the language of the donor's latest gift (a guest donor has no account to keep one)
        await ctx.notify.mail(tx, { email: donor.email, language: donor.language }, mailFor(ctx, u, token, report));
      }
      return marked.length;
    });
    if (donors.length < batch) break;
  }
  return written;
}

/**
 * The thank-you the owner closes the campaign with goes to the donors the same way: it becomes the
 * campaign's thank_you update (once, with its two pictures) in the closing transaction, and the
 * same job mails it.
 */
export async function thankYouOnClose(tx: Tx, e: { campaignId: number; to: number }) {
  if (e.to !== CampaignStatus.CLOSED) return;
  const [c] = (
    await tx.execute<{ owner_id: string; message: string | null; image1: string | null; image2: string | null }>(
      sql`select owner_id, message, message_image1_key as image1, message_image2_key as image2 from campaign_facts where id = ${e.campaignId}`,
    )
  ).rows;
  const html = textToHtml(c?.message ?? '');
  if (!c || !html) return;
  const [row] = (
    await tx.execute<{ id: string }>(sql`
      insert into campaign_updates (campaign_id, author_id, kind, body_html, image1_key, image2_key)
      values (${e.campaignId}, ${c.owner_id}, 'thank_you', ${html}, ${c.image1}, ${c.image2})
      on conflict (campaign_id) where kind = 'thank_you' do nothing
      returning id`)
  ).rows;
  if (row) await enqueue(tx, MAIL_JOB, { updateId: Number(row.id) }, { uniqueKey: `${MAIL_JOB}:${row.id}` });
}

/**
 * A spending report the volunteer confirmed (issue 25) becomes the campaign's update, mailed the
 * same way: the owner's lines and note as written, after a sentence (from the catalogue) on what is
 * accounted for and who confirmed it. Once per report (its unique column), in the confirming transaction.
 */
async function spendingReportUpdate(tx: Tx, e: { campaignId: number; reportId: number; ownerId: number }) {
  const r = await confirmedReportForMail(tx, e.reportId);
  if (!r) return;
  const lines = r.items.map((i) => `<li>${escapeHtml(i.what)}: ${escapeHtml(formatNaira(koboToNaira(i.amount_kobo)))}</li>`).join('');
  const html = `<ul>${lines}</ul>${textToHtml(r.note)}`;
  const [row] = (
    await tx.execute<{ id: string }>(sql`
      insert into campaign_updates (campaign_id, author_id, kind, body_html, spending_report_id)
      values (${e.campaignId}, ${e.ownerId}, 'spending_report', ${html}, ${e.reportId})
      on conflict (spending_report_id) do nothing
      returning id`)
  ).rows;
  if (row) await enqueue(tx, MAIL_JOB, { updateId: Number(row.id) }, { uniqueKey: `${MAIL_JOB}:${row.id}` });
}

export function subscribeUpdates(on: On) {
  on('spending.confirmed', spendingReportUpdate);
}

export function registerUpdatesJobs(ctx: AppContext) {
  ctx.jobs.register(MAIL_JOB, async (payload) => {
    await mailUpdate(ctx, Number(payload.updateId));
  });
}
