import type { FastifyPluginAsync } from 'fastify';

/**
 * Nothing of media lives under /api/v1: uploads are taken by the routes of the module that owns
 * the picture (readSingleFile in upload.ts + ctx.media), public files are served at the root by
 * the mediaServing plugin (media.serve.ts), private ones by sendPrivate after the owner's check.
 */
const routes: FastifyPluginAsync = async () => {};
export default routes;
