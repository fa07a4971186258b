import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('describes every API route, with request schemas from the shared zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of t.app.routeTable.filter((r) => r.url !== '/api/openapi.json')) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    const register = document.paths['/api/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'dateOfBirth', 'email', 'phone', 'liabilityWaiver']));
  });
});
