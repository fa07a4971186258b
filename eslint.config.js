import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import drizzle from 'eslint-plugin-drizzle';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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
    // type-only and lazy (dynamic) imports included.
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'client/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    // The kernel (database client, HTTP plumbing, caches, scheduler) sits under every domain and knows none.
    files: ['server/kernel/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './server/kernel', from: './server', except: ['./kernel'], message: 'server/kernel must not import a domain' }] }],
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
);
