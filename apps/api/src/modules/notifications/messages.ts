import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ireti/shared/i18n';
import { formatDay, formatDayTime } from '@ireti/shared/dates';
import { formatNaira, koboToNaira } from '@ireti/shared/money';

/**
 * E-mails and SMS written from message ids (issue 24, docs/decisions/095-mail-message-ids.md).
 *
 * Every sentence of every e-mail and SMS is a message in `i18n/<language>.json`, keyed by an id
 * ("payments.receipt.subject") and written in ICU MessageFormat (FormatJS's `intl-messageformat`).
 * A sender asks for a message by id, with its values, in the recipient's language:
 *
 *     const t = await ctx.notify.writerFor(tx, { email }, knownLanguage);
 *     t('payments.receipt.subject', { amount: naira(kobo), title });
 *
 * Values are formatted by their type when the message is filled: a `Date` as a date and time in
 * the recipient's language (Lagos time), `day(date)` as a date alone, `naira(kobo)` as the site
 * writes naira ("₦5,000"), a string as it is — a campaigner's title, an update, a reason an
 * administrator typed are never rewritten nor translated. Nothing is matched against English.
 */
type Catalogue = Record<string, string>;
const read = (language: Language): Catalogue =>
  JSON.parse(readFileSync(new URL(`./i18n/${language}.json`, import.meta.url), 'utf8')) as Catalogue;

/** Every language's catalogue: message id → ICU message. */
export const MAIL_CATALOGUES = Object.fromEntries(LANGUAGES.map((l) => [l, read(l)])) as Record<Language, Catalogue>;

/** The ids of the English catalogue, the one every other language follows. */
export type MessageId = keyof typeof import('./i18n/en.json', { with: { type: 'json' } });

/** A sum of money in kobo, filled in as naira ("₦5,000", the shared `formatNaira`). */
export class Naira {
  readonly kobo: number;
  constructor(kobo: number) {
    this.kobo = kobo;
  }
}
/** A calendar day, filled in as a date without its time ("3 March 2026"; "3 Oṣù Ẹrẹ̀nà 2026"). */
export class Day {
  readonly date: Date;
  constructor(date: Date) {
    this.date = date;
  }
}
export const naira = (kobo: number) => new Naira(kobo);
export const day = (date: Date) => new Day(date);

/** What a placeholder can be filled with: text as it is, a number, a moment (`Date`), a day, naira. */
export type MessageValue = string | number | Date | Day | Naira;
export type MessageValues = Record<string, MessageValue>;

const LAGOS = 'Africa/Lagos';
const englishMoment = new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeStyle: 'short', timeZone: LAGOS });

/** A value as text in a language, by its type. */
function fill(v: MessageValue, language: Language): string | number {
  if (v instanceof Naira) return formatNaira(koboToNaira(v.kobo));
  // English as the e-mails always wrote it ("3 March 2026 at 14:32"); the other languages as the
  // pages write dates (the shared formatDay, Intl's `<language>-NG`), the time after a comma
  if (v instanceof Date)
    return language === DEFAULT_LANGUAGE ? englishMoment.format(v) : formatDayTime(v, language, { month: 'long', timeZone: LAGOS });
  if (v instanceof Day) return formatDay(v.date, language, { month: 'long', timeZone: LAGOS });
  return v;
}

const compiled = new Map<string, IntlMessageFormat>();
function compile(id: string, language: Language): IntlMessageFormat {
  const key = `${language}\u0000${id}`;
  let m = compiled.get(key);
  if (!m) {
    const source = MAIL_CATALOGUES[language][id] ?? MAIL_CATALOGUES[DEFAULT_LANGUAGE][id];
    if (source === undefined) throw new Error(`No e-mail message "${id}" in apps/api/src/modules/notifications/i18n/en.json`);
    // ignoreTag: "<" in a message is text ("From: {name} <{email}>"), never rich-text markup
    m = new IntlMessageFormat(source, language, undefined, { ignoreTag: true });
    compiled.set(key, m);
  }
  return m;
}

/** One message in a language, its placeholders filled by type. */
export function mail(id: MessageId, values: MessageValues = {}, language: Language = DEFAULT_LANGUAGE): string {
  const filled = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, fill(v, language)]));
  const out = compile(id, language).format(filled);
  if (typeof out !== 'string') throw new Error(`E-mail message "${id}" did not format to text`);
  return out;
}

/** `mail` bound to one recipient's language: what a sender writes an e-mail or SMS with. */
export interface Writer {
  (id: MessageId, values?: MessageValues): string;
  readonly language: Language;
}
export const writerIn = (language: Language): Writer =>
  Object.assign((id: MessageId, values?: MessageValues) => mail(id, values, language), { language });
