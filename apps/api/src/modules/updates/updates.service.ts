import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import { UPDATE_TEXT_MAX, UpdateMsg, type UpdateCreateInput } from '@ireti/shared/updates/schemas';
import type { CampaignUpdate, CampaignUpdates } from '@ireti/shared/updates/types';
import type { z } from 'zod';
import type { updateCreateSchema } from '@ireti/shared/updates/schemas';
import { SecondFactorMsg } from '@ireti/shared/accounts/second-factor';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import { totalPages } from '../../http/paging.ts';
import {
  findCampaignByAnyId,
  isEmptyDescription,
  lockCampaign,
  ownImageCheck,
  plainText,
  sanitizeDescription,
} from '../campaigns/index.ts';
import type { CampaignRow } from '../campaigns/index.ts';
import { campaignUpdates, type CampaignUpdateRow } from './updates.schema.ts';

/**
 * Campaign updates (issue 14, docs/decisions/049-campaign-updates.md): the owner posts news while
 * the campaign is live, closed for donations or closed; the page lists them newest first; each is
 * e-mailed to the donors by the mailing job (updates.mail.ts), enqueued in the transaction that
 * writes the update.
 */
export const MEDIA_FOLDER = 'updates';
export const MAIL_JOB = 'updates.mail';
const OPEN: number[] = [CampaignStatus.ACTIVE, CampaignStatus.CLOSED_FOR_DONATIONS, CampaignStatus.CLOSED];
type Input = z.output<typeof updateCreateSchema>;
export type { UpdateCreateInput };

/** Whether `url` is one of our update pictures; its storage key, or null. */
export function updateImageKey(media: AppContext['media'], url: string): string | null {
  const sample = media.publicUrl(`${MEDIA_FOLDER}/aaaaaa.jpg`);
  if (!sample) return null;
  const base = sample.slice(0, sample.length - 'aaaaaa.jpg'.length);
  if (!url.startsWith(base)) return null;
  const m = /^(?:363_232_|100_100_|60_60_)?([a-z0-9]{6,32}\.(?:jpg|png|webp))$/.exec(url.slice(base.length));
  return m ? `${MEDIA_FOLDER}/${m[1]}` : null;
}

/** The campaign the owner posts to: 104 if the caller may not know of it, 103 for someone else's, 105 when closed to updates. */
function assertMayPost(c: CampaignRow | null, user: AuthUser): CampaignRow {
  if (!c || ((c.status === CampaignStatus.AWAITING_VERIFICATION || c.status === CampaignStatus.DELETED) && c.ownerId !== user.id)) {
    throw notFound('Campaign not found');
  }
  if (c.ownerId !== user.id) throw forbidden(UpdateMsg.notOwner);
  if (!OPEN.includes(c.status)) throw conflict(UpdateMsg.notOpen);
  if (c.suspendedAt) throw conflict(UpdateMsg.suspended);
  return c;
}

export function present(ctx: AppContext, u: CampaignUpdateRow): CampaignUpdate {
  return {
    _id: u.id,
    kind: u.kind,
    text: u.bodyHtml,
    images: [u.image1Key, u.image2Key].flatMap((k) => {
      const url = ctx.media.publicUrl(k);
      return url ? [url] : [];
    }),
    created: u.createdAt.toISOString(),
  };
}

/** POST /updates/image?campaign=: stores a picture for an update about to be posted (checked before the bytes are read). */
export async function uploadUpdateImage(ctx: AppContext, user: AuthUser, campaign: string, read: () => Promise<Buffer>, ip: string) {
  const c = assertMayPost(await findCampaignByAnyId(ctx.db, campaign), user);
  const stored = await ctx.media.saveImage(await read(), { folder: MEDIA_FOLDER });
  await audit(ctx.db, {
    actorId: user.id,
    action: 'update.image',
    subjectType: 'campaign',
    subjectId: c.id,
    data: { key: stored.key },
    ip,
  });
  return { url: ctx.media.publicUrl(stored.key)! };
}

/** POST /updates: sanitised like the description, at most UPDATE_TEXT_MAX visible characters and two of our pictures. */
export async function postUpdate(ctx: AppContext, user: AuthUser, input: Input, ip: string): Promise<CampaignUpdate> {
  const found = assertMayPost(await findCampaignByAnyId(ctx.db, input.campaign), user);
  const ownCampaignImage = ownImageCheck(ctx.media);
  const html = sanitizeDescription(input.text, (src) => ownCampaignImage(src) || updateImageKey(ctx.media, src) !== null);
  if (isEmptyDescription(html)) throw invalid({ text: UpdateMsg.empty });
  if (plainText(html).length > UPDATE_TEXT_MAX) throw invalid({ text: UpdateMsg.tooLong });
  const keys = [...new Set(input.images.map((u) => updateImageKey(ctx.media, u)))];
  if (keys.some((k) => k === null)) throw invalid({ images: UpdateMsg.notOurImage });
  return ctx.db.transaction(async (tx) => {
    assertMayPost(await lockCampaign(tx, found.id), user);
    const [row] = await tx
      .insert(campaignUpdates)
      .values({ campaignId: found.id, authorId: user.id, bodyHtml: html, image1Key: keys[0] ?? null, image2Key: keys[1] ?? null })
      .returning();
    await audit(tx, {
      actorId: user.id,
      action: 'update.posted',
      subjectType: 'campaign',
      subjectId: found.id,
      data: { update_id: row!.id },
      ip,
    });
    await enqueue(tx, MAIL_JOB, { updateId: row!.id }, { uniqueKey: `${MAIL_JOB}:${row!.id}` });
    return present(ctx, row!);
  });
}

/** GET /updates/{campaignId}: newest first; a campaign the viewer may not see (awaiting, deleted) is 104. */
export async function listUpdates(
  ctx: AppContext,
  user: AuthUser | null,
  campaign: string,
  page: number,
  perPage: number,
): Promise<CampaignUpdates> {
  const c = await findCampaignByAnyId(ctx.db, campaign);
  const mine = !!user && c?.ownerId === user.id;
  if (!c || c.status === CampaignStatus.DELETED || (c.status === CampaignStatus.AWAITING_VERIFICATION && !mine && user?.role !== 'admin')) {
    throw notFound('Campaign not found');
  }
  const live = and(eq(campaignUpdates.campaignId, c.id), isNull(campaignUpdates.deletedAt));
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(campaignUpdates).where(live);
  const rows = await ctx.db
    .select()
    .from(campaignUpdates)
    .where(live)
    .orderBy(desc(campaignUpdates.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    transactions: rows.map((u) => present(ctx, u)),
    total_pages: totalPages(n, perPage),
    total_records: n,
    current_page: page,
    can_post: mine && OPEN.includes(c.status) && !c.suspendedAt,
  };
}

/** DELETE /updates/{id}: the campaign's owner or an administrator; it leaves the page (mails already sent stay sent). */
export async function deleteUpdate(ctx: AppContext, user: AuthUser, id: number, ip: string) {
  const [u] = await ctx.db
    .select()
    .from(campaignUpdates)
    .where(and(eq(campaignUpdates.id, id), isNull(campaignUpdates.deletedAt)));
  if (!u) throw notFound(UpdateMsg.notFound);
  const c = await findCampaignByAnyId(ctx.db, u.campaignId);
  if (c?.ownerId !== user.id && user.role !== 'admin')
    throw forbidden('Only the campaign’s owner or an administrator can delete an update');
  // An administrator deleting someone else's words decides: from a session proven by a second factor (decision 086).
  if (c?.ownerId !== user.id && user.secondFactorAt === null) throw forbidden(SecondFactorMsg.needFactor);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(campaignUpdates)
      .set({ deletedAt: new Date(), deletedBy: user.id })
      .where(and(eq(campaignUpdates.id, id), isNull(campaignUpdates.deletedAt)));
    await audit(tx, {
      actorId: user.id,
      action: 'update.deleted',
      subjectType: 'campaign',
      subjectId: u.campaignId,
      data: { update_id: id },
      ip,
    });
  });
  return { _id: id };
}
