import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_NAMES, localise, type Dictionary, type Language } from '../../../packages/shared/src/i18n.ts';
import { test, expect, account, look, mailTo } from './support.ts';

/**
 * Five languages (issue 17): a visitor picks a language in the footer; the page, its <html lang>,
 * a form's errors (the shared checks' messages) and an e-mail the page sets off all follow it,
 * the choice survives a reload, and axe finds nothing serious in that language (`look`).
 * Every expected text is read from the catalogues themselves, so the journey checks that the
 * pages use them, not any one translation.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const json = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
type Catalogue = Record<string, Record<string, string>>;
const page = (lang: Language, area: string) => json<Catalogue>(`apps/web/src/locales/${lang}/${area}.json`);
const shared = (lang: Language) => json<Dictionary>(`packages/shared/src/i18n/${lang}.json`);
const mails = (lang: Language) => json<Dictionary>(`apps/api/src/modules/notifications/i18n/${lang}.json`);

for (const lang of ['pcm', 'yo', 'ha', 'ig'] as const) {
  test(`${LANGUAGE_NAMES[lang]}: the home page, a form's errors and a reset e-mail`, async ({ page: p, request }, info) => {
    const home = page(lang, 'home')['home/hero']!;
    const auth = page(lang, 'auth');
    const dict = shared(lang);

    await p.goto('/');
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('Raise money for what matters, in naira, with people who care.');
    await p.locator('footer').getByRole('combobox').selectOption(lang);
    await expect(p.locator('html')).toHaveAttribute('lang', lang);
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(home.title!);
    await look(p, info, `home in ${lang}`);

    // kept on the device: a reload opens in the same language
    await p.reload();
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(home.title!);
    await expect(p.locator('html')).toHaveAttribute('lang', lang);

    // a form's errors, from the shared checks, in the language
    await p.goto('/signup_individual');
    await p.getByRole('button', { name: auth['auth/signup-individual-page']!.submit! }).click();
    await expect(p.getByText(localise('Some of your inputs are not valid', dict))).toBeVisible();
    await expect(p.getByText(localise("First name can't be empty", dict))).toBeVisible();
    await look(p, info, `sign-up errors in ${lang}`);

    // an e-mail the page sets off, in the language of the account (made from this language's page)
    const { email } = await account(request, 'individual', { name: 'Ngozi', password: 'Kolanut-Sunrise7', language: lang });
    await p.goto('/forgot_password');
    await p.locator('input[type=email]').fill(email);
    await p.getByRole('button', { name: auth['auth/forgot-password-page']!.send! }).click();
    await expect(p.getByText(auth['auth/forgot-password-page']!.checkEmail!)).toBeVisible();
    const m = await mailTo(p, email);
    expect(m.subject).toBe(mails(lang)['accounts.resetPassword.subject']);
    expect(m.text).toContain(mails(lang)['accounts.resetPassword.notYou']!);
  });
}

test.describe('a first visit', () => {
  test.use({ locale: 'ha-NG' });
  test("follows the browser's languages, and a choice in the header's switch then wins", async ({ page: p }, info) => {
    await p.goto('/campaigns');
    await expect(p.locator('html')).toHaveAttribute('lang', 'ha');
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(page('ha', 'explore')['explore/explore-page']!.title!);
    await look(p, info, 'explore in Hausa from the browser');
    await p.locator('footer').getByRole('combobox').selectOption('en');
    await expect(p.locator('html')).toHaveAttribute('lang', 'en');
    await p.reload();
    await expect(p.locator('html')).toHaveAttribute('lang', 'en');
  });
});
