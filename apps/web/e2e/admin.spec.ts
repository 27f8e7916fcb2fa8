import {
  test,
  expect,
  account,
  adminItem,
  auth,
  createCampaign,
  DEMO,
  giveByApi,
  liveCampaign,
  login,
  look,
  mailTo,
  ok,
  PDF,
  PNG,
  signIn,
  stamp,
  submitVerification,
  uniqueEmail,
} from './support.ts';

/**
 * The admin console, every tab, in one sitting (issue 7). What the admin acts on is made through
 * the API first, named after this run: a campaign awaiting verification, a volunteer application,
 * an organisation's verification, a reported campaign with an anonymous donation, and a funded
 * campaign whose owner has claimed. The admin, from the console: assigns a volunteer to the
 * campaign; interviews and rejects the applicant; approves the organisation; sees the anonymous
 * donor; suspends the reported campaign, then removes it, refunding its donor; sees the refund,
 * the payout, and every step in the audit log.
 * (The approving of a volunteer and the listing of a verified organisation are in trust.spec.ts.)
 */
const PASSWORD = 'Kolanut-Sunrise7';

test('the admin console: each queue, the money lists and the audit log', async ({ page }, info) => {
  test.setTimeout(120_000);
  const run = `${info.project.name} ${stamp()}`;
  const request = page.request;

  // ——— what waits for the admin ———
  const chidi = await login(request, DEMO.chidi);
  const awaiting = `Wheelchair ramp for Surulere clinic ${run}`;
  await createCampaign(request, chidi.token, awaiting);

  const applicant = await account(request, 'individual', { name: 'Segun', password: PASSWORD });
  const upload = (name: string, mimeType: string, buffer: Buffer) => ({
    headers: auth(applicant.token),
    multipart: { file: { name, mimeType, buffer } },
  });
  await ok(
    request.post(
      `/api/v1/volunteer/verification/nationalid?id_type=${encodeURIComponent('National ID')}`,
      upload('nin.png', 'image/png', PNG),
    ),
  );
  await ok(request.post('/api/v1/volunteer/verification/electricity', upload('bill.pdf', 'application/pdf', PDF)));

  const orgName = `Kano Youth Trust ${run}`;
  const org = await account(request, 'organisation', { name: orgName, password: PASSWORD, state: 20, lga: 411 });
  await submitVerification(request, org.token, true);

  const reported = await liveCampaign(request, DEMO.ada, 500_000, `Motorbike for a Yaba courier ${run}`);
  const tunde = await login(request, DEMO.tunde);
  await giveByApi(request, reported.id, 3500, { email: DEMO.tunde, token: tunde.token, anonymous: true });
  await ok(
    request.post('/api/v1/campaign/report', {
      headers: auth(chidi.token),
      data: { campaign_id: reported.id, message: `The courier in these pictures says he never asked for help (${run}).` },
    }),
  );

  const funded = await liveCampaign(request, DEMO.zainab, 10_000, `Football for Fagge boys ${run}`);
  await giveByApi(request, funded.id, 10_000, { email: uniqueEmail('fagge') });
  const zainab = await login(request, DEMO.zainab);
  const { banks } = (await ok(request.get('/api/v1/banks'))) as { banks: { name: string; code: string }[] };
  const gtb = banks.find((b) => b.name === 'Guaranty Trust Bank')!;
  await ok(
    request.put('/api/v1/bank/account', { headers: auth(zainab.token), data: { account_number: '0123456789', bank_code: gtb.code } }),
  );
  await ok(request.post(`/api/v1/claim/${funded.id}`, { headers: auth(zainab.token) }));

  // ——— an administrator lands on the console after signing in, and finds it in the account menu ———
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
  const tab = (name: string) => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: new RegExp(`^${name}`) });
  await expect(tab('Campaigns')).toHaveAttribute('aria-selected', 'true');

  // ——— Campaigns: a volunteer from another state, assigned by hand ———
  const campaign = await adminItem(page, page.getByRole('listitem').filter({ hasText: awaiting }));
  await expect(campaign.getByText('Tunde Bakare, Lagos')).toBeVisible();
  await look(page, info, 'campaigns awaiting verification');
  await campaign.getByRole('button', { name: 'Assign volunteer' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign a volunteer' });
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign.getByRole('alert')).toHaveText('Choose a volunteer');
  await assign.getByLabel('Volunteer').selectOption({ label: 'Zainab Musa, Kano (grade 5)' });
  await look(page, info, 'assign a volunteer');
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Volunteer assigned')).toBeVisible();
  await expect(campaign.getByText('Zainab Musa, Kano')).toBeVisible();
  expect((await mailTo(page, DEMO.zainab, /needs checking/, awaiting)).text).toContain(awaiting);

  // ——— Volunteers: interviewed and turned down, with the reason ———
  await tab('Volunteers').click();
  await expect(page).toHaveURL(/tab=volunteers/);
  const application = await adminItem(page, page.getByRole('listitem').filter({ hasText: applicant.email }));
  await expect(application.getByRole('button', { name: 'View National ID' })).toBeVisible();
  await expect(application.getByRole('button', { name: 'View electricity bill' })).toBeVisible();
  await look(page, info, 'volunteer applications');
  await application.getByRole('button', { name: 'Record interview & decide' }).click();
  const decide = page.getByRole('dialog', { name: 'Record the interview and decide' });
  await decide.getByRole('radio', { name: 'Reject' }).check();
  await decide.getByLabel('Interview notes').fill('Could not say which streets of his LGA he knows.');
  await decide.getByRole('button', { name: 'Reject application' }).click();
  await expect(decide.getByText("Reason can't be empty")).toBeVisible();
  await look(page, info, 'reject a volunteer');
  await decide.getByLabel('Reason (sent to the applicant)').fill('We need volunteers who know their area well. Apply again next year.');
  await decide.getByRole('button', { name: 'Reject application' }).click();
  await expect(page.getByText('Application rejected')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: applicant.email })).toHaveCount(0);
  expect((await mailTo(page, applicant.email, /volunteer application/i, 'Apply again next year')).text).toContain('Apply again next year');

  // ——— Verifications: an organisation approved ———
  await tab('Verifications').click();
  const verification = await adminItem(page, page.getByRole('listitem').filter({ hasText: org.email }));
  await expect(verification.getByText('ORGANISATION').first()).toBeVisible();
  await expect(verification.getByRole('list', { name: 'Pictures sent' }).getByRole('img')).not.toHaveCount(0);
  await look(page, info, 'verifications');
  await verification.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve this verification?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Verification approved')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: org.email })).toHaveCount(0);
  expect((await mailTo(page, org.email, /organisation is verified/)).subject).toBe('Your organisation is verified');

  // ——— Donations: the anonymous donor, revealed ———
  await tab('Donations').click();
  await page.getByLabel('Campaign id').fill(reported.id);
  await page.getByRole('button', { name: 'Filter' }).click();
  const gift = page.getByRole('listitem').filter({ hasText: reported.title });
  await expect(gift).toHaveCount(1);
  await expect(gift).toContainText('Tunde Bakare');
  await expect(gift.getByText('ANONYMOUS')).toBeVisible();
  await expect(gift).toContainText(DEMO.tunde);
  await expect(gift).toContainText('₦3,500');
  await look(page, info, 'donations with an anonymous donor revealed');

  // ——— Reports: the reported campaign suspended, then removed and its donor refunded ———
  await tab('Reports').click();
  const report = await adminItem(page, page.getByRole('listitem').filter({ hasText: reported.title }));
  await expect(report).toContainText(`by Ada Okafor`);
  await expect(report).toContainText('Chidi Nwosu (chidi@demo.ireti.ng)');
  await look(page, info, 'open reports');
  await report.getByRole('button', { name: 'Suspend campaign' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend the campaign' });
  await suspend.getByLabel('Reason (sent to the owner)').fill('A report says the courier did not ask for this campaign. We are checking.');
  await suspend.getByRole('button', { name: 'Suspend campaign' }).click();
  await expect(page.getByText('Campaign suspended')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: reported.title })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('suspended');
  const suspended = await adminItem(page, page.getByRole('listitem').filter({ hasText: reported.title }));
  await expect(suspended).toContainText('₦3,500 held');
  await look(page, info, 'suspended campaigns');
  await suspended.getByRole('button', { name: 'Remove and refund' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove the campaign' });
  await remove.getByLabel('Reason (sent to the owner)').fill('The courier confirmed he did not ask for this campaign.');
  await remove.getByRole('button', { name: 'Remove and refund' }).click();
  await expect(page.getByText('Campaign removed; donors will be refunded')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: reported.title })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('actioned');
  await expect(page.getByRole('listitem').filter({ hasText: reported.title }).first()).toContainText('Campaign suspended or removed');

  // ——— Refunds and payouts ———
  await tab('Refunds').click();
  const refund = page.getByRole('listitem').filter({ hasText: reported.title });
  await expect(refund).toContainText('₦3,500');
  await expect(refund.getByText(/^(processed|processing|pending)$/)).toBeVisible();
  await look(page, info, 'refunds');
  await tab('Payouts').click();
  const payout = page.getByRole('listitem').filter({ hasText: funded.title });
  await expect(payout).toContainText('Guaranty Trust Bank');
  await expect(payout).toContainText('₦9,500');
  await expect(payout).toContainText('Raised ₦10,000 − commission ₦500');
  await look(page, info, 'payouts');

  // ——— the audit log has every step ———
  await tab('Audit log').click();
  const audit = async (prefix: string, ...actions: string[]) => {
    await page.getByLabel('Action starts with').fill(prefix);
    await page.getByRole('button', { name: 'Filter' }).click();
    for (const action of actions) await expect(page.getByText(action, { exact: true }).first()).toBeVisible();
  };
  await audit('campaign.', 'campaign.suspended', 'campaign.volunteer.assigned');
  // …as sentences: who did what to which campaign, money in naira.
  const sentence = (text: string) => page.getByText(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(sentence(`suspended “${reported.title}”`).first()).toBeVisible();
  await expect(sentence(`assigned a volunteer to “${awaiting}”`).first()).toBeVisible();
  await look(page, info, 'audit log');
  await audit('campaign.claimed', 'campaign.claimed');
  await expect(sentence(`Zainab Musa claimed ₦9,500 from “${funded.title}” (commission ₦500)`)).toBeVisible();
  await audit('volunteer.rejected', 'volunteer.rejected');
  await audit('identity.approved', 'identity.approved');

  // Arrow keys move between the tabs (the ARIA tabs pattern).
  await tab('Audit log').focus();
  await page.keyboard.press('Home');
  await expect(tab('Campaigns')).toBeFocused();
  await expect(page).toHaveURL(/tab=campaigns/);
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Audit log')).toBeFocused();
});
