import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { replyOf } from '@ireti/shared/contract';
import { supportSchema } from '@ireti/shared/support/schemas';
import { supportSentSchema } from '@ireti/shared/support/types';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, notify, config } = app.ctx;

  r.post(
    '/email/support',
    {
      schema: { tags: ['support'], summary: 'Send a message to the Ireti team', body: supportSchema, response: replyOf(supportSentSchema) },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (req) => {
      const m = req.body;
      await db.transaction(async (tx) => {
        await notify.email(tx, {
          to: config.SUPPORT_EMAIL,
          subject: `Help request from ${m.name}`,
          text: `From: ${m.name} <${m.email}>\nMobile: ${m.mobile}\n\n${m.message}`,
          ownWords: [m.message],
        });
        await notify.email(tx, {
          to: m.email,
          subject: 'We received your message',
          text: `Hello ${m.name},\n\nThank you for writing to Ireti. We received your message and will reply within two working days.\n\nYour message:\n${m.message}\n\nThe Ireti team`,
          ownWords: [m.message],
          language: requestLanguage(req),
        });
      });
      return ok({ sent: true as const }, 'Message sent');
    },
  );
};
export default routes;
