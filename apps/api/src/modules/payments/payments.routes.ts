import type { FastifyPluginAsync } from 'fastify';
import { moneyNoticesFor } from './giving/money-notices.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@ireti/shared/rules';
import { Code } from '@ireti/shared/status';
import { CampaignStatus } from '@ireti/shared/constants';
import { campaignIdSchema } from '@ireti/shared/campaigns/schemas';
import { fieldErrors } from '@ireti/shared/rules';
import { replyOf } from '@ireti/shared/contract';
import {
  bankAccountSchema,
  claimBodySchema,
  donateBodySchema,
  donateSchemaFor,
  sandboxPaySchema,
  verifySchema,
} from '@ireti/shared/donations/schemas';
import {
  adminDonationsSchema,
  adminPayoutsSchema,
  adminRefundsSchema,
  backerSchema,
  backerStatusSchema,
  bankAccountReplySchema,
  campaignBackersSchema,
  banksSchema,
  campaignDonationsSchema,
  claimReplySchema,
  claimSummarySchema,
  donateResultSchema,
  ledgerReportSchema,
  myDonationsSchema,
  refundRetrySchema,
  resolvedAccountSchema,
  sandboxPayResultSchema,
  userRewardsSchema,
  verifyResultSchema,
} from '@ireti/shared/donations/types';
import { requireAdmin, requireAdminWithSecondFactor, requireUser } from '../../http/auth.ts';
import { optionalReasonQuery } from '@ireti/shared/accounts/second-factor';
import { ok } from '../../http/envelope.ts';
import { noteWrite } from '../../http/public-cache.ts';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { pageQuery } from '../../http/paging.ts';
import { adminDonations, adminPayouts, adminRefunds } from './admin.service.ts';
import { requestLanguage } from '../../http/language.ts';
import { campaignDonations, initiateDonation, myDonations, verifyPayment } from './giving/donations.service.ts';
import { backersCsv, campaignBackers, setBackerStatus, userRewards } from './fulfilment/rewards.service.ts';
import { ledgerIntegrity } from './giving/ledger.ts';
import { claim, claimSummary, getAccount, listBanks, resolveAccount, saveAccount } from './payouts/payouts.service.ts';
import { ProviderError, sandboxOf } from './providers/index.ts';
import { retryRefund } from './refunds/refunds.service.ts';
import { deliverSandboxEvents, webhookPlugin } from './giving/webhook.routes.ts';
import commentsRoutes from './community/comments.routes.ts';
import supportersRoutes from './supporters/supporters.routes.ts';
import beneficiaryRoutes from './payouts/beneficiary.routes.ts';

/**
 * Donations, payments, refunds, claims and payouts (spec §7 "Donations and rewards"). Every route
 * declares its reply (docs/decisions/008-api-contract.md).
 */
const publicIdParam = z.object({ campaignId: campaignIdSchema });
/** The spec's {campaignId}: the public id or the numeric _id; a wrong one is "not found". */
const anyIdParam = z.object({ campaignId: z.string() });

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['donations'];
  // The coalesced 'money' notices still owed for confirmed gifts go out before the instance stops
  // (giving/money-notices.ts, decision 098).
  app.addHook('onClose', async () => {
    await moneyNoticesFor(ctx.db).flush();
  });

  r.post(
    '/donate',
    {
      schema: {
        tags,
        summary:
          'Start a donation: a pending donation and its payment reference (a session gives as the signed-in donor; known 1 gives anonymously)',
        body: donateBodySchema,
        response: replyOf(donateResultSchema),
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (req) => {
      // What is asked depends on the session (spec §5), which the body's schema cannot see.
      const input = donateSchemaFor(!!req.user).safeParse(req.body);
      if (!input.success) throw invalid(fieldErrors(input.error));
      const started = await initiateDonation(ctx, input.data, req.user, { language: requestLanguage(req) });
      noteWrite(req, null); // a pending donation shows nowhere public
      return ok(started, 'Donation started');
    },
  );

  r.put(
    '/payment/verify',
    {
      schema: {
        tags,
        summary: "Confirm a donation with the provider's reference (match: any value, not used)",
        body: verifySchema,
        response: replyOf(verifyResultSchema),
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (req) => {
      const result = await verifyPayment(ctx, req.body.ref);
      // Its campaign's total (and, when the goal was met, its state) is what changed publicly.
      noteWrite(req, { publicId: result.campaign.campaign_id, kind: result.campaign.status === CampaignStatus.ACTIVE ? 'money' : 'state' });
      return ok(result, 'Thank you! Your donation has been received');
    },
  );

  r.get(
    '/donations',
    {
      schema: { tags, summary: "The signed-in user's donations", querystring: pageQuery(1, 10, 50), response: replyOf(myDonationsSchema) },
    },
    async (req) => {
      const user = requireUser(req);
      return ok(await myDonations(ctx, user.id, req.query.page, req.query.per_page));
    },
  );

  r.get(
    '/donations/:campaignId',
    {
      schema: {
        tags,
        summary: "A campaign's confirmed donations (anonymous donors hidden); comments=1 for those with a comment",
        params: anyIdParam,
        querystring: pageQuery(1, 10, 50).extend({ comments: z.enum(['0', '1'], { error: 'comments must be 0 or 1' }).optional() }),
        response: replyOf(campaignDonationsSchema),
      },
    },
    async (req) => ok(await campaignDonations(ctx, req.params.campaignId, req.query.page, req.query.per_page, req.query.comments === '1')),
  );

  r.get(
    '/user/reward/:id',
    {
      schema: {
        tags,
        summary: "The rewards a user's donations earned, rank and total",
        params: z.object({ id: idParam('id') }),
        response: replyOf(userRewardsSchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      if (req.params.id !== user.id && user.role !== 'admin') throw forbidden('You can only see your own rewards');
      return ok(await userRewards(ctx, req.params.id));
    },
  );

  // Rewards to deliver (issue 15): the owner's backers list, its CSV, and marking rewards sent.
  r.get(
    '/backers/:campaignId',
    {
      schema: {
        tags,
        summary:
          "Who backed each of a campaign's rewards, with delivery details (the owner, or an admin with the reason; recorded in the backers' access logs)",
        params: anyIdParam,
        querystring: optionalReasonQuery,
        response: replyOf(campaignBackersSchema),
      },
    },
    async (req) => ok(await campaignBackers(ctx, req.params.campaignId, requireUser(req), req.query.reason)),
  );

  r.get(
    '/backers/:campaignId/csv',
    {
      schema: {
        tags,
        summary: 'The backers list as a CSV file (the owner, or an admin with the reason)',
        params: anyIdParam,
        querystring: optionalReasonQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const { filename, csv } = await backersCsv(ctx, req.params.campaignId, requireUser(req), req.query.reason);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  r.put(
    '/backer/:donationId',
    {
      schema: {
        tags,
        summary: "Mark a backer's reward sent, or back to send (the campaign's owner or an admin)",
        params: z.object({ donationId: idParam('Donation id') }),
        body: backerStatusSchema,
        response: replyOf(backerSchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      const b = await setBackerStatus(ctx, user, req.params.donationId, req.body.status, req.ip);
      return ok(b, b.status === 'sent' ? 'Marked as sent' : 'Marked as to send');
    },
  );

  // Bank accounts and claims
  const payoutTags = ['payouts'];
  r.get(
    '/banks',
    { schema: { tags: payoutTags, summary: 'Nigerian banks for payouts', response: replyOf(banksSchema) } },
    async (_req, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return ok({ banks: await listBanks(ctx) });
    },
  );

  r.post(
    '/bank/resolve',
    {
      schema: {
        tags: payoutTags,
        summary: 'The name of a bank account, from the bank',
        body: bankAccountSchema,
        response: replyOf(resolvedAccountSchema),
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req) => {
      requireUser(req);
      return ok(await resolveAccount(ctx, req.body.account_number, req.body.bank_code), 'Account found');
    },
  );

  r.get(
    '/bank/account',
    { schema: { tags: payoutTags, summary: "The signed-in user's payout account", response: replyOf(bankAccountReplySchema) } },
    async (req) => {
      const user = requireUser(req);
      return ok({ account: await getAccount(ctx.db, user.id) });
    },
  );

  r.put(
    '/bank/account',
    {
      schema: {
        tags: payoutTags,
        summary: 'Save the payout account (its name is resolved from the bank)',
        body: bankAccountSchema,
        response: replyOf(bankAccountReplySchema),
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req) => {
      const user = requireUser(req);
      return ok({ account: await saveAccount(ctx, user, req.body.account_number, req.body.bank_code, req.ip) }, 'Bank account saved');
    },
  );

  r.get(
    '/claim/:campaignId',
    {
      schema: {
        tags: payoutTags,
        summary: 'What the owner can claim, and the payout once claimed',
        params: publicIdParam,
        response: replyOf(claimSummarySchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok(await claimSummary(ctx, user, req.params.campaignId));
    },
  );

  r.post(
    '/claim/:campaignId',
    {
      schema: {
        tags: payoutTags,
        summary: "Claim a funded campaign's money; keep what you raise: a stage of what was raised so far (optional amount)",
        params: publicIdParam,
        body: claimBodySchema,
        response: replyOf(claimReplySchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok({ payout: await claim(ctx, user, req.params.campaignId, req.ip, req.body.amount) }, 'Your claim has been received');
    },
  );

  // Admin console
  const adminTags = ['admin'];
  const adminPage = pageQuery(1, 20, 100);
  r.get(
    '/admin/donations',
    {
      schema: {
        tags: adminTags,
        summary: 'Every donation, anonymous donors revealed',
        querystring: adminPage.extend({ campaign: z.string().optional() }),
        response: replyOf(adminDonationsSchema),
      },
    },
    async (req) => {
      requireAdmin(req);
      return ok(await adminDonations(ctx, req.query.page, req.query.per_page, req.query.campaign?.trim() || undefined));
    },
  );
  r.get(
    '/admin/refunds',
    { schema: { tags: adminTags, summary: 'Refunds and their status', querystring: adminPage, response: replyOf(adminRefundsSchema) } },
    async (req) => {
      requireAdmin(req);
      return ok(await adminRefunds(ctx, req.query.page, req.query.per_page));
    },
  );
  r.post(
    '/admin/refunds/:id/retry',
    {
      schema: {
        tags: adminTags,
        summary: 'Send a refund that failed for good to the provider again',
        params: z.object({ id: idParam('id') }),
        response: replyOf(refundRetrySchema),
      },
    },
    async (req) => {
      const admin = requireAdminWithSecondFactor(req);
      if (!(await retryRefund(ctx, req.params.id, admin.id))) throw conflict('Only a failed refund can be retried');
      return ok({ retried: true as const }, 'The refund will be tried again');
    },
  );
  r.get(
    '/admin/payouts',
    { schema: { tags: adminTags, summary: 'Payouts and their status', querystring: adminPage, response: replyOf(adminPayoutsSchema) } },
    async (req) => {
      requireAdmin(req);
      return ok(await adminPayouts(ctx, req.query.page, req.query.per_page));
    },
  );
  r.get(
    '/admin/ledger',
    {
      schema: {
        tags: adminTags,
        summary: 'Ledger totals and the integrity checks of docs/design.md §4',
        response: replyOf(ledgerReportSchema),
      },
    },
    async (req) => {
      requireAdmin(req);
      return ok(await ledgerIntegrity(ctx.db));
    },
  );

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

  await app.register(webhookPlugin);
  await app.register(commentsRoutes);
  await app.register(supportersRoutes);
  await app.register(beneficiaryRoutes);
};
export default routes;
