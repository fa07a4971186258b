// Issue 16: a program's capacity, seats taken (holds with the app's clock) and the race for the last
// seats: parallel registrations take turns on the program's row lock, so no seat is sold twice.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { registrations } from '../../server/registrations/tables.js';
import { waitlistEntries } from '../../server/seats/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { registrationBody } from '../helpers/registrations.js';

const NOW = new Date('2026-06-15T19:00:00Z');
let clock = NOW;
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const program = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mechanics Clinic', description: 'Two-person and three-person mechanics on the floor.', duration: '1 day',
  priceTiers: DEFAULT_PRICE_TIERS, ...overrides,
});

async function createProgram(overrides: Record<string, unknown> = {}): Promise<{ id: number; capacity: number | null }> {
  const response = await t.admin('POST', '/api/programs', program(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const registerFor = (programId: number, n: number, overrides: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody({ programId, email: `official${n}@example.com`, firstName: `Official${n}`, ...overrides }) });

async function seatsLeft(programId: number): Promise<number | undefined> {
  const response = await t.app.inject({ method: 'GET', url: '/api/programs/seats' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.json().data as { programId: number; seatsLeft: number }[]).find((row) => row.programId === programId)?.seatsLeft;
}

describe('capacity', () => {
  it('is stored, returned, cleared with null, and absent (null) by default', async () => {
    const limited = await createProgram({ capacity: 40 });
    expect(limited.capacity).toBe(40);
    const read = await t.app.inject({ method: 'GET', url: `/api/programs/${limited.id}` });
    expect(read.json().data.capacity).toBe(40);
    const cleared = await t.admin('PUT', `/api/programs/${limited.id}`, { capacity: null });
    expect(cleared.json().data.capacity).toBeNull();
    expect((await createProgram()).capacity).toBeNull();
  });

  it.each([
    [0, 'Capacity must be at least 1 (leave it empty for unlimited)'],
    [2.5, 'Capacity must be a whole number of seats'],
    ['ten', 'Capacity must be a whole number of seats'],
    [1_000_000, 'Capacity must be at most 100000'],
  ])('refuses %j with a clear message', async (capacity, message) => {
    const response = await t.admin('POST', '/api/programs', program({ capacity }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.capacity).toBe(message);
  });

  it('leaves a program without a capacity on the usual path: no seats row, every registration accepted', async () => {
    const open = await createProgram();
    for (let n = 0; n < 3; n += 1) expect((await registerFor(open.id, n)).statusCode).toBe(201);
    expect(await seatsLeft(open.id)).toBeUndefined();
  });
});

describe('the race for the last seats', () => {
  it('gives 50 parallel registrations for 10 seats exactly 10 registrations and 40 waitlist entries', async () => {
    const clinic = await createProgram({ capacity: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => registerFor(clinic.id, n)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 202)).toHaveLength(40);
    const waitlisted = answers.find((answer) => answer.statusCode === 202)!.json();
    expect(waitlisted).toMatchObject({ success: true, waitlisted: true, data: { programId: clinic.id } });
    expect(waitlisted.message).toMatch(/waitlist/);

    const stored = await t.db.select().from(registrations).where(eq(registrations.programId, clinic.id));
    expect(stored).toHaveLength(10);
    const entries = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.programId, clinic.id));
    expect(entries).toHaveLength(40);
    expect(new Set(entries.map((entry) => entry.position)).size).toBe(40);
    expect(entries.map((entry) => entry.position).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
    // The same person asking again keeps their place (which requests got a seat varies on PostgreSQL).
    const again = await registerFor(clinic.id, statuses.lastIndexOf(202));
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toMatch(/already on the waitlist/);
    expect(await seatsLeft(clinic.id)).toBe(0);
  });

  it('keeps what the waitlist entry needs: name, email, package, bundle and the answers without the agreements', async () => {
    const full = await createProgram({ capacity: 1 });
    expect((await registerFor(full.id, 100)).statusCode).toBe(201);
    const answer = await registerFor(full.id, 101, { equipmentBundle: true, shirtSize: 'XL', trainingGoals: 'Varsity games', paymentAmount: 75 });
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json().data.position).toBe(1);
    const [entry] = await t.db.select().from(waitlistEntries).where(and(eq(waitlistEntries.programId, full.id), eq(waitlistEntries.email, 'official101@example.com')));
    expect(entry).toMatchObject({ firstName: 'Official101', lastName: 'Reyes', packageType: 'new', equipmentBundle: true, status: 'waiting' });
    expect(entry!.answers).toMatchObject({ shirtSize: 'XL', trainingGoals: 'Varsity games', phone: '(602) 555-0134' });
    expect(entry!.answers).not.toHaveProperty('liabilityWaiver');
    expect(entry!.answers).not.toHaveProperty('paymentAmount');
  });
});

describe('seat holds', () => {
  it('frees a pending seat after the hold, keeps paid and free ones, and frees a cancelled one', async () => {
    clock = NOW;
    const clinic = await createProgram({ capacity: 3 });
    const pending = await registerFor(clinic.id, 200);
    const paid = await registerFor(clinic.id, 201);
    const free = await registerFor(clinic.id, 202, { dateOfBirth: '2012-03-01', experienceLevel: 'beginner', paymentAmount: 0 });
    for (const answer of [pending, paid, free]) expect(answer.statusCode, answer.body).toBe(201);
    expect(free.json().data.paymentStatus).toBe('free');
    expect((await t.admin('PUT', `/api/registrations/${paid.json().data.id}`, { paymentStatus: 'paid' })).statusCode).toBe(200);
    expect(await seatsLeft(clinic.id)).toBe(0);
    expect((await registerFor(clinic.id, 203)).statusCode).toBe(202);

    clock = minutesLater(29);
    expect(await seatsLeft(clinic.id)).toBe(0);
    clock = minutesLater(31);
    expect(await seatsLeft(clinic.id)).toBe(1);

    expect((await t.admin('PUT', `/api/registrations/${paid.json().data.id}`, { registrationStatus: 'cancelled' })).statusCode).toBe(200);
    // The cancellation's seat and the expired hold went straight to the waiting person as an offer.
    const [entry] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, 'official203@example.com'));
    expect(entry?.status).toBe('offered');
    expect(await seatsLeft(clinic.id)).toBe(1);
    clock = NOW;
  });
});
