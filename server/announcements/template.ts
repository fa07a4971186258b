// The announcement's message: SPEC's custom notification to one registrant, with the link to their page.
import { customNotification, type CompanyDetails, type EmailLinks, type NotificationKind, type ProgramDetails, type RenderedEmail } from '../email/index.js';

export interface AnnouncementFacts {
  kind: NotificationKind;
  subject: string;
  message: string;
}

export function announcementEmail(company: CompanyDetails, recipientName: string, program: ProgramDetails | null, announcement: AnnouncementFacts, links: EmailLinks): RenderedEmail {
  return customNotification(company, { ...announcement, recipientName, program, links });
}
