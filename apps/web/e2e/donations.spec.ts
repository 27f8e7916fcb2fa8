import {
  test,
  expect,
  CARD,
  DEMO,
  giveByApi,
  liveCampaign,
  login,
  auth,
  look,
  mailTo,
  openDonate,
  payWithCard,
  sessionAs,
  stamp,
  uniqueEmail,
} from './support.ts';

/**
 * The donors' journeys (issue 5) in a real browser against the real API on the demo data: a
 * guest, an anonymous guest and an anonymous member, and a failed card, each on the campaign
 * page and the profile; a deleted campaign refunding its donor (seen in the dev mailbox). A
 * signed-in donor (with the one-time-code card) and the claim of a funded campaign are in the
 * campaigners' journeys (campaigns.spec.ts); a donor by keyboard alone in keyboard.spec.ts. Every test makes its
 * own campaign, so the phone and desktop runs share one server without stepping on each other.
 */

test('a guest gives; the campaign shows the donation, the comment and the new total, and a receipt is e-mailed', async ({ page }, info) => {
  const c = await liveCampaign(page.request, DEMO.ada, 100_000, `Guest giving ${stamp()}`);
  const email = uniqueEmail('kemi');
  const dialog = await openDonate(page, c.id);

  // The spec's messages first.
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByText('Some of your inputs are not valid')).toBeVisible();
  await expect(dialog.getByText("First name can't be empty")).toBeVisible();
  await expect(dialog.getByText("Amount can't be empty")).toBeVisible();
  await look(page, info, 'donate form with errors');
  await dialog.getByLabel('Amount (₦)').fill('50');
  await dialog.getByLabel('First name').click();
  await expect(dialog.getByText('The least you can give is ₦100')).toBeVisible();

  await dialog.getByLabel('Amount (₦)').fill('2.5k');
  await dialog.getByLabel('First name').fill('Kemi');
  await dialog.getByLabel('Last name').fill('Bello');
  await dialog.getByLabel('Email').fill(email);
  const comment = dialog.getByLabel('Comment (optional)');
  await comment.fill('Get well soon!');
  await expect(dialog.getByText('14/240')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await look(page, info, 'sandbox checkout');
  await payWithCard(page, CARD.success);

  await expect(dialog.getByRole('heading', { name: 'Thank you, Kemi!' })).toBeVisible();
  await look(page, info, 'thank-you card');
  await expect(dialog.getByText('₦2,500', { exact: true })).toBeVisible();
  const share = dialog.getByRole('link', { name: /Share on WhatsApp/ });
  await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByText(/₦2,500\s*raised of ₦100,000/)).toBeVisible();
  await page.getByRole('tab', { name: /Donations/ }).click();
  const list = page.getByRole('tabpanel');
  await expect(list.getByText('Kemi Bello')).toBeVisible();
  await expect(list.getByText('₦2,500')).toBeVisible();
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByRole('tabpanel').getByText('Get well soon!')).toBeVisible();
  await look(page, info, 'campaign comments after giving');

  const receipt = await mailTo(page, email, /donation receipt/);
  expect(receipt.text).toContain('Amount: ₦2,500');
  expect(receipt.text).toContain(`Campaign: ${c.title}`);
  expect(receipt.text).toMatch(/Reference: IRT-[A-Z0-9]{16}/);
});

test('anonymous donors: a guest gives with an e-mail only, a member hides their name; the campaign shows Anonymous, the profile and the admin know', async ({
  page,
}, info) => {
  const c = await liveCampaign(page.request, DEMO.hope, 100_000, `Quiet giving ${stamp()}`);
  const email = uniqueEmail('quiet');
  let dialog = await openDonate(page, c.id);
  await dialog.getByLabel('Give anonymously').check();
  await expect(dialog.getByLabel('First name')).toHaveCount(0);
  await expect(dialog.getByLabel('Mobile (optional)')).toHaveCount(0);
  await look(page, info, 'donate form anonymous');
  await dialog.getByLabel('Amount (₦)').fill('1000');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  // Paid by bank transfer this time.
  await dialog.getByRole('tab', { name: 'Bank transfer' }).click();
  await look(page, info, 'sandbox bank transfer');
  await dialog.getByRole('button', { name: 'I’ve sent the money' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you for giving!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A signed-in member gives anonymously too.
  await sessionAs(page, DEMO.tunde);
  dialog = await openDonate(page, c.id);
  await dialog.getByLabel('Amount (₦)').fill('1500');
  await dialog.getByLabel('Give anonymously').check();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, CARD.success);
  await expect(dialog.getByRole('heading', { name: 'Thank you for giving!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('tab', { name: /Donations/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Anonymous')).toHaveCount(2);
  await look(page, info, 'campaign donations with anonymous donors');
  await expect(panel).not.toContainText(email);
  await expect(panel).not.toContainText('Tunde');
  const publicList = await (await page.request.get(`/api/v1/donations/${c.id}`)).text();
  expect(publicList).not.toContain(email);
  expect(publicList).not.toMatch(/Tunde|Bakare/);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Donations' }).click();
  const mine = page.getByRole('listitem').filter({ hasText: c.title });
  await expect(mine).toContainText('given anonymously');
  await expect(mine).toContainText('₦1,500');
  await look(page, info, 'profile anonymous donation');

  const admin = await login(page.request, DEMO.admin);
  const adminList = await (await page.request.get(`/api/v1/admin/donations?campaign=${c.id}`, { headers: auth(admin.token) })).json();
  const seen = adminList.entity.transactions.map((d: { anonymous: boolean; email: string; first_name: string | null }) => [
    d.anonymous,
    d.email,
    d.first_name,
  ]);
  expect(seen).toEqual([
    [true, DEMO.tunde, expect.any(String)],
    [true, email, null],
  ]);
});

test('a declined card is not counted, says why in the modal, and can be tried again', async ({ page }, info) => {
  const c = await liveCampaign(page.request, DEMO.ada, 100_000, `Declined card ${stamp()}`);
  await sessionAs(page, DEMO.chidi);
  const dialog = await openDonate(page, c.id);
  await dialog.getByLabel('Amount (₦)').fill('3000');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, CARD.declined);
  await expect(dialog.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(dialog.getByText('Your payment was not successful: Declined')).toBeVisible();
  await look(page, info, 'payment declined');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByLabel('Amount (₦)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await expect(page.getByText(/₦0\s*raised of ₦100,000/)).toBeVisible();
  await page.getByRole('tab', { name: /Donations/ }).click();
  await expect(page.getByRole('tabpanel').getByText('No donations yet. Be the first to give.')).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Donations' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByText(c.title)).toHaveCount(0);
});

test('deleting a campaign refunds its donor, told by e-mail, and the profile shows it refunded', async ({ page }, info) => {
  const c = await liveCampaign(page.request, DEMO.ada, 500_000, `To be deleted ${stamp()}`);
  // One donor: the API allows 30 donations an address in 10 minutes, and the whole suite shares them.
  const tunde = await login(page.request, DEMO.tunde);
  await giveByApi(page.request, c.id, 4000, { email: DEMO.tunde, token: tunde.token });

  // The owner deletes it from the owner screen.
  await sessionAs(page, DEMO.ada);
  await page.goto(`/campaign/${c.id}`);
  await page.getByRole('link', { name: 'Manage campaign' }).click();
  await page.getByRole('button', { name: 'Delete Campaign' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this campaign?' })).toBeVisible();
  await look(page, info, 'confirm delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Campaign' }).click();
  await expect(page.getByText('This campaign was deleted. Everyone who gave to it is refunded in full.')).toBeVisible();
  await look(page, info, 'deleted campaign');

  const m = await mailTo(page, DEMO.tunde, /Your refund of ₦4,000/, c.title);
  expect(m.text).toContain('the campaign was deleted by its creator');

  const donor = await page.context().browser()!.newContext();
  const tundePage = await donor.newPage();
  await sessionAs(tundePage, DEMO.tunde);
  await tundePage.goto('/profile');
  await tundePage.getByRole('tab', { name: 'Donations' }).click();
  const item = tundePage.getByRole('listitem').filter({ hasText: c.title });
  await expect(item).toContainText('Refunded');
  await expect(item).toContainText('The campaign was deleted.');
  await look(tundePage, info, 'profile refunded donation');
  await donor.close();
});
