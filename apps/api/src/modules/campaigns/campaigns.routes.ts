import type { FastifyPluginAsync } from 'fastify';

/** Routes of the campaigns module (to be built). */
const routes: FastifyPluginAsync = async () => {};
export default routes;
