import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope.ts';

/** Development-only endpoints (DESIGN.md §2); never registered in production. */
const routes: FastifyPluginAsync = async (app) => {
  if (app.ctx.config.isProduction) return;
  app.get('/dev/outbox', { schema: { tags: ['dev'], summary: 'Sent e-mails and SMS, newest first (not in production)' } }, async () => {
    const rows = await app.ctx.notify.recent(200);
    return ok({
      messages: rows.map((m) => ({
        id: m.id,
        channel: m.channel,
        to: m.recipient,
        subject: m.subject,
        text: m.bodyText,
        html: m.bodyHtml,
        links: m.links,
        status: m.status,
        created: m.createdAt.toISOString(),
      })),
    });
  });
};
export default routes;
