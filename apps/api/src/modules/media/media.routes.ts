import type { FastifyPluginAsync } from 'fastify';

/** Media routes (to be built): /media/* is served by the web layer from the store. */
const routes: FastifyPluginAsync = async () => {};
export default routes;
