// A program's sessions (issue 16, point 2): given through the program's create and update, answered in
// its JSON by date then start, the first one always the program's startDate/startTime; SPEC's start
// fields keep a program of at most one session in step; ids survive an edit (attendance hangs on them);
// the .ics of the emails and of the registrant's page has one VEVENT per session, and the page lists them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../server/attendance/tables.js';
import { programSessions } from '../../server/programs/tables.js';
import type { TestApp } from '../helpers/app.js';
import { instantOf, parseIcs } from '../helpers/ics-check.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { register } from '../helpers/registrations.js';
import type { TestSmtpServer } from '../helpers/smtp-server.js';
import { stripeEvent, webhookSender } from '../helpers/stripe-events.js';

let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  mailing = await startMailingApp({ withSite: true, env: { SITE_URL: 'https://refs.example.org' } });
  ({ smtp, t } = mailing);
});
afterAll(() => mailing?.close());

interface Session { id: number; date: string; startTime: string; endTime: string | null; venueName: string | null; address: string | null }
interface ProgramJson { id: number; startDate: string | null; startTime: string | null; sessions: Session[] }

const THREE = [
  { date: '2027-02-13', startTime: '09:00', endTime: '12:00', venueName: 'North Gym', address: '10 N 1st Ave, Phoenix, AZ' },
  { date: '2027-02-06', startTime: '18:30', endTime: '21:00', venueName: 'Desert Gym', address: '1 Court St, Phoenix, AZ' },
  { date: '2027-02-06', startTime: '08:00', endTime: null, venueName: null, address: null },
];

const program = (overrides: Record<string, unknown> = {}) => ({
  name: 'Weekend Mechanics Series',
  description: 'Three sessions of floor mechanics and film review.',
  duration: '3 sessions',
  locationName: 'Main Venue',
  location: '500 Main St, Phoenix, AZ',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<ProgramJson> {
  const response = await t.admin('POST', '/api/programs', program(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
async function update(id: number, body: object): Promise<ProgramJson> {
  const response = await t.admin('PUT', `/api/programs/${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const reread = async (id: number): Promise<ProgramJson> => (await t.admin('GET', `/api/programs/${id}`)).json().data;
const storedSessions = (programId: number) => t.db.select().from(programSessions).where(eq(programSessions.programId, programId));
const startOf = (json: ProgramJson) => ({ startDate: json.startDate, startTime: json.startTime });
const withoutIds = (sessions: Session[]) => sessions.map(({ id: _id, ...session }) => session);

/** The 400 answer's field errors for a create with these sessions. */
async function errorsFor(sessions: unknown): Promise<Record<string, string>> {
  const response = await t.admin('POST', '/api/programs', program({ sessions }));
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().success).toBe(false);
  return response.json().errors;
}

describe('sessions in the program\'s JSON', () => {
  it('creates a program with its sessions, answers them by date then start, and takes its start from the first', async () => {
    const created = await create({ sessions: THREE, startDate: '2030-01-01', startTime: '07:00' });
    const ordered = [THREE[2], THREE[1], THREE[0]];
    expect(withoutIds(created.sessions)).toEqual(ordered);
    // Given sessions win over startDate/startTime sent beside them.
    expect(startOf(created)).toEqual({ startDate: '2027-02-06', startTime: '08:00' });

    const again = await reread(created.id);
    expect(again.sessions).toEqual(created.sessions);
    expect(startOf(again)).toEqual({ startDate: '2027-02-06', startTime: '08:00' });
    expect((await storedSessions(created.id)).length).toBe(3);
    // The list carries every program's sessions too (read in one query beside the features).
    const listed = ((await t.admin('GET', '/api/programs')).json().data as ProgramJson[]).find((entry) => entry.id === created.id);
    expect(listed?.sessions).toEqual(created.sessions);
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/programs' })).json().data as ProgramJson[];
    expect(publicList.every((entry) => Array.isArray(entry.sessions))).toBe(true);
  });

  it('refuses bad sessions with a message on the session\'s field', async () => {
    const one = THREE[0]!;
    expect(await errorsFor([{ ...one, endTime: '08:59' }])).toEqual({ 'sessions.0.endTime': 'Session end time must be after its start time' });
    expect(await errorsFor([one, { ...one, startTime: '10:00', endTime: '10:00' }])).toEqual({ 'sessions.1.endTime': 'Session end time must be after its start time' });
    expect(await errorsFor([{ date: '2027-02-06' }])).toEqual({ 'sessions.0.startTime': 'Session start time is required' });
    expect(await errorsFor([{ ...one, startTime: '9am' }])).toEqual({ 'sessions.0.startTime': 'Session start time must be in HH:MM (24-hour) format' });
    expect(await errorsFor([{ ...one, date: '2027-02-30' }])).toEqual({ 'sessions.0.date': 'Session date must be a valid date in YYYY-MM-DD format' });
    expect(await errorsFor([{ ...one, endTime: '25:00' }])).toEqual({ 'sessions.0.endTime': 'Session end time must be in HH:MM (24-hour) format' });
    expect(await errorsFor([{ ...one, venueName: 'x'.repeat(301) }])).toEqual({ 'sessions.0.venueName': 'Session venue must be at most 300 characters' });
    expect(await errorsFor(Array.from({ length: 51 }, (_, day) => ({ date: `2027-03-${String((day % 28) + 1).padStart(2, '0')}`, startTime: '09:00' }))))
      .toEqual({ sessions: 'A program can have at most 50 sessions' });
    expect(await errorsFor('Saturday')).toEqual({ sessions: 'Sessions must be a list' });
    expect(await errorsFor([{ ...one, id: 0 }])).toEqual({ 'sessions.0.id': 'Session id must be a whole number' });

    const created = await create({ sessions: [one] });
    const [only] = created.sessions;
    const twice = await t.admin('PUT', `/api/programs/${created.id}`, { sessions: [{ ...one, id: only!.id }, { ...one, id: only!.id }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ sessions: 'A session can be listed only once' });
    // Another program's session is not this one's to change.
    const other = await create({ sessions: [THREE[1]] });
    const foreign = await t.admin('PUT', `/api/programs/${created.id}`, { sessions: [{ ...one, id: other.sessions[0]!.id }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ success: false, message: `Session ${other.sessions[0]!.id} is not one of this program's sessions` });
    expect((await reread(created.id)).sessions).toEqual(created.sessions);
    expect((await reread(other.id)).sessions).toEqual(other.sessions);
  });
});

describe('editing sessions', () => {
  it('keeps the ids (and the attendance on them) of the sessions an edit keeps, deletes the left-out ones and adds the new', async () => {
    const created = await create({ sessions: THREE });
    const [early, evening, later] = created.sessions as [Session, Session, Session];
    const registration = await register(t.app.inject.bind(t.app), { programId: created.id, email: `ids-${randomBytes(4).toString('hex')}@example.com` });
    await t.db.insert(attendance).values([
      { registrationId: registration.id, sessionId: evening.id, status: 'present' },
      { registrationId: registration.id, sessionId: later.id, status: 'absent' },
    ]);

    const edited = await update(created.id, {
      sessions: [
        // Changed in place by its id: a new venue and a later date.
        { id: evening.id, date: '2027-02-07', startTime: '18:30', endTime: '21:30', venueName: 'West Gym', address: null },
        // No id, but the same date and start as a stored one: still that session.
        { date: early.date, startTime: early.startTime, endTime: '10:00' },
        // New.
        { date: '2027-02-20', startTime: '09:00', venueName: 'South Gym' },
      ],
    });
    expect(edited.sessions.map((session) => session.id)).toEqual([early.id, evening.id, expect.any(Number)]);
    expect(edited.sessions[2]!.id).not.toBe(later.id);
    expect(withoutIds(edited.sessions)).toEqual([
      { date: '2027-02-06', startTime: '08:00', endTime: '10:00', venueName: null, address: null },
      { date: '2027-02-07', startTime: '18:30', endTime: '21:30', venueName: 'West Gym', address: null },
      { date: '2027-02-20', startTime: '09:00', endTime: null, venueName: 'South Gym', address: null },
    ]);
    const marks = await t.db.select().from(attendance).where(eq(attendance.registrationId, registration.id));
    expect(marks.map((mark) => [mark.sessionId, mark.status])).toEqual([[evening.id, 'present']]);
    expect((await storedSessions(created.id)).map((session) => session.id).sort((a, b) => a - b)).toEqual(edited.sessions.map((session) => session.id).sort((a, b) => a - b));
  });

  it('always has the first session\'s date and start as the program\'s, and none without sessions', async () => {
    const created = await create({ sessions: THREE });
    const moved = await update(created.id, { sessions: [{ ...THREE[0] }, { date: '2027-01-30', startTime: '13:15' }] });
    expect(startOf(moved)).toEqual({ startDate: '2027-01-30', startTime: '13:15' });
    expect(startOf(await reread(created.id))).toEqual({ startDate: '2027-01-30', startTime: '13:15' });

    // A change of anything else leaves the sessions and the start alone.
    const renamed = await update(created.id, { name: 'Renamed Mechanics Series', locationName: 'Elsewhere' });
    expect(renamed.sessions).toEqual(moved.sessions);
    expect(startOf(renamed)).toEqual(startOf(moved));

    // Several sessions: the start follows them, so a different one is refused (the same one is fine).
    const refused = await t.admin('PUT', `/api/programs/${created.id}`, { startDate: '2027-05-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ startDate: 'This program has 2 sessions: its start follows the first session, so change the sessions instead' });
    expect((await t.admin('PUT', `/api/programs/${created.id}`, { startDate: '2027-01-30', startTime: '13:15' })).statusCode).toBe(200);
    expect(startOf(await reread(created.id))).toEqual({ startDate: '2027-01-30', startTime: '13:15' });

    const emptied = await update(created.id, { sessions: [] });
    expect(emptied.sessions).toEqual([]);
    expect(startOf(emptied)).toEqual({ startDate: null, startTime: null });
    expect(await storedSessions(created.id)).toEqual([]);
  });
});

describe('SPEC\'s startDate and startTime without sessions', () => {
  it('make, move and remove the program\'s one session, with its venue and address', async () => {
    const created = await create({ startDate: '2027-04-10', startTime: '10:00' });
    expect(withoutIds(created.sessions)).toEqual([{ date: '2027-04-10', startTime: '10:00', endTime: null, venueName: 'Main Venue', address: '500 Main St, Phoenix, AZ' }]);
    const [only] = created.sessions as [Session];

    const moved = await update(created.id, { startDate: '2027-04-17', startTime: '11:30', locationName: 'New Venue' });
    expect(moved.sessions).toEqual([{ ...only, date: '2027-04-17', startTime: '11:30', venueName: 'New Venue' }]);
    expect(startOf(moved)).toEqual({ startDate: '2027-04-17', startTime: '11:30' });

    // The time cleared (SPEC: optional): the program has none; its session keeps the day.
    const untimed = await update(created.id, { startTime: '' });
    expect(startOf(untimed)).toEqual({ startDate: '2027-04-17', startTime: null });
    expect(untimed.sessions.map((session) => [session.id, session.date])).toEqual([[only.id, '2027-04-17']]);

    const cleared = await update(created.id, { startDate: '' });
    expect(startOf(cleared)).toEqual({ startDate: null, startTime: null });
    expect(cleared.sessions).toEqual([]);
    expect(await storedSessions(created.id)).toEqual([]);

    // A start date again makes the one session again.
    const dated = await update(created.id, { startDate: '2027-06-01' });
    expect(dated.sessions.map((session) => session.date)).toEqual(['2027-06-01']);
    expect(dated.startTime).toBeNull();
  });

  it('leave a program without a start date without sessions', async () => {
    const created = await create();
    expect(created.sessions).toEqual([]);
    expect(startOf(created)).toEqual({ startDate: null, startTime: null });
    expect((await update(created.id, { locationName: 'Somewhere' })).sessions).toEqual([]);
  });
});

describe('the .ics and the registrant\'s page', () => {
  const LINK = /https:\/\/refs\.example\.org(\/my-registration\/[A-Za-z0-9_-]{43})/;

  it('have one event per session, at its times in Phoenix and its venue, and the page lists every session', async () => {
    const created = await create({ name: 'Three Session Clinic', sessions: THREE });
    const email = `sessions-${randomBytes(4).toString('hex')}@example.com`;
    const registration = await register(t.app.inject.bind(t.app), { programId: created.id, programName: 'Three Session Clinic', email });

    const message = await smtp.waitForEmail(email, { matching: (received) => received.subject.startsWith('Registration Confirmation') });
    const attachment = message.attachments.find((file) => file.filename.endsWith('.ics'));
    expect(attachment).toBeDefined();
    const checkEvents = (text: string) => {
      const { events } = parseIcs(text);
      expect(events).toHaveLength(3);
      const [first, second, third] = events as [typeof events[0], typeof events[0], typeof events[0]];
      expect(instantOf(first.get('DTSTART')!).toISOString()).toBe('2027-02-06T15:00:00.000Z');
      // No end time: the default two hours.
      expect(instantOf(first.get('DTEND')!).toISOString()).toBe('2027-02-06T17:00:00.000Z');
      expect(instantOf(second.get('DTSTART')!).toISOString()).toBe('2027-02-07T01:30:00.000Z');
      expect(instantOf(second.get('DTEND')!).toISOString()).toBe('2027-02-07T04:00:00.000Z');
      expect(instantOf(third.get('DTSTART')!).toISOString()).toBe('2027-02-13T16:00:00.000Z');
      expect(instantOf(third.get('DTEND')!).toISOString()).toBe('2027-02-13T19:00:00.000Z');
      // The session's own venue, or the program's when it has none.
      expect(first.get('LOCATION')?.value).toBe('Main Venue\\, 500 Main St\\, Phoenix\\, AZ');
      expect(second.get('LOCATION')?.value).toBe('Desert Gym\\, 1 Court St\\, Phoenix\\, AZ');
      expect(third.get('LOCATION')?.value).toBe('North Gym\\, 10 N 1st Ave\\, Phoenix\\, AZ');
      expect(events.map((event) => event.get('SUMMARY')?.value)).toEqual([1, 2, 3].map((n) => `Three Session Clinic (session ${n} of 3)`));
      const uids = events.map((event) => event.get('UID')!.value);
      expect(new Set(uids).size).toBe(3);
      // The first-made session (THREE[0], the last by date) keeps the registration's own UID, so an event
      // imported before there were sessions is updated, not doubled.
      expect(uids[2]).toMatch(new RegExp(`^registration-${registration.id}@`));
      expect(uids.slice(0, 2).every((uid) => uid.startsWith(`registration-${registration.id}-session-`))).toBe(true);
      return uids;
    };
    const emailed = checkEvents(attachment!.content);

    // The payment confirmation carries the same events.
    const paid = await webhookSender(t.app.inject.bind(t.app))(stripeEvent('payment_intent.succeeded', {
      id: `pi_sessions_${registration.id}`, object: 'payment_intent', amount: registration.paymentAmount * 100, amount_received: registration.paymentAmount * 100,
      currency: 'usd', status: 'succeeded', metadata: { registrationId: String(registration.id) },
    }));
    expect(paid.json().outcome, paid.body).toBe('paid');
    const receipt = await smtp.waitForEmail(email, { matching: (received) => received.subject.startsWith('Payment') });
    expect(checkEvents(receipt.attachments.find((file) => file.filename.endsWith('.ics'))!.content)).toEqual(emailed);

    const page = LINK.exec(message.text)?.[1];
    expect(page, message.text).toBeDefined();
    const calendar = await t.app.inject({ method: 'GET', url: `${page}/calendar.ics` });
    expect(calendar.statusCode).toBe(200);
    expect(checkEvents(calendar.body)).toEqual(emailed);

    const html = (await t.app.inject({ method: 'GET', url: page! })).body;
    const text = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
    expect(text).toContain('Sessions (3)');
    for (const expected of [
      'Saturday, February 6, 2027 8:00 AM', 'Saturday, February 6, 2027 6:30 PM – 9:00 PM', 'Saturday, February 13, 2027 9:00 AM – 12:00 PM',
      'Desert Gym', '1 Court St, Phoenix, AZ', 'North Gym', '10 N 1st Ave, Phoenix, AZ',
    ]) expect(text).toContain(expected);
  });

  it('keeps today\'s single all-day event for a program dated without a time', async () => {
    const created = await create({ name: 'Dated Only Clinic', startDate: '2027-05-08' });
    const email = `allday-${randomBytes(4).toString('hex')}@example.com`;
    const registration = await register(t.app.inject.bind(t.app), { programId: created.id, programName: 'Dated Only Clinic', email });
    const message = await smtp.waitForEmail(email, { matching: (received) => received.subject.startsWith('Registration Confirmation') });
    const { events } = parseIcs(message.attachments.find((file) => file.filename.endsWith('.ics'))!.content);
    expect(events).toHaveLength(1);
    expect(events[0]!.get('DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20270508' });
    expect(events[0]!.get('UID')?.value).toMatch(new RegExp(`^registration-${registration.id}@`));
    expect(events[0]!.get('SUMMARY')?.value).toBe('Dated Only Clinic');
  });
});
