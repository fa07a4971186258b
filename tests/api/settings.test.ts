// The organisation's settings (issue 15, point 3): GET and PUT /api/settings, admin only. A fresh
// database answers the defaults with the environment laid over them; a save is re-read; every invalid
// field is refused with the contract's message and changes nothing; the minimum age refuses a young
// registrant; the office's notices go to the address of the settings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SettingsInput } from '../../common/schemas/settings.js';
import type { AddressObject } from 'mailparser';
import { settings } from '../../server/settings/tables.js';
import { COMPANY_INFO_SEED } from '../../server/content/seed-content.js';
import { createTestApp, testAppSession, type TestApp } from '../helpers/app.js';
import { registrationBody } from '../helpers/registrations.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';

const ENV_NOTIFY = 'env-office@example.com';
/** The app's clock: the real one, unless a test sets a moment of its own (and clears it after). */
let fixedNow: Date | undefined;
const t = testAppSession({ now: () => fixedNow ?? new Date(), env: { ADMIN_NOTIFY_EMAIL: ENV_NOTIFY, BACKUP_KEEP: '25' } });

const valid: SettingsInput = {
  timeZone: 'America/Denver',
  adminNotifyEmail: 'settings-office@example.com',
  emailSenderName: 'Valley Officials',
  minimumAge: 13,
  guardianConsent: false,
  selfCancelUntilDays: 3,
  feeKeptKind: 'dollars',
  feeKeptAmount: 12.35,
  refundMode: 'approval',
  reminderDaysBefore: [14, 2, 0],
  backupKeep: 40,
  seatHoldMinutes: 45,
  waitlistOfferHours: 24,
  seatsLeftShownFrom: 5,
};

const getSettings = async () => {
  const response = await t.admin('GET', '/api/settings');
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown>;
};
const storedRow = async () => (await t.db.select().from(settings).where(eq(settings.id, 1)))[0];
/** A registrant of `years` (or one less, whatever today's date). */
const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-07-01`;
const register = (overrides: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody(overrides) });

describe('settings: works', () => {
  it('GET answers the defaults on a fresh database, with ADMIN_NOTIFY_EMAIL, BACKUP_KEEP and the company\'s name laid over them', async () => {
    const response = await t.admin('GET', '/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { updatedAt, ...data } = response.json().data as Record<string, unknown>;
    expect(data).toEqual({ ...DEFAULT_SETTINGS, adminNotifyEmail: ENV_NOTIFY, backupKeep: 25, emailSenderName: COMPANY_INFO_SEED.name });
    expect(typeof updatedAt).toBe('string');
  });

  it('PUT saves every setting and a re-read shows them', async () => {
    const response = await t.admin('PUT', '/api/settings', valid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ success: true, message: 'Settings saved', data: valid });
    expect(await getSettings()).toMatchObject(valid);
    // Two decimals stay exact: the fee kept is stored in hundredths.
    expect((await storedRow())?.feeKeptHundredths).toBe(1235);
  });

  it('keeps a percentage, an empty office address and no self-cancellation', async () => {
    const next = { ...valid, adminNotifyEmail: '', feeKeptKind: 'percent', feeKeptAmount: 100, selfCancelUntilDays: null, reminderDaysBefore: [] };
    const response = await t.admin('PUT', '/api/settings', next);
    expect(response.statusCode, response.body).toBe(200);
    expect(await getSettings()).toMatchObject({ adminNotifyEmail: null, feeKeptKind: 'percent', feeKeptAmount: 100, selfCancelUntilDays: null, reminderDaysBefore: [] });
    expect((await t.admin('PUT', '/api/settings', valid)).statusCode).toBe(200);
  });
});

describe('settings: refuses bad input with the contract\'s messages, and nothing changes', () => {
  const cases: [string, Partial<Record<keyof SettingsInput, unknown>>, keyof SettingsInput, string][] = [
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'Time zone must be a time zone name such as America/Phoenix'],
    ['a bad email', { adminNotifyEmail: 'not-an-email' }, 'adminNotifyEmail', 'Please enter a valid email address'],
    ['a negative minimum age', { minimumAge: -1 }, 'minimumAge', 'Minimum age must be a whole number from 0 to 99'],
    ['a percentage over 100', { feeKeptKind: 'percent', feeKeptAmount: 100.5 }, 'feeKeptAmount', 'A percentage kept cannot be more than 100'],
    ['a reminder day given twice', { reminderDaysBefore: [7, 7] }, 'reminderDaysBefore', 'Each reminder day can be given once'],
    ['no backups kept', { backupKeep: 0 }, 'backupKeep', 'Backups kept must be a whole number from 1 to 1000'],
    ['no seat hold', { seatHoldMinutes: 0 }, 'seatHoldMinutes', 'Seat hold must be a whole number from 1 to 1440'],
    ['an offer of a year', { waitlistOfferHours: 8760 }, 'waitlistOfferHours', 'Offer time must be a whole number from 1 to 336'],
    ['a fee with three decimals', { feeKeptAmount: 1.005 }, 'feeKeptAmount', 'The fee kept can have at most two decimals'],
    ['an empty sender name', { emailSenderName: '  ' }, 'emailSenderName', 'Sender name is required'],
  ];
  it.each(cases)('%s', async (_label, change, field, message) => {
    const before = await storedRow();
    const response = await t.admin('PUT', '/api/settings', { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors?: Record<string, string> };
    expect(JSON.stringify(body)).toContain(message);
    if (body.errors) expect(body.errors[field]).toBe(message);
    expect(await storedRow()).toEqual(before);
  });

  it('refuses the unauthorised (401) on GET and PUT', async () => {
    const before = await storedRow();
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', payload: { ...valid, minimumAge: 50 } })).statusCode).toBe(401);
    expect(await storedRow()).toEqual(before);
  });
});

describe('settings: the minimum age', () => {
  it('refuses a 10-year-old registrant with the message, and accepts them once the minimum is 8', async () => {
    expect((await t.admin('PUT', '/api/settings', { ...valid, minimumAge: 12 })).statusCode).toBe(200);
    const dateOfBirth = bornYearsAgo(10);
    const refused = await register({ dateOfBirth, email: 'ten-refused@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Registrants must be at least 12 years old', errors: { dateOfBirth: 'Registrants must be at least 12 years old' } });

    expect((await t.admin('PUT', '/api/settings', { ...valid, minimumAge: 8 })).statusCode).toBe(200);
    const accepted = await register({ dateOfBirth, email: 'ten-accepted@example.com' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((await t.admin('PUT', '/api/settings', valid)).statusCode).toBe(200);
  });
});

describe("settings: the organisation's time zone", () => {
  it("judges a registrant's age on the organisation's date, in the time zone of the settings", async () => {
    // 11:00 UTC on November 25 is still the 25th in Phoenix but already the 26th on Kiritimati (UTC+14).
    fixedNow = new Date('2026-11-25T11:00:00Z');
    try {
      const birthday = { dateOfBirth: '2014-11-26' };
      const put = (timeZone: string) => t.admin('PUT', '/api/settings', { ...valid, minimumAge: 12, timeZone });
      expect((await put('America/Phoenix')).statusCode).toBe(200);
      const refused = await register({ ...birthday, email: 'phoenix-eleven@example.com' });
      expect(refused.json().message).toBe('Registrants must be at least 12 years old');
      expect((await put('Pacific/Kiritimati')).statusCode).toBe(200);
      const accepted = await register({ ...birthday, email: 'kiritimati-twelve@example.com' });
      expect(accepted.statusCode, accepted.body).toBe(201);
    } finally {
      fixedNow = undefined;
      expect((await t.admin('PUT', '/api/settings', valid)).statusCode).toBe(200);
    }
  });
});

describe('settings: backup retention', () => {
  it('keeps backupKeep backups, read at each clean-up, also inside the schedule\'s transaction', async () => {
    expect((await t.admin('PUT', '/api/settings', { ...valid, backupKeep: 2 })).statusCode).toBe(200);
    for (let index = 0; index < 3; index++) expect((await t.admin('POST', '/api/admin/backups/create')).statusCode).toBe(201);
    expect(await t.app.backups.list()).toHaveLength(2);

    expect((await t.admin('PUT', '/api/settings', { ...valid, backupKeep: 1 })).statusCode).toBe(200);
    // The schedule writes its backup through its own transaction (on PGlite, reading through `db` there would never return).
    await t.app.backups.ready();
    await t.db.transaction((tx) => t.app.backups.create({ executor: tx }));
    expect(await t.app.backups.list()).toHaveLength(1);
    expect((await t.admin('PUT', '/api/settings', valid)).statusCode).toBe(200);
  });
});

describe('settings: the emails', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    app = await createTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', ADMIN_NOTIFY_EMAIL: ENV_NOTIFY, EMAIL_FROM: 'Old Name <no-reply@example.com>' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });

  it('sends the office\'s notice to the address of the settings, from the sender name of the settings', async () => {
    const current = (await app.admin('GET', '/api/settings')).json().data as SettingsInput & { updatedAt?: string };
    const { updatedAt: _updatedAt, ...input } = current;
    const office = 'settings-notify@example.com';
    expect((await app.admin('PUT', '/api/settings', { ...input, adminNotifyEmail: office, emailSenderName: 'Valley Officials' })).statusCode).toBe(200);

    const inquirer = 'settings-inquirer@example.com';
    const sent = await app.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Casey Inquirer', email: inquirer, message: 'When is the next clinic?' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const notice = await smtp.waitForEmail(office);
    expect(notice.text).toContain(inquirer);
    expect(smtp.emailsTo(ENV_NOTIFY)).toEqual([]);
    // EMAIL_FROM's address, under the sender name of the settings.
    expect((notice.headers.get('from') as AddressObject).value).toEqual([{ name: 'Valley Officials', address: 'no-reply@example.com' }]);
  });
});
