// Issue 16's waitlist in Chromium against the built server: a full program's card says so, registering
// for it shows the waitlist confirmation, an offer link opens the dialog filled in, and staff work the
// waitlist at 390 px (reorder, remove, offer). Screenshots at 1280 and 390 px, light and dark, in /tmp/shots.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { adminSession } from '../helpers/admin-session.js';
import { field, markPopupSeen, poll, POPUP_COOKIE, toast } from '../helpers/locators.js';
import { birthDate, fillRegistration } from '../helpers/registration-dialog.js';
import { register } from '../helpers/registrations.js';
import { sharedPage, showColorScheme, type Visit } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';

const PROGRAM = 'Full Floor Mechanics Clinic';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const THEMES = ['light', 'dark'] as const;

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
});
afterAll(() => smtp?.stop());

const session = adminSession(() => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', EMAIL_FROM: 'Phoenix Referee Training <no-reply@example.com>' }));
const SHOTS = screenshotDir('/tmp/shots');
const visitor = sharedPage(session);

let programId: number;
let seatHolderId: number;
beforeAll(async () => {
  const response = await session.api('POST', '/api/programs', {
    name: PROGRAM, description: 'Two-person and three-person mechanics, one seat only.', duration: '1 day', priceTiers: DEFAULT_PRICE_TIERS, capacity: 1,
  });
  expect(response.status).toBe(201);
  programId = ((await response.json()) as { data: { id: number } }).data.id;
  seatHolderId = (await register(session.server.url, { programId, email: 'seat.holder@example.com', firstName: 'Seat' })).id;
});

// The tests follow one waitlist: Riley joins in the browser (the first test), the seat holder cancels
// and Riley is offered the seat (the second), then staff work the list. A test run alone brings the
// list to where it would be through the API first (rileyWaiting, offerToRiley).

/** `firstName` Waiting joins the full program's waitlist through the public API. */
async function joinWaitlist(firstName: string, email: string) {
  const response = await fetch(`${session.server.url}/api/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ programId, firstName, lastName: 'Waiting', dateOfBirth: birthDate(30), email, phone: '(602) 555-0134',
      experienceLevel: 'beginner', emergencyContactName: 'Sam Reyes', emergencyContactPhone: '602-555-0199', emergencyContactRelationship: 'Spouse', liabilityWaiver: true, paymentAmount: 40 }),
  });
  expect(response.status).toBe(202);
}

const RILEY = 'riley.waiting@example.com';
let rileyJoined = false;
/** Riley is first on the waitlist: joined in the first test, or here through the API. */
async function rileyWaiting() {
  if (!rileyJoined) await joinWaitlist('Riley', RILEY);
  rileyJoined = true;
}

let offerToken: string | undefined;
/** The seat holder cancels, so the seat is offered to Riley: the token of the offer link emailed to Riley. */
async function offerToRiley(): Promise<string> {
  if (offerToken) return offerToken;
  await rileyWaiting();
  expect((await session.api('PUT', `/api/registrations/${seatHolderId}`, { registrationStatus: 'cancelled' })).status).toBe(200);
  const email = await smtp.waitForEmail(RILEY, { matching: (message) => message.subject.startsWith('A seat is open'), timeoutMs: 15_000 });
  const token = /\?offer=([A-Za-z0-9_-]{43})/.exec(email.text)?.[1];
  expect(token, email.text).toBeDefined();
  return (offerToken = token!);
}

/** The file's page on the offer link with `token`, the popup's cookie set (its card only). */
async function openOffer(token: string, visit: Visit = {}) {
  const opened = await visitor.fresh(visit);
  await markPopupSeen(opened.page, session.server);
  opened.page.setDefaultTimeout(10_000);
  await opened.page.goto(`${session.server.url}/?offer=${token}`);
  return opened;
}

const card = (page: Page) => page.locator('#programs').getByRole('listitem').filter({ has: page.getByRole('heading', { name: PROGRAM, exact: true }) });
/** A screenshot once the dialogs' and toasts' animations are over. */
async function shoot(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await keepScreenshot(page, { path: `${SHOTS}/waitlist-${name}.png` });
}

async function fillPerson(dialog: Locator, firstName: string, email: string) {
  await fillRegistration(dialog, {
    'First name': firstName, 'Last name': 'Waiting', 'Date of birth': birthDate(30), Email: email, Phone: '(602) 555-0199',
    'Emergency contact name': 'Jordan Reyes', 'Emergency contact phone': '(602) 555-0177', 'Relationship to you': 'Spouse',
  });
}

describe('a full program on the landing page', () => {
  it('says "Full — join the waitlist" and registering shows the waitlist confirmation', async () => {
    const { page, errors } = await visitor.landing();
    page.setDefaultTimeout(10_000);
    await card(page).getByText('Full — join the waitlist').waitFor();
    await card(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: PROGRAM });
    // The form says what it does (issue 27): join the waitlist, nothing to pay now, no total.
    const join = dialog.getByRole('button', { name: 'Join the waitlist', exact: true });
    await join.waitFor();
    expect(await dialog.getByText('This program is full. Join the waitlist').count()).toBe(1);
    expect(await dialog.getByText('Nothing to pay now').isVisible()).toBe(true);
    expect(await dialog.getByText('Total:').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Complete Registration' }).count()).toBe(0);
    await fillPerson(dialog, 'Riley', RILEY);
    for (const [theme, viewport, size] of [['light', WIDE, '1280'], ['light', PHONE, '390'], ['dark', PHONE, '390'], ['dark', WIDE, '1280']] as const) {
      await showColorScheme(page, theme);
      await page.setViewportSize(viewport);
      await join.scrollIntoViewIfNeeded();
      await shoot(page, `join-dialog-${size}-${theme}`);
    }
    await showColorScheme(page, 'light');
    await page.setViewportSize(WIDE);
    await join.click();
    const confirmation = page.getByRole('dialog', { name: "You're on the waitlist" });
    await confirmation.getByText('number 1 in line').waitFor();
    rileyJoined = true;
    await shoot(page, 'confirmation-1280');
    await page.setViewportSize(PHONE);
    await shoot(page, 'confirmation-390');
    await confirmation.getByRole('button', { name: 'Close' }).click();
    await card(page).scrollIntoViewIfNeeded();
    await shoot(page, 'card-390');
    expect(errors).toEqual([]);
  });

  it('an offer link opens the registration dialog with the answers filled in', async () => {
    const { page, errors } = await openOffer(await offerToRiley(), { viewport: PHONE });
    const dialog = page.getByRole('dialog', { name: PROGRAM });
    await dialog.getByText('A seat is held for you').waitFor();
    expect(await field(dialog, 'First name').inputValue()).toBe('Riley');
    expect(await field(dialog, 'Email').inputValue()).toBe(RILEY);
    expect(page.url()).not.toContain('offer=');
    // Shot in both themes: the system's choice, followed by the page as it changes.
    for (const theme of THEMES) {
      await showColorScheme(page, theme);
      await shoot(page, `offer-390-${theme}`);
    }
    expect(errors).toEqual([]);

    const invalid = await openOffer('x'.repeat(43));
    await invalid.page.locator('[data-slot="toast"]').filter({ hasText: 'This waitlist offer link is not valid' }).waitFor();
  });
});

describe('a waitlist offer and the marketing popup (issue 27, at 390 px)', () => {
  it('the popup stays out of the way of the offer, and nothing switches the offer’s form to another program', async () => {
    // A first visit (no popup cookie): without the offer the popup would open full 2 s after load.
    // The file's page, as a first visit finds it (no cookies, no storage), at 390 px.
    const { page, errors } = await visitor.fresh({ viewport: PHONE });
    page.setDefaultTimeout(10_000);
    await page.goto(`${session.server.url}/?offer=${await offerToRiley()}`);
    const dialog = page.getByRole('dialog', { name: PROGRAM });
    await dialog.getByText('A seat is held for you').waitFor();
    // The popup came as its card (stepped aside behind the form), not as a dialog over the offer.
    await page.getByRole('complementary', { name: 'Upcoming event', includeHidden: true }).waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect((await page.context().cookies()).some((cookie) => cookie.name === POPUP_COOKIE)).toBe(false);

    // Another program's Register, clicked under the form (as the popup's Register Now did): the form stays the offer's.
    // (React runs a click's update before the click returns, so a switch would show at once.)
    await page.locator('#programs button[data-tap="register:1"]').evaluate((button: HTMLButtonElement) => button.click());
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await dialog.getByText('A seat is held for you').isVisible()).toBe(true);
    expect(await field(dialog, 'First name').inputValue()).toBe('Riley');
    await shoot(page, 'offer-popup-card-390');
    expect(errors).toEqual([]);
  });
});

describe('the admin waitlist screen', () => {
  it('reorders, removes and offers at 390 px, light and dark', async () => {
    await offerToRiley();
    for (const name of ['Sam', 'Taylor']) await joinWaitlist(name, `${name.toLowerCase()}@example.com`);
    const path = `/admin/programs/${programId}/waitlist`;
    const { page, errors } = await session.signedInScreen(path, `Waitlist: ${PROGRAM}`, { viewport: PHONE });
    page.setDefaultTimeout(10_000);
    const names = () => page.getByTestId('waitlist-entry').locator('p.font-medium').allInnerTexts();
    await poll(names).toEqual(['Riley Waiting', 'Sam Waiting', 'Taylor Waiting']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'admin-390-light');

    await page.getByRole('button', { name: 'Move Taylor Waiting up' }).click();
    await poll(names).toEqual(['Riley Waiting', 'Taylor Waiting', 'Sam Waiting']);
    await page.getByRole('button', { name: 'Remove Sam Waiting' }).click();
    await page.getByRole('dialog', { name: 'Remove from the waitlist' }).getByRole('button', { name: 'Remove' }).click();
    await poll(names).toEqual(['Riley Waiting', 'Taylor Waiting', 'Sam Waiting']);
    await poll(() => page.getByTestId('waitlist-entry').filter({ hasText: 'Sam Waiting' }).innerText()).toContain('Removed');
    await page.getByRole('button', { name: 'Offer seat to Taylor Waiting' }).click();
    await poll(() => page.getByTestId('waitlist-entry').filter({ hasText: 'Taylor Waiting' }).innerText()).toContain('Seat offered');
    await smtp.waitForEmail('taylor@example.com', { matching: (message) => message.subject.startsWith('A seat is open'), timeoutMs: 15_000 });
    await shoot(page, 'admin-390-light-after');

    // The other themes and widths, shot the way a fresh load shows the screen: its toast closed, at the top.
    const offered = toast(page, 'Seat offered');
    await offered.getByRole('button', { name: 'Close' }).click();
    await offered.waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    for (const [theme, viewport, size] of [['dark', PHONE, '390'], ['light', WIDE, '1280'], ['dark', WIDE, '1280']] as const) {
      await page.setViewportSize(viewport);
      await showColorScheme(page, theme);
      await page.getByTestId('waitlist-entry').first().waitFor();
      await shoot(page, `admin-${size}-${theme}`);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
