import {
  test,
  expect,
  account,
  auth,
  createCampaign,
  DEMO,
  look,
  mailTo,
  ok,
  PDF,
  PNG,
  sessionAs,
  nextCode,
  signOut,
  submitVerification,
  uniqueEmail,
} from './support.ts';

/**
 * Trust and community journeys (issue 6):
 * 1. apply as a volunteer → the admin interviews and approves → a new campaign of that state is
 *    assigned → the volunteer verifies it → it is live and takes a donation → its owner closes
 *    donations short of the goal, and the donor is refunded;
 * 2. an organisation is verified by the admin → listed on /verified_page, its page shows its campaigns.
 * The phone and desktop runs share one server: each run uses a state of its own, so the only
 * volunteer of that state is the one this run approves.
 */
const PASSWORD = 'Kolanut-Sunrise7';
/** One state (and LGA) per browser project, so the runs never share a volunteer. */
const PLACES: Record<string, { state: number; lga: number; name: string }> = {
  phone: { state: 31, lga: 632, name: 'Oyo' },
  desktop: { state: 28, lga: 564, name: 'Ogun' },
};

test('a volunteer applies, is approved, is assigned a new campaign of their state and makes it live', async ({ page }, info) => {
  // the whole road, now with the volunteer's second factor (issue 28): over two minutes on a busy machine
  test.setTimeout(180_000);
  const place = PLACES[info.project.name]!;

  // ——— apply ———
  const applicant = await account(page.request, 'individual', { ...place, name: 'Yemi', password: PASSWORD });
  await sessionAs(page, applicant.email, PASSWORD);
  await page.goto('/volunteer');
  await expect(page.getByRole('heading', { name: 'How volunteering works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our volunteers' })).toBeVisible();
  await look(page, info, 'volunteer page');
  await page.getByRole('link', { name: 'Become a Volunteer' }).first().click();
  await expect(page).toHaveURL(/\/volunteer_document$/);

  const idForm = page.getByRole('form', { name: 'Identity document' });
  await idForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(idForm.getByText("ID type can't be empty")).toBeVisible();
  await idForm.getByLabel('ID type').selectOption("Voter's card");
  await idForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(idForm.getByText('Choose your document first')).toBeVisible();
  await idForm.getByLabel(/File/).setInputFiles({ name: 'voters-card.png', mimeType: 'image/png', buffer: PNG });
  await look(page, info, 'volunteer documents');
  await idForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your document was saved.')).toBeVisible();
  // Spec §2: the site root 2 s after a volunteer upload.
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  await page.goto('/volunteer_document');
  await expect(page.getByText('Your application is not complete yet')).toBeVisible();
  await expect(idForm.getByText('Saved')).toBeVisible();
  const billForm = page.getByRole('form', { name: 'Electricity bill' });
  await billForm.getByLabel(/File/).setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
  await billForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your application is complete.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  expect((await mailTo(page, applicant.email, /received your volunteer application/)).subject).toBe(
    'We received your volunteer application',
  );
  await page.goto('/volunteer');
  await expect(page.getByText('Your application is with our team')).toBeVisible();
  await look(page, info, 'volunteer application sent');
  await signOut(page);

  // ——— the admin interviews and approves ———
  await sessionAs(page, DEMO.admin);
  await page.goto('/admin?tab=volunteers');
  await expect(page.getByRole('tab', { name: /Volunteers/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('listitem').filter({ hasText: applicant.email });
  await expect(card).toBeVisible();
  await look(page, info, 'admin volunteer applications');
  await card.getByRole('button', { name: "View Voter's card" }).click();
  // the reason first, for the applicant's access log (issue 28)
  const why = page.getByRole('dialog', { name: 'Why are you opening it?' });
  await why.getByLabel('Reason').fill('volunteer application review');
  await why.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('dialog', { name: "View Voter's card" }).getByRole('img')).toBeVisible();
  await look(page, info, 'admin views the ID document');
  await page.getByRole('dialog', { name: "View Voter's card" }).getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: 'Invite to interview' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite to the interview' });
  await invite.getByLabel('Message to the applicant').fill('We will call you on Tuesday at 10am.');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  expect((await mailTo(page, applicant.email, /interview/)).text).toContain('Tuesday at 10am');

  await card.getByRole('button', { name: 'Record interview & decide' }).click();
  const decide = page.getByRole('dialog', { name: 'Record the interview and decide' });
  await decide.getByRole('button', { name: 'Approve volunteer' }).click();
  await expect(decide.getByText("Interview notes can't be empty")).toBeVisible();
  await expect(decide.getByText("Grade can't be empty")).toBeVisible();
  await decide.getByLabel('Interview notes').fill(`Has lived in ${place.name} for ten years; calm and careful.`);
  await decide.getByLabel('Grade (public)').selectOption('4');
  await look(page, info, 'admin records the interview');
  await decide.getByRole('button', { name: 'Approve volunteer' }).click();
  await expect(page.getByText('Volunteer approved')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: applicant.email })).toHaveCount(0);
  await signOut(page);
  expect((await mailTo(page, applicant.email, /Welcome/)).subject).toBe('Welcome, you are now an Ireti volunteer');

  // ——— a new campaign in that state is assigned to the new volunteer ———
  const owner = await account(page.request, 'individual', { ...place, name: 'Bola', password: PASSWORD });
  await submitVerification(page.request, owner.token, false);
  const title = `Surgery for Mrs Ojo ${Date.now().toString(36)}`;
  const campaign = await createCampaign(page.request, owner.token, title);
  expect((await mailTo(page, applicant.email, /needs checking/)).text).toContain(title);
  // The owner confirms their phone with the SMS code (dev outbox), so the volunteer may call them.
  const { mobile } = (await ok(page.request.get('/api/v1/account', { headers: auth(owner.token) }))) as { mobile: string };
  await ok(page.request.post('/api/v1/account/mobile/code', { headers: auth(owner.token) }));
  const code = /\b(\d{6})\b/.exec((await mailTo(page, mobile)).text)![1];
  await ok(page.request.put('/api/v1/account/mobile/verify', { headers: auth(owner.token), data: { code } }));

  // ——— the volunteer verifies it ———
  await sessionAs(page, applicant.email, PASSWORD);
  // First a second factor, which volunteers need to see a campaigner's contact or decide (issue 28).
  await page.goto('/profile_setting/individual?tab=account');
  const factor = page.getByRole('region', { name: 'Second factor' });
  await expect(factor.getByText('Administrators and volunteers must add one')).toBeVisible();
  await factor.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await factor.getByTestId('totp-secret').textContent())!.trim();
  await factor.getByLabel('6-digit code').fill(await nextCode(secret, applicant.email));
  await factor.getByRole('button', { name: 'Confirm' }).click();
  await expect(factor.getByText('An authenticator app is set up.')).toBeVisible();
  expect(await ok(page.request.get('/api/v1/account', { headers: auth(applicant.token) }))).toMatchObject({
    is_volunteer: 4,
    volunteer_status: 'approved',
  });
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Volunteering' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for you to check' })).toBeVisible();
  await expect(page.getByText("You haven't verified any campaigns.")).toBeVisible();
  await look(page, info, 'volunteer profile with a campaign to check');
  await page.getByRole('link', { name: `View ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${campaign.campaign_id}$`));
  await expect(page.getByText('This campaign is not yet verified')).toBeVisible();
  // the vetting panel gives the campaigner's confirmed phone and e-mail (owner_contact)
  const vetting = page.getByRole('region', { name: 'Volunteer actions' });
  await expect(vetting.getByRole('heading', { name: 'Contact the campaigner' })).toBeVisible();
  const readable = mobile.replace(/^\+234(\d{3})(\d{3})(\d{4})$/, '0$1 $2 $3');
  await expect(vetting.getByRole('link', { name: `Call ${readable}` })).toHaveAttribute('href', `tel:${mobile}`);
  await expect(vetting.getByRole('link', { name: `E-mail ${owner.email}` })).toHaveAttribute('href', `mailto:${owner.email}`);
  await look(page, info, 'campaign to verify');
  await vetting.screenshot({ path: info.outputPath('vetting-panel.png') });
  await page.getByRole('button', { name: 'Verify campaign' }).click();
  const confirm = page.getByRole('dialog', { name: 'Verify this campaign?' });
  await confirm.getByRole('button', { name: 'Verify campaign' }).click();
  await expect(page.getByText('The campaign is now live')).toBeVisible();
  await expect(page.getByText('This campaign is not yet verified')).toHaveCount(0);
  expect((await mailTo(page, owner.email, /live/)).subject).toBe('Your campaign is live');

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Volunteering' }).click();
  await expect(page.getByRole('heading', { name: 'Campaigns verified' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting for you to check' })).toHaveCount(0);
  await look(page, info, 'volunteer profile after verifying');
  await signOut(page);

  // ——— it is live and takes a donation, through the donate modal and the sandbox checkout ———
  await page.goto(`/campaign/${campaign.campaign_id}`);
  // the public never gets the campaigner's contact
  expect((await ok(page.request.get(`/api/v1/campaign/${campaign.campaign_id}`))).owner_contact).toBeNull();
  await expect(page.getByText('Contact the campaigner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Donate now' }).click();
  const dialog = page.getByRole('dialog', { name: /donation/i });
  await dialog.getByLabel('Amount (₦)').fill('5,000');
  await dialog.getByLabel('First name').fill('Tolu');
  await dialog.getByLabel('Last name').fill('Ade');
  const donor = uniqueEmail('donor');
  await dialog.getByLabel('Email').fill(donor);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByText('SANDBOX', { exact: true })).toBeVisible();
  await checkout.getByLabel('Card number').fill('4084084084084081');
  await checkout.getByLabel('Expiry (MM/YY)').fill('1230');
  await checkout.getByLabel('CVV').fill('408');
  await checkout.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(checkout.getByRole('heading', { name: 'Thank you, Tolu!' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/₦5,000\s*raised of ₦200,000/)).toBeVisible();
  expect(await ok(page.request.get(`/api/v1/campaign/${campaign.campaign_id}`))).toMatchObject({ status: 1, pledged: 5000 });
  const vetted = await ok(page.request.get(`/api/v1/campaign/volunteers/${campaign.campaign_id}`));
  expect(vetted).toMatchObject({
    verified_by: 'volunteer',
    volunteers: [{ first_name: 'Yemi', last_name: 'Ojo', grade: 4, verified: true }],
  });
  await look(page, info, 'live campaign after a donation');

  // ——— its owner closes donations short of the goal: the campaign cannot be met, the donor is refunded ———
  await sessionAs(page, owner.email, PASSWORD);
  await page.goto(`/campaign/${campaign.campaign_id}`);
  await page.getByRole('link', { name: 'Manage campaign' }).click();
  await page.getByRole('button', { name: 'Close Donations' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close Donations' }).click();
  await expect(page.getByText('Donations closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Close Campaign' })).toBeVisible();
  await look(page, info, 'owner closed donations short of the goal');
  expect((await mailTo(page, donor, /Your refund of ₦5,000/)).text).toContain(title);
  await page.goto(`/campaign/${campaign.campaign_id}`);
  // Closed short of its goal: the page says so plainly (issue 14), never as a success.
  await expect(page.getByRole('status').filter({ hasText: 'Closed — donors refunded' })).toContainText(
    'everyone who gave was refunded in full',
  );
});

test('an organisation is verified by the admin, is listed on /verified_page and its page shows its campaigns', async ({ page }, info) => {
  const place = PLACES[info.project.name]!;
  const name = `Ibadan Care Trust ${Date.now().toString(36)}`;
  const org = await account(page.request, 'organisation', { ...place, name, password: PASSWORD });
  await submitVerification(page.request, org.token, true);
  const title = `Clean water for Agodi ${Date.now().toString(36)}`;
  await createCampaign(page.request, org.token, title);

  await page.goto('/verified_page');
  await expect(page.getByRole('heading', { name: 'Verified Organizations' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  // ——— the admin approves the organisation and puts its campaign live ———
  await sessionAs(page, DEMO.admin);
  await page.goto('/admin?tab=verifications');
  const item = page.getByRole('listitem').filter({ hasText: org.email });
  await expect(item).toBeVisible();
  await expect(item.getByText('ORGANISATION')).toBeVisible();
  await look(page, info, 'admin verifications');
  await item.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve this verification?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Verification approved')).toBeVisible();
  expect((await mailTo(page, org.email, /organisation is verified/)).subject).toBe('Your organisation is verified');

  await page.getByRole('tab', { name: /Campaigns/ }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Verify campaign' }).click();
  await page.getByRole('dialog', { name: 'Verify this campaign?' }).getByRole('button', { name: 'Verify campaign' }).click();
  await expect(page.getByText('The campaign is now live')).toBeVisible();
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByText('identity.approved').first()).toBeVisible();
  await look(page, info, 'admin audit log');
  await signOut(page);

  // ——— listed, with its campaigns ———
  await page.goto('/verified_page');
  await page.getByLabel('Category').selectOption('Community');
  const listed = page.getByRole('link', { name });
  await expect(listed).toBeVisible();
  await look(page, info, 'verified organisations');
  await page.getByLabel('Category').selectOption('Wishes');
  await expect(page.getByText('no verified organizations available yet')).toBeVisible();
  await page.getByLabel('Category').selectOption('all');
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/verified_org_campaigns\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Non-Profit · Community')).toBeVisible();
  await expect(page.getByRole('link', { name: org.email })).toHaveAttribute('href', `mailto:${org.email}`);
  await expect(page.getByRole('link', { name: `${name} on Facebook` })).toHaveAttribute('href', 'https://www.facebook.com/ireti.e2e');
  await expect(page.getByRole('list', { name: 'Pictures of the organization' }).getByRole('img')).toHaveCount(3);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await look(page, info, 'organisation page');

  await page.goto('/verified_org_campaigns/99999999');
  await expect(page.getByText('Sorry, there is no organization data')).toBeVisible();
});
