import { describe, expect, it } from 'vitest';
import { testAppSession } from '../helpers/app.js';

const t = testAppSession();

interface JsonSchema {
  properties?: Record<string, unknown>;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const openapi = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
};

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

  it('gives every operation a success response with a schema that names its fields', async () => {
    const { paths } = await openapi();
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(40);
    const lacking = operations
      .filter(({ operation }) => {
        const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return !successes.some(([, response]) =>
          Object.values(response.content ?? {}).some(({ schema }) => Object.keys(schema?.properties ?? {}).length > 0),
        );
      })
      .map(({ name }) => name);
    expect(lacking, 'operations without a 2xx response schema').toEqual([]);
  });

  it('declares failures in the one envelope', async () => {
    const { paths } = await openapi();
    const notFound = paths['/api/programs/{id}']?.get?.responses?.['404']?.content?.['application/json']?.schema;
    expect(Object.keys(notFound?.properties ?? {})).toEqual(expect.arrayContaining(['success', 'message', 'errors']));
  });
});
