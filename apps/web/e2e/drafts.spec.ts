import { test, expect, choosePicture, DEMO, look, named, picture, sessionAs, stamp } from './support.ts';

/**
 * The wizard keeps its draft (issue 15): once step 2 made the campaign, a reload resumes the same
 * step with the fields filled; the profile lists the draft with Continue; going back to step 2 and
 * on saves the same campaign (no second one); Submit sends it to the volunteers and says what next.
 */
test('a campaign draft survives a reload, waits in the profile and is submitted once', async ({ page }, info) => {
  const title = `Science lab for Ikire ${stamp()}`;
  await sessionAs(page, DEMO.ada);
  await page.goto('/create_campaigns');
  await page.getByLabel('Campaign title').fill(title);
  await page.getByLabel('Goal (₦)').fill('80,000');
  await page.getByLabel('Category').selectOption('Support');
  // Before the campaign exists, a reload loses nothing either: the device kept what was typed.
  await page.reload();
  await expect(page.getByText('Welcome back.')).toBeVisible();
  await expect(page.getByLabel('Campaign title')).toHaveValue(title);
  await expect(page.getByLabel('Goal (₦)')).toHaveValue('80,000');
  await page.getByRole('button', { name: 'Next →' }).click();
  await page.getByLabel('Summary').fill('Benches and microscopes for 200 pupils');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Your story' })).toBeVisible();
  await expect(page.getByLabel('Summary')).toHaveValue('Benches and microscopes for 200 pupils');
  await look(page, info, 'wizard step 2 kept on the device');
  await page.getByRole('textbox', { name: 'Your story' }).fill('Our pupils learn chemistry from drawings on the board.');
  await page.getByRole('radio', { name: /Reward based/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Rewards' })).toBeVisible();
  await expect(page).toHaveURL(/\/create_campaigns\?draft=[a-z0-9]{10}&step=3$/);
  const draft = new URL(page.url()).searchParams.get('draft')!;

  // A reload (or a lost connection) comes back to the same step, the story still filled in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Rewards' })).toBeVisible();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByText('Welcome back.')).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ireti.wizard.')))).toEqual([]);
  await look(page, info, 'resumed wizard at step 3');
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Your story' })).toBeVisible();
  await expect(page.getByLabel('Summary')).toHaveValue('Benches and microscopes for 200 pupils');
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page.getByLabel('Campaign title')).toHaveValue(title);
  await look(page, info, 'resumed wizard step 1 prefilled');

  // The profile lists the draft, with Continue back to the wizard.
  await page.goto('/profile');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByText('Not submitted yet: only you can see it.', { exact: false })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await look(page, info, 'profile with a draft');
  await row.getByRole('link', { name: named('Continue', title) }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Rewards' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`draft=${draft}&step=3`));

  // Back to step 2 and on: the same campaign, saved.
  await page.getByRole('button', { name: '← Back' }).click();
  await page.getByLabel('Summary').fill('Benches and microscopes for 250 pupils');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Rewards' })).toBeVisible();
  await page.getByLabel('Donation amount (₦)').fill('5,000');
  await page.getByLabel('Reward type').selectOption('Non-material');
  await page.getByLabel('Reward', { exact: true }).fill('A photo of the lab with your name');
  await page.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText('A photo of the lab with your name')).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Feature image' })).toBeVisible();
  await choosePicture(page, 'Feature image', await picture(40, 'jpeg'), 'lab.jpg');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Feature image' })).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: More pictures' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Your campaign was submitted' })).toBeVisible();
  await expect(page.getByText('Volunteers check it')).toBeVisible();
  await look(page, info, 'wizard submitted what happens next');

  // One campaign, no longer a draft.
  await page.goto('/profile');
  const rows = page.getByRole('listitem').filter({ hasText: title });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByText('Benches and microscopes for 250 pupils')).toBeVisible();
  await expect(rows.getByRole('link', { name: /^Continue/ })).toHaveCount(0);
});
