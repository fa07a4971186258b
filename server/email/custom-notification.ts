// SPEC's custom notification (reminders, schedule changes, announcements): a title, the message's
// paragraphs and, for a registrant, the program and their page's link. The SMTP test sends one too.
import type { CompanyDetails, EmailLinks, ProgramDetails, RenderedEmail } from './details.js';
import { layout } from './layout.js';
import { myRegistrationButton } from './link-buttons.js';
import { programRows } from './program-rows.js';

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
    rows: notification.program ? programRows(notification.program, notification.program.name, company.timeZone) : [],
  });
}
