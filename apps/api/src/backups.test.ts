import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/index.ts';
import { createDb, createPool } from './db/client.ts';
import { tryPort } from './db/embedded.ts';
import { createContext } from './bootstrap.ts';
import { buildApp } from './app.ts';
import type { AppContext } from './context.ts';
import { seedReference } from './modules/reference/reference.service.ts';
import { restoreSite, backupsDir, scheduleDailyBackups } from './backups.ts';
import { BackupError, libpqTarget, listBackups, pruneBackups, verifyBackup } from './db/backup.ts';
import { createUser } from './test/factories.ts';
import { expectIntegrity, give, liveCampaign } from './modules/payments/testing.ts';

const run = promisify(execFile);
const API_SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * Backups that restore (decision 077): seed, donate through the real paths, back up, donate once
 * more, destroy, restore → the users, campaigns, donations and ledger of the moment of the backup,
 * the uploads back, and the site starts on it. The embedded default (a physical base backup)
 * always; pg_dump/pg_restore on the machine's PostgreSQL when TEST_DATABASE_URL is set.
 */
const temps: string[] = [];
afterAll(async () => {
  for (const d of temps) await fs.rm(d, { recursive: true, force: true });
});
const tempDir = async () => {
  const d = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-backup-'));
  temps.push(d);
  return d;
};

interface Site {
  app: FastifyInstance;
  ctx: AppContext;
  close: () => Promise<void>;
}

async function startSite(config: Config, database: { db: AppContext['db']; close: () => Promise<void> }): Promise<Site> {
  await seedReference(database.db); // as server.ts does at every start
  const ctx = createContext(config, database, { log: { error: () => {} } });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    close: async () => {
      await ctx.jobs.stop();
      await app.close();
      await database.close();
    },
  };
}

/** What must come back: every user, campaign, donation and the ledger's balances. */
async function snapshot(ctx: AppContext) {
  const q = async (query: ReturnType<typeof sql>) => (await ctx.db.execute(query)).rows;
  return {
    users: await q(sql`select id, email, first_name, last_name from users order by id`),
    campaigns: await q(
      sql`select f.id, f.title, f.status, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo, f.goal_kobo from campaign_facts f left join campaign_money m on m.campaign_id = f.id order by f.id`,
    ),
    donations: await q(sql`select reference, amount_kobo, status, campaign_id from donations order by reference`),
    ledger: await q(sql`select a.kind, a.id, sum(e.amount_kobo)::text as balance, count(*)::int as entries
                         from ledger_entries e join ledger_accounts a on a.id = e.account_id group by a.kind, a.id order by a.id`),
  };
}

/** A site with an owner, a live campaign, three paid gifts and an upload on disk. */
async function seed(site: Site, dataDir: string) {
  const owner = await createUser(site.ctx.db, { email: `owner-${randomBytes(8).toString('hex')}@example.ng` });
  const campaign = await liveCampaign(site, owner.id);
  for (const amount of [5000, 12000, 7500]) {
    const { verify } = await give(site, campaign.publicId, amount);
    expect(verify.body.status.code).toBe(100);
  }
  const upload = path.join(dataDir, 'uploads', 'public', 'campaigns', 'c1.webp');
  await fs.mkdir(path.dirname(upload), { recursive: true });
  await fs.writeFile(upload, randomBytes(2048));
  return { campaign, upload, uploadBytes: await fs.readFile(upload) };
}

async function expectRestored(
  site: Site,
  before: Awaited<ReturnType<typeof snapshot>>,
  campaignId: number,
  s: Awaited<ReturnType<typeof seed>>,
) {
  expect(await snapshot(site.ctx)).toEqual(before);
  await expectIntegrity(site);
  expect(await fs.readFile(s.upload)).toEqual(s.uploadBytes);
  const ready = await site.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  const page = await site.app.inject({ method: 'GET', url: `/api/v1/campaign/${s.campaign.publicId}` });
  expect(page.statusCode).toBe(200);
  const raised = (before.campaigns.find((c) => Number(c.id) === campaignId) as { pledged_kobo: number }).pledged_kobo;
  expect(Number(raised)).toBe(24_500 * 100);
}

describe('backups (embedded default: a physical base backup)', () => {
  it('backs up, and after the data folder is destroyed puts the same site back', { timeout: 120_000 }, async () => {
    const dataDir = await tempDir();
    const port = (await tryPort(0))!;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), LOG_LEVEL: 'silent' });
    let site = await startSite(config, await openDatabase(config));
    const s = await seed(site, dataDir);
    const before = await snapshot(site.ctx);

    // Taken while the site runs, by the embedded default's daily timer (none yet: it takes one at its first look).
    const messages: string[] = [];
    const timer = scheduleDailyBackups(config, { info: (m) => messages.push(m), error: (m) => messages.push(m) }, { firstAfterMs: 0 });
    for (let i = 0; i < 600 && !messages.length; i++) await new Promise((r) => setTimeout(r, 100));
    await timer.stop();
    expect(messages).toEqual([expect.stringMatching(/^daily backup written to /)]);
    const [name] = await listBackups(backupsDir(config));
    const folder = path.join(backupsDir(config), name!);
    const manifest = await verifyBackup(folder);
    expect(manifest.kind).toBe('physical');
    expect(manifest.serverVersion).toMatch(/^17\./);
    expect(manifest.migration).toMatch(/^\d{4}_/);
    expect(manifest.uploads).toBe(true);
    expect(manifest.files.map((f) => f.path)).toContain('uploads/public/campaigns/c1.webp');
    expect(manifest.files.map((f) => f.path)).toContain('pg/backup_label');

    // A gift after the backup is not in it; then the site's data is lost.
    await give(site, s.campaign.publicId, 3000);
    await expect(restoreSite(config, folder)).rejects.toThrow(/Ireti is running on .*; stop it first/);
    await site.close();
    await fs.rm(path.join(dataDir, 'pg'), { recursive: true, force: true });
    await fs.rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });

    const { setAside } = await restoreSite(config, folder);
    expect(setAside).toEqual([]);
    site = await startSite(config, await openDatabase(config));
    try {
      await expectRestored(site, before, s.campaign.id, s);
    } finally {
      await site.close();
    }
  });

  it('refuses a damaged backup before touching anything, and keeps the newest seven', async () => {
    const root = await tempDir();
    const folder = path.join(root, '2026-01-01T00-00-00Z');
    await fs.mkdir(path.join(folder, 'uploads'), { recursive: true });
    await fs.writeFile(path.join(folder, 'uploads', 'a'), 'abc');
    await fs.writeFile(
      path.join(folder, 'manifest.json'),
      JSON.stringify({ format: 1, kind: 'physical', files: [{ path: 'uploads/a', size: 3, sha256: '0'.repeat(64) }] }),
    );
    await expect(verifyBackup(folder)).rejects.toThrow(BackupError);
    await expect(verifyBackup(folder)).rejects.toThrow('uploads/a differs from the manifest');
    for (let d = 2; d <= 9; d++) await fs.cp(folder, path.join(root, `2026-01-0${d}T00-00-00Z`), { recursive: true });
    const gone = await pruneBackups(root, 7);
    expect(gone.map((g) => path.basename(g))).toEqual(['2026-01-01T00-00-00Z', '2026-01-02T00-00-00Z']);
    expect(await listBackups(root)).toHaveLength(7);
    expect(existsSync(path.join(root, '2026-01-09T00-00-00Z'))).toBe(true);
  });
});

describe('pg_dump and pg_restore are given a database URL', () => {
  it('without its password, which goes in PGPASSWORD (a command line is visible to anyone on the machine)', () => {
    const t = libpqTarget('postgres://ireti:p%40ss%3Aw0rd@db.example:5432/ireti?sslmode=require');
    expect(t.dbname).toBe('postgres://ireti@db.example:5432/ireti?sslmode=require');
    expect(t.env.PGPASSWORD).toBe('p@ss:w0rd');
    expect(libpqTarget('postgres://postgres@127.0.0.1:5432/x').env.PGPASSWORD).toBe(process.env.PGPASSWORD);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('backups of a configured DATABASE_URL (pg_dump, pg_restore by server version)', () => {
  it('dumps, and restores into a new empty database the same site', { timeout: 120_000 }, async () => {
    const serverUrl = inject('pgServerUrl');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const names = [`bk_${randomBytes(5).toString('hex')}`, `bk_${randomBytes(5).toString('hex')}`];
    const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
    try {
      await admin.query(`create database ${names[0]} template ${inject('pgTemplate')}`);
      const dataDir = await tempDir();
      let config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: urlOf(names[0]!), DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      let pool = createPool(config.DATABASE_URL!, 5);
      let site = await startSite(config, { db: createDb(pool), close: () => pool.end() });
      const s = await seed(site, dataDir);
      const before = await snapshot(site.ctx);
      // As an operator does: `npm run backup` with the site's settings (the URL's password never
      // on a command line or in what it prints; this server trusts local connections anyway).
      const withPassword = (name: string) => Object.assign(new URL(urlOf(name)), { password: 'pw-not-to-be-seen' }).toString();
      const cli = (script: string, env: Record<string, string>, ...args: string[]) =>
        run(process.execPath, [path.join(API_SRC, 'cli', script), ...args], {
          env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
        });
      const backedUp = await cli('backup.ts', { DATABASE_URL: withPassword(names[0]!) });
      expect(backedUp.stdout).toMatch(/backup written to .*\(pg_dump\)/);
      expect(backedUp.stdout + backedUp.stderr).not.toContain('pw-not-to-be-seen');
      const [folder] = (await listBackups(backupsDir(config))).map((n) => path.join(backupsDir(config), n));
      const manifest = await verifyBackup(folder!);
      expect(manifest.kind).toBe('pg_dump');
      expect(manifest.files.map((f) => f.path)).toContain('database.dump');

      await site.close();
      await admin.query(`drop database ${names[0]} with (force)`);
      await fs.rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });

      // Into an empty database only.
      await admin.query(`create database ${names[1]} template template0`);
      config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: urlOf(names[1]!), DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const restored = await cli('restore.ts', { DATABASE_URL: withPassword(names[1]!) }, '--', folder!);
      expect(restored.stdout).toContain('[ireti] restored the backup of');
      expect(restored.stdout + restored.stderr).not.toContain('pw-not-to-be-seen');
      await expect(restoreSite(config, folder!)).rejects.toThrow(/is not empty/);
      pool = createPool(config.DATABASE_URL!, 5);
      const database = { db: createDb(pool), close: () => pool.end() };
      site = await startSite(config, database);
      try {
        await expectRestored(site, before, s.campaign.id, s);
      } finally {
        await site.close();
      }
    } finally {
      for (const n of names) await admin.query(`drop database if exists ${n} with (force)`);
      await admin.end();
    }
  });
});
