// The public registration's write, the busiest statement of the site: the registration (only while its
// program is active, whose name it copies) and the emails it causes, in one statement with a fixed
// text (a prepared statement on PostgreSQL) sent straight to the driver. It returns only what the
// database generates; the row is the values sent plus those.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { QueuedEmail } from '../db/insert-with-emails.js';
import { registrations, type Registration } from '../db/schema.js';

/** What the database sets on a new registration; everything else is given. */
const GENERATED = ['id', 'programName', 'paymentToken', 'createdAt', 'updatedAt', 'contactId', 'notes', 'stripePaymentIntentId', 'stripeCheckoutSessionId', 'paidAt'] as const;
type Generated = (typeof GENERATED)[number];
export type PublicRegistrationValues = Omit<Registration, Generated>;

const columns = Object.entries(getTableColumns(registrations) as Record<string, PgColumn>).filter(([key]) => !(GENERATED as readonly string[]).includes(key));
const programIdIndex = columns.findIndex(([key]) => key === 'programId') + 1;
const emailsAt = columns.length + 1;

const TEXT = `WITH inserted AS (
  INSERT INTO registrations (${columns.map(([, column]) => `"${column.name}"`).join(', ')}, program_name)
  SELECT ${columns.map(([, column], index) => `$${index + 1}::${column.getSQLType()}`).join(', ')}, program.name
  FROM programs AS program WHERE program.id = $${programIdIndex} AND program.active
  RETURNING id, program_name, payment_token, created_at, updated_at
), queued AS (
  INSERT INTO email_outbox (template, recipient, registration_id)
  SELECT e.template, e.recipient, inserted.id FROM inserted, unnest($${emailsAt}::text[], $${emailsAt + 1}::text[]) AS e(template, recipient)
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

/** Null when the program is missing or not active (nothing is stored then). */
export async function insertPublicRegistration(db: Db, values: PublicRegistrationValues, emails: QueuedEmail[]): Promise<Registration | null> {
  const client = (db as unknown as { $client: Client }).$client;
  const params: unknown[] = columns.map(([key, column]) => {
    const value = values[key as keyof PublicRegistrationValues];
    return value === null || value === undefined ? null : column.mapToDriverValue(value);
  });
  params.push(emails.map((email) => email.template), emails.map((email) => email.recipient));
  const result = isPglite(client) ? await client.query(TEXT, params) : await client.query({ name: 'insert-public-registration', text: TEXT, values: params });
  const [inserted] = result.rows;
  if (!inserted) return null;
  return {
    ...values,
    id: inserted.id,
    programName: inserted.program_name,
    paymentToken: inserted.payment_token,
    createdAt: new Date(inserted.created_at),
    updatedAt: new Date(inserted.updated_at),
    contactId: null,
    notes: '',
    stripePaymentIntentId: null,
    stripeCheckoutSessionId: null,
    paidAt: null,
  };
}
