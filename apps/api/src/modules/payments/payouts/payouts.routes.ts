import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignIdSchema } from '@ireti/shared/campaigns/schemas';
import { replyOf } from '@ireti/shared/contract';
import { bankAccountSchema, claimBodySchema } from '@ireti/shared/donations/schemas';
import {
  adminPayoutsSchema,
  bankAccountReplySchema,
  banksSchema,
  claimReplySchema,
  claimSummarySchema,
  resolvedAccountSchema,
} from '@ireti/shared/donations/types';
import { requireAdmin, requireUser } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { pageQuery } from '../../../http/paging.ts';
import { adminPayouts } from './admin.service.ts';
import { claim, claimSummary, getAccount, listBanks, resolveAccount, saveAccount } from './payouts.service.ts';

/** Bank accounts and claims (spec §7), and the admin console's list of payouts. */
const publicIdParam = z.object({ campaignId: campaignIdSchema });
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const payoutTags = ['payouts'];

  r.get(
    '/banks',
    { schema: { tags: payoutTags, summary: 'Nigerian banks for payouts', response: replyOf(banksSchema) } },
    async (_req, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return ok({ banks: await listBanks(ctx) });
    },
  );

  r.post(
    '/bank/resolve',
    {
      schema: {
        tags: payoutTags,
        summary: 'The name of a bank account, from the bank',
        body: bankAccountSchema,
        response: replyOf(resolvedAccountSchema),
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req) => {
      requireUser(req);
      return ok(await resolveAccount(ctx, req.body.account_number, req.body.bank_code), 'Account found');
    },
  );

  r.get(
    '/bank/account',
    { schema: { tags: payoutTags, summary: "The signed-in user's payout account", response: replyOf(bankAccountReplySchema) } },
    async (req) => {
      const user = requireUser(req);
      return ok({ account: await getAccount(ctx.db, user.id) });
    },
  );

  r.put(
    '/bank/account',
    {
      schema: {
        tags: payoutTags,
        summary: 'Save the payout account (its name is resolved from the bank)',
        body: bankAccountSchema,
        response: replyOf(bankAccountReplySchema),
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req) => {
      const user = requireUser(req);
      return ok({ account: await saveAccount(ctx, user, req.body.account_number, req.body.bank_code, req.ip) }, 'Bank account saved');
    },
  );

  r.get(
    '/claim/:campaignId',
    {
      schema: {
        tags: payoutTags,
        summary: 'What the owner can claim, and the payout once claimed',
        params: publicIdParam,
        response: replyOf(claimSummarySchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok(await claimSummary(ctx, user, req.params.campaignId));
    },
  );

  r.post(
    '/claim/:campaignId',
    {
      schema: {
        tags: payoutTags,
        summary: "Claim a funded campaign's money; keep what you raise: a stage of what was raised so far (optional amount)",
        params: publicIdParam,
        body: claimBodySchema,
        response: replyOf(claimReplySchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok({ payout: await claim(ctx, user, req.params.campaignId, req.ip, req.body.amount) }, 'Your claim has been received');
    },
  );

  // Admin console
  const adminTags = ['admin'];
  const adminPage = pageQuery(1, 20, 100);
  r.get(
    '/admin/payouts',
    { schema: { tags: adminTags, summary: 'Payouts and their status', querystring: adminPage, response: replyOf(adminPayoutsSchema) } },
    async (req) => {
      requireAdmin(req);
      return ok(await adminPayouts(ctx, req.query.page, req.query.per_page));
    },
  );
};
export default routes;
