// Staff's side of a registration's private links and guardian consent (issue 15): the signature, a
// consent link sent again, the registrant's link replaced. A revocation and the email that carries the
// new link (minted when the outbox sends it) are stored in one transaction: never one without the other.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../kernel/db/client.js';
import { outboxRowsFor, type QueuedEmail } from '../email/index.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { registrations, REGISTRATION_CONFIRMATION, revokeLinks } from '../registrations/index.js';
import { guardianConsents, type GuardianConsent } from './tables.js';
import { consentResendEmails } from './emails/self-service-emails.js';

export type ConsentResend = 'sent' | 'missing' | 'not-awaited';

const queue = (tx: Tx, registrationId: number, emails: QueuedEmail[]) =>
  tx.insert(emailOutbox).values(outboxRowsFor(emails, registrationId));

/** The registration's row, locked until the transaction ends, so a signature cannot land between the check and the resend. */
async function lockRegistration(tx: Tx, id: number) {
  const [row] = await tx
    .select({ consentStatus: registrations.consentStatus, parentGuardianEmail: registrations.parentGuardianEmail })
    .from(registrations).where(eq(registrations.id, id)).for('update');
  return row ?? null;
}

/** The signatures of these registrations, read through `executor` (a transaction that holds them). */
export async function consentsOf(executor: Db | Tx, registrationIds: number[]): Promise<GuardianConsent[]> {
  if (registrationIds.length === 0) return [];
  return executor.select().from(guardianConsents).where(inArray(guardianConsents.registrationId, registrationIds));
}

export function createGuardianConsentsRepository(db: Db) {
  return {
    async findConsent(registrationId: number): Promise<GuardianConsent | null> {
      const [row] = await db.select().from(guardianConsents).where(eq(guardianConsents.registrationId, registrationId));
      return row ?? null;
    },

    /** Revokes the live consent links and queues the request again: to the guardian's address, else to the registrant to forward. */
    resendConsentLink(registrationId: number, now: Date): Promise<ConsentResend> {
      return db.transaction(async (tx) => {
        const registration = await lockRegistration(tx, registrationId);
        if (!registration) return 'missing';
        if (registration.consentStatus !== 'awaiting-guardian') return 'not-awaited';
        await revokeLinks(tx, registrationId, 'guardian-consent', now);
        await queue(tx, registrationId, consentResendEmails(!!registration.parentGuardianEmail?.trim()));
        return 'sent';
      });
    },

    /** Revokes every live my-registration link and queues a confirmation to the registrant, which carries a new one; false when there is no such registration. */
    replacePrivateLink(registrationId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockRegistration(tx, registrationId))) return false;
        await revokeLinks(tx, registrationId, 'my-registration', now);
        await queue(tx, registrationId, [{ template: REGISTRATION_CONFIRMATION, recipient: 'registrant' }]);
        return true;
      });
    },
  };
}
export type GuardianConsentsRepository = ReturnType<typeof createGuardianConsentsRepository>;
