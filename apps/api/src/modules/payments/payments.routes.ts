import type { FastifyPluginAsync } from 'fastify';

/** Donations, payments, ledger, refunds and payouts (to be built). */
const routes: FastifyPluginAsync = async () => {};
export default routes;
