import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { createContext, type ContextOverrides } from '../bootstrap.ts';
import type { AppContext } from '../context.ts';
import { freshDatabase, type TestDatabase } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  dataDir: string;
  /** inject + JSON body, with an optional bearer token. */
  call: (
    method: InjectOptions['method'],
    url: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<{ statusCode: number; body: any; headers: Record<string, unknown> }>;
  close: () => Promise<void>;
}

/** Boots the real app on a fresh database (docs/style.md: build(t)); env adds or overrides config. */
export async function buildTestApp(opts: { env?: Record<string, string>; overrides?: ContextOverrides } = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env });
  const ctx = createContext(config, database, { log: { error: () => {} }, ...opts.overrides });
  const app = await buildApp(ctx, process.env.DEBUG_LOG ? { logger: { level: 'error' } } : {});
  await app.ready();
  const call: TestApp['call'] = async (method, url, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const res = await app.inject({
      method,
      url,
      headers,
      ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {
      /* not JSON: left as text for the assertion to show */
    }
    return { statusCode: res.statusCode, body, headers: res.headers };
  };
  return {
    app,
    ctx,
    database,
    dataDir,
    call,
    close: async () => {
      await ctx.jobs.stop();
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
