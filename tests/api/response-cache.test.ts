// Public answers cached in memory and served before routing: the same bytes and headers as the app's
// own answer, compressed variants, revalidation, and never a stale or an admin's answer.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, MAX_ENTRIES } from '../../server/kernel/cache/response-cache.js';
import { programs } from '../../server/programs/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let base: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  token = await t.login();
});
afterAll(() => t.close());

/** Waits until the answers being compressed for the cache are stored. */
const settled = () => t.app.responseCache.settled();
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
const adminFetch = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });

/** The answer from the cache: it is stored once compressed, just after the first. */
async function cachedAnswer(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const first = await get(path, headers);
  if (first.headers.has('etag')) return first;
  await first.arrayBuffer();
  await settled();
  const response = await get(path, headers);
  if (!response.headers.has('etag')) throw new Error(`${path} was not answered from the cache`);
  return response;
}
/** GETs the path exactly as written (fetch() would drop a #fragment); its status and ETag. */
const rawGet = (path: string) =>
  new Promise<{ status: number; etag: string | undefined }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    request({ hostname, port, path }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, etag: response.headers.etag }));
    }).on('error', reject).end();
  });
/** True when the answer came from the cache (the app's own answers carry no ETag). */
const fromCache = async (path: string) => {
  const response = await get(path);
  await response.arrayBuffer();
  return response.headers.has('etag');
};
const names = async (response: Response) => ((await response.json()) as { data: { name: string }[] }).data.map((program) => program.name);

describe('the public response cache', () => {
  it('answers with the same body and headers as the app, in identity, gzip and brotli', async () => {
    const fromApp = await get('/api/programs', { 'accept-encoding': 'identity' });
    const appBody = Buffer.from(await fromApp.arrayBuffer());
    const cached = await cachedAnswer('/api/programs', { 'accept-encoding': 'identity' });
    expect(Buffer.from(await cached.arrayBuffer()).equals(appBody)).toBe(true);
    for (const header of ['content-type', 'content-security-policy', 'x-content-type-options', 'strict-transport-security']) {
      expect(cached.headers.get(header), header).toBe(fromApp.headers.get(header));
    }
    expect(cached.headers.get('vary')).toBe('accept-encoding');

    // fetch() would decode for us: node:http's raw bytes show the encoding really sent.
    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        request(`${base}/api/programs`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
        }).on('error', reject).end();
      });
    const brotli = await raw('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(appBody)).toBe(true);
    const gzipped = await raw('gzip;q=1, br;q=0');
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(appBody)).toBe(true);
  });

  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    const cached = await cachedAnswer('/api/hero');
    const etag = cached.headers.get('etag') ?? '';
    const revalidated = await get('/api/hero', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const head = await fetch(`${base}/api/hero`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
  });

  it('never answers an admin from the visitors\' cache, nor a visitor with stale content after a change', async () => {
    const created = await adminFetch('/api/programs', {
      method: 'POST',
      body: JSON.stringify({ name: 'Hidden Draft Clinic', description: 'Not published yet, admins only.', duration: '1 day', active: false }),
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const visitorNames = await names(await cachedAnswer('/api/programs'));
    expect(visitorNames).not.toContain('Hidden Draft Clinic');

    // The bearer token and the login cookie both bypass the cache.
    expect(await names(await adminFetch('/api/programs'))).toContain('Hidden Draft Clinic');
    const viaCookie = await get('/api/programs', { cookie: `theme=dark; session=${token}` });
    expect(await names(viaCookie)).toContain('Hidden Draft Clinic');

    const published = await adminFetch(`/api/programs/${id}`, { method: 'PUT', body: JSON.stringify({ active: true }) });
    expect(published.status).toBe(200);
    // The very next visitor request already sees it: the cache was dropped before the admin's answer left.
    expect(await names(await get('/api/programs'))).toContain('Hidden Draft Clinic');
  });

  it('leaves URLs with a query string and non-public routes to the app', async () => {
    await cachedAnswer('/api/programs');
    for (let i = 0; i < 3; i += 1) {
      expect((await get('/api/programs?ref=newsletter')).headers.has('etag')).toBe(false);
      expect((await get('/api/auth/user')).headers.has('etag')).toBe(false);
      await settled();
    }
  });
});

describe('the cache key and its bound', () => {
  it('keeps one entry for the URLs the router reads as the same program id, and only for those', async () => {
    const [first] = ((await (await get('/api/programs')).json()) as { data: { id: number }[] }).data;
    const id = first!.id;
    const variant = await cachedAnswer(`/api/programs/000${id}`);
    const variantBody = await variant.text();
    // Stored under /api/programs/{id}: its first request is already a hit, with the same bytes.
    const canonical = await get(`/api/programs/${id}`);
    expect(canonical.headers.get('etag')).toBe(variant.headers.get('etag'));
    expect(await canonical.text()).toBe(variantBody);
    expect(await fromCache(`/api/programs/${'0'.repeat(90)}${id}`)).toBe(true);

    // What the router answers differently, or reads alike only after decoding, goes to the app.
    for (const [path, status] of [
      [`/api/programs/${id}/`, 404],
      [`/API/programs/${id}`, 404],
      [`/api/programs/${'0'.repeat(120)}${id}`, 414],
      [`/api/programs/%3${id}`, 200],
      [`/api/programs/${id}#top`, 200],
      ['/api/programs/1e0', 400],
      ['/api/programs/+1', 400],
    ] as const) {
      for (let i = 0; i < 3; i += 1) {
        const response = await rawGet(path);
        expect(response.etag, path).toBeUndefined();
        if (status !== 414) expect(response.status, path).toBe(status);
        else expect(response.status, path).toBeGreaterThanOrEqual(400);
        await settled();
      }
    }
  });

  it(`keeps caching past ${MAX_ENTRIES} URLs: the least recently used entry makes room`, async () => {
    const count = MAX_ENTRIES + 44;
    const added = await t.db
      .insert(programs)
      .values(Array.from({ length: count }, (_, i) => ({ name: `Cache Clinic ${i}`, description: 'A clinic that fills the cache.', duration: '1 day' })))
      .returning({ id: programs.id });
    const popular = '/api/hero';
    await cachedAnswer(popular);
    for (const { id } of added) {
      await cachedAnswer(`/api/programs/${id}`);
      // Asked all along, the popular URL stays in the cache.
      expect(await fromCache(popular)).toBe(true);
    }
    expect(await fromCache(`/api/programs/${added.at(-1)!.id}`)).toBe(true);
    // The oldest entries (the first programs, not asked since) made room.
    expect(await fromCache(`/api/programs/${added[0]!.id}`)).toBe(false);
    expect(await fromCache(popular)).toBe(true);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
