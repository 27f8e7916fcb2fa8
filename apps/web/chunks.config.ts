import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * How the build splits the app into files (decision 080). Left to itself, the bundler makes one
 * file per set of pages that share a module: the campaign page asked for sixteen files of 1–3 KB,
 * and on HTTP/1.1 each file costs about 1 KB of response headers on top of its body (measured by
 * `node bench/web.ts --journey`). The journey a phone on paid data takes most — home → a campaign
 * → the donate dialog — gets one file of shared code per step instead:
 *
 * - `query`: the Preact and TanStack Query runtime (loaded by every page with the entry), and
 *   the small modules (≤ 3 KB of source) that many pages share and the journey uses — the page
 *   frame, money and date formats, the reply codes — so no page asks for them one by one;
 * - `home-parts`, `campaign-parts`, `donate-parts`: the modules the home page, the campaign page and
 *   the donate dialog share with a few other pages (at most SHARED_BY_AT_MOST of them), so the
 *   other pages pay at most a few KB for code they do not use. What only one page uses stays in
 *   that page's own file.
 *
 * Nothing that reaches zod or react-hook-form is put in a group: the forms that need them keep
 * them in their own files, and the journey never loads them.
 */
const SHARED_BY_AT_MOST = 7;
const SMALL = 3_000;
const LIBS = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;
const APP = /apps[\\/]web[\\/]src[\\/]|packages[\\/]shared[\\/]/;

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; code?: string | null } | null;

export function journeyChunks(webRoot: string) {
  const src = (p: string) => path.join(webRoot, 'src', p);
  let moduleInfo: (id: string) => ModuleInfo = () => null;
  // The module graph, known once everything is loaded and before the files are made.
  const plugin: Plugin = {
    name: 'ireti-module-graph',
    apply: 'build',
    buildEnd() {
      moduleInfo = (id) => this.getModuleInfo(id) as ModuleInfo;
    },
  };

  const reached = new Map<string, Set<string>>();
  /** Every module `root` imports, directly or not (static imports: what loads with it). */
  const reach = (root: string) => {
    let seen = reached.get(root);
    if (seen) return seen;
    seen = new Set<string>();
    const todo = [root];
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      todo.push(...(moduleInfo(id)?.importedIds ?? []));
    }
    reached.set(root, seen);
    return seen;
  };
  const inShell = (id: string) => reach(src('main.tsx')).has(id);
  const withoutFormLibs = (id: string) => ![...reach(id)].some((m) => LIBS.test(m));
  const pages = () => [
    ...(moduleInfo(src('app/routes.ts'))?.dynamicallyImportedIds ?? []),
    src('features/donations/components/donate-dialog.tsx'),
  ];
  const shares = new Map<string, number>();
  /** How many pages (and the donate dialog) load the module. */
  const sharedBy = (id: string) => {
    let n = shares.get(id);
    if (n === undefined) shares.set(id, (n = pages().filter((p) => reach(p).has(id)).length));
    return n;
  };
  const candidate = (id: string) => APP.test(id) && !inShell(id) && withoutFormLibs(id);
  const journey = () => [
    src('features/home/home-page.tsx'),
    src('features/campaigns/campaign-page.tsx'),
    src('features/donations/components/donate-dialog.tsx'),
  ];
  let journeyReach: Set<string> | undefined;
  /** On the journey a phone on paid data takes most: loaded by the home page, a campaign (its lazy parts too) or the donate dialog. */
  const onJourney = (id: string) => {
    if (!journeyReach) {
      journeyReach = new Set<string>();
      const todo = journey();
      while (todo.length) {
        const m = todo.pop()!;
        if (journeyReach.has(m)) continue;
        journeyReach.add(m);
        const info = moduleInfo(m);
        todo.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
      }
    }
    return journeyReach.has(id);
  };

  const step = (name: string, page: string, priority: number) => ({
    name,
    priority,
    // Only the modules chosen here: their imports are in the shell, in `query` or in this step.
    includeDependenciesRecursively: false,
    test: (id: string) => {
      const root = src(page);
      if (id === root || !candidate(id) || !reach(root).has(id)) return false;
      const n = sharedBy(id);
      return n >= 2 && n <= SHARED_BY_AT_MOST;
    },
  });

  const groups = [
    {
      name: 'query',
      priority: 9,
      test: (id: string) =>
        /node_modules[\\/]@tanstack[\\/]/.test(id) ||
        (candidate(id) &&
          sharedBy(id) > SHARED_BY_AT_MOST &&
          (moduleInfo(id)?.code?.length ?? Infinity) <= SMALL &&
          // what only pages off the journey share (the account forms' choices) is not loaded with every page
          onJourney(id)),
    },
    step('home-parts', 'features/home/home-page.tsx', 3),
    step('campaign-parts', 'features/campaigns/campaign-page.tsx', 2),
    step('donate-parts', 'features/donations/components/donate-dialog.tsx', 1),
  ];
  return { plugin, groups };
}
