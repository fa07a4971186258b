// Databases made and dropped on a PostgreSQL server, for tests and the bench (no test runner here).
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on the server of `serverUrl` (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function runOnServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the empty database `name` next to the one `serverUrl` names. */
export async function createDatabase(serverUrl: string, name: string): Promise<ScratchDatabase> {
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
