import { test, expect, look } from './support.ts';

/**
 * The drawn page used before it is live (decision 107), as on a slow phone: the server's HTML is
 * on the screen and the entry script has run, but the page's own code is still on its way (held
 * here until the person has done their part). A word typed in explore's search and, on a phone,
 * a tap on the menu are kept: once the code arrives the menu is open and stays open, past the
 * first render's effects, and the word is still in the field and is what gets searched.
 * (Stop 35's CI: the menu opened by the replayed tap was closed again a frame later.)
 */
test('explore used before its code arrives: a word typed stays, a menu tapped open stays open', async ({ page }, info) => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let held = 0;
  await page.route(/\/assets\/explore-page-[\w-]+\.js$/, async (route) => {
    held++;
    await arrived;
    await route.continue();
  });
  // Not the load event: a preload of the held code would keep it from coming.
  await page.goto('/campaigns', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held, { message: "the page's code was asked for and is held" }).toBeGreaterThan(0);

  const field = page.getByRole('searchbox', { name: 'Search campaigns' });
  await field.fill('Ikotun');
  const open = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  const phone = await open.isVisible();
  if (phone) await open.click();
  await look(page, info, 'used before its code arrived');

  arrive();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  if (phone) await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  // Past the hydrating render's effects, which Preact runs after the next frame (or 100 ms).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
  await expect(field).toHaveValue('Ikotun');
  if (phone) {
    await expect(menu).toBeVisible();
    await look(page, info, 'live, the menu still open');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  }
  await field.press('Enter');
  await expect(page).toHaveURL(/\/campaigns\?search=Ikotun$/);
  await expect(field).toHaveValue('Ikotun');
});
