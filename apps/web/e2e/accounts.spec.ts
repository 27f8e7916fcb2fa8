import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mailTo, uniqueEmail } from './helpers.ts';

/**
 * Accounts journeys (issue 3): sign-up of an individual and of an organisation through the dev
 * mailbox, sign-in, photo, profile; forgotten password; wrong password; unverified sign-in;
 * sign-out. Demo accounts are only signed into, never changed (other journeys use them).
 */
const PASSWORD = 'Kolanut-Sunrise7';
const DEMO_PASSWORD = 'IretiDemo2026';
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAA7VBMVEX958jc3Lfy48JCqGfy48M4pWL55cYfnVX75sf65sdGqmljtHh8vIXv48B/vYbh3rqkypq90qeYxZSnypvx48Lb3Lba3Lbz5MPF1Kt7vIUmn1h+vYZ9vYb858dMrGxktHlAqGZYsHPu4sF0uoHA06jY27W/0qjl4Lw1pWE3pGGyzqIroVs6pmM5pmOSxJHd3Li70aWgyJi50KUxo17G1axhs3hXsHKkyZnt4sDi3rq+0qc2pWCAvoezzqGmypuaxpWpy5z15cRHqmlesnYhnlY7pmNUrnAgnVafx5edx5ditHf45sVHq2qszJ56u4T0XjuOAAAACXBIWXMAAAsTAAALEwEAmpwYAAABgklEQVRYhe3Wx3LCQBAE0AZJrCRyzhmMic455+z//xxfKCHErJiFsg8u+t4PdtidAmLNYAOIzQzEZgbil2cwLney+Xy2UzFWAvoJC9OYV0/qQF2HK8GwKnBpuvuAGVMD6p4+YIZVAGPu+09PcaEA3C72gWs+MHbm745lsIEY1QcibGCLBpJsYIcGsmxApwF9XSDDBgI0kPu7IVZo4JsNGORFCvEvkkhTwIngA/0g8RtsKwDiYeEQ5rvaQol5F0pZdaWF506ROVJfqgdvIefjv+jz+wNCGJHznK7nksXV1joz+M+A1k4U4i3LasULibamCowmnp0QmIwUgMaAeI7WoMEESinnBnnec6rEAbQupOlqy4FmVN4Hos1lwHPerw/cHfsD95KNPotu+wFDyUJ3JzD0AfaW94FXOVBb+F9CxapJgV1OH9iXAXaVB1RtCXDD6wMpGnjscYHeCwl8cvuATQIRPlAkgTQfSJPAIR8okMAZH4iTgO87ns8pCUj2EJWPWesH2qVeuKYoOokAAAAASUVORK5CYII=',
  'base64',
);

/** The path of the newest mailed link to `to` (the link names the configured public URL; the test stays on its own origin). */
async function mailedPath(page: Page, to: string, subject?: RegExp) {
  const m = await mailTo(page, to, subject);
  return new URL(m.links[0]!).pathname;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function expectNoA11yViolations(page: Page) {
  const r = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** An individual created and verified through the API (for the journeys that start signed up). */
async function verifiedAccount(page: Page) {
  const email = uniqueEmail('e2e');
  const res = await page.request.post('/api/v1/account', {
    data: {
      email,
      first_name: 'Kemi',
      last_name: 'Ade',
      password: PASSWORD,
      state: 25,
      lga: 508,
      mobile: '+2348031234567',
      gender: 'female',
    },
  });
  expect((await res.json()).status.code).toBe(100);
  const token = (await mailedPath(page, email)).split('/').pop();
  expect((await (await page.request.put('/api/v1/account/verify', { data: { token } })).json()).status.code).toBe(100);
  return email;
}

test('an individual signs up, verifies through the mailbox, signs in, adds a photo and lands on the profile', async ({ page }) => {
  const email = uniqueEmail('ada');
  await page.goto('/signup');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: /Individual/ }).click();
  await expect(page).toHaveURL(/\/signup_individual$/);

  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Some of your inputs are not valid')).toBeVisible();
  await expect(page.getByText("First name can't be empty")).toBeVisible();

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill('08031234567');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('State').selectOption({ label: 'Lagos' });
  await page.getByLabel('LGA').selectOption({ label: 'Alimosho' });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Your phone number should start with +234.')).toBeVisible();
  await expect(page.getByText('Must be equal to the password entry.')).toBeVisible();
  await page.getByLabel('Mobile').fill('+2348031234567');
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/send_email$/);
  await expect(page.getByText('Hello Ada,')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(await mailedPath(page, email, /Verify/));
  await expect(page.getByText('Your email has been verified successfully. You can now proceed to login')).toBeVisible();
  await page.getByRole('link', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/upload_profile_photo$/);
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('You need to select an image first!')).toBeVisible();
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('img', { name: 'Your new profile photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your profile photo has been saved.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 5000 });

  await expect(page.getByRole('heading', { level: 1, name: 'Ada Obi' })).toBeVisible();
  const main = page.locator('#main');
  await expect(main.getByText('UNVERIFIED')).toBeVisible();
  for (const tab of ['Campaigns', 'Donations', 'Rewards', 'Volunteering']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Start a campaign', exact: true }).first()).toHaveAttribute('href', '/create_campaigns');
  await expect(main.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile_setting/individual');
  await expect(main.getByRole('link', { name: /Verify your identity/ })).toHaveAttribute('href', '/verify');
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    /\/media\/avatars\/60_60_[a-z0-9]+\.png$/,
  );
  await expectNoA11yViolations(page);
});

test('an organisation signs up, verifies and signs in; its profile has only Campaigns and Donations', async ({ page }) => {
  const email = uniqueEmail('org');
  await page.goto('/signup');
  await page.getByRole('link', { name: /Organisation/ }).click();
  await expect(page).toHaveURL(/\/signup_org$/);

  // Validated on blur and change (spec §5): leaving a field shows its message at once.
  await page.getByLabel('Organization mobile').fill('0803');
  await page.getByLabel('Organization mobile').blur();
  await expect(page.getByText('Value too short. Must be a minimum of 8 characters in length.')).toBeVisible();

  await page.getByLabel('Organization name').fill('Light Foundation');
  await page.getByLabel('Organization type').selectOption('Non-Profit');
  await page.getByLabel('Category').selectOption('Education');
  await page.getByLabel('Organization email').fill(email);
  await page.getByLabel('Organization mobile').fill('08031234567');
  await page.getByLabel('Organization address').fill('14 Allen Avenue, Ikeja');
  await page.getByLabel('State').selectOption({ label: 'Lagos' });
  await page.getByLabel('LGA').selectOption({ label: 'Ikeja' });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create organisation account' }).click();

  await expect(page).toHaveURL(/\/send_email$/);
  await expect(page.getByText('Hello Light Foundation,')).toBeVisible();
  await page.goto(await mailedPath(page, email, /Verify/));
  await expect(page.getByText('Your email has been verified successfully. You can now proceed to login')).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/upload_profile_photo$/);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Light Foundation' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Campaigns', 'Donations']);
  await expect(page.locator('#main').getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile_setting/organization');
});

test('forgot password → e-mailed link → reset → sign in with the new password', async ({ page }) => {
  const email = await verifiedAccount(page);
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByText('If an account exists for this email, we have sent it a link to reset the password.')).toBeVisible();

  await page.goto(await mailedPath(page, email, /Reset/));
  await expect(page.getByText('Checking your link…')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Fresh-Passw0rd');
  await page.getByLabel('Confirm new password').fill('Fresh-Passw0rdz');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The password field must be the same with the confirm password field')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Fresh-Passw0rd');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 5000 });

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await signIn(page, email, 'Fresh-Passw0rd');
  await expect(page).toHaveURL(/\/upload_profile_photo$/);
});

test('a wrong password is refused with a clear message and no session', async ({ page }) => {
  await page.goto('/signin');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Some of your inputs are not valid')).toBeVisible();
  await expect(page.getByText("Email can't be empty")).toBeVisible();
  await signIn(page, 'ada@demo.ireti.ng', 'Wrong-Passw0rd');
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
});

test('an unverified account signing in goes to /send_email, greeted by first name', async ({ page }) => {
  await signIn(page, 'new@demo.ireti.ng', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/send_email$/);
  await expect(page.getByText('Hello Bola,')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('button', { name: 'Send the mail again' }).click();
  await expect(page.getByText('If an account with this email is waiting for verification, we have sent it a new link.')).toBeVisible();
});

test('a private page sends a visitor to sign in and back; sign-out clears the session everywhere', async ({ page }) => {
  await page.goto('/profile_setting/individual');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill('ada@demo.ireti.ng');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile_setting\/individual$/);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('LGA')).toHaveValue('516');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('ireti.user')])).toEqual([null, null]);
  const res = await page.request.get('/api/v1/account', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin$/);
});
