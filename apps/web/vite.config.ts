import { defineConfig, type Plugin } from 'vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

/** Writes .br and .gz beside each built asset; the server sends them pre-compressed. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ireti-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pwa } from './pwa.config.ts';
import { journeyChunks } from './chunks.config.ts';

const outDir = process.env.WEB_OUT_DIR ?? 'dist';
const chunks = journeyChunks(import.meta.dirname);
const apiTarget = `http://127.0.0.1:${process.env.IRETI_API_PORT ?? process.env.PORT ?? 3000}`;

/** `react` and `react-dom` as Preact (the build here, the component tests in vitest.config.ts). */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * React code, Preact runtime: `react` and `react-dom` resolve to preact/compat, which cuts the
 * framework from ~68 KB to ~10 KB gzip so the home page fits its 100 KB budget on paid mobile
 * data (docs/decisions/005-preact-compat.md).
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server's render of the first pages (src/entry-server.tsx, decision 107): the same
        // components, one Preact (everything bundled, so react-router and TanStack Query get
        // preact/compat too), beside the web app's folder, where the site does not serve it.
        plugins: [react()],
        resolve: { alias: preactAliases },
        ssr: { noExternal: true },
        build: { outDir: `${outDir}-ssr`, ssr: 'src/entry-server.tsx', target: 'node22', emptyOutDir: true, copyPublicDir: false },
      }
    : {
        plugins: [react(), tailwindcss(), pwa(path.resolve(import.meta.dirname, outDir)), precompress(), chunks.plugin],
        resolve: {
          alias: preactAliases,
        },
        // `npm run dev` (scripts/dev.ts) runs the API on PORT and this server on the next free port,
        // and says which API port to proxy to; `vite` alone proxies to PORT (3000).
        server: {
          port: 5173,
          proxy: { '/api': apiTarget, '/media': apiTarget },
        },
        build: {
          outDir,
          manifest: true,
          target: 'es2022',
          sourcemap: !!process.env.WEB_SOURCEMAP,
          cssCodeSplit: true,
          modulePreload: { polyfill: false },
          rollupOptions: {
            output: {
              // Fewer, larger shared chunks: a page asks for a handful of files instead of twenty-five
              // 1–3 KB ones, which on HTTP/1.1 and a slow link cost a round trip per six and about 1 KB
              // of headers each (chunks.config.ts, decision 080).
              codeSplitting: { groups: chunks.groups },
            },
          },
        },
      },
);
