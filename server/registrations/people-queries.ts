// One person, one active registration per program (issue 27): the queries. The person is
// common/person-key.ts's key (names and date of birth, case and spaces ignored); the database holds the
// rule as a partial unique index (migration 0009). The stored registration's own address hears of a
// second attempt, at most once an hour, so the public form cannot be used to flood someone's inbox.
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { registrations } from './tables.js';
import { ALREADY_REGISTERED_NOTICE } from './emails/registration-emails.js';

export const PERSON_INDEX = 'registrations_person_active_idx';
/** The "already registered" email goes to one registration at most this often. */
export const ALREADY_REGISTERED_EMAIL_EVERY_MS = 60 * 60_000;

/** A write refused by the person index (a second active registration of one person in a program). */
export function isPersonConflict(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === PERSON_INDEX;
  }
  return false;
}

export interface StoredPerson {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** The person's active registration in the program (other than `exceptId`), or null. */
export async function activeRegistrationOf(executor: Db | Tx, programId: number, key: string, exceptId?: number): Promise<StoredPerson | null> {
  const [row] = await executor
    .select({ id: registrations.id, firstName: registrations.firstName, lastName: registrations.lastName, dateOfBirth: registrations.dateOfBirth })
    .from(registrations)
    .where(and(
      eq(registrations.programId, programId), eq(registrations.personKey, key), eq(registrations.registrationStatus, 'active'),
      ...(exceptId === undefined ? [] : [ne(registrations.id, exceptId)]),
    ))
    .limit(1);
  return row ?? null;
}

/**
 * Queues the "already registered" email to the stored registration unless one was queued within the
 * hour (by the app's clock, which the row's creation time takes). Callers serialise it: under the
 * program's lock, or with `lock` under the registration's. True when an email was queued.
 */
export async function queueAlreadyRegistered(tx: Tx, registrationId: number, now: Date, lock = false): Promise<boolean> {
  if (lock) await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.id, registrationId)).for('update');
  const since = new Date(now.getTime() - ALREADY_REGISTERED_EMAIL_EVERY_MS);
  const [recent] = await tx.select({ id: emailOutbox.id }).from(emailOutbox)
    .where(and(eq(emailOutbox.subjectId, registrationId), eq(emailOutbox.template, ALREADY_REGISTERED_NOTICE), gt(emailOutbox.createdAt, since)))
    .limit(1);
  if (recent) return false;
  await tx.insert(emailOutbox).values({ template: ALREADY_REGISTERED_NOTICE, recipient: 'registrant', subjectId: registrationId, createdAt: now });
  return true;
}

/** After the person index refused a visitor's registration: the stored one's email (unless sent lately). */
export async function noticeAfterConflict(db: Db, programId: number, key: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stored = await activeRegistrationOf(tx, programId, key);
    return stored ? queueAlreadyRegistered(tx, stored.id, now, true) : false;
  });
}
