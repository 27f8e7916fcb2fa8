import path from 'node:path';
import { z } from 'zod';

/**
 * Environment, parsed once (STYLE.md). Every variable is documented in docs/operations.md.
 * Unset production adapters fall back to the embedded defaults (DESIGN.md §2).
 */
const optionalUrl = z.string().url().optional().or(z.literal('').transform(() => undefined));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: optionalUrl,
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    REDIS_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Ireti <no-reply@ireti.ng>'),
    SUPPORT_EMAIL: z.string().email().default('support@ireti.ng'),
    SMS_PROVIDER_URL: optionalUrl,
    SMS_API_KEY: z.string().optional(),
    SMS_SENDER_ID: z.string().default('Ireti'),
    PAYSTACK_SECRET_KEY: z.string().regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_').optional(),
    PAYSTACK_PUBLIC_KEY: z.string().regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_').optional(),
    PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
    PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    PAYSTACK_WEBHOOK_IPS: z.string().optional(),
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
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
    JOBS: z.enum(['on', 'off']).default('on'),
    // default: on, but off under NODE_ENV=test (see loadConfig)
    PUBLIC_CACHE: z.enum(['on', 'off']).optional(),
    PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    WEB_DIST: z.string().optional(),
  });

/** Rules between variables, checked on the raw environment so every problem is listed at once. */
function crossChecks(env: NodeJS.ProcessEnv): string[] {
  const set = (k: string) => !!env[k] && env[k] !== '';
  const out: string[] = [];
  if (set('PAYSTACK_SECRET_KEY') !== set('PAYSTACK_PUBLIC_KEY')) out.push('PAYSTACK_PUBLIC_KEY: set both Paystack keys or neither');
  if (set('S3_BUCKET') && (!set('S3_ACCESS_KEY_ID') || !set('S3_SECRET_ACCESS_KEY') || !set('S3_PUBLIC_URL')))
    out.push('S3_BUCKET: needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL');
  if (env.NODE_ENV === 'production' && !set('DATABASE_URL')) out.push('DATABASE_URL: is required in production');
  if (set('FACEBOOK_APP_ID') !== set('FACEBOOK_APP_SECRET')) out.push('FACEBOOK_APP_SECRET: set both Facebook variables or neither');
  return out;
}

export type Config = z.infer<typeof EnvSchema> & {
  dataDir: string;
  publicUrl: string;
  isProduction: boolean;
  seedDemo: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws one error listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = [...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)), ...crossChecks(env)];
  if (!parsed.success || problems.length) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    isProduction,
    seedDemo: e.SEED_DEMO === 'auto' ? !isProduction && e.NODE_ENV !== 'test' : e.SEED_DEMO === 'true',
    // Unit tests write rows straight into the database and read them back at once, faster than
    // a NOTIFY arrives; the tests that are about caching (and the journeys, and production) turn it on.
    PUBLIC_CACHE: e.PUBLIC_CACHE ?? (e.NODE_ENV === 'test' ? 'off' : 'on'),
  };
}
