// A program's roll call (issue 16) as the admin API answers it (GET /api/programs/{id}/attendance) and
// one mark as staff save it (PUT /api/attendance).
import { z } from 'zod';
import { ATTENDANCE_STATUSES, PAYMENT_STATUSES } from '../constants.js';
import type { Json } from '../api.js';
import { rowId } from './fields.js';

const wholeId = (label: string) =>
  z.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).positive(`${label} must be a whole number`)
    .max(2_147_483_647, `${label} must be a whole number`);

const STATUS_MESSAGE = `Status must be one of ${ATTENDANCE_STATUSES.join(', ')}, or null to clear the mark`;

/** PUT /api/attendance: `status: null` clears the mark. */
export const SaveAttendanceSchema = z.object({
  registrationId: wholeId('Registration'),
  sessionId: wholeId('Session'),
  status: z.enum(ATTENDANCE_STATUSES, { error: STATUS_MESSAGE }).nullable(),
});
export type SaveAttendance = z.infer<typeof SaveAttendanceSchema>;

export const AttendanceMarkSchema = z.object({ registrationId: rowId(), sessionId: rowId(), status: z.enum(ATTENDANCE_STATUSES) });

const count = () => z.number().int().min(0);

export const AttendanceGridSchema = z.object({
  program: z.object({ id: rowId(), name: z.string() }),
  /** By date, then start time. */
  sessions: z.array(z.object({
    id: rowId(), date: z.string(), startTime: z.string(), endTime: z.string().nullable(), venueName: z.string().nullable(),
    /** Issue 27: attendance can be marked (the session starts within a day, or has started). */
    markable: z.boolean(),
  })),
  /** The registrations that are not cancelled, by last name then first name. */
  registrants: z.array(z.object({ id: rowId(), name: z.string(), paymentStatus: z.enum(PAYMENT_STATUSES) })),
  marks: z.array(AttendanceMarkSchema),
  sessionTotals: z.array(z.object({ sessionId: rowId(), present: count(), absent: count(), excused: count(), unmarked: count() })),
  registrantTotals: z.array(z.object({
    registrationId: rowId(), sessions: count(), present: count(), absent: count(), excused: count(), percent: count(),
  })),
  /** The certification the program grants, its attendance rule and who meets it; null when it grants none. */
  certification: z.object({
    name: z.string(),
    level: z.string(),
    minAttendancePercent: count(),
    /** Registration ids whose percent at sessions already started reaches the minimum (what issuing counts). */
    meeting: z.array(rowId()),
  }).nullable(),
});
export type AttendanceGrid = Json<z.infer<typeof AttendanceGridSchema>>;
