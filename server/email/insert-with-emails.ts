// One statement that stores a record and queues the emails it causes (a data-modifying CTE): either
// both are stored or neither, with no BEGIN/COMMIT round trips on the public write path.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EmailTemplate } from '../../common/email-templates.js';
import type { Db, Tx } from '../kernel/db/client.js';
import type { OutboxPayload } from '../kernel/db/tables.js';

export interface QueuedEmail {
  template: EmailTemplate;
  /** registrant, guardian or admin. */
  recipient: string;
}

/** `emails` as outbox rows about one record (their subject), with the ids their kind reads besides (`payload`). */
export const outboxRowsFor = (emails: readonly QueuedEmail[], subjectId: number, payload: OutboxPayload = {}) =>
  emails.map((email) => ({ ...email, subjectId, payload }));

const mappers = new WeakMap<PgTable, (raw: Record<string, unknown>) => unknown>();

/** Maps a raw row (database column names, driver values) to the table's typed row. */
function rowMapper<T extends PgTable>(table: T): (raw: Record<string, unknown>) => T['$inferSelect'] {
  const known = mappers.get(table);
  if (known) return known as (raw: Record<string, unknown>) => T['$inferSelect'];
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  const mapper = (raw: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
  mappers.set(table, mapper);
  return mapper;
}

export interface InsertWithEmailsOptions<T extends PgTable> {
  table: T;
  /** The columns to set (by property name); the others take their defaults. */
  values: Partial<T['$inferInsert']>;
  /** The emails about the new row (their subject). */
  emails: QueuedEmail[];
}

/** Inserts the row and its outbox rows in one statement. */
export async function insertWithEmails<T extends PgTable>(executor: Db | Tx, options: InsertWithEmailsOptions<T>): Promise<T['$inferSelect']> {
  const columns = getTableColumns(options.table) as Record<string, PgColumn>;
  const names: SQL[] = [];
  const selected: SQL[] = [];
  for (const [key, value] of Object.entries(options.values)) {
    const column = columns[key];
    if (!column || value === undefined) continue;
    names.push(sql`${sql.identifier(column.name)}`);
    selected.push(sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`);
  }
  const queue = options.emails.length === 0 ? sql`` : sql`, queued AS (${queueEmails('inserted', options.emails)})`;
  const query = sql`WITH inserted AS (
      INSERT INTO ${options.table} (${sql.join(names, sql`, `)})
      SELECT ${sql.join(selected, sql`, `)}
      RETURNING *
    )${queue}
    SELECT * FROM inserted`;
  const result = (await executor.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const [raw] = result.rows;
  if (!raw) throw new Error('insert returned no row');
  return rowMapper(options.table)(raw);
}

/**
 * The INSERT that queues `emails` for every row of the statement's CTE `source`, whose `id` is their
 * subject: used inside a data-modifying WITH, so the emails are stored with the record or not at all.
 */
export function queueEmails(source: string, emails: QueuedEmail[]): SQL {
  const rows = emails.map((email) => sql`(${email.template}, ${email.recipient})`);
  return sql`INSERT INTO email_outbox (template, recipient, subject_id)
    SELECT e.template, e.recipient, ${sql.identifier(source)}.id FROM ${sql.identifier(source)}, (VALUES ${sql.join(rows, sql`, `)}) AS e(template, recipient)`;
}
