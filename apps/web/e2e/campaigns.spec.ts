import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { mailTo, uniqueEmail } from './helpers.ts';

/**
 * Campaign journeys (issue 4), against the demo data:
 * 1. Ada creates a reward-based campaign through the five steps, with pictures; Tunde, the Lagos
 *    volunteer the trust module assigned to it, verifies it; a visitor finds it on explore by a
 *    word with a typo; Ada edits it, closes donations and closes it with the thank-you; it is
 *    among the success stories; the served HTML carries its share tags.
 * 2. A visitor reports a campaign.
 * 3. Explore, search and the home page.
 * The phone and desktop runs share one server: each run names its campaign after its own town.
 */
const DEMO_PASSWORD = 'IretiDemo2026';
const ADA = 'ada@demo.ireti.ng';
const TUNDE = 'tunde@demo.ireti.ng';
const TOWN: Record<string, { name: string; typo: string; report: string }> = {
  phone: { name: 'Ogbomoso', typo: 'ogbomosso', report: 'Heart surgery for baby Chiamaka' },
  desktop: { name: 'Nsukka', typo: 'nsuka', report: 'Dialysis for Uncle Obinna in Enugu' },
};

/** A real picture (the server checks the bytes): a gradient with a shape, PNG or JPEG. */
async function picture(hue: number, format: 'png' | 'jpeg' = 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="726" height="464"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${hue + 60},70%,70%)"/></linearGradient></defs><rect width="726" height="464" fill="url(#g)"/><circle cx="480" cy="200" r="90" fill="#f5c542"/></svg>`;
  const img = sharp(Buffer.from(svg));
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
}

/** A link or button whose visible text is `action` followed by a screen-reader-only `: title`. */
const named = (action: string, title: string) => new RegExp(`^${action}\\s*:\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function signIn(page: Page, email: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

async function signOut(page: Page) {
  await page.goto('/signout');
  await expect(page).not.toHaveURL(/\/signout/);
}

async function expectNoA11yViolations(page: Page) {
  const r = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Chooses a file for the picture labelled `label` (it uploads at once) and waits for the upload. */
async function choosePicture(page: Page, label: string, buffer: Buffer, name = 'picture.png') {
  const responded = page.waitForResponse((r) => /\/api\/v1\/image\//.test(r.url()) && r.request().method() === 'PUT');
  await page.getByLabel(named('Choose a picture', label)).setInputFiles({ name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer });
  const res = await responded;
  expect((await res.json()).status.code).toBe(100);
}

test('a reward-based campaign from creation to success story', async ({ page }, info) => {
  test.setTimeout(180_000);
  const town = TOWN[info.project.name] ?? TOWN.desktop!;
  const title = `Science lab for ${town.name} girls' school`;

  // 1. Create, through the five steps.
  await signIn(page, ADA);
  await page.goto('/create_campaigns');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Basic information' })).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByText("Title can't be empty")).toBeVisible();
  await page.getByLabel('Campaign title').fill(title);
  await page.getByLabel('Goal (₦)').fill('750,000');
  await expect(page.getByText('5% (₦37,500) commission will be removed upon claiming the money')).toBeVisible();
  await page.getByLabel('Category').selectOption('Support');
  await page.getByLabel(/Affiliated organisation/).fill(`${town.name} Girls' Grammar School`);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Next →' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Your story' })).toBeVisible();
  await page.getByLabel('Summary').fill('Microscopes, benches and chemicals for 300 girls and more');
  await page.getByRole('textbox', { name: 'Your story' }).fill('Our girls learn chemistry from drawings on the board.');
  await page.getByRole('radio', { name: /Reward based/ }).check();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Value too long. Must be a maximum of 50 characters in length.')).toBeVisible();
  await page.getByLabel('Summary').fill('Microscopes and benches for 300 girls');
  await page.getByRole('button', { name: 'Create campaign' }).click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Rewards' })).toBeVisible();
  await page.getByLabel('Donation amount (₦)').fill('5,000');
  await page.getByLabel('Reward type').selectOption('Non-material');
  await page.getByLabel('Reward', { exact: true }).fill('A thank-you letter from the girls');
  await page.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText('A thank-you letter from the girls')).toBeVisible();
  // Edit mode toggles, and Reset returns to adding.
  await page.getByRole('button', { name: /^Edit reward of ₦5,000/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit reward' })).toBeVisible();
  await page.getByLabel('Reward', { exact: true }).fill('A signed thank-you letter from the girls');
  await page.getByRole('button', { name: 'Save reward' }).click();
  await expect(page.getByText('A signed thank-you letter from the girls')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a reward' })).toBeVisible();
  await page.getByLabel('Donation amount (₦)').fill('50,000');
  await page.getByLabel('Reward type').selectOption('Material');
  await page.getByLabel('Reward', { exact: true }).fill('A lab coat with your name');
  await page.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText('A lab coat with your name')).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Feature image' })).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByText("Oops! There's something wrong! Try again!")).toBeVisible();
  await choosePicture(page, 'Feature image', await picture(200, 'jpeg'), 'lab.jpg');
  await page.getByRole('button', { name: 'Next →' }).click();

  await expect(page.getByRole('heading', { name: 'Step 5 of 5: More pictures' })).toBeVisible();
  await choosePicture(page, 'Picture 1', await picture(30), 'girls.png');
  await choosePicture(page, 'Picture 2', await picture(120), 'bench.png');
  await page.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(page).toHaveURL(/\/campaign\/[a-z0-9]{10}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('This campaign is not yet verified')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show picture 2' })).toBeVisible();

  // Not public yet: a visitor does not find it.
  await signOut(page);
  await page.goto(`/campaign/${id}`);
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();

  // 2. Verified by the volunteer the trust module assigned (the only approved one in Lagos).
  await signIn(page, TUNDE);
  await page.goto(`/campaign/${id}`);
  await page.getByRole('button', { name: 'Verify campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify campaign' }).click();
  await expect(page.getByText('This campaign is not yet verified')).toBeHidden();
  await signOut(page);

  // 3. A visitor finds it on explore by a word with a typo.
  await page.goto('/campaigns');
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(town.typo);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${town.typo}`));
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));
  await page.getByRole('tab', { name: /Rewards/ }).click();
  await expect(page.getByText('A lab coat with your name')).toBeVisible();
  await expectNoA11yViolations(page);

  // 4. Ada edits it from her profile.
  await signIn(page, ADA);
  await page.goto('/profile');
  const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(mine.getByText('Campaign Live')).toBeVisible();
  await mine.getByRole('link', { name: named('Edit', title) }).click();
  await expect(page).toHaveURL(/\/edit_campaign$/);
  await page.getByLabel('Summary').fill('Microscopes, benches and a fume hood');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Campaign updated')).toBeVisible();
  // The edit screen uploads a picture only once one is chosen.
  await page.getByRole('button', { name: named('Upload image', 'Gallery picture 3') }).click();
  await expect(page.getByText('You need to select an image first!')).toBeVisible();
  await expectNoA11yViolations(page);

  // 5. Close donations (confirmed), then 6. close with the thank-you.
  await page.getByRole('button', { name: 'Close Donations' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close Donations' }).click();
  await expect(page.getByText('Donations closed', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Close Campaign' }).click();
  await expect(page).toHaveURL(/\/close_campaign$/);
  await page.getByRole('button', { name: 'Close Campaign' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Select your first thank you image' })).toBeVisible();
  await page.getByLabel('Thank-you message').fill('The lab opened on Monday. Thank you for every microscope!');
  await choosePicture(page, 'SELECT YOUR FIRST THANK YOU IMAGE', await picture(300), 'thanks1.png');
  await choosePicture(page, 'SELECT YOUR SECOND THANK YOU IMAGE', await picture(60, 'jpeg'), 'thanks2.jpg');
  await page.getByRole('button', { name: 'Close Campaign' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));
  await expect(page.getByText('The lab opened on Monday. Thank you for every microscope!')).toBeVisible();
  await expect(page.getByText('Campaign Closed').first()).toBeVisible();
  await signOut(page);

  // 7. Among the success stories.
  await page.goto('/success_stories');
  const story = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await story.getByRole('link', { name: named('View Campaign', title) }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));

  // 8. The served HTML carries the share tags.
  const html = await (await page.request.get(`/campaign/${id}`)).text();
  const escaped = title.replace(/'/g, '&#39;');
  expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
  expect(html).toContain('<meta property="og:description" content="Microscopes, benches and a fume hood">');
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="http[^"]+/media/campaigns/363_232_[a-z0-9]+\\.jpg">`));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/campaign/${id}">`));
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
});

test('without rewards the wizard goes from step 2 to step 5, which asks for the feature image', async ({ page }, info) => {
  const town = TOWN[info.project.name] ?? TOWN.desktop!;
  await signIn(page, 'chidi@demo.ireti.ng');
  await page.goto('/create_campaigns');
  await page.getByLabel('Campaign title').fill(`Generator for ${town.name} barbing salon`);
  await page.getByLabel('Goal (₦)').fill('320000');
  await page.getByLabel('Category').selectOption('Business');
  await page.getByRole('button', { name: 'Next →' }).click();
  await page.getByLabel('Summary').fill('A generator so the salon works during outages');
  await page.getByRole('textbox', { name: 'Your story' }).fill('Power cuts close the salon four days a week.');
  await page.getByRole('radio', { name: /Non-reward based/ }).check();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Pictures' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(page.getByText("Oops! There's something wrong! Try again!")).toBeVisible();
  await choosePicture(page, 'Feature image', await picture(90, 'jpeg'), 'salon.jpg');
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Your story' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(page).toHaveURL(/\/campaign\/[a-z0-9]{10}$/);
  await expect(page.getByText('This campaign is not yet verified')).toBeVisible();
});

test('a visitor reports a campaign', async ({ page }, info) => {
  // One campaign per run: a visitor (one address) may report a campaign once.
  const target = (TOWN[info.project.name] ?? TOWN.desktop!).report;
  // Search by its title: other journeys add Health campaigns, so it need not be on the first page.
  await page.goto(`/campaigns?category=Health&search=${encodeURIComponent(target)}`);
  await page.getByRole('link', { name: target }).first().click();
  await page.getByRole('button', { name: 'Report this campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this campaign' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText("Message can't be empty")).toBeVisible();
  await dialog.getByLabel('What is wrong with this campaign?').fill('The hospital named in this campaign says it has no such patient.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: /thank/i }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('someone whose identity is not submitted is sent to /verify to create a campaign', async ({ page }) => {
  const email = uniqueEmail('e2e-campaigner');
  const password = 'Kolanut-Sunrise7';
  const created = await page.request.post('/api/v1/account', {
    data: { email, first_name: 'Ngozi', last_name: 'Eze', password, state: 25, lga: 508, mobile: `+234803${String(Date.now()).slice(-7)}`, gender: 'female' },
  });
  expect((await created.json()).status.code).toBe(100);
  const link = (await mailTo(page, email)).links[0]!;
  await page.request.put('/api/v1/account/verify', { data: { token: new URL(link).pathname.split('/').pop() } });
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/create_campaigns');
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByText('You need to verify your account before you can create campaigns.')).toBeVisible();
});

test('explore: filters, Show More until the last page, and the home page lists', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top campaigns' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Success stories' })).toBeVisible();
  const stories = page.getByRole('region', { name: 'Success stories' }).getByRole('link', { name: /View Campaign/ });
  await expect(stories).toHaveCount(3);
  await expectNoA11yViolations(page);

  await page.goto('/campaigns');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  const total = Number((await page.getByRole('status').filter({ hasText: /campaigns?$/ }).first().innerText()).split(' ')[0]);
  for (let shown = 6; shown < total; shown += 6) {
    await page.getByRole('button', { name: 'Show More Campaigns' }).click();
    await expect(cards).toHaveCount(Math.min(total, shown + 6));
  }
  await expect(page.getByRole('button', { name: 'Show More Campaigns' })).toBeHidden();

  // A filter starts the list again; the reward flag can arrive in navigation state.
  if (await page.getByRole('button', { name: /^Filters/ }).isVisible()) await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Category').selectOption('Emergency');
  await expect(page).toHaveURL(/category=Emergency/);
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(6);
  for (const card of await cards.all()) await expect(card.getByText('Emergency', { exact: true })).toBeVisible();
  await page.getByLabel('Rewards').selectOption('1');
  await expect(page).toHaveURL(/is_reward=1/);
  await expect(page.getByText('No campaigns found').or(cards.first())).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(6);
  await expectNoA11yViolations(page);

  await page.goto('/campaign');
  await expect(page).toHaveURL(/\/campaigns$/);
});
