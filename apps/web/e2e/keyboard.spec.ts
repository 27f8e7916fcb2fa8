import type { Locator, Page } from '@playwright/test';
import { test, expect, DEMO, DEMO_PASSWORD, liveCampaign, look, stamp } from './support.ts';

/**
 * The keyboard alone (issue 7, WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): a donor signs in, finds a
 * campaign with the site search, and gives through the donate modal and the sandbox checkout to
 * the thank-you card — with page.keyboard only (Tab, Shift+Tab, Enter, Space, typing). At every
 * stop the focus must show (an outline or a ring), be on screen and not be hidden under the
 * sticky header; the modal keeps the focus inside while open and gives it back when it closes.
 */

type Stop = {
  name: string;
  visible: boolean;
  indicator: boolean;
  onScreen: boolean;
  covered: boolean;
  over: string;
  inDialog: boolean;
  body: boolean;
};

/** Where the focus is, and whether a person can see it there. */
const focusNow = (page: Page) =>
  page.evaluate((): Stop => {
    const e = document.activeElement as HTMLElement | null;
    if (!e || e === document.body)
      return { name: 'body', visible: false, indicator: false, onScreen: false, covered: false, over: '', inDialog: false, body: true };
    const s = getComputedStyle(e);
    const r = e.getBoundingClientRect();
    // Not hidden under the sticky header or an overlay: some of it (top, middle or bottom) is the topmost thing on screen.
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const hits = [r.top + 4, r.top + r.height / 2, r.bottom - 4].map((y) =>
      document.elementFromPoint(x, Math.min(Math.max(y, 0), innerHeight - 1)),
    );
    const seen = hits.some((hit) => !!hit && (hit === e || e.contains(hit) || hit.contains(e)));
    const top = hits.find((hit) => hit && hit !== e && !e.contains(hit) && !hit.contains(e));
    return {
      name: `${e.tagName.toLowerCase()} “${(e.getAttribute('aria-label') ?? e.textContent ?? (e as HTMLInputElement).name ?? '').trim().slice(0, 40)}”`,
      visible: e.matches(':focus-visible'),
      indicator: (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none',
      onScreen: r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight,
      covered: !seen,
      over: top
        ? `${top.tagName.toLowerCase()}.${String(top.className).slice(0, 60)} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)} scrollY ${Math.round(scrollY)}`
        : '',
      inDialog: !!e.closest('dialog[open], [aria-modal="true"]'),
      body: false,
    };
  });

/** Presses `key` until `target` has the focus, checking every stop on the way; fails past `max` presses. */
async function keyTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    let stop = await focusNow(page);
    // The browser scrolls a newly focused element into view at its next frame, and something on
    // its way off the screen may cover it for a moment: measure again for up to a second before
    // calling it off screen or hidden.
    for (let j = 0; j < 10 && !stop.body && (stop.covered || !stop.onScreen); j++) {
      await page.waitForTimeout(100);
      stop = await focusNow(page);
    }
    if (!stop.body) {
      expect.soft(stop.visible && stop.indicator, `focus indicator on ${stop.name}`).toBe(true);
      expect
        .soft(stop.onScreen && !stop.covered, `${stop.name} on screen, not under anything${stop.over ? ` (under ${stop.over})` : ''}`)
        .toBe(true);
    }
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${key} ×${max} never reached ${target}`);
}

test('by keyboard alone: sign in, search, give through the donate modal and the checkout', async ({ page }, info) => {
  // A limit, not a timing: every Tab stop is judged (focus ring, on screen, not covered), a few
  // hundred of them on a desktop; it ran 2.3 min once on a loaded machine against the old 2 min.
  test.setTimeout(240_000);
  const word = `kbd${stamp()}`;
  const c = await liveCampaign(page.request, DEMO.hope, 80_000, `Braille books for Oyo school ${word}`);

  // ——— home: the first Tab offers the skip link ———
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  // ——— to the sign-in page: the header link, or on a phone the menu ———
  const banner = page.getByRole('banner');
  const headerSignIn = banner.getByRole('link', { name: 'Sign In' });
  if (await headerSignIn.isVisible()) {
    await keyTo(page, headerSignIn);
  } else {
    await keyTo(page, banner.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await look(page, info, 'menu opened by keyboard');
    await keyTo(page, menu.getByRole('link', { name: 'Sign In' }));
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signin$/);

  // ——— sign in: type, Tab, Enter ———
  await keyTo(page, page.getByLabel('Email'));
  // A donor without a staff role (administrators and volunteers answer a second step since issue 28, and volunteers land on their queue), giving to another's campaign.
  await page.keyboard.type(DEMO.ada);
  await keyTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await look(page, info, 'sign-in by keyboard');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Okafor' })).toBeVisible();

  // ——— the site search: its field takes the focus; Escape closes it and gives the focus back ———
  const searchButton = banner.getByRole('button', { name: 'Search', exact: true });
  await keyTo(page, searchButton);
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('dialog', { name: 'Search campaigns' });
  const field = overlay.getByRole('textbox', { name: 'Search campaigns' });
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(searchButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/campaigns\\?search=${word}`));
  const result = page.getByRole('main').getByRole('link', { name: c.title });
  await expect(result).toBeVisible();
  await look(page, info, 'search results by keyboard');
  await keyTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/campaign/${c.id}$`));
  // As a person does: the next key once the campaign is on the screen. (A Tab pressed while the
  // page is still a placeholder lands on the footer, which the content then pushes off screen.)
  const details = page.getByRole('tab', { name: 'Details' });
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(details).toBeVisible();

  // ——— the campaign's tabs: arrow keys between them ———
  await keyTo(page, details);
  // Details, then Updates, then Donations.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Updates/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Donations/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Donations/ })).toHaveAttribute('aria-selected', 'true');

  // ——— the donate modal: the focus moves in, stays in, and comes back ———
  const donate = page.getByRole('button', { name: 'Donate now' });
  await keyTo(page, donate, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Amount (₦)')).toBeVisible();
  expect((await focusNow(page)).inDialog, 'the focus moves into the modal').toBe(true);
  // Round the modal twice: the focus never lands behind it.
  for (let i = 0; i < 24; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusNow(page);
    expect(stop.inDialog || stop.body, `Tab ${i + 1} stays in the modal (was on ${stop.name})`).toBe(true);
  }
  await keyTo(page, dialog.getByRole('button', { name: '₦5,000' }));
  await page.keyboard.press('Space');
  await expect(dialog.getByLabel('Amount (₦)')).toHaveValue(/5,?000/);
  await keyTo(page, dialog.getByLabel('Comment (optional)'));
  await page.keyboard.type('Typed without a mouse. Keep going!');
  await look(page, info, 'donate form by keyboard');
  await keyTo(page, dialog.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');

  // ——— the sandbox checkout ———
  const cardNumber = dialog.getByLabel('Card number');
  await expect(cardNumber).toBeVisible();
  await keyTo(page, cardNumber);
  await page.keyboard.type('4084084084084081');
  await expect(cardNumber).toHaveValue('4084 0840 8408 4081');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toBeFocused();
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('CVV')).toBeFocused();
  await page.keyboard.type('408');
  await look(page, info, 'sandbox checkout by keyboard');
  await keyTo(page, dialog.getByRole('button', { name: /^Pay ₦5,000/ }));
  await page.keyboard.press('Enter');

  // ——— the thank-you card takes the focus; Done closes the modal and the focus returns ———
  const thanks = dialog.getByRole('heading', { name: 'Thank you, Ada!' });
  await expect(thanks).toBeFocused();
  await look(page, info, 'thank-you card by keyboard');
  await keyTo(page, dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(donate).toBeFocused();
  await expect(page.getByText(/₦5,000\s*raised of ₦80,000/)).toBeVisible();
  await look(page, info, 'campaign after giving by keyboard');
});
