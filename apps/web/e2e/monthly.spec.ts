import {
  test,
  expect,
  auth,
  CARD,
  createCampaign,
  DEMO,
  login,
  look,
  mailTo,
  ok,
  openDonate,
  payWithCard,
  sessionAs,
  stamp,
  uniqueEmail,
} from './support.ts';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Monthly giving (issue 27, decisions 092 and 100) on the embedded default's sandbox provider: a
 * guest gives monthly on a keep-what-you-raise campaign, gets the receipt, a monthly charge
 * arrives and counts once, then from the e-mailed link (signed out) pauses, resumes, changes the
 * amount and cancels; the campaign counts monthly donors as they come and go. A signed-in donor
 * reaches the same page from their profile.
 */
async function keepCampaign(request: APIRequestContext, title: string) {
  const ada = await login(request, DEMO.ada);
  const { campaign_id: id } = await createCampaign(
    request,
    ada.token,
    title,
    500_000,
    { summary: 'Dialysis, three sessions a week', details: '<p>Every session paid for is a week of life.</p>' },
    { funding_mode: 'keep_what_you_raise' },
  );
  const admin = await login(request, DEMO.admin);
  await ok(request.post('/api/v1/account/verifycampaign', { headers: auth(admin.token), data: { campaign_id: id, status: 1 } }));
  return id;
}

/** The manage link of the newest monthly mail to `to` (its path and fragment: the token never reaches a server). */
async function manageLink(page: Page, to: string, subject: RegExp) {
  const m = await mailTo(page, to, subject);
  const link = m.links.find((l) => l.includes('/monthly#t='));
  expect(link, 'the mail carries the manage link').toBeTruthy();
  const u = new URL(link!);
  return { path: `${u.pathname}${u.hash}`, text: m.text };
}

test('a guest gives monthly, a monthly charge arrives and counts once, then pauses, resumes, changes and cancels from the e-mailed link', async ({
  page,
}, info) => {
  // A long journey (give, a charge, pause, resume, change, cancel), with a campaign page between each.
  test.setTimeout(300_000);
  const title = `Monthly dialysis ${stamp()}`;
  const id = await keepCampaign(page.request, title);
  const email = uniqueEmail('monthly');
  const donors = page.getByTestId('monthly-donors');

  // The dialog makes the gift unmistakable before paying: per month, the day it is taken, how to stop.
  const dialog = await openDonate(page, id);
  await dialog.getByRole('button', { name: 'Every month' }).click();
  await dialog.getByLabel('Amount (₦)').fill('2000');
  const note = dialog.getByRole('note');
  await expect(note.getByText(/^₦2,000 every month, taken on day \d{1,2} of each month, starting today by card\.$/)).toBeVisible();
  await expect(note.getByText(/Pause, change or cancel it at any time from the link in every receipt/)).toBeVisible();
  const day = /on day (\d{1,2}) of each month/.exec((await note.textContent())!)![1]!;
  await dialog.getByLabel('First name').fill('Amaka');
  await dialog.getByLabel('Last name').fill('Obi');
  await dialog.getByLabel('Email').fill(email);
  await look(page, info, 'give monthly, the form', { keep: true });
  await dialog.getByRole('button', { name: 'Give ₦2,000 every month' }).click();

  // The sandbox checkout of a plan: by card only, saying what comes next.
  await expect(dialog.getByText(`Then ₦2,000 on day ${day} of each month, from this card.`, { exact: false })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Bank transfer' })).toHaveCount(0);
  await look(page, info, 'give monthly, the sandbox checkout', { keep: true });
  await payWithCard(page, CARD.success);
  await expect(dialog.getByRole('heading', { name: 'Thank you, Amaka!' })).toBeVisible();
  await expect(dialog.getByText(`It will be taken again on day ${day} of each month.`, { exact: false })).toBeVisible();
  await look(page, info, 'give monthly, thank you', { keep: true });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The campaign counts its monthly donor, and the first gift.
  await page.reload();
  await expect(donors.first()).toHaveText('1 person gives to this campaign every month', { timeout: 30_000 });
  await expect(page.getByText(/₦2,000\s*raised/).first()).toBeVisible();

  // The receipt, with the day and the manage link.
  const receipt = await manageLink(page, email, /^Your monthly donation receipt: ₦2,000 to /);
  expect(receipt.text).toContain(`It is taken on day ${day} of each month`);

  // From the e-mailed link, signed out: the gift, and the provider's own page to change the card.
  await page.goto(receipt.path);
  const gift = page.getByTestId('monthly-gift');
  await expect(gift.getByText('₦2,000 every month')).toBeVisible();
  await expect(gift.getByText('Active', { exact: true })).toBeVisible();
  await expect(gift.getByText('1 payments so far, ₦2,000 in all')).toBeVisible();
  await gift.getByRole('button', { name: 'Update card' }).click();

  // The sandbox's page (as Paystack's manage link): the next monthly charge, now.
  await expect(page).toHaveURL(/\/dev\/sandbox\/subscription\/SUB_/);
  await expect(page.getByRole('heading', { name: 'Your subscription' })).toBeVisible();
  await expect(page.getByText('···· 4081')).toBeVisible();
  await look(page, info, 'the sandbox subscription page', { keep: true });
  await page.getByRole('button', { name: 'Run the next monthly charge now' }).click();
  await expect(page.getByRole('status')).toHaveText('₦2,000 was charged to the card.');
  await look(page, info, 'a monthly charge made', { keep: true });

  // It arrives as a donation of its own with its own receipt, counted once; still one monthly donor.
  await expect.poll(async () => (await mailsTo(page, email, /^Your monthly donation receipt/)).length).toBe(2);
  await page.goto(`/campaign/${id}`);
  await expect(page.getByText(/₦4,000\s*raised/).first()).toBeVisible();
  await expect(donors.first()).toHaveText('1 person gives to this campaign every month', { timeout: 30_000 });
  await look(page, info, 'the campaign counts its monthly donor', { keep: true });

  // Pause: nothing is taken, and the campaign stops counting them.
  await page.goto(receipt.path);
  await expect(gift.getByText('2 payments so far, ₦4,000 in all')).toBeVisible();
  await gift.getByRole('button', { name: 'Pause' }).click();
  await expect(gift.getByText('Paused: nothing is taken until you resume', { exact: true })).toBeVisible();
  await look(page, info, 'monthly gift paused', { keep: true });
  await page.goto(`/campaign/${id}`);
  await expect(page.getByRole('button', { name: 'Donate now' }).first()).toBeVisible();
  await expect(donors).toHaveCount(0, { timeout: 30_000 });

  // Resume, and a new amount.
  await page.goto(receipt.path);
  await gift.getByRole('button', { name: 'Resume' }).click();
  await expect(gift.getByText('Active', { exact: true })).toBeVisible();
  await gift.getByRole('button', { name: 'Change amount' }).click();
  await gift.getByLabel('New amount each month (₦)').fill('50');
  await gift.getByRole('button', { name: 'Save amount' }).click();
  await expect(gift.getByText('The least you can give is ₦100')).toBeVisible();
  await gift.getByLabel('New amount each month (₦)').fill('3000');
  await gift.getByRole('button', { name: 'Save amount' }).click();
  await expect(gift.getByText('₦3,000 every month')).toBeVisible();
  await page.goto(`/campaign/${id}`);
  await expect(donors.first()).toHaveText('1 person gives to this campaign every month', { timeout: 30_000 });

  // Cancel, for good.
  await page.goto(receipt.path);
  await gift.getByRole('button', { name: 'Cancel monthly donation' }).click();
  await expect(gift.getByRole('alertdialog')).toContainText('Cancel for good? Nothing more will be taken.');
  await look(page, info, 'cancel, asked to confirm', { keep: true });
  await gift.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(gift.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(gift.getByRole('button', { name: 'Resume' })).toHaveCount(0);
  await look(page, info, 'monthly gift cancelled', { keep: true });
  await page.goto(`/campaign/${id}`);
  await expect(page.getByText(/₦4,000\s*raised/).first()).toBeVisible();
  await expect(donors).toHaveCount(0, { timeout: 30_000 });
});

test('a signed-in donor reaches their monthly donations from their profile', async ({ page }, info) => {
  test.setTimeout(180_000);
  const id = await keepCampaign(page.request, `Monthly school fees ${stamp()}`);
  const token = await sessionAs(page, DEMO.chidi);
  const d = await ok(
    page.request.post('/api/v1/donate/monthly', {
      headers: auth(token),
      data: { known: 0, amount: 1500, campaign: id, comment: '', anonymous: false },
    }),
  );
  await ok(page.request.post('/api/v1/dev/sandbox/pay', { data: { ref: d.ref, card: CARD.success } }));
  await ok(page.request.put('/api/v1/payment/verify', { data: { ref: d.ref } }));

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Donations' }).click();
  await page.getByRole('link', { name: 'Your monthly donations: pause, change or cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Your monthly donations' })).toBeVisible();
  const gift = page.getByTestId('monthly-gift').filter({ hasText: 'Monthly school fees' });
  await expect(gift.getByText('₦1,500 every month')).toBeVisible();
  await expect(gift.getByText('Active', { exact: true })).toBeVisible();
  await look(page, info, 'monthly donations, signed in', { keep: true });
  await gift.getByRole('button', { name: 'Pause' }).click();
  await expect(gift.getByText('Paused: nothing is taken until you resume', { exact: true })).toBeVisible();
  await gift.getByRole('button', { name: 'Cancel monthly donation' }).click();
  await gift.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(gift.getByText('Cancelled', { exact: true })).toBeVisible();
});

/** Every dev-mailbox message to `to` whose subject matches. */
async function mailsTo(page: Page, to: string, subject: RegExp) {
  const body = (await (await page.request.get('/api/v1/dev/outbox')).json()) as {
    entity: { messages: { to: string; subject: string | null }[] };
  };
  return body.entity.messages.filter((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject ?? ''));
}
