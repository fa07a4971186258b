// Attendance: one mark per registration and session (issue 16).
import { index, integer, pgEnum, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { ATTENDANCE_STATUSES } from '../../common/constants.js';
import { ownedBy } from '../kernel/db/columns.js';
import { registrations } from '../registrations/index.js';
import { programSessions } from '../programs/index.js';

export const attendanceStatus = pgEnum('attendance_status', ATTENDANCE_STATUSES);

// The key both tables start with: one registration at one of its program's sessions.
const registrationAtSession = () => ({
  registrationId: ownedBy('registration_id', () => registrations.id),
  sessionId: ownedBy('session_id', () => programSessions.id),
});

/** A registrant's roll call for one session. */
export const attendance = pgTable(
  'attendance',
  {
    ...registrationAtSession(),
    status: attendanceStatus('status').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.sessionId] }), index('attendance_session_idx').on(table.sessionId)],
);

/** Which reminders went out: each (registration, session, days before) once. */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    ...registrationAtSession(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.sessionId, table.daysBefore] })],
);

export type AttendanceRow = typeof attendance.$inferSelect;
