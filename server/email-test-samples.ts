// The three site messages the admin's email test sends to one address (GET /api/test-email): a
// registration confirmation, the office's notice and a payment confirmation, for a sample registrant
// of the first active program.
import { eq } from 'drizzle-orm';
import { PACKAGE_ORDER_LABELS } from '../common/labels.js';
import type { RegistrationDetails } from './email/details.js';
import type { TestEmails } from './email/test-calls.js';
import { paymentConfirmation } from './payments/emails/payment-confirmation.js';
import { programs } from './programs/tables.js';
import { calendarAttachment } from './registrations/emails/calendar-attachment.js';
import { adminRegistrationNotification, registrationConfirmation } from './registrations/emails/registration-templates.js';

export const testEmails: TestEmails = async (to, { db, details, now }) => {
  const [program] = await db.select().from(programs).where(eq(programs.active, true)).orderBy(programs.id).limit(1);
  const sample: RegistrationDetails = {
    id: 0, firstName: 'Test', lastName: 'Registrant', email: to, phone: '(602) 555-0100',
    programName: program?.name ?? 'Sample Program', paymentAmountCents: 4000, paymentStatus: 'pending',
  };
  const programDetails = program ?? null;
  const attachments = calendarAttachment(sample, programDetails, details, now);
  const receipt = { lines: [{ label: PACKAGE_ORDER_LABELS.new, amountCents: sample.paymentAmountCents }], reference: null, paidAt: now };
  return {
    registrationConfirmation: { type: 'registrationConfirmation', to, ...registrationConfirmation(details, sample, programDetails), attachments },
    adminNotification: { type: 'adminNotification', to, ...adminRegistrationNotification(details, sample, programDetails) },
    paymentConfirmation: { type: 'paymentConfirmation', to, attachments, ...paymentConfirmation(details, { ...sample, paymentStatus: 'paid' }, programDetails, receipt) },
  };
};
