import { auth, DEMO, expect, giveByApi, login, look, mailTo, ok, PDF, signIn, signOut, stamp, test, createCampaign } from './support.ts';

/**
 * Pay the hospital directly, and show what the money bought (issue 25). A keep-what-you-raise
 * campaign that claims a first stage of what it has raised (decision 089):
 * 1. Ada names Lagos University Teaching Hospital as the beneficiary while the campaign awaits
 *    verification; the bank's name for the account is shown before she saves it.
 * 2. Tunde, the Lagos volunteer assigned to it, confirms the beneficiary ("I called the hospital's
 *    billing office") and makes the campaign live.
 * 3. A donor gives ₦6,000 of the ₦10,000; Ada claims it as a first stage; it is paid to the hospital's account.
 * 4. Ada posts a spending report with a PDF receipt; Tunde confirms it.
 * 5. The donor gets "What the money bought" by e-mail; a visitor reads the money panel.
 */
test('a campaign naming a hospital is vetted, funded, paid to the hospital and accounted for with a receipt', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const ada = await login(request, DEMO.ada);
  const title = `Dialysis at LUTH ${stamp()}`;
  const { campaign_id: id } = await createCampaign(
    request,
    ada.token,
    title,
    10_000,
    { summary: 'Dialysis for Uncle Obinna', details: '<p>Six sessions of dialysis, paid to the hospital.</p>' },
    { funding_mode: 'keep_what_you_raise' },
  );

  // 1. Ada names the hospital.
  await signIn(page, DEMO.ada);
  await page.goto(`/campaign/${id}`);
  const who = page.getByRole('region', { name: 'Who receives the money' });
  await who.getByRole('button', { name: 'Pay an institution directly' }).click();
  await who.getByLabel('Institution’s name').fill('Lagos University Teaching Hospital');
  await who.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
  await who.getByLabel('Account number').fill('0000001234');
  await who.getByRole('button', { name: 'Look up the account name' }).click();
  await expect(who.getByText('The bank says this account is named DEMO ACCOUNT 1234.')).toBeVisible();
  await look(page, info, 'beneficiary resolved before saving');
  await who.getByRole('button', { name: 'Save the beneficiary' }).click();
  await expect(who.getByText(/Waiting for the campaign’s volunteer to confirm the account/)).toBeVisible();
  await signOut(page);

  // 2. Tunde confirms the beneficiary while vetting, then makes the campaign live.
  await signIn(page, DEMO.tunde);
  await page.goto(`/campaign/${id}`);
  const check = page.getByRole('region', { name: 'Who receives the money' });
  await check.getByLabel('I checked this account with the institution').check();
  await check.getByLabel('How you checked').fill("I called the hospital's billing office");
  await look(page, info, 'volunteer confirms the beneficiary');
  await check.getByRole('button', { name: 'Confirm the beneficiary' }).click();
  await expect(check.getByText("Confirmed by Tunde B.: “I called the hospital's billing office”")).toBeVisible();
  await page.getByRole('button', { name: 'Verify campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verify campaign' }).click();
  await expect(page.getByText('This campaign is not yet verified')).toBeHidden();
  await signOut(page);

  // 3. A donor gives ₦6,000 of the ₦10,000; Ada claims it as a first stage; it is paid to the hospital.
  const donor = `luth-${stamp()}@example.ng`;
  await giveByApi(request, id, 6_000, { email: donor, first: 'Bola' });
  const claimed = await ok(request.post(`/api/v1/claim/${id}`, { headers: auth(ada.token), data: { amount: 6_000 } }));
  expect(claimed.payout).toMatchObject({ beneficiary_name: 'Lagos University Teaching Hospital', account_last4: '1234', amount: 5_700 });
  await expect
    .poll(async () => ((await ok(request.get(`/api/v1/claim/${id}`, { headers: auth(ada.token) }))).payout as { status: string }).status, {
      timeout: 60_000,
    })
    .toBe('paid');

  // 4. Ada reports what the payout bought, with a receipt.
  await signIn(page, DEMO.ada);
  await page.goto(`/campaign/${id}`);
  const spent = page.getByRole('region', { name: 'What the money bought' });
  await spent.getByRole('button', { name: 'Post a spending report' }).click();
  await spent.getByLabel('What was paid').fill('Six dialysis sessions');
  await spent.getByLabel('Amount (₦)').fill('5000');
  await spent.getByLabel('Note for the donors').fill('Paid to the LUTH renal unit for March.');
  await spent.getByRole('button', { name: 'Post the report' }).click();
  const report = spent.getByTestId('spending-report');
  await expect(report).toContainText('Waiting for the volunteer');
  await report
    .getByLabel('Add a receipt (picture or PDF)')
    .setInputFiles({ name: 'luth-invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(report).toContainText('Receipts: 1');
  await look(page, info, 'owner posted a report with a receipt');
  await signOut(page);

  // Tunde confirms it.
  await signIn(page, DEMO.tunde);
  await page.goto(`/campaign/${id}`);
  const toCheck = page.getByRole('region', { name: 'What the money bought' }).getByTestId('spending-report');
  await toCheck.getByLabel('Note (what you checked, or what does not match)').fill('Matches the hospital’s invoice');
  await toCheck.getByRole('button', { name: 'Confirm the report' }).click();
  await expect(toCheck).toContainText('Confirmed');
  await signOut(page);

  // 5. The donor's e-mail, and the page as a visitor reads it.
  const mail = await mailTo(request, donor, /^What the money bought: /);
  expect(mail.text).toContain('Confirmed by Tunde B.: ₦5,000 of the money paid on');
  expect(mail.text).toContain('Six dialysis sessions: ₦5,000');
  await page.goto(`/campaign/${id}`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const panel = page.getByRole('region', { name: 'Where the money went' });
  await expect(panel.getByTestId('beneficiary')).toHaveText(
    'Money goes to Lagos University Teaching Hospital (account …1234), confirmed by volunteer Tunde B.',
  );
  await expect(panel).toContainText('₦5,000 accounted for with receipts, confirmed by Tunde B.');
  await panel.scrollIntoViewIfNeeded();
  await look(page, info, 'money panel: paid to the hospital, accounted for');
  await expect(page.getByRole('region', { name: 'What the money bought' })).toContainText('Six dialysis sessions');
});
