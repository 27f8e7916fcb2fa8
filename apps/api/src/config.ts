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
    WEB_DIST: z.string().optional(),
  })
  .superRefine((e, ctx) => {
    if (!!e.PAYSTACK_SECRET_KEY !== !!e.PAYSTACK_PUBLIC_KEY)
      ctx.addIssue({ code: 'custom', path: ['PAYSTACK_PUBLIC_KEY'], message: 'set both Paystack keys or neither' });
    if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' });
    if (e.NODE_ENV === 'production' && !e.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required in production' });
    if (!!e.FACEBOOK_APP_ID !== !!e.FACEBOOK_APP_SECRET)
      ctx.addIssue({ code: 'custom', path: ['FACEBOOK_APP_SECRET'], message: 'set both Facebook variables or neither' });
  });

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
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    isProduction,
    seedDemo: e.SEED_DEMO === 'auto' ? !isProduction && e.NODE_ENV !== 'test' : e.SEED_DEMO === 'true',
  };
}
