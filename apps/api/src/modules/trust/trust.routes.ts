import type { FastifyPluginAsync } from 'fastify';
import volunteers from './vetting/volunteers.routes.ts';
import vettingAdmin from './vetting/admin.routes.ts';
import organizations from './organizations/organizations.routes.ts';
import reports from './moderation/reports.routes.ts';
import moderationAdmin from './moderation/admin.routes.ts';
import consoleRoutes from './console/console.routes.ts';
import { adminGuard } from './admin-http.ts';

/** Routes of the trust module: volunteers and vetting, verified organisations, reports, the admin API. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(volunteers);
  await app.register(organizations);
  await app.register(reports);
  // The admin API: each room's admin routes beside its domain, all under /admin and its guard.
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', adminGuard);
      await admin.register(consoleRoutes);
      await admin.register(vettingAdmin);
      await admin.register(moderationAdmin);
    },
    { prefix: '/admin' },
  );
};
export default routes;
