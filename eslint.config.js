// Lint: ESLint's recommended rules and typescript-eslint's recommended rules for the worker, the
// site's TypeScript, shared code, tests and scripts. `.astro` components are checked by
// `astro check` instead. ESLint's own recommended set is read from the installed ESLint, so no
// extra package is needed for it.
import { defineConfig, globalIgnores } from 'eslint/config';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';

const eslintRecommended = Object.fromEntries([...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => [name, 'error']));

// The Node globals the scripts and config files use; TypeScript checks globals in .ts files.
const nodeGlobals = Object.fromEntries(
  [
    'AbortController',
    'AbortSignal',
    'Buffer',
    'URL',
    'URLSearchParams',
    'clearInterval',
    'clearTimeout',
    'console',
    'fetch',
    'process',
    'setInterval',
    'setTimeout',
    'structuredClone',
    'TextDecoder',
    'TextEncoder',
  ].map((name) => [name, 'readonly']),
);

// Two levels up means another area: reach it by its package.json `imports` alias (ADR 015).
const NO_DEEP = { group: ['../../*', '../../**'], message: 'Import another area through its alias (#shared/, #edge/, #lib/, #features/, …), not ../../.' };
const NO_EDGE = { group: ['**/edge/**', '#edge/*'], message: 'site/ and shared/ must not import edge/: move what both need to shared/.' };
const NO_SCHEMA_VALUES = {
  group: ['**/shared/schemas/*-calls', '#shared/schemas/*-calls'],
  allowTypeImports: true,
  message: 'Browser code imports types only from the schemas (zod stays out of the bundle): use *-routes.ts or a schema-free module in shared/.',
};

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    '.builds/',
    '.astro/',
    '.wrangler/',
    'test-results/',
    'playwright-report/',
    'reports/',
    'edge/worker-configuration.d.ts',
  ]),
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [{ rules: eslintRecommended }, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: nodeGlobals },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-restricted-imports': ['error', { patterns: [NO_DEEP] }],
    },
  },
  {
    // The site and shared code run in browsers (and shared code in the worker too): they never
    // reach into the worker's code. What both need lives in shared/.
    files: ['site/**/*.{ts,tsx}', 'shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEEP, NO_EDGE] }] },
  },
  {
    // Code that ships to the browser takes only types from the zod schemas (ADR 014): a value
    // import would pull zod (~24 KB gzip) into the island. Routes and constants are schema-free.
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'site/features/*/build-data.ts', 'site/features/catalog/list-pages.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEEP, NO_EDGE, NO_SCHEMA_VALUES] }] },
  },
  {
    // A console record page is RecordEdit or RecordShow (console/src/record-pages.tsx), which waits
    // for the full record: react-admin's own Edit and Show first draw a list's partial row. The
    // console takes only types from the schemas too: one value import put all of zod in its bundle.
    files: ['console/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_DEEP, NO_SCHEMA_VALUES],
          paths: [{ name: 'react-admin', importNames: ['Edit', 'Show'], message: 'Use RecordEdit or RecordShow from console/src/record-pages.tsx.' }],
        },
      ],
    },
  },
]);
