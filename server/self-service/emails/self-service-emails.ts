// The messages of issue 15's steps after a registration: the guardian's consent request, the signed
// consent (registrant and office), a cancellation (registrant and office), and the notice to someone
// who registered again. The address is read from the records when the message is sent.
import { inArray } from 'drizzle-orm';
import type { LinkPurpose } from '../../../common/constants.js';
import { type QueuedEmail, defineEmailKind, payloadIds, subjectIds, subjectOf, type BatchContext, type Composed } from '../../email/index.js';
import type { OutboxRow } from '../../kernel/db/tables.js';
import { payments, type LedgerRow } from '../../payments/index.js';
import { loadRegistrationRecords, type RegistrationRecord, type Registration, MY_PAGE, mintMessageLinks, ALREADY_REGISTERED_NOTICE, GUARDIAN_CONSENT_REQUEST } from '../../registrations/index.js';
import { guardianConsents, type GuardianConsent } from '../tables.js';
import * as selfService from './self-service-templates.js';

export const CONSENT_SIGNED = 'consentSigned';
export const ADMIN_CONSENT_SIGNED = 'adminConsentSigned';
export const CANCELLATION_CONFIRMATION = 'cancellationConfirmation';
export const ADMIN_CANCELLATION_NOTIFICATION = 'adminCancellationNotification';

/** A guardian signed: the registrant and the office hear of it. */
export const CONSENT_SIGNED_EMAILS: QueuedEmail[] = [
  { template: CONSENT_SIGNED, recipient: 'registrant' },
  { template: ADMIN_CONSENT_SIGNED, recipient: 'admin' },
];
/** The consent link sent again (admin's Resend): to the guardian's address, else to the registrant to forward. */
export const consentResendEmails = (hasGuardianAddress: boolean): QueuedEmail[] =>
  [{ template: GUARDIAN_CONSENT_REQUEST, recipient: hasGuardianAddress ? 'guardian' : 'registrant' }];
/** A registrant cancelled from their own page: both sides hear of it (the payload names the refund, if any). */
export const CANCELLATION_EMAILS: QueuedEmail[] = [
  { template: CANCELLATION_CONFIRMATION, recipient: 'registrant' },
  { template: ADMIN_CANCELLATION_NOTIFICATION, recipient: 'admin' },
];

/** Messages that show the guardian's signature. */
const SHOWS_CONSENT = new Set<string>([CONSENT_SIGNED, ADMIN_CONSENT_SIGNED]);

function linksOf(row: OutboxRow, registration: Registration): readonly LinkPurpose[] {
  if (row.template === GUARDIAN_CONSENT_REQUEST) return registration.consentStatus === 'awaiting-guardian' ? ['guardian-consent'] : [];
  return row.template === CONSENT_SIGNED || row.template === ALREADY_REGISTERED_NOTICE ? MY_PAGE : [];
}

async function load(rows: readonly OutboxRow[], context: BatchContext) {
  const { db } = context;
  const paymentIds = payloadIds(rows, 'paymentId');
  const consentIds = subjectIds(rows.filter((row) => SHOWS_CONSENT.has(row.template)));
  const [records, ledgerRows, consentRows] = await Promise.all([
    loadRegistrationRecords(db, rows),
    paymentIds.length === 0 ? [] : db.select().from(payments).where(inArray(payments.id, paymentIds)),
    consentIds.length === 0 ? [] : db.select().from(guardianConsents).where(inArray(guardianConsents.registrationId, consentIds)),
  ]);
  return {
    records,
    ledgerById: new Map<number, LedgerRow>(ledgerRows.map((entry) => [entry.id, entry])),
    consentsById: new Map<number, GuardianConsent>(consentRows.map((consent) => [consent.registrationId, consent])),
    links: await mintMessageLinks(rows, records, linksOf, context),
  };
}

/** What a cancellation did with the money: the ledger's refund, or a refund waiting for approval. */
function cancellationOf(registration: Registration, ledger: LedgerRow | undefined): selfService.CancellationDetails {
  const paidCents = registration.paymentStatus === 'paid' || registration.paymentStatus === 'refunded' ? registration.paymentAmountCents : 0;
  const due = registration.refundDueCents ?? 0;
  const refundCents = ledger?.kind === 'refund' ? ledger.amountCents : due;
  return { refundCents, keptCents: Math.max(0, paidCents - refundCents), awaitingApproval: ledger === undefined && due > 0, cancelledAt: registration.cancelledAt ?? new Date() };
}

type Loaded = Awaited<ReturnType<typeof load>>;

function compose(row: OutboxRow, loaded: Loaded, { details, siteUrl }: BatchContext, { registration, program }: RegistrationRecord): Composed {
  const { admin } = details;
  const links = loaded.links.get(row.id) ?? {};
  const consent = loaded.consentsById.get(registration.id);
  const paymentId = row.payload.paymentId;
  const ledger = paymentId === undefined ? undefined : loaded.ledgerById.get(paymentId);
  switch (row.template) {
    case GUARDIAN_CONSENT_REQUEST: {
      if (registration.consentStatus !== 'awaiting-guardian') return { skip: 'consent is no longer awaited' };
      if (!links.consent) return { skip: 'no consent link' };
      const to = row.recipient === 'guardian' ? registration.parentGuardianEmail : registration.email;
      if (!to) return { skip: 'no parent/guardian address' };
      return { type: 'guardianConsentRequest', to, ...selfService.guardianConsentRequest(details, registration, program, links) };
    }
    case CONSENT_SIGNED:
      if (!consent) return { skip: 'no signed consent' };
      return { type: 'consentSigned', to: registration.email, ...selfService.consentSigned(details, registration, consent, links) };
    case ADMIN_CONSENT_SIGNED:
      if (!consent) return { skip: 'no signed consent' };
      if (!admin) return { skip: 'no office address' };
      return { type: 'adminNotification', to: admin, ...selfService.adminConsentSigned(details, registration, consent) };
    case ALREADY_REGISTERED_NOTICE:
      if (!links.myRegistration) return { skip: 'no registration link' };
      return { type: 'alreadyRegistered', to: registration.email, ...selfService.alreadyRegistered(details, registration, links) };
    case CANCELLATION_CONFIRMATION:
      return { type: 'cancellationConfirmation', to: registration.email, ...selfService.cancellationConfirmation(details, registration, cancellationOf(registration, ledger)) };
    default: // ADMIN_CANCELLATION_NOTIFICATION, the kind's last template
      if (!admin) return { skip: 'no office address' };
      return {
        type: 'adminNotification', to: admin,
        ...selfService.adminCancellationNotification(details, registration, cancellationOf(registration, ledger), `${siteUrl}/admin/registrations`),
      };
  }
}

export const selfServiceMessages = defineEmailKind({
  templates: [GUARDIAN_CONSENT_REQUEST, CONSENT_SIGNED, ADMIN_CONSENT_SIGNED, CANCELLATION_CONFIRMATION, ADMIN_CANCELLATION_NOTIFICATION, ALREADY_REGISTERED_NOTICE],
  subject: 'registrationId',
  load,
  compose(row, loaded, context) {
    const record = subjectOf(row, loaded.records);
    return record ? compose(row, loaded, context, record) : { skip: 'the registration was deleted' };
  },
});
