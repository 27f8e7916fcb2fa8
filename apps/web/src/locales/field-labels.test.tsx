import { describe, expect, it } from 'vitest';
import { LANGUAGES, localise, type Dictionary } from '@ireti/shared/i18n';
import { Msg } from '@ireti/shared/messages';
import { i18n } from '../lib/i18n/index.ts';

/**
 * A field's label and the API's messages about it name it the same way, in every language (issue
 * 26: the form said "Sunan iyali" and its error "Sunan ƙarshe"). For every field the API names in
 * a message (a `label: '…'` of the shared rules, a `Msg.required('…')`, `nairaAmount('…'` or `choice('…'`), every page text whose
 * English is that label (a trailing "(optional)" or "(₦)" aside) is a field's label; in each
 * language, the API's message about the field ("{field} can't be empty", translated by the shared
 * dictionary) must contain the page's translated label.
 */
import.meta.glob(['../{app,components,features,lib}/**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { eager: true });
const catalogues = import.meta.glob<Record<string, Record<string, unknown>>>('./*/*.json', { eager: true, import: 'default' });
const dictionaries = import.meta.glob<Dictionary>('../../../../packages/shared/src/i18n/*.json', { eager: true, import: 'default' });
const sharedSources = import.meta.glob<string>(
  ['../../../../packages/shared/src/**/*.ts', '!../../../../packages/shared/src/**/*.test.ts'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);
const english = i18n.cache.en as unknown as Record<string, Record<string, unknown>>;

/** The field names the API puts in its messages. */
const apiLabels = new Set<string>();
for (const source of Object.values(sharedSources))
  // a campaign status's label (`{ label, colour }`) names no field
  for (const m of source.matchAll(/\blabel: '([^']+)'(?!, colour)|(?:Msg\.required|nairaAmount|choice)\('([^']+)'/g))
    apiLabels.add((m[1] ?? m[2])!);

/** Page texts that are a field's name in English but label no field of a form the API checks. */
const NOT_FIELDS = new Set([
  'shell/header.mobile', // the phone menu's name ("Mobile")
  'admin/identity-tab.referencePerson', // an admin reading someone else's reference person, not a form field
  'admin/identity-tab.type', // the type of an ID document, not a campaign's type
]);

/** A label without a trailing note in brackets or a colon: "Mobile (optional)" → "Mobile". */
const bare = (s: string) =>
  s
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/[:*]\s*$/, '')
    .trim();
const fold = (s: string) => s.normalize('NFC').toLocaleLowerCase();

/** Every page text that is one of those field names: [component, key, the API's label]. */
const fields: [string, string, string][] = [];
for (const [component, texts] of Object.entries(english))
  for (const [key, text] of Object.entries(texts))
    if (typeof text === 'string' && apiLabels.has(bare(text)) && !NOT_FIELDS.has(`${component}.${key}`))
      fields.push([component, key, bare(text)]);

describe("the API's field names are the pages' labels", () => {
  it('finds the fields', () => {
    expect(apiLabels.size).toBeGreaterThan(30);
    expect(fields.map(([, , label]) => label)).toEqual(
      expect.arrayContaining([
        'First name',
        'Last name',
        'Mobile',
        'Email',
        'Campaign title',
        'Goal',
        'Summary',
        'Your story',
        'Campaign type',
        'LGA',
        'Delivery phone',
        'Confirm password',
      ]),
    );
  });

  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang}: each field's error names it as its label does`, () => {
      const dict = dictionaries[`../../../../packages/shared/src/i18n/${lang}.json`]!;
      const problems: string[] = [];
      for (const [component, key, label] of fields) {
        const translated = catalogues[`./${lang}/${component.split('/')[0]}.json`]?.[component]?.[key];
        if (typeof translated !== 'string') continue; // locales.test.tsx names a missing translation
        const error = localise(Msg.required(label), dict);
        if (!fold(error).includes(fold(bare(translated))))
          problems.push(`${component}.${key}: the label "${translated}", the API's "${error}" (${label})`);
      }
      expect(problems).toEqual([]);
    });
  }
});
