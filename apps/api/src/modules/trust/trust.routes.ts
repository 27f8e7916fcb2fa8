import type { FastifyPluginAsync } from 'fastify';
import volunteers from './vetting/volunteers.routes.ts';
import organizations from './organizations/organizations.routes.ts';
import reports from './moderation/reports.routes.ts';
import admin from './console/console.routes.ts';

/** Routes of the trust module: volunteers and vetting, verified organisations, reports, the admin API. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(volunteers);
  await app.register(organizations);
  await app.register(reports);
  await app.register(admin, { prefix: '/admin' });
};
export default routes;
