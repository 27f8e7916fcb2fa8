/**
 * Web speed (issue 7): for every route, the gzip size of the JavaScript and CSS it loads before it
 * can render (the entry, the route's lazy chunk and their static imports), from the Vite manifest
 * of the built app; then Lighthouse (mobile preset, Debian's Chromium) on home, explore and a
 * campaign page of a running demo server.
 *
 *   node bench/web.ts            sizes + Lighthouse (starts its own server on a free port)
 *   node bench/web.ts --sizes    sizes only
 *   node bench/web.ts --pages=campaign,/   Lighthouse on some of the three pages only
 *   node bench/web.ts --warm     Lighthouse on a return visit: each page visited first until its
 *                                service worker controls it, storage kept (issue 17)
 *   node bench/web.ts --journey  the bytes a phone downloads for home → a campaign → the donate
 *                                dialog, normal and in low-data mode (issue 17), pictures included
 *                                (JOURNEY_DETAIL=1 lists every request with its bytes)
 *   WEB_OUT_DIR=/tmp/web node bench/web.ts   build to another folder (leaves apps/web/dist alone)
 *   node bench/web.ts --journey --no-build   measure the build already there (e.g. after `npm run build`)
 *   node bench/web.ts --languages  the home route's JavaScript + CSS (gzip) in each of the five
 *                                languages, as a phone loads it (issue 17: ≤ 100 KB in every language)
 */
import { readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
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

/** Opens `url` in the running Chromium (its DevTools port) until the service worker controls the page. */
async function installServiceWorker(port: number, url: string) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // the site registers its worker when the browser is first idle after load (src/sw/register.ts);
    // `ready` settles once it is active
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await page.close();
  } finally {
    // disconnects; the browser (chrome-launcher's) keeps running with the worker installed
    await browser.close();
  }
}

async function lighthouseRuns(base: string, paths: string[], warm = false) {
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
      // --warm: the page is visited first until its service worker controls it, and Lighthouse keeps
      // the browser's storage, so it measures a return visit with the worker installed.
      if (warm) await installServiceWorker(chrome.port, `${base}${p}`);
      const run = () =>
        lighthouse(`${base}${p}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          formFactor: 'mobile',
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
          disableStorageReset: warm,
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

/**
 * The bytes a phone downloads (what crossed the network: headers and compressed bodies, from the
 * browser's own count) for a first visit: the home page, a campaign opened from it, and its
 * donate dialog; normal, then with low-data mode on. The service worker is left out of the
 * count (it is fetched once, after the page has loaded; its size is printed beside).
 */
async function journeyBytes(base: string) {
  const { chromium, devices } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const out = [];
  try {
    for (const mode of ['normal', 'low-data'] as const) {
      const context = await browser.newContext({ ...devices['Pixel 5'], serviceWorkers: 'block' });
      if (mode === 'low-data') await context.addInitScript(() => localStorage.setItem('ireti.lowData', 'on'));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const steps: Record<string, { bytes: number; pictures: number }> = {};
      let bytes = 0;
      let pictures = 0;
      let headers = 0;
      const urls = new Map<string, string>();
      const inFlight = new Set<string>();
      let lastDone = Date.now();
      cdp.on('Network.requestWillBeSent', (e) => inFlight.add(e.requestId));
      cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
      // The response's status line and headers as they came (HTTP/1.1 sends them uncompressed).
      cdp.on('Network.responseReceivedExtraInfo', (e) => (headers += Buffer.byteLength(e.headersText ?? '')));
      const detail: [string, number, string][] = [];
      let current = 'home';
      cdp.on('Network.loadingFinished', (e) => {
        inFlight.delete(e.requestId);
        lastDone = Date.now();
        bytes += e.encodedDataLength;
        detail.push([current, e.encodedDataLength, urls.get(e.requestId) ?? '?']);
        if (new URL(urls.get(e.requestId) ?? 'data:').pathname.startsWith('/media/')) pictures += e.encodedDataLength;
      });
      cdp.on('Network.loadingFailed', (e) => {
        inFlight.delete(e.requestId);
        lastDone = Date.now();
      });
      // A step is over when nothing has been in flight for a second. (Playwright's 'networkidle'
      // is a navigation's state: after a click within the app it is already reached, and the
      // campaign's requests were counted in the next step.)
      const settle = async () => {
        const until = Date.now() + 30_000;
        while (Date.now() < until) {
          await page.waitForTimeout(100);
          if (inFlight.size === 0 && Date.now() - lastDone >= 1000) return;
        }
        throw new Error(`still loading after 30 s: ${[...inFlight].map((id) => urls.get(id) ?? id).join(', ')}`);
      };
      const step = async (name: string, act: () => Promise<unknown>) => {
        const [b0, p0] = [bytes, pictures];
        current = name;
        await act();
        await settle();
        steps[name] = { bytes: bytes - b0, pictures: pictures - p0 };
      };
      await step('home', () => page.goto(base + '/'));
      await step('campaign', async () => {
        await page.locator('main a[href^="/campaign/"]').first().click();
        await page.waitForURL(/\/campaign\/[a-z0-9]+$/);
      });
      await step('donate dialog', async () => {
        await page.getByRole('button', { name: 'Donate now' }).first().click();
        await page.getByLabel('Amount (₦)').waitFor();
      });
      const kb = (n: number) => (n / 1024).toFixed(1);
      const target = mode === 'normal' ? 300 : 120;
      out.push({
        mode,
        home_KB: kb(steps.home!.bytes),
        campaign_KB: kb(steps.campaign!.bytes),
        donate_KB: kb(steps['donate dialog']!.bytes),
        pictures_KB: kb(pictures),
        total_KB: kb(bytes),
        requests: detail.length,
        headers_KB: kb(headers),
        target_KB: target,
        within: bytes / 1024 <= target ? 'yes' : 'NO',
      });
      if (process.env.JOURNEY_DETAIL)
        for (const name of Object.keys(steps))
          console.log(
            `${mode}, ${name}: ${detail.filter((d) => d[0] === name).length} requests`,
            detail
              .filter((d) => d[0] === name)
              .sort((a, b) => b[1] - a[1])
              .map(([, n, u]) => `${(n / 1024).toFixed(1)} ${u.replace(base, '')}`),
          );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * The home route in each language (issue 17): the JavaScript and CSS files a phone fetches for a
 * first visit of the home page with that language chosen (the route's code, then the language's
 * catalogues of the areas the page shows), each counted at its gzip size like routeSizes().
 */
async function homePerLanguage(base: string) {
  const { chromium, devices } = await import('@playwright/test');
  const { LANGUAGES } = await import('../packages/shared/src/i18n.ts');
  const browser = await chromium.launch({
    executablePath: ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const out = [];
  const english = new Set<string>();
  try {
    for (const lang of LANGUAGES) {
      const context = await browser.newContext({ ...devices['Pixel 5'], serviceWorkers: 'block' });
      await context.addInitScript((l) => localStorage.setItem('ireti.lang', l), lang);
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('response', (r) => {
        const p = new URL(r.url()).pathname;
        if (/^\/assets\/.+\.(js|css)$/.test(p)) files.add(p.slice(1));
      });
      await page.goto(base + '/', { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      // what English (no catalogue at all) does not fetch is the language's own: its catalogues
      if (lang === 'en') for (const f of files) english.add(f);
      let code = 0;
      let words = 0;
      for (const f of files) {
        if (english.has(f)) code += gz(f);
        else words += gz(f);
      }
      const total = (code + words) / 1024;
      out.push({
        language: lang,
        files: files.size,
        code_KB: (code / 1024).toFixed(1),
        language_KB: (words / 1024).toFixed(1),
        total_KB: total.toFixed(1),
        budget_KB: BUDGET_KB,
        within: total <= BUDGET_KB ? 'yes' : 'NO',
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** A port nothing listens on now (other copies of the site may be running on this machine). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function withServer<T>(run: (base: string) => Promise<T>): Promise<T> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.ts')], {
    env: { ...process.env, PORT: String(port), E2E_PG_PORT: String(pgPort), E2E_WEB_DIST: dist },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, 500);
    return await run(base);
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGINT');
    await exited;
    // Its fresh database (scripts/e2e-server.ts): one per port, and the port is new each time.
    rmSync(path.join(root, `data/e2e-${port}`), { recursive: true, force: true });
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  const sizes = routeSizes();
  console.log('\nJavaScript + CSS loaded first per route (gzip, KB):');
  console.table(sizes.map((s) => ({ route: s.route, js: s.jsKB.toFixed(1), css: s.cssKB.toFixed(1), total: s.totalKB.toFixed(1) })));
  const home = sizes.find((s) => s.route === '/')!;
  console.log(
    `home route: ${home.totalKB.toFixed(1)} KB (budget ${BUDGET_KB} KB) → ${home.totalKB <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  );
  if (process.argv.includes('--sizes')) return;
  if (process.argv.includes('--languages')) {
    await withServer(async (base) => {
      console.log('\nThe home route in each language: JavaScript + CSS a phone fetches (gzip, KB):');
      console.table(await homePerLanguage(base));
    });
    return;
  }
  if (process.argv.includes('--journey')) {
    const sw = existsSync(path.join(dist, 'sw.js')) ? gz('sw.js') / 1024 : 0;
    await withServer(async (base) => {
      console.log('\nBytes a phone downloads (Pixel 5, first visit): home → a campaign → donate dialog (KB):');
      console.table(await journeyBytes(base));
      console.log(`service worker, fetched once after the first page: sw.js ${sw.toFixed(1)} KB gzip (not in the totals)`);
    });
    return;
  }

  await withServer(async (base) => {
    const list = await (await fetch(`${base}/api/v1/campaigns/all?page=1&per_page=1`)).json().catch(() => null);
    const campaignId = list?.entity?.transactions?.[0]?.campaign_id;
    const only = process.argv
      .find((a) => a.startsWith('--pages='))
      ?.slice(8)
      .split(',');
    const pages = ['/', '/campaigns', ...(campaignId ? [`/campaign/${campaignId}`] : [])].filter(
      (p) => !only || only.some((o) => (o === 'campaign' ? p.startsWith('/campaign/') : o === p)),
    );
    const warm = process.argv.includes('--warm');
    console.log(
      `\nLighthouse 13, mobile preset (simulated slow 4G, 4× CPU slowdown)${warm ? ', a return visit with the service worker installed' : ', a first visit'}:`,
    );
    console.table(await lighthouseRuns(base, pages, warm));
  });
}

await main();
