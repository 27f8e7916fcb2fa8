import type { FastifyPluginAsync } from 'fastify';

/** Routes of the trust module (to be built). */
const routes: FastifyPluginAsync = async () => {};
export default routes;
