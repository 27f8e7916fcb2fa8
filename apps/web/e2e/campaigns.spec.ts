import { type Page, type TestInfo } from '@playwright/test';
import {
  test,
  expect,
  account,
  adminItem,
  choosePicture,
  DEMO,
  look,
  mailTo,
  named,
  payWithCard,
  CARD,
  picture,
  saveBankAccount,
  sessionAs,
  signOut,
  uniqueEmail,
} from './support.ts';

/**
 * The campaigner's journeys (issues 4 and 7), against the demo data, from creation to success story:
 * 1. Ada, an individual, creates a reward-based campaign through the five steps, with pictures;
 *    Tunde, the Lagos volunteer the trust module assigned to it, verifies it; she edits it; a
 *    visitor finds it on explore by a word with a typo and gives the whole goal, which closes
 *    donations; Ada claims the money to her bank account and closes the campaign with the
 *    thank-you; it is among the success stories; the served HTML carries its share tags.
 * 2. Hope Foundation, an organisation, creates a campaign; the admin verifies it from the console;
 *    a signed-in donor funds it (the card that asks for a one-time code) and finds the gift in his
 *    profile; Hope claims and closes it; it shows on Hope's organisation page.
 * 3. The wizard without rewards; 4. /verify before a first campaign.
 * The phone and desktop runs share one server: each run names its campaigns after its own town.
 */
const TOWN: Record<string, { name: string; typo: string; market: string }> = {
  phone: { name: 'Ogbomoso', typo: 'ogbomosso', market: 'Oja Oba' },
  desktop: { name: 'Nsukka', typo: 'nsuka', market: 'Ogige' },
};
const townOf = (info: TestInfo) => TOWN[info.project.name] ?? TOWN.desktop!;

/** The claim page of a funded campaign: the amounts, the bank account, the claim, and the payout paid. */
async function claim(page: Page, info: TestInfo, amounts: { raised: string; commission: string; payout: string }) {
  await expect(page.getByRole('heading', { name: 'Claim your funds' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Amounts' });
  await expect(figures.getByText(amounts.raised, { exact: true })).toBeVisible();
  await expect(figures.getByText(`−${amounts.commission}`)).toBeVisible();
  await expect(figures.getByText(amounts.payout, { exact: true })).toBeVisible();
  await look(page, info, 'claim funds');
  await saveBankAccount(page);
  // Irreversible: the page asks first, saying how much goes where; Cancel sends nothing.
  await page.getByRole('button', { name: `Claim ${amounts.payout}` }).click();
  let confirm = page.getByRole('dialog', { name: 'Claim the funds now?' });
  await expect(confirm).toContainText(
    `${amounts.payout} will be sent to Guaranty Trust Bank ••••6789 (DEMO ACCOUNT 6789). This cannot be undone.`,
  );
  await expect(confirm).toContainText(`5% commission on the goal (${amounts.commission})`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Claim ${amounts.payout}` })).toBeVisible();
  await page.getByRole('button', { name: `Claim ${amounts.payout}` }).click();
  confirm = page.getByRole('dialog', { name: 'Claim the funds now?' });
  await look(page, info, 'claim confirmation');
  await confirm.getByRole('button', { name: `Send ${amounts.payout}` }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Sent to .*····6789/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Claim ₦/ })).toHaveCount(0);
  await look(page, info, 'payout paid');
}

/** The close screen: the thank-you message and its two pictures, then the closed campaign page. */
async function closeWithThanks(page: Page, info: TestInfo, id: string, message: string) {
  await expect(page).toHaveURL(/\/close_campaign$/);
  await page.getByRole('button', { name: 'Close Campaign' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Select your first thank you image' })).toBeVisible();
  await page.getByLabel('Thank-you message').fill(message);
  await choosePicture(page, 'SELECT YOUR FIRST THANK YOU IMAGE', await picture(300), 'thanks1.png');
  await choosePicture(page, 'SELECT YOUR SECOND THANK YOU IMAGE', await picture(60, 'jpeg'), 'thanks2.jpg');
  await look(page, info, 'close with thank-you');
  await page.getByRole('button', { name: 'Close Campaign' }).click();
  // Irreversible: the page asks first.
  const confirm = page.getByRole('dialog', { name: 'Close this campaign?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await look(page, info, 'close confirmation');
  await confirm.getByRole('button', { name: 'Close Campaign' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));
  // The thank-you itself (it may also be listed among the updates, issue 14).
  await expect(page.getByRole('region', { name: /^A thank-you from/ }).getByText(message)).toBeVisible();
  await expect(page.getByText('Campaign Closed').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Thank-you picture 2' })).toBeVisible();
  await look(page, info, 'closed campaign');
}

test('an individual’s reward campaign: created, verified, funded, claimed, closed with thank-you, a success story', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const town = townOf(info);
  const title = `Science lab for ${town.name} girls' school`;

  // 1. Create, through the five steps.
  await sessionAs(page, DEMO.ada);
  await page.goto('/create_campaigns');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Basic information' })).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByText("Campaign title can't be empty")).toBeVisible();
  await page.getByLabel('Campaign title').fill(title);
  await page.getByLabel('Goal (₦)').fill('60,000');
  await expect(page.getByText('5% (₦3,000) commission will be removed upon claiming the money')).toBeVisible();
  await page.getByLabel('Category').selectOption('Support');
  await page.getByLabel(/Affiliated organisation/).fill(`${town.name} Girls' Grammar School`);
  await look(page, info, 'wizard step 1');
  await page.getByRole('button', { name: 'Next →' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Your story' })).toBeVisible();
  await page.getByLabel('Summary').fill('Microscopes, benches and chemicals for 300 girls and more');
  await page.getByRole('textbox', { name: 'Your story' }).fill('Our girls learn chemistry from drawings on the board.');
  await page.getByRole('radio', { name: /Reward based/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Value too long. Must be a maximum of 50 characters in length.')).toBeVisible();
  await look(page, info, 'wizard step 2 with an error');
  await page.getByLabel('Summary').fill('Microscopes and benches for 300 girls');
  await page.getByRole('button', { name: 'Save and continue' }).click();

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
  await look(page, info, 'wizard step 3 rewards');
  await page.getByRole('button', { name: 'Next →' }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Feature image' })).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByText("Oops! There's something wrong! Try again!")).toBeVisible();
  await choosePicture(page, 'Feature image', await picture(200, 'jpeg'), 'lab.jpg');
  await look(page, info, 'wizard step 4 feature image');
  await page.getByRole('button', { name: 'Next →' }).click();

  await expect(page.getByRole('heading', { name: 'Step 5 of 5: More pictures' })).toBeVisible();
  await choosePicture(page, 'Picture 1', await picture(30), 'girls.png');
  await choosePicture(page, 'Picture 2', await picture(120), 'bench.png');
  await look(page, info, 'wizard step 5 pictures');
  await page.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Your campaign was submitted' })).toBeVisible();
  await page.getByRole('link', { name: 'View your campaign' }).click();
  await expect(page).toHaveURL(/\/campaign\/[a-z0-9]{10}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('This campaign is not yet verified')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show picture 2' })).toBeVisible();
  await look(page, info, 'new campaign awaiting verification');

  // Not public yet: a visitor does not find it.
  await signOut(page);
  await page.goto(`/campaign/${id}`);
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  await look(page, info, 'campaign not found');

  // 2. Verified by the volunteer the trust module assigned (the only approved one in Lagos).
  await sessionAs(page, DEMO.tunde);
  await page.goto(`/campaign/${id}`);
  await page.getByRole('button', { name: 'Verify campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify campaign' }).click();
  await expect(page.getByText('This campaign is not yet verified')).toBeHidden();
  await signOut(page);

  // 3. Ada edits it from her profile while it is live.
  await sessionAs(page, DEMO.ada);
  await page.goto('/profile');
  const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(mine.getByText('Campaign Live')).toBeVisible();
  await look(page, info, 'profile with the live campaign');
  await mine.getByRole('link', { name: named('Edit', title) }).click();
  await expect(page).toHaveURL(new RegExp(`/edit_campaign\\?id=${id}$`));
  await page.getByLabel('Summary').fill('Microscopes, benches and a fume hood');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Campaign updated')).toBeVisible();
  // The edit screen uploads a picture only once one is chosen.
  await page.getByRole('button', { name: named('Upload image', 'Gallery picture 3') }).click();
  await expect(page.getByText('You need to select an image first!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Donations' })).toBeVisible();
  await look(page, info, 'edit the live campaign');
  await signOut(page);

  // 4. A visitor finds it on explore by a word with a typo, and gives the whole goal as a guest.
  await page.goto('/campaigns');
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(town.typo);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${town.typo}`));
  await look(page, info, 'explore search with a typo');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));
  await page.getByRole('tab', { name: /Rewards/ }).click();
  await expect(page.getByText('A lab coat with your name')).toBeVisible();
  await look(page, info, 'campaign rewards tab');
  await page.getByRole('button', { name: 'Donate now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (₦)').fill('60,000');
  await dialog.getByLabel('First name').fill('Ifeoma');
  await dialog.getByLabel('Last name').fill('Nnaji');
  await dialog.getByLabel('Email').fill(uniqueEmail('ifeoma'));
  await dialog.getByLabel('Comment (optional)').fill('For the lab coats and the microscopes.');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, CARD.success);
  await expect(dialog.getByRole('heading', { name: 'Thank you, Ifeoma!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The goal is met: donations close by themselves.
  await expect(page.getByText(/₦60,000\s*raised of ₦60,000/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Closed for donations' })).toContainText('reached its goal');
  await expect(page.getByRole('button', { name: 'Donate now' })).toHaveCount(0);
  await page.getByRole('tab', { name: /Donations/ }).click();
  await expect(page.getByRole('tabpanel').getByText('Ifeoma Nnaji')).toBeVisible();
  await look(page, info, 'funded campaign closed for donations');

  // 5. Ada: the owner screen now offers only Close Campaign; she claims the money first.
  await sessionAs(page, DEMO.ada);
  await page.goto(`/campaign/${id}`);
  await page.getByRole('link', { name: 'Manage campaign' }).click();
  await expect(page.getByRole('link', { name: 'Close Campaign' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Donations' })).toHaveCount(0);
  await look(page, info, 'owner screen after the goal');
  await page.getByRole('link', { name: 'Claim funds' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/claim/${id}$`));
  await claim(page, info, { raised: '₦60,000', commission: '₦3,000', payout: '₦57,000' });
  expect((await mailTo(page, DEMO.ada, /has been sent to your bank account/, title)).text).toContain('Payout: ₦57,000');

  // 6. Close with the thank-you, from the claim page's next step.
  await page.getByRole('link', { name: 'Close the campaign' }).click();
  await closeWithThanks(page, info, id, 'The lab opened on Monday. Thank you for every microscope!');
  await signOut(page);

  // 7. Among the success stories.
  await page.goto('/success_stories');
  const story = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(story).toBeVisible();
  await look(page, info, 'success stories');
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

test('an organisation’s campaign: Hope creates it, the admin verifies it, a donor funds it, Hope claims and closes it', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const town = townOf(info);
  const title = `Borehole for ${town.market} market, ${town.name}`;

  // 1. Hope creates a campaign without rewards.
  await sessionAs(page, DEMO.hope);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Hope Foundation' })).toBeVisible();
  await look(page, info, 'organisation profile');
  await page.goto('/create_campaigns');
  await page.getByLabel('Campaign title').fill(title);
  await page.getByLabel('Goal (₦)').fill('40000');
  await page.getByLabel('Category').selectOption('Nonprofit');
  await page.getByRole('button', { name: 'Next →' }).click();
  await page.getByLabel('Summary').fill('Clean water for 400 traders');
  await page.getByRole('textbox', { name: 'Your story' }).fill('The traders buy water in sachets all day. A borehole ends that.');
  await page.getByRole('radio', { name: /Non-reward based/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Pictures' })).toBeVisible();
  await choosePicture(page, 'Feature image', await picture(170, 'jpeg'), 'borehole.jpg');
  await page.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Your campaign was submitted' })).toBeVisible();
  await page.getByRole('link', { name: 'View your campaign' }).click();
  await expect(page).toHaveURL(/\/campaign\/[a-z0-9]{10}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByText('This campaign is not yet verified')).toBeVisible();
  await look(page, info, 'organisation campaign awaiting verification');
  await signOut(page);

  // 2. The admin verifies it from the console's queue.
  await sessionAs(page, DEMO.admin);
  await page.goto('/admin?tab=campaigns');
  const item = await adminItem(page, page.getByRole('listitem').filter({ hasText: title }));
  await expect(item.getByText('Hope Foundation').first()).toBeVisible();
  await look(page, info, 'admin campaigns queue');
  await item.getByRole('button', { name: 'Verify campaign' }).click();
  await page.getByRole('dialog', { name: 'Verify this campaign?' }).getByRole('button', { name: 'Verify campaign' }).click();
  await expect(page.getByText('The campaign is now live')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await signOut(page);
  expect((await mailTo(page, DEMO.hope, /live/, title)).subject).toBe('Your campaign is live');

  // 3. A signed-in donor gives the whole goal, with a comment, by the card that asks for a one-time code.
  await sessionAs(page, DEMO.chidi);
  await page.goto(`/campaign/${id}`);
  await expect(page.locator('#main').getByText('Hope Foundation', { exact: true }).first()).toBeVisible();
  await look(page, info, 'live organisation campaign');
  await page.getByRole('button', { name: 'Donate now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Giving as')).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveCount(0);
  await expect(dialog.getByLabel('Email')).toHaveCount(0);
  await dialog.getByLabel('Amount (₦)').fill('40000');
  await dialog.getByLabel('Comment (optional)').fill('Water is life. From Chidi in Lagos.');
  await look(page, info, 'donate form signed in');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, CARD.otp);
  await expect(dialog.getByLabel('One-time code (OTP)')).toBeVisible();
  await look(page, info, 'sandbox one-time code');
  await dialog.getByLabel('One-time code (OTP)').fill('123456');
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you, Chidi!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Closed for donations' })).toBeVisible();
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByRole('tabpanel').getByText('Water is life. From Chidi in Lagos.')).toBeVisible();
  // The donor's profile has the gift and the rewards.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Donations' }).click();
  const gift = page.getByRole('listitem').filter({ hasText: title });
  await expect(gift).toContainText('₦40,000');
  await expect(gift).toContainText('Received');
  await expect(gift).toContainText('Water is life. From Chidi in Lagos.');
  await look(page, info, 'donor profile donations');
  await page.getByRole('tab', { name: 'Rewards' }).click();
  await expect(page.getByText('Total rewards')).toBeVisible();
  await look(page, info, 'donor profile rewards');
  await signOut(page);

  // 4. Hope claims from the campaign page, then closes it with the thank-you.
  await sessionAs(page, DEMO.hope);
  await page.goto(`/campaign/${id}`);
  await page.getByRole('link', { name: 'Claim funds' }).click();
  await claim(page, info, { raised: '₦40,000', commission: '₦2,000', payout: '₦38,000' });
  await page.goto(`/campaign/${id}`);
  // Claimed once: the owner's panel shows the payout and its reference instead of Claim funds.
  const payout = page.getByRole('status').filter({ hasText: 'Payout paid' });
  await expect(payout).toContainText('₦38,000 to Guaranty Trust Bank ••••6789');
  await expect(payout).toContainText(/Reference \S+/);
  await expect(page.getByRole('link', { name: 'Claim funds' })).toHaveCount(0);
  await look(page, info, 'payout status on the campaign');
  await page.getByRole('link', { name: 'Close Campaign' }).click();
  await closeWithThanks(page, info, id, 'The borehole runs. The traders thank every donor.');

  // 5. The organisation's public page lists it.
  await signOut(page);
  await page.goto('/verified_page');
  await page.getByLabel('Category').selectOption('Education');
  await page.getByRole('link', { name: 'Hope Foundation' }).click();
  await expect(page).toHaveURL(/\/verified_org_campaigns\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hope Foundation' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await look(page, info, 'organisation page with the campaign');
});

test('without rewards the wizard goes from step 2 to step 5, which asks for the feature image', async ({ page }, info) => {
  const town = townOf(info);
  await sessionAs(page, DEMO.chidi);
  await page.goto('/create_campaigns');
  await page.getByLabel('Campaign title').fill(`Generator for ${town.name} barbing salon`);
  await page.getByLabel('Goal (₦)').fill('320000');
  await page.getByLabel('Category').selectOption('Business');
  await page.getByRole('button', { name: 'Next →' }).click();
  await page.getByLabel('Summary').fill('A generator so the salon works during outages');
  await page.getByRole('textbox', { name: 'Your story' }).fill('Power cuts close the salon four days a week.');
  await page.getByRole('radio', { name: /Non-reward based/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Pictures' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(page.getByText("Oops! There's something wrong! Try again!")).toBeVisible();
  await look(page, info, 'wizard pictures without a feature image');
  await choosePicture(page, 'Feature image', await picture(90, 'jpeg'), 'salon.jpg');
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Your story' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Your campaign was submitted' })).toBeVisible();
  await page.getByRole('link', { name: 'View your campaign' }).click();
  await expect(page).toHaveURL(/\/campaign\/[a-z0-9]{10}$/);
  await expect(page.getByText('This campaign is not yet verified')).toBeVisible();
});

test('someone whose identity is not submitted is sent to /verify to create a campaign', async ({ page }, info) => {
  const password = 'Kolanut-Sunrise7';
  const { email } = await account(page.request, 'individual', { name: 'Ngozi', password });
  await sessionAs(page, email, password);
  await page.goto('/create_campaigns');
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByText('You need to verify your account before you can create campaigns.')).toBeVisible();
  await look(page, info, 'verify your identity');
});
