import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The web app's feature folders, each a zone of its own. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // No import cycles anywhere (docs/decisions/045). Imports name `.js` for a `.ts` source.
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Module boundaries of the API (docs/decisions/007): a module reaches another module's
  // queries through the instance (`app.usersRepository`), never by importing its file, and
  // plugins sit below modules, so they never import from them.
  {
    files: ['apps/api/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '../*/*.repository.js', '**/modules/*/*.repository', '**/modules/*/*.repository.js'],
              message: "Another module's repository: use its decorator on the instance (app.<name>Repository) or its service.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '../modules', '../modules/**'],
              message: 'Plugins may not import from modules/: take what a module provides through a decorator the module registers.',
            },
          ],
        },
      ],
    },
  },
  // Web layers (bulletproof-react's zones, docs/decisions/045): app/ composes features; a
  // feature uses another only through its index.ts (or a lazily loaded `*.lazy.ts`);
  // shared code (components/, lib/) uses no feature and not the app. Tests may reach a
  // feature's test fixtures.
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'apps/web/src/**/test-*.ts', 'apps/web/src/**/test-*.tsx', 'apps/web/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}/**`,
              from: './apps/web/src/features/**',
              except: [`**/features/${feature}/**`, '**/features/*/index.ts', '**/features/*/*.lazy.ts'],
              message: "Another feature's file: import what it shares from its index.ts (or move shared code to components/ or lib/).",
            })),
            { target: './apps/web/src/features/**', from: './apps/web/src/app/**', message: 'Features do not import the app: the app composes them.' },
            {
              target: ['./apps/web/src/components/**', './apps/web/src/lib/**'],
              from: ['./apps/web/src/features/**', './apps/web/src/app/**'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  // One key-factory convention for React Query (docs/decisions/045): every key is built in
  // its feature's `api/keys.ts` (shared code's in `lib/keys.ts`), so a query and the
  // mutations that refresh it cannot drift apart. A key written in place is refused.
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/keys.ts', 'apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Build the query key in the feature's api/keys.ts (lib/keys.ts for shared code) and use it here.",
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
