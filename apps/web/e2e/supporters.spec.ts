import { test, expect, CARD, DEMO, liveCampaign, look, payWithCard, sessionAs, signOut, stamp, uniqueEmail } from './support.ts';

/**
 * Supporter pages (issue 27, decision 094): a signed-in supporter opens their own page for a live
 * campaign, a friend gives through it, and both the page's total and the campaign's move; the
 * campaign page lists the supporter by what they raised.
 */
test("a supporter opens a page, a friend gives through it; the page's and the campaign's totals both move", async ({ page }, info) => {
  const c = await liveCampaign(page.request, DEMO.ada, 100_000, `Supporters ${stamp()}`);
  await sessionAs(page, DEMO.chidi);
  await page.goto(`/campaign/${c.id}`);
  const supporters = page.getByRole('region', { name: 'Supporters fundraising' });
  await supporters.scrollIntoViewIfNeeded();
  await expect(supporters.getByText('No one is fundraising for this campaign yet. Be the first.')).toBeVisible();
  await look(page, info, 'campaign page, no supporters yet');
  await supporters.getByRole('button', { name: 'Fundraise for this campaign' }).click();

  // Bad input first: refused under its field, nothing opened.
  const dialog = page.getByRole('dialog', { name: 'Fundraise for this campaign' });
  await dialog.getByLabel('Your words').fill('Give <b>now</b>');
  await dialog.getByLabel('Your target (₦)').fill('500');
  await dialog.getByRole('button', { name: 'Open my page' }).click();
  await expect(dialog.getByText('Write your words as plain text, without HTML tags')).toBeVisible();
  await expect(dialog.getByText('Target must be at least ₦1,000')).toBeVisible();
  await look(page, info, 'open page form with errors');
  await dialog.getByLabel('Your words').fill('I ran with Mama Ngozi for 20 years. Help me raise ₦20,000 for her treatment.');
  await dialog.getByLabel('Your target (₦)').fill('20,000');
  await dialog.getByRole('button', { name: 'Open my page' }).click();

  await expect(page).toHaveURL(/\/fundraise\/[a-z0-9]{12}$/);
  const pageUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByText('I ran with Mama Ngozi for 20 years.', { exact: false })).toBeVisible();
  const mine = page.getByRole('region', { name: 'Raised through this page' });
  await expect(mine.getByText(/₦0\s*raised of ₦20,000/)).toBeVisible();
  await expect(page.getByText('This is your page')).toBeVisible();
  // Its own share links, to the page itself.
  const whatsapp = page.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`fundraise%2F${pageUrl.split('/').pop()}`));
  await look(page, info, 'the supporter page, just opened', { fullPage: true });

  // A friend, signed out, gives through it.
  await signOut(page);
  await page.goto(pageUrl);
  await expect(page.getByText('This is your page')).toHaveCount(0);
  await page.getByRole('button', { name: 'Donate now' }).click();
  const give = page.getByRole('dialog');
  await give.getByLabel('Amount (₦)').fill('5000');
  await give.getByLabel('First name').fill('Kemi');
  await give.getByLabel('Last name').fill('Bello');
  await give.getByLabel('Email').fill(uniqueEmail('kemi'));
  await give.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, CARD.success);
  await expect(give.getByRole('heading', { name: 'Thank you, Kemi!' })).toBeVisible();
  await give.getByRole('button', { name: 'Done' }).click();

  await expect(mine.getByText(/₦5,000\s*raised of ₦20,000/)).toBeVisible();
  await expect(mine.getByText('1 gift through this page')).toBeVisible();
  const campaign = page.getByRole('region', { name: 'The campaign in all' });
  await expect(campaign.getByText(/₦5,000\s*raised of ₦100,000/)).toBeVisible();
  await look(page, info, 'the supporter page after a gift', { fullPage: true });

  // The campaign's own page: its total moved, and it lists the supporter by what they raised.
  await page.getByRole('link', { name: 'See the campaign' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${c.id}$`));
  await expect(page.getByText(/₦5,000\s*raised of ₦100,000/).first()).toBeVisible();
  await supporters.scrollIntoViewIfNeeded();
  await expect(supporters.getByRole('link', { name: /Chidi/ })).toBeVisible();
  await expect(supporters.getByText(/₦5,000 raised of ₦20,000/)).toBeVisible();
  await look(page, info, 'campaign page lists the supporter');
});
