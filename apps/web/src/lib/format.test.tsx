import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/preact';
import { setLanguage } from './i18n/index.ts';

/**
 * Pages write dates as the e-mails do (issue 26), though the browser lacks the language: Chromium
 * has no Intl data for pcm, yo, ha or ig and falls back to English months ("21 Nov 2026").
 */
afterEach(() => {
  act(() => setLanguage('en'));
  vi.restoreAllMocks();
});

describe('formatDate in a browser without the language’s Intl data', () => {
  it('writes Yorùbá, Hausa, Igbo and Naijá months, as the e-mails do, and English as before', async () => {
    const Real = Intl.DateTimeFormat;
    // What Chromium does: every locale but English resolves to en-NG.
    const englishOnly = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      const list = ([] as string[]).concat(locales ?? []);
      return new Real(list.some((l) => l.startsWith('en')) ? list.filter((l) => l.startsWith('en')) : 'en-NG', options);
    } as unknown as typeof Intl.DateTimeFormat;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(englishOnly);
    const { formatDate, formatDateTime } = await import('./format.ts');
    const d = new Date(2026, 10, 21, 14, 32);
    expect(formatDate(d)).toBe('21 Nov 2026');
    act(() => setLanguage('yo'));
    // The browser's own answer, what the pages wrote before.
    expect(new Intl.DateTimeFormat('yo-NG', { day: 'numeric', month: 'short', year: 'numeric' }).format(d)).toBe('21 Nov 2026');
    expect(formatDate(d)).toBe('21 Oṣù Bélú 2026');
    expect(formatDateTime(d)).toBe('21 Oṣù Bélú 2026, 14:32');
    act(() => setLanguage('ha'));
    expect(formatDate(d)).toBe('21 Nuw, 2026');
    act(() => setLanguage('ig'));
    expect(formatDate(d, { month: 'long' })).toBe('21 Novemba 2026');
    act(() => setLanguage('pcm'));
    expect(formatDate(d)).toBe('21 Nọv 2026');
  });
});
