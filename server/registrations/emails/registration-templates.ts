// The messages the site sends, each with an HTML and a plain-text part built from company info. All
// user-supplied text is escaped in the HTML part (layout.ts).
import { CONTACT_EXPERIENCE_LABELS, CONTACT_PROGRAM_LABELS, PAYMENT_STATUS_LABELS } from '../../common/labels.js';
import { formatMoney } from '../../common/money.js';
import type { FeeLine } from '../../common/schemas/payment.js';
import type { CompanyDetails, ContactDetails, EmailLinks, ProgramDetails, ReceiptDetails, RegistrationDetails, RenderedEmail } from './details.js';
import { formatDay } from './format.js';
import { layout } from './layout.js';
import { forwardConsentButton, myRegistrationButton } from './link-buttons.js';
import { programRows } from './program-rows.js';
import { offersCalendar } from './registration-calendar.js';

export type { CompanyDetails, ContactDetails, EmailLinks, LedgerDetails, ProgramDetails, ReceiptDetails, RegistrationDetails, RenderedEmail } from './details.js';
export { venueOf } from './format.js';


const label = (labels: Readonly<Record<string, string>>, value: string | null | undefined) => (value ? (labels[value] ?? value) : null);
const paymentStatus = (registration: RegistrationDetails) => label(PAYMENT_STATUS_LABELS, registration.paymentStatus);
/** Staff hand out the shirts, so the size travels with the bundle. */
const bundle = (registration: RegistrationDetails) =>
  registration.equipmentBundle ? `Whistle/Ref Shirt Bundle${registration.shirtSize ? `, shirt size ${registration.shirtSize}` : ''}` : null;

export function registrationConfirmation(company: CompanyDetails, registration: RegistrationDetails, program: ProgramDetails | null, forParent = false, links: EmailLinks = {}): RenderedEmail {
  const fullName = `${registration.firstName} ${registration.lastName}`;
  const greeting = forParent ? `Dear ${registration.parentGuardianName || 'Parent/Guardian'},` : `Dear ${registration.firstName},`;
  const intro = forParent
    ? `${fullName} has been registered for ${registration.programName} with ${company.name}. You are receiving this copy as the parent or guardian.`
    : `Thank you for registering for ${registration.programName} with ${company.name}. Your registration has been received.`;
  return layout(company, {
    subject: `Registration Confirmation: ${registration.programName}`,
    title: 'Registration Confirmation',
    paragraphs: [greeting, intro, `Questions? Contact us at ${company.email} or ${company.phone}.`],
    links: [...forwardConsentButton(links), ...myRegistrationButton(links)],
    rows: [
      ['Registrant', fullName],
      ...programRows(program, registration.programName),
      ['Registration number', String(registration.id)],
      ['Equipment', bundle(registration)],
      ['Amount', formatMoney(registration.paymentAmountCents)],
      ['Payment status', paymentStatus(registration)],
    ],
  });
}

export function adminRegistrationNotification(company: CompanyDetails, registration: RegistrationDetails, program: ProgramDetails | null): RenderedEmail {
  const fullName = `${registration.firstName} ${registration.lastName}`;
  return layout(company, {
    subject: `New Registration: ${fullName} - ${registration.programName}`,
    title: 'New Registration',
    paragraphs: [`${fullName} registered for ${registration.programName}.`],
    rows: [
      ['Name', fullName],
      ['Email', registration.email],
      ['Phone', registration.phone],
      ...programRows(program, registration.programName),
      ['Equipment', bundle(registration)],
      ['Amount', formatMoney(registration.paymentAmountCents)],
      ['Payment status', paymentStatus(registration)],
      ['Parent/guardian', registration.parentGuardianName],
      ['Parent/guardian email', registration.parentGuardianEmail],
      ['Registration number', String(registration.id)],
    ],
  });
}

export function adminContactNotification(company: CompanyDetails, contact: ContactDetails): RenderedEmail {
  return layout(company, {
    subject: `New Contact Inquiry from ${contact.name}`,
    title: 'New Contact Inquiry',
    paragraphs: [`${contact.name} sent an inquiry through the website.`, `Reply to this email to answer ${contact.name} at ${contact.email}.`],
    rows: [
      ['Name', contact.name],
      ['Email', contact.email],
      ['Phone', contact.phone],
      ['Program', label(CONTACT_PROGRAM_LABELS, contact.program)],
      ['Experience', label(CONTACT_EXPERIENCE_LABELS, contact.experience)],
      ['Message', contact.message],
    ],
  });
}

/** The payment confirmation is also the receipt (issue 14): what was paid to whom, for what, with Stripe's reference. */
export function paymentConfirmation(company: CompanyDetails, registration: RegistrationDetails, program: ProgramDetails | null, receipt: ReceiptDetails, links: EmailLinks = {}): RenderedEmail {
  const amount = formatMoney(registration.paymentAmountCents);
  const [packageLine, ...bundleLines] = receipt.lines;
  const line = (fee: FeeLine | undefined) => (fee ? `${fee.label} — ${formatMoney(fee.amountCents)}` : null);
  return layout(company, {
    subject: `Payment Confirmation: ${registration.programName}`,
    title: 'Payment Confirmation',
    paragraphs: [
      `Dear ${registration.firstName},`,
      `We have received your payment of ${amount} for ${registration.programName}. Thank you!`,
      ...(program?.startDate && offersCalendar(registration) ? ['The attached calendar file adds the program\'s start to your calendar.'] : []),
    ],
    links: myRegistrationButton(links),
    rows: programRows(program, registration.programName),
    sections: [{
      heading: 'Receipt',
      rows: [
        ['Organization', company.name],
        ['Registrant', `${registration.firstName} ${registration.lastName}`],
        ['Program', registration.programName],
        ['Package', line(packageLine)],
        ['Bundle', line(bundleLines[0])],
        ['Amount paid', amount],
        ['Stripe reference', receipt.reference],
        ['Date paid', formatDay(receipt.paidAt)],
        ['Registration number', String(registration.id)],
      ],
    }],
  });
}

export type NotificationKind = 'reminder' | 'schedule-change' | 'announcement';
const KIND_TITLES: Record<NotificationKind, string> = { reminder: 'Reminder', 'schedule-change': 'Schedule Change', announcement: 'Announcement' };

/** A custom notification (reminders, schedule changes, announcements) to a registrant. */
export function customNotification(
  company: CompanyDetails,
  notification: { kind: NotificationKind; subject: string; message: string; recipientName?: string; program?: ProgramDetails | null; links?: EmailLinks },
): RenderedEmail {
  const title = `${KIND_TITLES[notification.kind]}: ${notification.subject}`;
  return layout(company, {
    subject: title,
    title,
    paragraphs: [...(notification.recipientName ? [`Dear ${notification.recipientName},`] : []), ...notification.message.split(/\n{2,}/)],
    links: myRegistrationButton(notification.links ?? {}),
    rows: notification.program ? programRows(notification.program, notification.program.name) : [],
  });
}
