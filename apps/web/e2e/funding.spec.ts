import {
  auth,
  DEMO,
  expect,
  giveByApi,
  liveCampaign,
  login,
  look,
  mailTo,
  ok,
  saveBankAccount,
  sessionAs,
  stamp,
  submitCampaign,
  test,
} from './support.ts';

/**
 * How a campaign is funded and when it ends (issue 25, decisions 088 and 089), on phone and desktop:
 * - An all-or-nothing campaign says what happens if it falls short by its last day and counts the
 *   days down; its end date comes (the end-date job's work, through the journeys' dev hook, as the
 *   journeys have no clock) short of its goal: closed, and its donor refunded (the dev mailbox).
 * - A keep-what-you-raise campaign says it keeps what it raises, on its card, its page and in the
 *   donate dialog; it receives a gift, and its owner claims a first stage of it while it is live;
 *   the claim page and the money panel show the stage.
 */

test('an all-or-nothing campaign reaches its end date short of its goal and every donor is refunded', async ({ page, request }, info) => {
  const c = await liveCampaign(request, DEMO.ada, 50_000, `End date ${stamp()}`);
  const donor = `ending-${stamp()}@example.ng`;
  await giveByApi(request, c.id, 2_000, { email: donor, first: 'Bola' });

  await page.goto(`/campaign/${c.id}`);
  // Verified today: no end date was chosen, so the last day is 60 days on.
  await expect(page.getByText(/^If ₦48,000 more is not raised by \d{1,2} \w+ \d{4}, every donor is refunded$/)).toBeVisible();
  await expect(page.getByText(/^60 days left$/)).toBeVisible();
  await look(page, info, 'all or nothing, counting down');

  // The end date comes: the job closes it short of its goal.
  const closed = await ok(request.post(`/api/v1/dev/campaigns/${c.id}/end`));
  expect(closed).toMatchObject({ status: 3 });
  await page.reload();
  await expect(page.getByText('Closed — donors refunded').first()).toBeVisible();
  await expect(page.getByText(/days left$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Donate now' })).toHaveCount(0);
  const panel = page.getByRole('region', { name: 'Where the money went' });
  await expect(panel.getByText('Campaign closed short of its goal (1)')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await look(page, info, 'end date reached, donors refunded');
  const refund = await mailTo(page, donor, /Your refund of ₦2,000/, c.title);
  expect(refund.text).toContain(c.title);
});

test('a keep-what-you-raise campaign receives a gift and its owner claims a first stage; the money panel shows it', async ({
  page,
  request,
}, info) => {
  const title = `Keeps what it raises ${stamp()}`;
  const ada = await login(request, DEMO.ada);
  // The last day, 30 days from today in Lagos (UTC+1).
  const lastDay = new Date(Date.now() + 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
  const c = (await ok(
    request.post('/api/v1/campaigns', {
      headers: auth(ada.token),
      data: {
        title,
        goal: 1_800_000,
        category: 'Health',
        affiliatedOrganization: '',
        summary: 'Dialysis, three sessions a week',
        campaign_details: '<p>Every session paid for is a week of life.</p>',
        types: 'Non-reward based',
        funding_mode: 'keep_what_you_raise',
        ends_on: lastDay,
      },
    }),
  )) as { campaign_id: string; funding_mode: string };
  expect(c.funding_mode).toBe('keep_what_you_raise');
  await submitCampaign(request, ada.token, c.campaign_id);
  const admin = await login(request, DEMO.admin);
  await ok(request.post('/api/v1/account/verifycampaign', { headers: auth(admin.token), data: { campaign_id: c.campaign_id, status: 1 } }));
  await giveByApi(request, c.campaign_id, 75_000, { email: `keeper-${stamp()}@example.ng`, first: 'Ngozi' });

  // A visitor reads the promise on the page and in the donate dialog, with the days left.
  await page.goto(`/campaign/${c.campaign_id}`);
  await expect(page.getByText('This campaign keeps what it raises').first()).toBeVisible();
  await expect(page.getByText(/^30 days left$/)).toBeVisible();
  await look(page, info, 'keep what you raise, campaign page');
  await page.getByRole('button', { name: 'Donate now' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This campaign keeps what it raises')).toBeVisible();
  await look(page, info, 'keep what you raise, donate dialog');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // Ada, the owner, claims a first stage of what came in, while the campaign is live.
  await sessionAs(page, DEMO.ada);
  await page.goto(`/claim/${c.campaign_id}`);
  await expect(page.getByRole('heading', { name: 'Claim your funds' })).toBeVisible();
  await expect(page.getByText('₦75,000 raised is not claimed yet.')).toBeVisible();
  await saveBankAccount(page);
  await page.getByLabel('Amount to claim now (₦)').fill('40000');
  await expect(page.getByText('₦38,000 will be sent to Guaranty Trust Bank ····6789, after our 5% commission (₦2,000).')).toBeVisible();
  await look(page, info, 'claim a first stage');
  await page.getByRole('button', { name: 'Claim ₦38,000' }).click();
  const confirm = page.getByRole('dialog', { name: 'Claim the funds now?' });
  await expect(confirm).toContainText('That is ₦40,000 claimed less our 5% commission on it (₦2,000).');
  await confirm.getByRole('button', { name: 'Send ₦38,000' }).click();
  const stages = page.getByRole('region', { name: 'Stages claimed' });
  await expect(stages.getByText('Stage 1')).toBeVisible();
  await expect(stages.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  // What is left stays claimable, in a later stage.
  await expect(page.getByText('₦35,000 raised is not claimed yet.')).toBeVisible();
  await look(page, info, 'first stage paid');

  // The money panel: the stage paid out, its commission, the rest held.
  await page.goto(`/campaign/${c.campaign_id}`);
  const panel = page.getByRole('region', { name: 'Where the money went' });
  const figure = (label: string) => panel.locator('dt', { hasText: label }).locator('..');
  await expect(figure('Raised')).toContainText('₦75,000');
  await expect(figure('Commission')).toContainText('₦2,000');
  const payouts = panel.getByRole('list', { name: 'Payouts to the campaigner' }).getByRole('listitem');
  await expect(payouts).toHaveCount(1);
  await expect(payouts.first()).toContainText('₦38,000');
  await expect(payouts.first()).toContainText('Paid');
  await panel.scrollIntoViewIfNeeded();
  await look(page, info, 'money panel, first stage');
});

test('the wizard asks how the campaign is funded and its last day, all or nothing by default', async ({ page }, info) => {
  await sessionAs(page, DEMO.ada);
  await page.goto('/create_campaigns');
  const funding = page.getByRole('group', { name: 'How is this campaign funded?' });
  await expect(funding.getByRole('radio', { name: /^All or nothing/ })).toBeChecked();
  await expect(funding.getByRole('radio', { name: /^Keep what you raise/ })).not.toBeChecked();
  await expect(page.getByLabel('Last day for donations')).toHaveValue('');
  await expect(page.getByText('Leave it empty for 60 days after the campaign goes live; at most 180 days from today.')).toBeVisible();
  await funding.getByRole('radio', { name: /^Keep what you raise/ }).check();
  await funding.scrollIntoViewIfNeeded();
  await look(page, info, 'wizard, funding');
});
