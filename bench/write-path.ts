// Write path: POST /api/register and POST /api/contact at 20 connections, each request a new record.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { registrationBody } from '../tests/helpers/registrations.js';
import { runLoad, type LoadFigures } from './load.js';

const CONNECTIONS = 20;

let sequence = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${(sequence += 1)}@example.com`;

export async function measureWrites(appUrl: string, seconds: number): Promise<Record<'register' | 'contact', LoadFigures>> {
  const json = { 'content-type': 'application/json' };
  const register = await runLoad({
    url: `${appUrl}/api/register`,
    method: 'POST',
    headers: json,
    connections: CONNECTIONS,
    seconds,
    body: () => JSON.stringify(registrationBody({ email: uniqueEmail('bench.registrant') })),
  });
  const contact = await runLoad({
    url: `${appUrl}/api/contact`,
    method: 'POST',
    headers: json,
    connections: CONNECTIONS,
    seconds,
    body: () => JSON.stringify({ name: 'Bench Visitor', email: uniqueEmail('bench.visitor'), phone: null, message: 'How do I start officiating?' }),
  });
  return { register, contact };
}

/** A new database on the PostgreSQL server of `serverUrl`, so the bench never writes into real data. */
export async function scratchPostgres(serverUrl: string) {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
