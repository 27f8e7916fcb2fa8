import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyOf } from '@ireti/shared/contract';
import { Msg } from '@ireti/shared/messages';
import { fieldErrors } from '@ireti/shared/rules';
import { donateBodySchema, donateSchemaFor } from '@ireti/shared/donations/schemas';
import {
  ADMIN_SUBSCRIPTION_FILTERS,
  adminSubscriptionsSchema,
  cardLinkBodySchema,
  cardLinkSchema,
  changeSubscriptionSchema,
  manageLinkRequestSchema,
  manageLinkSentSchema,
  manageTokenSchema,
  monthlyOfferSchema,
  monthlyStartSchema,
  subscriptionSchema,
  subscriptionsSchema,
} from '@ireti/shared/donations/monthly';
import { requireAdmin, requireUser } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { requestLanguage } from '../../../http/language.ts';
import { pageQuery } from '../../../http/paging.ts';
import { noteWrite } from '../../../http/public-cache.ts';
import { invalid } from '../../../lib/errors.ts';
import { adminSubscriptions } from './admin.service.ts';
import sandboxRoutes from './sandbox.routes.ts';
import { cardLink, changeSubscription, listSubscriptions, monthlyOffer, requestManageLink, startMonthly } from './subscriptions.service.ts';

/**
 * Monthly giving's routes (issue 27, docs/decisions/092-monthly-giving.md): the offer and the
 * start, the manage page (signed in, or by the e-mailed link) and the admin console's list.
 */
const idParam = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Monthly donation not found'),
});
const MANAGE_LIMIT = { max: 30, timeWindow: '10 minutes' };

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['donations'];

  r.get(
    '/donate/monthly/:campaignId',
    {
      schema: {
        tags,
        summary: 'Whether the campaign offers "Give monthly", the day a gift started today is taken, and its monthly donors',
        params: z.object({ campaignId: z.string().max(100) }),
        response: replyOf(monthlyOfferSchema),
      },
    },
    async (req) => ok(await monthlyOffer(ctx, req.params.campaignId)),
  );

  r.post(
    '/donate/monthly',
    {
      schema: {
        tags,
        summary: 'Start a monthly donation: the donate form, charged now and on the same day each month until stopped',
        body: donateBodySchema,
        response: replyOf(monthlyStartSchema),
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (req) => {
      const input = donateSchemaFor(!!req.user).safeParse(req.body);
      if (!input.success) throw invalid(fieldErrors(input.error));
      const started = await startMonthly(ctx, input.data, req.user, requestLanguage(req));
      noteWrite(req, null); // a pending donation shows nowhere public
      return ok(started, 'Monthly donation started');
    },
  );

  r.get(
    '/subscriptions',
    { schema: { tags, summary: "The signed-in donor's monthly donations", response: replyOf(subscriptionsSchema) } },
    async (req) => ok(await listSubscriptions(ctx, { user: requireUser(req) })),
  );

  r.get(
    '/subscriptions/manage/:token',
    {
      schema: {
        tags,
        summary: "The monthly donations of the address the e-mailed link was sent to (the link's token)",
        params: z.object({ token: manageTokenSchema }),
        response: replyOf(subscriptionsSchema),
      },
      config: { rateLimit: MANAGE_LIMIT },
    },
    async (req) => ok(await listSubscriptions(ctx, { user: null, token: req.params.token })),
  );

  r.post(
    '/subscriptions/:id/change',
    {
      schema: {
        tags,
        summary: "Pause, resume, cancel, or change the amount of a monthly donation (signed in, or with the link's token)",
        params: idParam,
        body: changeSubscriptionSchema,
        response: replyOf(subscriptionSchema),
      },
      config: { rateLimit: MANAGE_LIMIT },
    },
    async (req) => {
      const changed = await changeSubscription(ctx, req.params.id, req.body, { user: req.body.token ? null : req.user });
      // The campaign's count of monthly donors changed: its cached page (and server render) drops here
      // at once; the table's trigger (migration 0210) tells every instance.
      noteWrite(req, { publicId: changed.campaign.campaign_id, kind: 'money' });
      const words = {
        pause: 'Monthly donation paused',
        resume: 'Monthly donation resumed',
        cancel: 'Monthly donation cancelled',
        amount: 'Monthly amount changed',
      };
      return ok(changed, words[req.body.action]);
    },
  );

  r.post(
    '/subscriptions/:id/card',
    {
      schema: {
        tags,
        summary: "The payment provider's page to change the card of a monthly donation (its link expires)",
        params: idParam,
        body: cardLinkBodySchema,
        response: replyOf(cardLinkSchema),
      },
      config: { rateLimit: MANAGE_LIMIT },
    },
    async (req) => ok(await cardLink(ctx, req.params.id, { user: req.body.token ? null : req.user, token: req.body.token })),
  );

  r.post(
    '/subscriptions/link',
    {
      schema: {
        tags,
        summary: 'E-mail the link to manage monthly donations (same answer whether or not the address gives monthly)',
        body: manageLinkRequestSchema,
        response: replyOf(manageLinkSentSchema),
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (req) => {
      noteWrite(req, null);
      await requestManageLink(ctx, req.body.email, requestLanguage(req));
      return ok({ sent: true as const }, 'If this address gives monthly, we have sent it a link to manage its donations.');
    },
  );

  r.get(
    '/admin/subscriptions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Monthly donations and their failed charges',
        querystring: pageQuery(1, 20, 100).extend({
          status: z.enum(ADMIN_SUBSCRIPTION_FILTERS, { error: 'Choose all, failing, active, paused, cancelled or ended' }).default('all'),
          campaign: z.string().trim().max(40, Msg.maxLength(40)).optional(),
        }),
        response: replyOf(adminSubscriptionsSchema),
      },
    },
    async (req) => {
      requireAdmin(req);
      const { page, per_page: perPage, status, campaign } = req.query;
      return ok(await adminSubscriptions(ctx, { page, perPage, status, campaign: campaign || undefined }));
    },
  );

  // The sandbox's card-update page and "run the next monthly charge now" (dev tools only, decision 062).
  if (ctx.config.devTools) await app.register(sandboxRoutes);
};

export default routes;
