import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mailTo, uniqueEmail } from './helpers.ts';

/**
 * Trust and community journeys (issue 6):
 * 1. apply as a volunteer → the admin interviews and approves → a new campaign of that state is
 *    assigned → the volunteer verifies it → it is live and takes a donation;
 * 2. an organisation is verified by the admin → listed on /verified_page, its page shows its campaigns.
 * The phone and desktop runs share one server: each run uses a state of its own, so the only
 * volunteer of that state is the one this run approves.
 */
const PASSWORD = 'Kolanut-Sunrise7';
const DEMO_PASSWORD = 'IretiDemo2026';
const ADMIN = 'admin@demo.ireti.ng';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAA7VBMVEX958jc3Lfy48JCqGfy48M4pWL55cYfnVX75sf65sdGqmljtHh8vIXv48B/vYbh3rqkypq90qeYxZSnypvx48Lb3Lba3Lbz5MPF1Kt7vIUmn1h+vYZ9vYb858dMrGxktHlAqGZYsHPu4sF0uoHA06jY27W/0qjl4Lw1pWE3pGGyzqIroVs6pmM5pmOSxJHd3Li70aWgyJi50KUxo17G1axhs3hXsHKkyZnt4sDi3rq+0qc2pWCAvoezzqGmypuaxpWpy5z15cRHqmlesnYhnlY7pmNUrnAgnVafx5edx5ditHf45sVHq2qszJ56u4T0XjuOAAAACXBIWXMAAAsTAAALEwEAmpwYAAABgklEQVRYhe3Wx3LCQBAE0AZJrCRyzhmMic455+z//xxfKCHErJiFsg8u+t4PdtidAmLNYAOIzQzEZgbil2cwLney+Xy2UzFWAvoJC9OYV0/qQF2HK8GwKnBpuvuAGVMD6p4+YIZVAGPu+09PcaEA3C72gWs+MHbm745lsIEY1QcibGCLBpJsYIcGsmxApwF9XSDDBgI0kPu7IVZo4JsNGORFCvEvkkhTwIngA/0g8RtsKwDiYeEQ5rvaQol5F0pZdaWF506ROVJfqgdvIefjv+jz+wNCGJHznK7nksXV1joz+M+A1k4U4i3LasULibamCowmnp0QmIwUgMaAeI7WoMEESinnBnnec6rEAbQupOlqy4FmVN4Hos1lwHPerw/cHfsD95KNPotu+wFDyUJ3JzD0AfaW94FXOVBb+F9CxapJgV1OH9iXAXaVB1RtCXDD6wMpGnjscYHeCwl8cvuATQIRPlAkgTQfSJPAIR8okMAZH4iTgO87ns8pCUj2EJWPWesH2qVeuKYoOokAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** One state (and LGA) per browser project, so the runs never share a volunteer. */
const PLACES: Record<string, { state: number; lga: number; name: string }> = {
  phone: { state: 31, lga: 632, name: 'Oyo' },
  desktop: { state: 28, lga: 564, name: 'Ogun' },
};

async function expectNoA11yViolations(page: Page) {
  const r = await new AxeBuilder({ page }).include('#main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

async function signOut(page: Page) {
  await page.goto('/signout');
  await expect(page).not.toHaveURL(/\/signout/);
}

const ok = async (res: Promise<{ json: () => Promise<unknown> }>) => {
  const body = (await (await res).json()) as { status: { code: number; desc: string }; entity: Record<string, unknown> };
  expect(body.status, body.status.desc).toMatchObject({ code: 100 });
  return body.entity;
};

/** An account made through the API, its e-mail verified through the dev mailbox; returns a session token. */
async function account(page: Page, kind: 'individual' | 'organisation', place: { state: number; lga: number }, name: string) {
  const email = uniqueEmail(kind === 'individual' ? 'e2e-person' : 'e2e-org');
  const mobile = `+234803${String(Date.now()).slice(-7)}`;
  if (kind === 'individual') {
    await ok(
      page.request.post('/api/v1/account', {
        data: {
          email,
          first_name: name,
          last_name: 'Ojo',
          password: PASSWORD,
          state: place.state,
          lga: place.lga,
          mobile,
          gender: 'female',
        },
      }),
    );
  } else {
    await ok(
      page.request.post('/api/v1/account/organisation', {
        data: {
          organization_email: email,
          password: PASSWORD,
          organization_mobile: '08031234567',
          organization_name: name,
          organization_type: 'Non-Profit',
          organization_address: '3 Ring Road, Ibadan',
          category: 'Community',
          state: place.state,
          lga: place.lga,
        },
      }),
    );
  }
  const link = (await mailTo(page, email)).links[0]!;
  await ok(page.request.put('/api/v1/account/verify', { data: { token: new URL(link).pathname.split('/').pop() } }));
  const login = await ok(page.request.post('/api/v1/account/login', { data: { email, password: PASSWORD } }));
  return { email, token: login.token as string };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The /verify information through the API (the accounts engineer's form has its own journeys). */
async function submitVerification(request: APIRequestContext, token: string, organisation: boolean) {
  const file = (name: string, mimeType: string, buffer: Buffer) => ({
    multipart: { file: { name, mimeType, buffer } },
    headers: auth(token),
  });
  await ok(request.post('/api/v1/account/verification/file', file('id.pdf', 'application/pdf', PDF)));
  for (const n of organisation ? [0, 1, 2, 3] : [0])
    await ok(request.put(`/api/v1/account/imageverification/${n}`, file(`p${n}.png`, 'image/png', PNG)));
  await ok(
    request.put('/api/v1/account/verification', {
      headers: auth(token),
      data: {
        facebook: 'https://www.facebook.com/ireti.e2e',
        twitter: 'https://x.com/ireti_e2e',
        instagram: 'https://www.instagram.com/ireti.e2e',
        id_type: 'National ID',
        user_ref: { first_name: 'Ngozi', last_name: 'Eze', mobile: '+2348051234567', email: 'ngozi@example.ng' },
      },
    }),
  );
}

async function createCampaign(request: APIRequestContext, token: string, title: string) {
  return (await ok(
    request.post('/api/v1/campaigns', {
      headers: auth(token),
      data: {
        title,
        goal: 200000,
        category: 'Health',
        affiliatedOrganization: '',
        summary: 'Surgery for a school teacher',
        campaign_details: '<p>Mrs Ojo needs an operation.</p>',
        types: 'Non-reward based',
      },
    }),
  )) as { _id: number; campaign_id: string };
}

test('a volunteer applies, is approved, is assigned a new campaign of their state and makes it live', async ({ page }, info) => {
  const place = PLACES[info.project.name]!;

  // ——— apply ———
  const applicant = await account(page, 'individual', place, 'Yemi');
  await signIn(page, applicant.email, PASSWORD);
  await page.goto('/volunteer');
  await expect(page.getByRole('heading', { name: 'How volunteering works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our volunteers' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Become a Volunteer' }).first().click();
  await expect(page).toHaveURL(/\/volunteer_document$/);

  const idForm = page.getByRole('form', { name: 'Identity document' });
  await idForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(idForm.getByText("ID type can't be empty")).toBeVisible();
  await idForm.getByLabel('ID type').selectOption("Voter's card");
  await idForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(idForm.getByText('Choose your document first')).toBeVisible();
  await idForm.getByLabel(/File/).setInputFiles({ name: 'voters-card.png', mimeType: 'image/png', buffer: PNG });
  await expectNoA11yViolations(page);
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
  await signOut(page);

  // ——— the admin interviews and approves ———
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/admin?tab=volunteers');
  await expect(page.getByRole('tab', { name: /Volunteers/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('listitem').filter({ hasText: applicant.email });
  await expect(card).toBeVisible();
  await expectNoA11yViolations(page);
  await card.getByRole('button', { name: "View Voter's card" }).click();
  await expect(page.getByRole('dialog', { name: "View Voter's card" }).getByRole('img')).toBeVisible();
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
  await decide.getByRole('button', { name: 'Approve volunteer' }).click();
  await expect(page.getByText('Volunteer approved')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: applicant.email })).toHaveCount(0);
  await signOut(page);
  expect((await mailTo(page, applicant.email, /Welcome/)).subject).toBe('Welcome, you are now an Ireti volunteer');

  // ——— a new campaign in that state is assigned to the new volunteer ———
  const owner = await account(page, 'individual', place, 'Bola');
  await submitVerification(page.request, owner.token, false);
  const title = `Surgery for Mrs Ojo ${Date.now().toString(36)}`;
  const campaign = await createCampaign(page.request, owner.token, title);
  expect((await mailTo(page, applicant.email, /needs checking/)).text).toContain(title);

  // ——— the volunteer verifies it ———
  await signIn(page, applicant.email, PASSWORD);
  expect(await ok(page.request.get('/api/v1/account', { headers: auth(applicant.token) }))).toMatchObject({
    is_volunteer: 4,
    volunteer_status: 'approved',
  });
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Volunteering' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for you to check' })).toBeVisible();
  await expect(page.getByText("You haven't verified any campaigns.")).toBeVisible();
  await page.getByRole('link', { name: `View ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${campaign.campaign_id}$`));
  await expect(page.getByText('This campaign is not yet verified')).toBeVisible();
  await expectNoA11yViolations(page);
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
  await expect(page.getByText('Waiting for you to check')).toHaveCount(0);
  await signOut(page);

  // ——— it is live and takes a donation, through the donate modal and the sandbox checkout ———
  await page.goto(`/campaign/${campaign.campaign_id}`);
  await page.getByRole('button', { name: 'Donate now' }).click();
  const dialog = page.getByRole('dialog', { name: /donation/i });
  await dialog.getByLabel('Amount (₦)').fill('5,000');
  await dialog.getByLabel('First name').fill('Tolu');
  await dialog.getByLabel('Last name').fill('Ade');
  await dialog.getByLabel('Email').fill(uniqueEmail('donor'));
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
});

test('an organisation is verified by the admin, is listed on /verified_page and its page shows its campaigns', async ({ page }, info) => {
  const place = PLACES[info.project.name]!;
  const name = `Ibadan Care Trust ${Date.now().toString(36)}`;
  const org = await account(page, 'organisation', place, name);
  await submitVerification(page.request, org.token, true);
  const title = `Clean water for Agodi ${Date.now().toString(36)}`;
  await createCampaign(page.request, org.token, title);

  await page.goto('/verified_page');
  await expect(page.getByRole('heading', { name: 'Verified Organizations' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  // ——— the admin approves the organisation and puts its campaign live ———
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/admin?tab=verifications');
  const item = page.getByRole('listitem').filter({ hasText: org.email });
  await expect(item).toBeVisible();
  await expect(item.getByText('ORGANISATION')).toBeVisible();
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
  await signOut(page);

  // ——— listed, with its campaigns ———
  await page.goto('/verified_page');
  await page.getByLabel('Category').selectOption('Community');
  const listed = page.getByRole('link', { name });
  await expect(listed).toBeVisible();
  await expectNoA11yViolations(page);
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
  await expectNoA11yViolations(page);

  await page.goto('/verified_org_campaigns/99999999');
  await expect(page.getByText('Sorry, there is no organization data')).toBeVisible();
});
