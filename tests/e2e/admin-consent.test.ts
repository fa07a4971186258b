// Guardian consent and private links on the admin registrations screen (issue 15), in a real browser
// against the built server: the consent badge and filter, the signature in the details, Resend consent
// link and Replace private link with their toasts, a refund waiting for approval opening the refund
// dialog, at 1280 px and at 390 px in the dark theme. The signature and the refund due are written
// into the server's own database while it is stopped (the guardian's page and the self-cancellation
// are other parts of the issue); the payment is made through the fake Stripe as production makes it.
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.js';
import { registrations } from '../../server/db/schema.js';
import { guardianConsents } from '../../server/db/self-service-schema.js';
import { adminSession } from '../helpers/admin-session.js';
import { FakeStripe } from '../helpers/fake-stripe.js';
import { poll, settled, toast } from '../helpers/locators.js';
import { liveStripeEnv, payRegistration } from '../helpers/ledger-money.js';
import { register } from '../helpers/registrations.js';
import { screenshotDir } from '../helpers/site-session.js';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await new FakeStripe().start();
});
afterAll(async () => {
  await stripe?.stop();
});
const session = adminSession(() => liveStripeEnv(stripe));
const SHOTS = screenshotDir('/tmp/shots');
const PHONE = { width: 390, height: 844 };

const MINOR = { dateOfBirth: '2012-05-01', parentGuardianRelationship: 'Mother' };
const WAIVER_HASH = '3f9a2c7be41d'.padEnd(64, '0');
const SIGNED_AT = new Date('2026-03-02T17:45:00Z');

beforeAll(async () => {
  const url = session.server.url;
  await register(url, { ...MINOR, firstName: 'Riley', lastName: 'Awaiting', email: 'riley.awaiting@example.com',
    parentGuardianName: 'Dana Awaiting', parentGuardianEmail: 'dana.awaiting@example.com' });
  const sage = await register(url, { ...MINOR, firstName: 'Sage', lastName: 'Signed', email: 'sage.signed@example.com',
    parentGuardianName: 'Morgan Signed', parentGuardianEmail: 'morgan.signed@example.com' });
  await register(url, { firstName: 'Avery', lastName: 'Adult', email: 'avery.adult@example.com' });
  const { registration: quinn } = await payRegistration(url, stripe, { firstName: 'Quinn', lastName: 'Cancelled', email: 'quinn.cancelled@example.com' });

  // The server owns its embedded database while it runs: stop it, write, start it again.
  session.server.process.kill('SIGTERM');
  await new Promise((resolve) => session.server.process.once('exit', resolve));
  const database = await openDatabase({ pgliteDir: join(session.server.dataDir, 'pg') });
  try {
    await database.db.update(registrations).set({ consentStatus: 'signed' }).where(eq(registrations.id, sage.id));
    await database.db.insert(guardianConsents).values({
      registrationId: sage.id, guardianName: 'Morgan Signed', relationship: 'Mother', email: 'morgan.signed@example.com', phone: '602-555-0111',
      signature: 'Morgan Signed', photoConsent: false, waiverHash: WAIVER_HASH, ipAddress: '203.0.113.7', signedAt: SIGNED_AT,
    });
    await database.db.update(registrations)
      .set({ registrationStatus: 'cancelled', cancelledAt: new Date(), refundDueCents: 2500 }).where(eq(registrations.id, quinn.id));
  } finally {
    await database.close();
  }
  session.server = await session.server.restart();
});

const openScreen = (options: BrowserContextOptions = {}) =>
  session.signedInScreen('/admin/registrations', 'Program Registrations', options);

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const dataRows = (page: Page) => page.locator('tbody tr');
const details = (page: Page) => page.getByRole('dialog', { name: 'Registration Details' });

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openDetails(page: Page, name: string) {
  await page.getByRole('button', { name: `View registration of ${name}` }).click();
  await details(page).waitFor();
  await settled(details(page));
  return details(page);
}

/** The page does not scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('consent on the registrations list', () => {
  it('shows a badge for minors only and narrows the list by consent', async () => {
    const { page, errors } = await openScreen();
    await row(page, 'Riley Awaiting').waitFor();
    expect(await row(page, 'Riley Awaiting').locator('[data-slot=badge]').allTextContents()).toContain('Awaiting guardian');
    expect(await row(page, 'Sage Signed').locator('[data-slot=badge]').allTextContents()).toContain('Consent signed');
    const adultBadges = await row(page, 'Avery Adult').locator('[data-slot=badge]').allTextContents();
    expect(adultBadges.filter((text) => /guardian|consent/i.test(text))).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/admin-consent-list-1280.png`, fullPage: true });

    await choose(page, 'Consent', 'Awaiting guardian');
    await poll(() => dataRows(page).allTextContents()).toEqual([expect.stringContaining('Riley Awaiting')]);
    await choose(page, 'Consent', 'Signed');
    await poll(() => dataRows(page).allTextContents()).toEqual([expect.stringContaining('Sage Signed')]);
    await choose(page, 'Consent', 'Not needed');
    await poll(() => dataRows(page).count()).toBe(2);
    expect(await dataRows(page).allTextContents()).not.toContainEqual(expect.stringMatching(/Riley|Sage/));
    await choose(page, 'Consent', 'All');
    await poll(() => dataRows(page).count()).toBe(4);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('consent and links in the details', () => {
  it("shows the guardian's signature, in Arizona time, with the waiver's version", async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDetails(page, 'Sage Signed');
    const group = dialog.getByRole('region', { name: 'Guardian consent' });
    await group.getByText('Morgan Signed', { exact: true }).first().waitFor();
    const facts = Object.fromEntries(
      await group.locator('dl > div').evaluateAll((items) => items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent])),
    );
    expect(facts).toEqual({
      State: 'Consent signed', Guardian: 'Morgan Signed', Relationship: 'Mother', Email: 'morgan.signed@example.com', Phone: '602-555-0111',
      'Typed signature': 'Morgan Signed', 'Photo consent': 'No', 'Signed at': 'Mar 2, 2026, 10:45 AM (Arizona time)', 'From IP': '203.0.113.7',
      'Waiver version': '3f9a2c7be41d',
    });
    expect(await group.getByRole('button', { name: 'Resend consent link' }).count()).toBe(0);
    await group.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-consent-signed-1280.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('resends the consent link while it is awaited, with the server’s message', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDetails(page, 'Riley Awaiting');
    const group = dialog.getByRole('region', { name: 'Guardian consent' });
    expect(await group.textContent()).toContain('dana.awaiting@example.com');
    await group.getByRole('button', { name: 'Resend consent link' }).click();
    await toast(page, 'Consent link sent').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('replaces the private link after a confirmation that says the old one stops working', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDetails(page, 'Avery Adult');
    expect(await dialog.getByRole('region', { name: 'Guardian consent' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Replace private link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace private link?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('stops working');
    await confirm.getByRole('button', { name: 'Replace and send' }).click();
    await toast(page, 'A new private link was sent; the old one no longer works').waitFor();
    await confirm.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a refund waiting for approval and opens the refund dialog with its amount', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDetails(page, 'Quinn Cancelled');
    const note = dialog.getByRole('note').filter({ hasText: 'Refund due' });
    expect(await note.textContent()).toContain('Refund due: $25.00 (waiting for approval)');
    await note.getByRole('button', { name: 'Approve refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund Payment' });
    await refund.waitFor();
    expect(await refund.getByLabel(/^Amount to refund/).inputValue()).toBe('25.00');
    expect(await refund.getByRole('button', { name: /^Refund/ }).textContent()).toBe('Refund $25.00');
    await refund.getByRole('button', { name: 'Cancel' }).click();
    await refund.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('on a phone in the dark theme', () => {
  it('fits 390 px: the list, the signature, the buttons and the confirmation', async () => {
    const { page, errors } = await openScreen({ viewport: PHONE, colorScheme: 'dark' });
    await row(page, 'Riley Awaiting').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/admin-consent-list-390-dark.png`, fullPage: true });

    let dialog = await openDetails(page, 'Sage Signed');
    const group = dialog.getByRole('region', { name: 'Guardian consent' });
    await group.getByText('3f9a2c7be41d').waitFor();
    await group.scrollIntoViewIfNeeded();
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/admin-consent-signed-390-dark.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    dialog = await openDetails(page, 'Riley Awaiting');
    const resend = dialog.getByRole('button', { name: 'Resend consent link' });
    await resend.scrollIntoViewIfNeeded();
    const box = (await resend.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/admin-consent-awaiting-390-dark.png` });
    await dialog.getByRole('button', { name: 'Replace private link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace private link?' });
    await confirm.waitFor();
    await settled(confirm);
    await page.screenshot({ path: `${SHOTS}/admin-consent-replace-390-dark.png` });
    await confirm.getByRole('button', { name: 'Replace and send' }).click();
    await toast(page, 'A new private link was sent').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
