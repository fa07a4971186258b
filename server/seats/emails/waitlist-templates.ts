// The waitlist's messages (issue 16): "you're on the waitlist" when a full program's registration is
// stored as an entry, and the seat offer with its one-use link.
import { type CompanyDetails, type ProgramDetails, type RenderedEmail, formatMoment, layout, programRows } from '../../email/index.js';

interface EntryDetails {
  firstName: string;
  lastName: string;
}

export function waitlistJoined(company: CompanyDetails, entry: EntryDetails, program: ProgramDetails): RenderedEmail {
  return layout(company, {
    subject: `You're on the waitlist: ${program.name}`,
    title: "You're on the Waitlist",
    paragraphs: [
      `Dear ${entry.firstName},`,
      `${program.name} is full at the moment, so we have put you on its waitlist. You are not registered yet and nothing has been charged.`,
      'When a seat opens, we will email you a link to register. The seat is held for you for a limited time after that email.',
      `Questions? Contact us at ${company.email} or ${company.phone}.`,
    ],
    rows: [['Name', `${entry.firstName} ${entry.lastName}`], ...programRows(program, program.name, company.timeZone)],
  });
}

export function waitlistOffer(company: CompanyDetails, entry: EntryDetails, program: ProgramDetails, offerUrl: string, expiresAt: Date): RenderedEmail {
  const until = formatMoment(expiresAt, company.timeZone);
  return layout(company, {
    subject: `A seat is open for you: ${program.name}`,
    title: 'A Seat Is Open for You',
    paragraphs: [
      `Dear ${entry.firstName},`,
      `A seat has opened in ${program.name}, and it is held for you until ${until}.`,
      'Open the link below to register: your answers are filled in. After that time the seat goes to the next person on the waitlist.',
      'No longer interested? Open the link and choose "Decline this seat", so that the next person gets it sooner.',
    ],
    links: [{ label: 'Register for your seat', url: offerUrl, note: `This link works once, until ${until}.` }],
    rows: [...programRows(program, program.name, company.timeZone), ['Seat held until', until]],
  });
}
