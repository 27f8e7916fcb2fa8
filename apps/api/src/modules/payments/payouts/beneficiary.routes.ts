import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@ireti/shared/rules';
import { replyOf } from '@ireti/shared/contract';
import {
  BeneficiaryMsg,
  beneficiaryBodySchema,
  beneficiaryReplySchema,
  confirmBeneficiarySchema,
  organisationChoicesSchema,
  reportDecisionSchema,
  spendingReportBodySchema,
  spendingReportReplySchema,
  spendingReportsSchema,
  accountabilitySchema,
} from '@ireti/shared/donations/beneficiary';
import { ok } from '../../../http/envelope.ts';
import { requireAdmin, requireUser } from '../../../http/auth.ts';
import { readSingleFile, sendPrivate, uploadLimits } from '../../media/index.ts';
import { confirmBeneficiary, getBeneficiary, organisationChoices, setBeneficiary } from './beneficiary.service.ts';
import { accountability, addReceipt, campaignReports, decideReport, postReport, receiptKey } from './spending.service.ts';

/**
 * Beneficiaries and spending reports (issue 25, docs/decisions/090-beneficiaries-and-spending-reports.md).
 * Who may do what is decided in the services: the owner names the beneficiary and reports; the
 * campaign's assigned volunteer or an administrator confirms.
 */
const campaignParam = z.object({ id: z.string().min(1).max(40) });
const reportParam = z.object({ reportId: idParam('reportId') });

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['payouts'];
  const bearer = [{ bearer: [] }];

  r.get(
    '/campaigns/:id/beneficiary',
    {
      schema: {
        tags,
        summary:
          "The campaign's beneficiary: the institution its payouts go to, and who confirmed it (public; the note for the owner and volunteers)",
        params: campaignParam,
        response: replyOf(beneficiaryReplySchema),
      },
    },
    async (req) => ok({ beneficiary: await getBeneficiary(ctx, req.user ?? null, req.params.id) }),
  );

  r.put(
    '/campaigns/:id/beneficiary',
    {
      schema: {
        tags,
        summary:
          "Name the campaign's beneficiary (its account name comes from the bank); a change waits for the volunteer's confirmation again",
        security: bearer,
        params: campaignParam,
        body: beneficiaryBodySchema,
        response: replyOf(beneficiaryReplySchema),
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req) => {
      const user = requireUser(req);
      return ok({ beneficiary: await setBeneficiary(ctx, user, req.params.id, req.body, req.ip) }, BeneficiaryMsg.saved);
    },
  );

  r.post(
    '/campaigns/:id/beneficiary/confirm',
    {
      schema: {
        tags,
        summary: 'The assigned volunteer (or an administrator) confirms the beneficiary, saying how they checked',
        security: bearer,
        params: campaignParam,
        body: confirmBeneficiarySchema,
        response: replyOf(beneficiaryReplySchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok({ beneficiary: await confirmBeneficiary(ctx, user, req.params.id, req.body.note, req.ip) }, BeneficiaryMsg.confirmed);
    },
  );

  r.get(
    '/beneficiary/organisations',
    {
      schema: {
        tags,
        summary: 'Verified organisations by name, to pick as a beneficiary',
        security: bearer,
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
        response: replyOf(organisationChoicesSchema),
      },
    },
    async (req) => {
      requireUser(req);
      return ok({ organisations: await organisationChoices(ctx, req.query.q) });
    },
  );

  r.get(
    '/campaigns/:id/reports',
    {
      schema: {
        tags,
        summary: "The campaign's spending reports: confirmed ones for everyone, all of them for the owner and the volunteers",
        params: campaignParam,
        response: replyOf(spendingReportsSchema),
      },
    },
    async (req) => ok(await campaignReports(ctx, req.user ?? null, req.params.id)),
  );

  r.post(
    '/payouts/:payoutId/reports',
    {
      schema: {
        tags,
        summary: 'The owner reports what a paid payout bought (lines in naira); receipts are added next',
        security: bearer,
        params: z.object({ payoutId: idParam('payoutId') }),
        body: spendingReportBodySchema,
        response: replyOf(spendingReportReplySchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok({ report: await postReport(ctx, user, req.params.payoutId, req.body, req.ip) }, BeneficiaryMsg.reportSaved);
    },
  );

  r.post(
    '/reports/:reportId/receipts',
    {
      ...uploadLimits,
      preValidation: async (req) => {
        requireUser(req);
      },
      schema: {
        tags,
        summary: 'Add a receipt (image or PDF, multipart field "file") to an undecided report; stored privately',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: reportParam,
        response: replyOf(spendingReportReplySchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok(
        { report: await addReceipt(ctx, user, req.params.reportId, await readSingleFile(req), req.ip) },
        BeneficiaryMsg.receiptSaved,
      );
    },
  );

  r.get(
    '/reports/:reportId/receipts/:receiptId',
    {
      schema: {
        tags,
        summary: 'A receipt, for the owner, the assigned volunteer and administrators',
        security: bearer,
        params: reportParam.extend({ receiptId: idParam('receiptId') }),
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      return sendPrivate(reply, await receiptKey(ctx, user, req.params.reportId, req.params.receiptId));
    },
  );

  r.post(
    '/reports/:reportId/decision',
    {
      schema: {
        tags,
        summary: 'The assigned volunteer (or an administrator) confirms a report, or flags what does not match with a note',
        security: bearer,
        params: reportParam,
        body: reportDecisionSchema,
        response: replyOf(spendingReportReplySchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok(
        { report: await decideReport(ctx, user, req.params.reportId, req.body.decision, req.body.note, req.ip) },
        BeneficiaryMsg.reportDecided,
      );
    },
  );

  r.get(
    '/admin/accountability',
    {
      schema: {
        tags: ['admin'],
        summary: 'Beneficiaries awaiting confirmation, flagged spending reports and payouts not accounted for after 30 days',
        security: bearer,
        response: replyOf(accountabilitySchema),
      },
    },
    async (req) => {
      requireAdmin(req);
      return ok(await accountability(ctx));
    },
  );
};

export default routes;
