import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { replyOf } from '@ireti/shared/contract';
import { outboxSchema } from '@ireti/shared/dev/types';
import { ok } from '../../http/envelope.ts';

/**
 * Development-only endpoints (docs/design.md §2): registered only with the dev tools on — the embedded
 * default, the tests, or DEV_TOOLS=on; never in production (docs/decisions/062-dev-tools-and-default-install.md).
 */
const routes: FastifyPluginAsync = async (app) => {
  if (!app.ctx.config.devTools) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['dev'], summary: 'Sent e-mails and SMS, newest first (dev tools only)', response: replyOf(outboxSchema) };
  r.get('/dev/outbox', { schema }, async () => {
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
        headers: m.headers,
        status: m.status,
        created: m.createdAt.toISOString(),
      })),
    });
  });
};
export default routes;
