import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../../common/schemas/testimonial.js';
import { testimonials } from '../../server/content/tables.js';
import { TESTIMONIALS_SEED } from '../../server/content/seed-content.js';
import { testAppSession } from '../helpers/app.js';

const t = testAppSession();

const admin: typeof t.admin = (...request) => t.admin(...request);
const featuredList = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/testimonials/featured' });
  expect(response.statusCode).toBe(200);
  return response.json().data as Testimonial[];
};
const rowOf = async (id: number) => (await t.db.select().from(testimonials).where(eq(testimonials.id, id)))[0];

const valid = { name: 'Jordan Ellis', position: 'Club Tournament Official', quote: 'The mechanics sessions made me a calmer, sharper official.' };
async function createTestimonial(overrides: object = {}) {
  const response = await admin('POST', '/api/testimonials', { ...valid, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().data as Testimonial;
}

describe('testimonials: works', () => {
  it('GET /api/testimonials/featured lists only the featured ones', async () => {
    const data = await featuredList();
    expect(data.every((testimonial) => testimonial.featured)).toBe(true);
    const seededFeatured = TESTIMONIALS_SEED.filter((testimonial) => testimonial.featured).map((testimonial) => testimonial.name);
    expect(data.map((testimonial) => testimonial.name).sort()).toEqual(seededFeatured.sort());
  });

  it('admin GET /api/testimonials lists featured and standard ones', async () => {
    const data = (await admin('GET', '/api/testimonials')).json().data as Testimonial[];
    expect(data).toHaveLength((await t.db.select().from(testimonials)).length);
    expect(data.some((testimonial) => !testimonial.featured)).toBe(true);
  });

  it('POST creates a standard (not featured) testimonial by default', async () => {
    const response = await admin('POST', '/api/testimonials', valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Testimonial created successfully', data: { ...valid, featured: false } });
    expect((await admin('GET', `/api/testimonials/${body.data.id}`)).json().data).toMatchObject({ ...valid, featured: false });
    expect(await rowOf(body.data.id)).toMatchObject({ ...valid, featured: false });
    expect((await featuredList()).map((testimonial) => testimonial.id)).not.toContain(body.data.id);
  });

  it('POST may create a featured testimonial, which the public list then shows', async () => {
    const created = await createTestimonial({ name: 'Featured Person', featured: true });
    expect((await featuredList()).map((testimonial) => testimonial.id)).toContain(created.id);
  });

  it('PUT with only {featured: true} changes only the featured flag (the star toggle)', async () => {
    const created = await createTestimonial();
    const response = await admin('PUT', `/api/testimonials/${created.id}`, { featured: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Testimonial updated successfully' });

    const reread = (await admin('GET', `/api/testimonials/${created.id}`)).json().data as Testimonial;
    expect(reread).toMatchObject({ ...valid, featured: true });
    expect(await rowOf(created.id)).toMatchObject({ ...valid, featured: true });
    expect((await featuredList()).map((testimonial) => testimonial.id)).toContain(created.id);

    await admin('PUT', `/api/testimonials/${created.id}`, { featured: false });
    expect(await rowOf(created.id)).toMatchObject({ ...valid, featured: false });
    expect((await featuredList()).map((testimonial) => testimonial.id)).not.toContain(created.id);
  });

  it('PUT with every field replaces them (re-read)', async () => {
    const created = await createTestimonial();
    const changes = { name: 'Jordan Ellis-Reed', position: 'Varsity Official', quote: 'I now work varsity games every week of the season.', featured: true };
    const response = await admin('PUT', `/api/testimonials/${created.id}`, changes);
    expect(response.json().data).toMatchObject(changes);
    expect((await admin('GET', `/api/testimonials/${created.id}`)).json().data).toMatchObject(changes);
  });

  it('DELETE removes the testimonial', async () => {
    const created = await createTestimonial({ featured: true });
    const response = await admin('DELETE', `/api/testimonials/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Testimonial deleted successfully' });
    expect((await admin('GET', `/api/testimonials/${created.id}`)).statusCode).toBe(404);
    expect(await rowOf(created.id)).toBeUndefined();
    expect((await featuredList()).map((testimonial) => testimonial.id)).not.toContain(created.id);
  });
});

describe('testimonials: rejects bad input', () => {
  const messages = {
    name: 'Name must be at least 2 characters',
    position: 'Position must be at least 2 characters',
    quote: 'Quote must be at least 10 characters',
  };

  it('reports each SPEC message on create', async () => {
    const response = await admin('POST', '/api/testimonials', { name: 'J', position: 'X', quote: 'Too short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: messages.name });
    expect(response.json().errors).toEqual(messages);
    expect((await admin('POST', '/api/testimonials', {})).json().errors).toEqual(messages);
    expect((await admin('POST', '/api/testimonials', { name: '  ', position: '  ', quote: '         ' })).json().errors).toEqual(messages);
  });

  it('featured must be a boolean', async () => {
    const response = await admin('POST', '/api/testimonials', { ...valid, featured: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ featured: 'Featured must be true or false' });
  });

  it('PUT validates the fields it is given and changes nothing on failure', async () => {
    const created = await createTestimonial();
    const response = await admin('PUT', `/api/testimonials/${created.id}`, { name: 'J', quote: 'short', featured: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: messages.name, quote: messages.quote });
    expect(await rowOf(created.id)).toMatchObject({ ...valid, featured: false });
  });
});

describe('testimonials: unknown and malformed ids', () => {
  it('GET, PUT and DELETE of an unknown id are 404', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await admin(method, '/api/testimonials/999999', method === 'PUT' ? { featured: true } : undefined);
      expect(response.statusCode, method).toBe(404);
      expect(response.json(), method).toEqual({ success: false, message: 'Testimonial not found' });
    }
  });

  it('GET, PUT and DELETE of a malformed id are 400', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await admin(method, '/api/testimonials/abc', method === 'PUT' ? { featured: true } : undefined);
      expect(response.statusCode, method).toBe(400);
      expect(response.json().errors, method).toEqual({ id: 'id must be a positive whole number' });
    }
  });
});
