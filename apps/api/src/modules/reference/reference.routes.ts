import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPAIGN_CATEGORIES, ORGANIZATION_CATEGORIES, ORGANIZATION_TYPES, idParam } from '@ireti/shared';
import { replyOf } from '@ireti/shared/contract';
import { categoriesReplySchema, lgasReplySchema, orgTypesReplySchema, statesReplySchema } from '@ireti/shared/reference/types';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { publicCachedRoutes } from '../../http/public-cache.ts';
import { listLgas, listStates, stateExists } from './reference.service.ts';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['reference'];
  const cached = { 'cache-control': 'public, max-age=3600' };
  publicCachedRoutes(app, 'reference');

  r.get(
    '/misc/states',
    { schema: { tags, summary: 'The 36 states and the FCT', response: replyOf(statesReplySchema) } },
    async (_req, reply) => {
      reply.headers(cached);
      return ok({ states: await listStates(db) });
    },
  );

  r.get(
    '/misc/lga/:stateId',
    {
      schema: {
        tags,
        summary: 'Local government areas of a state',
        params: z.object({ stateId: idParam('stateId') }),
        response: replyOf(lgasReplySchema),
      },
    },
    async (req, reply) => {
      if (!(await stateExists(db, req.params.stateId))) throw notFound('There is no state with this id');
      reply.headers(cached);
      return ok({ cities: await listLgas(db, req.params.stateId) });
    },
  );

  r.get(
    '/misc/categories',
    { schema: { tags, summary: 'Campaign categories with their tag colours', response: replyOf(categoriesReplySchema) } },
    async (_req, reply) => {
      reply.headers(cached);
      return ok({ categories: CAMPAIGN_CATEGORIES.map((c) => ({ name: c.name, colour: c.colour })) });
    },
  );

  r.get(
    '/misc/org_types',
    { schema: { tags, summary: 'Organisation types and categories', response: replyOf(orgTypesReplySchema) } },
    async (_req, reply) => {
      reply.headers(cached);
      return ok({ org_types: [...ORGANIZATION_TYPES], org_categories: [...ORGANIZATION_CATEGORIES] });
    },
  );
};
export default routes;
