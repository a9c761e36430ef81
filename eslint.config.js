import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layers.js';
import noImportLoop from './eslint-rules/no-import-loop.js';

const BRAND_IDS = ['groom', 'gum'];

/**
 * The layers of app/, top to bottom (README, "Layout"; ../shared/ARCHITECTURE.md): a file belongs to the
 * first layer whose pattern matches its path (without extension) and imports only from its own layer
 * and those it names. Relative and `~/` imports alike; a lazy `import()` may reach up.
 */
const LAYERS = [
  {
    name: 'root and routes',
    patterns: [
      '^app/(root|entry\\.client|entry\\.server|routes)$',
      '^app/routes/',
      '^app/endpoints/',
      '^app/service-worker/',
    ],
    mayImport: ['brand screens', 'components', 'hooks', 'lib', 'brand data', 'graphql'],
  },
  {
    name: 'brand screens',
    patterns: ['^app/brands/screens$', '^app/brands/[^/]+/screens(/|$)'],
    mayImport: ['components', 'hooks', 'lib', 'brand data', 'graphql'],
  },
  {name: 'components', patterns: ['^app/components(/|$)'], mayImport: ['hooks', 'lib', 'brand data', 'graphql']},
  {name: 'hooks', patterns: ['^app/hooks(/|$)'], mayImport: ['lib', 'brand data']},
  {name: 'lib', patterns: ['^app/lib(/|$)'], mayImport: ['brand data', 'graphql']},
  {name: 'brand data', patterns: ['^app/brands(/|$)'], mayImport: []},
  {name: 'graphql', patterns: ['^app/graphql(/|$)'], mayImport: []},
];

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
    plugins: {import: importPlugin, local: {rules: {'no-import-loop': noImportLoop, layers}}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      'import/no-duplicates': 'error',
      'local/no-import-loop': ['error', {directories: ['app', 'emulator']}],
      'local/layers': ['error', {layers: LAYERS}],
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
          selector: "CallExpression[callee.property.name='updateDiscountCodes']",
          message:
            "Hydrogen 2025.4's cart.updateDiscountCodes declares $discountCodes: [String!], which Storefront API 2026-04 refuses: use setDiscountCodes (lib/cart/discount.server.ts).",
        },
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
