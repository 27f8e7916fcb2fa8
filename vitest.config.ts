import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/vite.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Two by default, for the two cores; API_TEST_WORKERS=3 (or 4) measures whether the
          // suite, which mostly waits on PostgreSQL and the fake providers, gains from more
          // (docs/decisions/099-ci-under-twenty-minutes.md).
          maxWorkers: Number(process.env.API_TEST_WORKERS) || 2,
          // Test files share each worker's loaded modules: the app is imported once per worker, not
          // once per file (import fell from 23-30 % of the suite's time to 3 %; docs/decisions/099).
          // Each file still has its own database and app. API_TEST_ISOLATE=on isolates every file.
          isolate: process.env.API_TEST_ISOLATE === 'on',
        },
      },
      {
        // Component tests of the web app (docs/decisions/074-web-component-tests.md): happy-dom,
        // Testing Library, and the Preact runtime the app really ships.
        resolve: {
          // The same aliases as apps/web/vite.config.ts: components import 'react', Preact renders them.
          // react-router's node build is CommonJS, whose require('react') no alias reaches: take its ES build.
          alias: [
            ...preactAliases,
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url)),
            },
          ],
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Both cores: vitest's default keeps one free (cores - 1), which on two cores ran the
          // component files one at a time (54 % of the two cores busy; decision 099).
          maxWorkers: 2,
          // A dialog test clicks through a few steps: on two busy cores that took 5.2 s once, past
          // vitest's 5 s default, and failed nothing but the clock. A limit, not a timing assertion.
          testTimeout: 20_000,
          // Libraries that import 'react' go through Vite too, or Node would hand them React itself.
          server: { deps: { inline: ['@tanstack/react-query', 'react-hook-form', '@hookform/resolvers', 'react-router'] } },
        },
      },
    ],
  },
});
