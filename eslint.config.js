import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import drizzle from 'eslint-plugin-drizzle';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { indexZones, layerZones, routeZones } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['dist/**', '.build-*/**', 'data/**', 'node_modules/**', 'server/kernel/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // An import cycle makes load order matter and ties the two files together: none is allowed,
    // lazy (dynamic) imports included. Only our own files can close a cycle, so the rule does not walk
    // into packages (that walk was a third of the lint's time).
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'client/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false, ignoreExternal: true }] },
  },
  {
    // The server's layers (eslint.layers.js): the kernel knows no domain, a domain only those below it,
    // each through its index.ts.
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones(), ...indexZones(), ...routeZones] }] },
  },
  {
    // One calendar (issue 28): the organisation's zone is a setting, read through common/calendar; no
    // other file names a zone, a fixed offset or a zone's words.
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    ignores: ['common/calendar/**'],
    rules: {
      'no-restricted-syntax': ['error', ...[
        ['Literal', 'value'], ['TemplateElement', 'value.raw'],
      ].flatMap(([node, field]) => [
        {
          selector: `${node}[${field}=/\\b(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\\/[A-Z]/]`,
          message: 'A time zone comes from the settings, through common/calendar: no file names one.',
        },
        {
          selector: `${node}[${field}=/\\d:\\d\\d(:\\d\\d)?[+-]\\d\\d:?\\d\\d|\\bUTC[+-]\\d|Arizona time/]`,
          message: 'A fixed offset or a zone in words: common/calendar computes them from the settings\' zone.',
        },
      ])],
    },
  },
  {
    // Email delivery (outbox, registry, chain, shared layout) knows no domain: each domain registers its
    // own email kinds, and the composition root (server/app.ts) hands them over.
    files: ['server/email/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './server/email', from: './server', except: ['./email', './kernel'], message: 'server/email must not import a domain (register an email kind in the domain instead)' }] }],
    },
  },
  {
    // A benchmark's output is its console.
    files: ['bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The browser bundle must never pull in server code (secrets, database).
    files: ['client/**/*.{ts,tsx}', 'common/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '../server/*'], message: 'client and common code must not import server code' }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/ssr/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'only server/ssr may import the client (its SSR entry)' }] }],
    },
  },
  {
    // A route calls use cases: no query builder in a route file (and, as every server file, no client code).
    files: ['server/**/*routes.ts'],
    ignores: ['server/kernel/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'drizzle-orm', message: 'a route calls use cases and never builds a query' }],
        patterns: [{ group: ['**/client/**'], message: 'only server/ssr may import the client (its SSR entry)' }],
      }],
    },
  },
);
