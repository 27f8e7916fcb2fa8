import { describe, expect, it } from 'vitest';
import { LANGUAGES, placeholdersOf } from '@ireti/shared/i18n';
import { i18n } from '../lib/i18n/index.ts';

/**
 * The catalogues are complete (issue 17): every text a component defines in English has its
 * translation in every other language, in the catalogue of the component's area, with no
 * placeholder the English lacks. Importing every module registers every component's English.
 */
import.meta.glob(['../{app,components,features,lib}/**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { eager: true });
const catalogues = import.meta.glob<Record<string, Record<string, unknown>>>('./*/*.json', { eager: true, import: 'default' });
const english = i18n.cache.en as unknown as Record<string, Record<string, unknown>>;
const others = LANGUAGES.filter((l) => l !== 'en');

type Node = string | { [form: string]: Node };
const strings = (n: unknown): string[] =>
  typeof n === 'string' ? [n] : n && typeof n === 'object' ? Object.values(n).flatMap(strings) : [];

describe('the page catalogues', () => {
  it('have components to translate', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  for (const lang of others) {
    it(`${lang}: every English text has its translation, with no placeholder the English lacks`, () => {
      const problems: string[] = [];
      for (const [component, texts] of Object.entries(english)) {
        const area = component.split('/')[0];
        const file = catalogues[`./${lang}/${area}.json`];
        const translated = file?.[component] as Record<string, Node> | undefined;
        if (!translated) {
          problems.push(`${lang}/${area}.json lacks "${component}"`);
          continue;
        }
        for (const [key, base] of Object.entries(texts)) {
          const t = translated[key];
          if (t === undefined || strings(t).some((s) => !s.trim())) {
            problems.push(`${lang}/${area}.json "${component}".${key} is missing or empty`);
            continue;
          }
          const allowed = new Set([...strings(base).flatMap(placeholdersOf), ...(typeof base === 'object' ? ['count'] : [])]);
          for (const s of strings(t))
            for (const p of placeholdersOf(s))
              if (!allowed.has(p)) problems.push(`${lang} "${component}".${key} has {${p}}, which the English lacks`);
          if (typeof base === 'object' && typeof t !== 'object')
            problems.push(`${lang} "${component}".${key} must have plural forms like the English`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${lang}: keeps nothing English no longer has`, () => {
      const stale: string[] = [];
      for (const [path, file] of Object.entries(catalogues)) {
        if (!path.startsWith(`./${lang}/`)) continue;
        const area = path.slice(`./${lang}/`.length, -'.json'.length);
        for (const [component, texts] of Object.entries(file)) {
          if (component.split('/')[0] !== area) stale.push(`${path}: "${component}" belongs in ${component.split('/')[0]}.json`);
          else if (!english[component]) stale.push(`${path}: "${component}" is no component's`);
          else
            for (const key of Object.keys(texts))
              if (!(key in english[component]!)) stale.push(`${path}: "${component}".${key} is not in the English`);
        }
      }
      expect(stale).toEqual([]);
    });
  }
});
