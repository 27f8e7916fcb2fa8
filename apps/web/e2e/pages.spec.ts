import { test, expect, look } from './support.ts';

/** The static pages, the help form's failure paths, the blog and the dev mailbox. */

const pages: [string, string | RegExp][] = [
  ['/about', 'About Ireti'],
  ['/how_it_works', 'How it works'],
  ['/faq', 'Frequently asked questions'],
  ['/help', 'Help'],
  ['/support_sent', 'Message sent'],
  ['/blog', 'The Ireti blog'],
  ['/blog_articles', 'Blog articles'],
  ['/terms_of_use', 'Terms of use'],
  ['/privacy-policy', 'Privacy policy'],
  ['/404', /couldn’t find that page/],
  ['/dev/mailbox', 'Dev mailbox'],
];

test('every static page has its title and passes the accessibility checks', async ({ page }, info) => {
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(/· Ireti$/);
    // The dev mailbox holds every message the suite has sent: its screen is enough for the picture.
    await look(page, info, path, { fullPage: path !== '/dev/mailbox' });
  }
});

test('the FAQ answers the policies in four collapsible sections', async ({ page }, info) => {
  await page.goto('/faq');
  for (const section of ['About', 'Rewards and Donations', 'Verified Organisations', 'Donors']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  const answer = page.getByText('the campaign is deleted by its creator;');
  await expect(answer).toBeHidden();
  await page.getByText('When will I get a refund?').click();
  await expect(answer).toBeVisible();
  await expect(page.getByText('donations close before the goal was met, so the campaign cannot be met;')).toBeVisible();
  await look(page, info, 'faq with an answer open');

  const text = await page.locator('#main').textContent();
  for (const policy of [
    '5% of a campaign’s goal',
    'donors pay no service fee',
    '18 or older',
    '13 to 17',
    '₦10,000',
    'Federal Republic of Nigeria',
    '1 March 2020',
    'administrators can still see who gave',
    'identity check, a proof of address',
    'assigned at random',
    'profiles and grades are public',
    'Rewards are never financial',
    'report a campaign',
    'success stories',
  ]) {
    expect(text).toContain(policy);
  }
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/help$/);
});

test('the terms and the privacy policy state the policies', async ({ page }) => {
  await page.goto('/terms_of_use');
  let text = await page.locator('#main').textContent();
  for (const policy of [
    'commission of 5% of the campaign’s goal',
    'Accounts are free.',
    'Donors pay no service fee',
    '18 years or older',
    'between 13 and 17',
    'limited to ₦10,000',
    'laws of the Federal Republic of Nigeria',
    'courts of Nigeria',
    'the campaign is deleted by its creator;',
    'donations are closed before the campaign’s goal was met',
    'a payment arrives after donations had closed',
    'through our card payment provider',
    'administrators can still see who made it',
    'assigned at random to approved volunteers',
  ]) {
    expect(text).toContain(policy);
  }
  const toc = page.getByRole('navigation', { name: 'On this page' });
  if (await toc.locator('details').isVisible()) await toc.locator('summary').click();
  await toc.getByRole('link', { name: '7. Refunds' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/#refunds$/);
  await expect(page.getByRole('heading', { level: 2, name: '7. Refunds' })).toBeInViewport();

  await page.goto('/privacy-policy');
  text = await page.locator('#main').textContent();
  for (const policy of [
    'Effective 1 March 2020',
    'Nigeria Data Protection Act 2023',
    'Ireti administrators can see who made an anonymous donation',
    'aged 13 to 17',
  ]) {
    expect(text).toContain(policy);
  }
});

test('the help form shows the spec’s messages and a failed send’s description', async ({ page }, info) => {
  await page.goto('/help');
  const send = page.getByRole('button', { name: 'Send message' });
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some of your inputs are not valid' })).toBeVisible();
  for (const m of ["Name can't be empty", "Email can't be empty", "Mobile can't be empty", "Message can't be empty"])
    await expect(page.getByText(m)).toBeVisible();
  await look(page, info, 'help form with errors');

  const email = page.getByLabel('Email', { exact: true });
  await email.fill('a@b');
  await send.click();
  await expect(page.getByText('Value too short. Must be a minimum of 4 characters in length.')).toBeVisible();
  await email.fill('ngozi@example');
  await send.click();
  await expect(page.getByText('Email must be a valid mail.')).toBeVisible();

  await page.route('**/api/v1/email/support', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ status: { code: 107, desc: 'Too many requests, please try again later' }, entity: null }),
    }),
  );
  await email.fill('ngozi@example.ng');
  await page.getByLabel('Name', { exact: true }).fill('Ngozi Okafor');
  await page.getByLabel('Mobile', { exact: true }).fill('+2348031234567');
  await page.getByLabel('Message', { exact: true }).fill('Hello');
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many requests, please try again later' })).toBeVisible();
  await expect(page).toHaveURL(/\/help$/);

  await page.route('**/api/v1/email/support', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        status: { code: 101, desc: 'Some of your inputs are not valid' },
        entity: { errors: { mobile: 'Value too long. Must be a maximum of 20 characters in length.' } },
      }),
    }),
  );
  await send.click();
  await expect(page.getByText('Value too long. Must be a maximum of 20 characters in length.')).toBeVisible();
});

test('the blog lists the articles and /blog_articles has them in full', async ({ page }) => {
  await page.goto('/blog');
  const external = page.getByRole('link', { name: /blog\.ireti\.ng/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await page.getByRole('link', { name: 'Read the article: Inside the vetting: how volunteers check a campaign' }).click();
  await expect(page).toHaveURL(/\/blog_articles#how-volunteers-vet-campaigns$/);
  const heading = page.getByRole('heading', { level: 2, name: 'Inside the vetting: how volunteers check a campaign' });
  await expect(heading).toBeInViewport();
  for (const title of ['How to write a campaign story donors trust', 'Where your donation goes: holding, claiming and refunds']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  for (const link of await page.getByRole('link', { name: /Read on blog\.ireti\.ng/ }).all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/blog\.ireti\.ng\/[a-z-]+$/);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the dev mailbox opens a message’s links on this site, and is a 404 when the API has no outbox', async ({ page, baseURL }) => {
  const message = {
    id: 9001,
    channel: 'email',
    to: 'bola@example.ng',
    subject: 'Verify your e-mail address',
    text: 'Hello Bola,\n\nOpen http://localhost:9/verify_email/tok123 to verify your address.',
    html: null,
    links: ['http://localhost:9/verify_email/tok123'],
    status: 'sent',
    created: new Date().toISOString(),
  };
  const sms = { ...message, id: 9000, channel: 'sms', to: '+2348012345678', subject: null, text: 'Your Ireti code is 482913.', links: [] };
  await page.route('**/api/v1/dev/outbox', (route) =>
    route.fulfill({ json: { status: { code: 100, desc: 'Successful' }, entity: { messages: [message, sms] } } }),
  );
  await page.goto('/dev/mailbox');
  await expect(page.getByText('2 messages')).toBeVisible();
  await page.getByLabel('Channel').selectOption('sms');
  await expect(page.getByRole('heading', { name: 'Text message' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toBeHidden();
  await page.getByLabel('Channel').selectOption('');
  await page.getByLabel('Recipient or subject').fill('bola@');
  await expect(page.getByText('1 of 2 messages')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'bola@example.ng' });
  await expect(card.getByRole('link', { name: 'http://localhost:9/verify_email/tok123' })).toHaveAttribute('href', '/verify_email/tok123');
  await card.getByRole('link', { name: 'Open link' }).click();
  await expect(page).toHaveURL(`${baseURL}/verify_email/tok123`);

  await page.route('**/api/v1/dev/outbox', (route) =>
    route.fulfill({ status: 404, json: { status: { code: 104, desc: 'No API route for GET /api/v1/dev/outbox' }, entity: null } }),
  );
  await page.goto('/dev/mailbox');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('the home page carries why-choose-us, asking-for-funds, the blog teaser and four trusted organisations', async ({ page }, info) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: /Giving that stays honest/ })).toBeVisible();
  await page.getByRole('link', { name: 'Start a campaign' }).first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: /Need to raise funds/ }).getByRole('link', { name: 'Start a campaign' })).toHaveAttribute(
    'href',
    '/create_campaigns',
  );

  const blog = page.getByRole('region', { name: 'Guides for campaigners and donors' });
  const readMore = blog.getByRole('link', { name: /^Read More/ });
  await expect(readMore).toHaveCount(3);
  for (const link of await readMore.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/blog\.ireti\.ng\/[a-z-]+$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const logos = page.getByRole('region', { name: 'Trusted by organisations across Nigeria' }).getByRole('img');
  await expect(logos).toHaveCount(4);
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await look(page, info, 'home');
  await blog.getByRole('link', { name: 'Visit our blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
