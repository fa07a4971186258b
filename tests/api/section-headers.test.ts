import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SECTION_HEADER_DEFAULTS } from '../../common/content-defaults.js';
import { SECTION_IDS } from '../../common/constants.js';
import { sectionHeaders } from '../../server/content/tables.js';
import { testAppSession } from '../helpers/app.js';

const t = testAppSession();

const read = (sectionId: string) => t.app.inject({ method: 'GET', url: `/api/section-headers/${sectionId}` });
const put = (sectionId: string, payload: object) => t.asAdmin({ method: 'PUT', url: `/api/section-headers/${sectionId}`, payload });
const post = (payload: object) => t.asAdmin({ method: 'POST', url: '/api/section-headers', payload });
const rowOf = async (sectionId: string) => (await t.db.select().from(sectionHeaders).where(eq(sectionHeaders.sectionId, sectionId)))[0];

describe('section headers: works', () => {
  it('GET is public and returns the seeded defaults of SPEC section 2', async () => {
    const response = await read('services');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { sectionId: 'services', title: 'Our Services' } });
    for (const sectionId of SECTION_IDS) {
      expect((await read(sectionId)).json().data, sectionId).toMatchObject({ sectionId, ...SECTION_HEADER_DEFAULTS[sectionId] });
    }
  });

  it('PUT updates the header (re-read through the API and the database)', async () => {
    const changes = { sectionId: 'programs', title: 'Training Programs', subtitle: 'Courses for every level of official' };
    const response = await put('programs', changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Section header updated successfully', data: changes });
    expect((await read('programs')).json().data).toMatchObject(changes);
    expect(await rowOf('programs')).toMatchObject(changes);
  });

  it('PUT takes the section from the path when the body has none, and an empty subtitle clears it', async () => {
    const response = await put('testimonials', { title: 'Success Stories', subtitle: '' });
    expect(response.statusCode).toBe(200);
    expect((await read('testimonials')).json().data).toMatchObject({ sectionId: 'testimonials', title: 'Success Stories', subtitle: null });
  });

  it('POST creates the header of a new section', async () => {
    const header = { sectionId: 'faq', title: 'Frequently Asked Questions', subtitle: 'What new officials ask us most' };
    const response = await post(header);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, data: header });
    expect((await read('faq')).json().data).toMatchObject(header);
    expect(await rowOf('faq')).toMatchObject(header);
  });
});

describe('section headers: rejects bad input', () => {
  it('POST reports the SPEC messages', async () => {
    const response = await post({ sectionId: 'x', title: 'ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Section ID must be at least 2 characters' });
    expect(response.json().errors).toEqual({ sectionId: 'Section ID must be at least 2 characters', title: 'Title must be at least 3 characters' });
    expect((await post({})).json().errors).toEqual({ sectionId: 'Section ID must be at least 2 characters', title: 'Title must be at least 3 characters' });
    expect(await rowOf('x')).toBeUndefined();
  });

  it('PUT reports the SPEC messages and changes nothing', async () => {
    const before = await rowOf('services');
    const response = await put('services', { sectionId: 'services', title: 'ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ title: 'Title must be at least 3 characters' });
    expect((await put('services', { sectionId: 's', title: '  ' })).json().errors).toEqual({
      sectionId: 'Section ID must be at least 2 characters',
      title: 'Title must be at least 3 characters',
    });
    expect(await rowOf('services')).toEqual(before);
  });

  it('PUT with a body sectionId that differs from the path is 400 and changes neither section', async () => {
    const services = await rowOf('services');
    const programs = await rowOf('programs');
    const response = await put('services', { sectionId: 'programs', title: 'Mixed Up Title' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { sectionId: expect.any(String) } });
    expect(await rowOf('services')).toEqual(services);
    expect(await rowOf('programs')).toEqual(programs);
  });

  it('POST for a section that already has a header is 409 and keeps the stored one', async () => {
    const before = await rowOf('services');
    const response = await post({ sectionId: 'services', title: 'Another Title' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('already exists') });
    expect(await rowOf('services')).toEqual(before);
  });
});

describe('section headers: unknown and malformed sections', () => {
  it('GET and PUT of an unknown section are 404', async () => {
    const response = await read('nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No section header for section "nope"' });

    const update = await put('nope', { title: 'Nobody Home' });
    expect(update.statusCode).toBe(404);
    expect(await rowOf('nope')).toBeUndefined();
  });

  it('a malformed section id in the path is 400', async () => {
    const response = await read('a');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ sectionId: 'Section ID must be at least 2 characters' });
    expect((await read('Services')).statusCode).toBe(400);
    expect((await put('a', { title: 'Valid Title' })).statusCode).toBe(400);
  });
});
