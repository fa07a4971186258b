// The private links emails carry (issue 15): minted as the message is sent, random, stored only as
// their SHA-256, one purpose each, expiring (a season for the registrant's page, 14 days for consent).
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../server/registrations/tables.js';
import { registrationLinks } from '../../server/registrations/link-tables.js';
import type { TestApp } from '../helpers/app.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { register } from '../helpers/registrations.js';
import type { TestSmtpServer } from '../helpers/smtp-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-25T17:00:00Z');

let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  mailing = await startMailingApp({ now: () => NOW, env: { SITE_URL: 'https://referees.example.org' } });
  ({ smtp, t } = mailing);
});
afterAll(() => mailing.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The token of the one link to `path` in a message part. */
function tokenIn(part: string, path: string): string {
  const tokens = [...part.matchAll(new RegExp(`https://referees\\.example\\.org${path}/([A-Za-z0-9_-]+)`, 'g'))].map((match) => match[1]!);
  expect(new Set(tokens).size, `one ${path} link`).toBe(1);
  return tokens[0]!;
}

describe('private links in emails', () => {
  it("gives an adult's confirmation a link to their own page, stored only as its hash, for a season", async () => {
    const email = unique('adult');
    const registration = await register(t.app.inject.bind(t.app), { email });
    const message = await smtp.waitForEmail(email);
    const token = tokenIn(message.text, '/my-registration');
    expect(tokenIn(message.html, '/my-registration')).toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(message.text).not.toContain('/consent/');

    const rows = await t.db.select().from(registrationLinks).where(eq(registrationLinks.registrationId, registration.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'my-registration', tokenHash: sha256(token), usedAt: null, revokedAt: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime()).toBe(NOW.getTime() + 365 * DAY_MS);
  });

  it('asks a minor without a parent address to forward a 14-day consent link, and marks the registration awaiting', async () => {
    const email = unique('minor');
    const registration = await register(t.app.inject.bind(t.app), { email, dateOfBirth: '2012-05-01' });
    const message = await smtp.waitForEmail(email);
    const consentToken = tokenIn(message.text, '/consent');
    expect(message.text).toContain('please forward this link to your parent or guardian');
    const pageToken = tokenIn(message.text, '/my-registration');
    expect(consentToken).not.toBe(pageToken);

    const rows = await t.db.select().from(registrationLinks).where(eq(registrationLinks.registrationId, registration.id));
    const consent = rows.find((row) => row.purpose === 'guardian-consent');
    expect(consent?.tokenHash).toBe(sha256(consentToken));
    expect(consent?.expiresAt.getTime()).toBe(NOW.getTime() + 14 * DAY_MS);
    const [stored] = await t.db.select({ consentStatus: registrations.consentStatus }).from(registrations).where(eq(registrations.id, registration.id));
    expect(stored?.consentStatus).toBe('awaiting-guardian');
  });

  it("sends a minor's parent the consent request and a copy; the registrant's own message carries no consent link", async () => {
    const email = unique('minor-with-parent');
    const parent = unique('parent');
    await register(t.app.inject.bind(t.app), { email, dateOfBirth: '2012-05-01', parentGuardianName: 'Pat Guardian', parentGuardianEmail: parent, parentGuardianRelationship: 'Parent' });
    const request = await smtp.waitForEmail(parent, { matching: (message) => message.subject.startsWith('Consent needed') });
    expect(request.text).toContain('Dear Pat Guardian,');
    expect(request.text).toContain('This link works once and expires in 14 days.');
    tokenIn(request.text, '/consent');
    const own = await smtp.waitForEmail(email);
    expect(own.text).not.toContain('/consent/');
  });
});
