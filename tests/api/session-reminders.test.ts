// Session reminders (issue 16, point 3): the season job emails each active registrant at the settings'
// days before each session (7 and 1), once, through the outbox, with venue, what to bring and the
// session's .ics; the clock is the app's `now`. A late registrant gets only the nearest reminder; two
// apps on one database running the job at once still send each reminder once.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../server/kernel/db/client.js';
import { outboxRows } from '../helpers/outbox.js';
import { programSessions } from '../../server/programs/tables.js';
import { remindersSent } from '../../server/attendance/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createSharedTestDatabases } from '../helpers/database.js';
import { newPgliteDatabase } from '../helpers/pglite-template.js';
import { instantOf, parseIcs } from '../helpers/ics-check.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { register } from '../helpers/registrations.js';
import type { TestSmtpServer } from '../helpers/smtp-server.js';

/** Noon in Phoenix (UTC-7 all year) on a day. */
const phoenix = (date: string, time = '12:00') => new Date(`${date}T${time}:00-07:00`);
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
const BRING = 'Whistle, black court shoes, a water bottle and a pencil.';

let clock = phoenix('2027-03-01');
let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;
/** The mailing app's database, which a second app shares below (the embedded database: one for the file). */
let fileDatabase: Database | undefined;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) fileDatabase = await newPgliteDatabase({ prepared: true });
  mailing = await startMailingApp({ now: () => clock, ...(fileDatabase && { database: fileDatabase }) });
  ({ smtp, t } = mailing);
});
afterAll(async () => {
  await mailing?.close();
  await fileDatabase?.close();
});

/** An admin call with a fresh login: the fake clock jumps past any session's lifetime. */
async function asAdminNow(app: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const token = await app.login();
  return app.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });
}

/** A new program (the seed's first one's prices) with one session; resolves to their ids. */
async function programWithSession(app: TestApp, session: { date: string; startTime: string; endTime?: string }, whatToBring: string | null = BRING) {
  const seed = (await asAdminNow(app, 'GET', '/api/programs/1')).json().data;
  const created = await asAdminNow(app, 'POST', '/api/programs', {
    name: `Spring Clinic ${randomBytes(3).toString('hex')}`, description: 'Mechanics and rules for new officials.', duration: '1 day',
    priceTiers: seed.priceTiers, locationName: 'Program Gym', location: '1 Program Way', whatToBring,
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().data.whatToBring).toBe(whatToBring);
  const programId = created.json().data.id as number;
  const [row] = await app.db.insert(programSessions).values({
    programId, date: session.date, startTime: session.startTime, endTime: session.endTime ?? '12:00', venueName: 'Desert Vista High School', address: '16440 S 32nd St, Phoenix, AZ 85048',
  }).returning();
  return { programId, sessionId: row!.id };
}

const registerFor = (app: TestApp, programId: number, email = unique('official')) => register(app.app.inject.bind(app.app), { programId, email }).then((r) => ({ ...r, email }));

async function reminderRows(db: Db, sessionId: number) {
  return outboxRows(db, { template: 'session-reminder', sessionId });
}

/** Runs the job at `at` and waits until the outbox has sent what it queued. */
async function runAt(at: Date) {
  clock = at;
  const done = await t.app.season.runDue();
  await t.app.emails.idle();
  return done['session-reminders'];
}

describe('session reminders', () => {
  it('sends the 7-day and the 1-day reminder on their days, each once, and none after the start', async () => {
    const { programId, sessionId } = await programWithSession(t, { date: '2027-03-20', startTime: '09:00' });
    clock = phoenix('2027-03-01');
    const [first, second] = [await registerFor(t, programId), await registerFor(t, programId)];

    expect(await runAt(phoenix('2027-03-12'))).toBe(0); // 8 days before
    expect(await runAt(phoenix('2027-03-13', '00:05'))).toBe(2); // 7 days before, just after midnight in Phoenix
    expect(await runAt(phoenix('2027-03-13', '18:00'))).toBe(0);
    expect(await runAt(phoenix('2027-03-18'))).toBe(0);
    expect(await runAt(phoenix('2027-03-19', '08:00'))).toBe(2); // 1 day before
    expect(await runAt(phoenix('2027-03-19', '08:00'))).toBe(0);
    expect(await runAt(phoenix('2027-03-20', '10:00'))).toBe(0); // started

    const rows = await reminderRows(t.db, sessionId);
    expect(rows.map((row) => row.daysBefore).sort()).toEqual([1, 1, 7, 7]);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    for (const { email } of [first, second]) {
      const subjects = smtp.emailsTo(email).filter((message) => message.subject.startsWith('Reminder:')).map((message) => message.text);
      expect(subjects).toHaveLength(2);
      expect(subjects[0]).toContain('is in 7 days');
      expect(subjects[1]).toContain('is tomorrow');
    }
  });

  it('skips cancelled registrations', async () => {
    const { programId, sessionId } = await programWithSession(t, { date: '2027-04-10', startTime: '09:00' });
    clock = phoenix('2027-04-01');
    const staying = await registerFor(t, programId);
    const leaving = await registerFor(t, programId);
    const cancelled = await asAdminNow(t, 'PUT', `/api/registrations/${leaving.id}`, { registrationStatus: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await runAt(phoenix('2027-04-03'))).toBe(1);
    const rows = await reminderRows(t.db, sessionId);
    expect(rows.map((row) => row.registrationId)).toEqual([staying.id]);
    expect(smtp.emailsTo(leaving.email).filter((message) => message.subject.startsWith('Reminder:'))).toHaveLength(0);
  });

  it('gives a late registrant only the nearest reminder, the larger ones recorded as done', async () => {
    const { programId, sessionId } = await programWithSession(t, { date: '2027-05-08', startTime: '13:30', endTime: '16:00' });
    clock = phoenix('2027-05-07', '09:00');
    const late = await registerFor(t, programId);

    expect(await runAt(phoenix('2027-05-07', '09:01'))).toBe(1);
    expect(await runAt(phoenix('2027-05-07', '20:00'))).toBe(0);
    const rows = await reminderRows(t.db, sessionId);
    expect(rows.map((row) => row.daysBefore)).toEqual([1]);
    const recorded = await t.db.select().from(remindersSent).where(eq(remindersSent.sessionId, sessionId));
    expect(recorded.map((row) => row.daysBefore).sort()).toEqual([1, 7]);
    const reminders = smtp.emailsTo(late.email).filter((message) => message.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('is tomorrow');
    expect(reminders[0]!.text).not.toContain('in 7 days');
  });

  it('says where, when and what to bring, links the registrant\'s page and attaches the session\'s .ics', async () => {
    const { programId } = await programWithSession(t, { date: '2027-06-12', startTime: '09:00', endTime: '12:30' });
    clock = phoenix('2027-06-01');
    const official = await registerFor(t, programId);
    expect(await runAt(phoenix('2027-06-05'))).toBe(1);

    const message = smtp.emailsTo(official.email).find((received) => received.subject.startsWith('Reminder:'))!;
    expect(message.subject).toContain('Saturday, June 12, 2027');
    for (const part of [message.text, message.html]) {
      expect(part).toContain('Desert Vista High School');
      expect(part).toContain('16440 S 32nd St, Phoenix, AZ 85048');
      expect(part).toContain(BRING);
      expect(part).toContain('9:00 AM – 12:30 PM MST (Arizona time)');
      expect(part).toMatch(/\/my-registration\/[A-Za-z0-9_-]{20,}/);
    }
    const ics = message.attachments.find((attachment) => attachment.filename === 'session.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const { events } = parseIcs(ics!.content);
    expect(events).toHaveLength(1);
    expect(instantOf(events[0]!.get('DTSTART')!).toISOString()).toBe('2027-06-12T16:00:00.000Z');
    expect(instantOf(events[0]!.get('DTEND')!).toISOString()).toBe('2027-06-12T19:30:00.000Z');
    expect(events[0]!.get('LOCATION')?.value).toContain('Desert Vista High School');
  });

  it('says what to bring in general when the program names nothing', async () => {
    const { programId } = await programWithSession(t, { date: '2027-07-10', startTime: '09:00' }, null);
    clock = phoenix('2027-07-01');
    const official = await registerFor(t, programId);
    expect(await runAt(phoenix('2027-07-03'))).toBe(1);
    const message = smtp.emailsTo(official.email).find((received) => received.subject.startsWith('Reminder:'))!;
    expect(message.text).toContain('What to bring: Comfortable athletic shoes');
  });
});

describe('two apps on one database', () => {
  let databases: Database[];
  let apps: TestApp[];
  /** The apps this block made (and closes). */
  let owned: TestApp[];

  beforeAll(async () => {
    // PostgreSQL: two pools, as two instances have. PGlite: one embedded database both apps use, the
    // file's mailing app being one of them (the sessions of the tests above are all past by then).
    if (process.env.TEST_DATABASE_URL) {
      const shared = await createSharedTestDatabases();
      databases = [...new Set(shared)];
      apps = [];
      for (const database of shared) apps.push(await createTestApp({ database, now: () => clock }));
      owned = apps;
    } else {
      databases = [];
      owned = [await createTestApp({ database: fileDatabase!, now: () => clock })];
      apps = [t, ...owned];
    }
  });
  afterAll(async () => {
    for (const app of owned) await app.close();
    for (const database of databases) await database.close(); // in order: the last one drops the database
  });

  it('sends each reminder once when both run the job at the same moment', async () => {
    const [one, two] = apps as [TestApp, TestApp];
    const { programId, sessionId } = await programWithSession(one, { date: '2027-08-14', startTime: '09:00' });
    clock = phoenix('2027-08-01');
    for (let index = 0; index < 12; index += 1) await registerFor(index % 2 ? one : two, programId);

    clock = phoenix('2027-08-13');
    const [a, b] = await Promise.all([one.app.season.runDue(), two.app.season.runDue()]);
    expect(a['session-reminders']! + b['session-reminders']!).toBe(12);
    const rows = await reminderRows(one.db, sessionId);
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.registrationId)).size).toBe(12);
    expect(rows.every((row) => row.daysBefore === 1)).toBe(true);
  });
});
