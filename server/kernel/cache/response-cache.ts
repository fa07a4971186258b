// Public GET responses kept in memory, serialised and compressed once, and answered straight from the
// HTTP server for anonymous requests, before Fastify's routing and hooks. The first answer to a URL
// goes through the app as usual and is recorded with its headers; any content change drops them all.
// Entries are keyed by the canonical URL of what the router answered (`/api/programs/0001` is
// `/api/programs/1`), and the least recently used one makes room when the cache is full.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../http/access.js';
import { loggableError } from '../http/log-safety.js';
import type { ContentChanges } from './content-changes.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Same answer for every anonymous visitor until content changes: may be cached. */
    publicCache?: boolean;
  }
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// Enough for every public URL; a bound so that no request pattern can grow memory.
export const MAX_ENTRIES = 256;
// A safety net only: changes are announced, but an announcement lost in transit is outlived by this.
const MAX_AGE_MS = 60_000;
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  /** The route (its pattern) that made the answer. */
  route: string;
  storedAt: number;
  etag: string;
  status: number;
  bodies: Record<Encoding, Buffer>;
  headers: Record<Encoding, OutgoingHttpHeaders>;
  notModified: OutgoingHttpHeaders;
}

/** The client's preferred encoding among ours: brotli, then gzip, honouring q=0 refusals. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** What the router reads exactly as written: no percent-escape, fragment, semicolon or other punctuation. */
const PLAIN_PATH = /^[A-Za-z0-9/._~-]*$/;

interface ParamsSchema {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** A cacheable route with path parameters, e.g. `/api/programs/:id` and its params schema. */
interface ParamRoute {
  pattern: string;
  segments: string[];
  schema: ParamsSchema | undefined;
}

/** The route's pattern with each `:name` segment replaced by the parameter's value. */
function fillPattern(pattern: string, params: unknown): string | undefined {
  const values = params as Record<string, unknown>;
  let url = '';
  for (const segment of pattern.split('/')) {
    if (url !== '' || segment !== '') url += '/';
    if (!segment.startsWith(':')) url += segment;
    else {
      const value = values[segment.slice(1)];
      if (typeof value !== 'string' && typeof value !== 'number') return undefined;
      url += encodeURIComponent(String(value));
    }
  }
  return url || '/';
}

/** Only the anonymous, query-less GET or HEAD can be answered from memory. */
function cacheableRequest(request: IncomingMessage | FastifyRequest['raw']): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.url || request.url.includes('?')) return false;
  if (request.headers.authorization) return false;
  const cookie = request.headers.cookie;
  return !(cookie && SESSION_COOKIE_PATTERN.test(cookie));
}

export function createResponseCache(changes: ContentChanges, now: () => number = Date.now) {
  // Map order is use order: the first key is the least recently used.
  const entries = new Map<string, Entry>();
  // Keys whose answer is being compressed, so that concurrent first requests compress it once.
  const pending = new Map<string, Promise<void>>();
  const paramRoutes: ParamRoute[] = [];
  let maxParamLength = 100;
  let version = 0;
  changes.onChange(() => {
    version += 1;
    entries.clear();
  });

  /**
   * The canonical URL of a path that a cacheable route with parameters takes, its parameters read by
   * the route's own schema (`0001` is the id 1). Only plain paths, which the router matches as written
   * (case-sensitive, no trailing slash); anything else is left to the app.
   */
  function canonical(url: string): { key: string; route: string } | undefined {
    if (paramRoutes.length === 0 || !PLAIN_PATH.test(url)) return undefined;
    const segments = url.split('/');
    for (const route of paramRoutes) {
      if (route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let matches = true;
      for (let i = 0; i < segments.length && matches; i += 1) {
        const expected = route.segments[i]!;
        const actual = segments[i]!;
        if (!expected.startsWith(':')) matches = expected === actual;
        else if (actual === '' || actual.length > maxParamLength) matches = false;
        else params[expected.slice(1)] = actual;
      }
      if (!matches) continue;
      const parsed = route.schema ? route.schema.safeParse(params) : { success: true, data: params };
      const key = parsed.success ? fillPattern(route.pattern, parsed.data) : undefined;
      return key === undefined ? undefined : { key, route: route.pattern };
    }
    return undefined;
  }

  async function store(key: string, route: string, startedAt: number, status: number, recorded: OutgoingHttpHeaders, body: Buffer) {
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    // Content changed while this answer was being made: it may be stale, so it is not kept.
    if (version !== startedAt) return;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const base: OutgoingHttpHeaders = { ...recorded, etag, vary: 'accept-encoding' };
    const bodies = { identity: body, gzip: gzipped, br: brotli };
    const withBody = (encoding: Encoding): OutgoingHttpHeaders => ({
      ...base,
      'content-length': bodies[encoding].length,
      ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    });
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, {
      route,
      storedAt: now(),
      etag,
      status,
      bodies,
      headers: { identity: withBody('identity'), gzip: withBody('gzip'), br: withBody('br') },
      notModified: { etag, vary: 'accept-encoding', ...(recorded['cache-control'] && { 'cache-control': recorded['cache-control'] }) },
    });
  }

  return {
    /** Answers from memory if it can (true); otherwise leaves the request to the app (false). */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      if (!changes.live || !cacheableRequest(request)) return false;
      let key = request.url ?? '';
      let entry = entries.get(key);
      if (!entry) {
        // A variant of a cached URL (`/api/programs/0001`): looked for only when the URL itself misses.
        const variant = canonical(key);
        if (!variant || variant.key === key) return false;
        entry = entries.get(variant.key);
        if (!entry || entry.route !== variant.route) return false;
        key = variant.key;
      }
      if (now() - entry.storedAt > MAX_AGE_MS) {
        entries.delete(key);
        return false;
      }
      // Used now: moved to the end of the order.
      entries.delete(key);
      entries.set(key, entry);
      if (request.headers['if-none-match'] === entry.etag) {
        response.writeHead(304, entry.notModified);
        response.end();
        return true;
      }
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      response.writeHead(entry.status, entry.headers[encoding]);
      response.end(request.method === 'HEAD' ? undefined : entry.bodies[encoding]);
      return true;
    },

    /** Records the app's answers on routes marked `publicCache`. */
    register(app: FastifyInstance) {
      maxParamLength = app.initialConfig.maxParamLength ?? maxParamLength;
      app.addHook('onRoute', (route) => {
        const methods = [route.method].flat();
        if (!route.config?.publicCache || !methods.includes('GET') || !route.url.includes('/:')) return;
        const schema = (route.schema?.params ?? undefined) as Partial<ParamsSchema> | undefined;
        paramRoutes.push({
          pattern: route.url,
          segments: route.url.split('/'),
          schema: typeof schema?.safeParse === 'function' ? (schema as ParamsSchema) : undefined,
        });
      });
      const versionAtStart = new WeakMap<FastifyRequest, number>();
      app.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.publicCache && cacheableRequest(request.raw)) versionAtStart.set(request, version);
      });
      app.addHook('onSend', async (request, reply, payload) => {
        const startedAt = versionAtStart.get(request);
        if (startedAt === undefined || request.method !== 'GET' || reply.statusCode !== 200 || !changes.live) return payload;
        if (reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return payload;
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        // Kept only under the canonical URL of what the router answered, and only when serve() can
        // find it from this request's URL: a variant that only the router reads alike (`%31` for
        // `1`, a `#fragment`) is answered by the app every time instead of filling the cache.
        const route = request.routeOptions.url ?? '';
        const key = fillPattern(route, request.params);
        if (key === undefined || (canonical(request.url)?.key ?? request.url) !== key) return payload;
        const existing = entries.get(key);
        if (pending.has(key) || (existing && now() - existing.storedAt <= MAX_AGE_MS)) return payload;
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (name !== 'content-length' && value !== undefined) headers[name] = value;
        }
        pending.set(key, store(key, route, startedAt, reply.statusCode, headers, Buffer.from(payload))
          .catch((error: unknown) => request.log.warn({ err: loggableError(error) }, 'response not cached'))
          .finally(() => pending.delete(key)));
        return payload;
      });
    },

    /** Resolves once the answers being compressed now are stored (tests wait on it, not on a time). */
    async settled(): Promise<void> {
      await Promise.all(pending.values());
    },
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;
