import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptAccountLanguage, languageChosen, locale, setLanguage } from './index.ts';
import { saveAccountLanguage } from '../account/language.ts';

afterEach(() => {
  localStorage.clear();
  locale.set('en');
  vi.restoreAllMocks();
});

describe("the account's language", () => {
  it('is followed on a device where nobody chose, and not where someone did', () => {
    expect(languageChosen()).toBe(false);
    adoptAccountLanguage('ha');
    expect(locale.get()).toBe('ha');
    expect(document.documentElement.lang).toBe('ha');

    setLanguage('ig'); // chosen on this device
    adoptAccountLanguage('yo');
    expect(locale.get()).toBe('ig');
  });

  it('ignores what is not one of the five', () => {
    adoptAccountLanguage('fr');
    adoptAccountLanguage(null);
    expect(locale.get()).toBe('en');
  });

  it('is saved with PUT /account/language when signed in, and not asked for when signed out', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ status: { code: 100, desc: 'Successful' }, entity: {} })));
    await saveAccountLanguage('yo');
    expect(fetch).not.toHaveBeenCalled();
    localStorage.setItem('token', 't0k3n');
    await saveAccountLanguage('yo');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual(['/api/v1/account/language', 'PUT', JSON.stringify({ language: 'yo' })]);
  });
});
