import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time, browser files too: the suite waits on servers, databases and Chromium more
    // than on the CPU, so on a 2-core machine (CI's) this halves it (50 -> about 22 min).
    maxWorkers: 2,
    // A worker keeps its modules from one file to the next: each file still builds its own app, server
    // and database, and no server module holds state of its own, so only the imports are shared (each
    // API file used to import the whole server again, about 2 s).
    isolate: false,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
