import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@ireti/shared/rules';
import { idDocumentSchema, recommendCampaignSchema, verifyCampaignSchema } from '@ireti/shared/trust/schemas';
import { replyOf } from '@ireti/shared/contract';
import {
  assignmentSchema,
  campaignVolunteersSchema,
  myApplicationSchema,
  myAssignmentsSchema,
  recommendedCampaignSchema,
  verifiedCampaignSchema,
  volunteerCampaignsSchema,
  volunteerProfileSchema,
  volunteersPageSchema,
} from '@ireti/shared/trust/types';
import { ok } from '../../../http/envelope.ts';
import { requireSecondFactor, requireUser } from '../../../http/auth.ts';
import { pageQuery } from '../../../http/paging.ts';
import { uploadLimits } from '../../media/index.ts';
import { readSingleFile } from '../../media/index.ts';
import { sendPrivate } from '../../media/index.ts';
import { listVolunteers, myApplication, ownDocumentKey, saveVolunteerDocument } from './volunteers.service.ts';
import {
  campaignVolunteers,
  myAssignment,
  myPendingAssignments,
  recommendCampaign,
  verifyCampaign,
  volunteerCampaigns,
} from './vetting.service.ts';
import { publicVolunteer } from './vouching.service.ts';

/** Signed-in only: checked before the body is read, so a stranger's upload is never consumed. */
export const signedIn = async (req: FastifyRequest) => {
  requireUser(req);
};

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['volunteers'];
  const bearer = [{ bearer: [] }];

  r.get(
    '/volunteer/getvolunteers',
    {
      schema: {
        tags,
        summary: 'Approved volunteers (public): name, picture and grade',
        querystring: pageQuery(0, 24, 100).extend({ state: idParam('state').optional() }),
        response: replyOf(volunteersPageSchema),
      },
    },
    async (req) => ok(await listVolunteers(ctx, req.query)),
  );

  r.get(
    '/volunteer/campaigns/:id',
    {
      schema: {
        tags,
        summary: 'Campaigns a volunteer verified, with their rank and count (public)',
        params: z.object({ id: idParam('id') }),
        response: replyOf(volunteerCampaignsSchema),
      },
    },
    async (req) => ok(await volunteerCampaigns(ctx, req.params.id)),
  );

  r.get(
    '/volunteer/profile/:id',
    {
      schema: {
        tags,
        summary: "An approved volunteer's public profile: picture, name, state, grade, campaigns verified (404 for anyone else)",
        params: z.object({ id: idParam('id') }),
        response: replyOf(volunteerProfileSchema),
      },
    },
    async (req) => ok(await publicVolunteer(ctx, req.params.id)),
  );

  r.get(
    '/campaign/volunteers/:id',
    {
      schema: {
        tags,
        summary: 'The volunteers who vouched for a campaign: verified or recommended it, with their state and count (public once verified)',
        params: z.object({ id: z.string().min(1).max(40) }),
        response: replyOf(campaignVolunteersSchema),
      },
    },
    async (req) => ok(await campaignVolunteers(ctx, req.params.id, req.user)),
  );

  r.get(
    '/volunteer/assignments',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Campaigns waiting for the calling volunteer to check them',
        response: replyOf(myAssignmentsSchema),
      },
    },
    async (req) => ok(await myPendingAssignments(ctx, requireUser(req))),
  );

  r.get(
    '/volunteer/assignments/:campaignId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'What the caller may do on a campaign: verify, recommend',
        params: z.object({ campaignId: z.string().min(1).max(40) }),
        response: replyOf(assignmentSchema),
      },
    },
    async (req) => ok(await myAssignment(ctx, requireUser(req), req.params.campaignId)),
  );

  r.get(
    '/volunteer/application',
    {
      onRequest: signedIn,
      schema: { tags, security: bearer, summary: "The caller's volunteer application", response: replyOf(myApplicationSchema) },
    },
    async (req) => ok(await myApplication(ctx.db, requireUser(req))),
  );

  r.get(
    '/volunteer/application/documents/:kind',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: "One of the caller's own volunteer documents (private)",
        params: z.object({ kind: z.enum(['id', 'bill']) }),
      },
    },
    async (req, reply) => sendPrivate(reply, await ownDocumentKey(ctx.db, requireUser(req).id, req.params.kind)),
  );

  r.post(
    '/volunteer/verification/nationalid',
    {
      onRequest: signedIn,
      ...uploadLimits,
      schema: {
        tags,
        security: bearer,
        summary: 'Upload the identity document of a volunteer application (multipart field "file"; image or PDF; base64 refused)',
        querystring: idDocumentSchema,
        consumes: ['multipart/form-data'],
        response: replyOf(myApplicationSchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      const bytes = await readSingleFile(req);
      return ok(await saveVolunteerDocument(ctx, user, 'id', bytes, req.query.id_type, req.ip), 'Your identity document was saved');
    },
  );

  r.post(
    '/volunteer/verification/electricity',
    {
      onRequest: signedIn,
      ...uploadLimits,
      schema: {
        tags,
        security: bearer,
        summary: 'Upload the electricity bill (proof of address) of a volunteer application (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: replyOf(myApplicationSchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      const bytes = await readSingleFile(req);
      return ok(await saveVolunteerDocument(ctx, user, 'bill', bytes, undefined, req.ip), 'Your electricity bill was saved');
    },
  );

  r.post(
    '/account/verifycampaign',
    {
      onRequest: signedIn,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        security: bearer,
        summary: 'Verify a campaign awaiting verification (an assigned volunteer, or an admin): it goes live',
        body: verifyCampaignSchema,
        response: replyOf(verifiedCampaignSchema),
      },
    },
    async (req) =>
      ok(await verifyCampaign(ctx, requireSecondFactor(requireUser(req)), req.body.campaign_id, req.ip), 'The campaign is now live'),
  );

  r.post(
    '/volunteer/recommend',
    {
      onRequest: signedIn,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        security: bearer,
        summary: 'Recommend a campaign for verified status (an assigned volunteer)',
        body: recommendCampaignSchema,
        response: replyOf(recommendedCampaignSchema),
      },
    },
    async (req) =>
      ok(
        await recommendCampaign(ctx, requireSecondFactor(requireUser(req)), req.body.campaign_id, req.ip),
        'Thank you for your recommendation',
      ),
  );
};
export default routes;
