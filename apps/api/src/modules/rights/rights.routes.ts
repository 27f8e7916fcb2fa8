import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyOf } from '@ireti/shared/contract';
import { field } from '@ireti/shared/rules';
import { LANGUAGES, DEFAULT_LANGUAGE, isLanguage } from '@ireti/shared/i18n';
import { requireAdmin, requireAdminWithSecondFactor, requireUser } from '../../http/auth.ts';
import { noteWrite } from '../../http/public-cache.ts';
import { ok } from '../../http/envelope.ts';
import { RightsMsg } from './rights.messages.ts';
import { closeAccount, consentState, downloadExport, latestExport, requestExport, setConsent } from './rights.service.ts';

const bearer = [{ bearer: [] }];
const tags = ['data rights'];
const metaOf = (req: FastifyRequest) => ({ ip: req.ip });

const exportSchema = z.object({ export_id: z.number(), status: z.string(), requested_at: z.string() });
const exportStateSchema = z.object({ latest: exportSchema.extend({ expires_at: z.string().nullable() }).nullable() });
const closedSchema = z.object({ closed: z.literal(true) });
const consentSchema = z.object({
  consents: z.array(z.object({ purpose: z.string(), text: z.string(), given: z.boolean(), given_at: z.string().nullable() })),
});
/** The written request an administrator acts on: cleaned and checked like every text field (no NUL, no direction controls). */
const reasonBody = z.object({ reason: field({ label: 'Reason', max: 1000, multiline: true }) });
const userParams = z.object({ userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const signedIn = async (req: FastifyRequest) => {
  requireUser(req);
};
const adminFirst = async (req: FastifyRequest) => {
  requireAdmin(req);
};

/** Download my data, delete my account, consent (issue 28, docs/decisions/085-data-rights.md). */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/account/data',
    { schema: { tags, summary: 'The latest archive of my data asked for', security: bearer, response: replyOf(exportStateSchema) } },
    async (req) => ok({ latest: await latestExport(ctx, requireUser(req).id) }),
  );

  r.post(
    '/account/data',
    {
      schema: {
        tags,
        summary: 'Ask for an archive of my data; a link is e-mailed when it is ready',
        security: bearer,
        response: replyOf(exportSchema),
      },
      config: { rateLimit: { max: 5, timeWindow: 3_600_000 } },
    },
    async (req) => {
      const user = requireUser(req);
      noteWrite(req, null);
      return ok(await requestExport(ctx, user, user.id, undefined, metaOf(req)), RightsMsg.exportQueued);
    },
  );

  r.get(
    '/account/data/:token',
    {
      schema: {
        tags,
        summary: 'Download the archive (the e-mailed link: once, within 24 hours); an envelope error otherwise',
        params: z.object({ token: z.string().max(200) }),
      },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const { archive } = await downloadExport(ctx, req.params.token, metaOf(req));
      noteWrite(req, null);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="ireti-my-data.zip"')
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  r.post(
    '/account/close',
    {
      schema: {
        tags,
        summary: 'Close my account: my personal details are erased, my gifts stay as Anonymous (105 with what must happen first)',
        security: bearer,
        body: z.object({ password: z.string().max(200) }),
        response: replyOf(closedSchema),
      },
      onRequest: signedIn,
      config: { rateLimit: { max: 10, timeWindow: 600_000 } },
    },
    async (req) => {
      const user = requireUser(req);
      noteWrite(req, null);
      return ok(await closeAccount(ctx, user, user.id, { password: req.body.password }, metaOf(req), app.limiter), RightsMsg.accountClosed);
    },
  );

  r.get(
    '/account/consents',
    { schema: { tags, summary: 'My consents to mail that is not transactional', security: bearer, response: replyOf(consentSchema) } },
    async (req) => ok({ consents: await consentState(ctx, requireUser(req).id) }),
  );

  r.put(
    '/account/consents/:purpose',
    {
      schema: {
        tags,
        summary: 'Give or withdraw a consent (recorded with the words shown, the language and the time)',
        security: bearer,
        params: z.object({ purpose: z.enum(['campaign_updates', 'news']) }),
        body: z.object({ given: z.boolean(), language: z.enum(LANGUAGES).optional() }),
        response: replyOf(consentSchema),
      },
      onRequest: signedIn,
    },
    async (req) => {
      const user = requireUser(req);
      noteWrite(req, null);
      const language = req.body.language ?? (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);
      return ok(
        { consents: await setConsent(ctx, user, req.params.purpose, req.body.given, language, metaOf(req)) },
        RightsMsg.consentSaved,
      );
    },
  );

  r.post(
    '/admin/users/:userId/data',
    {
      schema: {
        tags,
        summary: "An administrator asks for a person's archive on their written request (mailed to the person; audited)",
        security: bearer,
        params: userParams,
        body: reasonBody,
        response: replyOf(exportSchema),
      },
      onRequest: adminFirst,
    },
    async (req) => {
      noteWrite(req, null);
      return ok(
        await requestExport(ctx, requireAdminWithSecondFactor(req), req.params.userId, req.body.reason, metaOf(req)),
        RightsMsg.exportQueuedForPerson,
      );
    },
  );

  r.post(
    '/admin/users/:userId/close',
    {
      schema: {
        tags,
        summary: "An administrator closes a person's account on their written request (audited)",
        security: bearer,
        params: userParams,
        body: reasonBody,
        response: replyOf(closedSchema),
      },
      onRequest: adminFirst,
    },
    async (req) => {
      noteWrite(req, null);
      return ok(
        await closeAccount(ctx, requireAdminWithSecondFactor(req), req.params.userId, { reason: req.body.reason }, metaOf(req)),
        RightsMsg.accountClosed,
      );
    },
  );
};
export default routes;
