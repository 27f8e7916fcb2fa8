import { test, expect, DEMO, liveCampaign, look, stamp } from './support.ts';

/**
 * Reading without a connection (issue 17): the site is an installable app whose service worker
 * keeps the app shell and the pages, lists and pictures a person opened; offline, a campaign
 * opened before opens again with "You're offline — showing what you saw at …", and what needs
 * the network (giving) says so instead of failing.
 */
test.use({ serviceWorkers: 'allow' });

test('a campaign opened before opens again offline, and giving says it needs a connection', async ({ page, context }, info) => {
  const c = await liveCampaign(page.request, DEMO.ada, 100_000, `Offline reading ${stamp()}`);

  // Installable: a manifest with the name, colours and icons.
  await page.goto('/');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string; icons: { sizes: string }[] };
  expect(manifest.name).toBe('Ireti — crowdfunding for Nigeria');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls the page once it has claimed it (it does on activation).
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  // Online: the campaign is opened, so its page, answers and scripts are kept.
  await page.goto(`/campaign/${c.id}`);
  await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /offline/ })).toHaveCount(0);

  await context.setOffline(true);
  await page.goto('/');
  await page.goto(`/campaign/${c.id}`);
  await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
  await expect(page.getByText(/^You're offline — showing what you saw at \d\d:\d\d$/)).toBeVisible();
  await look(page, info, 'campaign offline');
  // A tab never opened before cannot load its part: a note in its place, the page stays.
  await page.getByRole('tab', { name: /^Comments/ }).click();
  // (Another part of the page not opened before, the supporters' list when it had not yet loaded
  // online, says the same in its own place.)
  await expect(
    page
      .getByRole('tabpanel', { name: /^Comments/ })
      .getByRole('alert')
      .filter({ hasText: "You're offline, and this part was not opened before on this device. It needs a connection." }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
  await page.getByRole('tab', { name: 'Details' }).click();

  await page.getByRole('button', { name: 'Donate now' }).first().click();
  await expect(
    page.getByRole('alert').filter({ hasText: "You're offline. Giving needs a connection: try again when you're back online." }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await look(page, info, 'giving offline says it needs a connection');
  // The static pages were precached with the shell: never opened, they read offline (issue 26).
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/not opened before on this device/)).toHaveCount(0);
  await page.goto('/how_it_works');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/not opened before on this device/)).toHaveCount(0);
  // Any other page never opened says it needs a connection, inside the site's frame.
  await page.goto('/verified_page');
  await expect(page.getByText("you're offline, and this page was not opened before on this device. It needs a connection.")).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await look(page, info, 'a page never opened, offline, inside the frame');

  // Back online, the page that could not load loads by itself; then fresh answers, no note.
  await context.setOffline(false);
  await expect(page.getByText(/not opened before on this device/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  await page.goto(`/campaign/${c.id}`);
  await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
  await expect(page.getByText(/showing what you saw/)).toHaveCount(0);
});
