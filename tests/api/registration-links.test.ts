// Staff's actions on a registration's private links and guardian consent (issue 15): the signature read
// back, the consent link sent again (old links revoked, the request queued in the outbox), the
// registrant's private link replaced, and who may do any of it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LinkPurpose } from '../../common/constants.js';
import { registrations } from '../../server/registrations/tables.js';
import { guardianConsents } from '../../server/self-service/tables.js';
import { outboxRows, TEMPLATES } from '../helpers/outbox.js';
import { findLink, mintLinks } from '../../server/registrations/links.js';
import { testAppSession } from '../helpers/app.js';
import { register } from '../helpers/registrations.js';

const t = testAppSession();
const MINOR_BIRTH_DATE = '2012-05-01';
let serial = 0;

/** A minor's public registration (consent awaited), with the parent's address unless `parentGuardianEmail` is null. */
const registerMinor = async (overrides: Record<string, unknown> = {}) =>
  (await register((options) => t.app.inject(options), {
    email: `minor.${++serial}@example.com`, dateOfBirth: MINOR_BIRTH_DATE, parentGuardianName: 'Morgan Nguyen',
    parentGuardianEmail: `parent.${serial}@example.com`, parentGuardianRelationship: 'Mother', ...overrides,
  })).id;

const registerAdult = async () => (await register((options) => t.app.inject(options), { email: `adult.${++serial}@example.com` })).id;

/** Links as an email would carry them (minted the way the outbox mints them). */
const mint = (registrationId: number, purpose: LinkPurpose, count = 1) =>
  mintLinks(t.db, Array.from({ length: count }, () => ({ registrationId, purpose })), new Date());

const stateOf = async (token: string, purpose: LinkPurpose) => (await findLink(t.db, token, purpose, new Date()))?.state;

const queued = async (registrationId: number, template: string) =>
  (await outboxRows(t.db, { registrationId, template })).map(({ recipient }) => ({ recipient }));

const post = (id: number | string, action: 'consent-link' | 'private-link') => t.admin('POST', `/api/registrations/${id}/${action}`);

describe('GET /api/registrations/{id}/consent', () => {
  it('answers 404 until a guardian signed, then the signature', async () => {
    const id = await registerMinor();
    const before = await t.admin('GET', `/api/registrations/${id}/consent`);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ success: false, message: 'No signed consent for this registration' });

    const signedAt = new Date('2026-03-02T17:45:00Z');
    await t.db.insert(guardianConsents).values({
      registrationId: id, guardianName: 'Morgan Nguyen', relationship: 'Mother', email: 'morgan@example.com', phone: '602-555-0111',
      signature: 'Morgan Nguyen', photoConsent: true, waiverHash: 'ab'.repeat(32), ipAddress: '203.0.113.7', signedAt,
    });
    const after = await t.admin('GET', `/api/registrations/${id}/consent`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      success: true,
      data: {
        guardianName: 'Morgan Nguyen', relationship: 'Mother', email: 'morgan@example.com', phone: '602-555-0111', signature: 'Morgan Nguyen',
        photoConsent: true, waiverHash: 'ab'.repeat(32), ipAddress: '203.0.113.7', signedAt: signedAt.toISOString(),
      },
    });
  });

  it('answers 404 for an unknown registration and 400 for an id that is not one', async () => {
    expect((await t.admin('GET', '/api/registrations/999999/consent')).statusCode).toBe(404);
    expect((await t.admin('GET', '/api/registrations/abc/consent')).statusCode).toBe(400);
  });
});

describe('POST /api/registrations/{id}/consent-link', () => {
  it("revokes the live consent links and queues the request again to the guardian's address", async () => {
    const id = await registerMinor();
    const old = await mint(id, 'guardian-consent', 2);
    const [page] = await mint(id, 'my-registration');
    expect(await queued(id, TEMPLATES.guardianConsentRequest)).toEqual([{ recipient: 'guardian' }]);

    const response = await post(id, 'consent-link');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Consent link sent' });
    for (const token of old) expect(await stateOf(token, 'guardian-consent')).toBe('revoked');
    // Only the consent links: the registrant's page still opens.
    expect(await stateOf(page!, 'my-registration')).toBe('valid');
    expect(await queued(id, TEMPLATES.guardianConsentRequest)).toEqual([{ recipient: 'guardian' }, { recipient: 'guardian' }]);
  });

  it('queues it to the registrant to forward when no guardian address is on record', async () => {
    const id = await registerMinor({ parentGuardianEmail: null });
    const [old] = await mint(id, 'guardian-consent');
    expect((await post(id, 'consent-link')).statusCode).toBe(200);
    expect(await stateOf(old!, 'guardian-consent')).toBe('revoked');
    expect(await queued(id, TEMPLATES.guardianConsentRequest)).toEqual([{ recipient: 'registrant' }]);
  });

  it('answers 409 when consent is not awaited (an adult, a signed consent) and queues nothing', async () => {
    const adult = await registerAdult();
    const signed = await registerMinor();
    await t.db.update(registrations).set({ consentStatus: 'signed' }).where(eq(registrations.id, signed));
    const [live] = await mint(signed, 'guardian-consent');
    for (const id of [adult, signed]) {
      const response = await post(id, 'consent-link');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: 'Consent is not awaited for this registration' });
    }
    expect(await queued(adult, TEMPLATES.guardianConsentRequest)).toEqual([]);
    expect(await queued(signed, TEMPLATES.guardianConsentRequest)).toHaveLength(1);
    expect(await stateOf(live!, 'guardian-consent')).toBe('valid');
  });

  it('answers 404 for an unknown registration', async () => {
    const response = await post(999_999, 'consent-link');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Registration not found' });
  });
});

describe('POST /api/registrations/{id}/private-link', () => {
  it('revokes every live private link and queues a confirmation that carries a new one', async () => {
    const id = await registerAdult();
    const old = await mint(id, 'my-registration', 2);
    const confirmations = (await queued(id, TEMPLATES.registrationConfirmation)).length;

    const response = await post(id, 'private-link');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'A new private link was sent; the old one no longer works' });
    for (const token of old) expect(await stateOf(token, 'my-registration')).toBe('revoked');
    const rows = await queued(id, TEMPLATES.registrationConfirmation);
    expect(rows).toHaveLength(confirmations + 1);
    expect(rows.at(-1)).toEqual({ recipient: 'registrant' });
  });

  it('leaves the consent links alone and answers 404 for an unknown registration', async () => {
    const id = await registerMinor();
    const [consent] = await mint(id, 'guardian-consent');
    expect((await post(id, 'private-link')).statusCode).toBe(200);
    expect(await stateOf(consent!, 'guardian-consent')).toBe('valid');
    expect((await post(999_999, 'private-link')).statusCode).toBe(404);
  });
});

describe('who may act on the links', () => {
  it('refuses a request without a session (401) and changes nothing', async () => {
    const id = await registerMinor();
    const [consent] = await mint(id, 'guardian-consent');
    const [page] = await mint(id, 'my-registration');
    const outbox = (await outboxRows(t.db, { registrationId: id })).length;
    for (const [method, url] of [['GET', 'consent'], ['POST', 'consent-link'], ['POST', 'private-link']] as const) {
      const response = await t.app.inject({ method, url: `/api/registrations/${id}/${url}` });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await stateOf(consent!, 'guardian-consent')).toBe('valid');
    expect(await stateOf(page!, 'my-registration')).toBe('valid');
    expect(await outboxRows(t.db, { registrationId: id })).toHaveLength(outbox);
  });
});
