import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in a real Chromium against the built site on a fresh embedded database.
 * Debian's headless shell or /usr/bin/chromium when present (this machine and CI); elsewhere
 * Playwright's own browser (`npx playwright install chromium`).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
// Debian's old headless shell first (package chromium-headless-shell): the browser Playwright
// itself runs headless jobs in, without the full browser's window machinery. The same journeys
// took 127 s of CPU in it against 162 s in the full chromium (issue 24, decision 099).
// E2E_CHROMIUM names another.
const systemChromium = (
  process.env.E2E_CHROMIUM
    ? [process.env.E2E_CHROMIUM]
    : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']
).find((p) => existsSync(p));
const PORT = Number(process.env.E2E_PORT ?? 3100);

export const launchOptions = {
  executablePath: systemChromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: path.join(here, 'e2e'),
  outputDir: path.join(root, `test-results/e2e-${PORT}`),
  fullyParallel: false,
  workers: 1,
  // No retry, on CI either (issue 24): a journey that fails once has a cause to find and fix.
  retries: 0,
  // A limit, not a timing: a long journey (the drafts wizard: ~15 s on a quiet machine) took 78 s
  // with the machine at load 40 and failed on 60 s though every step passed (issue 24).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(root, `test-results/e2e-report-${PORT}`), open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    // A failing journey's screenshot; E2E_SCREENSHOTS=all keeps every checkpoint's too (e2e/support.ts `look`).
    screenshot: 'only-on-failure',
    // A failing journey's trace: its actions, console and network, without the DOM snapshots and the
    // screencast, which cost a quarter of the journeys' CPU (issue 24: 161 s against 117 s of CPU
    // for the same twelve journeys, measured in a cgroup). E2E_TRACE=full records those too.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    // The service worker is off in the journeys (a request it makes escapes page.route and the
    // journey's own address); the offline journey turns it on (offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // The XSS drill renders the same components on both; it runs once, on desktop.
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
      testIgnore: /xss\.spec\.ts$/,
    },
    // The donor's potholes are a phone's (issue 26: the Filters panel, the 360 px search box): phone only.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /donor-potholes\.spec\.ts$/,
    },
  ],
  webServer: {
    command: `node ${path.join(root, 'scripts/e2e-server.ts')}`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});
