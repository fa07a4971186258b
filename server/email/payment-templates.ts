// The messages about money after the payment, from the payments ledger: the registrant's refund
// confirmation and the office's dispute notice. Amounts are Stripe's cents; all charges are in USD.
import type { CompanyDetails, LedgerDetails, RegistrationDetails, RenderedEmail } from './details.js';
import { formatCents, formatDay } from './format.js';
import { layout } from './layout.js';

type Refunded = RegistrationDetails & { refundedCents: number; stripePaymentIntentId: string | null };

/** Stripe's refund reason codes; staff's own note is shown as written. */
const REFUND_REASONS: Readonly<Record<string, string>> = {
  requested_by_customer: 'At your request',
  duplicate: 'Duplicate payment',
  fraudulent: 'Fraudulent payment',
};

/** Stripe's dispute reason codes, as the office reads them. */
const DISPUTE_REASONS: Readonly<Record<string, string>> = {
  fraudulent: 'Fraudulent: the cardholder says they did not make or authorize the payment',
  duplicate: 'Duplicate: the cardholder says they were charged twice',
  product_not_received: 'Product not received: the cardholder says they did not get what they paid for',
  product_unacceptable: 'Product unacceptable: the cardholder says it was not as described',
  credit_not_processed: 'Credit not processed: the cardholder says a promised refund never arrived',
  subscription_canceled: 'Subscription canceled: the cardholder says they canceled',
  unrecognized: 'Unrecognized: the cardholder does not recognize the charge',
  general: 'General: no specific reason given',
};

/** A code without words: "bank_cannot_process" → "Bank cannot process". */
const spelledOut = (code: string) => code.charAt(0).toUpperCase() + code.slice(1).replace(/_/g, ' ');
/** Stripe's warning_* statuses are inquiries, before any chargeback. */
const disputeStatus = (status: string) => (status.startsWith('warning_') ? `Inquiry, ${spelledOut(status.slice(8)).toLowerCase()}` : spelledOut(status));
const reasonIn = (words: Readonly<Record<string, string>>, code: string | null | undefined) => (code ? (words[code] ?? (/^[a-z_]+$/.test(code) ? spelledOut(code) : code)) : null);

/** A refund of another payment than the one that paid the registration: a duplicate the ledger flagged. */
const ofDuplicate = (registration: Refunded, refund: LedgerDetails) =>
  !!refund.paymentIntentId && !!registration.stripePaymentIntentId && refund.paymentIntentId !== registration.stripePaymentIntentId;

/** What this refund gives back: the whole payment, the rest of it, part of it, or a second payment taken by mistake. */
function refundSentence(registration: Refunded, refund: LedgerDetails): string {
  const amount = formatCents(refund.amountCents);
  const paidCents = registration.paymentAmount * 100;
  const paid = formatCents(paidCents);
  const program = registration.programName;
  if (ofDuplicate(registration, refund)) {
    return `We have refunded ${amount}, a second payment for ${program} that was taken by mistake.${registration.paymentStatus === 'paid' ? ' Your registration stays paid.' : ''}`;
  }
  if (refund.amountCents >= paidCents) return `We have refunded your whole payment of ${paid} for ${program}.`;
  if (registration.refundedCents >= paidCents) return `We have refunded the remaining ${amount} of your payment for ${program}: your whole payment of ${paid} has now been refunded.`;
  return `We have refunded ${amount}, part of your payment of ${paid} for ${program}.`;
}

export function refundConfirmation(company: CompanyDetails, registration: Refunded, refund: LedgerDetails): RenderedEmail {
  const own = !ofDuplicate(registration, refund);
  return layout(company, {
    subject: `Refund: ${registration.programName}`,
    title: 'Refund Confirmation',
    paragraphs: [
      `Dear ${registration.firstName},`,
      refundSentence(registration, refund),
      'Banks usually take 5–10 business days to show a refund on your statement.',
      `Questions? Contact us at ${company.email} or ${company.phone}.`,
    ],
    rows: [
      ['Registrant', `${registration.firstName} ${registration.lastName}`],
      ['Program', registration.programName],
      ['Amount refunded', formatCents(refund.amountCents)],
      // Earlier refunds of the same payment: the running total.
      ['Refunded in total', own && registration.refundedCents > refund.amountCents ? formatCents(registration.refundedCents) : null],
      ['Original payment', own ? formatCents(registration.paymentAmount * 100) : null],
      ['Reason', reasonIn(REFUND_REASONS, refund.reason)],
      ['Refund reference', refund.stripeId],
      ['Date', formatDay(refund.occurredAt)],
      ['Registration number', String(registration.id)],
    ],
  });
}

/** The office must answer a dispute in Stripe's Dashboard before Stripe's deadline, or it is lost. */
export function adminDisputeNotification(company: CompanyDetails, registration: RegistrationDetails, dispute: LedgerDetails, registrationsUrl: string): RenderedEmail {
  const fullName = `${registration.firstName} ${registration.lastName}`;
  const amount = formatCents(dispute.amountCents);
  return layout(company, {
    subject: `Payment disputed: ${fullName}, ${registration.programName}`,
    title: 'Payment Disputed',
    paragraphs: [
      `The cardholder disputes ${amount} of ${fullName}'s payment for ${registration.programName} with their bank.`,
      'Answer it in the Stripe Dashboard (Payments, Disputes) before the deadline Stripe shows there, with evidence such as the registration and its waiver: an unanswered dispute is lost and the money goes back to the cardholder.',
      `The registration in the admin: ${registrationsUrl}`,
    ],
    rows: [
      ['Registrant', fullName],
      ['Email', registration.email],
      ['Program', registration.programName],
      ['Amount disputed', amount],
      ['Reason', reasonIn(DISPUTE_REASONS, dispute.reason)],
      ['Status', disputeStatus(dispute.status)],
      ['Dispute ID', dispute.stripeId],
      ['Payment intent', dispute.paymentIntentId],
      ['Opened', formatDay(dispute.occurredAt)],
      ['Registration number', String(registration.id)],
    ],
  });
}
