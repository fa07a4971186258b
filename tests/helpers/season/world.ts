// The season simulation's real side (issue 27, point 8): one app for the whole file, listening on a
// port and called over HTTP like a browser, Stripe and the mail server faked at their protocol
// boundaries, and the app's clock, which the commands move forward. Between runs the records a season
// makes are emptied, so each run starts from the seeded site without building a new app.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { startMailingApp, type MailingApp } from '../mailing-app.js';
import { ADMIN } from '../app.js';
import { signatureFor } from '../stripe-events.js';

export const SITE = 'https://refs.example.org';

/** What the simulation tells whoever runs it (the summary, SEASON_TRACE's steps): a report, not a log. */
export const say = (text: string) => void process.stdout.write(`${text}\n`);

/** A commanded part of the issue that does not answer yet (another helper is building it). */
export class NotBuiltYet extends Error {
  constructor(readonly what: string) {
    super(`not built yet: ${what}`);
  }
}

export interface Reply {
  status: number;
  /** The body as JSON when it is JSON. */
  json: Record<string, unknown> & { data?: unknown; message?: string };
  text: string;
  headers: Headers;
}

/** The clock the app reads: the real one moved on by the commands (the outbox's first tries run on the database's time). */
export class SeasonClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(minutes: number) {
    this.offsetMs += minutes * 60_000;
  }
  /** Moves on to `at` (never back). */
  advanceTo(at: Date) {
    this.offsetMs += Math.max(0, at.getTime() - this.now().getTime());
  }
}

export interface World {
  mailing: MailingApp;
  origin: string;
  clock: SeasonClock;
  /** Calls the API as a visitor (no credentials). */
  call(method: string, path: string, body?: unknown): Promise<Reply>;
  /** Calls the API as staff (the admin's bearer token, signed in again when the clock ended the session). */
  admin(method: string, path: string, body?: unknown): Promise<Reply>;
  /** Posts an HTML form (urlencoded), as a private page's form does without script. */
  postForm(path: string, fields: Record<string, string>): Promise<Reply>;
  /** Delivers a Stripe event to the webhook, signed over its exact bytes. */
  deliver(event: object): Promise<Reply>;
  /** Sends every email due and waits until none is left, so the mail server holds what the step caused. */
  settle(): Promise<void>;
  /** Empties what a season's run stores (registrations, money, waitlist, emails), keeping the site. */
  reset(): Promise<void>;
  /** What was not built yet when SEASON_UNBUILT=note (the command did nothing instead of failing). */
  unbuilt: Set<string>;
  close(): Promise<void>;
}

/** Throws NotBuiltYet for the answer to a route that does not exist (the app's "No API route", Fastify's own). */
export function requireRoute(reply: Reply, what: string): Reply {
  if (reply.status === 404 && /^(No API route |Route \w+:.* not found$)/.test(String(reply.json.message ?? ''))) throw new NotBuiltYet(what);
  return reply;
}

async function readReply(response: Response): Promise<Reply> {
  const text = await response.text();
  let json: Reply['json'] = {};
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      json = JSON.parse(text) as Reply['json'];
    } catch {
      json = {};
    }
  }
  return { status: response.status, json, text, headers: response.headers };
}

export async function startWorld(): Promise<World> {
  const clock = new SeasonClock();
  // Staff stay signed in across a long season (the clock ends a session after its hours).
  const mailing = await startMailingApp({ withSite: true, now: clock.now, env: { SITE_URL: SITE, SESSION_TTL_HOURS: '100000' } });
  await mailing.t.app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(mailing.t.app.server.address() as AddressInfo).port}`;

  async function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const response = await fetch(origin + path, {
      method,
      redirect: 'manual',
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return readReply(response);
  }

  let token = '';
  async function signIn(): Promise<string> {
    const reply = await send('POST', '/api/auth/login', { username: ADMIN.username, password: ADMIN.password });
    if (reply.status !== 200) throw new Error(`staff sign-in failed: ${reply.status} ${reply.text}`);
    return String((reply.json as { token?: string }).token);
  }

  const world: World = {
    mailing,
    origin,
    clock,
    unbuilt: new Set(),
    call: (method, path, body) => send(method, path, body),
    async admin(method, path, body) {
      token ||= await signIn();
      let reply = await send(method, path, body, { authorization: `Bearer ${token}` });
      if (reply.status === 401) {
        token = await signIn();
        reply = await send(method, path, body, { authorization: `Bearer ${token}` });
      }
      return reply;
    },
    async postForm(path, fields) {
      const response = await fetch(origin + path, {
        method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
      });
      return readReply(response);
    },
    async deliver(event) {
      const body = JSON.stringify(event);
      const response = await fetch(`${origin}/api/stripe/webhook`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signatureFor(body) }, body,
      });
      return readReply(response);
    },
    settle: () => mailing.t.app.emails.idle(),
    async reset() {
      await mailing.t.app.emails.idle();
      // The tables that reference these (attendance, links, consents, reminders) empty with them.
      await mailing.t.db.execute(sql`TRUNCATE registrations, payments, email_outbox, waitlist_entries, certificates, stripe_events CASCADE`);
      mailing.smtp.messages.length = 0;
      mailing.stripe.requests.length = 0;
    },
    close: () => mailing.close(),
  };
  return world;
}
