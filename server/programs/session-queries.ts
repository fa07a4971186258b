// A program's sessions (issue 16): read for many programs in one query, and written with the program in
// its transaction. The program's startDate/startTime always follow the first session: given sessions set
// them, and SPEC's own fields (startDate, startTime, venue, address) keep a program of at most one
// session in step with that session.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  bySessionStart, oneSession, type ProgramSession, type ProgramSessionInput,
} from '../../common/schemas/program-sessions.js';
import type { Db, Tx } from '../kernel/db/client.js';
import type { programs } from './tables.js';
import { programSessions } from './tables.js';
import { invalid } from '../kernel/refusals.js';

type ProgramRow = typeof programs.$inferSelect;


/** What a program's row holds of its schedule, and SPEC's fields that shape its one session. */
type ScheduleFields = Partial<Pick<ProgramRow, 'startDate' | 'startTime' | 'location' | 'locationName'>> & { sessions?: ProgramSessionInput[] };

const COLUMNS = {
  id: programSessions.id, programId: programSessions.programId, date: programSessions.date, startTime: programSessions.startTime,
  endTime: programSessions.endTime, venueName: programSessions.venueName, address: programSessions.address,
};

/** Each program's sessions, by date then start, in one query. */
export async function sessionsOf(executor: Db | Tx, programIds: number[]): Promise<Map<number, ProgramSession[]>> {
  const byProgram = new Map<number, ProgramSession[]>(programIds.map((id) => [id, []]));
  if (programIds.length === 0) return byProgram;
  const rows = await executor
    .select(COLUMNS)
    .from(programSessions)
    .where(inArray(programSessions.programId, programIds))
    .orderBy(asc(programSessions.programId), asc(programSessions.date), asc(programSessions.startTime), asc(programSessions.id));
  for (const { programId, ...session } of rows) byProgram.get(programId)?.push(session);
  return byProgram;
}

/** The program's start that the given sessions set (none given: nothing changes). */
export function startOf(sessions: ProgramSessionInput[] | undefined): Pick<ProgramRow, 'startDate' | 'startTime'> | Record<string, never> {
  if (!sessions) return {};
  const [first] = [...sessions].sort(bySessionStart);
  return { startDate: first?.date ?? null, startTime: first?.startTime ?? null };
}

const sessionValues = (session: ProgramSessionInput) => ({
  date: session.date, startTime: session.startTime, endTime: session.endTime ?? null, venueName: session.venueName ?? null, address: session.address ?? null,
});

const sameValues = (a: ReturnType<typeof sessionValues>, b: ReturnType<typeof sessionValues>) =>
  a.date === b.date && a.startTime === b.startTime && a.endTime === b.endTime && a.venueName === b.venueName && a.address === b.address;

/**
 * Makes the program's sessions the given list. A session given with its id is changed in place; one
 * without an id keeps the id of an unclaimed session at the same date and start (so attendance and
 * reminders, which hang on session ids, survive an edit); the rest are inserted, and sessions left out
 * are deleted.
 */
async function replaceSessions(tx: Tx, programId: number, given: ProgramSessionInput[]) {
  const existing = await tx.select(COLUMNS).from(programSessions).where(eq(programSessions.programId, programId)).for('update');
  const unclaimed = new Map(existing.map((session) => [session.id, session]));
  const updates: { id: number; values: ReturnType<typeof sessionValues> }[] = [];
  const inserts: ReturnType<typeof sessionValues>[] = [];
  given.forEach((session, index) => {
    if (session.id === undefined) return;
    if (!unclaimed.has(session.id)) {
      const message = `Session ${session.id} is not one of this program's sessions`;
      throw invalid(message, { [`sessions.${index}.id`]: message });
    }
    unclaimed.delete(session.id);
    updates.push({ id: session.id, values: sessionValues(session) });
  });
  for (const session of given) {
    if (session.id !== undefined) continue;
    const values = sessionValues(session);
    const same = [...unclaimed.values()].find((old) => old.date === values.date && old.startTime === values.startTime);
    if (same) {
      unclaimed.delete(same.id);
      updates.push({ id: same.id, values });
    } else {
      inserts.push(values);
    }
  }
  const before = new Map(existing.map((session) => [session.id, session]));
  for (const { id, values } of updates) {
    const old = before.get(id);
    if (old && sameValues(values, { date: old.date, startTime: old.startTime, endTime: old.endTime, venueName: old.venueName, address: old.address })) continue;
    await tx.update(programSessions).set(values).where(and(eq(programSessions.id, id), eq(programSessions.programId, programId)));
  }
  if (unclaimed.size > 0) await tx.delete(programSessions).where(inArray(programSessions.id, [...unclaimed.keys()]));
  if (inserts.length > 0) await tx.insert(programSessions).values(inserts.map((values) => ({ programId, ...values })));
}

/** SPEC's fields as the program's one session: its start, venue and address (none without a start date). */
async function keepOneSession(tx: Tx, row: ProgramRow, existing: ProgramSession[]) {
  const [only] = existing;
  if (!row.startDate) {
    if (only) await tx.delete(programSessions).where(eq(programSessions.programId, row.id));
    return;
  }
  const values = oneSession({ ...row, startDate: row.startDate });
  if (only) await tx.update(programSessions).set(values).where(eq(programSessions.id, only.id));
  else await tx.insert(programSessions).values({ programId: row.id, ...values });
}

/**
 * After the program's row was written with `fields` (and `startOf(fields.sessions)`): given sessions
 * replace the list; otherwise SPEC's fields, when given, shape a program of at most one session. A
 * program of several sessions has its start from them: a different startDate or startTime is refused.
 */
export async function saveSessions(tx: Tx, row: ProgramRow, fields: ScheduleFields): Promise<ProgramSession[]> {
  if (fields.sessions) {
    await replaceSessions(tx, row.id, fields.sessions);
    return (await sessionsOf(tx, [row.id])).get(row.id) ?? [];
  }
  const touched = (['startDate', 'startTime', 'location', 'locationName'] as const).some((key) => fields[key] !== undefined);
  const existing = (await sessionsOf(tx, [row.id])).get(row.id) ?? [];
  if (!touched) return existing;
  const [first] = existing;
  if (existing.length > 1 && first) {
    const moved = (fields.startDate !== undefined && row.startDate !== first.date) || (fields.startTime !== undefined && row.startTime !== first.startTime);
    if (moved) {
      const message = `This program has ${existing.length} sessions: its start follows the first session, so change the sessions instead`;
      throw invalid(message, { [fields.startDate !== undefined ? 'startDate' : 'startTime']: message });
    }
    return existing;
  }
  await keepOneSession(tx, row, existing);
  return (await sessionsOf(tx, [row.id])).get(row.id) ?? [];
}
