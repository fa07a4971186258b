import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_EXPERIENCE, CONTACT_PROGRAMS } from '../../common/constants.js';
import type { Contact } from '../../common/schemas/contact.js';
import { contacts } from '../../server/contacts/tables.js';
import { testAppSession } from '../helpers/app.js';

const t = testAppSession();

const THANKS = 'Thank you for your submission! We will contact you shortly.';
const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });
const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string) => t.asAdmin({ method, url });
const adminList = async () => (await admin('GET', '/api/contacts')).json().data as Contact[];
const rowOf = async (id: number) => (await t.db.select().from(contacts).where(eq(contacts.id, id)))[0];

const full = {
  name: 'Riley Chen',
  email: 'riley.chen@example.com',
  phone: '(480) 555-0199',
  program: 'high-school',
  experience: 'beginner',
  message: 'I would like to know when the next certification class starts.',
};
async function submitted(overrides: object = {}): Promise<number> {
  const response = await submit({ ...full, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

describe('POST /api/contact: works', () => {
  it('is public, answers 201 with the thank-you message and stores the enquiry as not responded', async () => {
    const response = await submit(full);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: THANKS });
    expect(body.data.id).toEqual(expect.any(Number));

    expect(await rowOf(body.data.id)).toMatchObject({ ...full, responded: false });
    expect((await adminList()).find((contact) => contact.id === body.data.id)).toMatchObject({ ...full, responded: false });
  });

  it('needs only a name and an email; missing or empty optional fields are stored as null', async () => {
    const id = await submitted({ phone: undefined, program: undefined, experience: undefined, message: undefined });
    expect(await rowOf(id)).toMatchObject({ phone: null, program: null, experience: null, message: null, responded: false });

    const empty = await submitted({ phone: '', program: '', experience: '', message: '' });
    expect(await rowOf(empty)).toMatchObject({ phone: null, program: null, experience: null, message: null });
  });

  it('accepts every program and experience value of SPEC section 3', async () => {
    for (const program of CONTACT_PROGRAMS) {
      const id = await submitted({ program });
      expect((await rowOf(id))?.program).toBe(program);
    }
    for (const experience of CONTACT_EXPERIENCE) {
      const id = await submitted({ experience });
      expect((await rowOf(id))?.experience).toBe(experience);
    }
  });

  it('a visitor cannot mark their own enquiry as responded', async () => {
    const id = await submitted({ responded: true, id: 424242 });
    expect(id).not.toBe(424242);
    expect((await rowOf(id))?.responded).toBe(false);
  });
});

describe('POST /api/contact: rejects bad input', () => {
  it('reports the name and email messages of SPEC section 5', async () => {
    const response = await submit({ ...full, name: 'R', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Name must be at least 2 characters' });
    expect(response.json().errors).toEqual({ name: 'Name must be at least 2 characters', email: 'Please enter a valid email address' });

    expect((await submit({})).json().errors).toEqual({ name: 'Name must be at least 2 characters', email: 'Please enter a valid email address' });
    expect((await submit({ ...full, name: '   ', email: '' })).json().errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
    });
  });

  it('refuses a program or experience outside the lists', async () => {
    const response = await submit({ ...full, program: 'nba', experience: 'expert' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      program: `Program must be one of: ${CONTACT_PROGRAMS.join(', ')}`,
      experience: `Experience must be one of: ${CONTACT_EXPERIENCE.join(', ')}`,
    });
  });

  it('stores nothing when the input is refused', async () => {
    const before = (await t.db.select().from(contacts)).length;
    await submit({ ...full, email: 'nope' });
    expect(await t.db.select().from(contacts)).toHaveLength(before);
  });
});

describe('admin contact actions: works', () => {
  it('PUT /api/contacts/{id}/respond marks the enquiry as responded, and it stays so', async () => {
    const id = await submitted();
    const response = await admin('PUT', `/api/contacts/${id}/respond`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Contact marked as responded', data: { id, responded: true } });
    expect((await adminList()).find((contact) => contact.id === id)?.responded).toBe(true);

    expect((await admin('PUT', `/api/contacts/${id}/respond`)).json().data.responded).toBe(true);
    expect(await rowOf(id)).toMatchObject({ ...full, responded: true });
  });

  it('DELETE /api/contacts/{id} deletes that enquiry only', async () => {
    const kept = await submitted();
    const id = await submitted();
    const response = await admin('DELETE', `/api/contacts/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Contact deleted successfully' });
    expect(await rowOf(id)).toBeUndefined();
    const ids = (await adminList()).map((contact) => contact.id);
    expect(ids).not.toContain(id);
    expect(ids).toContain(kept);
  });

  it('DELETE /api/contacts deletes every enquiry and reports how many', async () => {
    await submitted();
    await submitted();
    const count = (await t.db.select().from(contacts)).length;
    expect(count).toBeGreaterThanOrEqual(2);

    const response = await admin('DELETE', '/api/contacts');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, count, message: 'All contacts deleted successfully' });
    expect(await adminList()).toEqual([]);
    expect(await t.db.select().from(contacts)).toEqual([]);

    expect((await admin('DELETE', '/api/contacts')).json()).toMatchObject({ success: true, count: 0 });
  });
});

describe('admin contact actions: unknown and malformed ids', () => {
  it('respond and delete of an unknown id are 404', async () => {
    for (const [method, url] of [['PUT', '/api/contacts/999999/respond'], ['DELETE', '/api/contacts/999999']] as const) {
      const response = await admin(method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ success: false, message: 'Contact not found' });
    }
  });

  it('respond and delete of a malformed id are 400', async () => {
    for (const [method, url] of [['PUT', '/api/contacts/abc/respond'], ['DELETE', '/api/contacts/abc']] as const) {
      const response = await admin(method, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual({ id: 'id must be a positive whole number' });
    }
  });

  it('a deleted enquiry cannot be deleted or marked again', async () => {
    const id = await submitted();
    await admin('DELETE', `/api/contacts/${id}`);
    expect((await admin('DELETE', `/api/contacts/${id}`)).statusCode).toBe(404);
    expect((await admin('PUT', `/api/contacts/${id}/respond`)).statusCode).toBe(404);
  });
});
