import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSerializer } from './http/contract.ts';
import { surfaceSharedStore } from './http/rate-limit-store.ts';
import type { AppContext } from './context.ts';
import { authPlugin } from './http/auth.ts';
import { userForToken } from './modules/accounts/index.ts';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import { PublicCache, publicCachePlugin } from './http/public-cache.ts';
import { contentSecurityPolicy, webPlugin, type MetaResolver } from './http/web.ts';
import { logRedaction } from './http/log-redaction.ts';
import { requestLogOptions } from './http/request-log.ts';
import { memoryLimiter, redisLimiter, type Limiter } from './lib/limiter.ts';
import { modules } from './modules/index.ts';
import { mediaServing } from './modules/media/index.ts';
import { Code } from '@ireti/shared';
import { envelope, ok } from './http/envelope.ts';
import { createProbe } from './db/client.ts';
import { replyOf } from '@ireti/shared/contract';
import { healthSchema, readyReplies } from '@ireti/shared/health';
import type { Metrics } from './metrics/registry.ts';
import { registerRequestMetrics } from './metrics/server.ts';
import { apiV2, V2_PREFIX } from './api-v2.ts';

export type App = FastifyInstance & { withTypeProvider: FastifyInstance['withTypeProvider'] };
export type ZApp = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    limiter: Limiter;
    /** Set on SIGTERM (server.ts): /readyz answers 503 so the load balancer sends no new requests. */
    draining: boolean;
  }
}

export const MAX_JSON_BODY = 256 * 1024;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; when absent, only the API is served. */
  webDist?: string;
  /** Prometheus metrics (METRICS_PORT): requests are timed and the public cache counted into them. */
  metrics?: Metrics;
}

const hopCount = (n: number) => (_address: string, hop: number) => hop < n;

/** Plugins in a fixed order — external, then ours, then the modules (docs/style.md: fastify/demo). */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Every logger gets the redaction of secrets (tokens in links, credentials); see http/log-redaction.ts.
  const logger =
    opts.logger && typeof opts.logger === 'object'
      ? { ...logRedaction, ...opts.logger, serializers: { ...logRedaction.serializers, ...opts.logger.serializers } }
      : opts.logger === true
        ? logRedaction
        : false;
  const app = Fastify({
    logger,
    // One line per request (http/request-log.ts).
    ...requestLogOptions(),
    bodyLimit: MAX_JSON_BODY,
    // Only the configured proxies may name the client (docs/decisions/007-proxy-trust.md). Fastify
    // ignores a bare hop count (it fails closed), so a count is the classic "trust the nearest n".
    trustProxy: typeof ctx.config.trustProxy === 'number' ? hopCount(ctx.config.trustProxy) : ctx.config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    ajv: undefined,
  });
  app.setValidatorCompiler(validatorCompiler);
  // In tests a broken reply fails the test (console.error is an error there); elsewhere it is logged.
  app.setSerializerCompiler(contractSerializer((m) => (ctx.config.NODE_ENV === 'test' ? console.error(m) : app.log.error(m))));
  app.decorate('ctx', ctx);
  // The job queues are known before the first request: an enqueue inside a request's transaction
  // must never wait for a second pool connection (jobs/queue.ts, knowQueues).
  app.addHook('onReady', async () => {
    await ctx.jobs.knowQueues();
  });
  app.decorate('pageMeta', [] as MetaResolver[]);
  app.decorate('draining', false);
  if (opts.metrics) registerRequestMetrics(app, opts.metrics);

  const redis = ctx.config.REDIS_URL
    ? new Redis(ctx.config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  app.decorate('limiter', redis ? redisLimiter(redis) : memoryLimiter());
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => {});
  });

  // external
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(ctx.config) },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(rateLimit, {
    global: false,
    // One counter per route for both surfaces (/api/v1 and /api/v2), in memory or in Redis.
    store: surfaceSharedStore(redis, 'ireti:rl:'),
    skipOnError: true,
    errorResponseBuilder: (_req, c) => ({
      statusCode: 429,
      ...envelope(Code.TOO_MANY_REQUESTS, `Too many requests. Please try again in ${Math.ceil(c.ttl / 1000)} seconds.`, null),
    }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 }, throwFileSizeLimit: true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ireti API',
        version: '1.0.0',
        description: 'Every reply is { status: { code, desc }, entity }. Code 100 is success.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // /api/v2 is the original client's copy of /api/v1 (decision 084): not documented here.
    transform: (doc) => (doc.url.startsWith(`${V2_PREFIX}/`) ? { schema: { hide: true }, url: doc.url } : jsonSchemaTransform(doc)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // ours
  registerErrorHandling(app);
  registerNulGuard(app);
  await app.register(authPlugin, { resolve: (token: string) => userForToken(ctx.db, token, ctx.config.SESSION_TTL_DAYS) });
  await app.register(publicCachePlugin, {
    cache: ctx.config.PUBLIC_CACHE === 'on' ? new PublicCache({ ttlMs: ctx.config.PUBLIC_CACHE_TTL_MS }) : null,
    pool: ctx.db.$client,
    log: (m, err) => app.log.warn({ err }, m),
  });
  opts.metrics?.watchPublicCache(app.publicCache);
  // Answers of 1 KB and more go compressed to a client that asks (every browser): the API's JSON,
  // the campaign page's HTML; the built files are already compressed on disk (web.ts). After the
  // public cache, which keeps (and tags) the uncompressed answer. Brotli at quality 4 and gzip at 6:
  // most of the saving for a small part of the CPU of their highest levels (decision 080).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  app.addHook('onSend', async (req, reply, payload) => {
    // A hashed asset never changes and is fetched by every first visit: no per-request id on it
    // (each header line is bytes on a phone's paid data; bench/web.ts --journey).
    if (!String(reply.getHeader('cache-control') ?? '').includes('immutable')) reply.header('x-request-id', req.id);
    if (req.url.startsWith('/api/')) {
      const policy = reply.getHeader('cache-control');
      // A reply to a signed-in request is that person's: `private`, so no shared cache (and not the
      // service worker, which everyone on the phone reads offline) keeps it (issue 23).
      if (req.headers.authorization && !/(^|[\s,])private([\s,=]|$)/i.test(String(policy ?? '')))
        reply.header('cache-control', 'private, no-store');
      else reply.header('cache-control', policy ?? 'no-store');
    }
    return payload;
  });

  const probes = app.withTypeProvider<ZodTypeProvider>();
  probes.get('/healthz', { schema: { response: replyOf(healthSchema) } }, async () => ok({ ok: true as const }));
  const probe = createProbe(ctx.db.$client);
  app.addHook('onClose', async () => probe.close());
  probes.get('/readyz', { schema: { response: readyReplies } }, async (_req, reply) => {
    if (app.draining) return reply.code(503).send(envelope(Code.UNEXPECTED, 'shutting down', { draining: true as const }));
    try {
      await probe.check();
      return ok({ database: 'up' as const });
    } catch {
      return reply.code(503).send(envelope(Code.UNEXPECTED, 'database unavailable', { database: 'down' as const }));
    }
  });

  // modules, all under /api/v1
  await app.register(
    async (api) => {
      const z = api.withTypeProvider<ZodTypeProvider>();
      for (const mod of modules) await z.register(mod.routes);
    },
    { prefix: '/api/v1' },
  );
  // the same module routes again, in the reply shapes of the original web client (decision 084)
  await app.register(apiV2(modules.map((m) => m.routes)), { prefix: V2_PREFIX });

  await app.register(mediaServing);
  if (opts.webDist) await app.register(webPlugin, { dist: opts.webDist, config: ctx.config });
  return app;
}
