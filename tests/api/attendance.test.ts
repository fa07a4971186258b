// Roll call (issue 16): GET /api/programs/{id}/attendance and PUT /api/attendance. Marks are set,
// changed and cleared; the totals per session and per registrant and the certification's rule follow;
// a session of another program, a cancelled registration and bad input are refused; admins only.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceGrid } from '../../common/schemas/attendance.js';
import { registrations } from '../../server/registrations/tables.js';
import { attendance } from '../../server/attendance/tables.js';
import { programCertifications, programSessions } from '../../server/programs/tables.js';
import { testAppSession } from '../helpers/app.js';
import { register } from '../helpers/registrations.js';

// After every session of the file (issue 27: attendance is marked from a day before a session, not earlier).
const AFTER_THE_SESSIONS = new Date('2030-06-01T19:00:00Z');
let clock = AFTER_THE_SESSIONS;
const t = testAppSession({ now: () => clock });

let serial = 0;
async function createProgram(name: string): Promise<number> {
  const response = await t.admin('POST', '/api/programs', { name, description: 'A clinic that takes attendance.', duration: '3 weeks' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

/** Sessions inserted directly (the sessions editor is another part of issue 16), in the order given. */
async function addSessions(programId: number, dates: string[]): Promise<number[]> {
  const rows = await t.db.insert(programSessions).values(dates.map((date) => ({ programId, date, startTime: '18:00', endTime: '20:00', venueName: 'Downtown Gym' })))
    .returning({ id: programSessions.id });
  return rows.map((row) => row.id);
}

const enrol = async (programId: number, firstName: string, lastName: string) =>
  (await register((options) => t.app.inject(options), { programId, firstName, lastName, email: `person${++serial}@example.com` })).id;

const grid = async (programId: number): Promise<AttendanceGrid> => {
  const response = await t.admin('GET', `/api/programs/${programId}/attendance`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().data as AttendanceGrid;
};

const mark = (registrationId: number, sessionId: number, status: string | null) => t.admin('PUT', '/api/attendance', { registrationId, sessionId, status });

let program: number;
let other: number;
let sessions: number[];
let otherSession: number;
let [ana, ben, cal, dee] = [0, 0, 0, 0];

beforeAll(async () => {
  program = await createProgram('Spring Mechanics Clinic');
  other = await createProgram('Summer Camp Clinic');
  // Inserted out of order: the grid lists them by date, then start time.
  sessions = await addSessions(program, ['2030-03-08', '2030-03-01', '2030-03-15', '2030-03-22']);
  sessions = [sessions[1]!, sessions[0]!, sessions[2]!, sessions[3]!];
  [otherSession] = await addSessions(other, ['2030-04-01']) as [number];
  ben = await enrol(program, 'Ben', 'Zimmer');
  ana = await enrol(program, 'Ana', 'Alvarez');
  cal = await enrol(program, 'Cal', 'Moreno');
  dee = await enrol(program, 'Dee', 'Cancelled');
  await t.db.update(registrations).set({ registrationStatus: 'cancelled' }).where(eq(registrations.id, dee));
});

describe('GET /api/programs/{id}/attendance', () => {
  it('lists the program, its sessions by date, the registrants who did not cancel by last name, and no marks yet', async () => {
    const answer = await grid(program);
    expect(answer.program).toEqual({ id: program, name: 'Spring Mechanics Clinic' });
    expect(answer.sessions.map((session) => session.id)).toEqual(sessions);
    expect(answer.sessions[0]).toEqual({ id: sessions[0], date: '2030-03-01', startTime: '18:00', endTime: '20:00', venueName: 'Downtown Gym', markable: true });
    expect(answer.registrants).toEqual([
      { id: ana, name: 'Ana Alvarez', paymentStatus: 'pending' },
      { id: cal, name: 'Cal Moreno', paymentStatus: 'pending' },
      { id: ben, name: 'Ben Zimmer', paymentStatus: 'pending' },
    ]);
    expect(answer.marks).toEqual([]);
    expect(answer.sessionTotals[0]).toEqual({ sessionId: sessions[0], present: 0, absent: 0, excused: 0, unmarked: 3 });
    expect(answer.registrantTotals.find((row) => row.registrationId === ana)).toEqual({ registrationId: ana, sessions: 4, present: 0, absent: 0, excused: 0, percent: 0 });
    expect(answer.certification).toBeNull();
  });

  it('answers a program without sessions or registrants with empty lists', async () => {
    const empty = await createProgram('Empty Gym Clinic');
    const answer = await grid(empty);
    expect(answer).toMatchObject({ sessions: [], registrants: [], marks: [], sessionTotals: [], registrantTotals: [], certification: null });
  });

  it('is a 404 for a program that does not exist and a 400 for an id that is not one', async () => {
    expect((await t.admin('GET', '/api/programs/999999/attendance')).json()).toEqual({ success: false, message: 'Program not found' });
    expect((await t.admin('GET', '/api/programs/abc/attendance')).statusCode).toBe(400);
  });
});

describe('PUT /api/attendance', () => {
  it('marks, changes and clears a mark, and the totals follow', async () => {
    let response = await mark(ana, sessions[0]!, 'present');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { registrationId: ana, sessionId: sessions[0], status: 'present' } });
    await mark(ana, sessions[1]!, 'present');
    await mark(ana, sessions[2]!, 'absent');
    await mark(ben, sessions[0]!, 'excused');
    await mark(cal, sessions[0]!, 'absent');
    // Changed: one row per (registration, session), the last status wins.
    await mark(cal, sessions[0]!, 'present');

    let answer = await grid(program);
    expect(answer.marks).toHaveLength(5);
    expect(answer.marks).toContainEqual({ registrationId: cal, sessionId: sessions[0], status: 'present' });
    expect(answer.sessionTotals[0]).toEqual({ sessionId: sessions[0], present: 2, absent: 0, excused: 1, unmarked: 0 });
    expect(answer.sessionTotals[2]).toEqual({ sessionId: sessions[2], present: 0, absent: 1, excused: 0, unmarked: 2 });
    expect(answer.registrantTotals.find((row) => row.registrationId === ana)).toMatchObject({ present: 2, absent: 1, excused: 0, percent: 50 });

    response = await mark(ana, sessions[2]!, null);
    expect(response.json().data).toEqual({ registrationId: ana, sessionId: sessions[2], status: null });
    const rows = await t.db.select().from(attendance).where(eq(attendance.registrationId, ana));
    expect(rows.map((row) => row.sessionId).sort()).toEqual([sessions[0], sessions[1]].sort());
    answer = await grid(program);
    expect(answer.sessionTotals[2]).toEqual({ sessionId: sessions[2], present: 0, absent: 0, excused: 0, unmarked: 3 });
    expect(answer.registrantTotals.find((row) => row.registrationId === ana)).toMatchObject({ present: 2, absent: 0, percent: 50 });

    // Clearing a mark that is not there is no error.
    expect((await mark(ana, sessions[3]!, null)).statusCode).toBe(200);
  });

  it("shows who meets the certification's attendance rule", async () => {
    await t.db.insert(programCertifications).values({ programId: program, name: 'Level 1 Official', level: 'Level 1', validityMonths: 24, minAttendancePercent: 75 });
    let answer = await grid(program);
    expect(answer.certification).toEqual({ name: 'Level 1 Official', level: 'Level 1', minAttendancePercent: 75, meeting: [] });
    await mark(ana, sessions[2]!, 'present');
    answer = await grid(program);
    expect(answer.registrantTotals.find((row) => row.registrationId === ana)?.percent).toBe(75);
    expect(answer.certification?.meeting).toEqual([ana]);
    // Excused does not count as present.
    await mark(ana, sessions[2]!, 'excused');
    expect((await grid(program)).certification?.meeting).toEqual([]);
  });

  it('refuses a session of another program, a cancelled registration and records that do not exist', async () => {
    let response = await mark(ana, otherSession, 'present');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'This session belongs to another program' });
    response = await mark(dee, sessions[0]!, 'present');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'This registration is cancelled: its attendance cannot be marked' });
    expect((await mark(999_999, sessions[0]!, 'present')).json()).toEqual({ success: false, message: 'Registration not found' });
    expect((await mark(ana, 999_999, 'present')).json()).toEqual({ success: false, message: 'Session not found' });
    expect(await t.db.select().from(attendance).where(eq(attendance.registrationId, dee))).toEqual([]);
  });

  it('refuses a mark for a session that starts more than a day from now (issue 27); a mark may still be cleared', async () => {
    const last = sessions[3]!; // 2030-03-22 at 18:00 in Phoenix (01:00 UTC the next day)
    try {
      clock = new Date('2030-03-22T00:59:00Z'); // one minute more than 24 hours before it
      let answer = await grid(program);
      expect(answer.sessions.map((session) => session.markable)).toEqual([true, true, true, false]);
      const refused = await mark(cal, last, 'present');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, message: 'This session starts more than a day from now: attendance can be marked from 24 hours before it starts' });
      expect(await t.db.select().from(attendance).where(eq(attendance.sessionId, last))).toEqual([]);

      clock = new Date('2030-03-22T01:00:00Z'); // exactly 24 hours before
      answer = await grid(program);
      expect(answer.sessions.map((session) => session.markable)).toEqual([true, true, true, true]);
      expect((await mark(cal, last, 'present')).statusCode).toBe(200);
      // A "present" ahead of the session is a roll-call mark, not yet attendance the certification counts.
      await t.db.update(programCertifications).set({ minAttendancePercent: 50 }).where(eq(programCertifications.programId, program));
      answer = await grid(program);
      expect(answer.registrantTotals.find((row) => row.registrationId === cal)).toMatchObject({ present: 2, percent: 50 });
      expect(answer.certification?.meeting).not.toContain(cal);
      clock = new Date('2030-03-23T01:00:00Z'); // the session has started
      expect((await grid(program)).certification?.meeting).toContain(cal);

      clock = new Date('2030-03-20T19:00:00Z');
      expect((await mark(cal, last, 'absent')).statusCode).toBe(409);
      expect((await mark(cal, last, null)).statusCode).toBe(200);
      expect(await t.db.select().from(attendance).where(eq(attendance.sessionId, last))).toEqual([]);
    } finally {
      clock = AFTER_THE_SESSIONS;
      await t.db.update(programCertifications).set({ minAttendancePercent: 75 }).where(eq(programCertifications.programId, program));
    }
  });

  it('refuses bad input with the field and its message', async () => {
    let response = await mark(ana, sessions[0]!, 'late');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ status: 'Status must be one of present, absent, excused, or null to clear the mark' });
    response = await t.admin('PUT', '/api/attendance', { registrationId: 'x', sessionId: 0, status: 'present' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ registrationId: 'Registration must be a whole number', sessionId: 'Session must be a whole number' });
    response = await t.admin('PUT', '/api/attendance', { registrationId: ana, sessionId: sessions[0] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('status');
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/programs/${program}/attendance` })).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'PUT', url: '/api/attendance', payload: { registrationId: ana, sessionId: sessions[0], status: 'absent' } });
    expect(response.statusCode).toBe(401);
    expect((await grid(program)).marks).toContainEqual({ registrationId: ana, sessionId: sessions[0], status: 'present' });
  });
});
