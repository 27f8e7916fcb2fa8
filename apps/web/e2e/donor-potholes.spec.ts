import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, DEMO, giveByApi, liveCampaign, look, named, sessionAs, stamp } from './support.ts';

/**
 * Issue 26's donor potholes, on a phone (`--project phone`, 360 px) in English and Hausa: a
 * campaign with real money below 1% of its goal shows "<1%" and a sliver of bar (campaign page,
 * explore's card, the owner's profile) and, offering no rewards, no Rewards tab; the donate dialog
 * opens on its first field; a ₦ preset shows it is chosen; "Continue to payment" moves the focus
 * to how to pay; the bank transfer has a copy button, the account's name and its time limit; the
 * thank-you keeps a long e-mail address whole. Then explore's Filters panel closes on a choice and
 * brings the results into view, and the header's search box shows its whole placeholder. Every
 * text but English is read from the catalogues, so the journey checks that the pages use them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Catalogue = Record<string, Record<string, string>>;
const catalogue = (lang: string, area: string) =>
  JSON.parse(readFileSync(path.join(root, `apps/web/src/locales/${lang}/${area}.json`), 'utf8')) as Catalogue;
/** The text of `key` of `component` in `lang`: the English given, or the catalogue's. */
const say = (lang: string, area: string, component: string, key: string, english: string) =>
  lang === 'en' ? english : catalogue(lang, area)[component]![key]!;

async function inLanguage(page: Page, lang: string) {
  await page.addInitScript((l) => localStorage.setItem('ireti.lang', l), lang);
}

/** Whether every piece of the e-mail address (between its allowed breaks) sits on one line. */
const piecesOnOneLine = (page: Page, email: string) =>
  page.evaluate((address) => {
    const el = document.querySelector(`[data-email="${address}"]`)!;
    return [...el.querySelectorAll('span')].map((piece) => {
      const r = document.createRange();
      r.selectNodeContents(piece);
      const tops = new Set([...r.getClientRects()].map((x) => Math.round(x.top)));
      return { piece: piece.textContent, lines: tops.size };
    });
  }, email);

for (const lang of ['en', 'ha'] as const) {
  test(`${lang}: a donor on a phone sees "<1%", picks an amount, pays by bank transfer with the account's name, a copy button and the time left`, async ({
    page,
    context,
  }, info) => {
    const t = {
      label: say(lang, 'cards', 'cards/progress', 'label', 'Raised of the goal'),
      donateNow: say(lang, 'donations', 'donations/donate-panel', 'donateNow', 'Donate now'),
      amount: say(lang, 'donate', 'donate/donate-form', 'amount', 'Amount (₦)'),
      firstName: say(lang, 'donate', 'donate/donate-form', 'firstName', 'First name'),
      lastName: say(lang, 'donate', 'donate/donate-form', 'lastName', 'Last name'),
      email: say(lang, 'donate', 'donate/donate-form', 'email', 'Email'),
      continue: say(lang, 'donate', 'donate/donate-form', 'continue', 'Continue to payment'),
      card: say(lang, 'donate', 'donate/sandbox-checkout', 'card', 'Card'),
      transfer: say(lang, 'donate', 'donate/sandbox-checkout', 'transfer', 'Bank transfer'),
      accountName: say(lang, 'donate', 'donate/sandbox-checkout', 'accountName', 'Account name'),
      accountNumber: say(lang, 'donate', 'donate/sandbox-checkout', 'accountNumber', 'Account number'),
      copy: say(lang, 'donate', 'donate/sandbox-checkout', 'copy', 'Copy'),
      copied: say(lang, 'donate', 'donate/sandbox-checkout', 'copied', 'Copied'),
      timeLeft: say(lang, 'donate', 'donate/sandbox-checkout', 'timeLeft', 'Time left'),
      lasts: say(
        lang,
        'donate',
        'donate/sandbox-checkout',
        'lasts',
        'This account is for this payment only and lasts {minutes} minutes.',
      ).replace('{minutes}', '30'),
      sent: say(lang, 'donate', 'donate/sandbox-checkout', 'sent', 'I’ve sent the money'),
      thanks: say(lang, 'donate', 'donate/donate-dialog', 'thanksName', 'Thank you, {name}!').replace('{name}', 'Oluwaseun'),
      rewards: say(lang, 'campaign', 'campaign/campaign-page', 'rewards', 'Rewards'),
      details: say(lang, 'campaign', 'campaign/campaign-page', 'details', 'Details'),
    };
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const c = await liveCampaign(page.request, DEMO.ada, 10_000_000, `Borehole for Ikare ${lang} ${stamp()}`);
    await giveByApi(page.request, c.id, 62_500, { email: `first-${stamp()}@example.ng` });
    await inLanguage(page, lang);

    // The campaign page: "<1%" and a sliver of bar, no Rewards tab for a campaign without rewards.
    await page.goto(`/campaign/${c.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const bar = page.getByRole('progressbar', { name: t.label });
    await expect(bar).toHaveAttribute('aria-valuetext', /^<1% — ₦62,500/);
    await expect(page.getByText('<1%', { exact: true })).toBeVisible();
    expect((await bar.locator('div').boundingBox())!.width).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole('tab', { name: t.details })).toBeVisible();
    await expect(page.getByRole('tab', { name: new RegExp(`^${t.rewards}`) })).toHaveCount(0);
    await look(page, info, `campaign page below 1% in ${lang}`);

    // The dialog opens on its first field, the amount.
    await page.getByRole('button', { name: t.donateNow, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(t.amount)).toBeFocused();
    // A preset chosen is pressed, and looks it.
    const preset = dialog.getByRole('button', { name: '₦5,000', exact: true });
    await expect(preset).toHaveAttribute('aria-pressed', 'false');
    await preset.click();
    await expect(preset).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('button', { name: '₦1,000', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByLabel(t.amount)).toHaveValue('5000');
    const [chosen, other] = await Promise.all([
      preset.evaluate((b) => getComputedStyle(b).backgroundColor),
      dialog.getByRole('button', { name: '₦1,000', exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor),
    ]);
    expect(chosen).not.toBe(other);
    await look(page, info, `amount chosen in ${lang}`);

    // A long address, as a phone line holds it: its local part (27 characters) fits a line of its own, the whole does not.
    const email = `adebayo-okonkwo.${stamp()}@university-of-ibadan.edu.ng`;
    await dialog.getByLabel(t.firstName).fill('Oluwaseun');
    await dialog.getByLabel(t.lastName).fill('Adebayo');
    await dialog.getByLabel(t.email, { exact: true }).fill(email);
    // "Continue to payment" leaves the focus on how to pay, not on the page.
    await dialog.getByRole('button', { name: t.continue }).click();
    await expect(dialog.getByRole('tab', { name: t.card })).toBeFocused();
    await expect(page.locator('body')).not.toBeFocused();

    // Bank transfer: the account number with a copy button, the account's name, the time left.
    await dialog.getByRole('tab', { name: t.transfer }).click();
    await expect(dialog.getByText(t.accountName, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Ireti Donations', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveText(/^(30:00|29:[0-5]\d)$/);
    await expect(dialog.getByText(t.timeLeft, { exact: true })).toBeVisible();
    await expect(dialog.getByText(t.lasts)).toBeVisible();
    const number = (await dialog.getByText(/^9\d{9}$/).textContent())!;
    await dialog.getByRole('button', { name: named(t.copy, t.accountNumber) }).click();
    await expect(dialog.getByRole('button', { name: named(t.copied, t.accountNumber) })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
    await look(page, info, `bank transfer in ${lang}`);

    await dialog.getByRole('button', { name: t.sent }).click();
    await expect(dialog.getByRole('heading', { name: t.thanks })).toBeVisible();
    // The long e-mail address wraps only between its pieces, never inside one.
    await expect(dialog.locator(`[data-email="${email}"]`)).toBeVisible();
    const pieces = await piecesOnOneLine(page, email);
    expect(pieces.map((p) => p.piece).join('')).toBe(email);
    expect(pieces.filter((p) => p.lines !== 1)).toEqual([]);
    await expect(dialog.getByText(/\(<1%\)/)).toBeVisible();
    await look(page, info, `thank-you with a long e-mail in ${lang}`);
  });
}

test('explore on a phone: choosing a filter closes the panel and brings the results into view; a card below 1% shows "<1%"', async ({
  page,
}, info) => {
  const c = await liveCampaign(page.request, DEMO.ada, 10_000_000, `Clinic roof ${stamp()}`);
  await giveByApi(page.request, c.id, 62_500, { email: `roof-${stamp()}@example.ng` });
  await page.goto(`/campaigns?search=${encodeURIComponent(c.title)}`);
  const card = page.getByRole('article').filter({ hasText: c.title });
  await expect(card.getByText('<1%', { exact: true })).toBeVisible();
  expect((await card.getByRole('progressbar').locator('div').boundingBox())!.width).toBeGreaterThanOrEqual(6);
  await look(page, info, 'explore card below 1%');

  await page.goto('/campaigns');
  const toggle = page.getByRole('button', { name: 'Filters' });
  await toggle.click();
  const category = page.getByLabel('Category');
  await expect(category).toBeVisible();
  await look(page, info, 'explore filters open');
  await category.selectOption('Health');
  await expect(page).toHaveURL(/category=Health/);
  await expect(category).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
  const found = page.getByRole('status').filter({ hasText: /campaigns?$/ });
  await expect(found).toBeInViewport();
  // the results are below the header, not under it
  const header = (await page.getByRole('banner').boundingBox())!;
  expect((await found.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await look(page, info, 'explore after choosing a filter', { fullPage: false });
});

/** The width of an input's placeholder in its font, and the room its box gives the text. */
function placeholderFit(input: HTMLInputElement) {
  const s = getComputedStyle(input);
  const ctx = document.createElement('canvas').getContext('2d')!;
  ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
  const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
  return { text: Math.ceil(ctx.measureText(input.placeholder).width), room };
}

for (const lang of ['en', 'ha'] as const) {
  test(`${lang}: the header's and the home page's search boxes show their whole placeholder`, async ({ page }, info) => {
    const search = say(lang, 'shell', 'shell/header', 'search', 'Search');
    const placeholder = say(lang, 'shell', 'shell/header', 'searchPlaceholder', 'Search campaigns, causes, places…');
    await inLanguage(page, lang);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: search, exact: true }).locator('visible=true').click();
    const box = page.getByRole('dialog').getByRole('textbox');
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', placeholder);
    const fit = await box.evaluate(placeholderFit);
    expect(fit.text, `the placeholder (${fit.text} px) fits the box (${fit.room} px)`).toBeLessThanOrEqual(fit.room);
    await look(page, info, `header search in ${lang}`);
    await page.keyboard.press('Escape');
    // The home page's own search box, likewise.
    const hero = page.locator('#hero-search');
    await expect(hero).toHaveAttribute(
      'placeholder',
      say(lang, 'home', 'home/hero', 'searchPlaceholder', 'Search: surgery, school fees, Kano…'),
    );
    const heroFit = await hero.evaluate(placeholderFit);
    expect(heroFit.text, `the home placeholder (${heroFit.text} px) fits its box (${heroFit.room} px)`).toBeLessThanOrEqual(heroFit.room);
    await hero.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await look(page, info, `home search in ${lang}`, { fullPage: false });
  });
}

test('the owner’s profile shows "<1%" for a campaign with less than 1% of its goal', async ({ page }, info) => {
  const c = await liveCampaign(page.request, DEMO.ada, 10_000_000, `School desks ${stamp()}`);
  await giveByApi(page.request, c.id, 62_500, { email: `desks-${stamp()}@example.ng` });
  await sessionAs(page, DEMO.ada);
  await page.goto('/profile');
  const item = page.getByRole('listitem').filter({ hasText: c.title });
  await expect(item).toContainText('<1% · ₦62,500 funded of ₦10,000,000');
  expect((await item.getByRole('progressbar').locator('div').boundingBox())!.width).toBeGreaterThanOrEqual(6);
  await item.scrollIntoViewIfNeeded();
  await look(page, info, 'profile campaign below 1%', { fullPage: false });
});
