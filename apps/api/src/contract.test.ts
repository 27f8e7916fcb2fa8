import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@ireti/shared/contract';
import { buildTestApp, type TestApp } from './test/build-app.ts';

/**
 * The contract is one artefact (docs/decisions/008-api-contract.md): every operation of the API
 * declares the shape of its success reply, and a reply that breaks its shape never leaves the server.
 */

/** The operations whose success is not a JSON envelope, each with what it answers instead. */
const NOT_JSON: Record<string, string> = {
  'GET /api/v1/account/verification/file/{userId}': 'the private identity document, as a file',
  'GET /api/v1/account/facebook/callback': 'a redirect back into the web app',
  'GET /api/v1/volunteer/application/documents/{kind}': "the applicant's own document, as a file",
  'GET /api/v1/admin/volunteers/{id}/documents/{kind}': "an applicant's document, as a file",
  'GET /api/v1/admin/identity/{userId}/documents/{kind}': 'an identity document, as a file',
  'GET /api/v1/backers/{campaignId}/csv': "a campaign's backers list, as a CSV file",
  'GET /api/v1/account/data/{token}': "a person's archive of their data, as a zip file (decision 085)",
  'GET /api/v1/reports/{reportId}/receipts/{receiptId}': "a spending report's receipt, as a file (decision 090)",
};
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Doc {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> }>
  >;
}

describe('the API contract', () => {
  it('declares a success reply schema, envelope included, for every operation of /api/v1', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).body as Doc;
    const missing: string[] = [];
    const seen = new Set<string>();
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, op] of Object.entries(methods)) {
        operations++;
        const name = `${method.toUpperCase()} ${path}`;
        seen.add(name);
        if (NOT_JSON[name]) continue;
        const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        const shaped = success.some(([, r]) => {
          const props = r.content?.['application/json']?.schema?.properties;
          return !!props?.status && !!props?.entity;
        });
        if (!shaped) missing.push(name);
      }
    }
    expect(operations).toBeGreaterThan(90);
    expect(missing).toEqual([]);
    // The exceptions are real operations (the list cannot outlive a route).
    expect(Object.keys(NOT_JSON).filter((k) => !seen.has(k))).toEqual([]);
  });

  it('refuses to send a reply that does not match its schema (the test that made it fails)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/x',
      { schema: { response: { 200: envelopeOf(z.object({ amount: z.number() })) } } },
      // Deliberately wrong: the handler answers a string where the contract says a number.
      async () => ({ status: { code: 100, desc: 'Successful' }, entity: { amount: 'ten' as unknown as number } }),
    );
    const bad = await app.inject({ method: 'GET', url: '/x' });
    expect(bad.statusCode).toBe(500);
    expect(bad.body).not.toContain('ten');
    await app.close();
  });

  it('sends only what the contract declares (a field a service adds by mistake is not leaked)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/y', { schema: { response: { 200: envelopeOf(z.object({ name: z.string() })) } } }, async () => ({
        status: { code: 100, desc: 'Successful' },
        entity: { name: 'Ada', password_hash: 'secret' },
      }));
    const res = await app.inject({ method: 'GET', url: '/y' });
    expect(res.json()).toEqual({ status: { code: 100, desc: 'Successful' }, entity: { name: 'Ada' } });
    await app.close();
  });
});
