/**
 * Image uploads and memory: starts the API (production mode, a database of its own, a temporary
 * DATA_DIR) on a free port, then sends 20 maximum-size uploads at once — 40-megapixel PNGs just
 * under the 10 MB limit, to the campaign picture, profile photo and verification image routes,
 * each from its own account — and prints the API's peak RSS growth over its idle RSS after one
 * small upload (sharp loaded). Target: ≤ +200 MB.
 *
 *   node_modules/.bin/node bench/uploads.ts    (BENCH_DATABASE_URL, default the machine's postgres://postgres@127.0.0.1:5432)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createDb, createPool } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedReference } from '../apps/api/src/modules/reference/reference.service.ts';
import { createSession } from '../apps/api/src/modules/accounts/index.ts';
import { MAX_FILE_BYTES, MAX_INPUT_PIXELS } from '../apps/api/src/modules/media/media.image.ts';
import { sqlOnce, waitFor } from './support.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = `ireti_bench_uploads_${randomBytes(3).toString('hex')}`;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const WIDTH = 8000;
const HEIGHT = MAX_INPUT_PIXELS / WIDTH; // 5000: exactly the pixel limit

const serverUrl = new URL(SERVER);

/** One statement on the server's maintenance database (create and drop the bench's own). */
const admin = (statement: string) => sqlOnce(serverUrl.toString(), statement);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const rssMB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/**
 * A PNG of exactly the pixel limit whose file is just under the size limit: a gradient (cheap to
 * compress) with enough rows of noise to bring the file near 10 MB.
 */
async function maximumPng(): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  const gradient = (from: number, to: number) => {
    for (let y = from, o = from * WIDTH * 3; y < to; y++) {
      for (let x = 0; x < WIDTH; x++, o += 3) {
        raw[o] = (x * 255) / WIDTH;
        raw[o + 1] = (y * 255) / HEIGHT;
        raw[o + 2] = 128;
      }
    }
  };
  const make = (noiseRows: number) => {
    gradient(noiseRows, HEIGHT);
    randomBytesInto(raw.subarray(0, noiseRows * WIDTH * 3));
    return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 }, limitInputPixels: false })
      .png({ compressionLevel: 6 })
      .toBuffer();
  };
  const target = MAX_FILE_BYTES - 64 * 1024; // the multipart limit counts the file only; a little room for rounding
  let rows = Math.floor(HEIGHT * 0.08);
  for (let i = 0; i < 5; i++) {
    const png = await make(rows);
    if (png.length <= target && png.length > target * 0.97) return png;
    rows = Math.floor((rows * target * 0.99) / png.length);
  }
  throw new Error('could not make a PNG just under the size limit');
}

function randomBytesInto(b: Buffer) {
  for (let o = 0; o < b.length; o += 65_536) randomBytes(Math.min(65_536, b.length - o)).copy(b, o);
}

async function upload(base: string, route: string, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
  const res = await fetch(`${base}${route}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { status: { code: number; desc: string } };
  return { route: route.replace(/\?.*/, ''), http: res.status, code: body.status.code, desc: body.status.desc };
}

interface Run {
  label: string;
  env: Record<string, string>;
}
/** The same burst against the default allocator and against glibc limited to two arenas (docs/performance.md). */
const RUNS: Run[] = [
  { label: 'glibc malloc, default arenas', env: {} },
  { label: 'MALLOC_ARENA_MAX=2', env: { MALLOC_ARENA_MAX: '2' } },
];

async function runOnce(run: Run, big: Buffer, small: Buffer) {
  const name = `${NAME}_${RUNS.indexOf(run)}`;
  const dbUrl = new URL(SERVER);
  dbUrl.pathname = `/${name}`;
  await admin(`create database ${name}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ireti-bench-uploads-'));
  let api: ChildProcess | undefined;
  try {
    const pool = createPool(dbUrl.toString(), 4);
    const db = createDb(pool);
    await migrate(pool);
    await seedReference(db);
    const users = await pool.query<{ id: string }>(`
      insert into users (email, first_name, last_name, identity_status, email_verified_at, state_id, lga_id)
      select 'uploader' || i || '@bench.ireti.ng', 'Uploader', 'Bench' || i, 'approved', now(), 25, 508 from generate_series(1, ${UPLOADS + 1}) i returning id`);
    const ids = users.rows.map((r) => Number(r.id));
    const campaigns = await pool.query<{ public_id: string }>(`
      insert into campaigns (public_id, owner_id, title, summary, goal_kobo, category, type, status, verified_at)
      select 'benchup' || lpad(i::text, 4, '0'), (array[${ids.join(',')}])[i], 'Bench campaign ' || i, 'Upload test',
        100000000, 'Health', 'Non-reward based', 1, now()
      from generate_series(1, ${UPLOADS + 1}) i order by i returning public_id`);
    const tokens = await Promise.all(ids.map((id) => createSession(db, id, 1)));
    await pool.end();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
      env: {
        ...process.env,
        ...run.env,
        NODE_ENV: 'production',
        DATABASE_URL: dbUrl.toString(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        JOBS: 'off',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        PUBLIC_URL: base,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${base}/readyz`);

    // Idle, with sharp loaded: one small upload by the spare account.
    const warm = await upload(base, `/api/v1/image/upload?campaign=${campaigns.rows[UPLOADS]!.public_id}`, tokens[UPLOADS]!, small);
    if (warm.code !== 100) throw new Error(`warm-up upload failed: ${JSON.stringify(warm)}`);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssMB(api.pid!);

    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMB(api!.pid!));
    }, 10);
    const started = performance.now();
    const routes = Array.from({ length: UPLOADS }, (_, i) =>
      i % 2 === 0
        ? `/api/v1/image/upload?campaign=${campaigns.rows[i]!.public_id}`
        : i % 4 === 1
          ? '/api/v1/account/image'
          : '/api/v1/account/imageverification',
    );
    const results = await Promise.all(routes.map((route, i) => upload(base, route, tokens[i]!, big)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMB(api.pid!));

    const byOutcome = new Map<string, number>();
    for (const r of results) {
      const k = `${r.route} → ${r.http} ${r.code}${r.code === 100 ? '' : ` (${r.desc})`}`;
      byOutcome.set(k, (byOutcome.get(k) ?? 0) + 1);
    }
    console.log(`\n${run.label}: ${UPLOADS} simultaneous uploads, all answered in ${seconds.toFixed(1)} s:`);
    for (const [k, n] of byOutcome) console.log(`  ${n} × ${k}`);
    console.log(
      `  API RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth +${(peak - idle).toFixed(0)} MB (target ≤ +200 MB: ${peak - idle <= 200 ? 'met' : 'NOT met'})`,
    );
    if (results.some((r) => r.code !== 100)) process.exitCode = 1;
  } finally {
    api?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`making a ${WIDTH}×${HEIGHT} PNG just under ${MAX_FILE_BYTES / 1024 / 1024} MB…`);
  const big = await maximumPng();
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  console.log(
    `  ${(big.length / 1024 / 1024).toFixed(2)} MB, ${((WIDTH * HEIGHT) / 1e6).toFixed(0)} megapixels; each run: ${UPLOADS} uploads at once (half campaign pictures, half profile and verification images), each by its own account`,
  );
  for (const run of process.env.BENCH_ARENAS === 'default' ? RUNS.slice(0, 1) : RUNS) await runOnce(run, big, small);
}

await main();
