// The admin program form's Sessions editor: rows of text as the inputs hold them, checked by the
// session input's own rules (with "... is required" messages for an empty date or start), and the rule
// that joins the editor to SPEC's Start date / Start time fields.
import { z } from 'zod';
import { bySessionStart, endsAfterStart, ProgramSessionInputSchema, ProgramSessionsInputSchema, SESSION_END_MESSAGE, type ProgramSession } from './program-sessions.js';

const Input = ProgramSessionInputSchema.shape;
const requiredText = (message: string) => z.string().trim().min(1, message);

/** One row; `sessionId` is the stored session's id ('' for a new row), so an edit keeps it. */
const SessionRowSchema = z
  .object({
    sessionId: z.string(),
    date: requiredText('Date is required').pipe(Input.date),
    startTime: requiredText('Start time is required').pipe(Input.startTime),
    endTime: Input.endTime,
    venueName: Input.venueName,
    address: Input.address,
  })
  .refine(endsAfterStart, { message: SESSION_END_MESSAGE, path: ['endTime'] })
  .transform(({ sessionId, ...session }): z.input<typeof ProgramSessionInputSchema> => (/^\d+$/.test(sessionId) ? { id: Number(sessionId), ...session } : session));

/** The rows, then the list by the input's rule (at most 50, each session once). */
export const SessionRowsSchema = z.array(SessionRowSchema).pipe(ProgramSessionsInputSchema);
export type SessionRow = z.input<typeof SessionRowSchema>;

export const emptySessionRow = (): SessionRow => ({ sessionId: '', date: '', startTime: '', endTime: '', venueName: '', address: '' });

export const sessionRows = (sessions: ProgramSession[] | undefined): SessionRow[] =>
  [...(sessions ?? [])].sort(bySessionStart).map((session) => ({
    sessionId: String(session.id), date: session.date, startTime: session.startTime,
    endTime: session.endTime ?? '', venueName: session.venueName ?? '', address: session.address ?? '',
  }));

/**
 * The body's schedule: listed sessions replace the program's (its start follows the first); with no
 * rows, SPEC's start fields decide: a start date keeps or makes the program's one session, none removes
 * every session.
 */
export function sessionsOrStart<Body extends { sessions: z.output<typeof SessionRowsSchema>; startDate?: string | null }>(
  { sessions, ...body }: Body,
): Omit<Body, 'sessions'> & { sessions?: Body['sessions'] } {
  return sessions.length > 0 || !body.startDate ? { ...body, sessions } : body;
}
