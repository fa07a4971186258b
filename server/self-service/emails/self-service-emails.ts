// The outbox's messages of issue 15 (consent and cancellation), composed like compose() in index.ts:
// the address is read from the records when the message is sent.
import type { LedgerRow } from '../payments/tables.js';
import type { OutboxRow } from '../kernel/db/tables.js';
import type { Program } from '../programs/tables.js';
import type { Registration } from '../registrations/tables.js';
import type { GuardianConsent } from '../self-service/tables.js';
import type { CompanyDetails, EmailLinks } from './details.js';
import { TEMPLATES } from './messages.js';
import * as selfService from './self-service-templates.js';
import type { OutgoingEmail } from './transports.js';

export interface SelfServiceContext {
  details: CompanyDetails;
  admin: string | undefined;
  registration: Registration;
  program: Program | null;
  ledger: LedgerRow | undefined;
  consent: GuardianConsent | undefined;
  links: EmailLinks;
  registrationsUrl: string;
  /** The fields every message of this row shares (id, dates, message id, reference). */
  base: Pick<OutgoingEmail, 'id' | 'createdAt' | 'messageId' | 'reference'>;
}

type Composed = Omit<OutgoingEmail, 'from'> | { skip: string };

/** What a cancellation did with the money: the ledger's refund, or a refund waiting for approval. */
function cancellationOf({ registration, ledger }: SelfServiceContext): selfService.CancellationDetails {
  const paidCents = registration.paymentStatus === 'paid' || registration.paymentStatus === 'refunded' ? registration.paymentAmountCents : 0;
  const due = registration.refundDueCents ?? 0;
  const refundCents = ledger?.kind === 'refund' ? ledger.amountCents : due;
  return { refundCents, keptCents: Math.max(0, paidCents - refundCents), awaitingApproval: ledger === undefined && due > 0, cancelledAt: registration.cancelledAt ?? new Date() };
}

/** The message for one of issue 15's templates, or undefined for any other template. */
export function composeSelfService(row: OutboxRow, context: SelfServiceContext): Composed | undefined {
  const { details, admin, registration, program, consent, links, base } = context;
  switch (row.template) {
    case TEMPLATES.guardianConsentRequest: {
      if (registration.consentStatus !== 'awaiting-guardian') return { skip: 'consent is no longer awaited' };
      if (!links.consent) return { skip: 'no consent link' };
      const to = row.recipient === 'guardian' ? registration.parentGuardianEmail : registration.email;
      if (!to) return { skip: 'no parent/guardian address' };
      return { ...base, type: 'guardianConsentRequest', to, ...selfService.guardianConsentRequest(details, registration, program, links) };
    }
    case TEMPLATES.consentSigned:
      if (!consent) return { skip: 'no signed consent' };
      return { ...base, type: 'consentSigned', to: registration.email, ...selfService.consentSigned(details, registration, consent, links) };
    case TEMPLATES.adminConsentSigned:
      if (!consent) return { skip: 'no signed consent' };
      if (!admin) return { skip: 'no office address' };
      return { ...base, type: 'adminNotification', to: admin, ...selfService.adminConsentSigned(details, registration, consent) };
    case TEMPLATES.alreadyRegistered:
      if (!links.myRegistration) return { skip: 'no registration link' };
      return { ...base, type: 'alreadyRegistered', to: registration.email, ...selfService.alreadyRegistered(details, registration, links) };
    case TEMPLATES.cancellationConfirmation:
      return { ...base, type: 'cancellationConfirmation', to: registration.email, ...selfService.cancellationConfirmation(details, registration, cancellationOf(context)) };
    case TEMPLATES.adminCancellationNotification:
      if (!admin) return { skip: 'no office address' };
      return { ...base, type: 'adminNotification', to: admin, ...selfService.adminCancellationNotification(details, registration, cancellationOf(context), context.registrationsUrl) };
    default:
      return undefined;
  }
}
