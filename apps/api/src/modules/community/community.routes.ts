import type { FastifyPluginAsync } from 'fastify';
import comments from './comments.routes.ts';
import wall from './wall.routes.ts';

/** Routes of the community module: a campaign's wall, and replying to, reporting and moderating its comments. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(wall);
  await app.register(comments);
};
export default routes;
