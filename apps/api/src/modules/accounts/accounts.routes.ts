import type { FastifyPluginAsync } from 'fastify';

/** Routes of the accounts module (to be built). */
const routes: FastifyPluginAsync = async () => {};
export default routes;
