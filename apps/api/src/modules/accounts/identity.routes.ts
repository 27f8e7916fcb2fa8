import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import {
  type ApiUser,
  apiUserSchema,
  facebookLinkSchema,
  loginResultSchema,
  phoneCodeSentSchema,
  socialSignupDetailsSchema,
} from '@ireti/shared/accounts/types';
import { replyOf } from '@ireti/shared/contract';
import { facebookSessionSchema, phoneCodeSchema, socialIdParams, verificationSchema } from '@ireti/shared/accounts/schemas';
import { idParam } from '@ireti/shared/rules';
import type { Envelope } from '@ireti/shared/status';
import { noteWrite } from '../../http/public-cache.ts';
import { requireSecondFactor, requireUser } from '../../http/auth.ts';
import { optionalReasonQuery } from '@ireti/shared/accounts/second-factor';
import { privateViewReason, recordPrivateView } from './access-log.ts';
import { ok } from '../../http/envelope.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { sendPrivate } from '../media/index.ts';
import { uploadLimits } from '../media/index.ts';
import { parseImageNumber, readSingleFile } from '../media/index.ts';
import {
  clearStateCookie,
  cookieValue,
  facebookCallback,
  facebookLink,
  facebookSession,
  socialDetails,
  STATE_COOKIE,
  type FacebookIntent,
} from './facebook.ts';
import { submitVerification, uploadDocument, uploadImage } from './identity.ts';
import { IpLimit } from './limits.ts';
import { confirmPhoneCode, sendPhoneCode } from './mobile.ts';
import * as repo from './repository.ts';
import { bearer, metaOf } from './http.ts';
import type { Deps } from './sign-in.service.ts';

/** Identity information (/verify), phone confirmation (/confirm_phone) and Facebook. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: Deps = { ctx: app.ctx, limiter: app.limiter };
  const { config } = app.ctx;
  const tags = ['accounts'];
  const multipart = { security: bearer, consumes: ['multipart/form-data'], response: replyOf(apiUserSchema) };

  // ——— identity verification ———
  r.put(
    '/account/verification',
    {
      schema: {
        tags,
        summary: 'Submit the identity information of /verify',
        security: bearer,
        body: verificationSchema,
        response: replyOf(apiUserSchema),
      },
    },
    async (req) => ok(await submitVerification(deps, requireUser(req), req.body, metaOf(req)), AccountMsg.verificationSubmitted),
  );

  const imageHandler = async (req: FastifyRequest<{ Params: { n?: string } }>): Promise<Envelope<ApiUser>> => {
    const user = requireUser(req);
    const n = parseImageNumber(req.params.n);
    return ok(await uploadImage(deps, user, n, await readSingleFile(req), metaOf(req)), AccountMsg.imageSaved);
  };
  app.put(
    '/account/imageverification',
    {
      ...uploadLimits,
      schema: { tags, summary: 'Upload the logo or profile photo for verification (multipart, field "file")', ...multipart },
    },
    imageHandler,
  );
  app.put(
    '/account/imageverification/:n',
    {
      ...uploadLimits,
      schema: {
        tags,
        summary: "Upload image n: 0 the logo or photo, 1 to 3 an organisation's featured images",
        ...multipart,
        params: z.object({ n: z.string().max(3) }),
      },
    },
    imageHandler,
  );

  r.post(
    '/account/verification/file',
    {
      ...uploadLimits,
      schema: { tags, summary: 'Upload the identity document (image or PDF, multipart field "file"); stored privately', ...multipart },
    },
    async (req) => {
      const user = requireUser(req);
      return ok(await uploadDocument(deps, user, await readSingleFile(req), metaOf(req)), AccountMsg.documentSaved);
    },
  );

  r.get(
    '/account/verification/file/:userId',
    {
      schema: {
        tags,
        summary:
          "The identity document, for its owner or an administrator only (an administrator gives the reason; recorded in the owner's access log)",
        security: bearer,
        params: z.object({ userId: idParam('userId') }),
        querystring: optionalReasonQuery,
      },
    },
    async (req, reply) => {
      const me = requireUser(req);
      if (me.id === req.params.userId) {
        if (!me.relevantDoc) throw notFound(AccountMsg.documentNotFound);
        return sendPrivate(reply, me.relevantDoc);
      }
      if (me.role !== 'admin') throw forbidden('Only the owner or an administrator can see this document');
      requireSecondFactor(me);
      const reason = privateViewReason(me, req.query.reason);
      const owner = await repo.userById(app.ctx.db, req.params.userId);
      if (!owner?.relevantDoc) throw notFound(AccountMsg.documentNotFound);
      await recordPrivateView(app.ctx.db, { ownerId: owner.id, viewer: me, what: 'id_document', subject: 'identity document', reason });
      return sendPrivate(reply, owner.relevantDoc);
    },
  );

  // ——— phone confirmation ———
  r.post(
    '/account/mobile/code',
    {
      schema: {
        tags,
        summary: "Send a 6-digit code by SMS to the account's mobile",
        security: bearer,
        response: replyOf(phoneCodeSentSchema),
      },
      config: { rateLimit: IpLimit.phone },
    },
    async (req) => {
      noteWrite(req, null); // an SMS sent: nothing public changed
      return ok(await sendPhoneCode(deps, requireUser(req), metaOf(req)), AccountMsg.codeSent);
    },
  );
  r.put(
    '/account/mobile/verify',
    {
      schema: {
        tags,
        summary: 'Confirm the mobile with the code',
        security: bearer,
        body: phoneCodeSchema,
        response: replyOf(apiUserSchema),
      },
      config: { rateLimit: IpLimit.phone },
    },
    async (req) => ok(await confirmPhoneCode(deps, requireUser(req), req.body.code, metaOf(req)), AccountMsg.mobileConfirmed),
  );

  // ——— Facebook ———
  const links: [string, FacebookIntent][] = [
    ['/account/facebookloginlink', 'login'],
    ['/account/facebooksignuplink', 'signup'],
    ['/account/facebookorgsignuplink', 'orgsignup'],
  ];
  for (const [path, intent] of links) {
    r.get(
      path,
      {
        schema: {
          tags,
          summary: `Facebook authorisation URL (${intent}); configured: false when Facebook is not set up`,
          response: replyOf(facebookLinkSchema),
        },
      },
      async (_req, reply) => {
        const { link, cookie } = facebookLink(config, intent);
        if (cookie) reply.header('set-cookie', cookie);
        return ok(link, link.configured ? 'Successful' : AccountMsg.facebookOff);
      },
    );
  }

  r.get(
    '/account/facebook/callback',
    {
      schema: {
        tags,
        summary: 'Where Facebook sends the browser back; redirects into the web app',
        querystring: z
          .object({ code: z.string().max(2000).optional(), state: z.string().max(2000).optional(), error: z.string().max(200).optional() })
          .passthrough(),
      },
      config: { rateLimit: IpLimit.facebook },
    },
    async (req, reply) => {
      const next = await facebookCallback(deps, req.query, cookieValue(req.headers.cookie, STATE_COOKIE), metaOf(req));
      return reply.header('set-cookie', clearStateCookie(config)).header('cache-control', 'no-store').redirect(next, 302);
    },
  );

  r.post(
    '/account/facebook/session',
    {
      schema: {
        tags,
        summary: 'Swap the one-time code of the /signin link for a session',
        body: facebookSessionSchema,
        response: replyOf(loginResultSchema),
      },
      config: { rateLimit: IpLimit.login },
    },
    async (req) => {
      noteWrite(req, null); // a session: nothing public changed
      return ok(await facebookSession(deps, req.body.code, metaOf(req)), 'Signed in');
    },
  );

  r.get(
    '/account/user/:id',
    {
      schema: {
        tags,
        summary: 'Social sign-up details that prefill the sign-up forms',
        params: socialIdParams,
        response: replyOf(socialSignupDetailsSchema),
      },
      config: { rateLimit: IpLimit.facebook },
    },
    async (req) => ok(await socialDetails(deps, req.params.id)),
  );
};
export default routes;
