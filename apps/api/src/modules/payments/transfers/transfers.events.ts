import type { AppContext } from '../../../context.ts';
import type { PaymentEvent } from '../providers/provider.ts';
import { applyAssignEvent } from './accounts.service.ts';
import { applyIncomingTransfer } from './transfers.service.ts';

/**
 * The provider's events about permanent accounts (giving/webhook.routes.ts hands them here): a
 * transfer into one, and the end of an assignment. Every one is applied idempotently.
 */
export async function handleTransferEvent(
  ctx: AppContext,
  e: Extract<PaymentEvent, { type: 'transfer_received' | 'dedicated_account_assigned' | 'dedicated_account_failed' }>,
): Promise<string> {
  if (e.type === 'transfer_received') return applyIncomingTransfer(ctx, e);
  return applyAssignEvent(ctx, e);
}
