// The messages of issue 15's steps after a registration: the guardian's consent request, the signed
// consent (registrant and office), and a cancellation (registrant and office). Each has its text part
// from the shared layout.
import type { GuardianConsent } from '../tables.js';
import { type CompanyDetails, type EmailLinks, type ProgramDetails, type RegistrationDetails, type RenderedEmail, formatDay, layout, type Row, myRegistrationButton, programRows } from '../../email/index.js';
import { formatMoney } from '../../../common/money.js';

type Minor = RegistrationDetails & { dateOfBirth: string; parentGuardianName: string | null };
type SignedConsent = Pick<GuardianConsent, 'guardianName' | 'relationship' | 'email' | 'phone' | 'photoConsent' | 'signedAt'>;

const fullName = (registration: Pick<RegistrationDetails, 'firstName' | 'lastName'>) => `${registration.firstName} ${registration.lastName}`;

/** To the parent/guardian address given in the registration: sign the consent form. */
export function guardianConsentRequest(company: CompanyDetails, registration: Minor, program: ProgramDetails | null, links: EmailLinks): RenderedEmail {
  const name = fullName(registration);
  return layout(company, {
    subject: `Consent needed: ${name} - ${registration.programName}`,
    title: 'Parent/Guardian Consent Needed',
    paragraphs: [
      `Dear ${registration.parentGuardianName || 'Parent/Guardian'},`,
      `${name} has registered for ${registration.programName} with ${company.name}. Because ${registration.firstName} is under 18, a parent or guardian must agree to the liability waiver and answer the photo-consent question before the program.`,
      'Please open the consent form below, check the details and sign by typing your name.',
      `Questions? Contact us at ${company.email} or ${company.phone}.`,
    ],
    links: links.consent ? [{ label: 'Open the consent form', url: links.consent, note: 'This link works once and expires in 14 days.' }] : [],
    rows: [['Registrant', name], ...programRows(program, registration.programName, company.timeZone), ['Registration number', String(registration.id)]],
  });
}

const consentRows = (consent: SignedConsent, timeZone: string): Row[] => [
  ['Signed by', `${consent.guardianName} (${consent.relationship})`],
  ['Signed on', formatDay(consent.signedAt, timeZone)],
  ['Photo consent', consent.photoConsent ? 'Given' : 'Not given'],
];

/** To the registrant: the guardian signed. */
export function consentSigned(company: CompanyDetails, registration: RegistrationDetails, consent: SignedConsent, links: EmailLinks): RenderedEmail {
  return layout(company, {
    subject: `Consent signed: ${registration.programName}`,
    title: 'Parent/Guardian Consent Signed',
    paragraphs: [
      `Dear ${registration.firstName},`,
      `${consent.guardianName} has signed the parent/guardian consent for your registration in ${registration.programName}. Nothing more is needed for consent.`,
    ],
    links: myRegistrationButton(links),
    rows: [...consentRows(consent, company.timeZone), ['Registration number', String(registration.id)]],
  });
}

/** To the office: a minor's consent is on file. */
export function adminConsentSigned(company: CompanyDetails, registration: RegistrationDetails, consent: SignedConsent): RenderedEmail {
  const name = fullName(registration);
  return layout(company, {
    subject: `Consent signed: ${name} - ${registration.programName}`,
    title: 'Guardian Consent Signed',
    paragraphs: [`${consent.guardianName} signed the parent/guardian consent for ${name} (${registration.programName}).`],
    rows: [
      ['Registrant', name],
      ...consentRows(consent, company.timeZone),
      ['Guardian email', consent.email],
      ['Guardian phone', consent.phone],
      ['Registration number', String(registration.id)],
    ],
  });
}

export interface CancellationDetails {
  /** What comes back to the card, in cents (0: nothing was paid, or the policy keeps it all). */
  refundCents: number;
  /** What the policy keeps, in cents. */
  keptCents: number;
  /** The refund waits for staff approval (the policy's "on approval"). */
  awaitingApproval: boolean;
  cancelledAt: Date;
}

function refundSentence(registration: RegistrationDetails, cancellation: CancellationDetails): string | null {
  if (registration.paymentStatus !== 'paid' && registration.paymentStatus !== 'refunded') return null;
  if (cancellation.refundCents === 0) return 'Under the cancellation policy no refund is due.';
  const amount = formatMoney(cancellation.refundCents);
  const kept = cancellation.keptCents > 0 ? ` (${formatMoney(cancellation.keptCents)} is kept under the cancellation policy)` : '';
  return cancellation.awaitingApproval
    ? `A refund of ${amount}${kept} will be sent to your card once our staff approve it; you will get an email when it is on its way.`
    : `A refund of ${amount}${kept} is on its way to your card; banks take 5–10 business days.`;
}

/** To the registrant: their cancellation is done, and what happens to the money. */
export function cancellationConfirmation(company: CompanyDetails, registration: RegistrationDetails, cancellation: CancellationDetails): RenderedEmail {
  const refund = refundSentence(registration, cancellation);
  return layout(company, {
    subject: `Registration Cancelled: ${registration.programName}`,
    title: 'Registration Cancelled',
    paragraphs: [
      `Dear ${registration.firstName},`,
      `Your registration for ${registration.programName} has been cancelled as you asked.`,
      ...(refund ? [refund] : []),
      `Questions? Contact us at ${company.email} or ${company.phone}.`,
    ],
    rows: [
      ['Registration number', String(registration.id)],
      ['Cancelled on', formatDay(cancellation.cancelledAt, company.timeZone)],
      ['Refund', cancellation.refundCents > 0 ? formatMoney(cancellation.refundCents) : null],
    ],
  });
}

/** To the office: a registrant cancelled from their own page. */
export function adminCancellationNotification(company: CompanyDetails, registration: RegistrationDetails, cancellation: CancellationDetails, registrationsUrl: string): RenderedEmail {
  const name = fullName(registration);
  return layout(company, {
    subject: `Registration Cancelled: ${name} - ${registration.programName}`,
    title: 'Registration Cancelled by the Registrant',
    paragraphs: [
      `${name} cancelled their registration for ${registration.programName} from their registration page.`,
      ...(cancellation.awaitingApproval && cancellation.refundCents > 0 ? [`A refund of ${formatMoney(cancellation.refundCents)} waits for your approval in ${registrationsUrl}.`] : []),
    ],
    rows: [
      ['Registrant', name],
      ['Email', registration.email],
      ['Registration number', String(registration.id)],
      ['Refund', cancellation.refundCents > 0 ? `${formatMoney(cancellation.refundCents)}${cancellation.awaitingApproval ? ' (waiting for approval)' : ' (sent)'}` : 'None'],
      ['Kept', cancellation.keptCents > 0 ? formatMoney(cancellation.keptCents) : null],
    ],
  });
}

/** To a registration's own address: someone registered the same person for the same program again (issue 27). */
export function alreadyRegistered(company: CompanyDetails, registration: RegistrationDetails, links: EmailLinks): RenderedEmail {
  return layout(company, {
    subject: `Already registered: ${registration.programName}`,
    title: 'You Are Already Registered',
    paragraphs: [
      `Dear ${registration.firstName},`,
      `We received another registration for ${fullName(registration)} in ${registration.programName}. You are already registered, so no second registration was made and nothing more is owed for it.`,
      'Open your registration below to see its details, pay a fee still due, or cancel it.',
      `If you did not just register, you can ignore this email. Questions? Contact us at ${company.email} or ${company.phone}.`,
    ],
    links: myRegistrationButton(links),
    rows: [['Registration number', String(registration.id)]],
  });
}
