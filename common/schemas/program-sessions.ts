// A program's sessions (issue 16): the meetings it is made of, each with its date, times and venue. The
// first (by date, then start) is the program's startDate/startTime (SPEC's fields stay in its JSON).
import { z } from 'zod';
import { isTime24h } from '../calendar/days.js';
import { MAX, isoDate, nullableText, optionalTime24h } from './fields.js';

export const MAX_SESSIONS = 50;
/**
 * A session needs a start time; a program dated without one (SPEC allows it) gets this placeholder,
 * as migration 0007 gave existing programs. The program's own startTime stays null.
 */
export const PLACEHOLDER_START = '09:00';
export const SESSION_END_MESSAGE = 'Session end time must be after its start time';
export const SESSION_START_REQUIRED = 'Session start time is required';
const TIME_MESSAGE = 'Session start time must be in HH:MM (24-hour) format';

/** A session as the API returns it (in the program's `sessions`, ordered by date then start). */
export const ProgramSessionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  venueName: z.string().nullable(),
  address: z.string().nullable(),
});
export type ProgramSession = z.infer<typeof ProgramSessionSchema>;

/** Whether the end (if any) comes after the start; HH:MM strings compare as times (a malformed one has its own message). */
export const endsAfterStart = ({ startTime, endTime }: { startTime?: string | null; endTime?: string | null }) =>
  !startTime || !endTime || !isTime24h(startTime) || !isTime24h(endTime) || endTime > startTime;

/**
 * A session as given: `id` names one of the program's sessions to change in place (its attendance
 * stays with it); without one, the session is new (or the unchanged one at the same date and start).
 */
export const ProgramSessionInputSchema = z
  .object({
    id: z.number({ error: 'Session id must be a number' }).int('Session id must be a whole number').positive('Session id must be a whole number').optional(),
    date: isoDate('Session date'),
    startTime: z
      .string({ error: (issue) => (issue.input == null ? SESSION_START_REQUIRED : TIME_MESSAGE) })
      .trim()
      .min(1, SESSION_START_REQUIRED)
      .refine(isTime24h, TIME_MESSAGE),
    endTime: optionalTime24h('Session end time'),
    venueName: nullableText(MAX.line, 'Session venue'),
    address: nullableText(MAX.line, 'Session address'),
  })
  .refine(endsAfterStart, { message: SESSION_END_MESSAGE, path: ['endTime'] });
export type ProgramSessionInput = z.output<typeof ProgramSessionInputSchema>;

export const ProgramSessionsInputSchema = z
  .array(ProgramSessionInputSchema, { error: 'Sessions must be a list' })
  .max(MAX_SESSIONS, `A program can have at most ${MAX_SESSIONS} sessions`)
  .refine((list) => {
    const ids = list.flatMap((session) => (session.id ? [session.id] : []));
    return new Set(ids).size === ids.length;
  }, 'A session can be listed only once');

/** Date, then start: the order the API answers in and the first session is the program's start. */
export const bySessionStart = (a: Pick<ProgramSession, 'date' | 'startTime'>, b: Pick<ProgramSession, 'date' | 'startTime'>) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);

/** SPEC's fields of a dated program as its one session (its start, venue and address). */
export const oneSession = (program: { startDate: string; startTime?: string | null; locationName?: string | null; location?: string | null }) => ({
  date: program.startDate, startTime: program.startTime ?? PLACEHOLDER_START, venueName: program.locationName ?? null, address: program.location ?? null,
});
