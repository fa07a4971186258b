// A minor's registration through guardian consent (issue 15, point 1), over the real app with the site
// built: the consent email's link opens the form, a refused post keeps what was typed, a signature is
// stored with who, when, from where and which waiver, both sides are told, and a used, expired,
// replaced or made-up link opens no form.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings.js';
import { WAIVER_PARAGRAPHS, WAIVER_TEXT } from '../../common/waiver.js';
import { registrations } from '../../server/registrations/tables.js';
import { guardianConsents } from '../../server/self-service/tables.js';
import type { TestApp } from '../helpers/app.js';
import { MAILING_OFFICE, startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { outboxRows } from '../helpers/outbox.js';
import { register } from '../helpers/registrations.js';
import type { TestSmtpServer } from '../helpers/smtp-server.js';

const SITE = 'https://referees.example.org';
const DAY_MS = 24 * 60 * 60 * 1000;
const PROGRAM = 'Youth League Officiating Fundamentals';
let clock = new Date('2026-11-25T17:00:00Z');

let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  mailing = await startMailingApp({ withSite: true, now: () => clock, env: { SITE_URL: SITE } });
  ({ smtp, t } = mailing);
});
afterAll(() => mailing.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

let minorsRegistered = 0;
/** A 15-year-old's registration naming a parent (each a different person: born a day apart); the parent's consent email's link (a path). */
async function registerMinor(parentEmail: string | null = unique('parent')) {
  const email = unique('minor');
  const registration = await register(t.app.inject.bind(t.app), {
    email, dateOfBirth: `2011-03-${String(1 + minorsRegistered++).padStart(2, '0')}`, ...(parentEmail && { parentGuardianName: 'Pat Guardian', parentGuardianEmail: parentEmail, parentGuardianRelationship: 'Mother', parentGuardianPhone: '(602) 555-0147' }),
  });
  const to = parentEmail ?? email;
  const message = await smtp.waitForEmail(to, { matching: (received) => received.text.includes(`${SITE}/consent/`) });
  const link = new RegExp(`${SITE.replace(/\./g, '\\.')}(/consent/[A-Za-z0-9_-]{43})`).exec(message.text)?.[1];
  expect(link).toBeDefined();
  return { registration, email, link: link!, message };
}

const get = (path: string) => t.app.inject({ method: 'GET', url: path });
const post = (path: string, fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(), remoteAddress: '203.0.113.9' });

const SIGNED = { guardianName: 'Pat Guardian', relationship: 'Mother', email: 'pat.guardian@example.com', phone: '(602) 555-0147', photoConsent: 'on', agree: 'on', signature: '  pat   GUARDIAN ' };
const stored = async (id: number) => (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const outboxOf = async (id: number) => (await outboxRows(t.db, { registrationId: id })).map((row) => `${row.template}:${row.recipient}`);

describe('a minor through guardian consent', () => {
  it('emails the parent a link whose page shows the program, the waiver and the details the registrant gave', async () => {
    const { registration, message, link } = await registerMinor();
    expect(message.subject).toBe(`Consent needed: Jordan Reyes - ${PROGRAM}`);
    expect(message.html).toContain(`${SITE}${link}`);
    expect((await stored(registration.id)).consentStatus).toBe('awaiting-guardian');

    const page = await get(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).not.toContain('<script type="module"');
    const text = textOf(page.body);
    expect(text).toContain('Parent/Guardian Consent');
    // Issue 27: the page greets the guardian, and names the minor as such.
    expect(text).toContain('Hello Pat Guardian: Jordan Reyes is under 18, so a parent or guardian must agree to the waiver below before the program.');
    expect(text).toContain(PROGRAM);
    expect(text).toContain(WAIVER_PARAGRAPHS[0]);
    expect(page.body).toContain('value="Pat Guardian"');
    expect(page.body).toContain(`value="${sha256(WAIVER_TEXT)}"`);
  });

  it('names the minor as under 18 and greets no one when the registrant forwards the form without naming a guardian', async () => {
    const { link } = await registerMinor(null);
    const text = textOf((await get(link)).body);
    expect(text).toContain('Jordan Reyes is under 18: a parent or guardian must agree to the waiver below before the program.');
    expect(text).not.toContain('Hello');
  });

  it('refuses an incomplete form with a message under each field and keeps what was typed; nothing is stored', async () => {
    const { registration, link } = await registerMinor();
    const refused = await post(link, { guardianName: 'Pat Guardian', relationship: '', email: 'not-an-email', phone: '555', signature: 'Pat' });
    expect(refused.statusCode).toBe(400);
    const text = textOf(refused.body);
    for (const message of ['Your relationship to the registrant is required', 'Please enter a valid email address', 'Phone number must be at least 10 characters', 'You must agree to the liability waiver']) {
      expect(text).toContain(message);
    }
    expect(refused.body).toContain('value="not-an-email"');

    const mismatch = await post(link, { ...SIGNED, signature: 'Someone Else' });
    expect(mismatch.statusCode).toBe(400);
    expect(textOf(mismatch.body)).toContain('Type your name exactly as entered above to sign');
    expect(await t.db.select().from(guardianConsents).where(eq(guardianConsents.registrationId, registration.id))).toEqual([]);
    expect((await stored(registration.id)).consentStatus).toBe('awaiting-guardian');
  });

  it('stores the signature with who, when, where from and the waiver version; the registrant and the office are told', async () => {
    const { registration, email, link } = await registerMinor();
    const signed = await post(link, SIGNED);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(textOf(signed.body)).toContain('Thank You: Consent Signed');

    const [consent] = await t.db.select().from(guardianConsents).where(eq(guardianConsents.registrationId, registration.id));
    expect(consent).toMatchObject({
      guardianName: 'Pat Guardian', relationship: 'Mother', email: 'pat.guardian@example.com', phone: '(602) 555-0147', signature: 'pat   GUARDIAN',
      photoConsent: true, waiverHash: sha256(WAIVER_TEXT), ipAddress: '203.0.113.9',
    });
    expect(consent?.signedAt.getTime()).toBe(clock.getTime());
    expect(await stored(registration.id)).toMatchObject({ consentStatus: 'signed', photoConsent: true, parentGuardianEmail: 'pat.guardian@example.com' });
    expect(await outboxOf(registration.id)).toEqual(expect.arrayContaining(['consentSigned:registrant', 'adminConsentSigned:admin']));

    const own = await smtp.waitForEmail(email, { matching: (message) => message.subject === `Consent signed: ${PROGRAM}` });
    expect(own.text).toContain('Pat Guardian has signed the parent/guardian consent');
    expect(own.text).toContain(`${SITE}/my-registration/`);
    const office = await smtp.waitForEmail(MAILING_OFFICE, { matching: (message) => message.subject === `Consent signed: Jordan Reyes - ${PROGRAM}` && message.text.includes(`Registration number: ${registration.id}`) });
    expect(office.text).toContain('Signed by: Pat Guardian (Mother)');
    expect(office.text).toContain('Photo consent: Given');
  });

  it('opens no form from a used link, on GET and POST (410), and stores nothing twice', async () => {
    const { registration, link } = await registerMinor();
    expect((await post(link, SIGNED)).statusCode).toBe(200);
    for (const again of [await get(link), await post(link, SIGNED)]) {
      expect(again.statusCode).toBe(410);
      expect(textOf(again.body)).toContain('has already been signed');
    }
    expect(await t.db.select().from(guardianConsents).where(eq(guardianConsents.registrationId, registration.id))).toHaveLength(1);
  });

  it('lets two signatures at once store one', async () => {
    const { registration, link } = await registerMinor();
    const answers = await Promise.all([post(link, SIGNED), post(link, SIGNED), post(link, SIGNED)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410]);
    expect(await t.db.select().from(guardianConsents).where(eq(guardianConsents.registrationId, registration.id))).toHaveLength(1);
    expect((await outboxOf(registration.id)).filter((row) => row === 'consentSigned:registrant')).toHaveLength(1);
  });

  it('says an expired link (after 14 days) has expired, and signs nothing with it', async () => {
    const { registration, link } = await registerMinor();
    const started = clock;
    clock = new Date(started.getTime() + 14 * DAY_MS + 1000);
    try {
      const expired = await get(link);
      expect(expired.statusCode).toBe(410);
      expect(textOf(expired.body)).toContain('This Link Has Expired');
      expect((await post(link, SIGNED)).statusCode).toBe(410);
      expect((await stored(registration.id)).consentStatus).toBe('awaiting-guardian');
    } finally {
      clock = started;
    }
  });

  it('says a link replaced by a resend is replaced; the new one works', async () => {
    const parent = unique('resend-parent');
    const { registration, link } = await registerMinor(parent);
    const resent = await t.admin('POST', `/api/registrations/${registration.id}/consent-link`);
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = await smtp.waitForEmail(parent, { matching: (message) => message.text.includes('/consent/') && !message.text.includes(link) });
    const replaced = await get(link);
    expect(replaced.statusCode).toBe(410);
    expect(textOf(replaced.body)).toContain('This Link Has Been Replaced');
    const newLink = /\/consent\/[A-Za-z0-9_-]{43}/.exec(fresh.text)![0];
    expect((await post(newLink, SIGNED)).statusCode).toBe(200);
  });

  it('asks again when the waiver changed while the form was open (409)', async () => {
    const { link } = await registerMinor();
    const changed = await post(link, { ...SIGNED, waiverHash: '0'.repeat(64) });
    expect(changed.statusCode).toBe(409);
    expect(textOf(changed.body)).toContain('The waiver text has changed since this form was opened');
  });

  it('answers a made-up or malformed token with the 404 page', async () => {
    for (const path of [`/consent/${'A'.repeat(43)}`, '/consent/short', `/consent/${'A'.repeat(42)}%27`]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain('404 Page Not Found');
      expect((await post(path, SIGNED)).statusCode, path).toBe(404);
    }
  });
});

describe('who needs consent', () => {
  it('an adult does not: no consent request, state not needed', async () => {
    const registration = await register(t.app.inject.bind(t.app), { email: unique('adult'), parentGuardianEmail: unique('adult-parent') });
    expect((await stored(registration.id)).consentStatus).toBe('not-needed');
    expect(await outboxOf(registration.id)).not.toContain('guardianConsentRequest:guardian');
  });

  it('with guardian consent switched off in the settings, a minor does not either', async () => {
    expect((await t.admin('PUT', '/api/settings', { ...DEFAULT_SETTINGS, guardianConsent: false })).statusCode).toBe(200);
    try {
      const registration = await register(t.app.inject.bind(t.app), { email: unique('minor-off'), dateOfBirth: '2011-03-14', parentGuardianEmail: unique('parent-off') });
      expect((await stored(registration.id)).consentStatus).toBe('not-needed');
      expect(await outboxOf(registration.id)).not.toContain('guardianConsentRequest:guardian');
    } finally {
      expect((await t.admin('PUT', '/api/settings', DEFAULT_SETTINGS)).statusCode).toBe(200);
    }
  });
});
