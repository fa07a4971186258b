// A registration's messages: the registrant's confirmation (and the parent's copy) and the office's
// notice, each with an HTML and a plain-text part built from company info. All user-supplied text is
// escaped in the HTML part (email/layout.ts).
import { PAYMENT_STATUS_LABELS } from '../../../common/labels.js';
import { formatMoney } from '../../../common/money.js';
import { type CompanyDetails, type EmailLinks, type ProgramDetails, type RegistrationDetails, type RenderedEmail, inWords, layout, forwardConsentButton, myRegistrationButton, programRows } from '../../email/index.js';

const paymentStatus = (registration: RegistrationDetails) => inWords(PAYMENT_STATUS_LABELS, registration.paymentStatus);
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
      ...programRows(program, registration.programName, company.timeZone),
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
      ...programRows(program, registration.programName, company.timeZone),
      ['Equipment', bundle(registration)],
      ['Amount', formatMoney(registration.paymentAmountCents)],
      ['Payment status', paymentStatus(registration)],
      ['Parent/guardian', registration.parentGuardianName],
      ['Parent/guardian email', registration.parentGuardianEmail],
      ['Registration number', String(registration.id)],
    ],
  });
}
