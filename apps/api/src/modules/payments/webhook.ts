import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { replyOf } from '@ireti/shared/contract';
import { webhookReplySchema } from '@ireti/shared/donations/types';
import { Code } from '@ireti/shared/status';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { noteWrite } from '../../http/public-cache.ts';
import { AppError } from '../../http/errors.ts';
import { applyCharge } from './confirm.ts';
import { findDonation } from './donations.service.ts';
import { applyTransferEvent } from './payouts.ts';
import { toChargeStatus } from './providers/paystack.ts';
import type { VerifiedCharge, WebhookEvent } from './providers/provider.ts';
import { applyRefundEvent } from './refunds.ts';

/**
 * POST /payment/webhook (docs/paystack.md): the provider's signed events. The signature is checked
 * over the raw bytes, so this route lives in its own plugin whose JSON parser keeps the body a
 * Buffer. A wrong signature changes nothing (403). A signed event is applied idempotently by the
 * same code as the browser's verify; Paystack resends events, and any order is fine.
 */
const ChargeData = z.object({
  id: z.union([z.number(), z.string()]).nullish(),
  reference: z.string().min(1),
  status: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  channel: z.string().nullish(),
  gateway_response: z.string().nullish(),
});

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export async function handleWebhookEvent(ctx: AppContext, e: WebhookEvent): Promise<string> {
  if (e.event === 'charge.success') {
    const parsed = ChargeData.safeParse(e.data);
    if (!parsed.success) {
      // Signed but unreadable: ask the provider ourselves on the next reconciliation run.
      const ref = str(e.data.reference);
      if (ref) await ctx.db.execute(sql`update donations set next_check_at = now() where reference = ${ref} and status = 'pending'`);
      return 'unreadable charge; scheduled a check';
    }
    const d = parsed.data;
    const donation = await findDonation(ctx.db, d.reference);
    if (!donation) return 'not one of ours';
    const paidAt = d.paid_at ? new Date(d.paid_at) : null;
    const charge: VerifiedCharge = {
      status: toChargeStatus(d.status),
      reference: d.reference,
      amountKobo: d.amount,
      currency: d.currency,
      paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
      channel: d.channel ?? null,
      providerTxnId: d.id === null || d.id === undefined ? null : String(d.id),
      gatewayResponse: d.gateway_response ?? null,
    };
    return (await applyCharge(ctx, donation, charge, 'webhook')).kind;
  }
  if (e.event.startsWith('refund.')) {
    const t = e.data.transaction as Record<string, unknown> | undefined;
    const ref = str(e.data.transaction_reference) ?? str(t?.reference) ?? str(e.data.reference);
    if (!ref) return 'no reference';
    return (await applyRefundEvent(ctx, ref, e.event, str(e.data.merchant_note) ?? str(e.data.reason))) ? 'refund updated' : 'not one of ours';
  }
  if (e.event === 'transfer.success' || e.event === 'transfer.failed' || e.event === 'transfer.reversed') {
    const ref = str(e.data.reference);
    if (!ref) return 'no reference';
    return (await applyTransferEvent(ctx, ref, e.event, str(e.data.reason) ?? str(e.data.gateway_response))) ? 'payout updated' : 'not one of ours';
  }
  return 'ignored';
}

export const webhookPlugin: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const allowed = (ctx.config.PAYSTACK_WEBHOOK_IPS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post('/payment/webhook', { schema: { tags: ['payments'], summary: "The payment provider's signed events (raw body, x-paystack-signature)", response: replyOf(webhookReplySchema) } }, async (req) => {
    if (allowed.length && !allowed.includes(req.ip)) throw new AppError(Code.FORBIDDEN, 'This address may not send payment events');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['x-paystack-signature'];
    if (!ctx.payments.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
      req.log.warn({ ip: req.ip }, 'payment webhook with a wrong signature');
      throw new AppError(Code.FORBIDDEN, 'Invalid signature');
    }
    // Paystack is not a reader: what the event changes reaches every instance's cache by NOTIFY.
    noteWrite(req, null);
    const event = ctx.payments.parseWebhook(raw);
    if (!event) return ok({ received: true as const, result: 'unreadable' }, 'Ignored');
    const result = await handleWebhookEvent(ctx, event);
    return ok({ received: true as const, result });
  });
};
