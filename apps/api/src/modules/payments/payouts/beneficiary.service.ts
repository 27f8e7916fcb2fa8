import { sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import { SecondFactorMsg } from '@ireti/shared/accounts/second-factor';
import { BeneficiaryMsg, type Beneficiary, type beneficiaryBodySchema } from '@ireti/shared/donations/beneficiary';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { audit } from '../../../lib/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../../lib/errors.ts';
import { isAssignedVolunteer, lockCampaign } from '../../campaigns/index.ts';
import { resolveAccount } from './payouts.service.ts';

/**
 * A campaign's beneficiary (issue 25, docs/decisions/090-beneficiaries-and-spending-reports.md):
 * the hospital, school or supplier its payouts go to. The owner names it (the account name comes
 * from the bank, through the provider's account resolve), or picks a verified organisation by
 * name (its own payout account); the campaign's assigned volunteer, or an administrator, confirms
 * it with a note on how they checked. Any change clears the confirmation: no payout leaves until
 * it is confirmed again (payouts.service.ts reads `beneficiaryForClaim`).
 */

export type CampaignRef = {
  id: number;
  public_id: string;
  owner_id: number;
  status: number;
  title: string;
};

export async function campaignRef(db: AppContext['db'] | Tx, key: string): Promise<CampaignRef | null> {
  const k = key.toLowerCase();
  const [c] = (
    await db.execute<CampaignRef>(sql`
      select id, public_id, owner_id, status, title from campaign_facts
      where public_id = ${k} or (${/^\d{1,15}$/.test(k)} and id::text = ${k})`)
  ).rows;
  return c ? { ...c, id: Number(c.id), owner_id: Number(c.owner_id), status: Number(c.status) } : null;
}

/** "Tunde A.": a person by first name and initial, an organisation by its name. */
export const shortName = sql`case when p.is_organization then coalesce(p.organization_name, p.first_name)
  else trim(p.first_name || ' ' || coalesce(left(p.last_name, 1) || '.', '')) end`;

/** Is this user the campaign's assigned (approved) volunteer, or an administrator with a second factor? */
export async function mayVouch(db: AppContext['db'] | Tx, user: AuthUser, c: Pick<CampaignRef, 'id' | 'owner_id'>): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.volunteerStatus !== 'approved' || user.id === c.owner_id) return false;
  // who vets a campaign is kept by campaigns, as trust tells it (decision 109)
  return isAssignedVolunteer(db, c.id, user.id);
}

/** Refuses anyone but the assigned volunteer or an administrator (who needs a second factor, as for every admin decision). */
export async function requireVouch(db: AppContext['db'] | Tx, user: AuthUser, c: Pick<CampaignRef, 'id' | 'owner_id'>) {
  if (!(await mayVouch(db, user, c))) throw forbidden(BeneficiaryMsg.notVolunteer);
  // A volunteer's or an administrator's decision: from a session proven by a second factor (decision 086).
  if (user.secondFactorAt === null) throw forbidden(SecondFactorMsg.needFactor);
}

type Row = {
  name: string;
  organization_id: string | null;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  recipient_code: string | null;
  confirmed_at: Date | string | null;
  confirm_note: string | null;
  confirmed_by: string | null;
  confirmer: string | null;
};

async function row(db: AppContext['db'] | Tx, campaignId: number): Promise<Row | null> {
  const [b] = (
    await db.execute<Row>(sql`
      select b.name, b.organization_id, b.bank_code, b.bank_name, b.account_number, b.account_name, b.recipient_code,
        b.confirmed_at, b.confirm_note, b.confirmed_by, ${shortName} as confirmer
      from campaign_beneficiaries b left join person_cards p on p.id = b.confirmed_by
      where b.campaign_id = ${campaignId}`)
  ).rows;
  return b ?? null;
}

const present = (b: Row, withNote: boolean): Beneficiary => ({
  name: b.name,
  organization_id: b.organization_id === null ? null : Number(b.organization_id),
  bank_name: b.bank_name,
  account_name: b.account_name,
  account_last4: b.account_number.slice(-4),
  confirmed: b.confirmed_at !== null,
  confirmed_by: b.confirmed_by === null ? null : { id: Number(b.confirmed_by), name: b.confirmer ?? '' },
  confirmed_at: b.confirmed_at === null ? null : new Date(b.confirmed_at).toISOString(),
  note: withNote ? b.confirm_note : null,
});

/** The campaign's beneficiary, for everyone (the note only for its owner, assigned volunteers and administrators). */
export async function getBeneficiary(ctx: AppContext, user: AuthUser | null, key: string): Promise<Beneficiary | null> {
  const c = await campaignRef(ctx.db, key);
  if (!c || (c.status === CampaignStatus.DELETED && user?.role !== 'admin')) throw notFound('Campaign not found');
  const b = await row(ctx.db, c.id);
  if (!b) return null;
  const withNote = !!user && (user.id === c.owner_id || (await mayVouch(ctx.db, user, c)));
  return present(b, withNote);
}

/** What the public page reads (the money panel): name, last four digits, who confirmed. */
export async function publicBeneficiary(db: AppContext['db'], campaignId: number): Promise<Beneficiary | null> {
  const b = await row(db, campaignId);
  return b ? present(b, false) : null;
}

/** Verified organisations whose name contains `q`, for the owner to pick as the beneficiary. */
export async function organisationChoices(ctx: AppContext, q: string) {
  const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const rows = (
    await ctx.db.execute<{ id: string; name: string; has_account: boolean }>(sql`
      select p.id, p.organization_name as name, exists (select 1 from payout_accounts a where a.user_id = p.id) as has_account
      from verified_organizations p
      where p.organization_name ilike ${like}
      order by p.organization_name limit 20`)
  ).rows;
  return rows.map((r) => ({ id: Number(r.id), name: r.name, has_account: !!r.has_account }));
}

type Body = z.output<typeof beneficiaryBodySchema>;

/** The owner names (or changes) the beneficiary; a change clears the confirmation and is audited. */
export async function setBeneficiary(ctx: AppContext, user: AuthUser, key: string, body: Body, ip?: string): Promise<Beneficiary> {
  const c = await campaignRef(ctx.db, key);
  if (!c || c.status === CampaignStatus.DELETED) throw notFound('Campaign not found');
  if (c.owner_id !== user.id) throw forbidden(BeneficiaryMsg.notOwner);
  let target: {
    name: string;
    organizationId: number | null;
    bank_code: string;
    bank_name: string;
    account_number: string;
    account_name: string;
  };
  if (body.organization_id !== undefined) {
    const [org] = (
      await ctx.db.execute<{ name: string; bank_code: string | null; bank_name: string; account_number: string; account_name: string }>(sql`
        select p.organization_name as name, a.bank_code, a.bank_name, a.account_number, a.account_name
        from verified_organizations p left join payout_accounts a on a.user_id = p.id
        where p.id = ${body.organization_id}`)
    ).rows;
    if (!org) throw invalid({ organization_id: BeneficiaryMsg.orgNotFound }, BeneficiaryMsg.orgNotFound);
    if (!org.bank_code) throw invalid({ organization_id: BeneficiaryMsg.orgNoAccount }, BeneficiaryMsg.orgNoAccount);
    target = { ...org, bank_code: org.bank_code, organizationId: body.organization_id };
  } else {
    // the bank names the account: an account it cannot resolve is refused before anything is written
    const r = await resolveAccount(ctx, body.account_number!, body.bank_code!);
    target = { ...r, name: body.name!, organizationId: null };
  }
  await ctx.db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, c.id);
    if (locked.status === CampaignStatus.DELETED) throw notFound('Campaign not found');
    const [inFlight] = (
      await tx.execute(sql`select 1 from payouts where campaign_id = ${c.id} and status in ('pending', 'processing') limit 1`)
    ).rows;
    if (inFlight) throw conflict(BeneficiaryMsg.payoutInFlight);
    const before = await row(tx, c.id);
    const same =
      before &&
      before.name === target.name &&
      before.bank_code === target.bank_code &&
      before.account_number === target.account_number &&
      (before.organization_id === null ? null : Number(before.organization_id)) === target.organizationId;
    if (same) return;
    await tx.execute(sql`
      insert into campaign_beneficiaries (campaign_id, name, organization_id, bank_code, bank_name, account_number, account_name, set_by)
      values (${c.id}, ${target.name}, ${target.organizationId}, ${target.bank_code}, ${target.bank_name}, ${target.account_number},
        ${target.account_name}, ${user.id})
      on conflict (campaign_id) do update set name = excluded.name, organization_id = excluded.organization_id,
        bank_code = excluded.bank_code, bank_name = excluded.bank_name, account_number = excluded.account_number,
        account_name = excluded.account_name, recipient_code = null, set_by = excluded.set_by, set_at = now(),
        confirmed_by = null, confirmed_at = null, confirm_note = null`);
    await audit(tx, {
      actorId: user.id,
      action: before ? 'beneficiary.changed' : 'beneficiary.named',
      subjectType: 'campaign',
      subjectId: c.id,
      data: {
        name: target.name,
        bank: target.bank_name,
        last4: target.account_number.slice(-4),
        ...(before
          ? { previous: before.name, previousLast4: before.account_number.slice(-4), wasConfirmed: before.confirmed_at !== null }
          : {}),
      },
      ip,
    });
  });
  return present((await row(ctx.db, c.id))!, true);
}

/** The assigned volunteer (or an administrator) confirms the beneficiary: a tick and how they checked. */
export async function confirmBeneficiary(ctx: AppContext, user: AuthUser, key: string, note: string, ip?: string): Promise<Beneficiary> {
  const c = await campaignRef(ctx.db, key);
  if (!c || c.status === CampaignStatus.DELETED) throw notFound('Campaign not found');
  await requireVouch(ctx.db, user, c);
  await ctx.db.transaction(async (tx) => {
    const [b] = (
      await tx.execute<{ confirmed_at: Date | null; name: string; account_number: string }>(sql`
        select confirmed_at, name, account_number from campaign_beneficiaries where campaign_id = ${c.id} for update`)
    ).rows;
    if (!b) throw notFound(BeneficiaryMsg.none);
    if (b.confirmed_at) throw conflict(BeneficiaryMsg.alreadyConfirmed);
    await tx.execute(sql`
      update campaign_beneficiaries set confirmed_by = ${user.id}, confirmed_at = now(), confirm_note = ${note}
      where campaign_id = ${c.id}`);
    await audit(tx, {
      actorId: user.id,
      action: 'beneficiary.confirmed',
      subjectType: 'campaign',
      subjectId: c.id,
      data: { name: b.name, last4: b.account_number.slice(-4), note },
      ip,
    });
  });
  return present((await row(ctx.db, c.id))!, true);
}

/** The claim's destination, read in its transaction: null when the campaign names no beneficiary. */
export async function beneficiaryForClaim(tx: Tx, campaignId: number) {
  const b = await row(tx, campaignId);
  return b ? { ...b, confirmed: b.confirmed_at !== null } : null;
}
