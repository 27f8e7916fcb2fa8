import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CampaignStatus } from '@ireti/shared/constants';
import { fieldErrors } from '@ireti/shared/rules';
import { replyOf } from '@ireti/shared/contract';
import { donateBodySchema, donateSchemaFor, verifySchema } from '@ireti/shared/donations/schemas';
import {
  adminDonationsSchema,
  donateResultSchema,
  ledgerReportSchema,
  myDonationsSchema,
  verifyResultSchema,
} from '@ireti/shared/donations/types';
import { requireAdmin, requireUser } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { noteWrite } from '../../../http/public-cache.ts';
import { invalid } from '../../../lib/errors.ts';
import { pageQuery } from '../../../http/paging.ts';
import { requestLanguage } from '../../../http/language.ts';
import { adminDonations } from './admin.service.ts';
import { initiateDonation, myDonations, verifyPayment } from './donations.service.ts';
import { ledgerIntegrity } from './ledger.ts';

/**
 * A gift from start to money (spec §7 "Donations and rewards"): start it, confirm it, the donor's own list;
 * the admin console's list of donations and the ledger's checks. Every route declares its reply
 * (docs/decisions/008-api-contract.md).
 */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['donations'];

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
      // Its campaign's total (and, when the goal was met, its state) is what changed publicly: a
      // gift keeps the page served for a moment, stale, while one request refreshes it (decision 106).
      noteWrite(req, { publicId: result.campaign.campaign_id, kind: result.campaign.status === CampaignStatus.ACTIVE ? 'gift' : 'state' });
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
};
export default routes;
