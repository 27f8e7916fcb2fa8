import { eq } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import type { AppContext } from '../../context.ts';
import { audit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { emit } from '../../lib/events.ts';
import { lockCampaign } from './state.ts';
import { findCampaignByAnyId } from './ids.ts';
import { CampaignErr, assertOwner, assertVisible } from './access.ts';
import { campaigns, rewards } from './campaigns.schema.ts';
import type { Actor } from './owner.service.ts';

/**
 * Submitting the wizard's draft (issue 15; migrations/0018_campaign_drafts.sql). POST /campaigns
 * makes a draft: status 0, submitted_at null, nobody assigned, seen only by its owner and admins.
 * The owner submits it at the wizard's last step, once it has its feature image (and, Reward based,
 * at least one reward); then it awaits
 * verification and `campaign.submitted` lets trust assign the volunteers, in the same transaction.
 * Submitting again answers the campaign as it is, without a second assignment or e-mail.
 */
export const SubmitMsg = {
  noImage: 'Add a feature image before you submit your campaign',
  noRewards: 'Add at least one reward before you submit a Reward based campaign',
  submitted: 'Campaign submitted',
  alreadySubmitted: 'This campaign was already submitted',
} as const;

export async function submitCampaign(ctx: AppContext, actor: Actor, id: string): Promise<{ campaign: CampaignDetail; again: boolean }> {
  const { user } = actor;
  // A draft is invisible to everyone but its owner (and admins): to them it does not exist.
  const found = await assertVisible(ctx.db, await findCampaignByAnyId(ctx.db, id), user);
  assertOwner(found, user);
  const result = await ctx.db.transaction(async (tx) => {
    const c = await lockCampaign(tx, found.id);
    if (c.submittedAt) return { row: c, again: true };
    if (c.status !== CampaignStatus.AWAITING_VERIFICATION) throw conflict(CampaignErr.notEditable);
    if (c.suspendedAt) throw conflict(CampaignErr.suspended);
    if (!c.imageKey) throw conflict(SubmitMsg.noImage);
    // A Reward based campaign promises rewards: it goes to the volunteers with at least one (issue 26).
    if (c.type === 'Reward based') {
      const [one] = await tx.select({ id: rewards.id }).from(rewards).where(eq(rewards.campaignId, c.id)).limit(1);
      if (!one) throw conflict(SubmitMsg.noRewards);
    }
    const [row] = await tx.update(campaigns).set({ submittedAt: new Date() }).where(eq(campaigns.id, c.id)).returning();
    await audit(tx, {
      actorId: user.id,
      action: 'campaign.submitted',
      subjectType: 'campaign',
      subjectId: c.id,
      data: { public_id: c.publicId },
      ip: actor.ip,
    });
    await emit(tx, 'campaign.submitted', { campaignId: c.id, ownerId: c.ownerId });
    const link = `${ctx.config.publicUrl}/campaign/${c.publicId}`;
    await ctx.notify.mail(tx, { email: user.email }, (t) => ({
      subject: t('campaigns.submitted.subject'),
      text:
        `${t('common.hello', { name: user.isOrganization ? (user.organizationName ?? '') : user.firstName })}\n\n` +
        `${t('campaigns.submitted.body', { title: c.title })}\n\n${link}\n\n${t('common.signOff')}`,
      links: [link],
    }));
    return { row: row!, again: false };
  });
  return { campaign: await ctx.flows.showCampaign(ctx, result.row, user), again: result.again };
}

/**
 * The original client's order (/api/v2, decision 084): it never calls the submit route — its
 * wizard's last "Submit Campaign" only navigates — so the feature image, the last thing the spec's
 * wizard needs, submits the draft. The same submitCampaign; a campaign already submitted, or not
 * a draft at all (a live one whose feature image the owner replaces), is left as it is.
 */
export async function submitDraftWithFeatureImage(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const found = await findCampaignByAnyId(ctx.db, id);
  if (!found || found.submittedAt || found.status !== CampaignStatus.AWAITING_VERIFICATION || found.ownerId !== actor.user.id) return;
  await submitCampaign(ctx, actor, id);
}
