// The messages about money after the payment, from the payments ledger: the registrant's refund
// confirmation and the office's dispute notice. Amounts are Stripe's cents; all charges are in USD.
import { type CompanyDetails, type RegistrationDetails, type RenderedEmail, formatDay, layout } from '../../email/index.js';
import { formatMoney } from '../../../common/money.js';
import type { LedgerRow } from '../tables.js';

/** A refund or a dispute from the payments ledger. */
export type LedgerDetails = Pick<LedgerRow, 'stripeId' | 'paymentIntentId' | 'amountCents' | 'status' | 'reason' | 'occurredAt'> & Partial<Pick<LedgerRow, 'method'>>;

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

/** Money staff gave back by hand (issue 27), as the registrant reads it; none of it reaches a card. */
const BY_HAND: Readonly<Record<string, { how: string; label: string }>> = {
  cash: { how: ' in cash', label: 'Cash' },
  check: { how: ' by check', label: 'Check' },
  other: { how: '', label: 'Outside card payments' },
};
const byHand = (refund: LedgerDetails) => (refund.method && refund.method !== 'stripe' ? BY_HAND[refund.method] : undefined);

/** A refund of another payment than the one that paid the registration: a duplicate the ledger flagged (always Stripe's). */
const ofDuplicate = (registration: Refunded, refund: LedgerDetails) =>
  !byHand(refund) && !!refund.paymentIntentId && !!registration.stripePaymentIntentId && refund.paymentIntentId !== registration.stripePaymentIntentId;

/** What this refund gives back: the whole payment, the rest of it, part of it, or a second payment taken by mistake. */
function refundSentence(registration: Refunded, refund: LedgerDetails): string {
  const amount = formatMoney(refund.amountCents);
  const paidCents = registration.paymentAmountCents;
  const paid = formatMoney(paidCents);
  const program = registration.programName;
  const how = byHand(refund)?.how ?? '';
  if (ofDuplicate(registration, refund)) {
    return `We have refunded ${amount}, a second payment for ${program} that was taken by mistake.${registration.paymentStatus === 'paid' ? ' Your registration stays paid.' : ''}`;
  }
  if (refund.amountCents >= paidCents) return `We have refunded your whole payment of ${paid} for ${program}${how}.`;
  if (registration.refundedCents >= paidCents) return `We have refunded the remaining ${amount} of your payment for ${program}${how}: your whole payment of ${paid} has now been refunded.`;
  return `We have refunded ${amount}${how}, part of your payment of ${paid} for ${program}.`;
}

export function refundConfirmation(company: CompanyDetails, registration: Refunded, refund: LedgerDetails): RenderedEmail {
  const own = !ofDuplicate(registration, refund);
  return layout(company, {
    subject: `Refund: ${registration.programName}`,
    title: 'Refund Confirmation',
    paragraphs: [
      `Dear ${registration.firstName},`,
      refundSentence(registration, refund),
      byHand(refund)
        ? 'This refund does not go back to a card, so it will not appear on a card statement.'
        : 'Banks usually take 5–10 business days to show a refund on your statement.',
      `Questions? Contact us at ${company.email} or ${company.phone}.`,
    ],
    rows: [
      ['Registrant', `${registration.firstName} ${registration.lastName}`],
      ['Program', registration.programName],
      ['Amount refunded', formatMoney(refund.amountCents)],
      // Earlier refunds of the same payment: the running total.
      ['Refunded in total', own && registration.refundedCents > refund.amountCents ? formatMoney(registration.refundedCents) : null],
      ['Original payment', own ? formatMoney(registration.paymentAmountCents) : null],
      ['Reason', reasonIn(REFUND_REASONS, refund.reason)],
      ['Refunded by', byHand(refund)?.label ?? null],
      ['Refund reference', refund.stripeId],
      ['Date', formatDay(refund.occurredAt, company.timeZone)],
      ['Registration number', String(registration.id)],
    ],
  });
}

/** The office must answer a dispute in Stripe's Dashboard before Stripe's deadline, or it is lost. */
export function adminDisputeNotification(company: CompanyDetails, registration: RegistrationDetails, dispute: LedgerDetails, registrationsUrl: string): RenderedEmail {
  const fullName = `${registration.firstName} ${registration.lastName}`;
  const amount = formatMoney(dispute.amountCents);
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
      ['Opened', formatDay(dispute.occurredAt, company.timeZone)],
      ['Registration number', String(registration.id)],
    ],
  });
}

/** A payment Stripe confirmed for a seat that was gone (issue 27): staff add a seat or refund it. */
export function adminOverbookedNotification(company: CompanyDetails, registration: RegistrationDetails, registrationsUrl: string): RenderedEmail {
  const fullName = `${registration.firstName} ${registration.lastName}`;
  return layout(company, {
    subject: `A payment arrived for a seat that was gone: ${fullName}, ${registration.programName}`,
    title: 'A Payment Arrived for a Seat That Was Gone',
    paragraphs: [
      `${fullName} paid for ${registration.programName} after their seat hold had expired, and the program was already full. The registration is paid and marked Overbooked.`,
      'Open it in the admin and choose Add a seat (the program takes one more) or Refund the payment.',
      `Overbooked registrations: ${registrationsUrl}`,
    ],
    rows: [
      ['Registrant', fullName],
      ['Email', registration.email],
      ['Program', registration.programName],
      ['Amount paid', formatMoney(registration.paymentAmountCents)],
      ['Registration number', String(registration.id)],
    ],
  });
}
