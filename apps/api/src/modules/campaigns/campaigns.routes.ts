import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignCreateSchema, campaignUpdateSchema, closeCampaignSchema } from '@ireti/shared/campaigns/schemas';
import { campaignDetailSchema } from '@ireti/shared/campaigns/types';
import { replyOf } from '@ireti/shared/contract';
import { created, ok } from '../../http/envelope.ts';
import { actorOf, idParams } from './http.ts';
import { campaignMeta } from './meta.ts';
import { closeCampaign, closeDonations, createCampaign, deleteCampaign } from './owner.service.ts';
import { SubmitMsg, submitCampaign } from './submit.ts';
import imageRoutes from './images.routes.ts';
import { reachEndDateNow } from './end-dates.ts';
import { findCampaignByAnyId } from './ids.ts';
import { CampaignErr } from './access.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import rewardRoutes from './rewards.routes.ts';

/** The campaigns module: one plugin under /api/v1 (spec §7 "Campaigns" and rewards). */

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['campaigns'];
  const security = [{ bearer: [] }];
  const detail = replyOf(campaignDetailSchema);
  app.pageMeta.push(campaignMeta(ctx));

  r.post(
    '/campaigns',
    {
      schema: {
        tags,
        security,
        summary: "Create a campaign: the wizard's draft (status 0, not yet submitted, seen only by its owner)",
        body: campaignCreateSchema,
        response: replyOf(campaignDetailSchema, 201),
      },
      config: { rateLimit: { max: 50, timeWindow: '1 hour', keyGenerator: (req) => `campaign-create:${req.user?.id ?? req.ip}` } },
    },
    async (req, reply) => created(reply, await createCampaign(ctx, actorOf(req), req.body), 'Campaign created'),
  );

  r.post(
    '/campaigns/:id/submit',
    {
      schema: {
        tags,
        security,
        summary: 'Submit the draft for vetting (owner; needs the feature image; again: answers it as it is)',
        params: idParams,
        response: detail,
      },
    },
    async (req) => {
      const { campaign, again } = await submitCampaign(ctx, actorOf(req), req.params.id);
      return ok(campaign, again ? SubmitMsg.alreadySubmitted : SubmitMsg.submitted);
    },
  );

  // GET /campaign/{id}, the page with its money, is explore's (explore/page.routes.ts, decision 109).

  r.put(
    '/campaign/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a campaign (owner; awaiting or live)',
        params: idParams,
        body: campaignUpdateSchema,
        response: detail,
      },
    },
    // an edit is held to the campaign's money, which is payments' (flows/campaign-edit.flow.ts)
    async (req) => ok(await ctx.flows.editCampaign(ctx, actorOf(req), req.params.id, req.body), 'Campaign updated'),
  );

  r.post(
    '/campaign/closedonations/:id',
    { schema: { tags, security, summary: 'Close donations (owner; irreversible)', params: idParams, response: detail } },
    async (req) => ok(await closeDonations(ctx, actorOf(req), req.params.id), 'Donations closed'),
  );

  r.delete(
    '/campaign/delete/:id',
    { schema: { tags, security, summary: 'Delete a campaign (owner; irreversible, donors refunded)', params: idParams, response: detail } },
    async (req) => ok(await deleteCampaign(ctx, actorOf(req), req.params.id), 'Campaign deleted'),
  );

  r.post(
    '/campaign/closecampaign/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Close a campaign with the thank-you message (owner; after donations closed)',
        params: idParams,
        body: closeCampaignSchema,
        response: detail,
      },
    },
    async (req) => ok(await closeCampaign(ctx, actorOf(req), req.params.id, req.body.message), 'Campaign closed'),
  );

  // Development only (never in production, decision 062): the journeys' hook for end dates. The
  // campaign's end date comes now and the end-date job's work runs for it (end-dates.ts).
  if (ctx.config.devTools)
    r.post(
      '/dev/campaigns/:id/end',
      {
        schema: {
          tags: ['dev'],
          summary: "The campaign's end date comes now, and the end-date job closes it (dev tools only)",
          params: idParams,
          response: detail,
        },
      },
      async (req) => {
        const found = await findCampaignByAnyId(ctx.db, req.params.id);
        if (!found) throw notFound(CampaignErr.notFound);
        if (!(await reachEndDateNow(ctx, found.id))) throw conflict('Only a live campaign can reach its end date');
        return ok(await ctx.flows.getCampaign(ctx, found.publicId, req.user), 'The end date came: the campaign is closed for donations');
      },
    );

  await app.register(imageRoutes);
  await app.register(rewardRoutes);
};
export default routes;
