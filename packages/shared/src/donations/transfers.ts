import { z } from 'zod';
import { isoDate, pagedListOf } from '../contract.ts';
import { Msg } from '../messages.ts';
import { AmountMsg, nairaAmountToKobo } from './amount.ts';

/**
 * A campaign's permanent bank account number (issue 27, docs/decisions/093-dedicated-accounts.md):
 * the provider's dedicated virtual account. Every transfer into it is a donation.
 */

/** GET /transfers/account/{campaignId}: the number to show, once the bank has given one. */
export const transferAccountSchema = z.object({
  campaign_id: z.string(),
  /** active: shown and taking transfers; pending: being set up; none: the campaign takes no transfers. */
  status: z.enum(['active', 'pending', 'none']),
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  /** How long a "send anonymously" code lasts. */
  anonymity_hours: z.number().int(),
});
export type TransferAccount = z.infer<typeof transferAccountSchema>;

/** POST /transfers/anonymous: hide the name of the transfer the sender is about to make. */
export const transferAnonymitySchema = z.object({
  campaign: z
    .string({ error: Msg.required('Campaign') })
    .trim()
    .min(1, Msg.required('Campaign'))
    .max(40, Msg.maxLength(40)),
  /** The name on the sender's bank account, for banks that drop the transfer's description. */
  name: z.string().trim().max(100, Msg.maxLength(100)).optional(),
});
export type TransferAnonymityData = z.infer<typeof transferAnonymitySchema>;
export const transferAnonymityReplySchema = z.object({ code: z.string(), expires: isoDate });
export type TransferAnonymityReply = z.infer<typeof transferAnonymityReplySchema>;

/** POST /dev/sandbox/transfer: someone sends money to a sandbox account number (dev tools only). */
export const sandboxTransferSchema = z.object({
  account_number: z
    .string({ error: Msg.required('Account number') })
    .trim()
    .regex(/^[0-9]{10}$/, 'Account number must be 10 digits'),
  /** Naira, up to two decimals. */
  amount: z
    .number({ error: 'Amount must be a number' })
    .positive('Amount must be more than zero')
    .refine((n) => nairaAmountToKobo(n) !== null, AmountMsg.fraction),
  sender_name: z
    .string({ error: Msg.required('Sender name') })
    .trim()
    .min(1, Msg.required('Sender name'))
    .max(100, Msg.maxLength(100)),
  narration: z.string().trim().max(100, Msg.maxLength(100)).optional(),
});
export const sandboxTransferReplySchema = z.object({ reference: z.string(), result: z.string() });

/** GET /admin/dedicated-accounts: every campaign's account and what came into it. */
export const adminDedicatedAccountSchema = z.object({
  campaign: z.object({ campaign_id: z.string(), title: z.string(), status: z.number().int() }),
  status: z.enum(['requested', 'active', 'failed', 'deactivating', 'deactivated']),
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  last_error: z.string().nullable(),
  transfers: z.number().int(),
  /** Naira counted from transfers into it. */
  received: z.number(),
  /** Transfers sent back (closed campaign, above an all-or-nothing goal, under review). */
  returned: z.number().int(),
  created: isoDate,
  assigned_at: isoDate.nullable(),
  deactivated_at: isoDate.nullable(),
  /** When the bank was last asked to look again for transfers ("I sent money, it is not showing"). */
  requeried_at: isoDate.nullable(),
});
export type AdminDedicatedAccount = z.infer<typeof adminDedicatedAccountSchema>;
export const adminDedicatedAccountsSchema = pagedListOf(adminDedicatedAccountSchema);

/** "I sent money, it is not showing": how often the provider may be asked to look again, per account. */
export const REQUERY_MINUTES = 10;

export const TransferMsg = {
  requeried: 'We have asked the bank to look again. A transfer it finds shows on the campaign within a few minutes.',
  requeryNotOwner: "Only the campaign's owner or an administrator can ask the bank to look again",
  requeryNoAccount: 'This campaign has no account number taking transfers',
  requeryWait: (minutes: number) => `The bank was asked less than ${minutes} minutes ago. Please wait before asking again.`,
} as const;

/** POST /transfers/account/{campaignId}/requery: when the bank was asked, and when it may be asked again. */
export const transferRequerySchema = z.object({ asked_at: isoDate, next_at: isoDate });
export type TransferRequery = z.infer<typeof transferRequerySchema>;
