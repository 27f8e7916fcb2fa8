/**
 * Web speed (issue 7): for every route, the gzip size of the JavaScript and CSS it loads before it
 * can render (the entry, the route's lazy chunk and their static imports), from the Vite manifest
 * of the built app; then Lighthouse (mobile preset, Debian's Chromium) on home, explore and a
 * campaign page of a running demo server.
 *
 *   node bench/web.ts            sizes + Lighthouse (starts its own server on :3400)
 *   node bench/web.ts --sizes    sizes only
 *   node bench/web.ts --pages=campaign,/   Lighthouse on some of the three pages only
 *   WEB_OUT_DIR=/tmp/web node bench/web.ts   build to another folder (leaves apps/web/dist alone)
 */
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitFor } from './support.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_OUT_DIR builds elsewhere, leaving apps/web/dist to a running test server.
const dist = process.env.WEB_OUT_DIR ? path.resolve(process.env.WEB_OUT_DIR) : path.join(root, 'apps/web/dist');
const BUDGET_KB = 100;

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string };

function build() {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'ignore',
    env: { ...process.env, WEB_OUT_DIR: dist },
  });
  if (r.status !== 0) throw new Error('vite build failed');
}

const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

export function routeSizes() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entry = Object.values(manifest).find((c) => c.isEntry)!;
  const routesSrc = readFileSync(path.join(root, 'apps/web/src/app/routes.ts'), 'utf8');
  const routes = [...routesSrc.matchAll(/path: '([^']+)', load: \(\) => import\('\.\.\/(features\/[^']+)'\)/g)].map((m) => ({
    path: m[1]!,
    src: `src/${m[2]}`,
  }));
  const collect = (key: string, seen: Set<string>, files: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const c = manifest[key];
    if (!c) return;
    files.add(c.file);
    for (const css of c.css ?? []) files.add(css);
    for (const i of c.imports ?? []) collect(i, seen, files);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry)!;
  return routes.map((r) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    collect(entryKey, seen, files);
    collect(r.src, seen, files);
    let js = 0;
    let css = 0;
    for (const f of files) {
      if (f.endsWith('.css')) css += gz(f);
      else js += gz(f);
    }
    return { route: r.path, jsKB: js / 1024, cssKB: css / 1024, totalKB: (js + css) / 1024 };
  });
}

async function lighthouseRuns(base: string, paths: string[]) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chromePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const out = [];
  try {
    for (const p of paths) {
      const run = () =>
        lighthouse(`${base}${p}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          formFactor: 'mobile',
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        });
      let result = await run();
      // Lighthouse now and then loses the trace (NO_NAVSTART): a second run, said so in the table.
      const retried = !!result?.lhr.runtimeError;
      if (retried) result = await run();
      const lhr = result!.lhr;
      if (process.env.LH_SAVE) writeFileSync(path.join(process.env.LH_SAVE, `lhr${p.replace(/\//g, '_')}.json`), JSON.stringify(lhr));
      out.push({
        page: p,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        LCP_ms: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        TBT_ms: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        error:
          (lhr.runtimeError?.code ?? (lhr.audits['largest-contentful-paint']?.errorMessage ?? '').slice(0, 60)) +
          (retried ? ' (second run)' : ''),
        failedA11y: Object.values(lhr.audits)
          .filter(
            (a) => a.scoreDisplayMode === 'binary' && a.score === 0 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
          )
          .map((a) => a.id),
      });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

async function main() {
  build();
  const sizes = routeSizes();
  console.log('\nJavaScript + CSS loaded first per route (gzip, KB):');
  console.table(sizes.map((s) => ({ route: s.route, js: s.jsKB.toFixed(1), css: s.cssKB.toFixed(1), total: s.totalKB.toFixed(1) })));
  const home = sizes.find((s) => s.route === '/')!;
  console.log(
    `home route: ${home.totalKB.toFixed(1)} KB (budget ${BUDGET_KB} KB) → ${home.totalKB <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  );
  if (process.argv.includes('--sizes')) return;

  const port = 3400;
  const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.ts')], {
    env: { ...process.env, PORT: String(port), E2E_PG_PORT: '54600', E2E_WEB_DIST: dist },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, 500);
    const list = await (await fetch(`${base}/api/v1/campaigns/all?page=1&per_page=1`)).json().catch(() => null);
    const campaignId = list?.entity?.transactions?.[0]?.campaign_id;
    const only = process.argv
      .find((a) => a.startsWith('--pages='))
      ?.slice(8)
      .split(',');
    const pages = ['/', '/campaigns', ...(campaignId ? [`/campaign/${campaignId}`] : [])].filter(
      (p) => !only || only.some((o) => (o === 'campaign' ? p.startsWith('/campaign/') : o === p)),
    );
    console.log('\nLighthouse 13, mobile preset (simulated slow 4G, 4× CPU slowdown):');
    console.table(await lighthouseRuns(base, pages));
  } finally {
    server.kill('SIGINT');
  }
}

await main();
