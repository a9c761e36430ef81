import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noImportLoop from './eslint-rules/no-import-loop.js';

const BRAND_IDS = ['groom', 'gum'];

/** Layer rules: what each folder of app/ may not import (see README, "Layout"). */
const layer = (message, group) => ({'no-restricted-imports': ['error', {patterns: [{group, message}]}]});

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      'bench/out/',
      'test-results/',
      'playwright-report/',
      'public/',
      '**/*.generated.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {import: importPlugin, local: {rules: {'no-import-loop': noImportLoop}}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      'import/no-duplicates': 'error',
      'local/no-import-loop': ['error', {directories: ['app', 'emulator']}],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    settings: {
      'jsx-a11y': {components: {Form: 'form'}},
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Only dialogs use autoFocus, to move focus into themselves as they open (the WAI-ARIA dialog
      // pattern); no page takes focus on load.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['app/lib/**'],
    rules: layer('lib/ holds plain functions and types: it imports no component, hook, route or root.', [
      '~/components/*',
      '~/hooks/*',
      '~/routes/*',
      '~/root',
      '~/brands/*/*',
    ]),
  },
  {
    files: ['app/hooks/**'],
    rules: layer('hooks/ use lib/; components, routes and root sit above them.', [
      '~/components/*',
      '~/routes/*',
      '~/root',
      '~/brands/*/*',
    ]),
  },
  {
    files: ['app/components/**'],
    rules: layer('Components read a brand through its config (~/brands), never a brand folder directly.', [
      '~/routes/*',
      '~/root',
      '~/brands/*/*',
    ]),
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/brands/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...BRAND_IDS.map((id) => ({
          selector: `Literal[value='${id}']`,
          message: `The brand id '${id}' belongs in app/brands: describe the difference in brand config instead.`,
        })),
        {
          selector: "CallExpression[callee.property.name='CacheShort'][arguments.length=0]",
          message: 'Catalogue queries keep an hour of stale answers for outages: CacheShort(STALE_FOR_AN_HOUR).',
        },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', 'emulator/**', 'bench/**'],
    rules: {'@typescript-eslint/no-non-null-assertion': 'off'},
  },
  prettier,
);
