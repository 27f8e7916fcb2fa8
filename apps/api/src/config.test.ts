import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from './config.ts';

describe('config', () => {
  it('gives the embedded defaults with no environment', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('fails fast, listing every problem at once', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'abc', NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_test_x', DATABASE_URL: 'not a url' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    expect(msg).toContain('PORT');
    expect(msg).toContain('DATABASE_URL');
    expect(msg).toContain('PAYSTACK_PUBLIC_KEY');
  });

  it('needs a database URL in production and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti' }).seedDemo).toBe(false);
  });
});
