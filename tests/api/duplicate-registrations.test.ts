// Issue 27, point 2: one person (first name, last name, date of birth; case and spaces ignored) holds
// one active registration per program. A visitor registering again hears only "already registered" and
// the stored registration's own address gets the link to its page, at most once an hour; staff get a
// warning and may confirm. Both public paths: the batched insert (no capacity) and the seat lock.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { registrations } from '../../server/registrations/tables.js';
import { waitlistEntries } from '../../server/seats/tables.js';
import { registrationLinks } from '../../server/registrations/link-tables.js';
import { outboxRows, TEMPLATES } from '../helpers/outbox.js';
import type { TestApp } from '../helpers/app.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { registrationBody } from '../helpers/registrations.js';
import type { TestSmtpServer } from '../helpers/smtp-server.js';

const SITE = 'https://refs.example.org';
const NOW = new Date('2026-06-15T19:00:00Z');
let clock = NOW;
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const ALREADY = { success: false, message: 'You are already registered for this program' };

let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  mailing = await startMailingApp({ now: () => clock, env: { SITE_URL: SITE } });
  ({ smtp, t } = mailing);
});
afterAll(() => mailing?.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
let people = 0;
/** A person of their own (names no other test uses). */
const person = () => ({ firstName: `Casey${++people}`, lastName: 'Morgan', dateOfBirth: '1988-07-21' });

async function createProgram(capacity: number | null = null): Promise<number> {
  const response = await t.admin('POST', '/api/programs', {
    name: `Mechanics Clinic ${randomBytes(3).toString('hex')}`, description: 'Two-person and three-person mechanics on the floor.', duration: '1 day',
    priceTiers: DEFAULT_PRICE_TIERS, ...(capacity !== null && { capacity }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const registerBody = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/register', payload: body });
const registerAs = (programId: number, who: Record<string, unknown>, email: string) => registerBody(registrationBody({ programId, ...who, email }));

async function registered(programId: number, who: Record<string, unknown>, email: string): Promise<number> {
  const response = await registerAs(programId, who, email);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().registrationId;
}

const rowsOf = (programId: number) => t.db.select().from(registrations).where(eq(registrations.programId, programId));
const noticesOf = (registrationId: number) => outboxRows(t.db, { registrationId, template: TEMPLATES.alreadyRegistered });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The same person as typed differently: other case and spaces around and inside the names. */
const typedAgain = (who: { firstName: string; lastName: string; dateOfBirth: string }) => ({
  firstName: `  ${who.firstName.toUpperCase()} `, lastName: who.lastName.toLowerCase().replace('m', 'm '), dateOfBirth: who.dateOfBirth,
});

describe('POST /api/register for a person already registered in the program', () => {
  it('stores nothing, answers 409 with nothing about the first registration, and emails its own address the link to its page', async () => {
    const programId = await createProgram();
    const who = person();
    const first = unique('first');
    const stored = await registered(programId, who, first);
    const other = unique('second-try');

    const again = await registerAs(programId, typedAgain(who), other);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(ALREADY);
    expect(again.body).not.toContain(first);
    expect(again.body).not.toContain(String(stored));
    expect(await rowsOf(programId)).toHaveLength(1);

    const message = await smtp.waitForEmail(first, { matching: (received) => received.subject.startsWith('Already registered') });
    expect(message.subject).toBe(`Already registered: ${(await rowsOf(programId))[0]!.programName}`);
    expect(message.text).toContain(`Registration number: ${stored}`);
    const token = new RegExp(`${SITE.replace(/\./g, '\\.')}/my-registration/([A-Za-z0-9_-]{43})`).exec(message.text)?.[1];
    expect(token).toBeDefined();
    const [link] = await t.db.select().from(registrationLinks).where(eq(registrationLinks.tokenHash, sha256(token!)));
    expect(link).toMatchObject({ registrationId: stored, purpose: 'my-registration' });
    await t.app.emails.idle();
    expect(smtp.emailsTo(other)).toHaveLength(0);
  });

  it('sends that email at most once an hour, however often someone tries', async () => {
    const programId = await createProgram();
    const who = person();
    const stored = await registered(programId, who, unique('once'));
    for (let i = 0; i < 4; i++) expect((await registerAs(programId, who, unique('spam'))).json()).toEqual(ALREADY);
    const concurrent = await Promise.all([1, 2, 3].map(() => registerAs(programId, who, unique('spam'))));
    expect(concurrent.map((response) => response.statusCode)).toEqual([409, 409, 409]);
    expect(await noticesOf(stored)).toHaveLength(1);

    clock = minutesLater(59);
    try {
      expect((await registerAs(programId, who, unique('spam'))).statusCode).toBe(409);
      expect(await noticesOf(stored)).toHaveLength(1);
      clock = minutesLater(61);
      expect((await registerAs(programId, who, unique('spam'))).statusCode).toBe(409);
      expect(await noticesOf(stored)).toHaveLength(2);
    } finally {
      clock = NOW;
    }
  });

  it('refuses only the duplicate of registrations sent together (one batched insert); the others are stored', async () => {
    const programId = await createProgram();
    const who = person();
    await registered(programId, who, unique('batch-first'));
    const others = [person(), person(), person()];
    const twin = person();
    const answers = await Promise.all([
      registerAs(programId, others[0]!, unique('batch')),
      registerAs(programId, who, unique('batch-dup')),
      registerAs(programId, others[1]!, unique('batch')),
      registerAs(programId, twin, unique('twin')),
      registerAs(programId, others[2]!, unique('batch')),
      registerAs(programId, twin, unique('twin')),
    ]);
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses[1]).toBe(409);
    expect(answers[1]!.json()).toEqual(ALREADY);
    expect([statuses[0], statuses[2], statuses[4]]).toEqual([201, 201, 201]);
    // The same new person twice at once: one is stored.
    expect([statuses[3], statuses[5]].sort()).toEqual([201, 409]);
    expect(await rowsOf(programId)).toHaveLength(5); // the first, the three others, one twin
  });

  it('lets the person register again once their registration is cancelled, and counts only the same program', async () => {
    const programId = await createProgram();
    const otherProgram = await createProgram();
    const who = person();
    const stored = await registered(programId, who, unique('cancel'));
    await registered(otherProgram, who, unique('elsewhere'));
    expect((await t.admin('PUT', `/api/registrations/${stored}`, { registrationStatus: 'cancelled' })).statusCode).toBe(200);
    await registered(programId, who, unique('cancel-again'));
  });

  describe('for a program with a capacity (the seat lock)', () => {
    it('refuses the second registration and emails the first, and never puts someone registered on the waitlist of a full program', async () => {
      const programId = await createProgram(2);
      const who = person();
      const first = unique('seat-first');
      const stored = await registered(programId, who, first);

      const again = await registerAs(programId, typedAgain(who), unique('seat-again'));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(ALREADY);
      await smtp.waitForEmail(first, { matching: (received) => received.subject.startsWith('Already registered') });

      await registered(programId, person(), unique('seat-last')); // the program is full now
      const whenFull = await registerAs(programId, who, unique('seat-full'));
      expect(whenFull.statusCode).toBe(409);
      expect(whenFull.json()).toEqual(ALREADY);
      expect(await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.programId, programId))).toHaveLength(0);
      expect(await noticesOf(stored)).toHaveLength(1);
      // Someone else is waitlisted as before.
      expect((await registerAs(programId, person(), unique('seat-waiting'))).statusCode).toBe(202);
      expect(await rowsOf(programId)).toHaveLength(2);
    });

    it('stores one of two registrations of the same person sent at once', async () => {
      const programId = await createProgram(5);
      const who = person();
      const answers = await Promise.all([registerAs(programId, who, unique('race')), registerAs(programId, who, unique('race'))]);
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(await rowsOf(programId)).toHaveLength(1);
    });
  });
});

describe('staff and duplicates (POST and PUT /api/registrations)', () => {
  const adminBody = (programId: number, who: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
    programId, programName: 'x', ...who, email: unique('staff'), phone: '6025550111', experienceLevel: 'beginner', paymentAmount: 40, ...overrides,
  });

  it('warns with 409 naming who is registered, and stores a second registration only when staff confirm', async () => {
    const programId = await createProgram();
    const who = person();
    const stored = await registered(programId, who, unique('public'));
    const warned = await t.admin('POST', '/api/registrations', adminBody(programId, typedAgain(who)));
    expect(warned.statusCode).toBe(409);
    const warning = `${who.firstName} ${who.lastName} (born 07/21/1988) is already registered for this program (registration #${stored}). Save anyway to keep both registrations.`;
    expect(warned.json()).toEqual({ success: false, message: warning, errors: { confirmDuplicate: warning } });
    expect(await rowsOf(programId)).toHaveLength(1);

    const confirmed = await t.admin('POST', '/api/registrations', adminBody(programId, who, { confirmDuplicate: true }));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, confirmed.json().registrationId));
    expect(row).toMatchObject({ registrationStatus: 'active', personKey: null });
    // A new person needs no confirmation, and keeps their key.
    const fresh = await t.admin('POST', '/api/registrations', adminBody(programId, person()));
    expect(fresh.statusCode, fresh.body).toBe(201);
    const [freshRow] = await t.db.select().from(registrations).where(eq(registrations.id, fresh.json().registrationId));
    expect(freshRow?.personKey).not.toBeNull();
  });

  it('warns when a change makes a registration a second active one of its person: back to active, or a new name or birth date', async () => {
    const programId = await createProgram();
    const who = person();
    await registered(programId, who, unique('kept'));
    const created = await t.admin('POST', '/api/registrations', adminBody(programId, who, { registrationStatus: 'cancelled' }));
    expect(created.statusCode, created.body).toBe(201);
    const cancelled = created.json().registrationId;

    const reactivated = await t.admin('PUT', `/api/registrations/${cancelled}`, { registrationStatus: 'active' });
    expect(reactivated.statusCode).toBe(409);
    expect(reactivated.json().errors.confirmDuplicate).toContain('is already registered for this program');
    expect((await t.db.select().from(registrations).where(eq(registrations.id, cancelled)))[0]?.registrationStatus).toBe('cancelled');
    const confirmed = await t.admin('PUT', `/api/registrations/${cancelled}`, { registrationStatus: 'active', confirmDuplicate: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await t.db.select().from(registrations).where(eq(registrations.id, cancelled)))[0]).toMatchObject({ registrationStatus: 'active', personKey: null });

    const someoneElse = person();
    const other = await registered(programId, someoneElse, unique('renamed'));
    const renamed = await t.admin('PUT', `/api/registrations/${other}`, { firstName: who.firstName });
    expect(renamed.statusCode).toBe(409);
    const born = await t.admin('PUT', `/api/registrations/${other}`, { firstName: who.firstName, dateOfBirth: '1988-07-22' });
    expect(born.statusCode, born.body).toBe(200);
    // Other edits of a registration are not warned about.
    expect((await t.admin('PUT', `/api/registrations/${other}`, { notes: 'Called back' })).statusCode).toBe(200);
  });

  it('requires the experience level on POST (SPEC section 5), not on a partial PUT', async () => {
    const programId = await createProgram();
    const { experienceLevel: _omitted, ...body } = adminBody(programId, person());
    const refused = await t.admin('POST', '/api/registrations', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ experienceLevel: 'Experience level is required' });
    const created = await t.admin('POST', '/api/registrations', { ...body, experienceLevel: 'advanced' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.admin('PUT', `/api/registrations/${created.json().registrationId}`, { notes: 'No level given' })).statusCode).toBe(200);
  });
});
