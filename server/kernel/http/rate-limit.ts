// Limits on the public writes (registration, contact, payment calls), per client address and per email
// address in the body. Counters live in the shared database (fixed windows, as the login limit), so
// every instance counts together. A route opts in with `config: { rateLimit: 'register' }`; the check
// runs after body validation (an invalid body is a 400 and not counted) and before the work.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FailureSchema } from '../../../common/api.js';
import type { PublicRateLimits } from '../config.js';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/tables.js';
import { tooMany } from '../refusals.js';

export type RateLimitKind = 'register' | 'contact' | 'payment' | 'verify' | 'signIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which public-write limit the route counts against (see http/rate-limit.ts). */
    rateLimit?: RateLimitKind;
  }
}

// The body fields holding email addresses each kind counts (a registration may also email the parent).
const EMAIL_FIELDS: Record<RateLimitKind, readonly string[]> = {
  register: ['email', 'parentGuardianEmail'],
  contact: ['email'],
  payment: [],
  verify: [],
  signIn: ['email'],
};

// What the visitor is told; `{wait}` becomes "N minute(s)".
const MESSAGES: Record<RateLimitKind, { address: string; email: string }> = {
  register: {
    address: 'Too many registrations from your network. Please try again in {wait}.',
    email: 'Too many registrations for this email address. Please try again in {wait}.',
  },
  contact: {
    address: 'Too many messages from your network. Please try again in {wait}.',
    email: 'Too many messages from this email address. Please try again in {wait}.',
  },
  payment: {
    address: 'Too many payment requests from your network. Please try again in {wait}.',
    email: 'Too many payment requests for this email address. Please try again in {wait}.',
  },
  // The public certificate check (issue 16): codes cannot be guessed, and the limit keeps anyone from trying.
  verify: {
    address: 'Too many certificate checks from your network. Please try again in {wait}.',
    email: 'Too many certificate checks. Please try again in {wait}.',
  },
  // Officials' sign-in links (issue 29): the same answer for a known or an unknown address.
  signIn: {
    address: 'Too many sign-in requests from your network. Please try again in {wait}.',
    email: 'Too many sign-in links were asked for this email address. Please try again in {wait}.',
  },
};

interface Counter {
  key: string;
  scope: 'address' | 'email';
  max: number;
  windowMs: number;
}

export interface Refusal {
  retryAfterSeconds: number;
  message: string;
}

/** No personal data in keys: an email is known by the SHA-256 of its lowercased form. */
export const emailKey = (kind: RateLimitKind, email: string) =>
  `${kind}:email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return `${count} minute${count === 1 ? '' : 's'}`;
};

export function createPublicRateLimits(options: { db: Db; limits: PublicRateLimits; now: () => Date }) {
  const { db, limits } = options;
  const addressWindowMs = limits.addressWindowMinutes * 60_000;
  const emailWindowMs = limits.emailWindowMinutes * 60_000;

  function countersFor(kind: RateLimitKind, address: string, emails: readonly string[]): Counter[] {
    const counters: Counter[] = [{ key: `${kind}:address:${address}`, scope: 'address', max: limits[kind].perAddress, windowMs: addressWindowMs }];
    const perEmail = kind === 'payment' || kind === 'verify' ? undefined : limits[kind].perEmail;
    if (perEmail === undefined) return counters;
    // One row per address: the same email twice in a body (registrant and parent) counts once.
    for (const key of new Set(emails.map((email) => emailKey(kind, email)))) {
      counters.push({ key, scope: 'email', max: perEmail, windowMs: emailWindowMs });
    }
    return counters;
  }

  return {
    /**
     * Counts one attempt on every counter of the request in one statement (a burst cannot slip past,
     * and the registration path pays one round trip); returns why it is refused, or null.
     */
    async hit(kind: RateLimitKind, address: string, emails: readonly string[]): Promise<Refusal | null> {
      const now = options.now();
      const counters = countersFor(kind, address, emails);
      // Each counter's window starts again once it is older than its length (address and email differ).
      const expiredBefore = sql.join(
        counters.map(({ key, windowMs }) => sql`WHEN ${key} THEN ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`),
        sql` `,
      );
      const expired = sql`${rateLimits.windowStart} <= CASE ${rateLimits.key} ${expiredBefore} END`;
      const rows = await db
        .insert(rateLimits)
        .values(counters.map(({ key }) => ({ key, hits: 1, windowStart: now })))
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN excluded.window_start ELSE ${rateLimits.windowStart} END`,
          },
        })
        .returning({ key: rateLimits.key, hits: rateLimits.hits, windowStart: rateLimits.windowStart });

      let refusal: Refusal | null = null;
      for (const row of rows) {
        const counter = counters.find((candidate) => candidate.key === row.key);
        if (!counter || row.hits <= counter.max) continue;
        const retryAfterSeconds = Math.max(1, Math.ceil((row.windowStart.getTime() + counter.windowMs - now.getTime()) / 1000));
        if (refusal && refusal.retryAfterSeconds >= retryAfterSeconds) continue;
        refusal = { retryAfterSeconds, message: MESSAGES[kind][counter.scope].replace('{wait}', minutes(retryAfterSeconds)) };
      }
      return refusal;
    },
  };
}
export type PublicRateLimiter = ReturnType<typeof createPublicRateLimits>;

function emailsIn(kind: RateLimitKind, body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const fields = body as Record<string, unknown>;
  return EMAIL_FIELDS[kind].map((field) => fields[field]).filter((value): value is string => typeof value === 'string' && value !== '');
}

/**
 * Gives every route that declares `config.rateLimit` its 429 in the response schema (and so in the API
 * document) and, unless the limits are off (null), a preHandler that counts and refuses. Register it
 * before the routes.
 */
export function registerPublicRateLimits(app: FastifyInstance, options: { db: Db; limits: PublicRateLimits | null; now: () => Date }) {
  const limiter = options.limits && createPublicRateLimits({ db: options.db, limits: options.limits, now: options.now });
  app.addHook('onRoute', (route) => {
    const kind = route.config?.rateLimit;
    if (!kind) return;
    if (route.schema?.response && typeof route.schema.response === 'object') {
      route.schema = { ...route.schema, response: { ...route.schema.response, 429: FailureSchema } };
    }
    if (!limiter) return;
    const check = async (request: FastifyRequest) => {
      const refusal = await limiter.hit(kind, request.ip, emailsIn(kind, request.body));
      if (!refusal) return;
      throw tooMany(refusal.message, refusal.retryAfterSeconds);
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), check];
  });
}
