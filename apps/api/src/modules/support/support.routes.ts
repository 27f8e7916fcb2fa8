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
        await notify.mail(tx, { email: config.SUPPORT_EMAIL }, (t) => ({
          subject: t('support.request.subject', { name: m.name }),
          text: `${t('support.request.from', { name: m.name, email: m.email })}\n${t('support.request.mobile', { mobile: m.mobile })}\n\n${m.message}`,
        }));
        // in the language of the page they wrote from
        await notify.mail(tx, { email: m.email, language: requestLanguage(req) }, (t) => ({
          subject: t('support.received.subject'),
          text: `${t('common.hello', { name: m.name })}\n\n${t('support.received.body')}\n\n${t('support.received.yourMessage')}\n${m.message}\n\n${t('common.signOff')}`,
        }));
      });
      return ok({ sent: true as const }, 'Message sent');
    },
  );
};
export default routes;
