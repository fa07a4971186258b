// The messages the site sends, each with an HTML and a plain-text part built from company info. All
// user-supplied text is escaped in the HTML part.
import { formatDateMDY, formatTime12h, venueLine } from '../../common/format.js';
import type { Contact } from '../../common/schemas/contact.js';
import type { Program } from '../../common/schemas/program.js';
import type { Registration } from '../../common/schemas/registration.js';
import type { CompanyInfo } from '../../common/schemas/site-content.js';

export type CompanyDetails = Pick<CompanyInfo, 'name' | 'email' | 'phone' | 'website' | 'location'>;
export type ProgramDetails = Pick<Program, 'name' | 'startDate' | 'startTime' | 'locationName' | 'location'>;
export type RegistrationDetails = Pick<Registration, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'programName' | 'paymentAmount' | 'paymentStatus'>
  & Partial<Pick<Registration, 'parentGuardianName' | 'parentGuardianEmail'>>;
export type ContactDetails = Pick<Contact, 'id' | 'name' | 'email' | 'phone' | 'program' | 'experience' | 'message'>;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** YYYY-MM-DD → MM/DD/YYYY; anything else is shown as given. */
export const formatDate = (value: string | null | undefined): string | null => (value ? formatDateMDY(value) : null);

/** HH:MM (24-hour) → h:mm AM/PM; anything else is shown as given. */
export const formatTime = (value: string | null | undefined): string | null => (value ? formatTime12h(value) : null);

export const venueOf = (program: ProgramDetails | null): string | null => (program ? venueLine(program) : null);

type Row = [label: string, value: string | null | undefined];

/** Lays out a titled message: paragraphs, a table of details, and the company footer. */
function layout(company: CompanyDetails, title: string, paragraphs: string[], rows: Row[]): { html: string; text: string } {
  const shown = rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== undefined && row[1] !== '');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    shown.length > 0
      ? `<table cellpadding="4" style="border-collapse:collapse">${shown.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`
      : '',
    `<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(company.name)} · ${escapeHtml(company.phone)} · ${escapeHtml(company.email)}${company.website ? ` · ${escapeHtml(company.website)}` : ''}</p>`,
    '</body></html>',
  ].join('\n');
  const text = [
    title,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    '--',
    company.name,
    [company.phone, company.email, company.website].filter(Boolean).join(' | '),
  ].join('\n');
  return { html, text };
}

const programRows = (program: ProgramDetails | null, programName: string): Row[] => [
  ['Program', program?.name ?? programName],
  ['Start date', formatDate(program?.startDate)],
  ['Start time', formatTime(program?.startTime)],
  ['Venue', venueOf(program)],
];

export function registrationConfirmation(company: CompanyDetails, registration: RegistrationDetails, program: ProgramDetails | null, forParent = false): RenderedEmail {
  const fullName = `${registration.firstName} ${registration.lastName}`;
  const greeting = forParent ? `Dear ${registration.parentGuardianName || 'Parent/Guardian'},` : `Dear ${registration.firstName},`;
  const intro = forParent
    ? `${fullName} has been registered for ${registration.programName} with ${company.name}. You are receiving this copy as the parent or guardian.`
    : `Thank you for registering for ${registration.programName} with ${company.name}. Your registration has been received.`;
  const { html, text } = layout(company, 'Registration Confirmation', [greeting, intro, `Questions? Contact us at ${company.email} or ${company.phone}.`], [
    ['Registrant', fullName],
    ...programRows(program, registration.programName),
    ['Registration number', String(registration.id)],
    ['Amount', `$${registration.paymentAmount}`],
    ['Payment status', registration.paymentStatus],
  ]);
  return { subject: `Registration Confirmation: ${registration.programName}`, html, text };
}

export function adminRegistrationNotification(company: CompanyDetails, registration: RegistrationDetails, program: ProgramDetails | null): RenderedEmail {
  const fullName = `${registration.firstName} ${registration.lastName}`;
  const { html, text } = layout(company, 'New Registration', [`${fullName} registered for ${registration.programName}.`], [
    ['Name', fullName],
    ['Email', registration.email],
    ['Phone', registration.phone],
    ...programRows(program, registration.programName),
    ['Amount', `$${registration.paymentAmount}`],
    ['Payment status', registration.paymentStatus],
    ['Parent/guardian', registration.parentGuardianName],
    ['Parent/guardian email', registration.parentGuardianEmail],
    ['Registration number', String(registration.id)],
  ]);
  return { subject: `New Registration: ${fullName} - ${registration.programName}`, html, text };
}

export function adminContactNotification(company: CompanyDetails, contact: ContactDetails): RenderedEmail {
  const { html, text } = layout(company, 'New Contact Inquiry', [`${contact.name} sent an inquiry through the website.`], [
    ['Name', contact.name],
    ['Email', contact.email],
    ['Phone', contact.phone],
    ['Program', contact.program],
    ['Experience', contact.experience],
    ['Message', contact.message],
  ]);
  return { subject: `New Contact Inquiry from ${contact.name}`, html, text };
}

export function paymentConfirmation(company: CompanyDetails, registration: RegistrationDetails, program: ProgramDetails | null): RenderedEmail {
  const { html, text } = layout(company, 'Payment Confirmation', [`Dear ${registration.firstName},`, `We have received your payment of $${registration.paymentAmount} for ${registration.programName}. Thank you!`], [
    ['Registrant', `${registration.firstName} ${registration.lastName}`],
    ...programRows(program, registration.programName),
    ['Amount paid', `$${registration.paymentAmount}`],
    ['Registration number', String(registration.id)],
  ]);
  return { subject: `Payment Confirmation: ${registration.programName}`, html, text };
}

export type NotificationKind = 'reminder' | 'schedule-change' | 'announcement';
const KIND_TITLES: Record<NotificationKind, string> = { reminder: 'Reminder', 'schedule-change': 'Schedule Change', announcement: 'Announcement' };

/** A custom notification (reminders, schedule changes, announcements) to a registrant. */
export function customNotification(
  company: CompanyDetails,
  notification: { kind: NotificationKind; subject: string; message: string; recipientName?: string; program?: ProgramDetails | null },
): RenderedEmail {
  const paragraphs = [...(notification.recipientName ? [`Dear ${notification.recipientName},`] : []), ...notification.message.split(/\n{2,}/)];
  const rows = notification.program ? programRows(notification.program, notification.program.name) : [];
  const { html, text } = layout(company, `${KIND_TITLES[notification.kind]}: ${notification.subject}`, paragraphs, rows);
  return { subject: `${KIND_TITLES[notification.kind]}: ${notification.subject}`, html, text };
}
