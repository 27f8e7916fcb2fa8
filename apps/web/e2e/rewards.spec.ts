import {
  test,
  expect,
  CARD,
  DEMO,
  auth,
  login,
  look,
  mailTo,
  ok,
  openDonate,
  payWithCard,
  sessionAs,
  stamp,
  submitCampaign,
} from './support.ts';

/**
 * Rewards that are delivered (issue 15), in a real browser against the real API: a signed-in
 * donor picks a Material reward in the donate dialog and says where to send it; the campaigner
 * finds the backer in "Rewards to send", downloads the list and marks the reward sent; the donor
 * is e-mailed and the profile's Rewards tab says it was sent. Each run makes its own campaign.
 */
test('a donor chooses a material reward and comments; the campaigner replies and marks it sent; a moderator hides the comment; the donor sees the reward sent', async ({
  page,
}, info) => {
  const title = `Aso-oke for the choir ${stamp()}`;
  const bag = `Aso-oke bag ${stamp()}`.slice(0, 40);
  const owner = await login(page.request, DEMO.ada);
  // A Reward based campaign, live: made through the API (the wizard has its own journeys).
  const c = (await ok(
    page.request.post('/api/v1/campaigns', {
      headers: auth(owner.token),
      data: {
        title,
        goal: 400_000,
        category: 'Support',
        affiliatedOrganization: '',
        summary: 'New robes for the youth choir',
        campaign_details: `<p>${title}: robes for forty singers.</p>`,
        types: 'Reward based',
        rewards: [
          { donation: 5000, reward_type: 'Material', reward: bag, quantity: 3 },
          { donation: 1000, reward_type: 'Non-material', reward: 'A thank-you song video' },
        ],
      },
    }),
  )) as { campaign_id: string };
  await submitCampaign(page.request, owner.token, c.campaign_id);
  const admin = await login(page.request, DEMO.admin);
  await ok(
    page.request.post('/api/v1/account/verifycampaign', { headers: auth(admin.token), data: { campaign_id: c.campaign_id, status: 1 } }),
  );

  // The donor, signed in, gives ₦6,000 and chooses the bag.
  await sessionAs(page, DEMO.chidi);
  const dialog = await openDonate(page, c.campaign_id);
  await expect(dialog.getByRole('group', { name: 'Choose a reward' })).toBeVisible();
  await expect(dialog.getByText('3 of 3 left')).toBeVisible();
  await dialog.getByLabel('Amount (₦)').fill('2000');
  await expect(dialog.getByRole('radio', { name: new RegExp(bag) })).toBeDisabled();
  await dialog.getByLabel('Amount (₦)').fill('6000');
  await dialog.getByRole('radio', { name: new RegExp(bag) }).check();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByText("Delivery address can't be empty")).toBeVisible();
  await dialog.getByLabel('Delivery name').fill('Chidi Okeke');
  await dialog.getByLabel('Delivery phone').fill('0803 123 4567');
  await dialog.getByLabel('Delivery address').fill('7 Zik Avenue, Uwani, Enugu');
  await dialog.getByLabel('Comment (optional)').fill('Sing well for Christmas!');
  await dialog.getByLabel('Delivery address').blur();
  await expect(dialog.getByLabel('Delivery phone')).toHaveValue('+2348031234567');
  await look(page, info, 'donate dialog with a material reward');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, CARD.success);
  await expect(dialog.getByText(/Your reward:/)).toBeVisible();
  await expect(dialog.getByText(bag)).toBeVisible();
  await look(page, info, 'thank-you with the reward');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('tab', { name: /Rewards/ }).click();
  await expect(page.getByRole('tabpanel').getByText('2 of 3 left')).toBeVisible();

  // The campaigner: the campaign page leads to the rewards to send.
  await sessionAs(page, DEMO.ada);
  await page.goto(`/campaign/${c.campaign_id}`);
  await page.getByRole('link', { name: 'Rewards to send' }).click();
  await expect(page).toHaveURL(new RegExp(`/backers/${c.campaign_id}$`));
  await expect(page.getByRole('heading', { name: 'Rewards to send' })).toBeVisible();
  const section = page.getByRole('region', { name: bag });
  await expect(section.getByText('Chidi Okeke').first()).toBeVisible();
  await expect(section.getByText('7 Zik Avenue, Uwani, Enugu')).toBeVisible();
  await expect(section.getByRole('link', { name: '+2348031234567' })).toHaveAttribute('href', 'tel:+2348031234567');
  await expect(page.getByText('1 to send')).toBeVisible();
  await look(page, info, 'rewards to send');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`backers-${c.campaign_id}.csv`);
  await section.getByRole('button', { name: /Mark as sent for/ }).click();
  await expect(section.getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByText('1 sent')).toBeVisible();
  await look(page, info, 'reward marked sent');

  // Words of support: the campaigner answers the donor's comment, once.
  await page.goto(`/campaign/${c.campaign_id}`);
  await page.getByRole('tab', { name: 'Comments' }).click();
  const comments = page.getByRole('tabpanel');
  await expect(comments.getByText('Sing well for Christmas!')).toBeVisible();
  await comments.getByRole('button', { name: /^Reply/ }).click();
  await comments.getByLabel(/Your reply/).fill('We will, thank you Chidi!');
  await comments.getByRole('button', { name: 'Post reply' }).click();
  await expect(comments.getByText('Reply from the campaigner')).toBeVisible();
  await expect(comments.getByText('We will, thank you Chidi!')).toBeVisible();
  await expect(comments.getByRole('button', { name: /^Reply/ })).toHaveCount(0);
  await look(page, info, 'comment with the campaigner reply');

  // Anyone may report a comment; an administrator hides it, and it leaves the page (the donation stays).
  const listed = (await ok(page.request.get(`/api/v1/donations/${c.campaign_id}?comments=1`))) as { transactions: { _id: number }[] };
  const reporter = await login(page.request, DEMO.tunde);
  await ok(
    page.request.post(`/api/v1/comments/${listed.transactions[0]!._id}/report`, {
      headers: auth(reporter.token),
      data: { message: 'Testing the moderation queue' },
    }),
  );
  await sessionAs(page, DEMO.admin);
  await page.goto('/admin?tab=comments');
  const reported = page.getByRole('listitem').filter({ hasText: 'Sing well for Christmas!' });
  await expect(reported).toContainText('Testing the moderation queue');
  await expect(reported).toContainText('We will, thank you Chidi!');
  await look(page, info, 'admin reported comments');
  await reported.getByRole('button', { name: 'Hide comment' }).click();
  const hide = page.getByRole('dialog', { name: 'Hide the comment' });
  await hide.getByLabel('Reason (kept in the audit log)').fill('A test of hiding');
  await hide.getByRole('button', { name: 'Hide comment' }).click();
  await expect(page.getByText('Comment hidden')).toBeVisible();
  await page.goto(`/campaign/${c.campaign_id}`);
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByRole('tabpanel').getByText('No Comment for this campaign')).toBeVisible();

  // The donor is told, and the profile's Rewards tab says so.
  const mail = await mailTo(page, DEMO.chidi, /Your reward from/, bag);
  expect(mail.text).toContain('7 Zik Avenue, Uwani, Enugu');
  await sessionAs(page, DEMO.chidi);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Rewards' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: bag });
  await expect(entry.getByText(/^Sent on /)).toBeVisible();
  await look(page, info, 'donor rewards tab with a sent reward');
});
