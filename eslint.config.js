import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
      'no-restricted-imports': ['error', { paths: [{ name: '@ireti/shared', message: 'Import a subpath, e.g. @ireti/shared/money.' }] }],
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
