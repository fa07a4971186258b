// The public registration's write, the busiest statement of the site. Registrations that arrive
// together (within one turn of the event loop) are written by one statement: each is stored only while
// its program is active (copying the program's name) together with the emails it causes, and the
// statement returns only what the database generates; a row is the values sent plus those. The text
// is the same for any number of rows (arrays, unnest), so PostgreSQL prepares it once per connection.
import { randomUUID } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { UNTOUCHED_REGISTRATION } from '../../common/schemas/registration.js';
import type { Db } from '../kernel/db/client.js';
import type { QueuedEmail } from '../email/index.js';
import { registrations, type Registration } from './tables.js';

/** What the database sets on a new registration (the payment token is made here); everything else is given. */
const GENERATED = ['id', 'programName', 'paymentToken', 'createdAt', 'updatedAt', 'contactId', 'notes', 'stripePaymentIntentId', 'stripeCheckoutSessionId', 'paidAt', 'refundedCents', 'disputed', 'cancelledAt', 'refundDueCents'] as const;
type Generated = (typeof GENERATED)[number];
export type PublicRegistrationValues = Omit<Registration, Generated>;

const MAX_ROWS = 100;
const columns = Object.entries(getTableColumns(registrations) as Record<string, PgColumn>).filter(([key]) => !(GENERATED as readonly string[]).includes(key));
// Enum arrays are sent as text arrays (the embedded driver cannot encode them) and cast per value.
const isEnum = (column: PgColumn) => column.columnType === 'PgEnumColumn';
const names = columns.map(([, column]) => `"${column.name}"`);
const token = columns.length + 1;
const emailArrays = token + 1;

const TEXT = `WITH given AS (
  SELECT * FROM unnest(${columns.map(([, column], index) => `$${index + 1}::${isEnum(column) ? 'text' : column.getSQLType()}[]`).join(', ')}, $${token}::text[])
    WITH ORDINALITY AS given(${names.join(', ')}, payment_token, arrival)
), inserted AS (
  INSERT INTO registrations (${names.join(', ')}, payment_token, program_name)
  SELECT ${columns.map(([, column]) => `given."${column.name}"${isEnum(column) ? `::${column.getSQLType()}` : ''}`).join(', ')}, given.payment_token, program.name
  FROM given JOIN programs AS program ON program.id = given.program_id AND program.active
  ORDER BY given.arrival
  RETURNING id, program_name, payment_token, created_at, updated_at
), queued AS (
  INSERT INTO email_outbox (template, recipient, subject_id)
  SELECT email.template, email.recipient, inserted.id
  FROM unnest($${emailArrays}::text[], $${emailArrays + 1}::text[], $${emailArrays + 2}::text[]) WITH ORDINALITY AS email(token, template, recipient, position)
  JOIN inserted ON inserted.payment_token = email.token
  ORDER BY inserted.id, email.position
)
SELECT * FROM inserted`;

interface Inserted {
  id: number;
  program_name: string;
  payment_token: string;
  created_at: Date | string;
  updated_at: Date | string;
}
type Client = {
  query(text: string, values: unknown[]): Promise<{ rows: Inserted[] }>;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Inserted[] }>;
};
/** The embedded driver has `waitReady`; node-postgres's Pool does not. */
const isPglite = (client: object) => 'waitReady' in client;

interface Pending {
  values: PublicRegistrationValues;
  emails: QueuedEmail[];
  paymentToken: string;
  resolve(registration: Registration | null): void;
  reject(error: unknown): void;
}

async function insertRows(db: Db, batch: Pending[]): Promise<Map<string, Inserted>> {
  const params: unknown[] = columns.map(([key, column]) =>
    batch.map(({ values }) => {
      const value = values[key as keyof PublicRegistrationValues];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    }));
  params.push(batch.map((pending) => pending.paymentToken));
  const emails = batch.flatMap((pending) => pending.emails.map((email) => [pending.paymentToken, email.template, email.recipient] as const));
  params.push(emails.map(([paymentToken]) => paymentToken), emails.map(([, template]) => template), emails.map(([, , recipient]) => recipient));
  const client = (db as unknown as { $client: Client }).$client;
  const result = isPglite(client) ? await client.query(TEXT, params) : await client.query({ name: 'insert-public-registrations', text: TEXT, values: params });
  return new Map(result.rows.map((row) => [row.payment_token, row]));
}

function toRegistration(pending: Pending, inserted: Inserted | undefined): Registration | null {
  if (!inserted) return null;
  return {
    ...pending.values,
    id: inserted.id,
    programName: inserted.program_name,
    paymentToken: inserted.payment_token,
    createdAt: new Date(inserted.created_at),
    updatedAt: new Date(inserted.updated_at),
    ...UNTOUCHED_REGISTRATION,
  };
}

export function createRegistrationWriter(db: Db) {
  const waiting: Pending[] = [];
  let scheduled = false;

  async function write(batch: Pending[]): Promise<void> {
    try {
      const inserted = await insertRows(db, batch);
      for (const pending of batch) pending.resolve(toRegistration(pending, inserted.get(pending.paymentToken)));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad row fails the statement: each is written on its own, so only its own request fails.
      await Promise.all(batch.map((pending) => write([pending])));
    }
  }

  function flush() {
    scheduled = false;
    const batch = waiting.splice(0, MAX_ROWS);
    if (waiting.length > 0) schedule();
    void write(batch);
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  }

  return {
    /** Stores a visitor's registration and its emails; null when the program is missing or not active (nothing stored). */
    insert(values: PublicRegistrationValues, emails: QueuedEmail[]): Promise<Registration | null> {
      return new Promise((resolve, reject) => {
        // The same form as the column's default: 32 hex digits, unguessable.
        waiting.push({ values, emails, paymentToken: randomUUID().replace(/-/g, ''), resolve, reject });
        schedule();
      });
    },
  };
}
