// Every write endpoint, over real HTTP, fed generated bad input: bodies that break its schema (wrong
// types, missing and extra fields, huge and hostile text), malformed JSON bytes, content types other
// than JSON, and prototype-pollution keys. Each answer is a 4xx in the failure envelope (never a 5xx),
// nothing is stored or changed, and Object.prototype stays clean. Then valid bodies full of hostile
// Unicode: stored exactly (or refused with a 4xx), never a 5xx.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/kernel/db/client.js';
import { contacts } from '../../../server/contacts/tables.js';
import { hero, testimonials } from '../../../server/content/tables.js';
import { programFeatures, programs } from '../../../server/programs/tables.js';
import { registrations } from '../../../server/registrations/tables.js';
import {
  countRows, createTargets, invalidRows, pageFormRoutes, PAGE_FORM_ROUTES, programBody, prototypeKeys, routeKey, snapshot, startServer, writeRoutes, WRITE_ENDPOINTS,
  type Reply, type Server, type Targets, type WriteEndpoint,
} from './endpoints.js';

// A fixed seed keeps CI repeatable; FC_SEED=<n> explores other inputs.
const SEED = Number(process.env.FC_SEED ?? 20_260_501);
/** Generated requests per endpoint and kind of bad input. */
const RUNS = { schema: 40, malformed: 10, notJson: 8, pollution: 5, unicode: 20 };
const ONE_MIB = 1024 * 1024;

let s: Server;
let targets: Targets;
let before: Awaited<ReturnType<typeof snapshot>>;
let prototypeBefore: string[];
beforeAll(async () => {
  s = await startServer();
  targets = await createTargets(s);
  before = await snapshot(s.db);
  prototypeBefore = prototypeKeys();
});
afterAll(() => s.close());

// ---------------------------------------------------------------------------------------------------
// What is sent, and whether the server must refuse it

/** JSON (or anything) as bytes under a content type (none when undefined), or a multipart form. */
type Request = { contentType: string | undefined; bytes: Uint8Array } | { form: [string, string][] };

const encoder = new TextEncoder();

/** Counterexamples print the content type and the start of the body, not 100k bytes. */
function printable<T extends Request>(request: T): T {
  const shown = 'form' in request
    ? `multipart ${JSON.stringify(request.form)}`
    : `${String(request.contentType)} ${request.bytes.length} bytes: ${JSON.stringify(new TextDecoder().decode(request.bytes.slice(0, 300)))}`;
  return Object.assign(request, { [fc.toStringMethod]: () => shown.slice(0, 600) });
}
const asJson = (bytes: Uint8Array, contentType = 'application/json'): Request => printable({ contentType, bytes });
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value));

/** A __proto__ key anywhere, or constructor.prototype: what Fastify's parser refuses. (A loop: bodies nest 100k deep.) */
function poisoned(root: unknown): boolean {
  const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    if (!Array.isArray(value)) {
      if (own(value, '__proto__')) return true;
      const { constructor } = value as { constructor?: unknown };
      if (own(value, 'constructor') && constructor !== null && typeof constructor === 'object' && own(constructor, 'prototype')) return true;
    }
    for (const child of Object.values(value)) pending.push(child);
  }
  return false;
}

/**
 * True when the server must answer with a 4xx whatever the route does with a body; false when the
 * request is acceptable as far as the body goes (a route without a body schema ignores the body).
 */
function mustRefuse(endpoint: WriteEndpoint, request: Request): boolean {
  if ('form' in request) return true;
  const { contentType, bytes } = request;
  const needsBody = endpoint.body !== undefined;
  if (contentType === undefined) {
    // Fastify does not read the body of a DELETE that names no content type.
    if (endpoint.method === 'DELETE') return false;
    return bytes.length === 0 ? needsBody : true;
  }
  if (!/^\s*application\/json\s*(;|$)/i.test(contentType)) return true;
  if (bytes.length > ONE_MIB) return true;
  const text = new TextDecoder().decode(bytes);
  if (text === '') return needsBody;
  // The webhook reads raw bytes and, with Stripe not configured, refuses them all.
  if (endpoint.route === '/api/stripe/webhook') return true;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  if (poisoned(value)) return true;
  return needsBody ? !endpoint.body!.schema.safeParse(value).success : false;
}

async function send(endpoint: WriteEndpoint, request: Request): Promise<Reply> {
  const token = endpoint.access === 'admin' ? s.token : undefined;
  const path = endpoint.path(targets);
  if ('form' in request) {
    const form = new FormData();
    for (const [key, value] of request.form) form.append(key, value);
    return s.send(endpoint.method, path, { body: form, token });
  }
  return s.send(endpoint.method, path, { body: request.bytes, contentType: request.contentType, token });
}

/** Sends the request: a 4xx in the envelope when it must be refused, and never a 5xx. */
async function check(endpoint: WriteEndpoint, request: Request): Promise<void> {
  const refuse = mustRefuse(endpoint, request);
  // A body the route would act on is not sent where acting changes data (the snapshot must hold).
  fc.pre(refuse || (!endpoint.body && !endpoint.actsOnAnyBody));
  const reply = await send(endpoint, request);
  expect(reply.status, reply.text).toBeLessThan(500);
  if (refuse) {
    expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
    expect(reply.json, reply.text).toMatchObject({ success: false, message: expect.any(String) });
  }
}

const assertProperty = <T>(arbitrary: fc.Arbitrary<T>, runs: number, predicate: (value: T) => Promise<void>) =>
  fc.assert(fc.asyncProperty(arbitrary, predicate), { numRuns: runs, seed: SEED });

// ---------------------------------------------------------------------------------------------------
// Generators

/** Pieces of text that have broken parsers, databases and renderers. */
const HOSTILE_PIECES = [
  '\u0000', '\ud800', '\udfff', 'a\ud83d', '\u202e', '\u200f', 'مرحبا', 'שלום', '😀', '👩‍👩‍👧‍👦', '🏳️‍🌈', 'e\u0301\u0301', '\ufeff',
  '\u200b', '\u2028', '\t\r\n', '\\', '"', "'", '<script>alert(1)</script>', '%00', '${7*7}', '{{7*7}}', ' ', '\u00a0', '\uffff',
];
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(fc.constantFrom(...HOSTILE_PIECES), { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join('')),
);
/** 100k+ characters of one piece (may end in half an emoji); escaped NULs pass the 1 MiB body limit. */
const hugeText = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '\u202e', '\u0000', ' ', 'ab"\\'), fc.integer({ min: 100_001, max: 200_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));
/** A JSON value of any type: numbers, booleans, null, lists, objects, hostile or huge text. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: hostileText, weight: 3 },
  { arbitrary: fc.array(hostileText, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }), weight: 1 },
  { arbitrary: hugeText, weight: 1 },
);
const extraKey = fc.oneof(
  hostileText,
  fc.constantFrom(
    'id', 'createdAt', 'updatedAt', 'role', 'isAdmin', 'password', 'paymentStatus', 'paymentToken', 'responded', 'userId',
    'stripePaymentIntentId', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', '$where', '$gt',
  ),
);

type Mutation = { drop: string } | { set: string; value: unknown } | { add: string; value: unknown };

function mutate(base: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const body = structuredClone(base);
  for (const mutation of mutations) {
    if ('drop' in mutation) delete body[mutation.drop];
    else {
      const key = 'set' in mutation ? mutation.set : mutation.add;
      // defineProperty: a key such as __proto__ becomes an own field, as JSON.parse makes it.
      Object.defineProperty(body, key, { value: mutation.value, enumerable: true, writable: true, configurable: true });
    }
  }
  return body;
}

/** The valid body with one to four fields dropped, retyped or added; or a body that is not an object. */
function brokenBody(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const field = fc.constantFrom(...Object.keys(base));
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    field.map((name) => ({ drop: name })),
    { arbitrary: fc.record({ set: field, value: wrongValue }), weight: 3 },
    fc.record({ add: extraKey, value: fc.oneof(wrongValue, fc.constant(true)) }),
  );
  return fc.oneof(
    { arbitrary: fc.array(mutation, { minLength: 1, maxLength: 4 }).map((mutations) => mutate(base, mutations)), weight: 9 },
    { arbitrary: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant([base]), hostileText), weight: 1 },
  );
}

/** Bytes under a JSON content type that are not one JSON value, or not UTF-8, or too deep or too big. */
function malformedJson(base: Record<string, unknown>): fc.Arbitrary<Request> {
  const text = JSON.stringify(base);
  const bytes = encoder.encode(text);
  const junk = fc.constantFrom(',', '}', ']', '{', '"', ':', '\\', "'", 'undefined', 'NaN', '\u0000', '/*', '\ud800');
  const deep = fc.integer({ min: 10_000, max: 30_000 });
  const body: fc.Arbitrary<Uint8Array> = fc.oneof(
    { arbitrary: fc.nat({ max: text.length - 1 }).map((cut) => encoder.encode(text.slice(0, cut))), weight: 2 },
    { arbitrary: fc.tuple(fc.nat({ max: text.length }), junk).map(([at, piece]) => encoder.encode(text.slice(0, at) + piece + text.slice(at))), weight: 2 },
    { arbitrary: fc.uint8Array({ maxLength: 300 }), weight: 2 },
    {
      arbitrary: fc.tuple(fc.nat({ max: bytes.length }), fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([at, bad]) =>
        Uint8Array.from([...bytes.slice(0, at), 0xff, 0xc3, ...bad, ...bytes.slice(at)]),
      ),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom('{', 'nul', 'tru', '{"a":1,}', "{'a':1}", '{a:1}', '{"a":01}', '{"a":1}{"b":2}', '{"a":"\\x41"}', '{"a":"\\u00"}', '   ', '\n')
        .map((piece) => encoder.encode(piece)),
      weight: 2,
    },
    {
      arbitrary: fc.oneof(
        deep.map((depth) => encoder.encode('['.repeat(depth) + ']'.repeat(depth))),
        deep.map((depth) => encoder.encode(`{"name":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`)),
        fc.constant(encoder.encode(`{"name":"${'x'.repeat(ONE_MIB)}"}`)),
      ),
      weight: 1,
    },
  );
  return fc.tuple(body, fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON')).map(([b, type]) => asJson(b, type));
}

const NOT_JSON_TYPES = [
  'text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'application/xml', 'text/html',
  'application/octet-stream', 'application/json-patch+json', 'text/json', 'application/jsonx', 'multipart/form-data',
  'multipart/form-data; boundary=xyz', '*/*', '', 'application/json, text/plain',
];

/** The valid body (or other text) sent as something other than JSON: plain text, a form, multipart, no type. */
function notJson(base: Record<string, unknown>): fc.Arbitrary<Request> {
  const entries = Object.entries(base).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  const text = fc.oneof(
    fc.constant(JSON.stringify(base)),
    fc.constant(new URLSearchParams(entries).toString()),
    fc.constant(`--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nJordan\r\n--xyz--\r\n`),
    hostileText.map((value) => value || 'x'),
  );
  return fc.oneof(
    { arbitrary: fc.tuple(fc.constantFrom<string | undefined>(...NOT_JSON_TYPES, undefined), text).map(([type, body]) => printable({ contentType: type, bytes: encoder.encode(body) })), weight: 4 },
    { arbitrary: fc.constant<Request>(printable({ form: entries })), weight: 1 },
  );
}

const POISON = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"\\u005f\\u005fproto\\u005f\\u005f":{"polluted":"yes"}}',
  '[{"__proto__":{"polluted":"yes"}}]',
  '{"a":{"b":{"__proto__":{"isAdmin":true}}}}',
];

/** The valid body with a prototype-polluting key at its top or inside one of its fields. */
function pollution(base: Record<string, unknown>): fc.Arbitrary<Request> {
  const mark = '"@@poison@@"';
  const objects = POISON.filter((poison) => poison.startsWith('{'));
  const top = fc.constantFrom(...objects).map((poison) => `{${poison.slice(1, -1)},${JSON.stringify(base).slice(1)}`);
  const nested = fc.tuple(fc.constantFrom(...Object.keys(base)), fc.constantFrom(...POISON)).map(([key, poison]) =>
    JSON.stringify({ ...base, [key]: '@@poison@@' }).replace(mark, poison),
  );
  return fc.oneof(top, nested, fc.constantFrom(...POISON)).map((text) => asJson(encoder.encode(text)));
}

// ---------------------------------------------------------------------------------------------------
// The suites

describe('the endpoint list', () => {
  it('covers every route of the app that is not a read, so a new one cannot be forgotten', () => {
    expect(WRITE_ENDPOINTS.map(routeKey).sort()).toEqual(writeRoutes(s.app.routeTable));
    expect(PAGE_FORM_ROUTES).toEqual(pageFormRoutes(s.app.routeTable));
  });
});

describe.each(PAGE_FORM_ROUTES)('%s (a private page\'s form)', (route) => {
  // A made-up token: whatever the body, the link opens nothing, and the answer is never a 5xx.
  const path = route.replace(/^POST /, '').replace(':token', 'A'.repeat(43));
  it('answers bad bodies of every kind with a 4xx', async () => {
    const bodies: [Uint8Array | string, string | undefined][] = [
      ['name=Pat&agree=on&signature=Pat', 'application/x-www-form-urlencoded'],
      ['%E0%A4%A=broken&&&==', 'application/x-www-form-urlencoded'],
      ['x'.repeat(64 * 1024), 'application/x-www-form-urlencoded'],
      ['{"name":"Pat"}', 'application/json'],
      ['{not json', 'application/json'],
      [new Uint8Array([0xff, 0xfe, 0x00, 0x01]), 'application/octet-stream'],
      ['', undefined],
    ];
    for (const [body, contentType] of bodies) {
      const reply = await s.send('POST', path, { body, ...(contentType && { contentType }) });
      expect(reply.status, `${contentType}: ${reply.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(reply.status, `${contentType}: ${reply.text.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});

/** A body for the mutations: the endpoint's valid body, or a plausible one where it takes none. */
const baseBody = (endpoint: WriteEndpoint) => endpoint.body?.valid(targets) ?? { name: 'Jordan', id: 1, confirm: true };

describe.each(WRITE_ENDPOINTS)('$method $route', (endpoint) => {
  if (endpoint.body) {
    it('refuses JSON bodies that break its schema', async () => {
      await assertProperty(brokenBody(baseBody(endpoint)), RUNS.schema, (body) => check(endpoint, asJson(jsonBytes(body))));
    });
  }

  it('refuses malformed, non-UTF-8, too deep and too big JSON', async () => {
    await assertProperty(malformedJson(baseBody(endpoint)), RUNS.malformed, (request) => check(endpoint, request));
  });

  it('refuses bodies that are not JSON (text, forms, multipart, no content type)', async () => {
    await assertProperty(notJson(baseBody(endpoint)), RUNS.notJson, (request) => check(endpoint, request));
  });

  it('refuses prototype-pollution keys', async () => {
    await assertProperty(pollution(baseBody(endpoint)), RUNS.pollution, async (request) => {
      const reply = await send(endpoint, request);
      expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
      expect(reply.status, reply.text).toBeLessThan(500);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });
});

describe('after all the bad input', () => {
  it('nothing was stored or changed: every row of every content table is as before', async () => {
    expect(await snapshot(s.db)).toEqual(before);
  });

  it('every stored row still validates against its schema', async () => {
    expect(await invalidRows(s.db)).toEqual([]);
  });

  it('Object.prototype is not polluted', () => {
    expect(prototypeKeys()).toEqual(prototypeBefore);
    const probe = {} as Record<string, unknown>;
    expect([probe.polluted, probe.isAdmin]).toEqual([undefined, undefined]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Valid bodies whose text is hostile Unicode

/** Text the database cannot store: a 400 is the right answer. */
const hasNul = (values: Record<string, string>) => Object.values(values).some((value) => value.includes('\u0000'));
/** What a stored string reads back as: trimmed by the schema, lone surrogates replaced by U+FFFD in UTF-8. */
const storedForm = (text: string) => Buffer.from(text.trim(), 'utf8').toString('utf8');
/** Short hostile text, padded so minimum lengths are met and maximum lengths are not passed. */
const padded = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 6 }),
    fc.array(fc.constantFrom(...HOSTILE_PIECES), { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join('')),
  )
  .map((text) => `Ab ${text} 0123456789`);

interface UnicodeCase {
  route: string;
  fields: string[];
  read(db: Db, reply: Reply): Promise<Record<string, unknown> | undefined>;
}

const firstRow = <T>(rows: T[]) => rows[0] as Record<string, unknown> | undefined;
const UNICODE_CASES: UnicodeCase[] = [
  { route: 'POST /api/contact', fields: ['name', 'message'],
    read: async (db, reply) => firstRow(await db.select().from(contacts).where(eq(contacts.id, (reply.json?.data as { id: number }).id))) },
  { route: 'POST /api/register',
    fields: ['firstName', 'lastName', 'address', 'city', 'state', 'trainingGoals', 'emergencyContactName', 'emergencyContactRelationship',
      'parentGuardianName', 'parentGuardianRelationship'],
    read: async (db, reply) => firstRow(await db.select().from(registrations).where(eq(registrations.id, reply.json?.registrationId as number))) },
  { route: 'PUT /api/registrations/:id', fields: ['firstName', 'notes', 'trainingGoals', 'emergencyContactName'],
    read: async (db) => firstRow(await db.select().from(registrations).where(eq(registrations.id, targets.registrationId))) },
  { route: 'POST /api/testimonials', fields: ['name', 'position', 'quote'],
    read: async (db, reply) => firstRow(await db.select().from(testimonials).where(eq(testimonials.id, (reply.json?.data as { id: number }).id))) },
  { route: 'POST /api/programs', fields: ['name', 'description', 'duration', 'location', 'locationName'],
    read: async (db, reply) => firstRow(await db.select().from(programs).where(eq(programs.id, (reply.json?.data as { id: number }).id))) },
  { route: 'PUT /api/hero', fields: ['heading', 'subheading', 'buttonText', 'featureBox1Title', 'featureBox2Text', 'featureBox3Icon'],
    read: async (db) => firstRow(await db.select().from(hero).where(eq(hero.id, 1))) },
];

describe('valid bodies with hostile Unicode text', () => {
  it.each(UNICODE_CASES)('$route stores the text as sent (or refuses NUL with a 400), never a 5xx', async ({ route, fields, read }) => {
    const endpoint = WRITE_ENDPOINTS.find((candidate) => routeKey(candidate) === route)!;
    const texts = fc.record(Object.fromEntries(fields.map((field) => [field, padded])));
    await assertProperty(texts, RUNS.unicode, async (values) => {
      const body = { ...endpoint.body!.valid(targets), ...values };
      fc.pre(endpoint.body!.schema.safeParse(body).success);
      const counts = await countRows(s.db);
      const reply = await send(endpoint, asJson(jsonBytes(body)));
      if (hasNul(values)) {
        expect(reply.status, reply.text).toBe(400);
        expect(reply.json?.message).toBe('A value contains a character that cannot be stored');
        expect(await countRows(s.db)).toEqual(counts);
        return;
      }
      expect(reply.status, reply.text).toBe(endpoint.method === 'POST' ? 201 : 200);
      const stored = await read(s.db, reply);
      for (const field of fields) expect(stored?.[field], field).toBe(storedForm(values[field]!));
    });
  });

  it('half an emoji after a non-ASCII character is stored as U+FFFD, not cut short (PGlite 0.5 miscounted its bytes)', async () => {
    const text = 'Café \udfff and more text';
    const contact = await s.send('POST', '/api/contact', { json: { name: text, email: 'half.emoji@example.com', message: `é\udfff\udfff${text}` } });
    expect(contact.status, contact.text).toBe(201);
    const [row] = await s.db.select().from(contacts).where(eq(contacts.id, (contact.json?.data as { id: number }).id));
    expect([row?.name, row?.message]).toEqual(['Café \ufffd and more text', `é\ufffd\ufffd${storedForm(text)}`]);

    const program = await s.send('POST', '/api/programs', { json: { ...programBody(), features: [text] }, token: s.token });
    expect(program.status, program.text).toBe(201);
    const id = (program.json?.data as { id: number }).id;
    expect((await s.db.select().from(programFeatures).where(eq(programFeatures.programId, id))).map((feature) => feature.feature)).toEqual([storedForm(text)]);
  });

  it('every stored row still validates, and Object.prototype is untouched', async () => {
    expect(await invalidRows(s.db)).toEqual([]);
    expect(prototypeKeys()).toEqual(prototypeBefore);
  });
});
