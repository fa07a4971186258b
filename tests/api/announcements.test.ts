// Staff announcements (issue 16, point 3; SPEC's custom notifications): the preview renders the email
// and counts the program's active registrants; the send stores the announcement and emails each of
// them through the outbox (read back from a real SMTP conversation). Admin only, with clear 4xx answers.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../server/announcements/tables.js';
import type { TestApp } from '../helpers/app.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { outboxRows } from '../helpers/outbox.js';
import { register } from '../helpers/registrations.js';
import type { TestSmtpServer } from '../helpers/smtp-server.js';

let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;
let programId: number;
const people = { first: '', second: '', cancelled: '' };

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
const BODY = { kind: 'schedule-change', subject: 'Gym change for Saturday', message: 'Saturday moves to the north gym.\n\nBring your whistle <and> shoes.' };

async function newProgram(name: string): Promise<number> {
  const seed = (await t.admin('GET', '/api/programs/1')).json().data;
  const response = await t.admin('POST', '/api/programs', { name, description: 'Rules and mechanics for new officials.', duration: '1 day', priceTiers: seed.priceTiers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

beforeAll(async () => {
  mailing = await startMailingApp();
  ({ smtp, t } = mailing);
  programId = await newProgram(`Announcement Clinic ${randomBytes(3).toString('hex')}`);
  const inject = t.app.inject.bind(t.app);
  for (const key of ['first', 'second', 'cancelled'] as const) {
    people[key] = unique(key);
    const registration = await register(inject, { programId, email: people[key], firstName: key === 'second' ? 'Riley' : 'Jordan' });
    if (key === 'cancelled') expect((await t.admin('PUT', `/api/registrations/${registration.id}`, { registrationStatus: 'cancelled' })).statusCode).toBe(200);
  }
  await t.app.emails.idle();
});
afterAll(() => mailing.close());

describe('POST /api/programs/:id/announcements/preview', () => {
  it('renders the email and counts the active registrants, storing and sending nothing', async () => {
    const before = smtp.messages.length;
    const response = await t.admin('POST', `/api/programs/${programId}/announcements/preview`, BODY);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json().data;
    expect(preview.recipients).toBe(2);
    expect(preview.subject).toBe('Schedule Change: Gym change for Saturday');
    expect(preview.text).toContain('Saturday moves to the north gym.');
    expect(preview.html).toContain('Bring your whistle &lt;and&gt; shoes.');
    expect(preview.html).not.toContain('<and>');
    expect(preview.html).toContain('Announcement Clinic');
    expect(await t.db.select().from(announcements)).toHaveLength(0);
    await t.app.emails.idle();
    expect(smtp.messages.length).toBe(before);
  });
});

describe('POST /api/programs/:id/announcements', () => {
  it('stores the announcement and emails each active registrant once, with their page', async () => {
    const response = await t.admin('POST', `/api/programs/${programId}/announcements`, { ...BODY, kind: 'announcement', subject: 'Bring a photo ID' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Announcement queued for 2 registrants', data: { recipients: 2 } });
    const { id } = response.json().data as { id: number };
    const [stored] = await t.db.select().from(announcements).where(eq(announcements.id, id));
    expect(stored).toMatchObject({ programId, kind: 'announcement', subject: 'Bring a photo ID', recipients: 2 });
    const rows = await outboxRows(t.db, { announcementId: id });
    expect(rows.map((row) => row.template)).toEqual(['announcement', 'announcement']);

    await t.app.emails.idle();
    for (const [email, name] of [[people.first, 'Jordan'], [people.second, 'Riley']] as const) {
      const received = smtp.emailsTo(email).filter((message) => message.subject === 'Announcement: Bring a photo ID');
      expect(received).toHaveLength(1);
      expect(received[0]!.text).toContain(`Dear ${name},`);
      expect(received[0]!.text).toMatch(/\/my-registration\/[A-Za-z0-9_-]{20,}/);
    }
    expect(smtp.emailsTo(people.cancelled).filter((message) => message.subject.startsWith('Announcement:'))).toHaveLength(0);
  });

  it('refuses a program with no active registrants', async () => {
    const empty = await newProgram(`Empty Clinic ${randomBytes(3).toString('hex')}`);
    const response = await t.admin('POST', `/api/programs/${empty}/announcements`, BODY);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This program has no active registrants to email.');
    const preview = await t.admin('POST', `/api/programs/${empty}/announcements/preview`, BODY);
    expect(preview.json().data.recipients).toBe(0);
  });
});

describe('validation and access', () => {
  const paths = () => [`/api/programs/${programId}/announcements/preview`, `/api/programs/${programId}/announcements`];

  it.each([
    [{ ...BODY, subject: '   ' }, 'Subject is required'],
    [{ ...BODY, message: '' }, 'Message is required'],
    [{ ...BODY, subject: 'x'.repeat(151) }, 'Subject must be at most 150 characters'],
    [{ ...BODY, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [{ ...BODY, kind: 'reminder' }, 'Kind must be one of: schedule-change, announcement'],
    [{ kind: 'announcement' }, 'Subject is required'],
  ])('answers 400 with a clear message (%#)', async (body, message) => {
    for (const path of paths()) {
      const response = await t.admin('POST', path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers 404 for an unknown program and 400 for a bad id', async () => {
    for (const path of ['/api/programs/99999/announcements/preview', '/api/programs/99999/announcements']) {
      expect((await t.admin('POST', path, BODY)).statusCode).toBe(404);
    }
    expect((await t.admin('POST', '/api/programs/abc/announcements', BODY)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    for (const path of paths()) {
      const response = await t.app.inject({ method: 'POST', url: path, payload: BODY });
      expect(response.statusCode).toBe(401);
    }
    expect(await t.db.select().from(announcements).where(eq(announcements.subject, BODY.subject))).toHaveLength(0);
  });
});
