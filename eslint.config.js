import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = { group: ['node:*'], message: '@plaza/core is isomorphic: no node:* imports.' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through apps/server/src/config.' },
      ],
    },
  },
  {
    // Boundaries: core imports neither app nor node:*, and touches no DOM or process globals.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            nodeBuiltins,
            {
              group: ['@plaza/server', '@plaza/server/*', '@plaza/web', '@plaza/web/*', '**/apps/**'],
              message: 'core must not import an app.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'process',
        'location',
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The web app runs in browsers.' },
            {
              group: ['@plaza/server', '@plaza/server/*', '**/apps/server/**', '**/server/src/**'],
              message: 'web never imports server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests (and their test data helpers) run in Node and may read files.
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/**/testdata/**/*.ts', 'packages/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@plaza/web', '@plaza/web/*', '**/apps/web/src/**', '**/web/src/**'],
              message: 'The server loads the built web app at run time; it never imports web sources.',
            },
          ],
        },
      ],
    },
  },
  {
    // The places allowed to read the environment.
    files: [
      'apps/server/src/config/**',
      'apps/server/src/testing/**',
      'scripts/**',
      'e2e/**',
      'bench/**',
      'vitest.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
