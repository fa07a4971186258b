// Officials' accounts (issue 29, point 1 and the start of point 2): a sign-in link by email for anyone who
// registered (or is a minor's guardian) or holds a certificate, the same 202 for any address, rate
// limits, a token that works once within 15 minutes, the official's own cookie, and the separation of
// staff and officials' sessions (each a 403 on the other's routes).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_NOT_AWAITED, REGISTRATION_NOT_YOURS, SIGN_IN_LINK_SENT, SIGN_IN_LINK_UNUSABLE } from '../../common/schemas/account.js';
import { findLink } from '../../server/registrations/links.js';
import { certificates } from '../../server/certificates/tables.js';
import { signInLinks } from '../../server/accounts/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { outboxRows } from '../helpers/outbox.js';
import { register } from '../helpers/registrations.js';
import type { TestSmtpServer } from '../helpers/smtp-server.js';

let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;
let clock = new Date('2026-12-01T19:00:00Z');
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
const askLink = (email: string) => t.app.inject({ method: 'POST', url: '/api/account/sign-in-link', payload: { email } });
const useToken = (token: string) => t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { token } });
const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']).match(/official_session=([^;]+)/)?.[1];
const asOfficial = (cookie: string, url = '/api/account', method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: { cookie: `official_session=${cookie}` } });

/** Asks for a link, waits for its email and returns the token in it. */
async function linkFor(email: string): Promise<string> {
  const before = smtp.emailsTo(email).length;
  expect((await askLink(email)).statusCode).toBe(202);
  await t.app.emails.idle();
  const sent = smtp.emailsTo(email);
  expect(sent).toHaveLength(before + 1);
  const token = sent.at(-1)!.text.match(/\/account\/sign-in\/([A-Za-z0-9_-]{43})/)?.[1];
  expect(token, sent.at(-1)!.text).toBeDefined();
  return token!;
}

async function signedIn(email: string): Promise<string> {
  const response = await useToken(await linkFor(email));
  expect(response.statusCode, response.body).toBe(200);
  return cookieOf(response)!;
}

const people = { adult: unique('adult'), guardian: unique('guardian'), certified: unique('certified'), stranger: unique('stranger') };
let adultRegistration: number;
let childRegistration: number;

beforeAll(async () => {
  mailing = await startMailingApp({ withSite: true, now: () => clock, env: { SITE_URL: 'https://refs.example.org' } });
  ({ smtp, t } = mailing);
  const inject = t.app.inject.bind(t.app);
  adultRegistration = (await register(inject, { email: people.adult, firstName: 'Avery' })).id;
  childRegistration = (await register(inject, {
    email: unique('child'), firstName: 'Casey', lastName: 'Young', dateOfBirth: '2013-03-09',
    parentGuardianName: 'Morgan Young', parentGuardianEmail: people.guardian, parentGuardianPhone: '602-555-0111', parentGuardianRelationship: 'Mother',
  })).id;
  await t.db.insert(certificates).values({
    code: `CERT-${randomBytes(4).toString('hex')}`, officialName: 'Cam Certified', email: people.certified, certificationName: 'Youth Official',
    level: 'youth', programName: 'Youth Clinic', issuedOn: '2026-06-01', expiresOn: '2028-06-01',
  });
  await t.app.emails.idle();
});
afterAll(() => mailing?.close());

describe('POST /api/account/sign-in-link', () => {
  it('answers 202 with the same body for a known and an unknown address, and emails only the known one', async () => {
    const known = await askLink(people.adult.toUpperCase());
    const unknown = await askLink(people.stranger);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: SIGN_IN_LINK_SENT });
    expect(known.headers['cache-control']).toBe('no-store');
    await t.app.emails.idle();
    expect(smtp.emailsTo(people.adult).at(-1)!.subject).toMatch(/sign-in link/i);
    expect(smtp.emailsTo(people.stranger)).toEqual([]);
  });

  it('answers before the address is looked up, so its time cannot tell a known address from an unknown one', async () => {
    const before = smtp.emailsTo(people.adult).length;
    // Whoever holds the registrations and certificates tables blocks the lookup: the answer must not wait for it.
    const answered = await t.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE registrations, certificates IN ACCESS EXCLUSIVE MODE`);
      return Promise.all([askLink(people.adult), askLink(people.stranger)]);
    });
    expect(answered.map((response) => response.statusCode)).toEqual([202, 202]);
    await t.app.emails.idle();
    expect(smtp.emailsTo(people.adult)).toHaveLength(before + 1);
    expect(smtp.emailsTo(people.stranger)).toEqual([]);
  });

  it('keeps no token in the outbox: the link is made as the email is sent, and stored hashed', async () => {
    const token = await linkFor(people.adult);
    const rows = await outboxRows(t.db, { template: 'officialSignInLink' });
    expect(JSON.stringify(rows)).not.toContain(token);
    const stored = await t.db.select().from(signInLinks);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.every((link) => link.email === link.email.toLowerCase())).toBe(true);
  });

  it('refuses a body without a valid email with 400', async () => {
    for (const payload of [{}, { email: 'not-an-email' }, { email: 42 }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/account/sign-in-link', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/email/i);
    }
  });
});

describe('POST /api/account/sign-in', () => {
  it('signs in once with an HttpOnly SameSite cookie of its own; the link cannot be used again', async () => {
    const token = await linkFor(people.adult);
    const response = await useToken(token);
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^official_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/(^|[;,]\s*)session=/);

    const again = await useToken(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SIGN_IN_LINK_UNUSABLE);
  });

  it('refuses a link after its 15 minutes, and a wrong or malformed token, alike', async () => {
    const token = await linkFor(people.adult);
    later(16);
    for (const tried of [token, randomBytes(32).toString('base64url'), 'short', "' OR 1=1 --"]) {
      const response = await useToken(tried);
      expect(response.statusCode, tried).toBe(400);
      expect(response.json().message).toBe(SIGN_IN_LINK_UNUSABLE);
    }
  });

  it('a newer link works while it is fresh (14 minutes on), after its page was opened (as a mail scanner would)', async () => {
    const token = await linkFor(people.adult);
    const page = await t.app.inject({ method: 'GET', url: `/account/sign-in/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    later(14);
    expect((await useToken(token)).statusCode).toBe(200);
  });
});

describe('GET /api/account', () => {
  it('is 401 without a session, and with a wrong one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    expect((await asOfficial(randomBytes(32).toString('base64url'))).statusCode).toBe(401);
  });

  it("answers the official's registrations, as registrant, with amounts in dollars", async () => {
    const response = await asOfficial(await signedIn(people.adult));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.email).toBe(people.adult);
    expect(data.registrations).toHaveLength(1);
    expect(data.registrations[0]).toMatchObject({ id: adultRegistration, personName: expect.stringContaining('Avery'), asGuardian: false, registrationStatus: 'active' });
    expect(typeof data.registrations[0].paymentAmount).toBe('number');
    expect(data.registrations[0].registeredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The program's sessions from the organisation's today on (the app's clock: 2026-12-01 in Phoenix), soonest first.
    expect(data.upcomingSessions.length).toBeGreaterThan(0);
    const starts = data.upcomingSessions.map((session: { date: string; startTime: string }) => `${session.date} ${session.startTime}`);
    expect(starts).toEqual([...starts].sort());
    expect(starts.every((start: string) => start >= '2026-12-01')).toBe(true);
    expect(data.upcomingSessions[0]).toMatchObject({ programName: data.registrations[0].programName, personName: data.registrations[0].personName });
    expect(data.certificates).toEqual([]);
  });

  it("gives a guardian each child's registration, marked as the guardian's", async () => {
    const { data } = (await asOfficial(await signedIn(people.guardian))).json();
    expect(data.registrations).toEqual([expect.objectContaining({ id: childRegistration, personName: 'Casey Young', asGuardian: true, consentStatus: 'awaiting-guardian' })]);
    expect(data.upcomingSessions.every((session: { personName: string }) => session.personName === 'Casey Young')).toBe(true);
  });

  it('gives a certificate holder who never registered an account with the certificate, and its PDF to that account alone', async () => {
    const cookie = await signedIn(people.certified);
    const { data } = (await asOfficial(cookie)).json();
    expect(data.registrations).toEqual([]);
    expect(data.certificates).toEqual([expect.objectContaining({ officialName: 'Cam Certified', status: 'valid', expiresOn: '2028-06-01' })]);
    const pdf = await asOfficial(cookie, `/api/account/certificates/${data.certificates[0].id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await asOfficial(await signedIn(people.adult), `/api/account/certificates/${data.certificates[0].id}/pdf`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Certificate not found');
  });
});

describe('POST /api/account/registrations/:id/links', () => {
  const open = (cookie: string, id: number, purpose: string) =>
    t.app.inject({ method: 'POST', url: `/api/account/registrations/${id}/links`, payload: { purpose }, headers: { cookie: `official_session=${cookie}` } });
  const tokenOf = (url: string) => url.match(/\/([A-Za-z0-9_-]{43})(\?|$)/)![1]!;

  it("opens the official's own registration page with a fresh private link", async () => {
    const response = await open(await signedIn(people.adult), adultRegistration, 'my-registration');
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json().data;
    expect(url).toMatch(/^https:\/\/refs\.example\.org\/my-registration\/[A-Za-z0-9_-]{43}$/);
    const found = await findLink(t.db, tokenOf(url), 'my-registration', clock);
    expect(found).toMatchObject({ state: 'valid', registration: { id: adultRegistration } });
  });

  it("opens a child's page as the guardian's copy, and the consent form the child waits for", async () => {
    const cookie = await signedIn(people.guardian);
    const page = (await open(cookie, childRegistration, 'my-registration')).json().data.url;
    expect(page).toMatch(/\/my-registration\/[A-Za-z0-9_-]{43}\?for=guardian$/);
    const consent = await open(cookie, childRegistration, 'guardian-consent');
    expect(consent.statusCode).toBe(200);
    const token = tokenOf(consent.json().data.url);
    expect(await findLink(t.db, token, 'guardian-consent', clock)).toMatchObject({ state: 'valid', registration: { id: childRegistration } });
  });

  it("refuses another person's registration (404) and a consent form nobody waits for from this email (409)", async () => {
    const adult = await signedIn(people.adult);
    const other = await open(adult, childRegistration, 'my-registration');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(REGISTRATION_NOT_YOURS);
    const consent = await open(adult, adultRegistration, 'guardian-consent');
    expect(consent.statusCode).toBe(409);
    expect(consent.json().message).toBe(CONSENT_NOT_AWAITED);
    expect((await open(adult, adultRegistration, 'other')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/account/registrations/${adultRegistration}/links`, payload: { purpose: 'my-registration' } })).statusCode).toBe(401);
  });
});

describe('staff and officials', () => {
  it("an official's session opens no staff route (403), and a staff session no official's route (403)", async () => {
    const official = await signedIn(people.adult);
    for (const url of ['/api/registrations', '/api/admin/registrations/page', '/api/settings']) {
      const response = await asOfficial(official, url);
      expect(response.statusCode, url).toBe(403);
    }
    const token = await t.login();
    const staff = await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${token}` } });
    expect(staff.statusCode).toBe(403);
    const staffCookie = await t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: `session=${token}` } });
    expect(staffCookie.statusCode).toBe(403);
    // An official's token is no staff token either, whichever way it is sent.
    expect((await t.app.inject({ method: 'GET', url: '/api/registrations', headers: { authorization: `Bearer ${official}` } })).statusCode).toBe(401);
  });

  it('signing out ends that session; signing out everywhere ends every session of the email', async () => {
    const first = await signedIn(people.adult);
    const second = await signedIn(people.adult);
    expect((await asOfficial(first, '/api/account/sign-out', 'POST')).statusCode).toBe(200);
    expect((await asOfficial(first)).statusCode).toBe(401);
    expect((await asOfficial(second)).statusCode).toBe(200);

    const third = await signedIn(people.adult);
    const other = await signedIn(people.guardian);
    const everywhere = await asOfficial(third, '/api/account/sign-out-everywhere', 'POST');
    expect(everywhere.statusCode).toBe(200);
    expect(String(everywhere.headers['set-cookie'])).toMatch(/official_session=;/);
    expect((await asOfficial(second)).statusCode).toBe(401);
    expect((await asOfficial(third)).statusCode).toBe(401);
    expect((await asOfficial(other)).statusCode).toBe(200);
  });
});

describe('rate limits on sign-in links', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { PUBLIC_RATE_LIMITS: 'on', RATE_LIMIT_SIGN_IN_PER_EMAIL: '2', RATE_LIMIT_SIGN_IN_PER_ADDRESS: '4' } });
  });
  afterAll(() => limited?.close());
  const ask = (email: string, remoteAddress: string) => limited.app.inject({ method: 'POST', url: '/api/account/sign-in-link', payload: { email }, remoteAddress });

  it('per email address, known or not, whatever the network (429 with Retry-After)', async () => {
    const email = unique('limited');
    expect((await ask(email, '198.51.100.1')).statusCode).toBe(202);
    expect((await ask(email.toUpperCase(), '198.51.100.2')).statusCode).toBe(202);
    const refused = await ask(email, '198.51.100.3');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many sign-in links were asked for this email address/);
  });

  it('per network address, whatever the email', async () => {
    for (let index = 0; index < 4; index += 1) expect((await ask(unique(`n${index}`), '198.51.100.9')).statusCode).toBe(202);
    const refused = await ask(unique('n5'), '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many sign-in requests from your network/);
  });
});
