import { formatNaira, koboToNaira } from '@ireti/shared/money';
import { formatDay, formatDayTime, type DayOptions } from '@ireti/shared/dates';
import { count, i18n, locale } from './i18n/index.ts';
import { keepCurrent } from './texts-now.ts';

export { formatNaira };
export const nairaFromKobo = (kobo: number) => formatNaira(koboToNaira(kobo));

/** Called while pages draw, outside their hooks: kept in the page's language. */
export const messages = keepCurrent(
  i18n('shell/format', {
    createdToday: 'created today',
    createdDaysAgo: count({ one: 'created {count} days ago', other: 'created {count} days ago' }),
  }),
);

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * An Intl date format in the page's language, English's where the browser lacks the language (most
 * do for pcm, yo, ha, ig): for what `formatDate` does not write (the dev mailbox's times).
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const code = locale.get();
  const key = `${code}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(code === 'en' ? 'en-NG' : [`${code}-NG`, 'en-NG'], options);
    formats.set(key, f);
  }
  return f;
}

/**
 * A date in the page's language, by the rule the e-mails follow (shared `formatDay`, issue 26):
 * "21 Nov 2026", Yorùbá "21 Oṣù Bélú 2026", Hausa "21 Nuw, 2026" — in every browser, though most
 * lack these languages' Intl data and would write English months.
 */
export const formatDate = (iso: string | Date, o: DayOptions = {}) => formatDay(iso, locale.get(), o);

/** A date and time in the page's language: "21 Nov 2026, 14:32". */
export const formatDateTime = (iso: string | Date, o: Omit<DayOptions, 'day'> = {}) => formatDayTime(iso, locale.get(), o);

/** 'created today' when a day old or less, otherwise 'created N days ago' (spec §9). */
export function createdAgo(iso: string | Date, now = Date.now()): string {
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  const t = messages.get();
  return days <= 1 ? t.createdToday : t.createdDaysAgo(days);
}

/** Cuts text at `n` characters on a word boundary, with an ellipsis. */
export function preview(text: string, n: number): string {
  if (text.length <= n) return text;
  const cut = text.slice(0, n);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), n - 20))}…`;
}

/** Plain text of trusted, server-sanitised HTML (for previews). */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
