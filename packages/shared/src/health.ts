import { z } from 'zod';
import { envelopeOf, replyOf } from './contract.ts';

/** GET /healthz: the process answers. */
export const healthSchema = z.object({ ok: z.literal(true) });

/**
 * GET /readyz: the database answers too; 503 (code 199) with `database: 'down'` when it does not,
 * and with `draining: true` once the process is shutting down (the load balancer stops sending it
 * requests while the ones in flight finish; docs/operations.md "Rolling restarts").
 */
export const readySchema = z.object({ database: z.literal('up') });
export const readyReplies = {
  ...replyOf(readySchema),
  503: envelopeOf(z.union([z.object({ database: z.literal('down') }), z.object({ draining: z.literal(true) })])),
};
