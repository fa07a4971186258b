// A staff announcement to a program's registrants (issue 16; SPEC's custom notification), with the
// registrant's page link. The row's subject is the registration; its payload names the announcement.
import { inArray } from 'drizzle-orm';
import { announcementEmail } from '../attendance/index.js';
import { defineEmailKind, payloadIds, subjectOf, type Composed } from '../email/index.js';
import { loadRegistrationRecords, MY_PAGE, mintMessageLinks } from '../registrations/index.js';
import { announcements, type Announcement } from './tables.js';

export const ANNOUNCEMENT_TEMPLATE = 'announcement';

export const announcementMessages = defineEmailKind({
  templates: [ANNOUNCEMENT_TEMPLATE],
  subject: 'registrationId',
  async load(rows, context) {
    const ids = payloadIds(rows, 'announcementId');
    const [records, found] = await Promise.all([
      loadRegistrationRecords(context.db, rows),
      ids.length === 0 ? [] : context.db.select().from(announcements).where(inArray(announcements.id, ids)),
    ]);
    const links = await mintMessageLinks(rows, records, () => MY_PAGE, context);
    return { records, links, announcementsById: new Map<number, Announcement>(found.map((announcement) => [announcement.id, announcement])) };
  },
  compose(row, { records, links, announcementsById }, { details }): Composed {
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
