import type { CampaignUpdateValues } from '@ireti/shared/campaigns/schemas';
import type { AppContext } from '../context.ts';
import { updateCampaign, type Actor } from '../modules/campaigns/index.ts';
import { moneyHeld } from '../modules/payments/index.ts';

/**
 * The owner edits a campaign (PUT /campaign/{id}; docs/decisions/109-no-sql-cycle.md): campaigns'
 * checks and update in one transaction, told by payments what the campaign's money holds it to —
 * the goal fixed once donations were received and never below what was paid plus the gifts being
 * paid (issue 23), the funding mode fixed once money came in (decision 088). Campaigns reads the
 * money through `moneyHeld`, after its lock on the campaign, and names no payments view for it.
 */
export const editCampaign = (ctx: AppContext, actor: Actor, id: string, input: CampaignUpdateValues) =>
  updateCampaign(ctx, actor, id, input, moneyHeld);
