import { test, expect, account, auth, choosePicture, look, mailTo, named, ok, PDF, picture, sessionAs, stamp } from './support.ts';

/**
 * The campaigner's road in one go (issue 15), as a new campaigner clicks it: confirm the phone with
 * the SMS code, fill in the identity form in the browser (an ID document, usernames as people
 * write them, a reference person's number as Nigerians write it) and see "Under review", then
 * start a campaign, reload in the middle of the wizard, resume it and submit it to the volunteers.
 * (Signing up with "0803…" is accounts.spec.ts's journey; the drafts' finer points drafts.spec.ts's.)
 */
const PASSWORD = 'Kolanut-Sunrise7';

test('a new campaigner confirms the phone, fills in the identity form, sees "Under review", and starts, resumes and submits a campaign', async ({
  page,
}, info) => {
  const { email, token } = await account(page.request, 'individual', { name: 'Kemi', password: PASSWORD });
  await sessionAs(page, email, PASSWORD);

  // ——— the phone, confirmed with the code the SMS carries ———
  await page.goto('/confirm_phone');
  await page.getByRole('button', { name: 'Send me the code' }).click();
  const { mobile } = (await ok(page.request.get('/api/v1/account', { headers: auth(token) }))) as { mobile: string };
  const sms = await mailTo(page, mobile);
  await page.getByLabel('6-digit code').fill(/(\d{6})/.exec(sms.text)![1]!);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your phone number is confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 5000 });

  // ——— the identity form, every required field marked before the first submit ———
  await page.goto('/verify');
  await expect(page.getByText(/^Fields marked \*?\s*with an asterisk are required\.$/)).toBeVisible();
  for (const name of ['Facebook', 'Twitter', 'Instagram', 'First name', 'Last name', 'Mobile', 'Email'])
    await expect(page.getByRole('textbox', { name: `${name} (required)` })).toHaveAttribute('aria-required', 'true');
  const sent = page.waitForResponse((r) => r.url().includes('/api/v1/account/verification/file') && r.request().method() === 'POST');
  await page
    .getByLabel(named('Choose file', 'Select a valid means of identification'))
    .setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF });
  expect((await (await sent).json()).status.code).toBe(100);
  await page.getByRole('combobox', { name: /^ID type/ }).selectOption('National ID');
  await page.getByRole('textbox', { name: /^Facebook/ }).fill('facebook.com/kemi.ojo');
  await page.getByRole('textbox', { name: /^Twitter/ }).fill('@kemi_ojo');
  await page.getByRole('textbox', { name: /^Instagram/ }).fill('kemi.ojo');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Ngozi');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Eze');
  const refMobile = page.getByRole('textbox', { name: /^Mobile/ });
  await refMobile.fill('0805 123 4567');
  await refMobile.blur();
  await expect(refMobile).toHaveValue('+2348051234567');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ngozi@example.ng');
  await look(page, info, 'identity form filled in');
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByText('Thank you. Your verification information has been submitted.', { exact: true })).toBeVisible();
  // One normal form of each profile is kept, whichever way it was typed.
  const me = (await ok(page.request.get('/api/v1/account', { headers: auth(token) }))) as Record<string, unknown>;
  expect(me).toMatchObject({
    facebook: 'https://www.facebook.com/kemi.ojo',
    twitter: 'https://x.com/kemi_ojo',
    instagram: 'https://www.instagram.com/kemi.ojo',
    identity_status: 'submitted',
  });

  await page.goto('/profile');
  await expect(page.locator('#main').getByText('Under review', { exact: true }).first()).toBeVisible();
  await look(page, info, 'profile under review');

  // ——— a campaign: steps 1 and 2, a reload at step 3, resumed, submitted ———
  const title = `Sewing school for Oja Oba ${stamp()}`;
  await page.goto('/create_campaigns');
  await expect(page.getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible();
  await expect(page.getByText(/We'll e-mail you when an administrator has checked your details/)).toBeVisible();
  await page.getByLabel('Campaign title').fill(title);
  await page.getByLabel('Goal (₦)').fill('150,000');
  await page.getByLabel('Category').selectOption('Business');
  await page.getByRole('button', { name: 'Next →' }).click();
  await page.getByLabel('Summary').fill('Six machines and a teacher for a year');
  await page.getByRole('textbox', { name: 'Your story' }).fill('Twelve young women will learn to sew and sell in Oja Oba market.');
  await page.getByRole('radio', { name: /Reward based/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Rewards' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Rewards' })).toBeVisible();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await look(page, info, 'wizard resumed after a reload');
  // A Reward based campaign goes on with a reward (issue 26).
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByText('Add at least one reward, or go back and choose Non-reward based.')).toBeVisible();
  await page.getByLabel('Donation amount (₦)').fill('10,000');
  await page.getByLabel('Reward type').selectOption('Material');
  await page.getByLabel('Reward', { exact: true }).fill('A tote bag sewn by the class');
  await page.getByRole('button', { name: 'Add reward' }).click();
  await expect(page.getByText('A tote bag sewn by the class')).toBeVisible();
  await page.getByRole('button', { name: 'Next →' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Feature image' })).toBeVisible();
  await choosePicture(page, 'Feature image', await picture(120, 'jpeg'), 'machines.jpg');
  await page.getByRole('button', { name: 'Next →' }).click();
  await page.getByRole('button', { name: 'Submit campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Your campaign was submitted' })).toBeVisible();
  await look(page, info, 'campaign submitted');

  // One campaign, awaiting its volunteers, with the summary as typed.
  await page.goto('/profile');
  const rows = page.getByRole('listitem').filter({ hasText: title });
  await expect(rows).toHaveCount(1);
  await expect(rows.getByText('Six machines and a teacher for a year')).toBeVisible();
  await expect(rows.getByRole('link', { name: /^Continue/ })).toHaveCount(0);
});
