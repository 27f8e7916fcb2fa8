import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Code } from '@ireti/shared/status';
import { replyOf } from '@ireti/shared/contract';
import { sandboxPaySchema } from '@ireti/shared/donations/schemas';
import { sandboxPayResultSchema } from '@ireti/shared/donations/types';
import { ok } from '../../../http/envelope.ts';
import { noteWrite } from '../../../http/public-cache.ts';
import { AppError, conflict, invalid, notFound } from '../../../lib/errors.ts';
import { ProviderError, sandboxOf } from './index.ts';
import { deliverSandboxEvents } from '../giving/webhook.routes.ts';

/** The sandbox checkout's payment (docs/design.md §2). */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  // The sandbox checkout pays through this (docs/design.md §2); only with the dev tools (decision 062).
  if (ctx.config.devTools) {
    r.post(
      '/dev/sandbox/pay',
      {
        schema: {
          tags: ['dev'],
          summary: 'Pay a pending reference with a sandbox test card (not in production)',
          body: sandboxPaySchema,
          response: replyOf(sandboxPayResultSchema),
        },
      },
      async (req) => {
        const sandbox = sandboxOf(ctx.payments);
        if (!sandbox) throw notFound('The sandbox is off: this server takes real payments');
        noteWrite(req, null); // the provider's side only: the confirmation (verify, webhook) changes totals
        try {
          const res = await sandbox.pay(req.body.ref, req.body.card, req.body.otp);
          // A charge on a plan subscribes the donor: the events Paystack would send, applied as its webhook would.
          if (res.status === 'success')
            await deliverSandboxEvents(ctx).catch((err) => req.log.warn({ err }, 'sandbox events not delivered'));
          return ok(res, res.message);
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          if (err.httpStatus === 409) throw conflict(err.message);
          if (err.httpStatus === 404) throw notFound(err.message);
          if (err.kind === 'rejected') throw invalid({ card: err.message }, err.message);
          throw new AppError(Code.PAYMENT_NOT_VERIFIED, 'The sandbox could not take the payment. Please try again.');
        }
      },
    );
  }
};
export default routes;
