import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { replyOf } from '@ireti/shared/contract';
import { webhookReplySchema } from '@ireti/shared/donations/types';
import { Code } from '@ireti/shared/status';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../http/envelope.ts';
import { noteWrite } from '../../../http/public-cache.ts';
import { AppError } from '../../../lib/errors.ts';
import { findDonation } from './donations.service.ts';
import { applyTransferEvent } from '../payouts/payouts.service.ts';
import type { PaymentEvent } from '../providers/provider.ts';
import { sandboxOf } from '../providers/sandbox.ts';
import { applyRefundEvent } from '../refunds/refunds.service.ts';
import { handleSubscriptionEvent, isSubscriptionEvent } from '../subscriptions/charges.service.ts';
import { handleTransferEvent } from '../transfers/transfers.events.ts';

/**
 * POST /payment/webhook (docs/paystack.md): the provider's signed events. The signature is checked
 * over the raw bytes, so this route lives in its own plugin whose JSON parser keeps the body a
 * Buffer. A wrong signature changes nothing (403). The provider turns a signed body into one of
 * our own events (providers/provider.ts PaymentEvent), applied idempotently by the same code as
 * the browser's verify and the jobs; providers resend events, and any order is fine.
 */
export async function handlePaymentEvent(ctx: AppContext, e: PaymentEvent, rawBody?: Buffer): Promise<string> {
  // Monthly giving's events have their own handlers (subscriptions/charges.service.ts, decision 092).
  if (isSubscriptionEvent(e)) return handleSubscriptionEvent(ctx, e, rawBody ?? Buffer.from(JSON.stringify(e)));
  switch (e.type) {
    case 'charge_succeeded':
    case 'charge_failed': {
      const donation = await findDonation(ctx.db, e.charge.reference);
      if (!donation) return 'not one of ours';
      return (await ctx.flows.confirmGift(donation, e.charge, 'webhook')).kind;
    }
    case 'check_charge':
      // Signed but unreadable or not final: ask the provider ourselves on the next reconciliation run.
      if (e.reference)
        await ctx.db.execute(sql`update donations set next_check_at = now() where reference = ${e.reference} and status = 'pending'`);
      return 'unreadable charge; scheduled a check';
    case 'refund_pending':
    case 'refund_processed':
    case 'refund_failed':
      return (await applyRefundEvent(ctx, e)) ? 'refund updated' : 'not one of ours';
    case 'transfer_succeeded':
    case 'transfer_failed':
    case 'transfer_reversed':
      return (await applyTransferEvent(ctx, e)) ? 'payout updated' : 'not one of ours';
    case 'transfer_received':
    case 'dedicated_account_assigned':
    case 'dedicated_account_failed':
      // Permanent accounts (payments/transfers): their own handler, by the event's channel.
      return handleTransferEvent(ctx, e);
    case 'ignored':
      return 'ignored';
  }
}

/**
 * The sandbox's webhooks (decision 100): the events it would have sent (a monthly charge, a
 * subscription created, an invoice failed) handed to the same handler as a signed webhook body,
 * each once. The dev tools call it after what makes events; nothing when payments are real.
 * Returns what was done with each.
 */
export async function deliverSandboxEvents(ctx: AppContext): Promise<string[]> {
  const sandbox = sandboxOf(ctx.payments);
  if (!sandbox) return [];
  const results: string[] = [];
  await sandbox.deliverEvents(async (event, raw) => results.push(await handlePaymentEvent(ctx, event, raw)));
  return results;
}

export const webhookPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const allowed = (ctx.config.PAYSTACK_WEBHOOK_IPS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/payment/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "The payment provider's signed events (raw body, signature header)",
        response: replyOf(webhookReplySchema),
      },
    },
    async (req) => {
      if (allowed.length && !allowed.includes(req.ip)) throw new AppError(Code.FORBIDDEN, 'This address may not send payment events');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers[ctx.payments.signatureHeader];
      if (!ctx.payments.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
        req.log.warn({ ip: req.ip }, 'payment webhook with a wrong signature');
        throw new AppError(Code.FORBIDDEN, 'Invalid signature');
      }
      // Paystack is not a reader: what the event changes reaches every instance's cache by NOTIFY.
      noteWrite(req, null);
      const event = ctx.payments.parseWebhook(raw);
      if (!event) return ok({ received: true as const, result: 'unreadable' }, 'Ignored');
      const result = await handlePaymentEvent(ctx, event, raw);
      return ok({ received: true as const, result });
    },
  );
};
