import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n.ts';
import { formatDay, formatDayTime } from './dates.ts';

/**
 * The pages and the e-mails write dates by one rule (issue 26): Node's Intl `<language>-NG`, which
 * browsers lack for Naijá, Yorùbá, Hausa and Igbo. Node has it: the shared tables must agree.
 */
describe('formatDay', () => {
  const intl = (language: string, o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-NG' : `${language}-NG`, { ...o, timeZone: 'UTC' });

  it('writes every month of every language as Intl <language>-NG does, short and long, with and without day or year', () => {
    for (const language of LANGUAGES)
      for (let m = 0; m < 12; m++) {
        const d = new Date(Date.UTC(2026, m, 21, 12));
        for (const month of ['short', 'long'] as const) {
          expect(formatDay(d, language, { month, timeZone: 'UTC' }), `${language} ${m} ${month}`).toBe(
            intl(language, { day: 'numeric', month, year: 'numeric' }).format(d),
          );
          expect(formatDay(d, language, { month, year: false, timeZone: 'UTC' })).toBe(intl(language, { day: 'numeric', month }).format(d));
        }
        expect(formatDay(d, language, { month: 'long', day: false, timeZone: 'UTC' })).toBe(
          intl(language, { month: 'long', year: 'numeric' }).format(d),
        );
      }
  });

  it('gives the pages what the e-mails write ("21 Oṣù Bélú 2026"), never English months outside English', () => {
    const d = '2026-11-21T10:00:00.000Z';
    expect(formatDay(d, 'en', { timeZone: 'Africa/Lagos' })).toBe('21 Nov 2026');
    expect(formatDay(d, 'yo', { timeZone: 'Africa/Lagos' })).toBe('21 Oṣù Bélú 2026');
    expect(formatDay(d, 'ha', { timeZone: 'Africa/Lagos' })).toBe('21 Nuw, 2026');
    expect(formatDay(d, 'ig', { month: 'long', timeZone: 'Africa/Lagos' })).toBe('21 Novemba 2026');
    expect(formatDay(d, 'pcm', { timeZone: 'Africa/Lagos' })).toBe('21 Nọv 2026');
    expect(formatDayTime(d, 'yo', { timeZone: 'Africa/Lagos' })).toBe('21 Oṣù Bélú 2026, 11:00');
  });
});
