import type { AppContext } from '../context.ts';
import { editCampaign } from './campaign-edit.flow.ts';
import { changeCampaignState } from './campaign-state.flow.ts';
import { confirmGift } from './confirm-gift.flow.ts';
import { editReward } from './reward-edit.flow.ts';
import { getCampaign, showCampaign } from '../modules/explore/index.ts';

/**
 * The use cases that span modules (docs/decisions/102-flows.md): each a named list of steps that
 * calls the modules' exported functions, in order, in one transaction. A flow may import any
 * module's index.ts; no module imports a flow (ESLint's ireti/module-boundaries). Modules' routes,
 * jobs and webhooks reach them through the context (`ctx.flows`), built here for one context.
 */
export function createFlows(ctx: Pick<AppContext, 'db' | 'notify' | 'config'>) {
  return {
    /** A campaign changes state, and the modules follow in the caller's transaction (campaign-state.flow.ts). */
    changeCampaignState,
    /** A charge the provider reports, applied to our donation (confirm-gift.flow.ts). */
    confirmGift: (...a: Parameters<typeof confirmGift> extends [unknown, ...infer R] ? R : never) => confirmGift(ctx, ...a),
    /** The owner edits a campaign, held to its money (campaign-edit.flow.ts); takes the whole context, as the route has it. */
    editCampaign,
    /** The owner changes a reward, held to the units paid donations hold (reward-edit.flow.ts). */
    editReward,
    /**
     * A campaign as its viewer sees it, with its money: campaigns' view and payments' figures put
     * together by explore (decision 109). Campaigns' write routes answer with it (`showCampaign`,
     * the row in hand) and its dev route finds one by id (`getCampaign`).
     */
    showCampaign,
    getCampaign,
  };
}

export type Flows = ReturnType<typeof createFlows>;
export { changeCampaignState, campaignStateSteps, type CampaignMove } from './campaign-state.flow.ts';
export { confirmGift } from './confirm-gift.flow.ts';
export { editCampaign } from './campaign-edit.flow.ts';
export { editReward } from './reward-edit.flow.ts';
