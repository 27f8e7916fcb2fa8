import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Environment, parsed once (docs/style.md). Every variable is documented in docs/operations.md.
 * Unset production adapters fall back to the embedded defaults (docs/design.md §2).
 */
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // default: 127.0.0.1 with the dev tools on or on the embedded database, 0.0.0.0 otherwise (see loadConfig)
  HOST: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: z.string().optional(),
  DEV_TOOLS: z.enum(['auto', 'on', 'off']).default('auto'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//i, 'must start with http:// or https://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_URL: optionalUrl,
  // Optional: a streaming replica of DATABASE_URL for the public reads that tolerate lag, and how
  // much (docs/decisions/082-read-replica.md).
  DATABASE_READ_URL: optionalUrl,
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Ireti <no-reply@ireti.ng>'),
  SUPPORT_EMAIL: z.string().email().default('support@ireti.ng'),
  SMS_PROVIDER_URL: optionalUrl,
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().default('Ireti'),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')
    .optional(),
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
    .optional(),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  PAYSTACK_WEBHOOK_IPS: z.string().optional(),
  /**
   * The bank that holds campaigns' permanent account numbers (issue 27): a provider_slug of
   * Paystack's GET /dedicated_account/available_providers ("wema-bank", "titan-paystack"; "test-bank"
   * in test mode). Unset: the first bank Paystack offers.
   */
  PAYSTACK_DVA_BANK: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'is a provider slug such as wema-bank')
    .optional(),
  /**
   * The ways a donor may pay at Paystack's checkout (issue 17): Paystack's channel names, comma
   * separated. Card, bank transfer and USSD by default: many donors have no card.
   */
  PAYSTACK_CHANNELS: z
    .string()
    .default('card,bank_transfer,ussd')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.enum(['card', 'bank', 'ussd', 'qr', 'mobile_money', 'bank_transfer', 'eft', 'apple_pay'], {
            error: 'is not a Paystack channel (card, bank, ussd, qr, mobile_money, bank_transfer, eft, apple_pay)',
          }),
        )
        .min(1, 'name at least one channel'),
    ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('auto'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Data rights (docs/decisions/085-data-rights.md): identity and volunteer documents are deleted this
  // many months after the decision; a paid payout's bank details this many days after it was paid.
  DOCUMENT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  PAYOUT_SETTLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Authenticator-app secrets are sealed (AES-256-GCM) with a key made from this passphrase
  // (docs/decisions/096-second-factor-secrets-and-access.md). Unset: the published development key.
  SECOND_FACTOR_KEY: z.preprocess(unsetIfEmpty, z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  JOBS: z.enum(['on', 'off']).default('on'),
  // On SIGTERM/SIGINT, how long /readyz answers 503 before the listener closes: at least the load
  // balancer's health-check interval × its fall count (docs/operations.md "Rolling restarts").
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // The embedded default's daily backup into DATA_DIR/backups, seven kept (backups.ts); ignored with DATABASE_URL.
  BACKUPS: z.enum(['daily', 'off']).default('daily'),
  // default: on, but off under NODE_ENV=test (see loadConfig)
  PUBLIC_CACHE: z.enum(['on', 'off']).optional(),
  // The server's render of the first pages (decision 107); it needs the web app's SSR bundle
  // (`<WEB_DIST>-ssr/entry-server.js`), without which every page is the shell.
  SERVER_RENDER: z.enum(['on', 'off']).default('on'),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  WEB_DIST: z.string().optional(),
  // Prometheus metrics on their own listener, off unless a port is set (docs/decisions/081-metrics.md).
  METRICS_PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.preprocess(unsetIfEmpty, z.string().min(16, 'must be at least 16 characters').optional()),
});

/**
 * TRUST_PROXY (docs/decisions/007-proxy-trust.md): off, a number of proxies in front, or a
 * comma-separated list of their addresses/CIDRs (or proxy-addr's names loopback, linklocal,
 * uniquelocal). Never `true`: that would let any client set its own address.
 */
export type TrustProxy = false | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'off' || v === 'false' || v === '0') return false;
  if (v === 'true' || v === 'on' || v === '*')
    return "would trust every client's own X-Forwarded-For; give the number of proxies in front of Ireti (e.g. 1) or their addresses";
  if (/^\d+$/.test(v)) return Math.min(Number(v), 10);
  const items = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = items.filter((x) => {
    if (PROXY_NAMES.has(x)) return false;
    const [addr, bits, ...rest] = x.split('/');
    const kind = net.isIP(addr ?? '');
    if (!kind || rest.length) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
  });
  if (bad.length || !items.length) return `is not a hop count or a list of addresses/CIDRs (${bad.join(', ') || raw})`;
  return items;
}

const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|::1|localhost|::ffff:127\.\d+\.\d+\.\d+)$/i.test(host);

/** Rules between variables, checked on the raw environment so every problem is listed at once. */
function crossChecks(env: NodeJS.ProcessEnv): string[] {
  const set = (k: string) => !!env[k] && env[k] !== '';
  const out: string[] = [];
  if (set('PAYSTACK_SECRET_KEY') !== set('PAYSTACK_PUBLIC_KEY')) out.push('PAYSTACK_PUBLIC_KEY: set both Paystack keys or neither');
  if (set('S3_BUCKET') && (!set('S3_ACCESS_KEY_ID') || !set('S3_SECRET_ACCESS_KEY') || !set('S3_PUBLIC_URL')))
    out.push('S3_BUCKET: needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL');
  if (env.NODE_ENV === 'production' && !set('DATABASE_URL')) out.push('DATABASE_URL: is required in production');
  // Every link and picture in an e-mail or SMS is absolute, from this address (issue 26): in
  // production a guessed http://localhost would send donors links that lead nowhere.
  if (env.NODE_ENV === 'production' && !set('PUBLIC_URL'))
    out.push(
      "PUBLIC_URL: is required in production (the site's public address, e.g. https://ireti.ng: every link and picture in e-mails and SMS starts with it)",
    );
  if (set('DATABASE_READ_URL') && !set('DATABASE_URL'))
    out.push('DATABASE_READ_URL: set DATABASE_URL too (the replica is of a configured PostgreSQL, not the embedded one)');
  if (set('FACEBOOK_APP_ID') !== set('FACEBOOK_APP_SECRET')) out.push('FACEBOOK_APP_SECRET: set both Facebook variables or neither');
  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (typeof trust === 'string') out.push(`TRUST_PROXY: ${trust}`);
  if (env.NODE_ENV === 'production' && env.DEV_TOOLS === 'on') out.push('DEV_TOOLS: the dev tools are never on in production');
  if (set('METRICS_PORT') && Number(env.METRICS_PORT) === Number(env.PORT || 3000))
    out.push('METRICS_PORT: must differ from PORT (the metrics have their own port)');
  if (set('METRICS_TOKEN') && !set('METRICS_PORT'))
    out.push('METRICS_TOKEN: set METRICS_PORT too (the metrics are served only on their own port)');
  if (env.SEED_DEMO === 'true' && !devToolsOn(env))
    out.push('SEED_DEMO: demo data needs the dev tools (the embedded database, or DEV_TOOLS=on), never in production');
  return out;
}

/**
 * The dev tools — the dev mailbox/outbox, the sandbox checkout's pay endpoint and demo data —
 * are on for the embedded default and for tests, or with DEV_TOOLS=on; never in production and
 * never on a configured DATABASE_URL without that opt-in (docs/decisions/062-dev-tools-and-default-install.md).
 */
function devToolsOn(env: NodeJS.ProcessEnv): boolean {
  if (env.NODE_ENV === 'production' || env.DEV_TOOLS === 'off') return false;
  if (env.DEV_TOOLS === 'on') return true;
  return !env.DATABASE_URL || env.NODE_ENV === 'test';
}

export type Config = z.infer<typeof EnvSchema> & {
  dataDir: string;
  publicUrl: string;
  isProduction: boolean;
  seedDemo: boolean;
  /** The dev mailbox, the sandbox pay endpoint and demo data (decision 062). */
  devTools: boolean;
  HOST: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (decision 007). */
  trustProxy: TrustProxy;
  /** Said at start: HOST reachable from other machines while the dev tools are on. */
  warnings: string[];
};

export class ConfigError extends Error {}
/** A start-up failure whose message is the one sentence the operator needs (server.ts prints it alone). */
export class StartupError extends Error {}

/** Parses the environment; throws one error listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...crossChecks(env),
  ];
  if (!parsed.success || problems.length) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const devTools = devToolsOn(env);
  const HOST = e.HOST ?? (devTools || !e.DATABASE_URL ? '127.0.0.1' : '0.0.0.0');
  const warnings: string[] = [];
  if (devTools && !isLoopback(HOST))
    warnings.push(
      `HOST=${HOST} with the dev tools on: anyone who can reach this port can read the dev mailbox (password-reset links) and pay sandbox donations. Use HOST=127.0.0.1, or DEV_TOOLS=off.`,
    );
  if (e.METRICS_PORT && !e.METRICS_TOKEN && !isLoopback(e.METRICS_HOST))
    warnings.push(
      `METRICS_HOST=${e.METRICS_HOST} without METRICS_TOKEN: anyone who can reach port ${e.METRICS_PORT} can read the metrics.`,
    );
  if (isProduction && !e.SECOND_FACTOR_KEY)
    warnings.push(
      'SECOND_FACTOR_KEY is not set: authenticator-app secrets are sealed with the published development key. Set a random passphrase of 32 characters or more (openssl rand -base64 48), kept outside the database.',
    );
  return {
    ...e,
    HOST,
    devTools,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) as TrustProxy,
    warnings,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    isProduction,
    seedDemo: devTools && (e.SEED_DEMO === 'auto' ? e.NODE_ENV !== 'test' : e.SEED_DEMO === 'true'),
    // Unit tests write rows straight into the database and read them back at once, faster than
    // a NOTIFY arrives; the tests that are about caching (and the journeys, and production) turn it on.
    PUBLIC_CACHE: e.PUBLIC_CACHE ?? (e.NODE_ENV === 'test' ? 'off' : 'on'),
  };
}
