import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORGANIZATION_CATEGORIES, PageSize } from '@ireti/shared/constants';
import { idParam } from '@ireti/shared/rules';
import { replyOf } from '@ireti/shared/contract';
import { organizationCampaignsPageSchema, organizationDetailSchema, organizationsPageSchema } from '@ireti/shared/trust/types';
import { ok } from '../../../http/envelope.ts';
import { pageQuery } from '../../../http/paging.ts';
import { publicCached } from '../../../http/public-cache.ts';
import { readDbFor } from '../../../http/read-db.ts';
import { getOrganization, listOrganizations, organizationCampaigns } from './organizations.service.ts';

/** Verified organisations (public): the list of /verified_page and one organisation's page; read from the replica when there is one (decision 082). */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['organizations'];
  const orgParams = z.object({ organizationId: idParam('organizationId') });

  r.get(
    '/organizations',
    {
      schema: {
        tags,
        summary: 'Verified organisations, 16 a page from page 0, optionally of one category',
        querystring: pageQuery(0, PageSize.organizations).extend({
          category: z.enum(ORGANIZATION_CATEGORIES, { error: 'category must be one of the organisation categories' }).optional(),
        }),
        response: replyOf(organizationsPageSchema),
      },
      ...publicCached(app, 'list'),
    },
    async (req) => ok(await listOrganizations(ctx, req.query, readDbFor(req))),
  );

  r.get(
    '/organizations/:organizationId',
    {
      schema: {
        tags,
        summary: 'One verified organisation (the banner of its page)',
        params: orgParams,
        response: replyOf(organizationDetailSchema),
      },
      ...publicCached(app, 'list'),
    },
    async (req) => ok(await getOrganization(ctx, req.params.organizationId, readDbFor(req))),
  );

  r.get(
    '/campaigns/organizations/:organizationId',
    {
      schema: {
        tags,
        summary: "A verified organisation's public campaigns, 12 a page from page 0",
        params: orgParams,
        querystring: pageQuery(0, PageSize.organizationCampaigns),
        response: replyOf(organizationCampaignsPageSchema),
      },
      ...publicCached(app, 'list'),
    },
    async (req) => ok(await organizationCampaigns(ctx, req.params.organizationId, req.query, readDbFor(req))),
  );
};
export default routes;
