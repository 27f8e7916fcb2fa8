import { test, expect, choosePicture, DEMO, look, picture, sessionAs, stamp } from './support.ts';

/**
 * Campaigns near you (issue 14): a campaign has its own state and LGA. A visitor narrows explore to
 * a state and finds a place by name; a campaigner in Lagos starts a campaign in Kano, the wizard
 * having offered her own place first, and may move it while it awaits verification.
 * Demo data: two live campaigns in Kano Municipal, Kano (apps/api/src/modules/campaigns/demo).
 */
const KANO = ['A tailoring home for Musa and Hadiza', 'Rebuild Kurmi market stalls after the fire'];

test('a visitor narrows explore to a state, and a search for a place finds the campaigns there', async ({ page }, info) => {
  await page.goto('/campaigns');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  // Each card says where it is and how many gave.
  await expect(cards.first().getByText(/^\d[\d,]* donors?$/)).toBeVisible();
  const filters = page.getByRole('button', { name: /^Filters/ });
  // On a phone the panel closes onto the results once a filter is chosen (issue 26): open it again for the next.
  const openFilters = async () => {
    if ((await filters.isVisible()) && !(await page.getByLabel('State').isVisible())) await filters.click();
  };
  await openFilters();

  await page.getByLabel('State').selectOption({ label: 'Kano' });
  await expect(page).toHaveURL(/[?&]state=20(&|$)/);
  await expect(page.getByRole('status').filter({ hasText: / in Kano$/ })).toBeVisible();
  for (const title of KANO) await expect(cards.filter({ hasText: title })).toHaveCount(1);
  // Only Kano's: every card's place ends in Kano.
  for (const card of await cards.all()) await expect(card.getByText(/, Kano$/)).toBeVisible();
  await look(page, info, 'explore by state');

  // The other filters work with it, and a reload keeps them (the address holds them).
  await openFilters();
  await page.getByLabel('Rewards').selectOption('1');
  await expect(page).toHaveURL(/state=20/);
  await expect(page).toHaveURL(/is_reward=1/);
  await expect(cards.filter({ hasText: KANO[0]! })).toHaveCount(1);
  await expect(cards.filter({ hasText: KANO[1]! })).toHaveCount(0);
  await page.reload();
  await openFilters();
  await expect(page.getByLabel('State')).toHaveValue('20');
  await expect(cards.filter({ hasText: KANO[0]! })).toHaveCount(1);
  await openFilters();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(cards).toHaveCount(6);

  // A place's name finds its campaigns (the title of neither says Kano).
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('Kano');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=Kano/);
  for (const title of KANO) await expect(cards.filter({ hasText: title }).getByText('Kano Municipal, Kano')).toBeVisible();
  await look(page, info, 'search for a place');

  // The campaign's page says where it is.
  await page.getByRole('link', { name: KANO[1] }).click();
  await expect(page.getByRole('heading', { level: 1, name: KANO[1] })).toBeVisible();
  await expect(page.getByRole('main').getByText('Kano Municipal, Kano')).toBeVisible();
});

test('a campaigner in Lagos starts a campaign in Kano and moves it while it awaits verification', async ({ page }, info) => {
  const title = `Water tanks for Fagge clinic ${stamp()}`;
  await sessionAs(page, DEMO.ada);
  await page.goto('/create_campaigns');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Basic information' })).toBeVisible();
  // Her own place first (Ada lives in Lagos).
  const state = page.getByLabel('State');
  const lga = page.getByLabel('LGA');
  await expect(state).toHaveValue('25');
  await expect(lga).not.toHaveValue('');
  await page.getByLabel('Campaign title').fill(title);
  await page.getByLabel('Goal (₦)').fill('90,000');
  await page.getByLabel('Category').selectOption('Health');
  await state.selectOption({ label: 'Kano' });
  await expect(lga).toHaveValue('');
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByText("LGA can't be empty")).toBeVisible();
  await lga.selectOption({ label: 'Fagge' });
  await look(page, info, 'wizard step 1 with a place');
  // The device keeps the place with the rest.
  await page.reload();
  await expect(page.getByText('Welcome back.')).toBeVisible();
  await expect(state).toHaveValue('20');
  await expect(lga).toHaveValue('381');
  await page.getByRole('button', { name: 'Next →' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Your story' })).toBeVisible();
  await page.getByLabel('Summary').fill('Clean water for a clinic in Fagge');
  await page.getByRole('textbox', { name: 'Your story' }).fill('The clinic buys water by the jerrycan every morning.');
  await page.getByRole('radio', { name: /Non-reward based/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Pictures' })).toBeVisible();
  // Back on step 1, the saved draft holds its place.
  await page.reload();
  await page.getByRole('button', { name: '← Back' }).click();
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(state).toHaveValue('20');
  await expect(lga).toHaveValue('381');
  await page.getByRole('button', { name: 'Next →' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Pictures' })).toBeVisible();
  await choosePicture(page, 'Feature image', await picture(190, 'jpeg'), 'tanks.jpg');
  await page.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Your campaign was submitted' })).toBeVisible();
  await expect(page.getByText('Volunteers in Kano look at your story')).toBeVisible();
  await page.getByRole('link', { name: 'View your campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').getByText('Fagge, Kano')).toBeVisible();
  await look(page, info, 'campaign page with its place');

  // Awaiting verification, its owner may still move it (within Kano here).
  await page.getByRole('link', { name: 'Manage campaign' }).click();
  await expect(page.getByText('Volunteers in Kano are checking your campaign')).toBeVisible();
  await expect(state).toBeEnabled();
  await lga.selectOption({ label: 'Nasarawa' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Campaign updated')).toBeVisible();
  await look(page, info, 'edit an awaiting campaign place');
  await page.getByRole('link', { name: 'View campaign page →' }).click();
  await expect(page.getByRole('main').getByText('Nasarawa, Kano')).toBeVisible();
});
