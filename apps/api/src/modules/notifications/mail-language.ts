import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, localise, type Dictionary, type Language } from '@ireti/shared/i18n';
import { formatDay } from '@ireti/shared/dates';
import type { Db, Tx } from '../../db/client.ts';

/**
 * E-mails and SMS in the recipient's language (issue 17, docs/decisions/083-five-languages.md).
 *
 * Every module writes its messages in English, as before; the outbox puts each one into the
 * recipient's language as it is written: the language the sender names (an anonymous donor's,
 * recorded with the donation), else the language of the account with that address or number,
 * else English. A message is translated line by line (and, in HTML, text between tags by text
 * between tags) against the English templates of `i18n/en.json` — "Amount: {amount}" — so the
 * names, titles, amounts and links filled into a line pass through untouched, and a line that
 * is someone's own words (an update, a comment) stays as they wrote it.
 *
 * Under NODE_ENV=test a line that matches no template fails the test that sends it (unless the
 * sender marks it as someone's own words): the API suite is what keeps the templates complete.
 */
const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`./i18n/${name}.json`, import.meta.url), 'utf8')) as T;

export const MAIL_TEMPLATES: readonly string[] = read<string[]>('en');
export const MAIL_DICTIONARIES = Object.fromEntries(LANGUAGES.map((l) => [l, l === DEFAULT_LANGUAGE ? {} : read<Dictionary>(l)])) as Record<
  Language,
  Dictionary
>;

// Every template mapped to one mark: a line localised to the mark matched a template.
const MARK = '\u0001';
const known: Dictionary = Object.fromEntries(MAIL_TEMPLATES.map((t) => [t, MARK]));
const URL_ONLY = /^\s*(https?:\/\/\S+\s*)+$/;

const linesOf = (ownWords: readonly string[]) => new Set(ownWords.flatMap((w) => w.split('\n')).map((l) => l.trim()));

/** Lines no template covers: empty, links only, or the sender's marked own words are fine. */
export function uncoveredLines(text: string, ownWords: readonly string[] = []): string[] {
  const own = linesOf(ownWords);
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !URL_ONLY.test(l) && !own.has(l) && localise(l, known) !== MARK);
}

const unescapeHtml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A date as the senders write it (en-NG, dateStyle long, with or without "at 14:32"). */
const EN_DATE = new RegExp(`\\b(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})(?: at (\\d{2}):(\\d{2}))?\\b`, 'g');

/**
 * The dates in a translated line as the web pages write them in that language (the shared
 * `formatDay`, Intl's `<language>-NG`: "3 Oṣù Ẹrẹ̀nà 2026"), the time as "14:32" after a comma (ICU's
 * Yorùbá time pattern drops the leading zero of the minutes). Only lines that matched a template
 * get here, so someone's own words are never rewritten.
 */
function localiseDates(line: string, language: Language): string {
  return line.replace(EN_DATE, (_all, d: string, month: string, y: string, hh?: string, mm?: string) => {
    const day = formatDay(new Date(Date.UTC(Number(y), MONTHS.indexOf(month), Number(d), 12)), language, {
      month: 'long',
      timeZone: 'UTC',
    });
    return hh ? `${day}, ${hh}:${mm}` : day;
  });
}

/** A template-matched line in `language`: its words from the dictionary, then its dates. */
const localiseLine = (line: string, language: Language, dict: Dictionary) =>
  localise(line, known) === MARK ? localiseDates(localise(line, dict), language) : line;

/** A plain-text message in a language, line by line (someone's own words left as written). */
export function localiseText(text: string, language: Language, ownWords: readonly string[] = []): string {
  if (language === DEFAULT_LANGUAGE) return text;
  const dict = MAIL_DICTIONARIES[language];
  const own = linesOf(ownWords);
  return text
    .split('\n')
    .map((line) => {
      const lead = /^\s*/.exec(line)![0];
      const body = line.slice(lead.length).trimEnd();
      return body && !own.has(body) ? lead + localiseLine(body, language, dict) : line;
    })
    .join('\n');
}

/** An HTML message in a language: the text between tags, unescaped, localised, escaped again. */
export function localiseHtml(html: string, language: Language, ownHtml: readonly string[] = []): string {
  if (language === DEFAULT_LANGUAGE) return html;
  const dict = MAIL_DICTIONARIES[language];
  // someone's own HTML (an update's body) is left as written; the HTML around it is localised
  const [own, ...others] = ownHtml.filter(Boolean);
  if (own === undefined) return localiseHtmlText(html, language, dict);
  return html
    .split(own)
    .map((part) => localiseHtml(part, language, others))
    .join(own);
}

function localiseHtmlText(html: string, language: Language, dict: Dictionary): string {
  return html.replace(/>([^<]+)</g, (whole, inner: string) => {
    const text = unescapeHtml(inner);
    const trimmed = text.trim();
    if (!trimmed) return whole;
    const done = localiseLine(trimmed, language, dict);
    return done === trimmed ? whole : `>${escapeHtml(text.replace(trimmed, done))}<`;
  });
}

/** The language of the account with this e-mail address (or mobile number), if it chose one. */
export async function recipientLanguage(tx: Db | Tx, by: { email: string } | { mobile: string }): Promise<Language> {
  const rows = (
    await tx.execute<{ language: string | null }>(
      'email' in by
        ? sql`select language from people where lower(email) = lower(${by.email}) and language is not null limit 1`
        : sql`select language from people where mobile = ${by.mobile} and language is not null limit 1`,
    )
  ).rows;
  const found = rows[0]?.language;
  return isLanguage(found) ? found : DEFAULT_LANGUAGE;
}
