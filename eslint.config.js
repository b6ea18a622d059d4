import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';

const NO_MOCKS = {
  group: ['@mocks/*', '**/mocks/**'],
  message: 'The app does not import the mock backend (only src/main.tsx starts it).',
};
const NO_OTHER_FEATURES = {
  group: ['@/features/**', '**/features/**'],
  message: 'Features stay independent: move shared code to src/shared.',
};

/**
 * src/shared is layered one way, lowest first: a module imports its own folder and the
 * layers below it, never one above it or a sibling of its row, statically or with import().
 */
const SHARED_LAYERS = [
  ['lib'],
  ['session'],
  ['lifecycle'],
  ['api'],
  ['ui'],
  ['actions', 'form', 'table', 'live', 'audit'],
  ['dictionary'],
];

function sharedLayerRules() {
  return SHARED_LAYERS.flatMap((row, tier) =>
    row.map((folder) => {
      const above = [...SHARED_LAYERS.slice(tier + 1).flat(), ...row.filter((f) => f !== folder)];
      if (above.length === 0) return null;
      const names = above.join('|');
      const message = `src/shared is layered one way: ${folder}/ does not import ${above.join(', ')} (eslint.config.js, SHARED_LAYERS).`;
      return {
        files: [`src/shared/${folder}/**/*.{ts,tsx}`],
        ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-helpers.{ts,tsx}'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                NO_MOCKS,
                NO_OTHER_FEATURES,
                { regex: `^(@/shared/|\\.\\./)(${names})(/|$)`, message },
              ],
            },
          ],
          'no-restricted-syntax': [
            'error',
            {
              selector: `ImportExpression > Literal[value=/^(@\\/shared\\/|\\.\\.\\/)(${names})(\\/|$)/]`,
              message,
            },
          ],
        },
      };
    }),
  ).filter(Boolean);
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-real-api',
      'dist-perf',
      'dist-profile',
      'perf-report',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The app never imports the mock backend: only main.tsx starts it, in mock builds only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/main.tsx',
      'src/**/*.test.{ts,tsx}',
      'src/**/*.test-helpers.{ts,tsx}',
      'src/test/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MOCKS] }] },
  },
  {
    // A feature never imports another feature (it imports its own files relatively); shared pieces
    // live in src/shared, which imports no feature. Only route files join features together.
    files: ['src/features/**', 'src/shared/**'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-helpers.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MOCKS, NO_OTHER_FEATURES] }] },
  },
  ...sharedLayerRules(),
  {
    files: [
      'src/features/**/*.test.{ts,tsx}',
      'src/features/**/*.test-helpers.{ts,tsx}',
      'src/shared/**/*.test.{ts,tsx}',
      'src/shared/**/*.test-helpers.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_OTHER_FEATURES] }] },
  },
  {
    // The `app` tests share one module graph per worker (vite.config.ts, docs/testing.md): a module
    // run afresh or mocked there would reach the next file as a second copy of the page's modules.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-helpers.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['resetModules', 'mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'The app tests share their modules per worker: no test runs or mocks a module afresh (docs/testing.md).',
        })),
      ],
    },
  },
  {
    // What the server was sent is recorded by one recorder (src/test/requests.ts: in order, bodies
    // read, filters and views), not by a listener of the mock's network written in each test.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-helpers.{ts,tsx}'],
    ignores: ['src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(on|once)$/][callee.object.property.name='events']",
          message:
            'Record requests with src/test/requests.ts (recordRequests, recordAnswers), not a listener of the mock network.',
        },
        {
          selector: 'Literal[value=/^(request|response):[a-z]+$/]',
          message:
            'Record requests with src/test/requests.ts (recordRequests, recordAnswers), not a listener of the mock network.',
        },
      ],
    },
  },
  {
    // The contract (src/contract) is the ground floor: the panel, the mock and the OpenAPI document are
    // built from it, so it imports zod and its own modules only: nothing of src/shared, src/features,
    // the routes or mocks, statically or with import(). (Its tests check it against the panel and the
    // mock, and may read them.)
    files: ['src/contract/**/*.ts'],
    ignores: ['src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/mini)?$|\\./|@/contract/)',
              message:
                'src/contract imports only zod and other contract modules: it is the lowest layer (eslint.config.js).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > Literal[value=/^(?!\\.\\/|@\\/contract\\/)/]',
          message: 'src/contract imports only zod and other contract modules.',
        },
      ],
    },
  },
  {
    // The mock backend (and its tests) follows the contract the panel parses with, nothing else of the
    // panel: src/contract alone. Never a feature: a rule the mock needs belongs in the entity's
    // contract.
    files: ['mocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(?!contract/)',
              message: 'Mock code imports only the contract from src/ (src/contract).',
            },
            { group: ['**/src/**'], message: 'Import src/ through @/contract/… only.' },
          ],
        },
      ],
    },
  },
);
