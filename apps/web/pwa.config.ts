import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

/**
 * The installable app and its service worker (issue 17, decision 079): vite-plugin-pwa builds
 * src/sw/sw.ts (Workbox's modules) with the list of files to precache — the app shell (index.html,
 * the entry script with the chunks it imports and its styles) and the static pages' code.
 * Everything else is kept as it is used (sw.ts).
 */
/** The pages that are the same for everyone and change only with a release: precached with the shell. */
export const STATIC_PAGES = ['about', 'faq', 'how-it-works', 'terms', 'privacy'].map((p) => `src/features/pages/${p}-page.tsx`);

const shellOnly =
  (outDir: string): ManifestTransform =>
  (entries) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
    >;
    const shell = new Set<string>(['index.html']);
    const add = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || shell.has(chunk.file)) return;
      shell.add(chunk.file);
      chunk.css?.forEach((c) => shell.add(c));
      chunk.imports?.forEach(add);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) add(key);
    // The static pages (about 15 KB compressed in all): a person offline can still read how it works,
    // the FAQ and the terms on a device that never opened them (issue 26).
    for (const key of STATIC_PAGES) add(key);
    return { manifest: entries.filter((e) => shell.has(e.url)), warnings: [] };
  };

export function pwa(outDir: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // Registered by src/sw/register.ts once the page is idle after loading: the worker's install
    // (its script, the shell's precache) stays off the first screen's critical path.
    injectRegister: false,
    registerType: 'autoUpdate',
    // The icons are fetched when someone installs the app, not precached for every visitor.
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      manifestTransforms: [shellOnly(outDir)],
      // Hashed files are what the page already downloaded: taken from the HTTP cache, not again.
      dontCacheBustURLsMatching: /^assets\//,
    },
    manifest: {
      name: 'Ireti — crowdfunding for Nigeria',
      short_name: 'Ireti',
      description: 'Raise money in naira for health, education, business and emergencies. Campaigns vetted by local volunteers.',
      lang: 'en-NG',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f5132',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}
