import { sql } from 'drizzle-orm';
import { CampaignStatus, DONATION_MAX_NAIRA } from '@ireti/shared/constants';
import type { DonateData } from '@ireti/shared/donations/schemas';
import type { AppContext } from '../../context.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { demoFundedCampaigns, demoLiveCampaigns } from '../campaigns/campaigns.demo.ts';
import { findDonation, initiateDonation, verifyPayment } from './giving/donations.service.ts';
import { claim, claimSummary, processPayout, saveAccount } from './payouts/payouts.service.ts';
import { ProviderError, sandboxOf } from './providers/index.ts';

/**
 * Demo donations (outside production, embedded sandbox only): real donations through the
 * donations service and the sandbox — initiated, paid with a test card, verified — so the demo
 * campaigns show raised amounts, donors (some anonymous, some signed-in demo users) and comments,
 * one campaign of ada@demo.ireti.ng is funded and ready to claim, the demo's campaigns closed for
 * donations are funded to their goal, and its success stories are funded and claimed (issue 14). Idempotent: references are
 * fixed (DEMO-…), a donation already paid is skipped, only the campaigns demo's own live
 * campaigns are given to, and only one campaign is ever funded. Runs after the campaigns demo
 * seed; without demo campaigns it does nothing.
 */
type Donor =
  | { kind: 'user'; email: string; anonymous?: boolean; comments: string[] }
  | { kind: 'guest'; first: string; last: string; email: string; comments: string[] }
  | { kind: 'anonymous'; email: string; comments: string[] };

const DONORS: Donor[] = [
  { kind: 'user', email: 'chidi@demo.ireti.ng', comments: ['Praying for you. Stay strong!', 'Happy to help. God bless.', ''] },
  {
    kind: 'guest',
    first: 'Ngozi',
    last: 'Okeke',
    email: 'ngozi.okeke@example.ng',
    comments: ['From all of us in Enugu.', '', 'Shared with my family WhatsApp group.'],
  },
  { kind: 'anonymous', email: 'well.wisher@example.ng', comments: ['', 'Keep going, you are not alone.', ''] },
  { kind: 'user', email: 'tunde@demo.ireti.ng', anonymous: true, comments: ['Small but from the heart.', '', 'Wishing you all the best.'] },
  { kind: 'user', email: 'zainab@demo.ireti.ng', comments: ['Allah ya taimaka. Keep going!', 'Sending love from Kano.', ''] },
  { kind: 'guest', first: 'Emeka', last: 'Nwosu', email: 'emeka.nwosu@example.ng', comments: ['', 'Proud of this community.', 'Onward!'] },
  { kind: 'user', email: 'hope@demo.ireti.ng', comments: ['Hope Foundation stands with you.', 'With love from Hope Foundation.', ''] },
  {
    kind: 'guest',
    first: 'Folake',
    last: 'Adeyemi',
    email: 'folake.adeyemi@example.ng',
    comments: ['Shared with my church group too.', '', 'You will get there!'],
  },
];
/** Naira; each campaign gets a few of these, never past 40% of its goal. */
const AMOUNTS = [5_000, 2_500, 10_000, 1_500, 20_000, 3_000, 7_500, 50_000];
const CARDS = ['4084 0840 8408 4081', 'transfer', '4084 0840 8408 4081'];

export async function seedPaymentsDemo(ctx: AppContext): Promise<void> {
  const sandbox = sandboxOf(ctx.payments);
  if (!sandbox) return;
  const demoUsers = await ctx.db
    .select()
    .from(users)
    .where(sql`${users.email} like '%@demo.ireti.ng'`);
  const byEmail = new Map(demoUsers.map((u) => [u.email.toLowerCase(), u]));
  // Only the campaigns the campaigns demo made live: not those the demo users create or get
  // verified later while trying the site, which a restart would otherwise fill up.
  const campaigns = (await demoLiveCampaigns(ctx)).map((c) => ({
    id: c.id,
    public_id: c.publicId,
    goal_kobo: c.goalKobo,
    owner_email: c.ownerEmail,
  }));
  if (!campaigns.length) return;

  // Ada's live campaign with the smallest goal becomes the funded one, once: a campaign that
  // already has DEMO-FUND donations (in any state, even refunded) stays the only one ever funded.
  const [fundedBefore] = (
    await ctx.db.execute<{ campaign_id: number }>(
      sql`select campaign_id from donations where reference like 'DEMO-FUND-%' order by id limit 1`,
    )
  ).rows;
  const fundable = campaigns
    .filter((c) => c.owner_email === 'ada@demo.ireti.ng' && c.goal_kobo <= 5_000_000 * 100)
    .sort((a, b) => a.goal_kobo - b.goal_kobo)[0];
  const funded = fundedBefore ? campaigns.find((c) => c.id === Number(fundedBefore.campaign_id)) : fundable;

  let n = 0;
  for (const c of campaigns) {
    if (c.id === funded?.id || c.id === Number(fundedBefore?.campaign_id)) continue;
    let budget = Math.floor((c.goal_kobo * 40) / 100);
    const count = 3 + (c.id % 4);
    for (let i = 0; i < count; i++) {
      const donor = DONORS[(c.id + i) % DONORS.length]!;
      if (donor.kind === 'user' && donor.email === c.owner_email) continue;
      const kobo = AMOUNTS[(c.id * 3 + i) % AMOUNTS.length]! * 100;
      if (kobo > budget) break;
      budget -= kobo;
      await give(
        ctx,
        byEmail,
        `DEMO-${c.public_id.toUpperCase()}-${i + 1}`,
        c.public_id,
        donor,
        donor.comments[c.id % donor.comments.length]!,
        kobo,
        CARDS[n++ % CARDS.length]!,
      );
    }
  }

  if (funded) await fundToGoal(ctx, byEmail, `DEMO-FUND-${funded.public_id.toUpperCase()}`, funded.public_id, funded.goal_kobo, 0);

  // The demo's campaigns closed for donations and its success stories: funded to their goal while
  // live (the last donation closes donations, 1 → 3), then each story's owner claims the money,
  // paid out by the sandbox; the campaigns demo's finishCampaignsDemo closes the stories after.
  for (const c of await demoFundedCampaigns(ctx)) {
    if (c.status === CampaignStatus.ACTIVE)
      await fundToGoal(ctx, byEmail, `DEMO-GOAL-${c.publicId.toUpperCase()}`, c.publicId, c.goalKobo, c.id);
    await dateDonations(ctx, c.id, c.createdAt);
    if (c.story) await claimDemo(ctx, byEmail, c.ownerEmail, c.publicId, c.createdAt);
  }
}

/**
 * Exactly the goal, in a few real donations (40%, 30%, 20% and the rest, each cut at the largest
 * gift allowed): the last one meets the goal and closes donations (1 → 3).
 */
async function fundToGoal(
  ctx: AppContext,
  byEmail: Map<string, UserRow>,
  prefix: string,
  campaign: string,
  goalKobo: number,
  seed: number,
) {
  const parts = [40, 30, 20];
  let left = goalKobo;
  const pieces: number[] = [];
  for (const p of parts) {
    const piece = Math.floor((goalKobo * p) / 100);
    if (piece >= 10_000) {
      pieces.push(piece);
      left -= piece;
    }
  }
  pieces.push(left);
  for (let i = 0; i < pieces.length; i++) {
    let piece = pieces[i]!;
    let part = 0;
    while (piece > 0) {
      const kobo = Math.min(piece, DONATION_MAX_NAIRA * 100);
      const donor = DONORS[(seed + i) % DONORS.length]!;
      await give(
        ctx,
        byEmail,
        `${prefix}-${i + 1}-${++part}`,
        campaign,
        donor,
        donor.comments[(seed + i) % donor.comments.length]!,
        kobo,
        CARDS[0]!,
      );
      piece -= kobo;
    }
  }
}

/** A demo campaign's story happened in the past: its donations are dated days 3, 7, 11… after it was created. */
async function dateDonations(ctx: AppContext, campaignId: number, createdAt: Date) {
  await ctx.db.execute(sql`
    update donations d set created_at = x.at, paid_at = x.at, updated_at = x.at
    from (select id, least(now() - interval '2 hours', ${createdAt.toISOString()}::timestamptz + make_interval(days => 3 + 4 * (row_number() over (order by id))::int - 4)) as at
          from donations where campaign_id = ${campaignId} and status = 'paid' and reference like 'DEMO-%') x
    where d.id = x.id and d.paid_at is distinct from x.at`);
}

/** The demo account every demo owner is paid into (the sandbox resolves it to DEMO ACCOUNT 6789). */
const DEMO_BANK = { accountNumber: '0123456789', bankCode: '058' };

/**
 * The owner claims a funded story's money, as on the claim page: the payout account saved, the
 * claim made and the payout sent through the sandbox at once; dated day 35 of the story. Once:
 * a campaign already claimed is left alone.
 */
async function claimDemo(ctx: AppContext, byEmail: Map<string, UserRow>, ownerEmail: string, campaign: string, createdAt: Date) {
  const owner = byEmail.get(ownerEmail.toLowerCase());
  if (!owner) return;
  const user = { ...owner, sessionId: 0, secondFactorAt: null };
  const summary = await claimSummary(ctx, user, campaign);
  if (summary.payout || !summary.goal_reached) return;
  if (!summary.bank_account) await saveAccount(ctx, user, DEMO_BANK.accountNumber, DEMO_BANK.bankCode);
  const payout = await claim(ctx, user, campaign);
  await processPayout(ctx, payout.id, { attempts: 1 });
  const at = new Date(Math.min(Date.now() - 3_600_000, createdAt.getTime() + 35 * 86_400_000));
  await ctx.db.execute(sql`
    update payouts set created_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz,
      paid_at = case when paid_at is null then null else ${at.toISOString()}::timestamptz end
    where id = ${payout.id}`);
}

async function give(
  ctx: AppContext,
  byEmail: Map<string, UserRow>,
  reference: string,
  campaign: string,
  donor: Donor,
  comment: string,
  amountKobo: number,
  card: string,
) {
  const existing = await findDonation(ctx.db, reference);
  if (existing && existing.status !== 'pending') return;
  const user = donor.kind === 'user' ? byEmail.get(donor.email) : undefined;
  if (donor.kind === 'user' && !user) return;
  try {
    if (!existing) {
      const input: DonateData = {
        anonymous: donor.kind === 'anonymous' || (donor.kind === 'user' && !!donor.anonymous),
        campaign,
        amountKobo,
        firstname: donor.kind === 'guest' ? donor.first : '',
        lastname: donor.kind === 'guest' ? donor.last : '',
        email: user ? '' : donor.email,
        mobile: '',
        comment,
        reward: null,
        supporterPage: null,
        delivery: null,
      };
      await initiateDonation(ctx, input, user ?? null, { reference });
    }
    const paid = await sandboxOf(ctx.payments)!.pay(reference, card);
    if (paid.status === 'success') await verifyPayment(ctx, reference);
  } catch (err) {
    // A campaign that closed meanwhile, or a charge already settled: the demo moves on.
    if (!(err instanceof AppError) && !(err instanceof ProviderError)) throw err;
  }
}
