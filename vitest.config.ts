import { defineConfig } from 'vitest/config';
import { LongRunningFirst } from './tests/helpers/sequencer.js';

export default defineConfig({
  test: {
    // Two files at a time, browser files too: the suite waits on servers, databases and Chromium more
    // than on the CPU, so on a 2-core machine (CI's) this halves it (50 -> about 22 min).
    maxWorkers: 2,
    sequence: { sequencer: LongRunningFirst },
    // A worker keeps its modules from one file to the next (set in each project: a project does not
    // inherit the root's test options): each file still builds its own app, server and database, and no
    // server module holds state of its own, so only the imports are shared (each API file used to start
    // a new process and import the whole server again, 2-4 s).
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'api',
          isolate: false,
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
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
