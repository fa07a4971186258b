import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services } from '../../server/content/tables.js';
import { SERVICES_SEED } from '../../server/content/seed-content.js';
import { testAppSession } from '../helpers/app.js';

const t = testAppSession();

const admin: typeof t.admin = (...request) => t.admin(...request);
const publicActive = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/services/active' });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; title: string; displayOrder: number; active: boolean }[];
};
const rowOf = async (id: number) => (await t.db.select().from(services).where(eq(services.id, id)))[0];

const valid = { title: 'Court Positioning Workshop', description: 'A half-day workshop on floor coverage and angles.', icon: 'video' };
async function createService(overrides: object = {}) {
  const response = await admin('POST', '/api/services', { ...valid, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number } & Record<string, unknown>;
}

describe('services: works', () => {
  it('GET /api/services/active lists the seeded services, ordered by displayOrder', async () => {
    const data = await publicActive();
    const seededTitles = [...SERVICES_SEED].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0)).map((service) => service.title);
    expect(data.map((service) => service.title)).toEqual(seededTitles);
    expect(data.every((service) => service.active)).toBe(true);
    const orders = data.map((service) => service.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('POST creates a service with displayOrder 0 and active true by default', async () => {
    const response = await admin('POST', '/api/services', valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Service created successfully', data: { ...valid, displayOrder: 0, active: true } });

    const reread = await admin('GET', `/api/services/${body.data.id}`);
    expect(reread.json().data).toMatchObject({ ...valid, displayOrder: 0, active: true });
    expect(await rowOf(body.data.id)).toMatchObject({ ...valid, displayOrder: 0, active: true });
  });

  it('trims text and stores the given displayOrder and active flag', async () => {
    const created = await createService({ title: '  Padded Title  ', displayOrder: 42, active: false });
    expect(await rowOf(created.id)).toMatchObject({ title: 'Padded Title', displayOrder: 42, active: false });
  });

  it('a new service with a lower displayOrder comes first on the public list', async () => {
    const created = await createService({ title: 'First Of All', displayOrder: -5 });
    const data = await publicActive();
    expect(data[0]?.id).toBe(created.id);
    await admin('DELETE', `/api/services/${created.id}`);
  });

  it('PUT updates the given fields and leaves the others (re-read)', async () => {
    const created = await createService({ displayOrder: 7 });
    const response = await admin('PUT', `/api/services/${created.id}`, { title: 'Renamed Workshop', icon: 'school' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Service updated successfully', data: { title: 'Renamed Workshop', icon: 'school' } });

    const reread = (await admin('GET', `/api/services/${created.id}`)).json().data;
    expect(reread).toMatchObject({ title: 'Renamed Workshop', icon: 'school', description: valid.description, displayOrder: 7, active: true });
  });

  it('a service deactivated via PUT leaves the public list but stays in the admin list', async () => {
    const created = await createService({ title: 'Soon Inactive' });
    expect((await publicActive()).map((service) => service.id)).toContain(created.id);

    expect((await admin('PUT', `/api/services/${created.id}`, { active: false })).statusCode).toBe(200);
    expect((await publicActive()).map((service) => service.id)).not.toContain(created.id);
    const all = (await admin('GET', '/api/services')).json().data as { id: number; active: boolean }[];
    expect(all.find((service) => service.id === created.id)).toMatchObject({ active: false, title: 'Soon Inactive' });
    expect((await rowOf(created.id))?.active).toBe(false);

    await admin('PUT', `/api/services/${created.id}`, { active: true });
    expect((await publicActive()).map((service) => service.id)).toContain(created.id);
  });

  it('admin GET /api/services lists every service in displayOrder', async () => {
    const all = (await admin('GET', '/api/services')).json().data as { displayOrder: number }[];
    const stored = await t.db.select().from(services);
    expect(all).toHaveLength(stored.length);
    const orders = all.map((service) => service.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('DELETE removes the service', async () => {
    const created = await createService();
    const response = await admin('DELETE', `/api/services/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Service deleted successfully' });
    expect((await admin('GET', `/api/services/${created.id}`)).statusCode).toBe(404);
    expect(await rowOf(created.id)).toBeUndefined();
  });
});

describe('services: rejects bad input', () => {
  it('reports each SPEC message on create', async () => {
    const response = await admin('POST', '/api/services', { title: 'ab', description: 'too short', icon: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Title must be at least 3 characters' });
    expect(response.json().errors).toEqual({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      icon: 'Icon name must be at least 2 characters',
    });
  });

  it('reports the same messages for missing, null and blank fields', async () => {
    const expected = {
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      icon: 'Icon name must be at least 2 characters',
    };
    expect((await admin('POST', '/api/services', {})).json().errors).toEqual(expected);
    expect((await admin('POST', '/api/services', { title: null, description: null, icon: null })).json().errors).toEqual(expected);
    expect((await admin('POST', '/api/services', { title: '     ', description: '          ', icon: '  ' })).json().errors).toEqual(expected);
  });

  it('displayOrder must be a whole number and active a boolean', async () => {
    expect((await admin('POST', '/api/services', { ...valid, displayOrder: 1.5 })).json().errors).toEqual({ displayOrder: 'Display order must be a whole number' });
    expect((await admin('POST', '/api/services', { ...valid, displayOrder: 'first' })).json().errors).toEqual({ displayOrder: 'Display order must be a number' });
    expect((await admin('POST', '/api/services', { ...valid, active: 'yes' })).json().errors).toEqual({ active: 'Active must be true or false' });
  });

  it('PUT validates the fields it is given and changes nothing on failure', async () => {
    const created = await createService();
    const response = await admin('PUT', `/api/services/${created.id}`, { title: 'ab', displayOrder: 2.5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ title: 'Title must be at least 3 characters', displayOrder: 'Display order must be a whole number' });
    expect(await rowOf(created.id)).toMatchObject({ title: valid.title, displayOrder: 0 });
  });

  it('malformed JSON and a non-object body are 400s', async () => {
    const malformed = await t.asAdmin({ method: 'POST', url: '/api/services', headers: { 'content-type': 'application/json' }, payload: '{"title":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: 'Malformed JSON in request body' });
    const array = await t.asAdmin({ method: 'POST', url: '/api/services', headers: { 'content-type': 'application/json' }, payload: '[]' });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toMatchObject({ success: false, message: 'Request body must be a JSON object' });
  });
});

describe('services: unknown and malformed ids', () => {
  it('GET, PUT and DELETE of an unknown id are 404', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await admin(method, '/api/services/999999', method === 'PUT' ? { title: 'Whatever Title' } : undefined);
      expect(response.statusCode, method).toBe(404);
      expect(response.json(), method).toEqual({ success: false, message: 'Service not found' });
    }
  });

  it('GET, PUT and DELETE of a malformed id are 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await admin(method, `/api/services/${id}`, method === 'PUT' ? { title: 'Whatever Title' } : undefined);
        expect(response.statusCode, `${method} ${id}`).toBe(400);
        expect(response.json().errors, `${method} ${id}`).toHaveProperty('id');
      }
    }
  });
});
