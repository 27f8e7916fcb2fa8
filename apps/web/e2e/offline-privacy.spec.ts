import { test, expect, DEMO, createCampaign, login, sessionAs, stamp } from './support.ts';

/**
 * What the service worker keeps is nobody's (issue 23, items 1 and 3; decision 079): only
 * anonymous API answers enter its cache, an answer a signed-in person was still waiting for when
 * they signed out is not written back, and pages whose address carries a link token are never kept.
 * Offline and signed out, the next person on the phone finds none of it.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it claims it on activation). */
async function workerInControl(page: import('@playwright/test').Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** What the worker's caches hold for a path (any of them), as the page's origin sees it. */
const kept = (page: import('@playwright/test').Page, path: string) =>
  page.evaluate(async (p) => {
    const found = await caches.match(p, { ignoreVary: true, ignoreSearch: true });
    return found ? await found.text() : null;
  }, path);

test('an admin’s answer still on its way at sign-out is not kept for the next person offline', async ({ page, context }) => {
  // A campaign awaiting verification: the admin sees it (with its owner's e-mail), nobody else does.
  const owner = await login(page.request, DEMO.ada);
  const title = `Awaiting review ${stamp()}`;
  const c = await createCampaign(page.request, owner.token, title);
  const path = `/api/v1/campaign/${c.campaign_id}`;
  await sessionAs(page, DEMO.admin);
  await workerInControl(page);

  // A slow network: the admin's answer about the campaign takes 3 s to come back.
  let onTheWay!: () => void;
  const requested = new Promise<void>((r) => (onTheWay = r));
  let arrived!: () => void;
  const delivered = new Promise<void>((r) => (arrived = r));
  await context.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    onTheWay();
    await new Promise((r) => setTimeout(r, 3_000));
    await route.fulfill({ response });
    arrived();
  });

  // The admin's page asks for the campaign as the API client does (the bearer token, no-cache)…
  await page.evaluate((p) => {
    const w = window as unknown as { pending?: Promise<number> };
    w.pending = fetch(p, {
      headers: { accept: 'application/json', 'accept-language': 'en', authorization: `Bearer ${localStorage.getItem('token')}` },
      cache: 'no-cache',
    }).then((r) => r.status);
  }, path);
  await requested;
  // …and signs out through the account menu while the answer is still on its way.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await delivered;
  expect(await page.evaluate(() => (window as unknown as { pending: Promise<number> }).pending)).toBe(200);
  await context.unroute(`**${path}`);

  // Nothing of it was kept: not in the worker's caches…
  expect(await kept(page, path)).toBeNull();
  // …and offline, signed out, the campaign's page shows nothing of the admin's answer.
  await context.setOffline(true);
  await page.goto(`/campaign/${c.campaign_id}`);
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(page.getByText(DEMO.ada)).toHaveCount(0);
  await context.setOffline(false);
});

test('a page opened from a mailed link is not kept, and neither is its token', async ({ page }) => {
  await workerInControl(page);
  const token = `${stamp()}TokenThatIsNotKeptAnywhere0000`.slice(0, 32);
  for (const p of [`/reset_password/${token}`, `/verify_email/${token}`, `/unsubscribe/${token}`]) await page.goto(p);
  // A page without a token is kept as before (the worker is keeping pages)…
  await page.goto('/faq');
  const keptUrls = () =>
    page.evaluate(async () => {
      const all: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) all.push(r.url);
      return all;
    });
  await expect.poll(async () => (await keptUrls()).some((u) => new URL(u).pathname === '/faq')).toBe(true);
  // …but no page, and no answer, whose address carries the token.
  expect((await keptUrls()).filter((u) => u.includes(token))).toEqual([]);
});
