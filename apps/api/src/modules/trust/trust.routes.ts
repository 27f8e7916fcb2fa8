import type { FastifyPluginAsync } from 'fastify';
import volunteers from './volunteers.routes.ts';
import organizations from './organizations.routes.ts';
import reports from './reports.routes.ts';
import admin from './admin.routes.ts';

/** Routes of the trust module: volunteers and vetting, verified organisations, reports, the admin API. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(volunteers);
  await app.register(organizations);
  await app.register(reports);
  await app.register(admin, { prefix: '/admin' });
};
export default routes;
