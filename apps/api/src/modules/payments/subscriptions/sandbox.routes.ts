import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { replyOf } from '@ireti/shared/contract';
import {
  sandboxCardSchema,
  sandboxChargeReplySchema,
  sandboxManagedSchema,
  sandboxManageQuerySchema,
  sandboxSubscriptionCodeSchema,
} from '@ireti/shared/donations/monthly';
import { sandboxPayResultSchema } from '@ireti/shared/donations/types';
import { Code } from '@ireti/shared/status';
import { ok } from '../../../http/envelope.ts';
import { noteWrite } from '../../../http/public-cache.ts';
import { AppError, conflict, invalid, notFound } from '../../../lib/errors.ts';
import { deliverSandboxEvents } from '../giving/webhook.routes.ts';
import { ProviderError } from '../providers/provider.ts';
import { sandboxOf, type SandboxProvider } from '../providers/sandbox.ts';

/**
 * The sandbox's side of monthly giving (dev tools only, decision 100; registered by
 * subscriptions.routes.ts with the dev tools on): the card-update page its manage link opens, and
 * "run the next monthly charge now", whose events go to the webhook's handler as Paystack's would.
 */
const codeParam = z.object({ code: sandboxSubscriptionCodeSchema });

/** The sandbox's refusals in the envelope's words (as the sandbox pay route does). */
function asAppError(err: unknown, field?: string): never {
  if (!(err instanceof ProviderError)) throw err;
  if (err.httpStatus === 404) throw notFound(err.message);
  if (err.httpStatus === 403) throw new AppError(Code.FORBIDDEN, err.message);
  if (err.httpStatus === 409) throw conflict(err.message);
  if (err.kind === 'rejected') throw field ? invalid({ [field]: err.message }, err.message) : conflict(err.message);
  throw new AppError(Code.PAYMENT_NOT_VERIFIED, 'The sandbox could not do that. Please try again.');
}

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['dev'];
  const sandbox = (): SandboxProvider => {
    const s = sandboxOf(ctx.payments);
    if (!s) throw notFound('The sandbox is off: this server takes real payments');
    return s;
  };

  r.get(
    '/dev/sandbox/subscriptions/:code',
    {
      schema: {
        tags,
        summary: "The sandbox's card-update page for a subscription, by its manage link (not in production)",
        params: codeParam,
        querystring: sandboxManageQuerySchema,
        response: replyOf(sandboxManagedSchema),
      },
    },
    async (req) => {
      const s = await sandbox()
        .managedSubscription(req.params.code, req.query.token)
        .catch((err: unknown) => asAppError(err));
      return ok({
        subscription_code: s.subscriptionCode,
        email: s.email,
        plan: s.planName,
        amount_kobo: s.amountKobo,
        status: s.status,
        card_last4: s.cardLast4,
        next_payment_at: s.nextPaymentAt?.toISOString() ?? null,
      });
    },
  );

  r.post(
    '/dev/sandbox/subscriptions/:code/card',
    {
      schema: {
        tags,
        summary: "A new test card for a sandbox subscription's charges, from its manage link (not in production)",
        params: codeParam,
        body: sandboxCardSchema,
        response: replyOf(sandboxPayResultSchema),
      },
    },
    async (req) => {
      noteWrite(req, null); // the provider's side only
      const res = await sandbox()
        .updateCard(req.params.code, req.body.token, req.body.card, req.body.otp)
        .catch((err: unknown) => asAppError(err, 'card'));
      return ok(res, res.message);
    },
  );

  r.post(
    '/dev/sandbox/subscriptions/:code/charge',
    {
      schema: {
        tags,
        summary:
          'Run the next monthly charge of a sandbox subscription now (its code, or the monthly donation’s id), as the provider would (not in production)',
        params: codeParam,
        response: replyOf(sandboxChargeReplySchema),
      },
    },
    async (req) => {
      const s = sandbox();
      noteWrite(req, null); // the confirmation's triggers tell every instance's cache
      // The provider's code, or the id the product gives the monthly donation (what its pages show).
      const [mine] = (
        await ctx.db.execute<{ subscription_code: string | null }>(
          sql`select subscription_code from subscriptions where public_id = ${req.params.code} and provider = 'sandbox'`,
        )
      ).rows;
      if (mine && !mine.subscription_code) throw conflict('This monthly donation is still being set up');
      const charged = await s.chargeNext(mine?.subscription_code ?? req.params.code).catch((err: unknown) => asAppError(err));
      const results = await deliverSandboxEvents(ctx);
      return ok(
        { reference: charged.reference, status: charged.status, results },
        charged.status === 'success' ? 'The monthly charge was paid' : 'The monthly charge was declined',
      );
    },
  );
};

export default routes;
