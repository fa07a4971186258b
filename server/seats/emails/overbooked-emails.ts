// The office's notice of a payment for a seat that was gone (issue 27): queued by the seats when they
// mark a registration overbooked, composed with the payment emails (payments/emails/payment-emails.ts).
import type { QueuedEmail } from '../../email/index.js';

export const ADMIN_OVERBOOKED_NOTIFICATION = 'adminOverbookedNotification';

export const ADMIN_OVERBOOKED_EMAILS: QueuedEmail[] = [{ template: ADMIN_OVERBOOKED_NOTIFICATION, recipient: 'admin' }];
