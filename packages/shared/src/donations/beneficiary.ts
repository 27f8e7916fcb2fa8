import { z } from 'zod';
import { isoDate } from '../contract.ts';
import { Msg } from '../messages.ts';
import { bankAccountSchema } from './schemas.ts';
import { nairaAmountToKobo } from './amount.ts';

/**
 * Issue 25 (docs/decisions/090-beneficiaries-and-spending-reports.md): the institution a campaign's
 * payouts go to, confirmed by the campaign's volunteer, and the spending reports that account for
 * each payout with receipts.
 */
export const BeneficiaryMsg = {
  saved: 'Beneficiary saved. The campaign’s volunteer will confirm it before any payout.',
  confirmed: 'Beneficiary confirmed',
  notOwner: 'Only the campaign’s owner can name its beneficiary',
  notVolunteer: 'Only the volunteer assigned to this campaign, or an administrator, can confirm this',
  none: 'This campaign names no beneficiary',
  alreadyConfirmed: 'This beneficiary is already confirmed',
  payoutInFlight: 'A payout is on its way: change the beneficiary once it has arrived or failed',
  orgNotFound: 'Pick a verified organisation from the list',
  orgNoAccount: 'This organisation has not added a bank account yet: ask it to add one, or enter the account yourself',
  notConfirmedYet: 'The volunteer has not confirmed the beneficiary yet: ask them to call the institution and confirm it',
  mustTick: 'Tick the box to say you checked the account with the institution',
  noteNeeded: 'Say how you checked it, for example “I called the hospital’s billing office”',
  nameNeeded: 'Enter the institution’s name',
  reportSaved: 'Report posted. Add the receipts; the volunteer will check them.',
  receiptSaved: 'Receipt added',
  reportDecided: 'Report decided',
  reportNotOwner: 'Only the campaign’s owner can account for its payouts',
  payoutNotPaid: 'Only a payout that has arrived can be accounted for',
  reportTooMuch: 'The report’s amounts are more than what is left of the payout to account for: check the amounts',
  reportNotOpen: 'This report has already been decided: post a new one if something changed',
  noReceipt: 'A report needs at least one receipt before it can be confirmed: ask the owner to add one',
  tooManyReceipts: 'A report holds at most 10 receipts',
  overdue:
    'A payout is not yet accounted for after 30 days: post its spending report, with receipts, and have it confirmed before claiming again',
  reportNotFound: 'Report not found',
  payoutNotFound: 'Payout not found',
  receiptNotFound: 'Receipt not found',
  flagNote: 'Say what does not match, so the owner can put it right',
  itemNeeded: 'Add at least one thing the money paid for',
  amountNeeded: 'Enter the amount paid in naira, for example 25000 or 25000.50',
} as const;

const noteText = (max: number) => z.string().trim().max(max, Msg.maxLength(max));

/** PUT /campaigns/{id}/beneficiary: an institution's bank account, or a verified organisation by id. */
export const beneficiaryBodySchema = z
  .object({
    organization_id: z.number().int().positive().optional(),
    name: z.string().trim().max(120, Msg.maxLength(120)).optional(),
    account_number: z.string().trim().optional(),
    bank_code: z.string().trim().optional(),
  })
  .superRefine((b, issue) => {
    if (b.organization_id !== undefined) return;
    if (!b.name || b.name.length < 2) issue.addIssue({ code: 'custom', message: BeneficiaryMsg.nameNeeded, path: ['name'] });
    const account = bankAccountSchema.safeParse({ account_number: b.account_number, bank_code: b.bank_code });
    if (!account.success) for (const i of account.error.issues) issue.addIssue({ code: 'custom', message: i.message, path: i.path });
  });
export type BeneficiaryBody = z.input<typeof beneficiaryBodySchema>;

export const confirmBeneficiarySchema = z.object({
  confirmed: z.literal(true, { error: BeneficiaryMsg.mustTick }),
  note: noteText(500).min(5, BeneficiaryMsg.noteNeeded),
});

export const beneficiarySchema = z.object({
  name: z.string(),
  organization_id: z.number().int().nullable(),
  bank_name: z.string(),
  account_name: z.string(),
  account_last4: z.string().regex(/^\d{4}$/),
  confirmed: z.boolean(),
  confirmed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  confirmed_at: isoDate.nullable(),
  /** The volunteer's note: for the owner, the assigned volunteers and administrators only. */
  note: z.string().nullable(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;
export const beneficiaryReplySchema = z.object({ beneficiary: beneficiarySchema.nullable() });

export const organisationChoicesSchema = z.object({
  organisations: z.array(z.object({ id: z.number().int(), name: z.string(), has_account: z.boolean() })),
});

/** POST /payouts/{id}/reports: what was paid, how much (naira). */
export const spendingReportBodySchema = z.object({
  note: noteText(2000).min(1, Msg.required('Note')),
  items: z
    .array(
      z.object({
        what: z.string().trim().min(1, Msg.required('What was paid')).max(200, Msg.maxLength(200)),
        amount: z
          .number()
          .positive(BeneficiaryMsg.amountNeeded)
          .refine((n) => nairaAmountToKobo(n) !== null, BeneficiaryMsg.amountNeeded),
      }),
    )
    .min(1, BeneficiaryMsg.itemNeeded)
    .max(50, Msg.maxLength(50)),
});
export type SpendingReportBody = z.input<typeof spendingReportBodySchema>;

export const reportDecisionSchema = z
  .object({ decision: z.enum(['confirm', 'flag']), note: noteText(1000) })
  .refine((b) => b.decision === 'confirm' || b.note.length >= 5, { message: BeneficiaryMsg.flagNote, path: ['note'] });

export const spendingReportSchema = z.object({
  id: z.number().int(),
  payout_id: z.number().int(),
  note: z.string(),
  items: z.array(z.object({ what: z.string(), amount: z.number() })),
  total: z.number(),
  status: z.enum(['submitted', 'confirmed', 'flagged']),
  created: isoDate,
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decided_at: isoDate.nullable(),
  decision_note: z.string().nullable(),
  /** Receipt ids (private files: owner, assigned volunteer, administrators). Empty for everyone else. */
  receipts: z.array(z.number().int()),
  receipt_count: z.number().int(),
});
export type SpendingReport = z.infer<typeof spendingReportSchema>;
export const spendingReportReplySchema = z.object({ report: spendingReportSchema });
export const spendingReportsSchema = z.object({
  reports: z.array(spendingReportSchema),
  /** May the caller decide submitted reports (assigned volunteer or admin)? May they post (owner)? */
  can_decide: z.boolean(),
  can_report: z.boolean(),
  /** For the owner: the campaign's paid payouts and what is left of each to account for (naira). */
  payouts: z.array(z.object({ id: z.number().int(), amount: z.number(), paid_at: isoDate, left: z.number() })),
});
export type SpendingReports = z.infer<typeof spendingReportsSchema>;

/** GET /admin/accountability: the admin console's three lists (issue 25). */
export const accountabilitySchema = z.object({
  /** Beneficiaries named and not yet confirmed by the campaign's volunteer, oldest first. */
  awaiting: z.array(z.object({ campaign_id: z.string(), title: z.string(), name: z.string(), account_last4: z.string(), since: isoDate })),
  /** Reports a volunteer flagged, newest first, with the note. */
  flagged: z.array(
    z.object({ campaign_id: z.string(), title: z.string(), total: z.number(), by: z.string(), note: z.string().nullable(), at: isoDate }),
  ),
  /** Paid payouts with no confirmed report after 30 days, oldest first. */
  overdue: z.array(z.object({ campaign_id: z.string(), title: z.string(), amount: z.number(), paid_at: isoDate })),
});
export type Accountability = z.infer<typeof accountabilitySchema>;
