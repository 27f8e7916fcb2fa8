/** The ceiling for bench/api.ts: bare Fastify answering the API's own bytes from memory. */
import Fastify from 'fastify';

const bodies = JSON.parse(process.env.BODIES ?? '{}') as Record<string, string>;
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
app.get('/*', (req, reply) => {
  const body = bodies[req.url];
  if (body === undefined) return reply.code(404).send('');
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
