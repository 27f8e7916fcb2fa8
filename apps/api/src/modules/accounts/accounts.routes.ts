import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { replyOf } from '@ireti/shared/contract';
import {
  emailChangeSchema,
  forgotPasswordSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signinSchema,
  signupIndividualSchema,
  signupOrganizationSchema,
  verifyEmailSchema,
} from '@ireti/shared/accounts/schemas';
import {
  apiUserSchema,
  emailChangeSentSchema,
  emailVerifiedSchema,
  loginResultSchema,
  passwordChangedSchema,
  passwordResetSchema,
  resetLinkSentSchema,
  resetTokenValidSchema,
  signedOutSchema,
  signupResultSchema,
  verificationResentSchema,
} from '@ireti/shared/accounts/types';
import { LANGUAGES } from '@ireti/shared/i18n';
import { requireUser } from '../../http/auth.ts';
import { noteWrite } from '../../http/public-cache.ts';
import { revokeSession } from './sessions.ts';
import { created, ok } from '../../http/envelope.ts';
import { imageUploadBody, imageUploadLimits, readSingleImage } from '../media/index.ts';
import { bearer, metaOf } from './http.ts';
import identityRoutes from './identity.routes.ts';
import secondFactorRoutes from './second-factor.routes.ts';
import { IpLimit } from './limits.ts';
import * as accounts from './sign-in.service.ts';
import * as links from './links.ts';
import { toApiUser } from './serialize.ts';
import { changePassword, requestEmailChange, setLanguage, updateProfile } from './settings.ts';
import { uploadImage } from './identity.ts';

/** PUT /account/language's body: one of the five languages. */
const languageBody = z.object({ language: z.enum(LANGUAGES, { error: 'Language must be one of en, pcm, yo, ha, ig' }) });

/** The Account calls of spec §7 (sign-up, sign-in, session, e-mailed links, settings). */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: accounts.Deps = { ctx: app.ctx, limiter: app.limiter };
  const { media } = app.ctx;
  const tags = ['accounts'];

  r.post(
    '/account/login',
    {
      schema: {
        tags,
        summary: 'Sign in: entity.user and entity.token (109 when the e-mail is not verified)',
        body: signinSchema,
        response: replyOf(loginResultSchema),
      },
      config: { rateLimit: IpLimit.login },
    },
    async (req) => {
      noteWrite(req, null); // a session: nothing public changed
      return ok(await accounts.login(deps, req.body, metaOf(req)), 'Signed in');
    },
  );

  r.post(
    '/account',
    {
      schema: { tags, summary: 'Sign up as an individual', body: signupIndividualSchema, response: replyOf(signupResultSchema, 201) },
      config: { rateLimit: IpLimit.signup },
    },
    async (req, reply) => {
      noteWrite(req, null); // a new, unverified account shows nowhere public
      return created(reply, await accounts.signupIndividual(deps, req.body, metaOf(req)), AccountMsg.signupDone);
    },
  );

  r.post(
    '/account/organisation',
    {
      schema: { tags, summary: 'Sign up as an organisation', body: signupOrganizationSchema, response: replyOf(signupResultSchema, 201) },
      config: { rateLimit: IpLimit.signup },
    },
    async (req, reply) => {
      noteWrite(req, null); // an organisation is listed once verified (its NOTIFY), not at sign-up
      return created(reply, await accounts.signupOrganization(deps, req.body, metaOf(req)), AccountMsg.signupDone);
    },
  );

  r.get('/account', { schema: { tags, summary: 'The signed-in user', security: bearer, response: replyOf(apiUserSchema) } }, async (req) =>
    ok(toApiUser(requireUser(req), media)),
  );

  r.put(
    '/account',
    {
      schema: {
        tags,
        summary: 'Update the profile',
        description:
          'Individuals send first_name, last_name, mobile, state, lga (and optionally gender); organisations send organization_name, organization_type, category, organization_mobile, secondary_mobile, organization_address, state and lga.',
        security: bearer,
        body: z.record(z.string(), z.unknown()),
        response: replyOf(apiUserSchema),
      },
    },
    async (req) => ok(await updateProfile(deps, requireUser(req), req.body, metaOf(req)), AccountMsg.profileSaved),
  );

  r.put(
    '/account/image',
    {
      ...imageUploadLimits,
      schema: {
        tags,
        summary: 'Upload the profile photo (multipart, field "file"; or JSON, a data URL in "image")',
        security: bearer,
        body: imageUploadBody,
        consumes: ['multipart/form-data', 'application/json'],
        response: replyOf(apiUserSchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      return ok(await uploadImage(deps, user, 0, await readSingleImage(req), metaOf(req)), AccountMsg.photoSaved);
    },
  );

  r.put(
    '/account/language',
    {
      schema: {
        tags,
        summary: 'Choose the language of the site, e-mails and SMS: en, pcm, yo, ha or ig (issue 17)',
        description: 'Replies to this account are in this language from then on, whatever Accept-Language says.',
        security: bearer,
        body: languageBody,
        response: replyOf(apiUserSchema),
      },
      // signed in first: a stranger's body is not worth checking
      onRequest: async (req) => {
        requireUser(req);
      },
    },
    async (req) => {
      const user = requireUser(req);
      noteWrite(req, null); // nothing public changed
      const row = await setLanguage(deps, user, req.body.language, metaOf(req));
      // this reply already speaks the chosen language
      req.user = { ...user, language: row.language };
      return ok(toApiUser(row, media), 'Language saved');
    },
  );

  r.get(
    '/account/logout',
    { schema: { tags, summary: 'Sign out: the token stops working at once', response: replyOf(signedOutSchema) } },
    async (req) => {
      if (req.user) await revokeSession(app.ctx.db, req.user.sessionId);
      return ok({ signed_out: true as const }, AccountMsg.loggedOut);
    },
  );

  r.put(
    '/account/verify',
    {
      schema: {
        tags,
        summary: 'Verify the e-mail address with the token of the e-mailed link',
        body: verifyEmailSchema,
        response: replyOf(emailVerifiedSchema),
      },
      config: { rateLimit: IpLimit.token },
    },
    async (req) => {
      noteWrite(req, null); // an address confirmed: nothing public changed
      return ok(
        await links.verifyEmail(deps, req.body.token, metaOf(req)),
        'Your email has been verified successfully. You can now proceed to login',
      );
    },
  );

  r.post(
    '/account/verify/resend',
    {
      schema: {
        tags,
        summary: 'Send a new verification link, by address or by an old link',
        body: resendVerificationSchema,
        response: replyOf(verificationResentSchema),
      },
      config: { rateLimit: IpLimit.resend },
    },
    async (req) => {
      noteWrite(req, null); // a link e-mailed: nothing public changed
      const result = await links.resendVerification(deps, req.body);
      return ok(result, result.already_verified ? 'Your email is already verified. You can sign in.' : AccountMsg.verifySent);
    },
  );

  r.post(
    '/account/emailtoresetpassword',
    {
      schema: {
        tags,
        summary: 'E-mail a password-reset link (same answer whether or not the address exists)',
        body: forgotPasswordSchema,
        response: replyOf(resetLinkSentSchema),
      },
      config: { rateLimit: IpLimit.forgot },
    },
    async (req) => {
      noteWrite(req, null); // a link e-mailed: nothing public changed
      return ok(await links.forgotPassword(deps, req.body.email, metaOf(req)), AccountMsg.resetSent);
    },
  );

  r.get(
    '/account/resetpassword/:token',
    {
      schema: {
        tags,
        summary: 'Is this reset link still usable?',
        params: z.object({ token: z.string().max(200) }),
        response: replyOf(resetTokenValidSchema),
      },
      config: { rateLimit: IpLimit.token },
    },
    async (req) => ok(await links.checkResetToken(deps, req.params.token)),
  );

  r.post(
    '/account/resetpassword',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the reset link',
        body: resetPasswordSchema,
        response: replyOf(passwordResetSchema),
      },
      config: { rateLimit: IpLimit.token },
    },
    async (req) => {
      noteWrite(req, null); // a password: nothing public changed
      return ok(await links.resetPassword(deps, req.body, metaOf(req)), AccountMsg.resetDone);
    },
  );

  r.put(
    '/account/email',
    {
      schema: {
        tags,
        summary: 'Change the e-mail address (confirmed by a link sent to the new one)',
        security: bearer,
        body: emailChangeSchema,
        response: replyOf(emailChangeSentSchema),
      },
    },
    async (req) => {
      noteWrite(req, null); // a link e-mailed: nothing public changed
      return ok(await requestEmailChange(deps, requireUser(req), req.body, metaOf(req)), AccountMsg.emailChangeSent);
    },
  );

  r.put(
    '/account/password',
    {
      schema: {
        tags,
        summary: 'Change the password',
        description: 'current_password, new_password and cnew_password; organisations may name the new password `password`.',
        security: bearer,
        body: z.record(z.string(), z.unknown()),
        response: replyOf(passwordChangedSchema),
      },
    },
    async (req) => {
      noteWrite(req, null); // a password: nothing public changed
      return ok(await changePassword(deps, requireUser(req), req.body, metaOf(req)), AccountMsg.passwordChanged);
    },
  );

  await r.register(identityRoutes);
  await r.register(secondFactorRoutes);
};
export default routes;
