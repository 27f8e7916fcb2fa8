import { SecondFactorMsg } from '@ireti/shared/accounts/second-factor';
import { sql } from 'drizzle-orm';
import { COMMISSION_PERCENT, CampaignStatus } from '@ireti/shared/constants';
import { commissionKobo, formatNaira, koboToNaira, nairaToKobo } from '@ireti/shared/money';
import type { BankAccountInfo, ClaimSummary, PayoutInfo } from '@ireti/shared/donations/types';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError, forbidden, invalid, notFound } from '../../../lib/errors.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { enqueue } from '../../../jobs/queue.ts';
import { audit } from '../../../lib/audit.ts';
import { publicId } from '../../../lib/ids.ts';
import { lockCampaignForClaim, type ClaimedCampaign } from '../../campaigns/index.ts';
import { Account, campaignAccount, post } from '../giving/ledger.ts';
import { sendPayoutNotice, sendPayoutReversedToAdmins } from '../notices.ts';
import { payouts, type PayoutRow } from '../payments.schema.ts';
import { ProviderError, type Bank, type PaymentEvent, type TransferStatus } from '../providers/provider.ts';
import { Code } from '@ireti/shared/status';
import { claimDestination, type ClaimDestination } from './destination.ts';

/**
 * Claims and payouts (docs/design.md §4, docs/decisions/043-refunds-and-payouts.md). The owner of a
 * campaign whose confirmed donations reached its goal, identity approved, claims once to a
 * verified Nigerian bank account: payout = raised − 5% of the goal. The transfer goes through
 * the provider with our payout reference as its idempotency key, retried by a durable job until
 * it succeeds or fails; a failed transfer puts the money back and the owner may claim again.
 */
export const PAYOUT_JOB = 'payments.payout';
export const PAYOUT_MAX_ATTEMPTS = 30;

export const providerDown = () =>
  new AppError(Code.PAYMENT_NOT_VERIFIED, 'The payment provider is not answering. Please try again in a moment.');

const bankCache = new WeakMap<object, { at: number; banks: Bank[] }>();
const BANKS_TTL_MS = 6 * 3_600_000;

export async function listBanks(ctx: Pick<AppContext, 'payments'>): Promise<Bank[]> {
  const hit = bankCache.get(ctx.payments);
  if (hit && Date.now() - hit.at < BANKS_TTL_MS) return hit.banks;
  try {
    const banks = [...(await ctx.payments.listBanks())].sort((a, b) => a.name.localeCompare(b.name));
    bankCache.set(ctx.payments, { at: Date.now(), banks });
    return banks;
  } catch (err) {
    if (hit) return hit.banks;
    if (err instanceof ProviderError) throw providerDown();
    throw err;
  }
}

export async function resolveAccount(ctx: Pick<AppContext, 'payments'>, accountNumber: string, bankCode: string) {
  const bank = (await listBanks(ctx)).find((b) => b.code === bankCode);
  if (!bank) throw invalid({ bank_code: 'Select a bank from the list' });
  try {
    const { accountName } = await ctx.payments.resolveAccount(accountNumber, bankCode);
    return { account_number: accountNumber, bank_code: bankCode, bank_name: bank.name, account_name: accountName };
  } catch (err) {
    if (err instanceof ProviderError && err.kind === 'rejected')
      throw invalid({ account_number: 'We could not find this account. Check the number and the bank.' }, 'We could not find this account');
    if (err instanceof ProviderError) throw providerDown();
    throw err;
  }
}

const accountInfo = (a: { bank_code: string; bank_name: string; account_name: string; account_number: string }): BankAccountInfo => ({
  bank_code: a.bank_code,
  bank_name: a.bank_name,
  account_name: a.account_name,
  account_last4: a.account_number.slice(-4),
});

/** Saves the owner's payout account; the name always comes from the bank, never from the form. */
export async function saveAccount(ctx: AppContext, user: AuthUser, accountNumber: string, bankCode: string, ip?: string) {
  const r = await resolveAccount(ctx, accountNumber, bankCode);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into payout_accounts (user_id, bank_code, bank_name, account_number, account_name)
      values (${user.id}, ${r.bank_code}, ${r.bank_name}, ${r.account_number}, ${r.account_name})
      on conflict (user_id) do update set bank_code = excluded.bank_code, bank_name = excluded.bank_name,
        account_number = excluded.account_number, account_name = excluded.account_name, recipient_code = null, updated_at = now()`);
    await audit(tx, {
      actorId: user.id,
      action: 'payout_account.saved',
      subjectType: 'user',
      subjectId: user.id,
      data: { bank: r.bank_code, last4: accountNumber.slice(-4) },
      ip,
    });
  });
  return accountInfo(r);
}

export async function getAccount(db: AppContext['db'] | Tx, userId: number): Promise<BankAccountInfo | null> {
  const [a] = (
    await db.execute<{ bank_code: string; bank_name: string; account_name: string; account_number: string }>(sql`
      select bank_code, bank_name, account_name, account_number from payout_accounts where user_id = ${userId}`)
  ).rows;
  return a ? accountInfo(a) : null;
}

/** Drops a saved payout account (the accounts module takes back an account nobody had verified). */
export async function forgetAccount(tx: Tx, userId: number) {
  await tx.execute(sql`delete from payout_accounts where user_id = ${userId}`);
}

type CampaignForClaim = ClaimedCampaign & {
  /** What it raised (payments' own campaign_money), read after the campaign's lock when claiming. */
  pledged_kobo: number;
  owner_email: string;
  identity_status: ClaimSummary['identity_status'];
};

/** The campaign and its owner, as read to show a claim. */
async function campaignForClaim(db: AppContext['db'], campaignPublicId: string) {
  const [c] = (
    await db.execute<CampaignForClaim>(sql`
      select c.id, c.public_id, c.title, c.status, c.suspended_at, c.goal_kobo, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo, c.owner_id,
        c.funding_mode, u.email as owner_email, r.identity_status
      from campaign_facts c join person_contacts u on u.id = c.owner_id join person_roles r on r.id = c.owner_id
        left join campaign_money m on m.campaign_id = c.id
      where c.public_id = ${campaignPublicId.toLowerCase()}`)
  ).rows;
  return c ?? null;
}

/**
 * The campaign, locked for the claim's transaction (the campaigns module's lock, FOR UPDATE of
 * the campaign row only), what it raised (read from our own campaign_money after the lock), and
 * its owner.
 */
async function lockedCampaignForClaim(tx: Tx, campaignPublicId: string): Promise<CampaignForClaim | null> {
  const c = await lockCampaignForClaim(tx, campaignPublicId);
  if (!c) return null;
  const [u] = (
    await tx.execute<Pick<CampaignForClaim, 'owner_email' | 'identity_status' | 'pledged_kobo'>>(sql`
      select u.email as owner_email, r.identity_status,
        coalesce((select m.pledged_kobo from campaign_money m where m.campaign_id = ${c.id}), 0)::bigint as pledged_kobo
      from person_contacts u join person_roles r on r.id = u.id where u.id = ${c.owner_id}`)
  ).rows;
  return u ? { ...c, ...u } : null;
}

const payoutInfo = (p: PayoutRow): PayoutInfo => ({
  id: p.id,
  reference: p.reference,
  status: p.status,
  raised: koboToNaira(p.raisedKobo),
  commission: koboToNaira(p.commissionKobo),
  amount: koboToNaira(p.amountKobo),
  bank_name: p.bankName,
  account_name: p.accountName,
  account_last4: p.accountNumber.slice(-4),
  last_error: p.lastError,
  created: p.createdAt.toISOString(),
  paid_at: p.paidAt?.toISOString() ?? null,
  reversed_at: p.reversedAt?.toISOString() ?? null,
  beneficiary_name: p.beneficiaryName,
});

/**
 * The claim's commission: 5% of the goal (decision 004), whatever the order of events (issue 23).
 * A goal lowered while a gift was being paid is not trusted: when a paid gift was started under a
 * higher goal than the one the campaign ends with, the commission is on what was raised (never on
 * more than the goal that gift saw). With the goal unchanged it is 5% of the goal, as published.
 */
async function commissionOf(db: AppContext['db'] | Tx, c: Pick<CampaignForClaim, 'id' | 'goal_kobo' | 'pledged_kobo'>): Promise<number> {
  const [row] = (
    await db.execute<{ seen: string | null }>(
      sql`select max(goal_kobo) as seen from donations where campaign_id = ${c.id} and status = 'paid'`,
    )
  ).rows;
  const seen = row?.seen === null || row?.seen === undefined ? 0 : Number(row.seen);
  return commissionKobo(Math.max(Number(c.goal_kobo), Math.min(Number(c.pledged_kobo), seen)));
}

/** The payout account a claim's money goes to, as the claim copies it onto its payout. */
type Destination = {
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  recipient_code: string | null;
};

/** The owner's saved payout account: where a claim's money goes today. */
async function ownerDestination(db: AppContext['db'] | Tx, ownerId: number): Promise<Destination | null> {
  const [a] = (
    await db.execute<Destination>(sql`
      select bank_code, bank_name, account_number, account_name, recipient_code from payout_accounts where user_id = ${ownerId}`)
  ).rows;
  return a ?? null;
}

async function payoutsOf(db: AppContext['db'] | Tx, campaignId: number): Promise<PayoutRow[]> {
  return db.query.payouts.findMany({ where: (p, { eq }) => eq(p.campaignId, campaignId), orderBy: (p, { asc }) => [asc(p.id)] });
}

export const ClaimMsg = {
  deleted: 'This campaign has been deleted and its donors refunded.',
  claimed: 'The money of this campaign has been claimed.',
  goal: 'The campaign has not reached its goal yet.',
  identityReview: 'Your identity is waiting for approval by our team.',
  identity: 'Your identity must be verified and approved before you can claim.',
  suspended: 'This campaign is under review; claims are paused.',
  account: 'Add the bank account the money should go to.',
  notLive: 'The campaign is not live yet: nothing has been raised.',
  nothingYet: 'Nothing has been raised yet.',
  allClaimed: 'Everything raised so far has been claimed. You can claim again when more comes in.',
  above: (naira: number) => `You can claim at most ${formatNaira(naira)} now`,
} as const;

/**
 * What a claim may take and where it goes: the one place that decides (issue 25). All or nothing:
 * everything raised, once, when the goal is met, less 5% of the goal. Keep what you raise (decision
 * 089): what was raised and not yet claimed by a live stage, in stages, each less 5% of what it
 * takes. A further precondition (a blocker) or another destination is added here, and both the
 * summary and the claim see it.
 */
interface ClaimPlan {
  blockers: string[];
  /** Whether the first blocker is the owner's identity (answered 103, not 105). */
  identityBlocks: boolean;
  staged: boolean;
  /** Raised and not yet claimed. */
  claimableKobo: number;
  /** What this claim takes of it, its commission and what is sent. */
  raisedKobo: number;
  commissionKobo: number;
  amountKobo: number;
  destination: Destination | null;
  /** The owner's saved payout account, whatever the destination. */
  own: Destination | null;
  /** Where a beneficiary is named (issue 25, decision 090): it, confirmed or not, and what it blocks. */
  dest: ClaimDestination;
}

async function planClaim(db: AppContext['db'] | Tx, c: CampaignForClaim, all: PayoutRow[], requestedKobo?: number): Promise<ClaimPlan> {
  const [own, dest] = await Promise.all([ownerDestination(db, c.owner_id), claimDestination(db, c.id)]);
  // A campaign that names a beneficiary is paid to its account only (issue 25).
  const destination: Destination | null = dest.beneficiary ?? own;
  const staged = c.funding_mode === 'keep_what_you_raise';
  const pledged = Number(c.pledged_kobo);
  const claimed = all.filter((p) => p.status !== 'failed').reduce((sum, p) => sum + Number(p.raisedKobo), 0);
  const claimableKobo = Math.max(0, pledged - claimed);
  const b: string[] = [];
  let identityBlocks = false;
  const identity = () => {
    if (c.identity_status === 'approved') return;
    if (b.length === 0) identityBlocks = true;
    b.push(c.identity_status === 'submitted' ? ClaimMsg.identityReview : ClaimMsg.identity);
  };
  let raisedKobo: number;
  let commission: number;
  if (c.status === CampaignStatus.DELETED) {
    b.push(ClaimMsg.deleted);
    raisedKobo = 0;
    commission = 0;
  } else if (!staged) {
    const live = all.some((p) => p.status !== 'failed');
    raisedKobo = pledged;
    commission = await commissionOf(db, c);
    if (live) b.push(ClaimMsg.claimed);
    else {
      const short = pledged < Number(c.goal_kobo);
      if (short) b.push(ClaimMsg.goal);
      // As before issue 25: a campaign short of its goal answers 105 whatever the identity.
      if (c.identity_status !== 'approved') {
        if (!short) identity();
        else b.push(c.identity_status === 'submitted' ? ClaimMsg.identityReview : ClaimMsg.identity);
      }
    }
  } else {
    raisedKobo = requestedKobo ?? claimableKobo;
    commission = commissionKobo(raisedKobo);
    if (c.status === CampaignStatus.AWAITING_VERIFICATION) b.push(ClaimMsg.notLive);
    else if (claimableKobo <= 0) b.push(claimed > 0 ? ClaimMsg.allClaimed : ClaimMsg.nothingYet);
    identity();
  }
  if (c.suspended_at && !b.includes(ClaimMsg.deleted) && !b.includes(ClaimMsg.claimed)) b.push(ClaimMsg.suspended);
  if (!destination && !b.includes(ClaimMsg.deleted) && !b.includes(ClaimMsg.claimed)) b.push(ClaimMsg.account);
  if (!b.includes(ClaimMsg.deleted) && !b.includes(ClaimMsg.claimed)) b.push(...dest.blockers);
  return {
    blockers: b,
    identityBlocks,
    staged,
    claimableKobo: staged ? claimableKobo : b.includes(ClaimMsg.claimed) ? 0 : pledged,
    raisedKobo,
    commissionKobo: commission,
    amountKobo: raisedKobo - commission,
    destination,
    own,
    dest,
  };
}

export async function claimSummary(ctx: AppContext, user: AuthUser, campaignPublicId: string): Promise<ClaimSummary> {
  const c = await campaignForClaim(ctx.db, campaignPublicId);
  if (!c || (c.status === CampaignStatus.DELETED && c.owner_id !== user.id && user.role !== 'admin')) throw notFound('Campaign not found');
  if (c.owner_id !== user.id && user.role !== 'admin') throw forbidden("Only the campaign's owner can claim its funds");
  if (c.owner_id !== user.id && user.secondFactorAt === null) throw forbidden(SecondFactorMsg.needFactor);
  const all = await payoutsOf(ctx.db, c.id);
  const plan = await planClaim(ctx.db, c, all);
  // The owner's own account (null when a beneficiary is paid and the owner saved none); the destination is `beneficiary` or this.
  const account = plan.own ? accountInfo(plan.own) : null;
  const payout = all.at(-1) ?? null;
  const b = plan.dest.beneficiary;
  return {
    campaign: { campaign_id: c.public_id, title: c.title, status: c.status, suspended: !!c.suspended_at, goal: koboToNaira(c.goal_kobo) },
    raised: koboToNaira(c.pledged_kobo),
    commission: koboToNaira(plan.commissionKobo),
    payout_amount: koboToNaira(Math.max(0, plan.amountKobo)),
    commission_percent: COMMISSION_PERCENT,
    goal_reached: c.pledged_kobo >= c.goal_kobo,
    identity_status: c.identity_status,
    bank_account: account,
    payout: payout ? payoutInfo(payout) : null,
    funding_mode: c.funding_mode,
    claimable: koboToNaira(plan.claimableKobo),
    payouts: all.map(payoutInfo),
    can_claim: c.owner_id === user.id && plan.blockers.length === 0,
    blockers: plan.blockers,
    beneficiary: b
      ? {
          name: b.name,
          bank_name: b.bank_name,
          account_name: b.account_name,
          account_last4: b.account_number.slice(-4),
          confirmed: b.confirmed,
        }
      : null,
  };
}

/**
 * The owner claims: one transaction, under the campaign's row lock, writes the payout, the
 * ledger's claim and the job. `amountNaira` (keep what you raise only): this stage's share of what
 * is claimable; absent, all of it.
 */
export async function claim(
  ctx: AppContext,
  user: AuthUser,
  campaignPublicId: string,
  ip?: string,
  amountNaira?: number,
): Promise<PayoutInfo> {
  const payout = await ctx.db.transaction(async (tx) => {
    const c = await lockedCampaignForClaim(tx, campaignPublicId);
    if (!c || (c.status === CampaignStatus.DELETED && c.owner_id !== user.id)) throw notFound('Campaign not found');
    if (c.owner_id !== user.id) throw forbidden("Only the campaign's owner can claim its funds");
    const all = await payoutsOf(tx, c.id);
    const staged = c.funding_mode === 'keep_what_you_raise';
    const requested = staged && amountNaira !== undefined ? nairaToKobo(amountNaira) : undefined;
    const plan = await planClaim(tx, c, all, requested);
    if (plan.blockers.length) throw new AppError(plan.identityBlocks ? Code.FORBIDDEN : Code.CONFLICT, plan.blockers[0]!);
    if (requested !== undefined && requested > plan.claimableKobo) {
      const m = ClaimMsg.above(koboToNaira(plan.claimableKobo));
      throw invalid({ amount: m }, m);
    }
    const acct = plan.destination!;
    // a campaign that names a beneficiary is paid to its account only (issue 25)
    const to = acct;
    const dest = plan.dest;
    const [p] = await tx
      .insert(payouts)
      .values({
        reference: `IRT-PO-${publicId(14).toUpperCase()}`,
        campaignId: c.id,
        ownerId: user.id,
        raisedKobo: plan.raisedKobo,
        commissionKobo: plan.commissionKobo,
        amountKobo: plan.amountKobo,
        bankCode: to.bank_code,
        bankName: to.bank_name,
        accountNumber: to.account_number,
        accountName: to.account_name,
        recipientCode: to.recipient_code,
        staged: plan.staged,
        beneficiaryName: dest.beneficiary?.name ?? null,
      })
      .returning();
    const account = await campaignAccount(tx, c.id);
    const entries: [number, number][] = [
      [account, plan.raisedKobo],
      [Account.PAYOUTS_PAYABLE, -plan.amountKobo],
    ];
    if (plan.commissionKobo > 0) entries.push([Account.COMMISSION, -plan.commissionKobo]);
    await post(tx, 'claim', { campaignId: c.id, payoutId: p!.id }, entries);
    await enqueue(tx, PAYOUT_JOB, { payoutId: p!.id }, { uniqueKey: `payout:${p!.id}`, maxAttempts: PAYOUT_MAX_ATTEMPTS });
    await audit(tx, {
      actorId: user.id,
      action: plan.staged ? 'campaign.stage_claimed' : 'campaign.claimed',
      subjectType: 'campaign',
      subjectId: c.id,
      data: {
        payoutId: p!.id,
        amountKobo: plan.amountKobo,
        commissionKobo: plan.commissionKobo,
        ...(plan.staged ? { raisedKobo: plan.raisedKobo, stage: all.filter((x) => x.staged).length + 1 } : {}),
        ...(dest.beneficiary ? { beneficiary: dest.beneficiary.name } : {}),
      },
      ip,
    });
    await sendPayoutNotice(tx, ctx, {
      ownerEmail: c.owner_email,
      campaignTitle: c.title,
      campaignPublicId: c.public_id,
      amountKobo: plan.amountKobo,
      commissionKobo: plan.commissionKobo,
      raisedKobo: plan.raisedKobo,
      bankName: to.bank_name,
      last4: to.account_number.slice(-4),
      state: 'claimed',
    });
    return p!;
  });
  return payoutInfo(payout);
}

class RetryLater extends Error {}

interface PayoutJoin extends PayoutRow {
  title: string;
  publicId: string;
  ownerEmail: string;
}

async function loadPayout(db: AppContext['db'] | Tx, payoutId: number): Promise<PayoutJoin | null> {
  const [p] = await db.query.payouts.findMany({ where: (x, { eq }) => eq(x.id, payoutId), limit: 1 });
  if (!p) return null;
  const [c] = (
    await db.execute<{ title: string; public_id: string; email: string }>(sql`
      select c.title, c.public_id, u.email from campaign_facts c join person_contacts u on u.id = ${p.ownerId} where c.id = ${p.campaignId}`)
  ).rows;
  return { ...p, title: c!.title, publicId: c!.public_id, ownerEmail: c!.email };
}

/** The job: one attempt at the transfer, or at hearing how it ended. */
export async function processPayout(ctx: AppContext, payoutId: number, job: { attempts: number }) {
  const p = await loadPayout(ctx.db, payoutId);
  if (!p || p.status === 'paid' || p.status === 'failed') return;
  await ctx.db.execute(
    sql`update payouts set attempts = attempts + 1, status = 'processing', updated_at = now() where id = ${p.id} and status in ('pending', 'processing')`,
  );
  try {
    let recipient = p.recipientCode;
    if (!recipient) {
      recipient = (await ctx.payments.createRecipient({ name: p.accountName, accountNumber: p.accountNumber, bankCode: p.bankCode }))
        .recipientCode;
      await ctx.db.execute(sql`update payouts set recipient_code = ${recipient} where id = ${p.id}`);
      await ctx.db.execute(sql`
        update payout_accounts set recipient_code = ${recipient}
        where user_id = ${p.ownerId} and bank_code = ${p.bankCode} and account_number = ${p.accountNumber}`);
      await ctx.db.execute(sql`
        update campaign_beneficiaries set recipient_code = ${recipient}
        where campaign_id = ${p.campaignId} and bank_code = ${p.bankCode} and account_number = ${p.accountNumber}`);
    }
    // The transfer reference is the idempotency key: asking again returns the first transfer.
    const t = p.transferCode
      ? await ctx.payments.verifyTransfer(p.reference)
      : await ctx.payments.transfer({
          amountKobo: p.amountKobo,
          recipientCode: recipient,
          reference: p.reference,
          reason: `Ireti payout: ${p.title}`.slice(0, 100),
        });
    if ('amountKobo' in t && t.amountKobo !== undefined && t.amountKobo !== p.amountKobo)
      throw new ProviderError(`transfer amount ${t.amountKobo} differs from the payout ${p.amountKobo}`, 'malformed', true);
    if (t.transferCode && t.transferCode !== p.transferCode)
      await ctx.db.execute(sql`update payouts set transfer_code = ${t.transferCode} where id = ${p.id}`);
    await applyTransferStatus(ctx, p, t.status, null);
    if (t.status !== 'success' && t.status !== 'failed' && t.status !== 'reversed') {
      if (t.status === 'otp')
        await ctx.db.execute(
          sql`update payouts set last_error = 'The transfer waits for OTP approval on the provider dashboard' where id = ${p.id}`,
        );
      throw new RetryLater(`transfer ${t.status}`);
    }
  } catch (err) {
    if (err instanceof RetryLater) throw err;
    const message = err instanceof Error ? err.message : String(err);
    await ctx.db.execute(sql`update payouts set last_error = ${message.slice(0, 500)}, updated_at = now() where id = ${p.id}`);
    if (job.attempts >= PAYOUT_MAX_ATTEMPTS) {
      await giveUp(ctx, p, message);
      return;
    }
    throw err;
  }
}

/**
 * The last attempt failed too. Failing the payout undoes the claim, and an undone claim can be
 * claimed (and paid) again: so only when the provider says it has no transfer under our
 * reference. Otherwise (the provider unreachable, or a transfer it holds, perhaps made by an
 * attempt whose reply was lost) the payout stays processing, audited, and a new job tries again
 * in an hour; the transfer's webhook settles it sooner.
 */
async function giveUp(ctx: AppContext, p: PayoutJoin, message: string) {
  let absent = false;
  try {
    await ctx.payments.verifyTransfer(p.reference);
  } catch (err) {
    absent = err instanceof ProviderError && err.kind === 'rejected' && (err.httpStatus === 404 || err.httpStatus === 400);
  }
  if (absent) return markFailed(ctx, p, message);
  await audit(ctx.db, { actorId: null, action: 'payout.unresolved', subjectType: 'payout', subjectId: p.id, data: { error: message } });
  await enqueue(
    ctx.db,
    PAYOUT_JOB,
    { payoutId: p.id },
    { uniqueKey: `payout:${p.id}:${Date.now()}`, delayMs: 3_600_000, maxAttempts: PAYOUT_MAX_ATTEMPTS },
  );
}

export async function applyTransferStatus(ctx: AppContext, p: PayoutJoin, status: TransferStatus, reason: string | null) {
  if (status === 'success') await markPaid(ctx, p);
  else if (status === 'failed' || status === 'reversed') await markFailed(ctx, p, reason ?? `The transfer was ${status}`);
}

async function markPaid(ctx: AppContext, p: PayoutJoin) {
  await ctx.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute(sql`
        update payouts set status = 'paid', paid_at = now(), last_error = null, updated_at = now()
        where id = ${p.id} and status in ('pending', 'processing') returning id`)
    ).rows;
    if (!row) return;
    await post(tx, 'payout_sent', { campaignId: p.campaignId, payoutId: p.id }, [
      [Account.PAYOUTS_PAYABLE, p.amountKobo],
      [Account.PROVIDER, -p.amountKobo],
    ]);
    await audit(tx, { actorId: null, action: 'payout.paid', subjectType: 'payout', subjectId: p.id });
    await sendPayoutNotice(tx, ctx, notice(p, 'paid'));
  });
}

async function markFailed(ctx: AppContext, p: PayoutJoin, error: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute(sql`
        update payouts set status = 'failed', failed_at = now(), last_error = ${error.slice(0, 500)}, updated_at = now()
        where id = ${p.id} and status in ('pending', 'processing') returning id`)
    ).rows;
    if (!row) return;
    // The transfer never left: the payout's money is still owed from the payable account.
    await undoClaim(tx, p, 'claim_reversed', Account.PAYOUTS_PAYABLE);
    await audit(tx, { actorId: null, action: 'payout.failed', subjectType: 'payout', subjectId: p.id, data: { error } });
    await sendPayoutNotice(tx, ctx, { ...notice(p, 'failed'), error });
  });
}

/**
 * A claim undone in the ledger: the raised money is held for the campaign again and the
 * commission is not taken; the payout's amount comes back from `from` — still payable (the
 * transfer failed) or at the provider (the bank sent a paid transfer back).
 */
async function undoClaim(tx: Tx, p: PayoutJoin, kind: 'claim_reversed' | 'payout_reversed', from: number) {
  const account = await campaignAccount(tx, p.campaignId);
  const entries: [number, number][] = [
    [from, p.amountKobo],
    [account, -p.raisedKobo],
  ];
  if (p.commissionKobo > 0) entries.push([Account.COMMISSION, p.commissionKobo]);
  await post(tx, kind, { campaignId: p.campaignId, payoutId: p.id }, entries);
}

const notice = (p: PayoutJoin, state: 'paid' | 'failed' | 'reversed') => ({
  ownerEmail: p.ownerEmail,
  campaignTitle: p.title,
  campaignPublicId: p.publicId,
  amountKobo: p.amountKobo,
  commissionKobo: p.commissionKobo,
  raisedKobo: p.raisedKobo,
  bankName: p.bankName,
  last4: p.accountNumber.slice(-4),
  state,
});

/**
 * A provider's transfer event (provider.ts PaymentEvent), by our payout reference. An event whose
 * amount is not the payout's changes nothing (audited), as the job refuses such an answer.
 */
export async function applyTransferEvent(
  ctx: AppContext,
  e: Extract<PaymentEvent, { type: 'transfer_succeeded' | 'transfer_failed' | 'transfer_reversed' }>,
) {
  const [found] = (await ctx.db.execute<{ id: number }>(sql`select id from payouts where reference = ${e.reference}`)).rows;
  if (!found) return false;
  const p = (await loadPayout(ctx.db, Number(found.id)))!;
  if (e.amountKobo !== null && e.amountKobo !== p.amountKobo) {
    await audit(ctx.db, {
      actorId: null,
      action: 'payout.event_amount_differs',
      subjectType: 'payout',
      subjectId: p.id,
      data: { event: e.type, amountKobo: e.amountKobo },
    });
    return true;
  }
  if (e.type === 'transfer_reversed' && p.status === 'paid') await markReversed(ctx, p, e.reason);
  else
    await applyTransferStatus(
      ctx,
      p,
      { transfer_succeeded: 'success', transfer_failed: 'failed', transfer_reversed: 'reversed' }[e.type] as TransferStatus,
      e.reason,
    );
  return true;
}

/**
 * A transfer reversed after it was paid (the receiving bank sent it back): the money is at the
 * provider again, so the payout is failed and marked reversed, the claim undone in the ledger
 * (`payout_reversed`: provider +payout, commission +commission, campaign −raised: held again),
 * and the owner may claim again. Written once: the update matches only a paid payout, and the
 * ledger's unique (kind, payout) index refuses a second `payout_reversed`.
 */
async function markReversed(ctx: AppContext, p: PayoutJoin, reason: string | null) {
  const error = `The bank sent the transfer back${reason ? ` (${reason})` : ''}`;
  await ctx.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute(sql`
        update payouts set status = 'failed', failed_at = now(), reversed_at = now(), last_error = ${error.slice(0, 500)}, updated_at = now()
        where id = ${p.id} and status = 'paid' returning id`)
    ).rows;
    if (!row) return;
    // The transfer was paid and came back: the payout's money is at the provider again.
    await undoClaim(tx, p, 'payout_reversed', Account.PROVIDER);
    await audit(tx, { actorId: null, action: 'payout.reversed', subjectType: 'payout', subjectId: p.id, data: { reason } });
    await sendPayoutNotice(tx, ctx, { ...notice(p, 'reversed'), error: reason });
    await sendPayoutReversedToAdmins(tx, ctx, {
      payoutId: p.id,
      reference: p.reference,
      campaignTitle: p.title,
      campaignPublicId: p.publicId,
      amountKobo: p.amountKobo,
      reason,
    });
  });
}
