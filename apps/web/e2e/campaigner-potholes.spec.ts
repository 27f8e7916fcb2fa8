import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localise, type Dictionary } from '../../../packages/shared/src/i18n.ts';
import { Msg } from '../../../packages/shared/src/messages.ts';
import {
  test,
  expect,
  account,
  auth,
  giveByApi,
  login,
  ok,
  createCampaign,
  DEMO,
  look,
  named,
  picture,
  sessionAs,
  stamp,
  submitVerification,
  signIn,
} from './support.ts';

/**
 * The campaigner's potholes (issue 26), on a phone, in English and in Yorùbá: signed out, "Start a
 * campaign" says what comes next; sign-in goes on to the wizard; the step counter counts the steps
 * a campaign without rewards has; step 2's button says what it does; a missing feature image is
 * named beside the button; the edit page's address carries the campaign through a reload; dates
 * are in the page's language. Then the volunteer's queue and the admin console's tabs.
 * Every Yorùbá text is read from the catalogues, so the journey checks that the pages use them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const json = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
type Catalogue = Record<string, Record<string, unknown>>;
const catalogue = (lang: string, area: string) => json<Catalogue>(`apps/web/src/locales/${lang}/${area}.json`);

const ENGLISH = {
  openMenu: 'Open menu',
  startCampaign: 'START CAMPAIGN',
  startTitle: 'Sign in to start your campaign',
  heading: 'Step {step} of {total}: {name}',
  step1: 'Basic information',
  step2: 'Your story',
  pictures: 'Pictures',
  title: 'Campaign title',
  goal: 'Goal (₦)',
  category: 'Category',
  summary: 'Summary',
  story: 'Your story',
  typeNonReward: 'Non-reward based',
  next: 'Next →',
  saveContinue: 'Save and continue',
  submit: 'Submit campaign',
  addFeatureImage: 'Add a feature image',
  somethingWrong: Msg.somethingWrong,
  submittedTitle: 'Your campaign was submitted',
  edit: 'Edit',
  steps: 'Steps',
  choose: 'Choose a picture',
  featureImage: 'Feature image',
};

const shell0 = (lang: string) => catalogue(lang, 'shell');

function texts(lang: 'en' | 'yo') {
  if (lang === 'en') return ENGLISH;
  const shell = catalogue(lang, 'shell')['shell/header'] as Record<string, string>;
  const signin = catalogue(lang, 'auth')['auth/signin-page'] as Record<string, string>;
  const create = catalogue(lang, 'create');
  const wizard = create['create/create-campaign-page'] as Record<string, string>;
  const fields = create['create/campaign-fields'] as Record<string, string>;
  const cards = catalogue(lang, 'cards')['cards/profile-campaigns-tab'] as Record<string, string>;
  const shared = json<Dictionary>(`packages/shared/src/i18n/${lang}.json`);
  return {
    openMenu: shell.openMenu!,
    startCampaign: shell.startCampaign!,
    startTitle: signin.startTitle!,
    heading: wizard.heading!,
    step1: wizard.step1!,
    step2: wizard.step2!,
    pictures: wizard.pictures!,
    title: fields.title!,
    goal: fields.goal!,
    category: fields.category!,
    summary: fields.summary!,
    story: fields.story!,
    typeNonReward: fields.typeNonReward!,
    next: wizard.next!,
    saveContinue: wizard.saveContinue!,
    submit: wizard.submit!,
    addFeatureImage: wizard.addFeatureImage!,
    somethingWrong: localise(Msg.somethingWrong, shared),
    submittedTitle: wizard.submittedTitle!,
    edit: cards.edit!,
    steps: wizard.steps!,
    choose: (shell0(lang)['shell/image-upload'] as Record<string, string>).choose!,
    featureImage: wizard.featureImage!,
  };
}

const heading = (t: ReturnType<typeof texts>, step: number, total: number, name: string) =>
  t.heading.replace('{step}', String(step)).replace('{total}', String(total)).replace('{name}', name);

for (const lang of ['en', 'yo'] as const) {
  test(`${lang}: a campaigner starts signed out, counts the right steps, is told what a missing picture needs and edits by address`, async ({
    page,
  }, info) => {
    const t = texts(lang);
    const password = 'Kolanut-Sunrise7';
    const { email, token } = await account(page.request, 'individual', { name: 'Bisi', password, language: lang });
    await submitVerification(page.request, token, false);
    await page.addInitScript((l) => localStorage.setItem('ireti.lang', l), lang);

    // ——— signed out, "Start a campaign" says what comes next ———
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // A phone has it in the menu, a desktop in the header itself.
    const menu = page.getByRole('button', { name: t.openMenu });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('link', { name: t.startCampaign }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: t.startTitle })).toBeVisible();
    await look(page, info, `${lang} sign in to start a campaign`);
    await page.locator('input[type=email]').fill(email);
    await page.locator('input[autocomplete=current-password]').fill(password);
    await page.locator('form button[type=submit]').click();

    // ——— on to the wizard; a campaign without rewards has three steps ———
    await expect(page).toHaveURL(/\/create_campaigns/);
    await expect(page.getByRole('heading', { level: 1, name: heading(t, 1, 5, t.step1) })).toBeVisible();
    const title = `Market stall roof ${stamp()} ${lang}`;
    await page.getByLabel(t.title).fill(title);
    await page.getByLabel(t.goal).fill('90,000');
    await page.getByLabel(t.category).selectOption('Business');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading(t, 2, 5, t.step2) })).toBeVisible();
    await page.getByLabel(t.summary).fill('A roof before the rains come');
    await page.getByRole('textbox', { name: t.story }).fill('Rain spoils the tomatoes at our stall every July.');
    await page.getByRole('radio', { name: new RegExp(t.typeNonReward) }).check();
    await expect(page.getByRole('heading', { level: 1, name: heading(t, 2, 3, t.step2) })).toBeVisible();
    await look(page, info, `${lang} wizard step 2 of 3`);
    await page.getByRole('button', { name: t.saveContinue }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading(t, 3, 3, t.pictures) })).toBeVisible();
    await expect(page.getByRole('list', { name: t.steps }).getByRole('listitem')).toHaveCount(3);

    // ——— no feature image: the spec's form error at the top, and what to do beside the button ———
    const submit = page.getByRole('button', { name: t.submit });
    await submit.click();
    await expect(page.getByText(t.somethingWrong)).toBeVisible();
    const missing = page.getByText(t.addFeatureImage, { exact: true });
    await expect(missing).toBeVisible();
    const [m, b] = [(await missing.boundingBox())!, (await submit.boundingBox())!];
    // beside it: within a line of the button, on the same screen
    expect(Math.abs(m.y + m.height / 2 - (b.y + b.height / 2))).toBeLessThan(80);
    await submit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`${lang}-missing-feature-image-at-the-button.png`) });
    await look(page, info, `${lang} wizard without a feature image`);
    const sent = page.waitForResponse((r) => /\/api\/v1\/image\/upload/.test(r.url()) && r.request().method() === 'PUT');
    await page
      .getByLabel(named(t.choose, t.featureImage))
      .setInputFiles({ name: 'roof.jpg', mimeType: 'image/jpeg', buffer: await picture(30, 'jpeg') });
    expect((await (await sent).json()).status.code).toBe(100);
    await expect(missing).toHaveCount(0);
    await submit.click();
    await expect(page.getByRole('heading', { name: t.submittedTitle })).toBeVisible();

    // ——— the edit page's address carries the campaign: a reload keeps it ———
    await page.goto('/profile');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('link', { name: new RegExp(`^${t.edit}\\s*:`) }).click();
    await expect(page).toHaveURL(/\/edit_campaign\?id=[a-z0-9]{10}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await look(page, info, `${lang} edit page by its address`);

    // ——— dates in the page's language ———
    await page.goto('/success_stories');
    const month = lang === 'yo' ? /\d{1,2} Oṣù [^\d]+ \d{4}/ : /\d{1,2} [A-Z][a-z]{2} \d{4}/;
    await expect(page.getByText(month).first()).toBeVisible();
    await look(page, info, `${lang} success stories dates`);
  });
}

test('a volunteer signs in to the campaigns waiting for them, counted in the header', async ({ page }, info) => {
  // A campaign in Lagos, where Tunde is the approved volunteer: it waits for him.
  const { token } = await account(page.request, 'individual', { name: 'Femi', password: 'Kolanut-Sunrise7' });
  await submitVerification(page.request, token, false);
  const title = `Clinic fridge for Yaba ${stamp()}`;
  await createCampaign(page.request, token, title);
  await signIn(page, DEMO.tunde);
  await expect(page).toHaveURL(/\/volunteer_queue$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns to check' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  // Named from what it shows: "To check" (hidden on a narrow screen), the count, then what it counts.
  const queue = page.getByRole('banner').getByRole('link', { name: /^(To check )?\d+ campaigns? waiting for you to check$/ });
  await expect(queue).toBeVisible();
  const n = Number(/^(\d+)/.exec((await queue.locator('.sr-only').textContent())!)![1]);
  expect(n).toBeGreaterThan(0);
  await expect(queue).toContainText(String(n > 99 ? '99+' : n));
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(n);
  await look(page, info, 'volunteer queue');
});

test('the admin console keeps its selected tab in view on a phone', async ({ page }, info) => {
  await sessionAs(page, DEMO.admin);
  await page.goto('/admin?tab=audit');
  const tab = page.getByRole('tab', { selected: true });
  await expect(tab).toHaveAttribute('id', /audit$/);
  const inView = async () => {
    const box = (await tab.boundingBox())!;
    const width = page.viewportSize()!.width;
    return box.x >= 0 && box.x + box.width <= width;
  };
  await expect.poll(inView).toBe(true);
  await look(page, info, 'admin console audit tab in view');
  // and on change, by keyboard, to the first and back to the last
  await tab.focus();
  await page.keyboard.press('Home');
  await expect(tab).toHaveAttribute('id', /campaigns$/);
  await expect.poll(inView).toBe(true);
  await page.keyboard.press('End');
  await expect(tab).toHaveAttribute('id', /audit$/);
  await expect.poll(inView).toBe(true);
});

test('the profile shows one identity state, and "Claim ₦…" once a goal is reached', async ({ page }, info) => {
  const password = 'Kolanut-Sunrise7';
  const { email, token } = await account(page.request, 'individual', { name: 'Ngozi', password });
  await submitVerification(page.request, token, false);
  const title = `Water tank for Oko ${stamp()}`;
  const { campaign_id: id } = await createCampaign(page.request, token, title, 10_000);
  const admin = await login(page.request, DEMO.admin);
  await ok(page.request.post('/api/v1/account/verifycampaign', { headers: auth(admin.token), data: { campaign_id: id, status: 1 } }));
  await giveByApi(page.request, id, 10_000, { email: `donor-${stamp()}@example.ng` });

  await sessionAs(page, email, password);
  await page.goto('/profile');
  const main = page.locator('#main');
  await expect(main.getByText('Under review', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('UNVERIFIED', { exact: true })).toHaveCount(0);
  // ₦10,000 raised less 5% of the ₦10,000 goal
  const claim = main.getByRole('link', { name: 'Claim ₦9,500' });
  await expect(claim).toBeVisible();
  await expect(main.getByText(/reached its goal/)).toContainText(title);
  await look(page, info, 'profile under review with money to claim');
  await claim.click();
  await expect(page).toHaveURL(new RegExp(`/claim/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Claim your funds' })).toBeVisible();
});
