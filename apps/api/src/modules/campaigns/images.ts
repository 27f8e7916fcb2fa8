import { eq } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared';
import type { CampaignImages, ThankYouImages } from '@ireti/shared/campaigns/types';
import type { AppContext } from '../../context.ts';
import { campaigns, type CampaignRow } from './campaigns.schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { enqueue } from '../../jobs/queue.ts';
import { lockCampaign } from './state.ts';
import { CampaignErr, assertEditable, assertMayCreate, assertOwner } from './access.ts';
import { findCampaignByAnyId } from './ids.ts';
import type { Actor } from './owner.service.ts';

/**
 * Campaign pictures (docs/decisions/033-campaign-images.md): the feature image (number 0) and
 * three gallery images (1–3), the two thank-you images of a closed campaign, and the editor's
 * inline images. The media store checks and re-encodes the bytes; this module decides who may
 * attach them where. A replaced picture is removed by a job once the new one is committed.
 */
export const MEDIA_FOLDER = 'campaigns';
export const REMOVE_MEDIA_JOB = 'campaigns.media.remove';

const imageColumn = { 0: 'imageKey', 1: 'image1Key', 2: 'image2Key', 3: 'image3Key' } as const;
const messageColumn = { 1: 'messageImage1Key', 2: 'messageImage2Key' } as const;
type Column = (typeof imageColumn)[keyof typeof imageColumn] | (typeof messageColumn)[keyof typeof messageColumn];

/** Who may attach a picture to the campaign, checked before the upload is read and again after. */
async function ownedCampaign(ctx: AppContext, actor: Actor, id: string, check: (c: CampaignRow) => void) {
  const c = await findCampaignByAnyId(ctx.db, id);
  if (!c) throw notFound(CampaignErr.notFound);
  assertOwner(c, actor.user);
  check(c);
  return c;
}

const forThankYou = (c: CampaignRow) => {
  if (c.status !== CampaignStatus.CLOSED_FOR_DONATIONS) {
    throw conflict(
      c.status === CampaignStatus.CLOSED ? 'This campaign is already closed' : 'Close donations before adding the thank-you images',
    );
  }
  if (c.suspendedAt) throw conflict(CampaignErr.suspended);
};

/**
 * Stores the bytes, then points the column at them in a transaction that re-checks the rules.
 * If that transaction fails, the new files are removed; if it succeeds, the old ones are queued
 * for removal in it.
 */
async function attach(ctx: AppContext, actor: Actor, c: CampaignRow, column: Column, bytes: Buffer, check: (c: CampaignRow) => void) {
  const stored = await ctx.media.saveImage(bytes, { folder: MEDIA_FOLDER });
  try {
    return await ctx.db.transaction(async (tx) => {
      const current = await lockCampaign(tx, c.id);
      check(current);
      const old = current[column];
      const [updated] = await tx
        .update(campaigns)
        .set({ [column]: stored.key, updatedAt: new Date() })
        .where(eq(campaigns.id, c.id))
        .returning();
      if (old) await enqueue(tx, REMOVE_MEDIA_JOB, { key: old });
      await audit(tx, {
        actorId: actor.user.id,
        action: 'campaign.image',
        subjectType: 'campaign',
        subjectId: c.id,
        data: { column, key: stored.key, replaced: old },
        ip: actor.ip,
      });
      return { row: updated!, url: ctx.media.publicUrl(stored.key)! };
    });
  } catch (err) {
    await ctx.media.remove(stored.key).catch(() => {});
    throw err;
  }
}

/** Checks who may upload before the file is read (`read` consumes the request). */
export async function uploadCampaignImage(
  ctx: AppContext,
  actor: Actor,
  id: string,
  n: 0 | 1 | 2 | 3,
  read: () => Promise<Buffer>,
): Promise<CampaignImages> {
  const check = (x: CampaignRow) => assertEditable(x, actor.user);
  const c = await ownedCampaign(ctx, actor, id, check);
  const { row, url } = await attach(ctx, actor, c, imageColumn[n], await read(), check);
  return {
    url,
    imageUrl: ctx.media.publicUrl(row.imageKey),
    imageUrl1: ctx.media.publicUrl(row.image1Key),
    imageUrl2: ctx.media.publicUrl(row.image2Key),
    imageUrl3: ctx.media.publicUrl(row.image3Key),
  };
}

export async function uploadThankYouImage(
  ctx: AppContext,
  actor: Actor,
  id: string,
  n: 1 | 2,
  read: () => Promise<Buffer>,
): Promise<ThankYouImages> {
  const c = await ownedCampaign(ctx, actor, id, forThankYou);
  const { row, url } = await attach(ctx, actor, c, messageColumn[n], await read(), forThankYou);
  return { url, messageUrl1: ctx.media.publicUrl(row.messageImage1Key), messageUrl2: ctx.media.publicUrl(row.messageImage2Key) };
}

/** An inline picture of the description editor (create and edit pages). */
export async function uploadEditorImage(ctx: AppContext, actor: Actor, read: () => Promise<Buffer>) {
  assertMayCreate(actor.user);
  const stored = await ctx.media.saveImage(await read(), { folder: MEDIA_FOLDER });
  await audit(ctx.db, {
    actorId: actor.user.id,
    action: 'campaign.editor_image',
    subjectType: 'media',
    subjectId: stored.key,
    ip: actor.ip,
  });
  return { url: ctx.media.publicUrl(stored.key)! };
}
