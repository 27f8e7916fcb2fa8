import { test, expect, DEMO, adminItem, liveCampaign, look, sessionAs, signIn, stamp } from './support.ts';

/**
 * Operators and owners on issue 27's loose ends: the campaign's owner says "someone sent money and
 * it is not showing" and the bank is asked to look again (decision 101; once per 10 minutes); the
 * admin console's Monthly giving tab, filtered by status and campaign; and the Account numbers tab
 * showing when the bank was last asked, with its own button.
 */
test('the owner asks the bank to look again; the admin sees monthly gifts and the account numbers', async ({ page }, info) => {
  test.setTimeout(300_000);
  const title = `Requery ${info.project.name} ${stamp()}`;
  const c = await liveCampaign(page.request, DEMO.ada, 100_000, title);
  await expect
    .poll(async () => (await (await page.request.get(`/api/v1/transfers/account/${c.id}`)).json()).entity?.status, { timeout: 30_000 })
    .toBe('active');

  // ——— the owner, on the campaign page ———
  await sessionAs(page, DEMO.ada);
  await page.goto(`/campaign/${c.id}`);
  const card = page.getByRole('region', { name: 'Give by bank transfer, any time' });
  await card.getByText('Someone sent money to this number and it is not showing?').click();
  await card.getByRole('button', { name: 'Ask the bank to look again' }).click();
  await expect(card.getByRole('status')).toContainText('We have asked the bank to look again.');
  await expect(card.getByRole('status')).toContainText('You can ask again after');
  await card.scrollIntoViewIfNeeded();
  await look(page, info, 'owner asked the bank to look again', { keep: true });
  await card.getByRole('button', { name: 'Ask the bank to look again' }).click();
  await expect(card.getByRole('alert')).toHaveText('The bank was asked less than 10 minutes ago. Please wait before asking again.');
  await look(page, info, 'asked again too soon', { keep: true });
  // The owner's session (sessionAs) leaves the tab: the admin signs in on the sign-in page.
  await page.evaluate(() => localStorage.clear());

  // ——— the admin: Monthly giving ———
  await signIn(page, DEMO.admin);
  await page.goto('/admin?tab=monthly');
  await expect(page.getByRole('tab', { name: 'Monthly giving' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Show')).toHaveValue('all');
  await expect(page.getByText(/^\d+ items?$/)).toBeVisible();
  await look(page, info, 'admin monthly giving', { keep: true });
  await page.getByLabel('Show').selectOption('failing');
  await page.getByLabel('Campaign id').fill(c.id);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No monthly gift here.')).toBeVisible();
  await look(page, info, 'admin monthly giving, one campaign failing', { keep: true });

  // ——— the admin: Account numbers ———
  await page.getByRole('tab', { name: 'Account numbers' }).click();
  const item = await adminItem(page, page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) }));
  await expect(item.getByText(/^Bank last asked to look again: /)).toBeVisible();
  await item.getByRole('button', { name: 'Ask the bank to look again' }).click();
  await expect(item.getByRole('alert')).toHaveText('The bank was asked less than 10 minutes ago. Please wait before asking again.');
  await look(page, info, 'admin account numbers with the ask', { keep: true });
});
