import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../server/registrations/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { ADULT_BIRTH_DATE, OPTIONAL_ANSWERS, registrationBody } from '../helpers/registrations.js';
import { expectUnknownAndMalformedIds } from '../helpers/update-ids.js';

// Noon in Phoenix on 2026-06-15, so ages and "today" are fixed. A test may move the clock and put it back.
const NOW = new Date('2026-06-15T19:00:00Z');
let clock = NOW;

let t: TestApp;
let programId: number;
let programName: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const [program] = (await t.app.inject({ method: 'GET', url: '/api/programs' })).json().data as { id: number; name: string }[];
  programId = program!.id;
  programName = program!.name;
});
afterAll(() => t.close());

const ADULT = ADULT_BIRTH_DATE;
const YOUTH = '2010-09-01';

/** A public registration the server accepts: an adult beginner (new official, $40) without the bundle, every optional answer given. */
const validRegistration = (overrides: Record<string, unknown> = {}) =>
  registrationBody({ programId, programName, ...OPTIONAL_ANSWERS, paymentAmount: 40, ...overrides });

let adminPeople = 0;
/** The admin form's minimum (a different person each time: one person holds one active registration per program). */
const adminRegistration = (overrides: Record<string, unknown> = {}) => ({
  programId,
  programName,
  firstName: 'Alex',
  lastName: 'Kim',
  dateOfBirth: `1985-01-${String(++adminPeople).padStart(2, '0')}`,
  email: 'alex.kim@example.com',
  phone: '6025550111',
  experienceLevel: 'beginner',
  paymentAmount: 40,
  ...overrides,
});

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register', payload });
const adminCreate = (payload: object) => t.asAdmin({ method: 'POST', url: '/api/registrations', payload });
const adminUpdate = (id: number | string, payload: object) => t.asAdmin({ method: 'PUT', url: `/api/registrations/${id}`, payload });
const readBack = async (id: number) => {
  const response = await t.asAdmin({ method: 'GET', url: `/api/registrations/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** Registers and returns the stored row, failing with the server's answer if it was refused. */
async function registered(overrides: Record<string, unknown> = {}) {
  const response = await register(validRegistration(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return readBack(response.json().registrationId);
}

/** POSTs a public registration and returns the field errors of the 400 answer. */
async function publicErrors(overrides: Record<string, unknown>): Promise<Record<string, string>> {
  const response = await register(validRegistration(overrides));
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().success).toBe(false);
  return response.json().errors;
}

async function adminErrors(overrides: Record<string, unknown>): Promise<Record<string, string>> {
  const response = await adminCreate(adminRegistration(overrides));
  expect(response.statusCode, response.body).toBe(400);
  return response.json().errors;
}

describe('POST /api/register pricing (SPEC section 9)', () => {
  const cases = [
    { package: 'youth', dateOfBirth: YOUTH, experienceLevel: 'beginner', bundle: false, amount: 0 },
    { package: 'youth', dateOfBirth: YOUTH, experienceLevel: 'advanced', bundle: true, amount: 35 },
    { package: 'new', dateOfBirth: ADULT, experienceLevel: 'beginner', bundle: false, amount: 40 },
    { package: 'new', dateOfBirth: ADULT, experienceLevel: 'intermediate', bundle: true, amount: 75 },
    { package: 'experienced', dateOfBirth: ADULT, experienceLevel: 'advanced', bundle: false, amount: 55 },
    { package: 'experienced', dateOfBirth: ADULT, experienceLevel: 'advanced', bundle: true, amount: 90 },
  ] as const;

  for (const c of cases) {
    it(`charges $${c.amount} for the ${c.package} package ${c.bundle ? 'with' : 'without'} the bundle`, async () => {
      const response = await register(validRegistration({ dateOfBirth: c.dateOfBirth, experienceLevel: c.experienceLevel, equipmentBundle: c.bundle, paymentAmount: c.amount }));
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, data: { packageType: c.package, paymentAmount: c.amount } });
      expect(body.registrationId).toBe(body.data.id);
      const stored = await readBack(body.registrationId);
      expect(stored).toMatchObject({ paymentAmount: c.amount, equipmentBundle: c.bundle, registrationStatus: 'active' });
    });
  }

  it('counts the 18th birthday on the registration date in Phoenix: 18 today is new, 18 tomorrow is youth', async () => {
    expect((await register(validRegistration({ dateOfBirth: '2008-06-15', paymentAmount: 40 }))).json().data).toMatchObject({ packageType: 'new' });
    expect((await register(validRegistration({ dateOfBirth: '2008-06-16', paymentAmount: 0 }))).json().data).toMatchObject({ packageType: 'youth' });
    // Tampering with the boundary is refused both ways.
    expect((await register(validRegistration({ dateOfBirth: '2008-06-15', paymentAmount: 0 }))).statusCode).toBe(400);
    expect((await register(validRegistration({ dateOfBirth: '2008-06-16', paymentAmount: 40 }))).statusCode).toBe(400);
  });

  it('uses the date in Phoenix, not in UTC', async () => {
    clock = new Date('2026-06-16T03:00:00Z'); // 20:00 on 2026-06-15 in Phoenix
    try {
      const response = await register(validRegistration({ dateOfBirth: '2008-06-16', paymentAmount: 0 }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.packageType).toBe('youth');
      expect((await register(validRegistration({ dateOfBirth: '2026-06-16', paymentAmount: 0 }))).statusCode).toBe(400);
    } finally {
      clock = NOW;
    }
  });

  it('refuses an amount that disagrees with the fee, naming the expected fee', async () => {
    for (const [overrides, expected] of [
      [{ paymentAmount: 0 }, '$40.00'],
      [{ paymentAmount: 40, equipmentBundle: true }, '$75.00'],
      [{ paymentAmount: 40, experienceLevel: 'advanced' }, '$55.00'],
      [{ paymentAmount: 35, dateOfBirth: YOUTH }, '$0.00'],
    ] as const) {
      const response = await register(validRegistration(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.message).toContain(expected);
      expect(body.errors.paymentAmount).toBe(body.message);
    }
    const before = await t.db.select().from(registrations);
    await register(validRegistration({ paymentAmount: 1 }));
    expect(await t.db.select().from(registrations)).toHaveLength(before.length);
  });

  it('refuses a negative or fractional amount with a validation message', async () => {
    expect(await publicErrors({ paymentAmount: -40 })).toEqual({ paymentAmount: 'Payment amount cannot be negative' });
    expect((await register(validRegistration({ paymentAmount: 40.5 }))).statusCode).toBe(400);
    expect((await register(validRegistration({ paymentAmount: '40' }))).statusCode).toBe(400);
  });
});

describe('POST /api/register stores what the server decides', () => {
  it('stores a zero amount as free and any other as pending, ignoring statuses the client sends', async () => {
    const free = await registered({ dateOfBirth: YOUTH, paymentAmount: 0, paymentStatus: 'paid', registrationStatus: 'cancelled' });
    expect(free).toMatchObject({ paymentAmount: 0, paymentStatus: 'free', registrationStatus: 'active' });
    const paying = await registered({ paymentStatus: 'paid', registrationStatus: 'completed' });
    expect(paying).toMatchObject({ paymentAmount: 40, paymentStatus: 'pending', registrationStatus: 'active' });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, paying.id));
    expect(row).toMatchObject({ paymentStatus: 'pending', registrationStatus: 'active' });
  });

  it('answers with registrationId and stores every field', async () => {
    const sent = validRegistration({ parentGuardianName: '', parentGuardianEmail: '' });
    const response = await register(sent);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Registration successful' });
    expect(Number.isInteger(body.registrationId)).toBe(true);
    const stored = await readBack(body.registrationId);
    expect(stored).toMatchObject({
      id: body.registrationId,
      programId,
      programName,
      firstName: 'Jordan',
      lastName: 'Reyes',
      dateOfBirth: sent.dateOfBirth,
      email: 'jordan.reyes@example.com',
      phone: '(602) 555-0134',
      city: 'Phoenix',
      zipCode: '85003',
      experienceLevel: 'beginner',
      officiatedLevels: ['youth'],
      emergencyContactName: 'Sam Reyes',
      emergencyContactPhone: '602-555-0199',
      emergencyContactRelationship: 'Spouse',
      parentGuardianName: null,
      parentGuardianEmail: null,
      liabilityWaiver: true,
      photoConsent: false,
      equipmentBundle: false,
      shirtSize: null,
      notes: '',
    });
  });

  it('takes programName from the program, not from the client', async () => {
    expect(await registered({ programName: 'Free Pro Camp' })).toMatchObject({ programId, programName });
    expect(await registered({ programName: undefined })).toMatchObject({ programName });
  });

  it('keeps the shirt size only with the bundle, L by default', async () => {
    expect(await registered({ equipmentBundle: true, shirtSize: 'XL', paymentAmount: 75 })).toMatchObject({ equipmentBundle: true, shirtSize: 'XL' });
    expect(await registered({ equipmentBundle: true, paymentAmount: 75 })).toMatchObject({ equipmentBundle: true, shirtSize: 'L' });
    expect(await registered({ equipmentBundle: false, shirtSize: 'XL' })).toMatchObject({ equipmentBundle: false, shirtSize: null });
    expect(await registered({ equipmentBundle: undefined, shirtSize: 'S' })).toMatchObject({ equipmentBundle: false, shirtSize: null });
    expect(await publicErrors({ equipmentBundle: true, shirtSize: 'XXXL', paymentAmount: 75 })).toEqual({ shirtSize: 'Shirt size must be one of: S, M, L, XL, XXL' });
  });

  it('refuses an inactive or unknown program with a 400', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/programs',
      payload: { name: 'Closed Program', description: 'Registration is closed for this one.', duration: '1 day', active: false },
    });
    for (const id of [created.json().data.id, 999999]) {
      const response = await register(validRegistration({ programId: id }));
      expect(response.statusCode, String(id)).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The selected program is not available for registration',
        errors: { programId: 'The selected program is not available for registration' },
      });
    }
  });

  it('refuses a date of birth in the future', async () => {
    expect(await publicErrors({ dateOfBirth: '2026-06-16', paymentAmount: 0 })).toEqual({ dateOfBirth: 'Date of birth cannot be in the future' });
    expect(await publicErrors({ dateOfBirth: '2030-01-01', paymentAmount: 0 })).toEqual({ dateOfBirth: 'Date of birth cannot be in the future' });
    // Born today is not in the future (only too young: under the minimum age of the settings, 12 by default).
    expect(await publicErrors({ dateOfBirth: '2026-06-15', paymentAmount: 0 })).toEqual({ dateOfBirth: 'Registrants must be at least 12 years old' });
  });
});

describe('POST /api/register validation (SPEC section 5)', () => {
  /** Each required field's message: what an empty form gets, all at once. */
  const REQUIRED = {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    dateOfBirth: 'Date of birth is required',
    email: 'Please enter a valid email address',
    phone: 'Phone number must be at least 10 characters',
    experienceLevel: 'Experience level is required',
    liabilityWaiver: 'You must agree to the liability waiver',
    emergencyContactName: 'Emergency contact name is required',
    emergencyContactPhone: 'Emergency contact phone must be at least 10 characters',
    emergencyContactRelationship: 'Emergency contact relationship is required',
  };

  it('reports each message of the public form', async () => {
    const cases: [field: string, values: unknown[], message: string][] = [
      ['firstName', ['', '   '], REQUIRED.firstName],
      ['lastName', [undefined], REQUIRED.lastName],
      ['dateOfBirth', ['', undefined], REQUIRED.dateOfBirth],
      ['dateOfBirth', ['2010-02-30'], 'Date of birth must be a valid date in YYYY-MM-DD format'],
      ['email', ['not-an-email', ''], REQUIRED.email],
      ['phone', ['602555', undefined], REQUIRED.phone],
      ['experienceLevel', ['', undefined, 'expert'], REQUIRED.experienceLevel],
      ['liabilityWaiver', [false, undefined], REQUIRED.liabilityWaiver],
      ['emergencyContactName', [''], REQUIRED.emergencyContactName],
      ['emergencyContactPhone', ['123'], REQUIRED.emergencyContactPhone],
      ['emergencyContactRelationship', [''], REQUIRED.emergencyContactRelationship],
      ['parentGuardianEmail', ['parent@'], REQUIRED.email],
      ['parentGuardianPhone', ['555'], REQUIRED.phone],
      ['programId', [0, 'abc'], 'Please select a program'],
    ];
    for (const [field, values, message] of cases) {
      for (const value of values) expect(await publicErrors({ [field]: value }), `${field}: ${JSON.stringify(value)}`).toEqual({ [field]: message });
    }
  });

  it('reports every bad field of an empty form at once', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject(REQUIRED);
  });

  it('refuses a body that is not a JSON object with a 400', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload: '{"firstName":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: 'Malformed JSON in request body' });
    const list = await t.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload: '[]' });
    expect(list.statusCode).toBe(400);
  });
});

describe('GET /api/registrations', () => {
  it('lists every registration, newest first, with caching disabled', async () => {
    const first = await adminCreate(adminRegistration({ firstName: 'Older' }));
    const second = await register(validRegistration({ firstName: 'Newer' }));
    const response = await t.asAdmin({ method: 'GET', url: '/api/registrations' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json().data as { id: number; createdAt: string }[];
    expect(list.length).toBe((await t.db.select().from(registrations)).length);
    expect(list[0]!.id).toBe(second.json().registrationId);
    expect(list[1]!.id).toBe(first.json().registrationId);
    const times = list.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('GET /api/registrations/{id}', () => {
  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.asAdmin({ method: 'GET', url: '/api/registrations/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Registration not found' });
    expect((await t.asAdmin({ method: 'GET', url: '/api/registrations/abc' })).statusCode).toBe(400);
  });
});

describe('POST /api/registrations (admin)', () => {
  it('accepts any non-negative amount and status, with the defaults of SPEC section 3', async () => {
    const response = await adminCreate(adminRegistration({ paymentAmount: 123, paymentStatus: 'paid' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Registration created successfully' });
    const stored = await readBack(response.json().registrationId);
    expect(stored).toMatchObject({
      paymentAmount: 123,
      paymentStatus: 'paid',
      registrationStatus: 'active',
      experienceLevel: 'beginner',
      officiatedLevels: [],
      address: '',
      emergencyContactName: '',
      liabilityWaiver: true,
      photoConsent: false,
      equipmentBundle: false,
      shirtSize: null,
      notes: '',
      programName,
    });
  });

  it('defaults the payment status from the amount when none is sent', async () => {
    expect(await readBack((await adminCreate(adminRegistration({ paymentAmount: 0 }))).json().registrationId)).toMatchObject({ paymentStatus: 'free' });
    expect(await readBack((await adminCreate(adminRegistration({ paymentAmount: 55 }))).json().registrationId)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('keeps the shirt size only with the bundle', async () => {
    const withBundle = await adminCreate(adminRegistration({ equipmentBundle: true }));
    expect(await readBack(withBundle.json().registrationId)).toMatchObject({ equipmentBundle: true, shirtSize: 'L' });
    const without = await adminCreate(adminRegistration({ shirtSize: 'M' }));
    expect(await readBack(without.json().registrationId)).toMatchObject({ equipmentBundle: false, shirtSize: null });
  });

  it('may register for an inactive program but not an unknown one', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/programs',
      payload: { name: 'Private Program', description: 'Invitation only, not on the public page.', duration: '1 day', active: false },
    });
    expect((await adminCreate(adminRegistration({ programId: created.json().data.id }))).statusCode).toBe(201);
    const unknown = await adminCreate(adminRegistration({ programId: 999999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ programId: 'The selected program is not available for registration' });
  });

  it('reports the messages of the admin form', async () => {
    expect(await adminErrors({ paymentAmount: -1 })).toEqual({ paymentAmount: 'Payment amount cannot be negative' });
    expect(await adminErrors({ programId: 0 })).toEqual({ programId: 'Please select a program' });
    expect(await adminErrors({ programId: undefined })).toEqual({ programId: 'Please select a program' });
    expect(await adminErrors({ programName: '' })).toEqual({ programName: 'Program name is required' });
    expect(await adminErrors({ phone: '' })).toEqual({ phone: 'Phone number is required' });
    expect(await adminErrors({ firstName: '' })).toEqual({ firstName: 'First name is required' });
    expect(await adminErrors({ lastName: '' })).toEqual({ lastName: 'Last name is required' });
    expect(await adminErrors({ dateOfBirth: '' })).toEqual({ dateOfBirth: 'Date of birth is required' });
    expect(await adminErrors({ email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(await adminErrors({ parentGuardianEmail: 'nope' })).toEqual({ parentGuardianEmail: 'Please enter a valid email address' });
    expect(await adminErrors({ experienceLevel: 'expert' })).toEqual({ experienceLevel: 'Experience level is required' });
    expect(await adminErrors({ paymentStatus: 'stolen' })).toHaveProperty('paymentStatus');
    expect(await adminErrors({ registrationStatus: 'lost' })).toHaveProperty('registrationStatus');
  });
});

describe('PUT /api/registrations/{id}', () => {
  it('changes only the fields sent', async () => {
    const before = await registered({ equipmentBundle: true, shirtSize: 'M', paymentAmount: 75 });
    const response = await adminUpdate(before.id, { registrationStatus: 'completed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Registration updated successfully', data: { id: before.id, registrationStatus: 'completed' } });
    const after = await readBack(before.id);
    const { updatedAt: _before, registrationStatus: _was, ...unchanged } = before;
    expect(after).toMatchObject({ ...unchanged, registrationStatus: 'completed' });
  });

  it('lets the admin set payment status and amount, and validates them', async () => {
    const registration = await registered();
    expect((await adminUpdate(registration.id, { paymentStatus: 'refunded', paymentAmount: 20, notes: 'Partial refund' })).statusCode).toBe(200);
    expect(await readBack(registration.id)).toMatchObject({ paymentStatus: 'refunded', paymentAmount: 20, notes: 'Partial refund', firstName: 'Jordan' });
    const bad = await adminUpdate(registration.id, { paymentAmount: -5, phone: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ paymentAmount: 'Payment amount cannot be negative', phone: 'Phone number is required' });
    expect(await readBack(registration.id)).toMatchObject({ paymentAmount: 20 });
  });

  it('moves a registration to another program with that program\'s name', async () => {
    const registration = await registered();
    const programsList = (await t.asAdmin({ method: 'GET', url: '/api/programs' })).json().data as { id: number; name: string }[];
    const other = programsList.find((program) => program.id !== programId)!;
    expect((await adminUpdate(registration.id, { programId: other.id })).statusCode).toBe(200);
    expect(await readBack(registration.id)).toMatchObject({ programId: other.id, programName: other.name });
    expect((await adminUpdate(registration.id, { programId: 999999 })).statusCode).toBe(400);
  });

  it('clears the shirt size when the bundle is removed, and keeps none without a bundle', async () => {
    const registration = await registered({ equipmentBundle: true, shirtSize: 'M', paymentAmount: 75 });
    expect((await adminUpdate(registration.id, { equipmentBundle: false })).statusCode).toBe(200);
    expect(await readBack(registration.id)).toMatchObject({ equipmentBundle: false, shirtSize: null });
    expect((await adminUpdate(registration.id, { shirtSize: 'XL' })).statusCode).toBe(200);
    expect(await readBack(registration.id)).toMatchObject({ equipmentBundle: false, shirtSize: null });
    expect((await adminUpdate(registration.id, { equipmentBundle: true })).statusCode).toBe(200);
    expect(await readBack(registration.id)).toMatchObject({ equipmentBundle: true, shirtSize: 'L' });
    expect((await adminUpdate(registration.id, { shirtSize: 'XL' })).statusCode).toBe(200);
    expect(await readBack(registration.id)).toMatchObject({ equipmentBundle: true, shirtSize: 'XL' });
  });

  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    await expectUnknownAndMalformedIds(adminUpdate, { registrationStatus: 'cancelled' }, 'Registration not found');
  });
});

describe('DELETE /api/registrations/{id}', () => {
  it('deletes the registration; a re-read is 404', async () => {
    const registration = await registered();
    const response = await t.asAdmin({ method: 'DELETE', url: `/api/registrations/${registration.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Registration deleted successfully' });
    expect((await t.asAdmin({ method: 'GET', url: `/api/registrations/${registration.id}` })).statusCode).toBe(404);
    expect(await t.db.select().from(registrations).where(eq(registrations.id, registration.id))).toEqual([]);
  });

  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.asAdmin({ method: 'DELETE', url: '/api/registrations/999999' })).statusCode).toBe(404);
    expect((await t.asAdmin({ method: 'DELETE', url: '/api/registrations/abc' })).statusCode).toBe(400);
  });
});
