/**
 * The five languages (issue 17, decision 083) and what the API and the pages share about them:
 * choosing one from what a browser or a person asks for, and putting a message into one.
 *
 * Pages translate their own texts with @nanostores/i18n (apps/web/src/lib/i18n). Messages that
 * cross the wire or leave by mail — the reply envelope's `status.desc`, the shared form checks'
 * messages, e-mails and SMS — are kept as English templates with a dictionary per language, keyed
 * by the English template itself, so the English is the spec's text word for word and a missing
 * translation falls back to it.
 */
export const LANGUAGES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pcm: 'Naijá',
  yo: 'Yorùbá',
  ha: 'Hausa',
  ig: 'Igbo',
};

export const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/**
 * The first of the asked-for languages that we speak: a list (navigator.languages) or an
 * Accept-Language header ("yo-NG,yo;q=0.9,en;q=0.8"), best first by q. Regions are ignored
 * ("ha-NG" is Hausa; "en-GB" is English); nothing we speak gives undefined.
 */
export function pickLanguage(asked: readonly string[] | string | null | undefined): Language | undefined {
  if (!asked) return undefined;
  const list =
    typeof asked === 'string'
      ? asked
          .split(',')
          .map((part, i) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
          })
          .filter((x) => x.tag && x.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.i - b.i)
          .map((x) => x.tag)
      : asked;
  for (const tag of list) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/** A dictionary: English template → the same message in one language. */
export type Dictionary = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a template, in order: "{n} of {total}" → ['n', 'total']. */
export const placeholdersOf = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** A template with its placeholders filled: fill('Hello {name}', { name: 'Ada' }) → 'Hello Ada'. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Matcher = { re: RegExp; names: string[]; translated: string; fixed: number };
const matchers = new WeakMap<Dictionary, Matcher[]>();

function matchersOf(dict: Dictionary): Matcher[] {
  let list = matchers.get(dict);
  if (!list) {
    list = [];
    for (const [english, translated] of Object.entries(dict)) {
      const names = placeholdersOf(english);
      if (!names.length) continue;
      const re = new RegExp(
        `^${english
          .split(PLACEHOLDER)
          .map((part, i) => (i % 2 ? '(.+?)' : escapeRe(part)))
          .join('')}$`,
        's',
      );
      list.push({ re, names, translated, fixed: english.replace(PLACEHOLDER, '').length });
    }
    // the most fixed text first: the most specific wins ("Date: {date}" before "{label}: {url}")
    list.sort((a, b) => b.fixed - a.fixed || b.re.source.length - a.re.source.length);
    matchers.set(dict, list);
  }
  return list;
}

/**
 * An English message in the dictionary's language. A message made from a template ("Title can't
 * be empty" from "{field} can't be empty") is matched against the templates, and each filled
 * part is translated too when the dictionary has it ("Title" → "Àkọlé"). A message the dictionary
 * lacks stays English.
 */
export function localise(text: string, dict: Dictionary | undefined): string {
  if (!dict || !text) return text;
  const exact = dict[text];
  if (exact !== undefined) return exact;
  for (const m of matchersOf(dict)) {
    const found = m.re.exec(text);
    if (!found) continue;
    const values: Record<string, string> = {};
    m.names.forEach((name, i) => {
      const part = found[i + 1]!;
      values[name] = dict[part] ?? part;
    });
    return fill(m.translated, values);
  }
  return text;
}
