import type { FastifyPluginAsync } from 'fastify';
import reference from './reference/reference.routes.ts';
import support from './support/support.routes.ts';
import dev from './dev/dev.routes.ts';
import accounts from './accounts/accounts.routes.ts';
import media from './media/media.routes.ts';
import campaigns from './campaigns/campaigns.routes.ts';
import payments from './payments/payments.routes.ts';
import trust from './trust/trust.routes.ts';

/** Every module's routes, registered under /api/v1 in this order. */
export const modules: FastifyPluginAsync[] = [reference, support, dev, accounts, media, campaigns, payments, trust];
