import { sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/queue.ts';
import { audit } from '../../../lib/audit.ts';
import type { DedicatedAccountRow } from '../payments.schema.ts';
import { ProviderError, type DedicatedAccount, type PaymentEvent } from '../providers/provider.ts';

/**
 * A campaign's permanent account number (docs/decisions/093-dedicated-accounts.md): the provider's
 * dedicated virtual account, held by a provider customer of the campaign's own. Asked for when the
 * campaign goes live (and by a sweep, for campaigns live before this existed), deactivated when it
 * closes or is deleted. Each step is a durable job, retried with backoff, so a provider outage
 * delays an account and never loses one.
 */
export const ASSIGN_JOB = 'payments.dedicated-account.assign';
export const DEACTIVATE_JOB = 'payments.dedicated-account.deactivate';
export const SWEEP_JOB = 'payments.dedicated-account.sweep';
export const SWEEP_EVERY_MS = 10 * 60_000;
const MAX_ATTEMPTS = 12;

type Ctx = Pick<AppContext, 'db' | 'payments' | 'config'>;

/** The campaign wants an account: a row to track it and the job that asks the provider (in the caller's transaction). */
export async function requestAccount(tx: Tx, campaignId: number) {
  const [row] = (
    await tx.execute<{ id: number }>(sql`
      insert into dedicated_accounts (campaign_id) values (${campaignId})
      on conflict (campaign_id) do update set status = 'requested', last_error = null, attempts = 0, updated_at = now()
        where dedicated_accounts.status in ('failed', 'deactivated', 'deactivating')
      returning id`)
  ).rows;
  if (row) await enqueue(tx, ASSIGN_JOB, { campaignId }, { uniqueKey: `dva:${campaignId}`, maxAttempts: MAX_ATTEMPTS });
  return !!row;
}

/** The campaign no longer takes gifts: its account stops taking transfers (in the caller's transaction). */
export async function retireAccount(tx: Tx, campaignId: number) {
  await tx.execute(sql`
    update dedicated_accounts set status = 'deactivated', deactivated_at = now(), updated_at = now()
    where campaign_id = ${campaignId} and status in ('requested', 'failed')`);
  const [row] = (
    await tx.execute<{ id: number }>(sql`
      update dedicated_accounts set status = 'deactivating', updated_at = now()
      where campaign_id = ${campaignId} and status = 'active' returning id`)
  ).rows;
  if (row) await enqueue(tx, DEACTIVATE_JOB, { campaignId }, { uniqueKey: `dva-off:${campaignId}`, maxAttempts: MAX_ATTEMPTS });
}

/** Live → an account; closed for donations, closed or deleted → none (a step of flows/campaign-state.flow.ts). */
export async function followCampaignState(tx: Tx, e: { campaignId: number; to: number }) {
  if (e.to === CampaignStatus.ACTIVE) await requestAccount(tx, e.campaignId);
  else if (e.to === CampaignStatus.CLOSED_FOR_DONATIONS || e.to === CampaignStatus.CLOSED || e.to === CampaignStatus.DELETED)
    await retireAccount(tx, e.campaignId);
}

async function accountRow(ctx: Pick<AppContext, 'db'>, campaignId: number) {
  const [row] = (
    await ctx.db.execute<{
      id: number;
      status: DedicatedAccountRow['status'];
      customer_code: string | null;
      provider_account_id: string | null;
      public_id: string;
      campaign_status: number;
      first_name: string | null;
      last_name: string | null;
      is_organization: boolean;
      organization_name: string | null;
      phone: string | null;
    }>(sql`
      select a.id, a.status, a.customer_code, a.provider_account_id, c.public_id, c.status as campaign_status,
        u.first_name, u.last_name, u.is_organization, u.organization_name,
        coalesce(uc.mobile, uc.organization_mobile, uc.secondary_mobile) as phone
      from dedicated_accounts a join campaign_facts c on c.id = a.campaign_id join person_cards u on u.id = c.owner_id
        join person_contacts uc on uc.id = c.owner_id
      where a.campaign_id = ${campaignId}`)
  ).rows;
  return row ?? null;
}

/** The provider customer's address: one per campaign, delivered to the platform's own mailbox. */
export function customerEmail(ctx: Pick<AppContext, 'config'>, publicId: string) {
  const [local, domain] = ctx.config.SUPPORT_EMAIL.split('@');
  return `${local}+campaign-${publicId.toLowerCase()}@${domain}`;
}

/** The job: get the campaign an account from the provider (a customer first, then the account). */
export async function processAssign(ctx: Ctx, campaignId: number, job: { attempts: number }) {
  const row = await accountRow(ctx, campaignId);
  if (!row || (row.status !== 'requested' && row.status !== 'failed')) return;
  if (row.campaign_status !== CampaignStatus.ACTIVE) {
    await ctx.db.transaction((tx) => retireAccount(tx, campaignId));
    return;
  }
  await ctx.db.execute(sql`update dedicated_accounts set attempts = attempts + 1, updated_at = now() where id = ${row.id}`);
  try {
    if (!row.phone) throw new ProviderError("The campaign's owner has no phone number, which the bank needs", 'rejected', false);
    let customerCode = row.customer_code;
    if (!customerCode) {
      const [first, last] = row.is_organization
        ? [row.organization_name ?? 'Campaign', 'Campaign']
        : [row.first_name ?? 'Campaign', row.last_name ?? row.public_id];
      customerCode = (
        await ctx.payments.createCustomer({ email: customerEmail(ctx, row.public_id), firstName: first, lastName: last, phone: row.phone })
      ).customerCode;
      await ctx.db.execute(sql`update dedicated_accounts set customer_code = ${customerCode}, updated_at = now() where id = ${row.id}`);
    }
    const banks = await ctx.payments.dedicatedAccountBanks();
    const wanted = ctx.config.PAYSTACK_DVA_BANK;
    const bank = wanted ? banks.find((b) => b.slug === wanted) : banks[0];
    if (!bank)
      throw new ProviderError(wanted ? `The bank ${wanted} does not offer accounts now` : 'No bank offers accounts now', 'rejected', true);
    const account = await ctx.payments.createDedicatedAccount({ customerCode, preferredBank: bank.slug });
    // null: the provider assigns it later and says so by event (applyAssignEvent).
    if (account) await activate(ctx, campaignId, account);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const final = !(err instanceof ProviderError && err.retryable) || job.attempts >= MAX_ATTEMPTS;
    await ctx.db.execute(sql`
      update dedicated_accounts set last_error = ${message.slice(0, 500)}, status = ${final ? 'failed' : 'requested'}, updated_at = now()
      where id = ${row.id} and status in ('requested', 'failed')`);
    if (!final) throw err;
  }
}

/** The provider's account becomes the campaign's, unless the campaign closed meanwhile (then it is retired at once). */
async function activate(ctx: Pick<AppContext, 'db'>, campaignId: number, a: DedicatedAccount) {
  await ctx.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ id: number }>(sql`
        update dedicated_accounts set status = 'active', provider_account_id = ${a.providerAccountId}, account_number = ${a.accountNumber},
          account_name = ${a.accountName}, bank_name = ${a.bankName}, bank_slug = ${a.bankSlug}, last_error = null,
          assigned_at = now(), updated_at = now()
        where campaign_id = ${campaignId} and status in ('requested', 'failed') returning id`)
    ).rows;
    if (!row) return;
    await audit(tx, {
      actorId: null,
      action: 'dedicated_account.assigned',
      subjectType: 'campaign',
      subjectId: campaignId,
      data: { bank: a.bankName, last4: a.accountNumber.slice(-4) },
    });
    const [c] = (await tx.execute<{ status: number }>(sql`select status from campaign_facts where id = ${campaignId}`)).rows;
    if (c && c.status !== CampaignStatus.ACTIVE) await retireAccount(tx, campaignId);
  });
}

/** dedicatedaccount.assign.success|failed: the provider finished an assignment it had queued. */
export async function applyAssignEvent(
  ctx: Pick<AppContext, 'db'>,
  e: Extract<PaymentEvent, { type: 'dedicated_account_assigned' | 'dedicated_account_failed' }>,
) {
  const [row] = (
    await ctx.db.execute<{ campaign_id: number }>(sql`select campaign_id from dedicated_accounts where customer_code = ${e.customerCode}`)
  ).rows;
  if (!row) return 'not one of ours';
  if (e.type === 'dedicated_account_assigned') {
    await activate(ctx, Number(row.campaign_id), e.account);
    return 'account assigned';
  }
  await ctx.db.execute(sql`
    update dedicated_accounts set status = 'failed', last_error = ${e.reason.slice(0, 500)}, updated_at = now()
    where campaign_id = ${row.campaign_id} and status = 'requested'`);
  return 'account assignment failed';
}

/** The job: the provider stops taking transfers into a closed campaign's account. */
export async function processDeactivate(ctx: Ctx, campaignId: number) {
  const row = await accountRow(ctx, campaignId);
  if (!row || row.status !== 'deactivating' || !row.provider_account_id) return;
  try {
    await ctx.payments.deactivateDedicatedAccount(row.provider_account_id);
  } catch (err) {
    // Already gone at the provider: what we wanted.
    if (!(err instanceof ProviderError && err.kind === 'rejected' && err.httpStatus === 404)) {
      await ctx.db.execute(sql`update dedicated_accounts set last_error = ${(err as Error).message.slice(0, 500)} where id = ${row.id}`);
      throw err;
    }
  }
  await ctx.db.execute(sql`
    update dedicated_accounts set status = 'deactivated', deactivated_at = now(), last_error = null, updated_at = now()
    where id = ${row.id} and status = 'deactivating'`);
}

/** Live campaigns without an account (live before accounts existed) get one asked for; a failed one is asked for again hourly. */
export async function sweepAccounts(ctx: Pick<AppContext, 'db'>) {
  const rows = (
    await ctx.db.execute<{ id: number }>(sql`
      select c.id from campaign_facts c left join dedicated_accounts a on a.campaign_id = c.id
      where c.status = ${CampaignStatus.ACTIVE}
        and (a.id is null or (a.status = 'failed' and a.updated_at < now() - interval '1 hour'))
      order by c.id limit 200`)
  ).rows;
  for (const r of rows) await ctx.db.transaction((tx) => requestAccount(tx, Number(r.id)));
  return rows.length;
}
