import { useSyncExternalStore } from 'react';
import { atom, type ReadableAtom } from 'nanostores';
import {
  createI18n,
  params as libraryParams,
  count,
  strings,
  transform,
  type ComponentsJSON,
  type Messages,
  type Translations,
} from '@nanostores/i18n';
import { DEFAULT_LANGUAGE, isLanguage, localise, pickLanguage, type Dictionary, type Language } from '@ireti/shared/i18n';

export { count };

/**
 * `params('Donate to {title}')`, as @nanostores/i18n's, but filled in one pass with a function:
 * its own fills each name with String.replace and a string, so a value holding `$&`, `$'` or
 * another `{name}` (a campaign title, a person's name: anyone's text) was rewritten, not shown as
 * typed (the journeys' script-shaped titles, xss.spec.ts).
 */
export const params = transform((_locale: string, translation: unknown, values: Record<string, string | number> = {}) =>
  strings(translation as string, (s: string) =>
    s.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)),
  ),
) as unknown as typeof libraryParams;
export type { Language };

/**
 * The pages' language (issue 17, decision 083). Texts are written in English in the component
 * that shows them — `const messages = i18n('area/component', { title: 'Start a campaign' })` — and
 * each other language's translations sit in `src/locales/<language>/<area>.json`, one lazy chunk
 * per language and area, fetched when a component of that area first shows. English is the base:
 * it needs no catalogue, and is what a missing translation falls back to.
 *
 * The choice: the person's (kept on the device, and on the account when signed in), else the
 * first of the browser's languages that we speak, else English.
 */
const KEY = 'ireti.lang';

function stored(): Language | undefined {
  try {
    const v = localStorage.getItem(KEY);
    return isLanguage(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

const fromBrowser = (): Language | undefined =>
  typeof navigator === 'undefined' ? undefined : pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);

export const locale = atom<Language>(stored() ?? fromBrowser() ?? DEFAULT_LANGUAGE);

/** True once the person has chosen (on this device): the account's language does not override it then. */
export const languageChosen = () => stored() !== undefined;

// Each language's list of area catalogues is itself a small chunk: an English visitor's pages
// carry no list of the other languages' files.
type Areas = Record<string, () => Promise<ComponentsJSON>>;
const catalogueLists: Record<string, () => Promise<{ areas: Areas }>> = {
  pcm: () => import('./catalogues/pcm.ts'),
  yo: () => import('./catalogues/yo.ts'),
  ha: () => import('./catalogues/ha.ts'),
  ig: () => import('./catalogues/ig.ts'),
};
const dictionaries = import.meta.glob<Dictionary>('../../../../../packages/shared/src/i18n/*.json', { import: 'default' });

/** The translations of every component of the given areas in one language ({} where none exist yet). */
async function loadAreas(code: string, areas: string[]): Promise<ComponentsJSON> {
  const list = catalogueLists[code];
  if (!list) return {};
  let catalogues: Areas;
  try {
    catalogues = (await list()).areas;
  } catch {
    return {}; // offline with no copy kept: English until the catalogues can be fetched
  }
  const parts = await Promise.all(
    [...new Set(areas)].map(async (area) => {
      const load = catalogues[`../../../locales/${code}/${area}.json`];
      if (!load) return {};
      try {
        return await load();
      } catch {
        return {};
      }
    }),
  );
  return Object.assign({}, ...parts) as ComponentsJSON;
}

const define = createI18n(locale, {
  baseLocale: DEFAULT_LANGUAGE,
  async get(code, components) {
    const found = await loadAreas(
      code,
      components.map((c) => c.split('/')[0]!),
    );
    // every component asked for must be answered, or the library waits for it for ever
    for (const c of components) found[c] ??= {};
    return found;
  },
});

/**
 * The components' text stores. A store follows the language only while something listens to it
 * (a mounted component): the server's render mounts none, so it keeps every store listened to
 * (`keepEveryStore`) and each follows the language the render sets.
 */
const stores: { listen: (f: () => void) => unknown }[] = [];
let keepAll = false;
export const i18n = Object.assign(
  ((name: string, base: never) => {
    const store = define(name, base);
    if (keepAll) store.listen(() => {});
    else stores.push(store);
    return store;
  }) as unknown as typeof define,
  { cache: define.cache, loading: define.loading },
);

/** The server's render: every text store, made or to be made, follows the language (see above). */
export function keepEveryStore() {
  keepAll = true;
  for (const s of stores.splice(0)) s.listen(() => {});
}

/** Fetches the current language's catalogues of these areas before they are needed (a route's code loading). */
export async function preloadAreas(areas: string[]): Promise<void> {
  const code = locale.get();
  if (code === DEFAULT_LANGUAGE) return;
  const found = await loadAreas(code, areas);
  i18n.cache[code] = { ...i18n.cache[code], ...found } as Translations;
}

/** Every catalogue of one language, at once (the server's render, which draws any page in any language). */
export async function loadLanguage(code: Language): Promise<void> {
  const list = catalogueLists[code];
  if (!list) return;
  const areas = Object.keys((await list()).areas).map((file) => file.replace(/^.*\/([^/]+)\.json$/, '$1'));
  const found = await loadAreas(code, areas);
  i18n.cache[code] = { ...i18n.cache[code], ...found } as Translations;
}

/** A store's value, re-rendering on change (what @nanostores/react does, on our preact/compat). */
function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
  );
}

/** A component's texts in the current language: `const t = useT(messages)`. */
export function useT<Body extends Translations>(messages: Messages<Body>): Body {
  return useStore(messages);
}

/** The current language. */
export const useLanguage = (): Language => useStore(locale);

function applyToDocument(code: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}
locale.subscribe(applyToDocument);

/** Every language switch calls this; the account's copy is saved by the switch (lib/account). */
export function setLanguage(code: Language) {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    /* storage unavailable: the choice lasts this visit */
  }
  locale.set(code);
}

/** The account's language, on sign-in or when the profile loads: followed unless this device chose. */
export function adoptAccountLanguage(code: unknown) {
  if (isLanguage(code) && !languageChosen() && code !== locale.get()) locale.set(code);
}

// Messages shared with the API (form checks, envelope texts): English templates, one dictionary per
// language, fetched the first time a message needs one (a form's first error), not with every page.
const loadedDictionaries = new Map<string, Dictionary>();
const dictionaryArrived = atom(0);
const asked = new Set<string>();

function askDictionary(code: Language) {
  if (code === DEFAULT_LANGUAGE || asked.has(code)) return;
  asked.add(code);
  const load = dictionaries[`../../../../../packages/shared/src/i18n/${code}.json`];
  if (!load) return;
  load().then(
    (dict) => {
      loadedDictionaries.set(code, dict);
      dictionaryArrived.set(dictionaryArrived.get() + 1);
    },
    () => asked.delete(code), // offline with no copy kept: English now, asked again next time
  );
}

/** The language's shared dictionary, before a page drawn by the server in it is hydrated (and on the server, every one). */
export async function loadDictionary(code: Language): Promise<void> {
  const load = dictionaries[`../../../../../packages/shared/src/i18n/${code}.json`];
  if (code === DEFAULT_LANGUAGE || loadedDictionaries.has(code) || !load) return;
  try {
    loadedDictionaries.set(code, await load());
    asked.add(code);
  } catch {
    /* offline with no copy kept: English, as before */
  }
}

/** A shared message (a form check's, or any English template of packages/shared/src/i18n) in the current language. */
export function localiseNow(text: string): string {
  const code = locale.get();
  if (text && code !== DEFAULT_LANGUAGE && !loadedDictionaries.has(code)) askDictionary(code);
  return localise(text, loadedDictionaries.get(code));
}

/**
 * `const tr = useLocalise(); tr(error.message)`: a shared message in the current language. The
 * language's dictionary is fetched when the first message is shown (English meanwhile), and the
 * component shows it again once it is there.
 */
export function useLocalise(): (text: string) => string {
  const code = useLanguage();
  useStore(dictionaryArrived);
  return (text: string) => {
    if (text && code !== DEFAULT_LANGUAGE && !loadedDictionaries.has(code)) askDictionary(code);
    return localise(text, loadedDictionaries.get(code));
  };
}
