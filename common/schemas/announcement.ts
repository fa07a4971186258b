// A custom notification staff send to a program's registrants (SPEC's custom notifications: schedule
// changes and announcements, issue 16): the body of the preview and of the send, and their answers.
import { z } from 'zod';
import { ANNOUNCEMENT_KINDS } from '../constants.js';
import { oneOf, requiredText } from './fields.js';

export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_MESSAGE_MAX = 5000;

export const AnnouncementInputSchema = z.object({
  kind: oneOf(ANNOUNCEMENT_KINDS, 'Kind'),
  subject: requiredText(1, 'Subject is required', ANNOUNCEMENT_SUBJECT_MAX, 'Subject'),
  message: requiredText(1, 'Message is required', ANNOUNCEMENT_MESSAGE_MAX, 'Message'),
});
export type AnnouncementInput = z.infer<typeof AnnouncementInputSchema>;

/** The email as one registrant would get it, and how many would get it. */
export const AnnouncementPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  recipients: z.number().int(),
});
export type AnnouncementPreview = z.infer<typeof AnnouncementPreviewSchema>;

export const AnnouncementSentSchema = z.object({
  id: z.number().int(),
  recipients: z.number().int(),
});
export type AnnouncementSent = z.infer<typeof AnnouncementSentSchema>;
