// Security basics (ISSUE 2 point 8) and bad input of every kind (point 5): always a 4xx with a clear
// message, never a 5xx, and nothing stored.
import type { LightMyRequestResponse } from 'fastify';
import { PAYMENT_PAGE_CSP } from '../../server/ssr/content-security-policy.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let contactsBefore: number;
beforeAll(async () => {
  t = await createTestApp();
  contactsBefore = await countContacts();
});
afterAll(() => t.close());

async function countContacts(): Promise<number> {
  const response = await t.asAdmin({ method: 'GET', url: '/api/contacts' });
  expect(response.statusCode).toBe(200);
  return (response.json().data as unknown[]).length;
}

const postContact = (payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': contentType }, payload });

const VALID_CONTACT = { name: 'Jordan Reyes', email: 'jordan@example.com', message: 'When does the next class start?' };

/** A 4xx in the failure envelope; never a 5xx. */
function expectFailure(response: LightMyRequestResponse, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
  return body as { success: false; message: string; errors?: Record<string, string> };
}

/** Parses a CSP header into directive -> sources. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the payment pages’ CSP', () => {
  it('adds exactly the sources Stripe.js needs to the strict policy', () => {
    const csp = parseCsp(PAYMENT_PAGE_CSP);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']));
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('security headers', () => {
  it('an API response carries helmet headers with a strict CSP (no third party), and no X-Powered-By', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/hero' });
    expect(response.statusCode).toBe(200);
    const csp = parseCsp(String(response.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain('https://js.stripe.com');
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers).not.toHaveProperty('x-powered-by');
  });

  it('error responses carry them too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers).not.toHaveProperty('x-powered-by');
  });
});

/**
 * Parses a Permissions-Policy header as the Structured Field dictionary it must be (RFC 8941: members
 * `key=(inner list)`, items `self`, `*` or quoted origins), or throws.
 */
function parsePermissionsPolicy(header: string): Map<string, string[]> {
  const members = header.split(', ');
  const policy = new Map<string, string[]>();
  for (const member of members) {
    const match = /^([a-z*][a-z0-9_\-.*]*)=\(((?:self|\*|"[\x20-\x21\x23-\x5b\x5d-\x7e]*")(?: (?:self|\*|"[\x20-\x21\x23-\x5b\x5d-\x7e]*"))*)?\)$/.exec(member);
    if (!match) throw new Error(`not a Structured Field member: ${member}`);
    if (policy.has(match[1]!)) throw new Error(`duplicate key: ${match[1]}`);
    policy.set(match[1]!, match[2] ? match[2].split(' ') : []);
  }
  return policy;
}

describe('Permissions-Policy', () => {
  const UNUSED = ['camera', 'microphone', 'geolocation', 'interest-cohort', 'browsing-topics', 'usb', 'payment'];

  it('every answer turns off the features the site does not use, payment included', async () => {
    for (const url of ['/api/hero', '/api/no-such-thing', '/api/contacts', '/', '/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = parsePermissionsPolicy(String(response.headers['permissions-policy']));
      for (const feature of UNUSED) expect(policy.get(feature), `${url} ${feature}`).toEqual([]);
    }
  });

  it('the payment pages allow the Payment Request API to this site and to Stripe’s frames only', async () => {
    for (const url of ['/checkout?registrationId=1', '/stripe-checkout', '/payment-confirmation']) {
      const policy = parsePermissionsPolicy(String((await t.app.inject({ method: 'GET', url })).headers['permissions-policy']));
      expect(policy.get('payment'), url).toEqual(['self', '"https://js.stripe.com"', '"https://*.js.stripe.com"']);
      expect(policy.get('camera'), url).toEqual([]);
    }
  });

  it('answers served from the response cache carry it too', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${address}/api/hero`);
      expect(response.status).toBe(200);
      expect(parsePermissionsPolicy(response.headers.get('permissions-policy') ?? '').get('camera')).toEqual([]);
    }
  });
});

describe('answers about a signed-in person are never stored by a cache', () => {
  const expectNoStore = (response: LightMyRequestResponse, what: string) => expect(response.headers['cache-control'], what).toBe('no-store');

  it('every auth answer, refusals and unknown paths included', async () => {
    const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expectNoStore(await login({ username: 'admin', password: 'admin-password-1' }), 'login');
    expectNoStore(await login({ username: 'admin', password: 'wrong-password' }), 'login refused (401)');
    expectNoStore(await login({}), 'login invalid (400)');
    expectNoStore(await t.app.inject({ method: 'GET', url: '/api/auth/user' }), 'user, signed out (401)');
    expectNoStore(await t.asAdmin({ method: 'GET', url: '/api/auth/user' }), 'user');
    expectNoStore(await t.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: {} }), 'change-password refused by the guard');
    expectNoStore(await t.asAdmin({ method: 'POST', url: '/api/auth/change-password', payload: {} }), 'change-password invalid');
    expectNoStore(await t.app.inject({ method: 'POST', url: '/api/auth/logout' }), 'logout');
    expectNoStore(await t.app.inject({ method: 'GET', url: '/api/auth/nothing' }), 'unknown auth path');
  });

  it('every admin answer, and no public one', async () => {
    expectNoStore(await t.asAdmin({ method: 'GET', url: '/api/contacts' }), 'contacts');
    expectNoStore(await t.asAdmin({ method: 'GET', url: '/api/registrations/424242' }), 'a registration (404)');
    expectNoStore(await t.app.inject({ method: 'GET', url: '/api/contacts' }), 'contacts, signed out (401)');
    expect((await t.app.inject({ method: 'GET', url: '/api/programs' })).headers['cache-control']).toBeUndefined();
  });
});

describe('logout', () => {
  it('tells the browser to clear the site’s cache, cookies and storage (the token lives in storage)', async () => {
    const token = await t.login();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['clear-site-data']).toBe('"cache", "cookies", "storage"');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'admin-password-1' } });
    expect(login.headers).not.toHaveProperty('clear-site-data');
  });
});

describe('CORS', () => {
  const evil = 'https://evil.example';

  it('a preflight from another origin gets no access-control-allow-origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers).not.toHaveProperty('access-control-allow-origin');
    expect(response.headers).not.toHaveProperty('access-control-allow-credentials');
  });

  it('a GET from another origin is answered without access-control-allow-origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/programs', headers: { origin: evil } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).not.toHaveProperty('access-control-allow-origin');
  });
});

describe('malformed request bodies on POST /api/contact', () => {
  it('broken JSON is a 400 with a clear message', async () => {
    for (const payload of ['{"name": "Jordan",', '{name: "Jordan"}', "{'a': 1}", '{"a": 1}}', 'nul']) {
      expectFailure(await postContact(payload), 400, 'Malformed JSON in request body');
    }
  });

  it('an empty body with a JSON content type is a 400', async () => {
    expectFailure(await postContact(''), 400, 'Request body must be a JSON object');
    expectFailure(await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' } }), 400);
    expectFailure(await t.app.inject({ method: 'POST', url: '/api/contact' }), 400, 'Request body must be a JSON object');
  });

  it('a JSON value that is not an object is a 400', async () => {
    for (const payload of ['[]', '[{"name": "Jordan"}]', '"Jordan"', '42', 'true', 'null']) {
      expectFailure(await postContact(payload), 400, 'Request body must be a JSON object');
    }
  });

  it('a body that is not JSON is a 415', async () => {
    expectFailure(await postContact('name=Jordan&email=jordan@example.com', 'text/plain'), 415);
    expectFailure(await postContact('name=Jordan', 'application/x-www-form-urlencoded'), 415);
  });

  it('a body over 1 MiB is a 413', async () => {
    const payload = JSON.stringify({ ...VALID_CONTACT, message: 'x'.repeat(1024 * 1024) });
    expectFailure(await postContact(payload), 413, 'Request body is too large');
  });

  it('prototype-pollution payloads are refused and pollute nothing', async () => {
    const payloads = [
      `{"name": "Jordan Reyes", "email": "jordan@example.com", "__proto__": {"polluted": true}}`,
      `{"name": "Jordan Reyes", "email": "jordan@example.com", "constructor": {"prototype": {"polluted": true}}}`,
    ];
    for (const payload of payloads) {
      const response = await postContact(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('wrong types give a 400 with a message per field', async () => {
    const response = await postContact(JSON.stringify({ name: 123, email: true, phone: 5, program: 7, message: ['hi'] }));
    const body = expectFailure(response, 400);
    expect(body.errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone must be text',
      program: 'Program must be one of: high-school, college, pro-development, youth, other',
      message: 'Message must be text',
    });
    expect(body.message).toBe(Object.values(body.errors!)[0]);
  });
});

describe('body-less calls with a JSON content type (the client sends one on every call)', () => {
  it('are served', async () => {
    const json = { 'content-type': 'application/json' };
    const created = await postContact(JSON.stringify(VALID_CONTACT));
    const { id } = created.json().data as { id: number };
    expect((await t.asAdmin({ method: 'PUT', url: `/api/contacts/${id}/respond`, headers: json })).statusCode).toBe(200);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/contacts/${id}`, headers: json })).statusCode).toBe(200);
    expect((await t.asAdmin({ method: 'GET', url: '/api/contacts', headers: json })).statusCode).toBe(200);
    const token = await t.login();
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...json, authorization: `Bearer ${token}` } });
    expect(logout.statusCode, logout.body).toBe(200);
  });
});

describe('values that are valid JSON but cannot be stored', () => {
  it('a NUL character in text is a 400, not a database failure', async () => {
    const response = await postContact(JSON.stringify({ ...VALID_CONTACT, name: 'Jordan\u0000Reyes' }));
    expectFailure(response, 400, 'A value contains a character that cannot be stored');
  });
});

describe('unknown fields', () => {
  it('are ignored: the contact is stored without them', async () => {
    const response = await postContact(JSON.stringify({ ...VALID_CONTACT, responded: true, id: 999_999, isAdmin: true, createdAt: '2000-01-01' }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().data as { id: number };
    expect(id).not.toBe(999_999);

    const list = await t.asAdmin({ method: 'GET', url: '/api/contacts' });
    const stored = (list.json().data as Record<string, unknown>[]).find((contact) => contact.id === id);
    expect(stored).toMatchObject({ ...VALID_CONTACT, responded: false });
    expect(stored).not.toHaveProperty('isAdmin');
    expect(String(stored!.createdAt)).not.toMatch(/^2000/);

    // Remove it again, so the count check at the end sees only what the bad requests did.
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/contacts/${id}` })).statusCode).toBe(200);
  });
});

describe('ids in the path', () => {
  it('a non-numeric, negative, fractional or out-of-range id is a 400', async () => {
    for (const id of ['abc', '99999999999', '2147483648', '-1', '0', '1.5', '1e3', '0x10', '%20']) {
      const body = expectFailure(await t.app.inject({ method: 'GET', url: `/api/programs/${id}` }), 400);
      expect(body.message, id).toMatch(/^id /);
    }
  });

  it('a path the router cannot decode, or an over-long path parameter, is a 4xx in the envelope', async () => {
    expectFailure(await t.app.inject({ method: 'GET', url: '/api/programs/%E0%A4%A' }), 400, 'The request path is not a valid URL');
    expectFailure(await t.app.inject({ method: 'GET', url: `/api/section-headers/${'a'.repeat(500)}` }), 414, 'A path parameter is too long');
  });

  it('a well-formed id that does not exist is a 404', async () => {
    expectFailure(await t.app.inject({ method: 'GET', url: '/api/programs/424242' }), 404, 'Program not found');
    expectFailure(await t.app.inject({ method: 'GET', url: '/api/programs/2147483647' }), 404, 'Program not found');
  });

  it('admin routes treat them the same way', async () => {
    expectFailure(await t.asAdmin({ method: 'PUT', url: '/api/contacts/99999999999/respond' }), 400);
    expectFailure(await t.asAdmin({ method: 'PUT', url: '/api/contacts/424242/respond' }), 404, 'Contact not found');
    expectFailure(await t.asAdmin({ method: 'DELETE', url: '/api/contacts/abc' }), 400);
    expectFailure(await t.asAdmin({ method: 'DELETE', url: '/api/contacts/424242' }), 404, 'Contact not found');
  });
});

describe('unknown paths', () => {
  it('an unknown API path is a 404 in the JSON envelope', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api?x=1', '/api/programs/1/nothing', '/api/nothing?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expectFailure(response, 404);
    }
    expectFailure(await t.app.inject({ method: 'DELETE', url: '/api/hero' }), 404);
  });

  it('an unknown page is a 404 reading 404 Page Not Found', async () => {
    for (const url of ['/no-such-page', '/apix', '/some/deep/path.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('404 Page Not Found');
    }
  });
});

describe('after all of the above', () => {
  it('no bad request stored a contact', async () => {
    expect(await countContacts()).toBe(contactsBefore);
  });
});
