import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyOf } from '@ireti/shared/contract';
import { campaignIdSchema } from '@ireti/shared/campaigns/schemas';
import {
  SupporterMsg,
  supporterPageCreateSchema,
  supporterPageHiddenSchema,
  supporterPageIdSchema,
  supporterPageUpdateSchema,
} from '@ireti/shared/supporters/schemas';
import { campaignSupportersSchema, supporterPageDetailSchema } from '@ireti/shared/supporters/types';
import { requireUser } from '../../../http/auth.ts';
import { created, ok } from '../../../http/envelope.ts';
import { pageQuery } from '../../../http/paging.ts';
import { noteWrite } from '../../../http/public-cache.ts';
import { supporterPageMeta } from './supporters.meta.ts';
import { campaignSupporters, editPage, openPage, pageDetail, setPageHidden } from './supporters.service.ts';

/** Supporter pages (issue 27, decision 094): open one, read it, edit it, hide it; a campaign's list. */
const pageParams = z.object({ pageId: supporterPageIdSchema });

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['supporters'];
  app.pageMeta.push(supporterPageMeta(ctx));

  r.post(
    '/fundraise',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Open your own supporter page for a live campaign (signed in; one per campaign): your words and target (naira)',
        body: supporterPageCreateSchema,
        response: replyOf(supporterPageDetailSchema, 201),
      },
    },
    async (req, reply) => {
      const page = await openPage(ctx, requireUser(req), req.body);
      noteWrite(req, null); // the lists and pages the public cache keeps do not show supporter pages
      return created(reply, page, SupporterMsg.created);
    },
  );

  r.get(
    '/fundraise/:pageId',
    {
      schema: {
        tags,
        summary: 'A supporter page and the campaign it counts toward (a hidden one: its supporter, the owner and admins only)',
        params: pageParams,
        response: replyOf(supporterPageDetailSchema),
      },
    },
    async (req) => ok(await pageDetail(ctx, req.params.pageId, req.user)),
  );

  r.put(
    '/fundraise/:pageId',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: "Change your supporter page's words and target (its supporter)",
        params: pageParams,
        body: supporterPageUpdateSchema,
        response: replyOf(supporterPageDetailSchema),
      },
    },
    async (req) => {
      const page = await editPage(ctx, requireUser(req), req.params.pageId, req.body);
      noteWrite(req, null);
      return ok(page, SupporterMsg.updated);
    },
  );

  r.put(
    '/fundraise/:pageId/hidden',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: "Hide a supporter page of your campaign, or show it again (the campaign's owner or an admin; audited)",
        params: pageParams,
        body: supporterPageHiddenSchema,
        response: replyOf(supporterPageDetailSchema),
      },
    },
    async (req) => {
      const page = await setPageHidden(ctx, requireUser(req), req.params.pageId, req.body.hidden, req.ip);
      noteWrite(req, null);
      return ok(page, req.body.hidden ? SupporterMsg.hidden : SupporterMsg.shown);
    },
  );

  r.get(
    '/supporters/:campaignId',
    {
      schema: {
        tags,
        summary: "A campaign's supporter pages by amount raised (hidden ones only to its owner and admins); mine: the viewer's own page",
        params: z.object({ campaignId: campaignIdSchema }),
        querystring: pageQuery(1, 10, 50),
        response: replyOf(campaignSupportersSchema),
      },
    },
    async (req) => ok(await campaignSupporters(ctx, req.params.campaignId, req.user, req.query.page, req.query.per_page)),
  );
};

export default routes;
