import { strFromU8, unzipSync } from 'fflate';
import { DEMO, account, expect, giveByApi, liveCampaign, look, mailTo, sessionAs, signIn, stamp, test } from './support.ts';

/**
 * Issue 28, decision 085: a person downloads their data from Settings (the e-mailed link, once)
 * and opens the archive; then closes their account, and the gift they made stays on the campaign
 * page as Anonymous.
 */
test('download my data, open the archive, then close the account: the gift stays as Anonymous', async ({ page }, info) => {
  const password = 'Kolanut-Sunrise7';
  const first = `Kemi${stamp().replace(/[^a-z]/g, '')}`;
  const me = await account(page.request, 'individual', { name: first, password });
  const c = await liveCampaign(page.request, DEMO.hope, 100_000, `Water for Ilora ${stamp()}`);
  await giveByApi(page.request, c.id, 1500, { email: me.email, token: me.token });

  await sessionAs(page, me.email, password);
  await page.goto('/profile_setting/individual?tab=account');
  const main = page.locator('#main');
  await expect(main.getByRole('heading', { name: 'Your data' })).toBeVisible();

  // Consent: one click to say yes, recorded with its date.
  const news = main.getByRole('checkbox', { name: /Send me news about Ireti/ });
  await expect(news).not.toBeChecked();
  await news.check();
  await expect(main.getByText(/You said yes on/)).toBeVisible();
  // (the toast covers the password form's Show button while it lasts)
  await expect(page.getByText('Your choice has been saved')).toBeHidden();

  await main.getByRole('button', { name: 'Download my data' }).click();
  await expect(main.getByRole('status').filter({ hasText: /We are preparing your data/ })).toBeVisible();
  // At the top: scrolled down, the sticky header lies over the password form's Show button, which axe counts against it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await look(page, info, 'settings: your data, consents, close account', { fullPage: true });

  // The job builds the archive and mails a single-use link; the archive opens.
  const mail = await mailTo(page, me.email, /Your Ireti data is ready/);
  const link = new URL(mail.links[0]!).pathname;
  const res = await page.request.get(link);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await res.body()));
  const data = JSON.parse(strFromU8(files['data.json']!)) as Record<string, Record<string, unknown>[]>;
  expect(data.profile![0]).toMatchObject({ email: me.email, firstName: first });
  expect(data.donations_given).toEqual([expect.objectContaining({ campaign_id: c.id, amount_kobo: 150_000, status: 'paid' })]);
  expect(data.consents).toEqual([expect.objectContaining({ purpose: 'news', withdrawn_at: null })]);
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['README.txt', 'csv/profile.csv', 'csv/donations_given.csv', 'csv/document_views.csv', 'csv/sessions.csv']),
  );
  // Nobody opened this person's documents: the log of who did is there, empty.
  expect(data.document_views).toEqual([]);
  // Used once: the same link is refused with a clear message.
  const again = await (await page.request.get(link)).json();
  expect(again.status).toEqual({ code: 103, desc: 'This download link has already been used. Ask for your data again from Settings.' });

  // Close the account: the password, then out.
  await main.getByLabel('Type your password to confirm').fill('not-my-password');
  await main.getByRole('button', { name: 'Close my account for good' }).click();
  await expect(main.getByText('Your current password is not correct')).toBeVisible();
  await main.getByLabel('Type your password to confirm').fill(password);
  await main.getByRole('button', { name: 'Close my account for good' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Your account has been closed and your personal details erased')).toBeVisible();
  await look(page, info, 'account closed');

  // The gift stays on the campaign, as Anonymous.
  await page.goto(`/campaign/${c.id}`);
  await page.getByRole('tab', { name: /Donations/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Anonymous')).toHaveCount(1);
  await expect(panel).not.toContainText(first);
  await look(page, info, 'campaign donations after the donor closed their account');
  const money = (await (await page.request.get(`/api/v1/campaigns/${c.id}/money`)).json()) as { entity: { raised: number } };
  expect(money.entity.raised).toBe(1500);
  // The old password opens nothing; the address is free for a new account.
  const login = await (await page.request.post('/api/v1/account/login', { data: { email: me.email, password } })).json();
  expect(login.status.code).not.toBe(100);
  await account(page.request, 'individual', { name: 'Kemi', password, email: me.email });
});

/**
 * Issue 28: a person who cannot use Settings writes in; an administrator (the demo one, with its
 * authenticator app) finds the account in the console's People tab, sends the archive to the
 * person's own address and closes the account, each with the written request; the gift stays.
 */
test('an administrator acts on a written request: sends the data, closes the account; the gift stays as Anonymous', async ({
  page,
}, info) => {
  const first = `Tayo${stamp().replace(/[^a-z]/g, '')}`;
  const person = await account(page.request, 'individual', { name: first, password: 'Kolanut-Sunrise7' });
  const c = await liveCampaign(page.request, DEMO.hope, 100_000, `Clinic roof ${stamp()}`);
  await giveByApi(page.request, c.id, 2000, { email: person.email, token: person.token });

  await signIn(page, DEMO.admin);
  await page.goto('/admin?tab=people');
  await page.getByLabel('E-mail address of the account').fill(person.email.toUpperCase());
  await page.getByRole('button', { name: 'Filter' }).click();
  const card = page.getByRole('listitem').filter({ hasText: person.email });
  await expect(card).toContainText(first);
  await expect(card).toContainText('No second factor');
  await look(page, info, 'people tab: the account of a written request');

  await card.getByRole('button', { name: 'Send their data' }).click();
  const send = page.getByRole('dialog', { name: 'Send this person their data' });
  await send.getByLabel('The written request (date, how it came, what it asks)').fill(`Letter of ${new Date().toDateString()}`);
  await send.getByRole('button', { name: 'Send their data' }).click();
  await expect(send).toBeHidden();
  const mail = await mailTo(page, person.email, /Your Ireti data is ready/);
  expect(mail.links[0]).toMatch(/\/api\/v1\/account\/data\//);

  await card.getByRole('button', { name: 'Close the account' }).click();
  const close = page.getByRole('dialog', { name: 'Close this account' });
  await expect(close).toContainText('gifts stay in the financial records as Anonymous');
  await close.getByLabel('The written request (date, how it came, what it asks)').fill('Signed letter asking to close the account');
  await look(page, info, 'people tab: closing on a written request');
  await close.getByRole('button', { name: 'Close the account' }).click();
  await expect(close).toBeHidden();
  // The address left with the person: no account has it now (it may open a new one).
  await expect(page.getByRole('alert').filter({ hasText: 'No account has this e-mail address' })).toBeVisible();

  // The audit log says who did it and why.
  await page.goto('/admin?tab=audit');
  await expect(page.getByText(/closed the account of .*Signed letter asking to close the account/).first()).toBeVisible();

  await page.goto(`/campaign/${c.id}`);
  await page.getByRole('tab', { name: /Donations/ }).click();
  await expect(page.getByRole('tabpanel')).not.toContainText(first);
  await expect(page.getByRole('tabpanel').getByText('Anonymous')).toHaveCount(1);
});
