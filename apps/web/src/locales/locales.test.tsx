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

/**
 * The words on buttons and badges (issue 26): a translated text that names a button, a tab, an
 * option or a badge names it as the same language's catalogue shows it — never the English
 * ("Lo Report…", "àmì VERIFIED") when that language translates the button itself. Checked in the
 * page catalogues, the API's messages (packages/shared/src/i18n) and the e-mails and SMS
 * (apps/api/src/modules/notifications/i18n).
 */
const wire = {
  ...import.meta.glob<Record<string, string>>('../../../../packages/shared/src/i18n/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Record<string, string>>('../../../api/src/modules/notifications/i18n/*.json', { eager: true, import: 'default' }),
};
/** The buttons, tabs, options and badges whose names other texts quote. */
const NAMED = [
  'donations/donate-panel.donate',
  'donations/donate-panel.donateNow',
  'donations/comments-tab.report',
  'donations/claim-action.claim',
  'shell/header.badgeVerified',
  'shell/header.badgeUnverified',
  'profile/profile-card.VERIFIED',
  'profile/profile-card.UNVERIFIED',
  'organizations/organization-card.verified',
  'create/campaign-fields.typeReward',
  'create/campaign-fields.typeNonReward',
  'explore/explore-page.rewardBased',
  'explore/explore-page.nonRewardBased',
  'donate/reward-choice.Material',
  'donate/reward-choice.Non-material',
  'create/reward-manager.material',
  'create/reward-manager.nonMaterial',
  'create/edit-campaign-page.closeCampaign',
  'create/edit-campaign-page.closeDonations',
  'campaign/campaign-page.rewards',
  'profile/settings-organization-page.verification',
  'volunteers/volunteer-page.become',
  'shell/footer.startCampaign',
];
const at = (tree: Record<string, Record<string, unknown>> | undefined, path: string) => {
  const [component, key] = [path.slice(0, path.lastIndexOf('.')), path.slice(path.lastIndexOf('.') + 1)];
  return tree?.[component]?.[key];
};
/** Every translated text of a language: where it is, and the text. */
function textsOf(lang: string): [string, string][] {
  const out: [string, string][] = [];
  for (const [path, file] of Object.entries(catalogues))
    if (path.startsWith(`./${lang}/`))
      for (const [component, texts] of Object.entries(file))
        for (const [key, t] of Object.entries(texts)) for (const s of strings(t)) out.push([`${path} "${component}".${key}`, s]);
  for (const [path, dict] of Object.entries(wire))
    if (path.endsWith(`/${lang}.json`))
      for (const [en, s] of Object.entries(dict)) out.push([`${path.replace(/^(\.\.\/)+/, '')} ${JSON.stringify(en)}`, s]);
  return out;
}
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'u');

describe('the names of buttons and badges', () => {
  it('the list names buttons the English has', () => {
    for (const path of NAMED) expect(typeof at(english, path), path).toBe('string');
  });

  for (const lang of others) {
    it(`${lang}: no text quotes an English button or badge name that ${lang} translates`, () => {
      const byEnglish = new Map<string, Set<string>>();
      for (const path of NAMED) {
        const en = at(english, path) as string;
        const area = path.split('/')[0];
        const mine = at(catalogues[`./${lang}/${area}.json`], path);
        if (typeof mine === 'string' && mine !== en) byEnglish.set(en, (byEnglish.get(en) ?? new Set()).add(mine));
      }
      const problems: string[] = [];
      const texts = textsOf(lang);
      for (const [en, translations] of byEnglish) {
        const re = wholeWord(en);
        for (const [where, s] of texts)
          if (re.test(s) && !translations.has(s))
            problems.push(`${where}: "${en}" (${lang}: ${[...translations].join(' / ')}) in ${JSON.stringify(s)}`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });

    it(`${lang}: a button or badge has one name`, () => {
      const byEnglish = new Map<string, Set<string>>();
      for (const path of NAMED) {
        const mine = at(catalogues[`./${lang}/${path.split('/')[0]}.json`], path);
        const en = (at(english, path) as string).toLowerCase();
        if (typeof mine === 'string') byEnglish.set(en, (byEnglish.get(en) ?? new Set()).add(mine.toLowerCase()));
      }
      const several = [...byEnglish].filter(([, t]) => t.size > 1).map(([en, t]) => `${en}: ${[...t].join(' / ')}`);
      expect(several, several.join('\n')).toEqual([]);
    });
  }
});

/**
 * One way of addressing the reader (issue 26). Yorùbá says "o" / "rẹ" / "ọ" to the reader
 * (docs/i18n-glossary.md), so no text turns to the plural-respectful "ẹ" ("Ẹ jọ̀wọ́", "Ẹ ṣé",
 * "kí ẹ", "yín"); Hausa says "ka" / "-ka", so no text turns to "ku" / "kuna" / "-nku". Texts
 * that speak to several people at once (a message a donor sends to friends, an example of a
 * campaign's title, a question put to Ireti, a meeting of two people), and the reader's own words
 * to others (a donor's "no reward, thank you"), keep their plural.
 */
const PLURAL_MEANT = new Set([
  '"campaign/share-buttons".text',
  '"articles/article-bodies".story1',
  '"admin/volunteers-tab".inviteIntro',
  '"pages/faq-page".dataQ',
  '"donate/reward-choice".none',
]);
const REGISTER: Record<string, RegExp> = {
  yo: /(?<!\p{L})(?:[Ẹẹ] (?:jọ̀wọ́|jọ̀ọ́|ṣé|kú|káàbọ̀|má|ó|ń|lè|sì|ti|tó|bá|jọ)|kí ẹ|yín)(?!\p{L})/u,
  ha: /(?<!\p{L})(?:ku|kuna|kuke|kun|muku|maku|ku ma)(?!\p{L})|\p{L}(?:nku|rku|ɗinku)(?!\p{L})/u,
};

describe('one register', () => {
  for (const [lang, plural] of Object.entries(REGISTER))
    it(`${lang}: speaks to the reader one way`, () => {
      const mixed = textsOf(lang)
        .filter(([where, s]) => plural.test(s) && ![...PLURAL_MEANT].some((k) => where.endsWith(k)))
        .map(([where, s]) => `${where}: ${JSON.stringify(s)}`);
      expect(mixed, mixed.join('\n')).toEqual([]);
    });
});
