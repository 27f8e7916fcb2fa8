import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Code } from '@ireti/shared/status';
import type { Language } from '@ireti/shared/i18n';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { Limiter } from '../../lib/limiter.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { AppError, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import { accountPersonalData, checkAccountPassword, eraseAccount, formerAddress, isErased, lockAccount } from '../accounts/index.ts';
import { eraseDonor, moneyBlockers, paymentsPersonalData } from '../payments/index.ts';
import { communityPersonalData } from '../community/index.ts';
import { eraseTrustData, trustPersonalData } from '../trust/index.ts';
import { rotateUnsubscribeLinks, updatesPersonalData } from '../updates/index.ts';
import { buildArchive } from './archive.ts';
import { rightsMail } from './rights.mail.ts';
import { RightsMsg } from './rights.messages.ts';
import { consents, dataExports, type ConsentPurpose } from './rights.schema.ts';

/** The data rights (issue 28, docs/decisions/085-data-rights.md): export, erasure, consent. */

export const EXPORT_JOB = 'rights.export';
export const EXPORT_TTL_MS = 24 * 3_600_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest();

interface Meta {
  ip?: string;
}

/** Who may act on whose data: the person themselves, or an administrator with a written request's reason. */
function mayAct(actor: AuthUser, subjectId: number, reason: string | undefined) {
  if (actor.id === subjectId) return;
  if (actor.role === 'admin' && reason?.trim()) return;
  if (actor.role === 'admin') throw invalid({ reason: 'Give the written request this is done for' });
  throw forbidden(RightsMsg.notYours);
}

// ——— Download my data ———

export async function requestExport(ctx: AppContext, actor: AuthUser, subjectId: number, reason: string | undefined, meta: Meta) {
  mayAct(actor, subjectId, reason);
  return ctx.db.transaction(async (tx) => {
    const person = await lockAccount(tx, subjectId);
    if (!person || isErased(person.email)) throw notFound('User not found');
    const [row] = await tx
      .insert(dataExports)
      .values({ userId: subjectId, requestedBy: actor.id, reason: actor.id === subjectId ? null : reason!.trim() })
      .returning({ id: dataExports.id, status: dataExports.status, createdAt: dataExports.createdAt });
    await enqueue(tx, EXPORT_JOB, { exportId: row!.id }, { uniqueKey: `export:${row!.id}` });
    await audit(tx, {
      actorId: actor.id,
      action: actor.id === subjectId ? 'rights.export.requested' : 'rights.export.requested_by_admin',
      subjectType: 'user',
      subjectId,
      data: { exportId: row!.id, ...(actor.id === subjectId ? {} : { reason: reason!.trim() }) },
      ip: meta.ip,
    });
    return { export_id: row!.id, status: row!.status, requested_at: row!.createdAt.toISOString() };
  });
}

const README = `Your data at Ireti
==================
data.json holds every table below; csv/ holds each table as a CSV file; files/ holds the documents
and pictures you gave us (identity and volunteer documents, photos). Amounts are in kobo (100 kobo
= 1 naira). Times are in UTC. Tables: profile, sessions, consents, campaigns, campaign_rewards,
campaign_updates, reports_filed, reports_about_my_campaigns, donations_given, donations_received,
comments, delivery_details, payout_account, payouts, volunteer_applications, update_unsubscribes,
second_factors (their kind and name, never their secrets) and document_views: who viewed your
private documents and details (identity documents, proof of address, delivery address, contact),
when and for what reason.
`;

/** The job: gathers the person's rows from each module, zips them with their files, mails a single-use link. */
export async function buildExport(ctx: AppContext, exportId: number) {
  const [exp] = await ctx.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!exp || exp.status !== 'queued') return;
  const account = await accountPersonalData(ctx.db, exp.userId);
  if (!account) return;
  const p = account.profile;
  const verifiedEmail = p.emailVerifiedAt ? p.email : null;
  const campaigns = (
    await ctx.db.execute<Record<string, unknown>>(sql`select * from campaign_facts where owner_id = ${exp.userId} order by id`)
  ).rows;
  const rewards = (
    await ctx.db.execute<Record<string, unknown>>(sql`
      select r.*, c.public_id as campaign_public_id from campaign_rewards r join campaign_facts c on c.id = r.campaign_id
      where c.owner_id = ${exp.userId} order by r.id`)
  ).rows;
  const money = await paymentsPersonalData(ctx.db, exp.userId, verifiedEmail);
  const community = await communityPersonalData(ctx.db, exp.userId, verifiedEmail);
  const trust = await trustPersonalData(ctx.db, exp.userId);
  const updates = await updatesPersonalData(ctx.db, exp.userId, p.email);
  const consentRows = await ctx.db
    .select({
      purpose: consents.purpose,
      text_shown: consents.textShown,
      language: consents.language,
      given_at: consents.givenAt,
      withdrawn_at: consents.withdrawnAt,
    })
    .from(consents)
    .where(eq(consents.userId, exp.userId))
    .orderBy(consents.id);
  const { files: trustFiles, ...trustTables } = trust;
  const tables: Record<string, Record<string, unknown>[]> = {
    profile: [p as unknown as Record<string, unknown>],
    sessions: account.sessions as unknown as Record<string, unknown>[],
    second_factors: account.secondFactors as unknown as Record<string, unknown>[],
    document_views: account.documentViews as unknown as Record<string, unknown>[],
    consents: consentRows,
    campaigns,
    campaign_rewards: rewards,
    ...updates,
    ...trustTables,
    ...money,
    ...community,
  };
  const files: { name: string; bytes: Uint8Array }[] = [];
  for (const key of [...account.files, ...trustFiles]) {
    const obj = await ctx.media.read(key).catch(() => null);
    if (obj) files.push({ name: key.replace(/^private\//, '').replace(/[^a-zA-Z0-9._/-]/g, '_'), bytes: obj.bytes });
  }
  const archive = buildArchive(tables, files, README);
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(dataExports)
      .set({
        status: 'ready',
        archive,
        sizeBytes: archive.length,
        tokenHash: hashOf(token),
        readyAt: new Date(),
        expiresAt: new Date(Date.now() + EXPORT_TTL_MS),
      })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'queued')))
      .returning({ id: dataExports.id });
    if (!done) return;
    const name = p.isOrganization ? (p.organizationName ?? '') : p.firstName;
    await ctx.notify.mail(tx, { email: p.email }, rightsMail.exportReady(name, `${ctx.config.publicUrl}/api/v1/account/data/${token}`));
  });
}

/** GET /account/data/{token}: the archive, once, within 24 hours. */
export async function downloadExport(ctx: AppContext, token: string, meta: Meta): Promise<{ archive: Buffer; userId: number }> {
  const hash = hashOf(token);
  return ctx.db.transaction(async (tx) => {
    const [exp] = await tx.select().from(dataExports).where(eq(dataExports.tokenHash, hash)).for('update');
    if (!exp) throw notFound(RightsMsg.exportLinkUnknown);
    if (exp.status === 'downloaded') throw new AppError(Code.FORBIDDEN, RightsMsg.exportLinkUsed);
    if (exp.status === 'expired' || !exp.archive || !exp.expiresAt || exp.expiresAt.getTime() <= Date.now()) {
      await tx.update(dataExports).set({ status: 'expired', archive: null }).where(eq(dataExports.id, exp.id));
      throw new AppError(Code.FORBIDDEN, RightsMsg.exportLinkExpired);
    }
    await tx.update(dataExports).set({ status: 'downloaded', archive: null, downloadedAt: new Date() }).where(eq(dataExports.id, exp.id));
    await audit(tx, {
      actorId: null,
      action: 'rights.export.downloaded',
      subjectType: 'user',
      subjectId: exp.userId,
      data: { exportId: exp.id },
      ip: meta.ip,
    });
    return { archive: exp.archive, userId: exp.userId };
  });
}

/** Expired archives lose their bytes (the retention job); returns how many. */
export async function expireExports(tx: Tx): Promise<number> {
  const rows = await tx
    .update(dataExports)
    .set({ status: 'expired', archive: null })
    .where(and(eq(dataExports.status, 'ready'), sql`${dataExports.expiresAt} <= now()`))
    .returning({ id: dataExports.id });
  return rows.length;
}

/** The person's latest export, for Settings. */
export async function latestExport(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({ id: dataExports.id, status: dataExports.status, createdAt: dataExports.createdAt, expiresAt: dataExports.expiresAt })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.id))
    .limit(1);
  return row
    ? { export_id: row.id, status: row.status, requested_at: row.createdAt.toISOString(), expires_at: row.expiresAt?.toISOString() ?? null }
    : null;
}

// ——— Delete my account ———

/** What must happen before the account can be closed, as the reply's field messages. */
async function blockersOf(tx: Tx, userId: number): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const live = (
    await tx.execute<{ public_id: string; title: string }>(
      sql`select public_id, title from campaign_facts where owner_id = ${userId} and status in (0, 1) and submitted_at is not null order by id`,
    )
  ).rows;
  for (const c of live) out[`campaign_${c.public_id}`] = RightsMsg.closeLive(c.title);
  const money = await moneyBlockers(tx, userId);
  for (const c of money.unclaimed) out[`claim_${c.campaign_id}`] = RightsMsg.claimFirst(c.title);
  for (const c of money.pendingPayouts) out[`payout_${c.campaign_id}`] = RightsMsg.waitPayout(c.title);
  return out;
}

export async function closeAccount(
  ctx: AppContext,
  actor: AuthUser,
  subjectId: number,
  body: { password?: string; reason?: string },
  meta: Meta,
  limiter?: Limiter,
): Promise<{ closed: true }> {
  mayAct(actor, subjectId, body.reason);
  if (actor.id === subjectId && !(await checkAccountPassword(ctx.db, subjectId, body.password ?? '', limiter)))
    throw invalid({ password: RightsMsg.wrongPassword });
  const removed = await ctx.db.transaction(async (tx) => {
    const person = await lockAccount(tx, subjectId);
    if (!person) throw notFound('User not found');
    if (isErased(person.email)) throw new AppError(Code.CONFLICT, RightsMsg.alreadyClosed);
    const blockers = await blockersOf(tx, subjectId);
    if (Object.keys(blockers).length)
      throw new AppError(Code.CONFLICT, actor.id === subjectId ? RightsMsg.cannotCloseYet : RightsMsg.cannotCloseYetAdmin, {
        errors: blockers,
      });
    const name = person.isOrganization ? (person.organizationName ?? '') : person.firstName;
    // Told at the address it had, before it goes.
    await ctx.notify.mail(tx, { email: person.email }, rightsMail.accountClosed(name));
    const verifiedEmail = person.emailVerifiedAt ? person.email : null;
    await eraseDonor(tx, subjectId, verifiedEmail, formerAddress(subjectId));
    await rotateUnsubscribeLinks(tx, person.email);
    const keys = [...(await eraseTrustData(tx, subjectId)), ...(await eraseAccount(tx, subjectId))];
    await tx
      .update(consents)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(consents.userId, subjectId), isNull(consents.withdrawnAt)));
    await tx
      .update(dataExports)
      .set({ status: 'expired', archive: null })
      .where(and(eq(dataExports.userId, subjectId), eq(dataExports.status, 'ready')));
    await audit(tx, {
      actorId: actor.id,
      action: actor.id === subjectId ? 'rights.account.closed' : 'rights.account.closed_by_admin',
      subjectType: 'user',
      subjectId,
      data: actor.id === subjectId ? {} : { reason: body.reason!.trim() },
      ip: meta.ip,
    });
    return keys;
  });
  for (const key of removed) await ctx.media.remove(key).catch(() => {});
  return { closed: true };
}

// ——— Consent ———

/** The words a person agrees to, in English; the page shows them in the person's language, which is recorded beside them. */
export const CONSENT_TEXTS: Record<ConsentPurpose, string> = {
  campaign_updates: 'Send me updates from campaigns I follow but did not give to.',
  news: 'Send me news about Ireti: new features and campaigns that need help.',
};

export async function consentState(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)));
  return (Object.keys(CONSENT_TEXTS) as ConsentPurpose[]).map((purpose) => {
    const r = rows.find((x) => x.purpose === purpose);
    return { purpose, text: CONSENT_TEXTS[purpose], given: !!r, given_at: r?.givenAt.toISOString() ?? null };
  });
}

export async function setConsent(ctx: AppContext, user: AuthUser, purpose: ConsentPurpose, given: boolean, language: Language, meta: Meta) {
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    const [active] = await tx
      .select()
      .from(consents)
      .where(and(eq(consents.userId, user.id), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)));
    if (given && !active) await tx.insert(consents).values({ userId: user.id, purpose, textShown: CONSENT_TEXTS[purpose], language });
    if (!given && active) await tx.update(consents).set({ withdrawnAt: new Date() }).where(eq(consents.id, active.id));
    if (given !== !!active)
      await audit(tx, {
        actorId: user.id,
        action: given ? 'rights.consent.given' : 'rights.consent.withdrawn',
        subjectType: 'user',
        subjectId: user.id,
        data: { purpose },
        ip: meta.ip,
      });
  });
  return consentState(ctx, user.id);
}

/** For senders of mail that is not transactional: has the person opted in (and not withdrawn)? */
export async function hasConsent(db: AppContext['db'] | Tx, userId: number, purpose: ConsentPurpose): Promise<boolean> {
  const [r] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)));
  return !!r;
}
