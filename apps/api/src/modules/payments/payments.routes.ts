import type { FastifyPluginAsync } from 'fastify';
import { moneyNoticesFor } from './giving/money-notices.ts';
import donationsRoutes from './giving/donations.routes.ts';
import moneyRoutes from './giving/money.routes.ts';
import { webhookPlugin } from './giving/webhook.routes.ts';
import rewardsRoutes from './fulfilment/rewards.routes.ts';
import payoutsRoutes from './payouts/payouts.routes.ts';
import beneficiaryRoutes from './payouts/beneficiary.routes.ts';
import refundsRoutes from './refunds/refunds.routes.ts';
import sandboxRoutes from './providers/sandbox.routes.ts';
import supportersRoutes from './supporters/supporters.routes.ts';
import subscriptionRoutes from './subscriptions/subscriptions.routes.ts';
import transfersRoutes from './transfers/transfers.routes.ts';

/**
 * The payments module's routes (spec §7 "Donations and rewards"): each room's own, mounted here.
 * Every route declares its reply (docs/decisions/008-api-contract.md).
 */
const routes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  // The coalesced 'money' notices still owed for confirmed gifts go out before the instance stops
  // (giving/money-notices.ts, decision 098).
  app.addHook('onClose', async () => {
    await moneyNoticesFor(ctx.db).flush();
  });
  await app.register(donationsRoutes);
  await app.register(moneyRoutes);
  await app.register(webhookPlugin);
  await app.register(rewardsRoutes);
  await app.register(payoutsRoutes);
  await app.register(beneficiaryRoutes);
  await app.register(refundsRoutes);
  await app.register(sandboxRoutes);
  await app.register(supportersRoutes);
  await app.register(subscriptionRoutes);
  await app.register(transfersRoutes);
};
export default routes;
