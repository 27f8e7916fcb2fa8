import { auth, DEMO, expect, giveByApi, liveCampaign, login, look, ok, stamp, test } from './support.ts';

/**
 * Where the money went (issue 14): a campaign page's money panel, read by a visitor.
 * - A campaign closed short of its goal: its one donation (the only one this journey makes, as
 *   the suite shares 30 donations an address in 10 minutes) raised, refunded with the reason,
 *   no commission, "No payouts yet".
 * - A demo success story (funded and claimed by the demo seed): its payout, paid, to a bank named
 *   with the last four digits of the account only, and the commission taken.
 */
test('a visitor reads where the money of a campaign went: refunds with their reason, commission and payouts', async ({
  page,
  request,
}, info) => {
  const ada = await login(request, DEMO.ada);
  const { id } = await liveCampaign(request, DEMO.ada, 50_000, `Money panel ${stamp()}`);
  await giveByApi(request, id, 2_000, { email: `money-${stamp()}@example.ng`, first: 'Bola' });
  // Donations closed before the goal: the donor is refunded.
  await ok(request.post(`/api/v1/campaign/closedonations/${id}`, { headers: auth(ada.token) }));

  await page.goto(`/campaign/${id}`);
  const panel = page.getByRole('region', { name: 'Where the money went' });
  await expect(panel).toBeVisible();
  const figure = (label: string) => panel.locator('dt', { hasText: label }).locator('..');
  await expect(figure('Raised')).toContainText('₦2,000');
  await expect(figure('Raised')).toContainText('1 donation');
  await expect(figure('Refunded')).toContainText('₦2,000');
  await expect(figure('Commission')).toContainText('₦0');
  await expect(panel.getByText('Campaign closed short of its goal (1)')).toBeVisible();
  await expect(panel.getByText('No payouts yet')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await look(page, info, 'money panel, refunded');

  // A success story: claimed and paid out.
  const closed = await ok(request.get('/api/v1/campaigns/closed'));
  const story = (closed.campaigns as { campaign_id: string }[])[0]!;
  await page.goto(`/campaign/${story.campaign_id}`);
  const storyPanel = page.getByRole('region', { name: 'Where the money went' });
  await expect(storyPanel.getByText('No refunds')).toBeVisible();
  const payouts = storyPanel.getByRole('list', { name: 'Payouts to the campaigner' }).getByRole('listitem');
  await expect(payouts).toHaveCount(1);
  await expect(payouts.first()).toContainText('Paid');
  await expect(payouts.first()).toContainText(/····account ending \d{4}/);
  expect(await storyPanel.innerText()).not.toMatch(/\d{5,}/);
  await expect(storyPanel.locator('dt', { hasText: 'Commission' }).locator('..')).not.toContainText('₦0');
  await storyPanel.scrollIntoViewIfNeeded();
  await look(page, info, 'money panel, paid out');
  await storyPanel.screenshot({ path: info.outputPath('money-panel-story.png') });
});
