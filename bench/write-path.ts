// Write path: POST /api/register and POST /api/contact at 20 connections, each request a new record.
import { randomBytes } from 'node:crypto';
import { createDatabase } from '../tests/helpers/postgres-server.js';
import { registrationBody } from '../tests/helpers/registrations.js';
import { runLoad, type LoadFigures } from './load.js';

const CONNECTIONS = 20;

let sequence = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${(sequence += 1)}@example.com`;

export async function measureWrites(appUrl: string, seconds: number): Promise<Record<'register' | 'contact', LoadFigures>> {
  // Each request posts a new record (a new email), as visitors do.
  const post = (path: string, body: () => object) =>
    runLoad({
      url: `${appUrl}${path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      connections: CONNECTIONS,
      seconds,
      body: () => JSON.stringify(body()),
    });
  const register = await post('/api/register', () => registrationBody({ email: uniqueEmail('bench.registrant') }));
  const contact = await post('/api/contact', () => ({
    name: 'Bench Visitor', email: uniqueEmail('bench.visitor'), phone: null, message: 'How do I start officiating?',
  }));
  return { register, contact };
}

/** A new database on the PostgreSQL server of `serverUrl`, so the bench never writes into real data. */
export const scratchPostgres = (serverUrl: string) => createDatabase(serverUrl, `bench_${randomBytes(4).toString('hex')}`);
