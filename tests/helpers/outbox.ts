// The email outbox as the tests read it: each row with the ids it names by name (registrationId,
// contactId, paymentId, sessionId, daysBefore, ...), its subject's as its kind calls it, read through
// the app's own registry of email kinds.
import { asc } from 'drizzle-orm';
import type { EmailTemplate } from '../../common/email-templates.js';
import { EMAIL_KINDS } from '../../server/email-kinds.js';
import { createEmailRegistry } from '../../server/email/registry.js';
import type { Db } from '../../server/kernel/db/client.js';
import { emailOutbox, type OutboxRow } from '../../server/kernel/db/tables.js';

const registry = createEmailRegistry(EMAIL_KINDS);

/** Every registered template by its stored name: `TEMPLATES.paymentConfirmation`. */
export const TEMPLATES = Object.fromEntries(registry.templates().map((template) => [template, template])) as { [T in EmailTemplate]: T };

type Named = 'registrationId' | 'contactId' | 'paymentId' | 'sessionId' | 'waitlistEntryId' | 'certificateId' | 'announcementId' | 'daysBefore' | 'assignmentId' | 'gameId';
export type OutboxEntry = OutboxRow & Partial<Record<Named, number>>;

/** The outbox's rows in the order they were written, those matching every field of `match`. */
export async function outboxRows(db: Db, match: Partial<Record<Named, number>> & { template?: string } = {}): Promise<OutboxEntry[]> {
  const rows = await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
  return rows
    .map((row): OutboxEntry => ({ ...row, ...registry.facts(row) }))
    .filter((row) => Object.entries(match).every(([key, value]) => row[key as keyof OutboxEntry] === value));
}
