import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/.turbo/**', '**/.data/**', '**/coverage/**', '**/node_modules/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each file is checked with the types of the tsconfig that includes it; the few scripts no
        // tsconfig includes get TypeScript's default project.
        projectService: {
          allowDefaultProject: [
            'eslint.config.js',
            'apps/api/build.mjs',
            'apps/web/e2e/serve.mjs',
            'packages/db/bin/with-test-database.js',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // A promise nobody awaits loses its error (an unhandled rejection ends the server) and its order.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // react-router's navigate returns a promise only under a data router; the site uses
          // <BrowserRouter> and <StaticRouter>, where it returns nothing.
          allowForKnownSafeCalls: [
            { from: 'package', package: 'react-router', name: 'NavigateFunction' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    rules: {
      // Settings come from the environment through one checked module (apps/api/src/config), so every
      // variable is validated at start and listed in the README's table.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through the configuration module (apps/api/src/config).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: ['process', 'node:process'].map((name) => ({
            name,
            importNames: ['env'],
            message: 'Read settings through the configuration module (apps/api/src/config).',
          })),
        },
      ],
    },
  },
  {
    // Where reading the environment is the job.
    files: [
      // The server's configuration module.
      'apps/api/src/config/**',
      // Hands this process's environment on to PostgreSQL's programs (with English messages).
      'packages/embedded-postgres/src/postgresServer.ts',
      // Test harnesses: the test database's address, and the environment of the servers they start.
      'packages/db/src/testing/**',
      'apps/api/src/testing/**',
      '**/*.test.{ts,tsx}',
      // Browser tests and the benchmarks: the Chromium to drive, ports and folders for their servers.
      'apps/web/e2e/**',
      'apps/web/playwright.config.ts',
      'packages/bench/**',
      'packages/chromium/**',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // Configuration files with no asynchronous code: nothing for the type-aware rules to find.
    files: ['**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { sourceType: 'commonjs', parserOptions: { projectService: false } },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser },
    },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One export style: a component is imported under its own name, lazily or not.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration, ExportSpecifier[exported.name="default"]',
          message: 'Use a named export.',
        },
      ],
    },
  },
);
