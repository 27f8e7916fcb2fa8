import { test, expect, account, DEMO_PASSWORD, look, mailedPath, PNG, submitSignIn, uniqueEmail } from './support.ts';

/**
 * Accounts journeys (issue 3): sign-up of an individual and of an organisation through the dev
 * mailbox, sign-in, photo, profile; forgotten password; wrong password; unverified sign-in;
 * sign-out. Demo accounts are only signed into, never changed (other journeys use them).
 */
const PASSWORD = 'Kolanut-Sunrise7';

/** An individual created and verified through the API (for the journeys that start signed up). */
const verifiedAccount = async (request: Parameters<typeof account>[0]) =>
  (await account(request, 'individual', { name: 'Kemi', password: PASSWORD })).email;

test('an individual signs up, verifies through the mailbox, signs in, adds a photo and lands on the profile', async ({ page }, info) => {
  const email = uniqueEmail('ada');
  await page.goto('/signup');
  await look(page, info, 'sign-up chooser');
  await page.getByRole('link', { name: /Individual/ }).click();
  await expect(page).toHaveURL(/\/signup_individual$/);

  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Some of your inputs are not valid')).toBeVisible();
  await expect(page.getByText("First name can't be empty")).toBeVisible();

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill('0803 123 456');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('State').selectOption({ label: 'Lagos' });
  await page.getByLabel('LGA').selectOption({ label: 'Alimosho' });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Your phone number should start with +234.')).toBeVisible();
  await expect(page.getByText('Must be equal to the password entry.')).toBeVisible();
  await look(page, info, 'individual sign-up with errors');
  // Issue 15: typed the way Nigerians write it, the number shows in its normal form once left.
  await page.getByLabel('Mobile').fill('0803 123 4567');
  await page.getByLabel('Mobile').blur();
  await expect(page.getByLabel('Mobile')).toHaveValue('+2348031234567');
  await expect(page.getByText('Your phone number should start with +234.')).toBeHidden();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/send_email$/);
  await expect(page.getByText('Hello Ada,')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await look(page, info, 'verification mail sent');

  await page.goto(await mailedPath(page, email, /Verify/));
  await expect(page.getByText('Your email has been verified successfully. You can now proceed to login')).toBeVisible();
  await look(page, info, 'e-mail verified');
  await page.getByRole('link', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/upload_profile_photo$/);
  await look(page, info, 'photo upload');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('You need to select an image first!')).toBeVisible();
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
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
  await look(page, info, 'new profile');
});

test('an organisation signs up, verifies and signs in; its profile has only Campaigns and Donations', async ({ page }, info) => {
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
  await page.getByLabel('Organization mobile').fill('+234 803 123 4567');
  await page.getByLabel('Organization mobile').blur();
  await expect(page.getByLabel('Organization mobile')).toHaveValue('08031234567');
  await page.getByLabel('Organization address').fill('14 Allen Avenue, Ikeja');
  await page.getByLabel('State').selectOption({ label: 'Lagos' });
  await page.getByLabel('LGA').selectOption({ label: 'Ikeja' });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await look(page, info, 'organisation sign-up');
  await page.getByRole('button', { name: 'Create organisation account' }).click();

  await expect(page).toHaveURL(/\/send_email$/);
  await expect(page.getByText('Hello Light Foundation,')).toBeVisible();
  await page.goto(await mailedPath(page, email, /Verify/));
  await expect(page.getByText('Your email has been verified successfully. You can now proceed to login')).toBeVisible();

  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/upload_profile_photo$/);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Light Foundation' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Campaigns', 'Donations']);
  await expect(page.locator('#main').getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile_setting/organization');
  await look(page, info, 'organisation profile');
});

test('forgot password → e-mailed link → reset → sign in with the new password', async ({ page }, info) => {
  const email = await verifiedAccount(page.request);
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByText('If an account exists for this email, we have sent it a link to reset the password.')).toBeVisible();
  await look(page, info, 'forgot password sent');

  await page.goto(await mailedPath(page, email, /Reset/));
  await expect(page.getByText('Checking your link…')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Fresh-Passw0rd');
  await page.getByLabel('Confirm new password').fill('Fresh-Passw0rdz');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The password field must be the same with the confirm password field')).toBeVisible();
  await look(page, info, 'reset password');
  await page.getByLabel('Confirm new password').fill('Fresh-Passw0rd');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 5000 });

  await submitSignIn(page, email, PASSWORD);
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await submitSignIn(page, email, 'Fresh-Passw0rd');
  await expect(page).toHaveURL(/\/upload_profile_photo$/);
});

test('a wrong password is refused with a clear message and no session', async ({ page }, info) => {
  await page.goto('/signin');
  await look(page, info, 'sign-in');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Some of your inputs are not valid')).toBeVisible();
  await expect(page.getByText("Email can't be empty")).toBeVisible();
  await submitSignIn(page, 'ada@demo.ireti.ng', 'Wrong-Passw0rd');
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await look(page, info, 'sign-in refused');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
});

test('an unverified account signing in goes to /send_email, greeted by first name', async ({ page }) => {
  await submitSignIn(page, 'new@demo.ireti.ng');
  await expect(page).toHaveURL(/\/send_email$/);
  await expect(page.getByText('Hello Bola,')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('button', { name: 'Send the mail again' }).click();
  await expect(page.getByText('If an account with this email is waiting for verification, we have sent it a new link.')).toBeVisible();
});

test('a private page sends a visitor to sign in and back; sign-out clears the session everywhere', async ({ page }, info) => {
  await page.goto('/profile_setting/individual');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill('ada@demo.ireti.ng');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile_setting\/individual$/);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('LGA')).toHaveValue('516');
  await look(page, info, 'profile settings');
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
