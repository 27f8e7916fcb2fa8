import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import path from 'node:path';
import iretiRules from './eslint-rules/module-boundaries.js';

/**
 * Web features stay apart (docs/architecture.md): a file in apps/web/src/features/<f>/ imports its own
 * feature, another feature's components/ (the pieces a domain lends: the campaign page shows
 * donations' tabs), components/ (the design kit), lib/ and @ireti/shared subpaths, never another
 * feature's pages, api/ or other files, nor app/; lib/ and components/ import no feature. The rule
 * sees only the import's text, so each feature gets a block naming the others: `../<other>/…` after
 * any number of `../`, or any path through `features/<other>/`, unless `components/` follows.
 * no-restricted-imports does not see import(), so no-restricted-syntax repeats the pattern for it.
 * Both rules keep one options object per rule name: a later block for the same files replaces an
 * earlier one, so every web block carries the shared-index path too. components/ holds the design kit
 * only (components/ui/): a file anywhere else under components/ is an error of its own (issue 24).
 */
/**
 * API modules stay apart (docs/architecture.md "Who owns what"): every API file, inside modules/ or
 * not, reaches a module only through its public entry `modules/<m>/index.ts`, judged on the path the
 * import resolves to (eslint-rules/module-boundaries.js); a module imports its own tables from its
 * own schema file, never the aggregate db/schema.ts. Tests, fixtures, fakes, the demo seeds and the
 * test harness build rows across modules on purpose and are exempt (paths relative to apps/api/src).
 * modules/ownership.test.ts holds the modules' SQL to the same line; boundaries.test.ts proves the
 * rule fires.
 */
const apiExempt = [
  '**/*.test.ts',
  '**/*.demo.ts',
  '**/*.fixtures.ts',
  '**/*.factories.ts',
  '**/*.fake.ts',
  '**/payments/testing.ts',
  '**/demo/**',
  'test/**',
  'seed/**',
];

const webFeatures = fs
  .readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const sharedIndex = { name: '@ireti/shared', message: 'Import a subpath, e.g. @ireti/shared/money.' };
const featureMessage =
  "A feature imports only its own files, another feature's components/, components/ui, lib/ and @ireti/shared: a piece two features show lives in its domain's features/<domain>/components/ (docs/architecture.md).";
const kitMessage =
  "components/ is the design kit (components/ui/): a domain's pieces live in features/<domain>/components/, its API operations in lib/<domain>/ (docs/architecture.md).";
const sharedPlaceMessage =
  'lib/ and components/ are what every feature shares: they import no feature and not app/ (docs/architecture.md).';
/** An import path that climbs to apps/web/src/<one of tops>/, or passes through features/<one of features>/. */
const reaching = (tops, features) => `^(\\.\\./)+(${tops.join('|')})(/|$)|(^|/)features/(${features.join('|')})(/|$)`;
/**
 * For a feature: an import path that climbs to app/, or to another feature (a sibling folder, or
 * through features/<other>/) anywhere but into its components/.
 */
const reachingBesidesPieces = (others) => {
  const o = others.join('|');
  return `^(\\.\\./)+app(/|$)|^(\\.\\./)+(${o})(/(?!components/)|$)|(^|/)features/(${o})(/(?!components/)|$)`;
};
const webImports = (regex, message, ...more) => ({
  'no-restricted-imports': ['error', { paths: [sharedIndex], patterns: [{ regex, message }] }],
  'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message }, ...more],
});

/** Lint rules, including a few that encode the project's own rules (docs/style.md). */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-control-regex': 'off',
    },
  },
  {
    // Money is integer kobo: rounding a float is how money goes missing.
    files: ['apps/api/src/modules/payments/**/*.ts', 'packages/shared/src/money.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'round', message: 'Money is integer kobo: use integer arithmetic (see packages/shared/src/money.ts).' },
      ],
    },
  },
  {
    // Node 24 runs the API by stripping types: no syntax that needs a compiler.
    files: ['apps/api/**/*.ts', 'packages/shared/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSParameterProperty', message: 'Parameter properties need a compiler; Node strips types only.' },
        { selector: 'TSEnumDeclaration', message: 'Enums need a compiler; use an `as const` object.' },
        { selector: 'TSModuleDeclaration[declare=false]', message: 'Namespaces need a compiler.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A page imports only the shared code it uses: the index would pull zod into every page.
      'no-restricted-imports': ['error', { paths: [sharedIndex] }],
    },
  },
  {
    files: ['apps/web/src/{lib,components}/**/*.{ts,tsx}'],
    rules: webImports(reaching(['features', 'app'], webFeatures), sharedPlaceMessage),
  },
  {
    // Domain code does not come back into components/ (issue 24): any file there but the design kit.
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/**'],
    rules: webImports(reaching(['features', 'app'], webFeatures), sharedPlaceMessage, { selector: 'Program', message: kitMessage }),
  },
  ...webFeatures.map((feature) => {
    const others = webFeatures.filter((f) => f !== feature);
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: webImports(reachingBesidesPieces(others), featureMessage),
    };
  }),
  {
    // On resolved paths, for every API file inside modules/ and outside (eslint-rules/module-boundaries.js).
    files: ['apps/api/src/**/*.ts'],
    plugins: { ireti: iretiRules },
    rules: {
      'ireti/module-boundaries': [
        'error',
        {
          root: path.join(import.meta.dirname, 'apps/api/src'),
          exempt: apiExempt,
          carriers: { 'db/schema.ts': 'modules/*/*.schema.ts', 'lib/auth-user.ts': 'modules/accounts/accounts.schema.ts' },
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@ireti/api*', '@ireti/web*', '**/apps/**'], message: 'shared depends on nothing in apps.' }] },
      ],
    },
  },
);
