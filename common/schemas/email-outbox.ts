// The email outbox as the Email Testing Tools page shows it: counts per state and the newest messages
// (what and about which record, never an address), with a retry for failed ones.
import { z } from 'zod';
import type { Json } from '../api.js';
import { OUTBOX_STATUSES } from '../constants.js';
import { rowId, timestamp } from './fields.js';

export const OutboxCountsSchema = z.object(
  Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof OUTBOX_STATUSES)[number], z.ZodNumber>,
);
export type OutboxCounts = z.infer<typeof OutboxCountsSchema>;

export const OutboxMessageSchema = z.object({
  id: rowId(),
  /** One of common/email-templates.ts's keys (shown by its label). */
  template: z.string(),
  /** registrant, guardian or admin. */
  recipient: z.string(),
  registrationId: rowId().nullable(),
  contactId: rowId().nullable(),
  /** A waitlist message's entry (it has no registration yet). */
  waitlistEntryId: rowId().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  /** The delivery step that took it (primary, secondary, file), or why nothing was sent. */
  deliveredBy: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: timestamp(),
  sentAt: timestamp().nullable(),
});
export type OutboxMessage = Json<z.infer<typeof OutboxMessageSchema>>;
/** The server's row, dates as Date. */
export type OutboxMessageRow = z.infer<typeof OutboxMessageSchema>;

export const OutboxAnswerSchema = z.object({
  success: z.literal(true),
  counts: OutboxCountsSchema,
  messages: z.array(OutboxMessageSchema),
});
export type OutboxAnswer = Json<z.infer<typeof OutboxAnswerSchema>>;
