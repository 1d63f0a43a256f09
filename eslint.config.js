// One flat config for the whole repo. The import boundaries are the ones of CONVENTIONS.md:
// core depends on nothing of ours and no framework; contract only on zod and core; api has no
// React/Redux and takes the contract's types only; ui has no api/Redux.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

/** The web app reaches the server over HTTP only. */
const webOnlyHttp = [
  { group: ['@aita/server'], message: 'the web app talks to the server over HTTP only.' },
];
/** Features never import app/ (app composes them). */
const featureIntoApp = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'features never import app/: app composes features, not the other way round.',
};
/** From a file `depth` folders below features/, a path into another feature's folder. */
const featureInternals = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)[^/]+/`,
  message: "import another feature only through its index.ts (e.g. '../../identity').",
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      'data/**',
      '**/data/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'tools/**', '**/*.config.{ts,js,mjs}', '**/bench/**', '**/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: restrict([
      { group: ['react', 'react-*', 'react/*'], message: 'core is framework-free.' },
      {
        group: ['redux', '@reduxjs/*', 'redux-saga', 'typed-redux-saga'],
        message: 'core is framework-free.',
      },
      { group: ['ky', 'node:*'], message: 'core has no HTTP client and no Node modules.' },
      { group: ['@aita/*'], message: 'core depends on no other package of ours.' },
    ]),
  },
  {
    // The contract: zod schemas over core's constants, nothing else (no HTTP, no framework).
    files: ['packages/contract/src/**/*.ts'],
    rules: restrict([
      {
        regex: '^(?!zod$|@aita/core$|\\.{1,2}/|vitest$|node:)',
        message: 'contract imports only zod and @aita/core.',
      },
    ]),
  },
  {
    files: ['packages/api/src/**/*.ts'],
    rules: restrict(
      [
        { group: ['react', 'react-*', 'react/*'], message: 'api has no React.' },
        {
          group: ['redux', '@reduxjs/*', 'redux-saga', 'typed-redux-saga'],
          message: 'api has no Redux.',
        },
        {
          group: ['@aita/ui', '@aita/web', '@aita/server', 'zod', 'zod/*'],
          message: 'api depends on @aita/core and the contract’s types and paths only.',
        },
      ],
      [
        {
          // Types only: a value import would pull zod into the web bundle. URLs come from the
          // zod-free `@aita/contract/paths/<area>`.
          name: '@aita/contract',
          allowTypeImports: true,
          message: 'import type from @aita/contract; take paths from @aita/contract/paths/<area>.',
        },
        {
          // One object's keys are not tree-shaken: `paths` would bring every area's routes into
          // every first load (docs/performance.md "Session 13").
          name: '@aita/contract/paths',
          message: "import one area: `import { appsPaths } from '@aita/contract/paths/apps'`.",
        },
      ],
    ),
  },
  {
    // docgen is pure: data in, bytes out. Node modules are fine (it runs on the server), frameworks are not.
    files: ['packages/docgen/src/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: restrict([
      { group: ['react', 'react-*', 'react/*'], message: 'docgen has no React.' },
      {
        group: ['redux', '@reduxjs/*', 'redux-saga', 'typed-redux-saga'],
        message: 'docgen has no Redux.',
      },
      {
        group: ['@aita/api', '@aita/web', '@aita/server', 'fastify', 'fastify-*', '@fastify/*'],
        message: 'docgen makes files from data: no HTTP, no server, no web app.',
      },
      {
        group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
        message: 'docgen has no database.',
      },
    ]),
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: ['@aita/api', '@aita/web', '@aita/server'],
          message: 'ui is presentational: no api calls.',
        },
        {
          group: ['redux', '@reduxjs/*', 'react-redux', 'redux-saga', 'typed-redux-saga'],
          message: 'ui has no store.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(webOnlyHttp),
    },
  },
  // The web layers (docs/web.md "Boundaries"): app/ composes features, features sit on shared/.
  // A feature imports another feature only through its index.ts (`../../otherFeature`, never
  // `../../otherFeature/x`) and never imports app/; shared/ imports no feature. One block per
  // folder depth, because the relative path to a sibling feature grows with it.
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restrict([...webOnlyHttp, featureIntoApp, featureInternals(depth)]),
  })),
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: restrict([
      ...webOnlyHttp,
      { regex: '^(\\.\\./)+features(/|$)', message: 'shared/ sits below every feature.' },
    ]),
  },
  {
    // Tests may start the real server (`@aita/server/testing`) and build whole stores from app/;
    // shipped code may not.
    files: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/features/**/testing.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Server modules (CONVENTIONS.md "apps/server"): a module imports another only through its
    // index.ts, and nothing outside modules/ reaches into a module's files. (Tests may reach a
    // message or a route of the module whose behaviour they check from another area.)
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: [
      'apps/server/src/modules/*/service.ts',
      'apps/server/src/modules/*/*.service.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: restrict([
      {
        regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
        message: "Import another module through its index.ts ('../<area>').",
      },
    ]),
  },
  {
    // Services know nothing of HTTP: they throw DomainError (platform/errors.ts).
    files: ['apps/server/src/modules/*/service.ts', 'apps/server/src/modules/*/*.service.ts'],
    rules: restrict([
      {
        regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
        message: "Import another module through its index.ts ('../<area>').",
      },
      {
        group: ['fastify', 'fastify-plugin', '@fastify/*'],
        message: 'Services do not import the HTTP layer; routes map their errors to the envelope.',
      },
      {
        regex: 'platform/http(/|$)',
        message: 'Services do not import the HTTP layer; routes map their errors to the envelope.',
      },
    ]),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', 'apps/server/src/**/*.test.ts'],
    rules: restrict([
      {
        regex: '(^|/)modules/[^/]+/.+',
        message: "Import a module through its index.ts ('modules/<area>').",
      },
    ]),
  },
  {
    // process.env is read in one place only, validated with zod.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from src/env.ts.' },
      ],
    },
  },
);
