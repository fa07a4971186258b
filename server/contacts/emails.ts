// The office's notice of a website inquiry (SPEC's contact form), with the inquirer as Reply-To so
// staff answer with one click. The inquiry is read when the message is sent.
import { inArray } from 'drizzle-orm';
import { CONTACT_EXPERIENCE_LABELS, CONTACT_PROGRAM_LABELS } from '../../common/labels.js';
import { type ContactDetails, type CompanyDetails, type RenderedEmail, type QueuedEmail, inWords, layout, defineEmailKind } from '../email/index.js';
import { contacts } from './tables.js';

export const ADMIN_CONTACT_NOTIFICATION = 'adminContactNotification';
/** A stored inquiry causes the office's notice (its outbox row's subject is the inquiry). */
export const CONTACT_EMAILS: QueuedEmail[] = [{ template: ADMIN_CONTACT_NOTIFICATION, recipient: 'admin' }];


export function adminContactNotification(company: CompanyDetails, contact: ContactDetails): RenderedEmail {
  return layout(company, {
    subject: `New Contact Inquiry from ${contact.name}`,
    title: 'New Contact Inquiry',
    paragraphs: [`${contact.name} sent an inquiry through the website.`, `Reply to this email to answer ${contact.name} at ${contact.email}.`],
    rows: [
      ['Name', contact.name],
      ['Email', contact.email],
      ['Phone', contact.phone],
      ['Program', inWords(CONTACT_PROGRAM_LABELS, contact.program)],
      ['Experience', inWords(CONTACT_EXPERIENCE_LABELS, contact.experience)],
      ['Message', contact.message],
    ],
  });
}

/** Line breaks in a name must not reach a header. */
const replyToOf = (contact: ContactDetails) => ({ name: contact.name.replace(/[\p{Cc}\s]+/gu, ' ').trim(), address: contact.email });

export const contactMessages = defineEmailKind({
  templates: [ADMIN_CONTACT_NOTIFICATION],
  subject: 'contactId',
  async load(rows, { db }) {
    const ids = [...new Set(rows.flatMap((row) => (row.subjectId === null ? [] : [row.subjectId])))];
    const found = ids.length === 0 ? [] : await db.select().from(contacts).where(inArray(contacts.id, ids));
    return new Map<number, ContactDetails>(found.map((contact) => [contact.id, contact]));
  },
  compose(row, contactsById, { details }) {
    const contact = row.subjectId === null ? undefined : contactsById.get(row.subjectId);
    if (!contact) return { skip: 'the inquiry was deleted' };
    if (!details.admin) return { skip: 'no office address' };
    return { type: 'adminNotification', to: details.admin, replyTo: replyToOf(contact), ...adminContactNotification(details, contact) };
  },
});
