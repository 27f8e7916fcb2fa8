import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { replyOf } from '@ireti/shared/contract';
import { loginResultSchema } from '@ireti/shared/accounts/types';
import { idParam } from '@ireti/shared/rules';
import {
  accessLogSchema,
  adminPersonQuery,
  adminPersonSchema,
  factorAddedSchema,
  loginPasskeySchema,
  loginSecondFactorSchema,
  loginTicketSchema,
  passkeyRegisterSchema,
  reasonSchema,
  recoveryCodesSchema,
  SecondFactorMsg as M,
  secondFactorStatusSchema,
  totpCodeSchema,
  totpStartSchema,
  webauthnOptionsSchema,
} from '@ireti/shared/accounts/second-factor';
import { requireAdmin, requireAdminWithSecondFactor, requireUser } from '../../http/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { adminPersonByEmail } from './admins.ts';
import { ok } from '../../http/envelope.ts';
import { pageQuery } from '../../http/paging.ts';
import { bearer, metaOf } from './http.ts';
import { IpLimit } from './limits.ts';
import type { Deps } from './sign-in.service.ts';
import * as sf from './second-factor.ts';
import { accessLogOf } from './access-log.ts';

/** Second factors, the second step of sign-in, the recovery through an administrator, and the access log (docs/decisions/086). */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: Deps = { ctx: app.ctx, limiter: app.limiter };
  const tags = ['account: second factor'];
  const security = bearer;
  const login = { rateLimit: IpLimit.login };

  r.post(
    '/account/login/second-factor',
    {
      schema: {
        tags,
        summary: 'Sign-in, second step: an authenticator-app code or a recovery code',
        body: loginSecondFactorSchema,
        response: replyOf(loginResultSchema),
      },
      config: login,
    },
    async (req) => ok(await sf.loginWithCode(deps, req.body.ticket, req.body.code, metaOf(req)), 'Signed in'),
  );
  r.post(
    '/account/login/passkey/options',
    {
      schema: {
        tags,
        summary: "Sign-in, second step: the passkey challenge for the ticket's account",
        body: loginTicketSchema,
        response: replyOf(webauthnOptionsSchema),
      },
      config: login,
    },
    async (req) => ok({ ...(await sf.loginPasskeyOptions(deps, req.body.ticket)) }),
  );
  r.post(
    '/account/login/passkey',
    {
      schema: { tags, summary: 'Sign-in, second step: the passkey answer', body: loginPasskeySchema, response: replyOf(loginResultSchema) },
      config: login,
    },
    async (req) =>
      ok(
        await sf.loginWithPasskey(deps, req.body.ticket, req.body.response as unknown as AuthenticationResponseJSON, metaOf(req)),
        'Signed in',
      ),
  );

  r.get(
    '/account/second-factor',
    { schema: { tags, security, summary: "The caller's second factors", response: replyOf(secondFactorStatusSchema) } },
    async (req) => ok(await sf.secondFactorStatus(app.ctx.db, requireUser(req))),
  );
  r.post(
    '/account/second-factor/totp',
    {
      schema: {
        tags,
        security,
        summary: 'Start adding an authenticator app: its secret and otpauth:// address (for the QR code)',
        response: replyOf(totpStartSchema),
      },
    },
    async (req) => ok(await sf.startTotp(deps, requireUser(req))),
  );
  r.post(
    '/account/second-factor/totp/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm the authenticator app with its current code (the first factor comes with recovery codes)',
        body: totpCodeSchema,
        response: replyOf(factorAddedSchema),
      },
      config: login,
    },
    async (req) => ok(await sf.confirmTotp(deps, requireUser(req), req.body.code, metaOf(req)), M.totpAdded),
  );
  r.post(
    '/account/second-factor/passkey/options',
    {
      schema: {
        tags,
        security,
        summary: 'Start adding a passkey: the WebAuthn creation options',
        response: replyOf(webauthnOptionsSchema),
      },
    },
    async (req) => ok({ ...(await sf.passkeyRegistrationOptions(deps, requireUser(req))) }),
  );
  r.post(
    '/account/second-factor/passkey',
    {
      schema: {
        tags,
        security,
        summary: 'Add the passkey the browser created',
        body: passkeyRegisterSchema,
        response: replyOf(factorAddedSchema),
      },
      config: login,
    },
    async (req) =>
      ok(
        await sf.registerPasskey(
          deps,
          requireUser(req),
          req.body.response as unknown as RegistrationResponseJSON,
          req.body.label,
          metaOf(req),
        ),
        M.passkeyAdded,
      ),
  );
  r.post(
    '/account/second-factor/recovery-codes',
    { schema: { tags, security, summary: 'New recovery codes (the old ones stop working)', response: replyOf(recoveryCodesSchema) } },
    async (req) => ok(await sf.regenerateRecoveryCodes(deps, requireUser(req), metaOf(req)), M.codesMade),
  );
  r.delete(
    '/account/second-factor/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a second factor',
        params: z.object({ id: idParam('id') }),
        response: replyOf(z.object({ removed: z.boolean() })),
      },
    },
    async (req) => {
      await sf.removeFactor(deps, requireUser(req), req.params.id, metaOf(req));
      return ok({ removed: true }, M.factorRemoved);
    },
  );
  r.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin: accounts'],
        security,
        summary: 'The account with this e-mail address, to act on a written request (export, closing, second factor reset)',
        querystring: adminPersonQuery,
        response: replyOf(adminPersonSchema),
      },
    },
    async (req) => {
      requireAdmin(req);
      const person = await adminPersonByEmail(app.ctx.db, req.query.email);
      if (!person) throw notFound(M.noAccountWithEmail);
      return ok(person);
    },
  );
  r.post(
    '/admin/users/:userId/second-factor/reset',
    {
      schema: {
        tags: ['admin: accounts'],
        security,
        summary: "Remove a person's second factors when they lost them (another administrator, with the reason; audited)",
        params: z.object({ userId: idParam('userId') }),
        body: reasonSchema,
        response: replyOf(z.object({ user_id: z.number(), reset: z.boolean() })),
      },
    },
    async (req) =>
      ok(
        await sf.resetSecondFactors(deps, requireAdminWithSecondFactor(req), req.params.userId, req.body.reason, metaOf(req)),
        M.factorsReset,
      ),
  );

  r.get(
    '/account/access-log',
    {
      schema: {
        tags,
        security,
        summary: 'Who viewed my private documents and details, when and why (newest first)',
        querystring: pageQuery(1, 20, 100),
        response: replyOf(accessLogSchema),
      },
    },
    async (req) => ok(await accessLogOf(app.ctx.db, requireUser(req).id, req.query.page, req.query.per_page)),
  );
};
export default routes;
