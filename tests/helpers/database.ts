// A fresh, migrated database for one test file: PGlite in memory (a copy of the run's template), or a
// new PostgreSQL database when TEST_DATABASE_URL is set (CI runs the API suite both ways).
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/kernel/db/client.js';
import { newPgliteDatabase } from './pglite-template.js';
import { createDatabase, type ScratchDatabase } from './postgres-server.js';

export type { ScratchDatabase } from './postgres-server.js';

/**
 * A new, empty PostgreSQL database on TEST_DATABASE_URL's server, named after this test run (the run's
 * teardown drops any left behind), for server processes or connections a test opens itself.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('A PostgreSQL test database needs TEST_DATABASE_URL');
  return createDatabase(serverUrl, `${inject('testRunId')}_${randomBytes(4).toString('hex')}`);
}

/**
 * A new database, migrated; on PGlite with `prepared`, seeded and with the test admin too (what
 * prepareDatabase with ADMIN leaves, so that call has nothing left to do).
 */
export async function createTestDatabase(options: { prepared?: boolean } = {}): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) return newPgliteDatabase(options);
  const scratch = await createScratchDatabase();
  const database = await openDatabase({ url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * Two connections (separate pools) to one new PostgreSQL database, as two server instances would have;
 * TEST_DATABASE_URL must be set. Closing the second drops the database.
 */
export async function createSharedTestDatabases(): Promise<[Database, Database]> {
  const scratch = await createScratchDatabase();
  const [first, second] = await Promise.all([openDatabase({ url: scratch.url }), openDatabase({ url: scratch.url })]);
  return [
    first,
    {
      ...second,
      async close() {
        await second.close();
        await scratch.drop();
      },
    },
  ];
}
