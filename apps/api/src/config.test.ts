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

  it("reads the checkout's payment channels (issue 17): card, bank transfer and USSD unless told otherwise", () => {
    expect(loadConfig({}).PAYSTACK_CHANNELS).toEqual(['card', 'bank_transfer', 'ussd']);
    expect(loadConfig({ PAYSTACK_CHANNELS: ' ussd , card ' }).PAYSTACK_CHANNELS).toEqual(['ussd', 'card']);
    expect(() => loadConfig({ PAYSTACK_CHANNELS: 'card,cash' })).toThrow(/PAYSTACK_CHANNELS.*not a Paystack channel/s);
    expect(() => loadConfig({ PAYSTACK_CHANNELS: ',' })).toThrow(/PAYSTACK_CHANNELS/);
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
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti', PUBLIC_URL: 'https://ireti.ng' }).seedDemo).toBe(
      false,
    );
  });
});

describe('the public address (PUBLIC_URL, issue 26)', () => {
  it('fails start-up in production without it, naming it, since e-mails and SMS carry absolute links from it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti' })).toThrow(
      /PUBLIC_URL: is required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti', PUBLIC_URL: '' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti', PUBLIC_URL: '/ireti' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti', PUBLIC_URL: 'ftp://ireti.ng' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti', PUBLIC_URL: 'https://ireti.ng/' }).publicUrl).toBe(
      'https://ireti.ng',
    );
  });

  it('defaults to the local address outside production', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });
});

describe('the default install (decision 062)', () => {
  it('listens on loopback and has the dev tools on the embedded default only', () => {
    const c = loadConfig({});
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.devTools).toBe(true);
    expect(c.warnings).toEqual([]);
  });

  it('keeps the dev tools and demo data off on a configured DATABASE_URL without the opt-in, NODE_ENV forgotten', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://db.example/ireti' });
    expect(c.devTools).toBe(false);
    expect(c.seedDemo).toBe(false);
    expect(c.HOST).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/ireti', DEV_TOOLS: 'on' })).toMatchObject({
      devTools: true,
      seedDemo: true,
      HOST: '127.0.0.1',
    });
  });

  it('never has the dev tools in production, and says so when asked for them', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti', PUBLIC_URL: 'https://ireti.ng' }).devTools).toBe(
      false,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti', PUBLIC_URL: 'https://ireti.ng', DEV_TOOLS: 'on' }),
    ).toThrow(/DEV_TOOLS: the dev tools are never on in production/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti', PUBLIC_URL: 'https://ireti.ng', SEED_DEMO: 'true' }),
    ).toThrow(/SEED_DEMO: demo data needs the dev tools/);
  });

  it('keeps the dev tools for the tests (NODE_ENV=test on their own database), and DEV_TOOLS=off turns them off', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://127.0.0.1/t' })).toMatchObject({ devTools: true, seedDemo: false });
    expect(loadConfig({ DEV_TOOLS: 'off' }).devTools).toBe(false);
  });

  it('lets HOST override, and warns when the dev tools are reachable from other machines', () => {
    const c = loadConfig({ HOST: '0.0.0.0' });
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.warnings.join()).toMatch(/HOST=0\.0\.0\.0 with the dev tools on/);
    expect(loadConfig({ HOST: '::1' }).warnings).toEqual([]);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_TOOLS: 'off' }).warnings).toEqual([]);
  });
});

describe('TRUST_PROXY (decision 007)', () => {
  it('is off by default, and takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti', PUBLIC_URL: 'https://ireti.ng' }).trustProxy).toBe(
      false,
    );
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses "true" and anything that is not an address, by name', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: would trust every client/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.lan' })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33, proxy\.lan/);
  });
});
