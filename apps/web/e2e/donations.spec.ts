import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mailTo, uniqueEmail } from './helpers.ts';

/**
 * Donations and money (issue 5) in a real browser against the real API on the demo data: a
 * guest, a signed-in, an anonymous donation and a failed card, each on the campaign page and
 * the profile; a deleted campaign refunding every donor (seen in the dev mailbox); a funded
 * campaign claimed and its payout shown as paid. Every test makes its own campaign, so the
 * phone and desktop runs share one server without stepping on each other.
 */
const PASSWORD = 'IretiDemo2026';
const SUCCESS = '4084 0840 8408 4081';

async function login(request: APIRequestContext, email: string) {
  const res = await (await request.post('/api/v1/account/login', { data: { email, password: PASSWORD } })).json();
  expect(res.status.code, `login ${email}`).toBe(100);
  return res.entity as { token: string; user: Record<string, unknown> };
}

/** Signs the browser in as a demo user (the session the sign-in page would store). */
async function signIn(page: Page, email: string) {
  const { token, user } = await login(page.request, email);
  await page.addInitScript(([t, u]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('ireti.user', u);
  }, [token, JSON.stringify(user)]);
  return token;
}

/** A new live campaign of a demo owner: created through the API, verified by the admin. */
async function liveCampaign(request: APIRequestContext, ownerEmail: string, goal: number, title: string) {
  const { token } = await login(request, ownerEmail);
  const created = await (
    await request.post('/api/v1/campaigns', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, goal, category: 'Health', affiliatedOrganization: '', summary: 'A test of giving', campaign_details: `<p>${title}: every naira helps.</p>`, types: 'Non-reward based', rewards: [] },
    })
  ).json();
  expect(created.status.code, JSON.stringify(created.status)).toBe(100);
  const id = created.entity.campaign_id as string;
  const admin = await login(request, 'admin@demo.ireti.ng');
  const verified = await (await request.post('/api/v1/account/verifycampaign', { headers: { authorization: `Bearer ${admin.token}` }, data: { campaign_id: id, status: 1 } })).json();
  expect(verified.status.code, JSON.stringify(verified.status)).toBe(100);
  return { id, title };
}

/** A whole donation through the API, as the sandbox checkout would make it. */
async function giveByApi(request: APIRequestContext, campaign: string, amount: number, donor: { email: string; first?: string; token?: string }) {
  const headers = donor.token ? { authorization: `Bearer ${donor.token}` } : undefined;
  const body = donor.token
    ? { known: 1, amount, campaign, comment: '' }
    : { known: 0, firstname: donor.first ?? 'Test', lastname: 'Donor', email: donor.email, amount, mobile: '', comment: '', campaign, anonymous: false };
  const d = await (await request.post('/api/v1/donate', { headers, data: body })).json();
  expect(d.status.code, JSON.stringify(d.status)).toBe(100);
  await request.post('/api/v1/dev/sandbox/pay', { data: { ref: d.entity.ref, card: SUCCESS } });
  const v = await (await request.put('/api/v1/payment/verify', { data: { ref: d.entity.ref } })).json();
  expect(v.status.code, JSON.stringify(v.status)).toBe(100);
  return d.entity.ref as string;
}

async function expectAccessible(page: Page, where = '#main') {
  const r = await new AxeBuilder({ page }).include(where).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function openDonate(page: Page, campaignId: string) {
  await page.goto(`/campaign/${campaignId}`);
  await page.getByRole('button', { name: 'Donate now' }).click();
  // The dialog's name follows its step (Make a donation, Payment, Thank you!): find it by role.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Amount (₦)')).toBeVisible();
  return dialog;
}

async function payWithCard(page: Page, card: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('SANDBOX', { exact: true })).toBeVisible();
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill('1230');
  await dialog.getByLabel('CVV').fill('408');
  await dialog.getByRole('button', { name: /^Pay ₦/ }).click();
}

test('a guest gives; the campaign shows the donation, the comment and the new total, and a receipt is e-mailed', async ({ page }) => {
  const c = await liveCampaign(page.request, 'ada@demo.ireti.ng', 100_000, `Guest giving ${stamp()}`);
  const email = uniqueEmail('kemi');
  const dialog = await openDonate(page, c.id);
  await expectAccessible(page, 'dialog');

  // The spec's messages first.
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByText('Some of your inputs are not valid')).toBeVisible();
  await expect(dialog.getByText("First name can't be empty")).toBeVisible();
  await expect(dialog.getByText("Amount can't be empty")).toBeVisible();
  await dialog.getByLabel('Amount (₦)').fill('50');
  await dialog.getByLabel('First name').click();
  await expect(dialog.getByText('Value too short. Must be a minimum of 3 characters in length.')).toBeVisible();

  await dialog.getByLabel('Amount (₦)').fill('2,500');
  await dialog.getByLabel('First name').fill('Kemi');
  await dialog.getByLabel('Last name').fill('Bello');
  await dialog.getByLabel('Email').fill(email);
  const comment = dialog.getByLabel('Comment (optional)');
  await comment.fill('Get well soon!');
  await expect(dialog.getByText('14/240')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await expectAccessible(page, 'dialog');
  await payWithCard(page, SUCCESS);

  await expect(dialog.getByRole('heading', { name: 'Thank you, Kemi!' })).toBeVisible();
  await expectAccessible(page, 'dialog');
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

  const receipt = await mailTo(page, email, /donation receipt/);
  expect(receipt.text).toContain('Amount: ₦2,500');
  expect(receipt.text).toContain(`Campaign: ${c.title}`);
  expect(receipt.text).toMatch(/Reference: IRT-[A-Z0-9]{16}/);
});

test('a signed-in donor gives with the account; it shows on the campaign and in the profile', async ({ page }) => {
  const c = await liveCampaign(page.request, 'ada@demo.ireti.ng', 100_000, `Member giving ${stamp()}`);
  await signIn(page, 'zainab@demo.ireti.ng');
  const dialog = await openDonate(page, c.id);
  await expect(dialog.getByText('Giving as')).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveCount(0);
  await expect(dialog.getByLabel('Email')).toHaveCount(0);
  await dialog.getByRole('button', { name: '₦5,000' }).click();
  await dialog.getByLabel('Comment (optional)').fill('Sending love from Kano.');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  // The OTP card: the sandbox asks for the code, then approves.
  await payWithCard(page, '5060 6666 6666 6666 666');
  await dialog.getByLabel('One-time code (OTP)').fill('123456');
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you, Zainab!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('tab', { name: /Donations/ }).click();
  await expect(page.getByRole('tabpanel').getByText('Zainab Musa')).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Donations' }).click();
  const mine = page.getByRole('listitem').filter({ hasText: c.title });
  await expect(mine).toContainText('₦5,000');
  await expect(mine).toContainText('Received');
  await expect(mine).toContainText('Sending love from Kano.');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Rewards' }).click();
  await expect(page.getByText('Total rewards')).toBeVisible();
  await expectAccessible(page);
});

test('anonymous donors: a guest gives with an e-mail only, a member hides their name; the campaign shows Anonymous, the profile and the admin know', async ({ page }) => {
  const c = await liveCampaign(page.request, 'hope@demo.ireti.ng', 100_000, `Quiet giving ${stamp()}`);
  const email = uniqueEmail('quiet');
  let dialog = await openDonate(page, c.id);
  await dialog.getByLabel('Give anonymously').check();
  await expect(dialog.getByLabel('First name')).toHaveCount(0);
  await expect(dialog.getByLabel('Mobile (optional)')).toHaveCount(0);
  await dialog.getByLabel('Amount (₦)').fill('1000');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  // Paid by bank transfer this time.
  await dialog.getByRole('tab', { name: 'Bank transfer' }).click();
  await dialog.getByRole('button', { name: 'I’ve sent the money' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you for giving!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A signed-in member gives anonymously too.
  await signIn(page, 'tunde@demo.ireti.ng');
  dialog = await openDonate(page, c.id);
  await dialog.getByLabel('Amount (₦)').fill('1500');
  await dialog.getByLabel('Give anonymously').check();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, SUCCESS);
  await expect(dialog.getByRole('heading', { name: 'Thank you for giving!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('tab', { name: /Donations/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Anonymous')).toHaveCount(2);
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

  const admin = await login(page.request, 'admin@demo.ireti.ng');
  const adminList = await (await page.request.get(`/api/v1/admin/donations?campaign=${c.id}`, { headers: { authorization: `Bearer ${admin.token}` } })).json();
  const seen = adminList.entity.transactions.map((d: { anonymous: boolean; email: string; first_name: string | null }) => [d.anonymous, d.email, d.first_name]);
  expect(seen).toEqual([
    [true, 'tunde@demo.ireti.ng', expect.any(String)],
    [true, email, null],
  ]);
});

test('a declined card is not counted, says why in the modal, and can be tried again', async ({ page }) => {
  const c = await liveCampaign(page.request, 'ada@demo.ireti.ng', 100_000, `Declined card ${stamp()}`);
  await signIn(page, 'chidi@demo.ireti.ng');
  const dialog = await openDonate(page, c.id);
  await dialog.getByLabel('Amount (₦)').fill('3000');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(dialog.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(dialog.getByText('Your payment was not successful: Declined')).toBeVisible();
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

test('deleting a campaign refunds every donor, each told by e-mail, and the profile shows it refunded', async ({ page }) => {
  const c = await liveCampaign(page.request, 'ada@demo.ireti.ng', 500_000, `To be deleted ${stamp()}`);
  const guests = [uniqueEmail('refund-a'), uniqueEmail('refund-b')];
  await giveByApi(page.request, c.id, 1500, { email: guests[0]!, first: 'Amina' });
  await giveByApi(page.request, c.id, 2500, { email: guests[1]!, first: 'Bayo' });
  const tunde = await login(page.request, 'tunde@demo.ireti.ng');
  await giveByApi(page.request, c.id, 4000, { email: 'tunde@demo.ireti.ng', token: tunde.token });

  // The owner deletes it from the owner screen.
  await signIn(page, 'ada@demo.ireti.ng');
  await page.goto(`/campaign/${c.id}`);
  await page.getByRole('link', { name: 'Manage campaign' }).click();
  await page.getByRole('button', { name: 'Delete Campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Campaign' }).click();
  await expect(page.getByText('This campaign was deleted. Everyone who gave to it is refunded in full.')).toBeVisible();

  for (const [email, amount] of [[guests[0]!, '₦1,500'], [guests[1]!, '₦2,500'], ['tunde@demo.ireti.ng', '₦4,000']] as const) {
    const m = await mailTo(page, email, new RegExp(`Your refund of ${amount}`));
    expect(m.text).toContain('the campaign was deleted by its creator');
    expect(m.text).toContain(c.title);
  }

  const donor = await page.context().browser()!.newContext();
  const tundePage = await donor.newPage();
  await signIn(tundePage, 'tunde@demo.ireti.ng');
  await tundePage.goto('/profile');
  await tundePage.getByRole('tab', { name: 'Donations' }).click();
  const item = tundePage.getByRole('listitem').filter({ hasText: c.title });
  await expect(item).toContainText('Refunded');
  await expect(item).toContainText('The campaign was deleted.');
  await donor.close();
});

test('the owner of a funded campaign adds a bank account, claims, and sees the payout paid', async ({ page }) => {
  const c = await liveCampaign(page.request, 'ada@demo.ireti.ng', 2_000, `Funded ${stamp()}`);
  await giveByApi(page.request, c.id, 1200, { email: uniqueEmail('fund-a') });
  await giveByApi(page.request, c.id, 800, { email: uniqueEmail('fund-b') });

  await signIn(page, 'ada@demo.ireti.ng');
  await page.goto(`/campaign/${c.id}`);
  await expect(page.getByText('Closed for donations').first()).toBeVisible();
  await page.getByRole('link', { name: 'Claim funds' }).click();
  await expect(page).toHaveURL(new RegExp(`/claim/${c.id}$`));
  await expect(page.getByRole('heading', { name: 'Claim your funds' })).toBeVisible();
  await expect(page.getByText('₦2,000', { exact: true })).toBeVisible();
  await expect(page.getByText('−₦100')).toBeVisible();
  await expect(page.getByText('₦1,900', { exact: true })).toBeVisible();
  await expectAccessible(page);

  const bank = page.getByRole('form', { name: 'Bank account' });
  if (await bank.count()) {
    await bank.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
    await bank.getByLabel('Account number').fill('0123456789');
    await expect(bank.getByText('DEMO ACCOUNT 6789')).toBeVisible();
    await bank.getByRole('button', { name: 'Save this account' }).click();
  }
  await expect(page.getByText(/····\d{4}/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Claim ₦1,900' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Sent to .*····\d{4}/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Claim ₦/ })).toHaveCount(0);
  await expectAccessible(page);

  const m = await mailTo(page, 'ada@demo.ireti.ng', /has been sent to your bank account/);
  expect(m.text).toContain('Payout: ₦1,900');
  expect(m.text).toContain(c.title);
});
