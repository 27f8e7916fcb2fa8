import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Code } from '@ireti/shared/status';
import { replyOf } from '@ireti/shared/contract';
import { nairaAmountToKobo } from '@ireti/shared/donations/amount';
import {
  adminDedicatedAccountsSchema,
  sandboxTransferReplySchema,
  sandboxTransferSchema,
  transferAccountSchema,
  transferAnonymityReplySchema,
  transferAnonymitySchema,
  transferRequerySchema,
  TransferMsg,
} from '@ireti/shared/donations/transfers';
import { requireAdmin, requireUser } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { pageQuery } from '../../../http/paging.ts';
import { noteWrite } from '../../../http/public-cache.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { handlePaymentEvent } from '../giving/webhook.routes.ts';
import { ProviderError, sandboxOf } from '../providers/index.ts';
import { requeryAccount } from './requery.service.ts';
import { adminDedicatedAccounts, askAnonymity, campaignTransferAccount } from './views.service.ts';

/**
 * Permanent account numbers (docs/decisions/093-dedicated-accounts.md): the number a campaign's
 * page shows, "send anonymously" before a transfer, the admin console's list, and (dev tools
 * only) a transfer into a sandbox account. The transfers themselves arrive by the provider's
 * webhook (giving/webhook.routes.ts → transfers.events.ts).
 */
const anyIdParam = z.object({ campaignId: z.string() });

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['donations'];

  r.get(
    '/transfers/account/:campaignId',
    {
      schema: {
        tags,
        summary: "A campaign's permanent bank account number (the public id or the numeric _id); status pending until the bank gives one",
        params: anyIdParam,
        response: replyOf(transferAccountSchema),
      },
    },
    async (req) => ok(await campaignTransferAccount(ctx, req.params.campaignId)),
  );

  r.post(
    '/transfers/anonymous',
    {
      schema: {
        tags,
        summary: 'Before a transfer: a code to write in its description that hides the sender’s name (48 hours, one transfer)',
        body: transferAnonymitySchema,
        response: replyOf(transferAnonymityReplySchema),
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req) => {
      noteWrite(req, null); // a mark shows nowhere public
      return ok(await askAnonymity(ctx, req.body.campaign, req.body.name), 'Write this code in your transfer’s description');
    },
  );

  r.post(
    '/transfers/account/:campaignId/requery',
    {
      schema: {
        tags,
        summary:
          "A transfer to the campaign's account is not showing: the provider is asked to look again (the campaign's owner or an administrator; once per account every 10 minutes)",
        params: anyIdParam,
        response: replyOf(transferRequerySchema),
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req) => {
      const user = requireUser(req);
      noteWrite(req, null); // nothing public changes until a transfer arrives (its own event)
      return ok(await requeryAccount(ctx, user, req.params.campaignId, req.ip), TransferMsg.requeried);
    },
  );

  r.get(
    '/admin/dedicated-accounts',
    {
      schema: {
        tags: ['admin'],
        summary: "Campaigns' permanent account numbers and the transfers into them",
        querystring: pageQuery(1, 20, 100),
        response: replyOf(adminDedicatedAccountsSchema),
      },
    },
    async (req) => {
      requireAdmin(req);
      return ok(await adminDedicatedAccounts(ctx, req.query.page, req.query.per_page));
    },
  );

  // Someone sends money to a sandbox account number (dev tools only, decision 062): the sandbox has
  // no webhooks, so the event it returns is applied here exactly as the webhook would apply it.
  if (ctx.config.devTools) {
    r.post(
      '/dev/sandbox/transfer',
      {
        schema: {
          tags: ['dev'],
          summary: 'Send a bank transfer to a sandbox permanent account number (not in production)',
          body: sandboxTransferSchema,
          response: replyOf(sandboxTransferReplySchema),
        },
      },
      async (req) => {
        const sandbox = sandboxOf(ctx.payments);
        if (!sandbox) throw notFound('The sandbox is off: this server takes real payments');
        noteWrite(req, null);
        let event;
        try {
          event = await sandbox.receiveTransfer({
            accountNumber: req.body.account_number,
            amountKobo: nairaAmountToKobo(req.body.amount)!,
            senderName: req.body.sender_name,
            narration: req.body.narration,
          });
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          if (err.httpStatus === 404) throw notFound(err.message);
          throw new AppError(Code.PAYMENT_NOT_VERIFIED, 'The sandbox could not take the payment. Please try again.');
        }
        const result = await handlePaymentEvent(ctx, event);
        const reference = event.type === 'transfer_received' ? event.charge.reference : '';
        return ok({ reference, result }, 'Thank you! Your donation has been received');
      },
    );
  }
};
export default routes;
