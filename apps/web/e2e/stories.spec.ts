import { DEMO, auth, expect, giveByApi, liveCampaign, login, look, ok, stamp, test, uniqueEmail } from './support.ts';

/**
 * Issue 14: success stories are successes (the demo's four were funded by real donations,
 * claimed and closed with a thank-you, so they show what they raised); a campaign closed short of
 * its goal says its donors were refunded and is no story; on a phone the campaign page keeps a
 * Donate button in reach, and the feature image leads its gallery.
 */

test('a success story shows what it raised, and a campaign closed short of its goal is none', async ({ page }, info) => {
  // A campaign that fell short: its donor is refunded when its owner closes donations.
  const short = await liveCampaign(page.request, DEMO.tunde, 200_000, `Generator for a Yaba salon ${stamp()}`);
  await giveByApi(page.request, short.id, 5_000, { email: uniqueEmail('short') });
  const owner = await login(page.request, DEMO.tunde);
  await ok(page.request.post(`/api/v1/campaign/closedonations/${short.id}`, { headers: auth(owner.token) }));

  await page.goto('/');
  const home = page.getByRole('region', { name: 'Success stories' });
  await expect(home.getByRole('listitem')).toHaveCount(3);
  await expect(home.getByText(/^₦[\d,]+ raised · goal met$/).first()).toBeVisible();
  await expect(home.getByText('₦0 raised', { exact: false })).toHaveCount(0);
  // The counter counts the stories: the demo's four, and any other journey's funded-and-closed campaign.
  const { total_closed: stories_n } = (await ok(page.request.get('/api/v1/campaigns/total/number'))) as { total_closed: number };
  expect(stories_n).toBeGreaterThanOrEqual(4);
  const counter = page.locator('dl > div').filter({ hasText: 'Success stories' });
  await expect(counter.locator('.sr-only')).toHaveText(stories_n.toLocaleString('en-NG'));
  // Never 0 on screen before it counts up: unseen until the count starts, then the total.
  await expect(counter.getByTestId('counter-figure')).toHaveText(stories_n.toLocaleString('en-NG'));
  await expect(counter.getByTestId('counter-figure')).toBeVisible();
  await look(page, info, 'home success stories');

  await page.goto('/success_stories');
  const stories = page.getByRole('main').getByRole('listitem');
  await expect(stories.first()).toBeVisible();
  expect(await stories.count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('main').getByText(short.title)).toHaveCount(0);
  const kidney = stories.filter({ hasText: 'Kidney transplant for Mr Adewale' });
  await expect(kidney.getByText('₦8,000,000 raised · goal met')).toBeVisible();
  await look(page, info, 'success stories with what they raised');

  await kidney.getByRole('link', { name: /View Campaign/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kidney transplant for Mr Adewale' })).toBeVisible();
  await expect(page.getByText(/₦8,000,000\s*raised of ₦8,000,000/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Campaign Closed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /A thank-you from/ })).toBeVisible();
  await look(page, info, 'a success story page');

  await page.goto(`/campaign/${short.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Closed — donors refunded' })).toContainText(
    'everyone who gave was refunded in full',
  );
  await look(page, info, 'a campaign closed short of its goal');
});

test('the feature image leads the gallery, and on a phone a Donate button stays in reach', async ({ page }, info) => {
  // A demo campaign with gallery pictures besides its feature image.
  const all = await ok(page.request.get('/api/v1/campaigns/all?search=borehole'));
  const id = (all as { transactions: { campaign_id: string }[] }).transactions[0]!.campaign_id;
  const detail = (await ok(page.request.get(`/api/v1/campaign/${id}`))) as { title: string; imageUrl: string; imageUrl1: string | null };
  expect(detail.imageUrl1).toBeTruthy();
  await page.goto(`/campaign/${id}`);
  const main = page.getByRole('img', { name: new RegExp(`${detail.title}: picture 1 of`) });
  await expect(main).toHaveAttribute(
    'src',
    new RegExp(
      detail.imageUrl
        .split('/')
        .pop()!
        .replace(/\.\w+$/, ''),
    ),
  );

  const inPage = page.getByRole('button', { name: 'Donate now' });
  const bar = page.getByRole('button', { name: 'Donate', exact: true });
  await inPage.scrollIntoViewIfNeeded();
  await expect(inPage).toBeInViewport();
  await expect(bar).toHaveCount(0);
  if (info.project.name !== 'phone') {
    // Desktop: the side column keeps the in-page button in view; no bar.
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeHidden();
    return;
  }
  // Scrolled past the in-page button: the bar appears, and opens the same donate dialog.
  await inPage.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY + 400));
  await expect(inPage).not.toBeInViewport();
  await expect(bar).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await look(page, info, 'phone donate bar');
  // The full-page shot cannot show a fixed bar where it sits: the screen as the donor sees it.
  await page.screenshot({ path: info.outputPath('phone-donate-bar-viewport.png') });
  await bar.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Amount (₦)')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await look(page, info, 'donate dialog from the bar');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // At the footer the bar steps aside.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toHaveCount(0);
});
