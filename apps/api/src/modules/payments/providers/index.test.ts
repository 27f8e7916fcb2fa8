import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { FakePaystack } from '../../../test/fake-paystack.ts';
import { createPaymentProvider, sandboxOf } from './index.ts';

let fake: FakePaystack;
beforeAll(async () => {
  fake = await FakePaystack.start();
});
afterAll(() => fake.close());

// Choosing a provider touches no database; the sandbox only uses it when called.
const noDb = {} as Db;

describe('createPaymentProvider', () => {
  it('uses Paystack, at PAYSTACK_BASE_URL with the secret key, when the keys are set', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYSTACK_SECRET_KEY: fake.secretKey,
      PAYSTACK_PUBLIC_KEY: 'pk_test_public',
      PAYSTACK_BASE_URL: fake.baseUrl,
    });
    const p = createPaymentProvider(config, noDb);
    expect(p.name).toBe('paystack');
    expect(p.publicKey).toBe('pk_test_public');
    expect(sandboxOf(p)).toBeNull();
    expect(await p.resolveAccount('0123456789', '058')).toEqual({ accountName: 'TEST ACCOUNT 6789' });
  });

  it('uses the sandbox when no keys are set', () => {
    const p = createPaymentProvider(loadConfig({ NODE_ENV: 'test' }), noDb);
    expect(p.name).toBe('sandbox');
    expect(p.publicKey).toBe('sandbox');
    expect(sandboxOf(p)).toBe(p);
  });
});
