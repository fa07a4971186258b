// The program form's Sessions editor (common/schemas/program-sessions-form.ts) and the .ics of several
// sessions (server/email/ics.ts): row messages on their inputs, the body's schedule (sessions, or SPEC's
// start fields when there are none), and one VEVENT per session with its own end.
import { describe, expect, it } from 'vitest';
import { ProgramFormSchema } from '../../common/schemas/program-form.js';
import { emptySessionRow, sessionRows } from '../../common/schemas/program-sessions-form.js';
import { buildIcsCalendar } from '../../server/email/ics.js';
import { instantOf, parseIcs } from '../helpers/ics-check.js';
import { filledProgramForm as filled, programFormMessages as messages } from '../helpers/program-form.js';

const row = (changes: Partial<ReturnType<typeof emptySessionRow>>) => ({ ...emptySessionRow(), ...changes });

describe('the Sessions editor', () => {
  it('puts each row\'s message on its input', () => {
    expect(messages(filled({ sessions: [row({}), row({ date: '2027-02-06', startTime: '18:00', endTime: '17:00' })] }))).toEqual([
      ['sessions.0.date', 'Date is required'],
      ['sessions.0.startTime', 'Start time is required'],
      ['sessions.1.endTime', 'Session end time must be after its start time'],
    ]);
  });

  it('sends the rows (with the ids of stored ones) and leaves the start to the server', () => {
    const body = ProgramFormSchema.parse(filled({
      startDate: '2027-02-06', startTime: '08:00',
      sessions: [row({ sessionId: '7', date: '2027-02-06', startTime: '08:00', venueName: ' Gym ' }), row({ date: '2027-02-13', startTime: '09:00', endTime: '12:00' })],
    }));
    expect(body.sessions).toEqual([
      { id: 7, date: '2027-02-06', startTime: '08:00', endTime: null, venueName: 'Gym', address: null },
      { date: '2027-02-13', startTime: '09:00', endTime: '12:00', venueName: null, address: null },
    ]);
  });

  it('without rows, sends SPEC\'s start (the server keeps the one session) or, without a start, no sessions at all', () => {
    const dated = ProgramFormSchema.parse(filled({ startDate: '2027-02-06', startTime: '' }));
    expect(dated).toMatchObject({ startDate: '2027-02-06', startTime: null });
    expect('sessions' in dated).toBe(false);
    expect(ProgramFormSchema.parse(filled({ startDate: '' })).sessions).toEqual([]);
  });

  it('shows a stored program\'s sessions by date then start', () => {
    const rows = sessionRows([
      { id: 2, date: '2027-02-13', startTime: '09:00', endTime: null, venueName: null, address: null },
      { id: 1, date: '2027-02-06', startTime: '18:00', endTime: '20:00', venueName: 'Gym', address: null },
    ]);
    expect(rows.map((entry) => [entry.sessionId, entry.endTime, entry.venueName])).toEqual([['1', '20:00', 'Gym'], ['2', '', '']]);
  });
});

describe('buildIcsCalendar', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  it('writes one VEVENT per session, each ending at its own end time or two hours after its start', () => {
    const text = buildIcsCalendar([
      { uid: 'a@x', startDate: '2027-02-06', startTime: '18:00', endTime: '20:30', summary: 'One', location: 'Gym, 1 Court St', now },
      { uid: 'b@x', startDate: '2027-02-13', startTime: '09:00', summary: 'Two', now },
    ], 'America/Phoenix');
    const { events } = parseIcs(text!);
    expect(events.map((event) => [instantOf(event.get('DTSTART')!).toISOString(), instantOf(event.get('DTEND')!).toISOString()])).toEqual([
      ['2027-02-07T01:00:00.000Z', '2027-02-07T03:30:00.000Z'],
      ['2027-02-13T16:00:00.000Z', '2027-02-13T18:00:00.000Z'],
    ]);
    expect(events[0]!.get('LOCATION')?.value).toBe('Gym\\, 1 Court St');
  });

  it('is null for no events or a malformed one', () => {
    expect(buildIcsCalendar([], 'America/Phoenix')).toBeNull();
    expect(buildIcsCalendar([{ uid: 'a@x', startDate: '2027-02-06', startTime: '18:00', endTime: '8pm', summary: 'One', now }], 'America/Phoenix')).toBeNull();
  });
});
