import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/kernel/paths.js';
import { testAppSession } from '../helpers/app.js';

// With the website, as `npm start` serves it: its pages and files must stay out of the document.
const t = testAppSession({ withSite: true });

interface JsonSchema {
  properties?: Record<string, unknown>;
  format?: string;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

const openapi = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as { openapi: string; paths: Record<string, Record<string, Operation>>; [key: string]: unknown };
};

/** The API routes as the server registered them, with the document's path. */
const apiRoutes = () =>
  t.app.routeTable
    .filter((route) => route.url.startsWith('/api/') && route.url !== '/api/openapi.json')
    .map((route) => ({ ...route, path: route.url.replace(/:(\w+)/g, '{$1}'), name: `${route.method} ${route.url}` }));

describe('GET /api/openapi.json', () => {
  it('describes every API route, with request schemas from the shared zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of apiRoutes()) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()], route.name).toBeDefined();
    }
    expect(t.app.routeTable.some((route) => route.url === '/robots.txt'), 'the site is served').toBe(true);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/')), 'pages and files').toEqual([]);
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
          // A file (the certificate's PDF) is named by its media type and binary format instead.
          Object.values(response.content ?? {}).some(({ schema }) => Object.keys(schema?.properties ?? {}).length > 0 || schema?.format === 'binary'),
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

const run = promisify(execFile);

describe('the API document for readers and tools', () => {
  it("passes Redocly's recommended lint (redocly.yaml) with no error, offline", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(await openapi()));
      // Lint problems exit 1 with the report on stdout; anything else (no report) throws below.
      const { stdout } = await run(process.execPath, [join(PROJECT_ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--format=json', '--max-problems=1000'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        timeout: 60_000,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
      const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
      // What the warnings may be: a public read that refuses nothing, and the localhost server of a test.
      const warnings = new Set(report.problems.filter((problem) => problem.severity === 'warn').map((problem) => problem.ruleId));
      expect([...warnings].filter((rule) => rule !== 'operation-4xx-response' && rule !== 'no-server-example.com')).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names the site as its server and the two ways to send the session', async () => {
    const document = await openapi();
    expect(document.servers).toEqual([{ url: t.config.siteUrl, description: expect.any(String) }]);
    expect(document.components).toMatchObject({
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, cookie: { type: 'apiKey', in: 'cookie', name: 'session' } },
    });
    expect(document.info).toMatchObject({ description: expect.stringContaining('Bearer'), license: { name: expect.any(String) } });
  });

  it('gives every operation a unique camelCase operationId, a summary of its own and a declared tag', async () => {
    const document = await openapi();
    const declaredTags = (document.tags as { name: string }[]).map((tag) => tag.name);
    const operations = apiRoutes().map((route) => ({ route, operation: document.paths[route.path]![route.method.toLowerCase()]! }));
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { route, operation } of operations) {
      expect(operation.operationId, route.name).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(operation.summary, route.name).toMatch(/^[A-Z].{8,}/);
      expect(declaredTags, route.name).toEqual(expect.arrayContaining(operation.tags!));
    }
    expect(document.paths['/api/programs/{id}']!.get!.operationId).toBe('getProgramsById');
    expect(document.paths['/api/programs/{id}']!.delete!.summary).toBe('Delete a program and its registrations');
    expect(new Set(operations.map(({ operation }) => operation.summary)).size, 'summaries are not copies').toBe(operations.length);
  });

  it('asks for the session exactly where the guard does', async () => {
    const { paths } = await openapi();
    const signedIn = [{ bearer: [] }, { cookie: [] }];
    for (const route of apiRoutes()) {
      const { security } = paths[route.path]![route.method.toLowerCase()]!;
      const expected = { admin: signedIn, optional: [{}, ...signedIn], public: [], official: [{ officialCookie: [] }] }[route.access];
      expect(security, route.name).toEqual(expected);
    }
  });

  it('lists every 4xx a route answers, with the failure envelope and a description', async () => {
    const { paths } = await openapi();
    const token = await t.login();
    const undocumented: string[] = [];
    const check = async (route: ReturnType<typeof apiRoutes>[number], what: string, headers: Record<string, string>, payload?: string) => {
      // Path parameters that pass their schema, for records that do not exist.
      const url = route.url.replace(':id', '424242').replace(':filename', 'registrations-2000-01-01T00-00-00-000Z.json').replace(/:\w+/g, 'nothing');
      const response = await t.app.inject({ method: route.method as 'GET', url, headers, ...(payload !== undefined && { payload }) });
      const responses = paths[route.path]![route.method.toLowerCase()]!.responses!;
      if (response.statusCode >= 400 && !(String(response.statusCode) in responses)) undocumented.push(`${route.name} ${what}: ${response.statusCode}`);
    };
    for (const route of apiRoutes()) {
      // Nobody signed in: the guard's 401, or what a visitor gets. Nothing here reaches a handler that changes data.
      await check(route, 'anonymous', {});
      if (route.method === 'GET') continue;
      // As the admin, bodies that never reach the handler: not JSON (415) and broken JSON (400).
      await check(route, 'not JSON', { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, 'x');
      await check(route, 'broken JSON', { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, '{');
    }
    expect(undocumented).toEqual([]);

    const failure = paths['/api/contacts/{id}']!.delete!.responses!;
    expect(Object.keys(failure)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '413', '415']));
    expect(failure['403']!.description).toBe('Signed in, but not as an administrator');
    expect(Object.keys(failure['415']!.content!['application/json']!.schema!.properties!)).toEqual(expect.arrayContaining(['success', 'message', 'errors']));
  });
});
