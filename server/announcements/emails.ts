// A staff announcement to a program's registrants (issue 16; SPEC's custom notification), with the
// registrant's page link. The row's subject is the registration; its payload names the announcement.
import { inArray } from 'drizzle-orm';
import { defineEmailKind, subjectOf, type Composed } from '../email/index.js';
import { loadPayloadMessages } from '../registrations/index.js';
import { announcements } from './tables.js';
import { announcementEmail } from './template.js';

export const ANNOUNCEMENT_TEMPLATE = 'announcement';

export const announcementMessages = defineEmailKind({
  templates: [ANNOUNCEMENT_TEMPLATE],
  subject: 'registrationId',
  load: (rows, context) =>
    loadPayloadMessages(rows, context, 'announcementId', (ids) => context.db.select().from(announcements).where(inArray(announcements.id, ids))),
  compose(row, { records, links, named: announcementsById }, { details }): Composed {
    const record = subjectOf(row, records);
    if (!record) return { skip: 'the registration was deleted' };
    const { registration, program } = record;
    if (registration.registrationStatus === 'cancelled') return { skip: 'the registration was cancelled' };
    const announcementId = row.payload.announcementId;
    const announcement = announcementId === undefined ? undefined : announcementsById.get(announcementId);
    if (!announcement) return { skip: 'the announcement was deleted' };
    return { type: 'customNotification', to: registration.email, ...announcementEmail(details, registration.firstName, program, announcement, links.get(row.id) ?? {}) };
  },
});
