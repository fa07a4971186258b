// Bursts of public writes sent all at once over real HTTP: every acknowledged (201) record is stored
// exactly once, none is lost or duplicated, nothing else changes, and no request gets a 5xx.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../../server/contacts/tables.js';
import { registrations } from '../../../server/registrations/tables.js';
import { registrationBody } from '../../helpers/registrations.js';
import { countRows, invalidRows, startServer, type Reply, type Server } from './endpoints.js';

const REGISTRATIONS = 200;
const CONTACTS = 300;

let s: Server;
let programId: number;
beforeAll(async () => {
  s = await startServer();
  const [program] = ((await s.send('GET', '/api/programs')).json?.data ?? []) as { id: number }[];
  programId = program!.id;
});
afterAll(() => s.close());

/** Statuses with how often each came back, for a readable failure. */
const tally = (replies: Reply[]) => replies.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/** Rows added per table: only `table`, by `added`. */
function expectOnlyAdded(before: Record<string, number>, after: Record<string, number>, table: string, added: number) {
  expect(after).toEqual({ ...before, [table]: (before[table] ?? 0) + added });
}

describe('concurrent public writes', () => {
  it(`${REGISTRATIONS} registrations at once: each acknowledged one is stored exactly once`, async () => {
    const before = await countRows(s.db);
    const emails = Array.from({ length: REGISTRATIONS }, (_, index) => `concurrent.registrant.${index}@example.com`);
    const replies = await Promise.all(
      emails.map((email, index) => s.send('POST', '/api/register', { json: registrationBody({ programId, email, firstName: `Runner ${index}` }) })),
    );
    expect(tally(replies)).toEqual({ 201: REGISTRATIONS });

    // Each reply names its own record, and no two replies name the same one.
    const acknowledged = replies.map((reply) => reply.json?.data as { id: number; email: string; paymentToken: string });
    expect(acknowledged.map((data) => data.email)).toEqual(emails);
    const ids = acknowledged.map((data) => data.id);
    expect(new Set(ids).size).toBe(REGISTRATIONS);
    expect(new Set(acknowledged.map((data) => data.paymentToken)).size).toBe(REGISTRATIONS);

    // Stored once each, under the id it was acknowledged with, and nothing more.
    const byId = await s.db.select().from(registrations).where(inArray(registrations.id, ids));
    expect(byId).toHaveLength(REGISTRATIONS);
    const emailOf = new Map(acknowledged.map((data) => [data.id, data.email]));
    for (const row of byId) expect(row.email).toBe(emailOf.get(row.id));
    const byEmail = await s.db.select({ email: registrations.email }).from(registrations).where(inArray(registrations.email, emails));
    expect(byEmail.map((row) => row.email).sort()).toEqual([...emails].sort());
    expectOnlyAdded(before, await countRows(s.db), 'registrations', REGISTRATIONS);
  });

  it(`${CONTACTS} contact enquiries at once: each acknowledged one is stored exactly once`, async () => {
    const before = await countRows(s.db);
    const emails = Array.from({ length: CONTACTS }, (_, index) => `concurrent.contact.${index}@example.com`);
    const replies = await Promise.all(
      emails.map((email, index) => s.send('POST', '/api/contact', { json: { name: `Visitor ${index}`, email, message: `Enquiry number ${index}` } })),
    );
    expect(tally(replies)).toEqual({ 201: CONTACTS });

    const ids = replies.map((reply) => (reply.json?.data as { id: number }).id);
    expect(new Set(ids).size).toBe(CONTACTS);
    const byId = await s.db.select().from(contacts).where(inArray(contacts.id, ids));
    expect(byId).toHaveLength(CONTACTS);
    // The id each reply gave holds that request's enquiry (matched by its own email and message).
    const rowOf = new Map(byId.map((row) => [row.id, row]));
    ids.forEach((id, index) => expect(rowOf.get(id), `reply ${index}`).toMatchObject({ email: emails[index], message: `Enquiry number ${index}` }));
    const byEmail = await s.db.select({ email: contacts.email }).from(contacts).where(inArray(contacts.email, emails));
    expect(byEmail.map((row) => row.email).sort()).toEqual([...emails].sort());
    expectOnlyAdded(before, await countRows(s.db), 'contacts', CONTACTS);
  });

  it('every stored row is valid afterwards', async () => {
    expect(await invalidRows(s.db)).toEqual([]);
  });
});
