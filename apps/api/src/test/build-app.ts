import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
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

/** The web app's shell as the tests serve it (the browser's build is not needed to answer pages). */
export const WEB_SHELL =
  '<!doctype html><html><head><title>Ireti · Crowdfunding for Nigeria</title></head><body><div id="root"></div></body></html>';

export interface WebOptions {
  /** index.html of the served web folder (WEB_SHELL by default). */
  shell?: string;
  /** Builds the server's render bundle (apps/web/src/entry-server.tsx) into the folder (decision 107). */
  ssr?: boolean;
}

const WEB_SOURCE = path.resolve(import.meta.dirname, '../../../web');

/** A web folder under `dir` holding the shell (and the server's bundle, if asked): the app serves pages from it. */
export async function webFolder(dir: string, o: WebOptions = {}): Promise<string> {
  const out = path.join(dir, 'web');
  if (o.ssr) {
    await promisify(execFile)(
      path.resolve(WEB_SOURCE, '../../node_modules/.bin/vite'),
      ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'error'],
      { cwd: WEB_SOURCE, env: { ...process.env, WEB_OUT_DIR: out } },
    );
  }
  await fs.mkdir(out, { recursive: true });
  await fs.writeFile(path.join(out, 'index.html'), o.shell ?? WEB_SHELL);
  return out;
}

/**
 * Boots the real app on a fresh database (docs/style.md: build(t)); env adds or overrides config;
 * web serves the web app's pages too (share tags, Save-Data, the server's render).
 */
export async function buildTestApp(
  opts: { env?: Record<string, string>; overrides?: ContextOverrides; web?: WebOptions } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env });
  const ctx = createContext(config, database, { log: { error: () => {} }, ...opts.overrides });
  const webDist = opts.web ? await webFolder(dataDir, opts.web) : undefined;
  const app = await buildApp(ctx, {
    ...(process.env.DEBUG_LOG ? { logger: { level: 'error' } } : {}),
    ...(webDist ? { webDist } : {}),
  });
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

/**
 * The public cache listens, and every notice of a change committed before now has reached it: a
 * ping sent now arrives after them (PostgreSQL delivers notifications in commit order).
 */
export async function noticesArrived(t: Pick<TestApp, 'app' | 'database'>) {
  const cache = t.app.publicCache!;
  for (let i = 0; i < 300 && !cache.serving; i++) await new Promise((r) => setTimeout(r, 10));
  expect(cache.serving).toBe(true);
  const sync = `ping ${Math.random()}`;
  await t.database.db.execute(sql`select pg_notify('ireti_public', ${sync})`);
  for (let i = 0; i < 300 && cache.lastNotice !== sync; i++) await new Promise((r) => setTimeout(r, 10));
  expect(cache.lastNotice).toBe(sync);
}
