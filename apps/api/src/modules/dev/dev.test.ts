import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { buildTestApp, webFolder, type TestApp } from '../../test/build-app.ts';

/**
 * The dev tools (decision 062): the outbox, the sandbox pay endpoint and the mailbox page exist
 * for the embedded default and the tests; a configured DATABASE_URL without DEV_TOOLS=on — a
 * deployment that forgot NODE_ENV — has none of them, and no donation can be started on the sandbox.
 */
const donation = {
  known: 0,
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@example.ng',
  amount: 5000,
  mobile: '',
  comment: '',
  campaign: 'anything',
  anonymous: false,
};

async function withWeb(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp(t.ctx, { webDist: await webFolder(t.dataDir) });
  await app.ready();
  return app;
}

describe('the dev tools in the tests (NODE_ENV=test, the test database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('are on: the outbox answers', async () => {
    expect(t.ctx.config.devTools).toBe(true);
    const res = await t.call('GET', '/api/v1/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.body.entity.messages).toEqual([]);
  });
});

describe('a configured DATABASE_URL without DEV_TOOLS=on (NODE_ENV forgotten)', () => {
  let t: TestApp;
  let web: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development' } });
    web = await withWeb(t);
  });
  afterAll(async () => {
    await web.close();
    await t.close();
  });

  it('has no outbox, no sandbox pay endpoint and no mailbox page', async () => {
    expect(t.ctx.config.devTools).toBe(false);
    expect((await t.call('GET', '/api/v1/dev/outbox')).statusCode).toBe(404);
    expect((await t.call('POST', '/api/v1/dev/sandbox/pay', { body: { ref: 'IRT-X', card: '4084 0840 8408 4081' } })).statusCode).toBe(404);
    expect((await web.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    // Nor the sandbox's monthly giving: its charge now, its card page (decision 100).
    expect((await t.call('POST', '/api/v1/dev/sandbox/subscriptions/SUB_x/charge')).statusCode).toBe(404);
    expect((await web.inject({ method: 'GET', url: '/dev/sandbox/subscription/SUB_x?token=x' })).statusCode).toBe(404);
  });

  it('starts no donation on the sandbox: online payments are not available', async () => {
    const res = await t.call('POST', '/api/v1/donate', { body: donation });
    expect(res.body.status.desc).toBe('Online payments are not available yet. Please try again later.');
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('DEV_TOOLS=on on a configured database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'development', DEV_TOOLS: 'on' } });
  });
  afterAll(() => t.close());

  it('has the outbox', async () => {
    expect((await t.call('GET', '/api/v1/dev/outbox')).statusCode).toBe(200);
  });
});
