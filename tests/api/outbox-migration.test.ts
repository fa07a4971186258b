// Issue 28, an email registry: migration 0012 turns the outbox's column per feature into the record the
// message is about (subject_id, which one its template's kind names) and a payload of the other ids.
// A database is migrated up to 0011 only, given outbox rows as that schema stored them (queued and
// sent), then opened as the app opens it: the queued ones are delivered as before, the sent one is not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxAnswer } from '../../common/schemas/email-outbox.js';
import type { Database } from '../../server/kernel/db/client.js';
import { databaseFrom } from '../helpers/database-before.js';
import { MAILING_OFFICE, startMailingApp, type MailingApp } from '../helpers/mailing-app.js';

const BEFORE = '0011_list_indexes';
const ID = 9101;
const QUINN = 'quinn.queued@example.com';
const WREN = 'wren.waiting@example.com';
const PROGRAM = 'Outbox Era Clinic';
// A week before the session, in the morning in Phoenix.
const NOW = new Date('2027-01-09T17:00:00Z');

// The records the old rows are about, and the rows as 0011's outbox stored them.
const OLD_ROWS = `
  INSERT INTO programs (id, name, description, duration, start_date, start_time, location_name, location, active) VALUES
    (${ID}, '${PROGRAM}', 'A program whose emails were queued before the registry.', '2 days', '2027-01-16', '09:00', 'Mesquite Valley Community Center', '4601 E Main St, Mesa, AZ', true);
  INSERT INTO program_sessions (id, program_id, date, start_time, end_time) VALUES (${ID}, ${ID}, '2027-01-16', '09:00', '12:00');
  INSERT INTO registrations (id, program_id, program_name, first_name, last_name, date_of_birth, email, phone, payment_amount_cents, payment_status, stripe_payment_intent_id, refunded_cents) VALUES
    (${ID}, ${ID}, '${PROGRAM}', 'Quinn', 'Queued', '1990-04-02', '${QUINN}', '(602) 555-0140', 4000, 'paid', 'pi_outbox_era', 1500);
  INSERT INTO payments (id, kind, stripe_id, payment_intent_id, registration_id, amount_cents, status, reason, occurred_at) VALUES
    (${ID}, 'refund', 're_outbox_era', 'pi_outbox_era', ${ID}, 1500, 'succeeded', 'requested_by_customer', '2027-01-05T18:00:00Z');
  INSERT INTO contacts (id, name, email, message) VALUES (${ID}, 'Ines Inquirer', 'ines.inquirer@example.com', 'Is there a spring clinic?');
  INSERT INTO waitlist_entries (id, program_id, position, first_name, last_name, email, package_type) VALUES (${ID}, ${ID}, 1, 'Wren', 'Waiting', '${WREN}', 'new');
  INSERT INTO announcements (id, program_id, kind, subject, message, recipients) VALUES (${ID}, ${ID}, 'announcement', 'Bring a photo ID', 'Please bring a photo ID to the first session.', 1);
  INSERT INTO certificates (id, code, registration_id, program_id, official_name, email, certification_name, level, program_name, issued_on, expires_on) VALUES
    (${ID}, 'ABCD2345EFGH', ${ID}, ${ID}, 'Quinn Queued', '${QUINN}', 'Certified Youth Official', '1', '${PROGRAM}', '2025-02-01', '2027-02-01');
  INSERT INTO email_outbox (template, recipient, registration_id, contact_id, payment_id, session_id, waitlist_entry_id, certificate_id, announcement_id, days_before, status, delivered_by, sent_at) VALUES
    ('paymentConfirmation', 'registrant', ${ID}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'sent', 'primary', '2027-01-02T18:00:00Z'),
    ('registrationConfirmation', 'registrant', ${ID}, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'queued', NULL, NULL),
    ('adminContactNotification', 'admin', NULL, ${ID}, NULL, NULL, NULL, NULL, NULL, NULL, 'queued', NULL, NULL),
    ('refundConfirmation', 'registrant', ${ID}, NULL, ${ID}, NULL, NULL, NULL, NULL, NULL, 'queued', NULL, NULL),
    ('session-reminder', 'registrant', ${ID}, NULL, NULL, ${ID}, NULL, NULL, NULL, 7, 'queued', NULL, NULL),
    ('waitlistJoined', 'registrant', NULL, NULL, NULL, NULL, ${ID}, NULL, NULL, NULL, 'queued', NULL, NULL),
    ('announcement', 'registrant', ${ID}, NULL, NULL, NULL, NULL, NULL, ${ID}, NULL, 'queued', NULL, NULL),
    ('certificateRenewal', 'registrant', ${ID}, NULL, NULL, NULL, NULL, ${ID}, NULL, NULL, 'queued', NULL, NULL);`;

let database: Database;
let mailing: MailingApp;
beforeAll(async () => {
  database = await databaseFrom(BEFORE, OLD_ROWS);
  mailing = await startMailingApp({ database, now: () => NOW });
  await mailing.t.app.emails.idle();
});
afterAll(async () => {
  await mailing?.close();
  await database?.close();
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await mailing.t.db.execute(query)) as unknown as { rows: T[] }).rows;
const received = (to: string, subject: string) => mailing.smtp.emailsTo(to).filter((message) => message.subject === subject);

describe('migration 0012 moves each outbox row to its subject and payload', () => {
  it('keeps the record each row is about and its other ids, and drops the column per feature', async () => {
    expect(await rowsOf(sql`SELECT template, subject_id, payload FROM email_outbox ORDER BY id`)).toEqual([
      { template: 'paymentConfirmation', subject_id: ID, payload: {} },
      { template: 'registrationConfirmation', subject_id: ID, payload: {} },
      { template: 'adminContactNotification', subject_id: ID, payload: {} },
      { template: 'refundConfirmation', subject_id: ID, payload: { paymentId: ID } },
      { template: 'session-reminder', subject_id: ID, payload: { sessionId: ID, daysBefore: 7 } },
      { template: 'waitlistJoined', subject_id: ID, payload: {} },
      { template: 'announcement', subject_id: ID, payload: { announcementId: ID } },
      { template: 'certificateRenewal', subject_id: ID, payload: { registrationId: ID } },
    ]);
    const columns = await rowsOf<{ column_name: string }>(sql`
      SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'email_outbox' AND column_name LIKE '%\\_id'
      ORDER BY column_name`);
    expect(columns.map((column) => column.column_name)).toEqual(['subject_id']);
  });
});

describe('the rows queued before the upgrade are delivered as before', () => {
  it('sends the registrant the confirmation with the program .ics and a private link, and the refund', () => {
    const [confirmation] = received(QUINN, `Registration Confirmation: ${PROGRAM}`);
    expect(confirmation?.html).toMatch(/\/my-registration\/[\w-]{40,}/);
    expect(confirmation?.attachments.map((file) => file.filename)).toEqual(['program.ics']);
    const [refund] = received(QUINN, `Refund: ${PROGRAM}`);
    expect(refund?.text).toContain(`We have refunded $15.00, part of your payment of $40.00 for ${PROGRAM}.`);
    expect(refund?.text).toContain('re_outbox_era');
  });

  it('sends the session reminder for its session, the announcement and the certificate renewal', () => {
    const [reminder] = received(QUINN, `Reminder: ${PROGRAM} on Saturday, January 16, 2027`);
    expect(reminder?.text).toContain(`your ${PROGRAM} session is in 7 days`);
    expect(reminder?.attachments.map((file) => file.filename)).toEqual(['session.ics']);
    const [announcement] = received(QUINN, 'Announcement: Bring a photo ID');
    expect(announcement?.text).toContain('Please bring a photo ID to the first session.');
    expect(received(QUINN, 'Your Certified Youth Official certificate expires on Monday, February 1, 2027')).toHaveLength(1);
  });

  it('sends the office the inquiry (answerable with one click) and the waiting person their waitlist confirmation', () => {
    const [inquiry] = received(MAILING_OFFICE, 'New Contact Inquiry from Ines Inquirer');
    expect(inquiry?.text).toContain('Is there a spring clinic?');
    expect(inquiry?.headers.get('reply-to')).toMatchObject({ value: [{ name: 'Ines Inquirer', address: 'ines.inquirer@example.com' }] });
    expect(received(WREN, `You're on the waitlist: ${PROGRAM}`)).toHaveLength(1);
  });

  it('does not send again what was sent before the upgrade', () => {
    expect(received(QUINN, `Payment Confirmation: ${PROGRAM}`)).toEqual([]);
  });

  it('lists every row as sent, about the same record as before', async () => {
    const answer = (await mailing.t.admin('GET', '/api/email-outbox')).json() as OutboxAnswer;
    const about = answer.messages.map(({ template, status, registrationId, contactId, waitlistEntryId }) => ({ template, status, registrationId, contactId, waitlistEntryId }));
    const registration = { registrationId: ID, contactId: null, waitlistEntryId: null };
    expect(about.reverse()).toEqual([
      { template: 'paymentConfirmation', status: 'sent', ...registration },
      { template: 'registrationConfirmation', status: 'sent', ...registration },
      { template: 'adminContactNotification', status: 'sent', registrationId: null, contactId: ID, waitlistEntryId: null },
      { template: 'refundConfirmation', status: 'sent', ...registration },
      { template: 'session-reminder', status: 'sent', ...registration },
      { template: 'waitlistJoined', status: 'sent', registrationId: null, contactId: null, waitlistEntryId: ID },
      { template: 'announcement', status: 'sent', ...registration },
      { template: 'certificateRenewal', status: 'sent', ...registration },
    ]);
  });
});
