// The messages about money: the registrant's payment confirmation (the receipt, with the program's
// .ics), the refund confirmation, and the office's notices of a dispute and of a payment for a seat
// that was gone. The row's subject is the registration; a refund's or dispute's ledger row is in the payload.
import { inArray } from 'drizzle-orm';
import { type QueuedEmail, defineEmailKind, payloadIds, subjectOf, type Composed } from '../../email/index.js';
import { calendarAttachment, loadRegistrationRecords, MY_PAGE, mintMessageLinks } from '../../registrations/index.js';
import { ADMIN_OVERBOOKED_NOTIFICATION } from '../../seats/index.js';
import { feeLines } from '../payment-lines.js';
import { payments, type LedgerRow } from '../tables.js';
import { paymentConfirmation } from './payment-confirmation.js';
import { adminDisputeNotification, adminOverbookedNotification, refundConfirmation } from './payment-templates.js';

export const PAYMENT_CONFIRMATION = 'paymentConfirmation';
export const REFUND_CONFIRMATION = 'refundConfirmation';
export const ADMIN_DISPUTE_NOTIFICATION = 'adminDisputeNotification';

export const PAYMENT_EMAILS: QueuedEmail[] = [{ template: PAYMENT_CONFIRMATION, recipient: 'registrant' }];
/** A refund recorded in the payments ledger: the registrant hears how much comes back (the payload names the refund). */
export const REFUND_EMAILS: QueuedEmail[] = [{ template: REFUND_CONFIRMATION, recipient: 'registrant' }];
/** A new dispute: the office must answer it in time. */
export const ADMIN_DISPUTE_EMAILS: QueuedEmail[] = [{ template: ADMIN_DISPUTE_NOTIFICATION, recipient: 'admin' }];
/** A payment arrived after the registration's seat went to someone else: the office adds a seat or refunds. */

export const paymentMessages = defineEmailKind({
  templates: [PAYMENT_CONFIRMATION, REFUND_CONFIRMATION, ADMIN_DISPUTE_NOTIFICATION, ADMIN_OVERBOOKED_NOTIFICATION],
  subject: 'registrationId',
  async load(rows, context) {
    const { db } = context;
    const paymentIds = payloadIds(rows, 'paymentId');
    const [records, ledgerRows] = await Promise.all([
      loadRegistrationRecords(db, rows, { withSessions: rows.some((row) => row.template === PAYMENT_CONFIRMATION) }),
      paymentIds.length === 0 ? [] : db.select().from(payments).where(inArray(payments.id, paymentIds)),
    ]);
    const links = await mintMessageLinks(rows, records, (row) => (row.template === PAYMENT_CONFIRMATION ? MY_PAGE : []), context);
    return { records, links, ledgerById: new Map<number, LedgerRow>(ledgerRows.map((entry) => [entry.id, entry])) };
  },
  compose(row, { records, links, ledgerById }, { details, siteUrl, now }): Composed {
    const record = subjectOf(row, records);
    if (!record) return { skip: 'the registration was deleted' };
    const { registration, program } = record;
    const paymentId = row.payload.paymentId;
    const ledger = paymentId === undefined ? undefined : ledgerById.get(paymentId);
    const registrationsUrl = `${siteUrl}/admin/registrations`;
    switch (row.template) {
      case PAYMENT_CONFIRMATION: {
        const attachments = calendarAttachment(registration, program, details, now);
        // The receipt's lines come from the program's tiers; the Checkout session stands in when a payment made no PaymentIntent.
        const receipt = { lines: feeLines(registration, program?.priceTiers, details.timeZone), reference: registration.stripePaymentIntentId ?? registration.stripeCheckoutSessionId, paidAt: registration.paidAt };
        return {
          type: 'paymentConfirmation', to: registration.email,
          ...paymentConfirmation(details, registration, program, receipt, links.get(row.id) ?? {}),
          ...(attachments && { attachments }),
        };
      }
      case REFUND_CONFIRMATION:
        if (ledger?.kind !== 'refund') return { skip: 'the refund is not in the ledger' };
        return { type: 'refundConfirmation', to: registration.email, ...refundConfirmation(details, registration, ledger) };
      case ADMIN_DISPUTE_NOTIFICATION:
        if (ledger?.kind !== 'dispute') return { skip: 'the dispute is not in the ledger' };
        if (!details.admin) return { skip: 'no office address' };
        return { type: 'adminNotification', to: details.admin, ...adminDisputeNotification(details, registration, ledger, registrationsUrl) };
      default: // ADMIN_OVERBOOKED_NOTIFICATION, the kind's last template
        if (!details.admin) return { skip: 'no office address' };
        return { type: 'adminNotification', to: details.admin, ...adminOverbookedNotification(details, registration, `${registrationsUrl}?show=overbooked`) };
    }
  },
});
