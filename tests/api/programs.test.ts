import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programEnrollments, programFeatures, programs } from '../../server/programs/tables.js';
import { registrations } from '../../server/registrations/tables.js';
import { users } from '../../server/auth/tables.js';
import { testAppSession } from '../helpers/app.js';
import { expectUnknownAndMalformedIds } from '../helpers/update-ids.js';

const t = testAppSession();

const validProgram = (overrides: Record<string, unknown> = {}) => ({
  name: 'Summer Officiating Clinic',
  description: 'Two weekends of floor mechanics, rules and film review.',
  level: 'college',
  duration: '2 weekends',
  price: 40,
  priceTiers: [{ name: 'New Official', price: 40 }, { name: 'Experienced Official', price: 55, description: '5+ years' }],
  location: '1 Court St, Phoenix, AZ',
  locationName: 'Downtown Gym',
  startDate: '2026-07-01',
  startTime: '09:30',
  features: ['Rules test', 'Film review'],
  ...overrides,
});

const visitorGet = (url: string) => t.app.inject({ method: 'GET', url });
const adminGet = (url: string) => t.asAdmin({ method: 'GET', url });
const create = (payload: object) => t.asAdmin({ method: 'POST', url: '/api/programs', payload });
const update = (id: number | string, payload: object) => t.asAdmin({ method: 'PUT', url: `/api/programs/${id}`, payload });

async function createProgram(overrides: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  const response = await create(validProgram(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** POSTs a program and returns the field errors of the 400 answer. */
async function errorsFor(overrides: Record<string, unknown>): Promise<Record<string, string>> {
  const response = await create(validProgram(overrides));
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().success).toBe(false);
  return response.json().errors;
}

describe('GET /api/programs', () => {
  it('lists only active programs to a visitor and every program to an admin, each with its features', async () => {
    const hidden = await createProgram({ name: 'Soon Hidden Program' });
    expect((await update(hidden.id, { active: false })).statusCode).toBe(200);

    const visitor = await visitorGet('/api/programs');
    expect(visitor.statusCode).toBe(200);
    const visible = visitor.json().data as { id: number; active: boolean; features: unknown }[];
    expect(visible.length).toBeGreaterThanOrEqual(3);
    expect(visible.every((program) => program.active)).toBe(true);
    expect(visible.map((program) => program.id)).not.toContain(hidden.id);
    for (const program of visible) expect(Array.isArray(program.features)).toBe(true);

    const admin = await adminGet('/api/programs');
    const all = admin.json().data as { id: number; active: boolean; features: unknown }[];
    expect(all.length).toBe(visible.length + 1);
    expect(all.find((program) => program.id === hidden.id)).toMatchObject({ active: false, features: ['Rules test', 'Film review'] });
    for (const program of all) expect(Array.isArray(program.features)).toBe(true);
  });
});

describe('GET /api/programs/{id}', () => {
  it('includes data.features as strings', async () => {
    const [seeded] = (await visitorGet('/api/programs')).json().data as { id: number }[];
    const response = await visitorGet(`/api/programs/${seeded!.id}`);
    expect(response.statusCode).toBe(200);
    const { features } = response.json().data;
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) expect(typeof feature).toBe('string');
  });

  it('hides an inactive program from a visitor (404) but shows it to an admin', async () => {
    const program = await createProgram({ name: 'Inactive Program', active: false });
    const visitor = await visitorGet(`/api/programs/${program.id}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ success: false, message: 'Program not found' });
    const admin = await adminGet(`/api/programs/${program.id}`);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toMatchObject({ id: program.id, active: false });
  });

  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await visitorGet('/api/programs/999999')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5']) {
      const response = await visitorGet(`/api/programs/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});

describe('POST /api/programs', () => {
  it('creates a program with features and price tiers, dropping blank features after trimming', async () => {
    const response = await create(validProgram({ features: ['  Rules test  ', '', '   ', 'Film review'] }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Program created successfully' });
    const { id } = response.json().data;

    const reread = (await adminGet(`/api/programs/${id}`)).json().data;
    expect(reread).toMatchObject({
      id,
      name: 'Summer Officiating Clinic',
      level: 'college',
      price: 40,
      priceTiers: [{ name: 'New Official', price: 40 }, { name: 'Experienced Official', price: 55, description: '5+ years' }],
      locationName: 'Downtown Gym',
      startDate: '2026-07-01',
      startTime: '09:30',
      active: true,
      features: ['Rules test', 'Film review'],
    });
    const rows = await t.db.select().from(programFeatures).where(eq(programFeatures.programId, id));
    expect(rows.map((row) => row.feature).sort()).toEqual(['Film review', 'Rules test']);
  });

  it('defaults the level to high-school, the tiers and features to empty lists', async () => {
    const response = await create({ name: 'Bare Program', description: 'Only the required fields.', duration: '1 day' });
    expect(response.statusCode).toBe(201);
    const reread = (await adminGet(`/api/programs/${response.json().data.id}`)).json().data;
    expect(reread).toMatchObject({ level: 'high-school', priceTiers: [], features: [], active: true, price: null, imageUrl: null });
  });

  it('accepts an http(s) image URL, a site path and an empty one', async () => {
    for (const [imageUrl, stored] of [['https://example.com/a.jpg', 'https://example.com/a.jpg'], ['/images/court.jpg', '/images/court.jpg'], ['', null]]) {
      const program = await createProgram({ imageUrl });
      expect((await adminGet(`/api/programs/${program.id}`)).json().data.imageUrl).toBe(stored);
    }
  });

  it('reports each validation message of SPEC section 5', async () => {
    expect(await errorsFor({ name: 'ab' })).toEqual({ name: 'Program name must be at least 3 characters' });
    expect(await errorsFor({ name: undefined })).toEqual({ name: 'Program name must be at least 3 characters' });
    expect(await errorsFor({ description: 'too short' })).toEqual({ description: 'Description must be at least 10 characters' });
    expect(await errorsFor({ price: -1 })).toEqual({ price: 'Price cannot be negative' });
    expect(await errorsFor({ priceTiers: [{ name: '', price: 10 }] })).toEqual({ 'priceTiers.0.name': 'Name is required' });
    expect(await errorsFor({ priceTiers: [{ name: 'Early bird', price: -5 }] })).toEqual({ 'priceTiers.0.price': 'Price cannot be negative' });
    for (const imageUrl of ['not a url', 'javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example.com/a.png', 'ftp://example.com/a.png']) {
      expect(await errorsFor({ imageUrl }), imageUrl).toEqual({ imageUrl: 'Please enter a valid image URL' });
    }
    for (const startDate of ['2026/07/01', '01-07-2026', '2026-02-30', 'tomorrow']) {
      expect(await errorsFor({ startDate }), startDate).toEqual({ startDate: 'Start date must be a valid date in YYYY-MM-DD format' });
    }
    for (const startTime of ['9:30', '24:00', '09:60', '9am']) {
      expect(await errorsFor({ startTime }), startTime).toEqual({ startTime: 'Start time must be in HH:MM (24-hour) format' });
    }
    expect(await errorsFor({ level: 'expert' })).toEqual({ level: 'Level must be one of: high-school, college, professional, youth, all' });
  });

  it('reports several bad fields at once', async () => {
    const errors = await errorsFor({ name: '', description: '', price: -3 });
    expect(errors).toEqual({
      name: 'Program name must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      price: 'Price cannot be negative',
    });
  });

  it('refuses wrong types with a 400, never a 500', async () => {
    for (const overrides of [{ price: '40' }, { price: 40.5 }, { features: 'Rules test' }, { features: [1] }, { priceTiers: {} }, { active: 'yes' }]) {
      const response = await create(validProgram(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
  });
});

describe('PUT /api/programs/{id}', () => {
  it('updates only the fields sent and keeps the others', async () => {
    const program = await createProgram({ name: 'Partial Update Program' });
    const response = await update(program.id, { price: 75 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Program updated successfully', data: { id: program.id, price: 75 } });

    const reread = (await adminGet(`/api/programs/${program.id}`)).json().data;
    expect(reread).toMatchObject({
      name: 'Partial Update Program',
      description: validProgram().description,
      level: 'college',
      price: 75,
      priceTiers: validProgram().priceTiers,
      startDate: '2026-07-01',
      startTime: '09:30',
      active: true,
      features: ['Rules test', 'Film review'],
    });
  });

  it('replaces the whole features list when features are sent', async () => {
    const program = await createProgram();
    const before = (await adminGet(`/api/programs/${program.id}`)).json().data;
    const replaced = await update(program.id, { features: ['Mentoring', '  ', ' Game assignments '] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.features).toEqual(['Mentoring', 'Game assignments']);
    expect(Date.parse(replaced.json().data.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await adminGet(`/api/programs/${program.id}`)).json().data.features).toEqual(['Mentoring', 'Game assignments']);

    await update(program.id, { features: [] });
    expect((await adminGet(`/api/programs/${program.id}`)).json().data.features).toEqual([]);
  });

  it('clears optional fields sent as null or empty', async () => {
    const program = await createProgram({ imageUrl: 'https://example.com/a.jpg' });
    expect((await update(program.id, { imageUrl: '', price: null, startTime: '' })).statusCode).toBe(200);
    expect((await adminGet(`/api/programs/${program.id}`)).json().data).toMatchObject({ imageUrl: null, price: null, startTime: null, startDate: '2026-07-01' });
  });

  it('validates the fields it is given', async () => {
    const program = await createProgram();
    const response = await update(program.id, { name: 'ab', imageUrl: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'Program name must be at least 3 characters', imageUrl: 'Please enter a valid image URL' });
    expect((await adminGet(`/api/programs/${program.id}`)).json().data.name).toBe('Summer Officiating Clinic');
  });

  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    await expectUnknownAndMalformedIds(update, { name: 'Does Not Exist' }, 'Program not found');
  });
});

describe('DELETE /api/programs/{id}', () => {
  it('deletes the program with its features, enrollments and registrations', async () => {
    const program = await createProgram({ name: 'Doomed Program' });
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin'));
    await t.db.insert(programEnrollments).values({ userId: admin!.id, programId: program.id });
    expect(await t.db.select().from(programFeatures).where(eq(programFeatures.programId, program.id))).not.toEqual([]);
    const registration = await t.asAdmin({
      method: 'POST',
      url: '/api/registrations',
      payload: {
        programId: program.id, programName: program.name, firstName: 'Dana', lastName: 'Reyes', dateOfBirth: '1990-04-02',
        email: 'dana@example.com', phone: '6025550100', experienceLevel: 'beginner', paymentAmount: 40,
      },
    });
    expect(registration.statusCode, registration.body).toBe(201);

    const response = await t.asAdmin({ method: 'DELETE', url: `/api/programs/${program.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Program deleted successfully' });

    expect(await t.db.select().from(programs).where(eq(programs.id, program.id))).toEqual([]);
    expect(await t.db.select().from(programFeatures).where(eq(programFeatures.programId, program.id))).toEqual([]);
    expect(await t.db.select().from(registrations).where(eq(registrations.programId, program.id))).toEqual([]);
    expect(await t.db.select().from(programEnrollments).where(eq(programEnrollments.programId, program.id))).toEqual([]);
    expect((await adminGet(`/api/programs/${program.id}`)).statusCode).toBe(404);
    expect((await adminGet(`/api/registrations/${registration.json().registrationId}`)).statusCode).toBe(404);
  });

  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.asAdmin({ method: 'DELETE', url: '/api/programs/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Program not found' });
    expect((await t.asAdmin({ method: 'DELETE', url: '/api/programs/abc' })).statusCode).toBe(400);
  });
});
