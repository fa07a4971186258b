// Guardian consent and private links on the admin registrations screen (issue 15), in a real browser
// against the built server: the consent badge and filter, the signature in the details, Resend consent
// link and Replace private link with their toasts, a refund waiting for approval settled from the
// details (issue 27), at 1280 px and at 390 px in the dark theme. The signature is given on the guardian's form
// and the refund due comes from the registrant's own cancellation (on approval), each opened from the
// link its email carries; the payment is made through the fake Stripe as production makes it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { WAIVER_HASH } from '../../server/self-service/consent.js';
import { adminSession } from '../helpers/admin-session.js';
import { poll, settled, toast } from '../helpers/locators.js';
import { liveStripeEnv, payRegistration } from '../helpers/ledger-money.js';
import { register } from '../helpers/registrations.js';
import { smtpAndStripeForFile, smtpEnv } from '../helpers/mail-and-stripe.js';
import type { Visit } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const servers = smtpAndStripeForFile();
const session = adminSession(() => ({ ...liveStripeEnv(servers.stripe), ...smtpEnv(servers.smtp) }));
const SHOTS = screenshotDir('/tmp/shots');
const PHONE = { width: 390, height: 844 };

const MINOR = { dateOfBirth: '2012-05-01', parentGuardianRelationship: 'Mother' };

/** The path of the private link (`/consent/…` or `/my-registration/…`) in the newest email to `to` with that subject. */
async function linkFrom(to: string, subject: string, path: string): Promise<string> {
  const email = await servers.smtp.waitForEmail(to, { matching: (message) => message.subject.startsWith(subject), timeoutMs: 15_000 });
  const link = new RegExp(`${path}/[A-Za-z0-9_-]{43}`).exec(email.text)?.[0];
  expect(link, email.text).toBeDefined();
  return link!;
}

const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${session.server.url}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

beforeAll(async () => {
  const url = session.server.url;
  // The program starts two months out, so self-cancellation is open whenever this runs; refunds wait for approval, $15 kept.
  const startDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  expect((await session.api('PUT', '/api/programs/1', { startDate })).status).toBe(200);
  const { updatedAt: _updatedAt, ...settings } = await session.data<Record<string, unknown>>('/api/settings');
  expect((await session.api('PUT', '/api/settings', { ...settings, refundMode: 'approval', feeKeptKind: 'dollars', feeKeptAmount: 15 })).status).toBe(200);

  await register(url, { ...MINOR, firstName: 'Riley', lastName: 'Awaiting', email: 'riley.awaiting@example.com',
    parentGuardianName: 'Dana Awaiting', parentGuardianEmail: 'dana.awaiting@example.com' });
  await register(url, { ...MINOR, firstName: 'Sage', lastName: 'Signed', email: 'sage.signed@example.com',
    parentGuardianName: 'Morgan Signed', parentGuardianEmail: 'morgan.signed@example.com' });
  await register(url, { firstName: 'Avery', lastName: 'Adult', email: 'avery.adult@example.com' });
  await payRegistration(url, servers.stripe, { firstName: 'Quinn', lastName: 'Cancelled', email: 'quinn.cancelled@example.com' });

  const consent = await linkFrom('morgan.signed@example.com', 'Consent needed', '/consent');
  const signed = await postForm(consent, {
    guardianName: 'Morgan Signed', relationship: 'Mother', email: 'morgan.signed@example.com', phone: '602-555-0111', agree: 'on', signature: 'Morgan Signed',
  });
  expect(signed.status).toBe(200);
  const own = await linkFrom('quinn.cancelled@example.com', 'Payment Confirmation', '/my-registration');
  expect((await postForm(`${own}/cancel`, {})).status).toBe(303);
});

// One signed-in page that the tests take turns on (a context each cost a renderer and a cold cache).
const shared = session.sharedPage();
const openScreen = (visit: Visit = {}) => shared.screen('/admin/registrations', 'Program Registrations', visit);

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
    await keepScreenshot(page, { path: `${SHOTS}/admin-consent-list-1280.png`, fullPage: true });

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
      'Typed signature': 'Morgan Signed', 'Photo consent': 'No', 'Signed at': expect.stringMatching(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Arizona time\)$/),
      'From IP': '127.0.0.1', 'Waiver version': WAIVER_HASH.slice(0, 12),
    });
    expect(await group.getByRole('button', { name: 'Resend consent link' }).count()).toBe(0);
    await group.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `${SHOTS}/admin-consent-signed-1280.png` });
    expect(errors).toEqual([]);
  });

  it('resends the consent link while it is awaited, with the server’s message', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDetails(page, 'Riley Awaiting');
    const group = dialog.getByRole('region', { name: 'Guardian consent' });
    expect(await group.textContent()).toContain('dana.awaiting@example.com');
    await group.getByRole('button', { name: 'Resend consent link' }).click();
    await toast(page, 'Consent link sent').waitFor();
    expect(errors).toEqual([]);
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
  });

  it('shows a refund waiting for approval, counted and listed as due, and opens the settle dialog with its amount (issue 27)', async () => {
    const { page, errors } = await shared.screen('/admin', 'Dashboard');
    // The dashboard's counter opens the list narrowed to the registrations owed a refund.
    const counter = page.getByRole('link', { name: /^Refunds Due/ });
    await poll(() => counter.getAttribute('aria-label')).toBe('Refunds Due: 1, $25.00 owed');
    await counter.click();
    await page.getByRole('heading', { name: 'Program Registrations', level: 1 }).waitFor();
    await poll(() => dataRows(page).allTextContents()).toEqual([expect.stringContaining('Quinn Cancelled')]);
    expect(await page.getByLabel('Payment Status', { exact: true }).textContent()).toBe('Refund due');
    expect(await row(page, 'Quinn Cancelled').locator('[data-slot=badge]').allTextContents()).toContain('Refund due $25.00');
    const dialog = await openDetails(page, 'Quinn Cancelled');
    const note = dialog.getByRole('note').filter({ hasText: 'Refund due' });
    expect(await note.textContent()).toContain('Refund due: $25.00 (waiting for approval)');
    await note.getByRole('button', { name: 'Settle refund' }).click();
    const settle = page.getByRole('dialog', { name: 'Settle Refund' });
    await settle.waitFor();
    expect(await settle.textContent()).toContain('Quinn Cancelled is owed $25.00');
    // Paid by card: Stripe is offered first, and giving it back by hand is still possible.
    expect(await settle.getByRole('combobox', { name: /^Refunded by/ }).textContent()).toBe('Card, through Stripe');
    expect(await settle.getByRole('button', { name: /^Settle/ }).textContent()).toBe('Settle $25.00');
    await settle.getByRole('button', { name: 'Cancel' }).click();
    await settle.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('on a phone in the dark theme', () => {
  it('fits 390 px: the list, the signature, the buttons and the confirmation', async () => {
    const { page, errors } = await openScreen({ viewport: PHONE, colorScheme: 'dark' });
    await row(page, 'Riley Awaiting').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, { path: `${SHOTS}/admin-consent-list-390-dark.png`, fullPage: true });

    let dialog = await openDetails(page, 'Sage Signed');
    const group = dialog.getByRole('region', { name: 'Guardian consent' });
    await group.getByText(WAIVER_HASH.slice(0, 12)).waitFor();
    await group.scrollIntoViewIfNeeded();
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await keepScreenshot(page, { path: `${SHOTS}/admin-consent-signed-390-dark.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    dialog = await openDetails(page, 'Riley Awaiting');
    const resend = dialog.getByRole('button', { name: 'Resend consent link' });
    await resend.scrollIntoViewIfNeeded();
    const box = (await resend.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(page, { path: `${SHOTS}/admin-consent-awaiting-390-dark.png` });
    await dialog.getByRole('button', { name: 'Replace private link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace private link?' });
    await confirm.waitFor();
    await settled(confirm);
    await keepScreenshot(page, { path: `${SHOTS}/admin-consent-replace-390-dark.png` });
    await confirm.getByRole('button', { name: 'Replace and send' }).click();
    await toast(page, 'A new private link was sent').waitFor();
    expect(errors).toEqual([]);
  });

  it('settles a refund due from the details: the dialog fits, the server says what it did, nothing stays owed (issue 27)', async () => {
    const { page, errors } = await openScreen({ viewport: PHONE, colorScheme: 'dark' });
    const dialog = await openDetails(page, 'Quinn Cancelled');
    await dialog.getByRole('button', { name: 'Settle refund' }).click();
    const settle = page.getByRole('dialog', { name: 'Settle Refund' });
    await settle.waitFor();
    await settled(settle);
    expect(await settle.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const submit = settle.getByRole('button', { name: 'Settle $25.00' });
    const box = (await submit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await settle.getByLabel('Note (optional)').fill('Approved at the desk');
    await keepScreenshot(page, { path: `${SHOTS}/admin-settle-refund-390-dark.png` });
    await submit.click();
    await toast(page, 'Refund of $25.00 sent to Stripe').waitFor();
    await settle.waitFor({ state: 'detached' });
    await dialog.getByRole('note').filter({ hasText: 'Refund due' }).waitFor({ state: 'detached' });
    // The footer's Close (Escape would first dismiss the toast).
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => row(page, 'Quinn Cancelled').locator('[data-slot=badge]').allTextContents()).not.toContain('Refund due $25.00');
    expect(errors).toEqual([]);
  });
});
