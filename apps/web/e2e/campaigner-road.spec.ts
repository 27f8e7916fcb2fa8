import { test, expect, account, auth, look, mailTo, named, ok, PDF, sessionAs } from './support.ts';

/**
 * The campaigner's road in one go (issue 15), as a new campaigner clicks it: confirm the phone with
 * the SMS code, fill in the identity form in the browser (an ID document, usernames as people
 * write them, a reference person's number as Nigerians write it) and see "Under review".
 * (Signing up with "0803…" is accounts.spec.ts's journey; starting, resuming and submitting a
 * campaign is drafts.spec.ts's.)
 */
const PASSWORD = 'Kolanut-Sunrise7';

test('a new campaigner confirms the phone, fills in the identity form in the browser and sees "Under review"', async ({ page }, info) => {
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
});
