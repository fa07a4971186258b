// Public GET responses kept in memory, serialised and compressed once, and answered straight from the
// HTTP server for anonymous requests, before Fastify's routing and hooks. The first answer to a URL
// goes through the app as usual and is recorded with its headers; any content change drops them all.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/sessions.js';
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
const MAX_ENTRIES = 256;
// A safety net only: changes are announced, but an announcement lost in transit is outlived by this.
const MAX_AGE_MS = 60_000;
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
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

/** Only the anonymous, query-less GET or HEAD can be answered from memory. */
function cacheableRequest(request: IncomingMessage | FastifyRequest['raw']): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.url || request.url.includes('?')) return false;
  if (request.headers.authorization) return false;
  const cookie = request.headers.cookie;
  return !(cookie && SESSION_COOKIE_PATTERN.test(cookie));
}

export function createResponseCache(changes: ContentChanges, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  let version = 0;
  changes.onChange(() => {
    version += 1;
    entries.clear();
  });

  async function store(url: string, startedAt: number, status: number, recorded: OutgoingHttpHeaders, body: Buffer) {
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(body, { level: 9 }),
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    // Content changed while this answer was being made: it may be stale, so it is not kept.
    if (version !== startedAt || entries.size >= MAX_ENTRIES) return;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const base: OutgoingHttpHeaders = { ...recorded, etag, vary: 'accept-encoding' };
    const bodies = { identity: body, gzip: gzipped, br: brotli };
    const withBody = (encoding: Encoding): OutgoingHttpHeaders => ({
      ...base,
      'content-length': bodies[encoding].length,
      ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    });
    entries.set(url, {
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
      const entry = entries.get(request.url ?? '');
      if (!entry) return false;
      if (now() - entry.storedAt > MAX_AGE_MS) {
        entries.delete(request.url ?? '');
        return false;
      }
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
      const versionAtStart = new WeakMap<FastifyRequest, number>();
      app.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.publicCache && cacheableRequest(request.raw)) versionAtStart.set(request, version);
      });
      app.addHook('onSend', async (request, reply, payload) => {
        const startedAt = versionAtStart.get(request);
        if (startedAt === undefined || request.method !== 'GET' || reply.statusCode !== 200 || !changes.live) return payload;
        if (reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return payload;
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (name !== 'content-length' && value !== undefined) headers[name] = value;
        }
        void store(request.url, startedAt, reply.statusCode, headers, Buffer.from(payload)).catch((error: unknown) =>
          request.log.warn({ err: error }, 'response not cached'),
        );
        return payload;
      });
    },
  };
}
