import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyOf } from '@ireti/shared/contract';
import { idParam } from '@ireti/shared/rules';
import { campaignRefSchema } from '@ireti/shared/campaigns/schemas';
import { UPDATES_PER_PAGE, UpdateMsg, updateCreateSchema } from '@ireti/shared/updates/schemas';
import {
  campaignUpdateSchema,
  campaignUpdatesSchema,
  unsubscribeStateSchema,
  updateDeletedSchema,
  updateImageSchema,
} from '@ireti/shared/updates/types';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { pageQuery } from '../../http/paging.ts';
import { invalid } from '../../lib/errors.ts';
import { imageUploadFields, imageUploadLimits, readSingleImage } from '../media/index.ts';
import { deleteUpdate, listUpdates, postUpdate, uploadUpdateImage } from './updates.service.ts';
import { resubscribe, unsubscribe, unsubscribeState } from './unsubscribe.ts';

/** Campaign updates and the one-click unsubscribe (issue 14, docs/decisions/049-campaign-updates.md). */
const byAccount = (req: FastifyRequest) => (req.user ? `u${req.user.id}` : req.ip);
const tokenParams = z.object({ token: z.string().max(200) });

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['updates'];

  // RFC 8058: a mail client's one-click unsubscribe is a form POST ("List-Unsubscribe=One-Click");
  // the token in the address is all it needs, so the body is read and left aside.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
    done(null, undefined),
  );

  r.get(
    '/updates/:campaignId',
    {
      schema: {
        tags,
        summary: "A campaign's updates, newest first (its thank-you at closing among them)",
        params: z.object({ campaignId: campaignRefSchema }),
        querystring: pageQuery(1, UPDATES_PER_PAGE, 50),
        response: replyOf(campaignUpdatesSchema),
      },
    },
    async (req) => ok(await listUpdates(ctx, req.user, req.params.campaignId, req.query.page, req.query.per_page)),
  );

  r.post(
    '/updates',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: byAccount } },
      schema: {
        tags,
        summary: "Post an update (the campaign's owner; live, closed for donations or closed): e-mailed to the donors",
        body: updateCreateSchema,
        response: replyOf(campaignUpdateSchema),
      },
    },
    async (req) => ok(await postUpdate(ctx, requireUser(req), req.body, req.ip), UpdateMsg.posted),
  );

  r.post(
    '/updates/image',
    {
      ...imageUploadLimits,
      schema: {
        tags,
        summary: "Upload a picture for an update about to be posted (the campaign's owner)",
        description:
          'multipart/form-data with the file in "file", or JSON { "image": "data:image/png;base64,…" }; the campaign in ?campaign=.',
        querystring: z.object({ campaign: campaignRefSchema.optional() }),
        body: imageUploadFields.nullish(),
        consumes: ['multipart/form-data', 'application/json'],
        response: replyOf(updateImageSchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      if (req.query.campaign === undefined) throw invalid({ campaign: 'Name the campaign: ?campaign= in the address' });
      return ok(await uploadUpdateImage(ctx, user, req.query.campaign, () => readSingleImage(req), req.ip), 'Image uploaded');
    },
  );

  // One update is /update/{id}: beside GET /updates/{campaignId}, Fastify's route tree would give both the same parameter.
  r.delete(
    '/update/:id',
    {
      schema: {
        tags,
        summary: "Delete an update (the campaign's owner or an administrator)",
        params: z.object({ id: idParam('Update id') }),
        response: replyOf(updateDeletedSchema),
      },
    },
    async (req) => ok(await deleteUpdate(ctx, requireUser(req), req.params.id, req.ip), UpdateMsg.deleted),
  );

  const limited = { rateLimit: { max: 30, timeWindow: '10 minutes' } };
  r.get(
    '/unsubscribe/:token',
    {
      config: limited,
      schema: {
        tags,
        summary: "Which campaign's updates an unsubscribe link stops, and whether it has (no sign-in)",
        params: tokenParams,
        response: replyOf(unsubscribeStateSchema),
      },
    },
    async (req) => ok(await unsubscribeState(ctx, req.params.token)),
  );
  r.post(
    '/unsubscribe/:token',
    {
      config: limited,
      schema: {
        tags,
        summary: "Stop this address's updates of this campaign (the e-mail's link, one click, RFC 8058; no sign-in)",
        params: tokenParams,
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        response: replyOf(unsubscribeStateSchema),
      },
    },
    async (req) => ok(await unsubscribe(ctx, req.params.token), UpdateMsg.unsubscribed),
  );
  r.delete(
    '/unsubscribe/:token',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Undo: send the updates again (no sign-in)',
        params: tokenParams,
        response: replyOf(unsubscribeStateSchema),
      },
    },
    async (req) => ok(await resubscribe(ctx, req.params.token), UpdateMsg.resubscribed),
  );
};
export default routes;
