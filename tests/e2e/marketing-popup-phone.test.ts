// The marketing popup on a 390 px phone (issue 13, point 3): the admin chooses the program its Register
// Now opens, the minimized card can be dismissed for the session, and the card never covers the
// contact form's button and messages, a toast or the registration dialog.
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { MARKETING_POPUP_SEED } from '../../server/content/seed-content.js';
import { adminSession } from '../helpers/admin-session.js';
import { failRequests, field, hydrated, openLanding, poll, registerNowButton, toast } from '../helpers/locators.js';
import { sharedPage } from '../helpers/shared-page.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const session = adminSession();
/** A first-time visitor's phone (see sharedPage). */
const phone = sharedPage(session, PHONE);

interface ProgramRow { id: number; name: string; active: boolean }

const popupDialog = (page: Page) => page.getByRole('dialog', { name: MARKETING_POPUP_SEED.title! });
const minimizedCard = (page: Page) => page.getByRole('complementary', { name: 'Upcoming event' });
/** The card's element whether shown or stepped aside (a hidden element has no role for role queries). */
const cardElement = (page: Page) => page.locator('aside[aria-label="Upcoming event"]');
const contactForm = (page: Page) => page.locator('#contact form');

/** The popup as stored, with `programId` chosen (null: SPEC's first program). */
async function choosePopupProgram(programId: number | null) {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = await session.data<Record<string, unknown>>('/api/marketing-popup');
  expect((await session.api('PUT', '/api/marketing-popup', { ...fields, programId })).status).toBe(200);
}

async function createProgram(name: string, active: boolean): Promise<ProgramRow> {
  const response = await session.api('POST', '/api/programs', {
    name, description: 'An evening of mechanics and rules for the popup test.', level: 'college', duration: '1 evening', active,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: ProgramRow }).data;
}

/** Whether the card is shown and its box overlaps `target`'s (by CSS: a modal hides it from role queries). */
async function cardCovers(page: Page, target: Locator): Promise<boolean> {
  const card = cardElement(page);
  if (!(await card.isVisible())) return false;
  const [a, b] = await Promise.all([card.boundingBox(), target.boundingBox()]);
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Scrolls so that `target`'s bottom edge is `above` px over the bottom of the screen (under the card's place). */
const scrollToBottomEdge = (target: Locator, above: number) =>
  target.evaluate((element, gap) => {
    const box = element.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + box.bottom - window.innerHeight + gap, behavior: 'instant' });
  }, above);

/** Lets an IntersectionObserver report and React draw what it changed (three frames). */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))));

afterEach(async () => {
  await choosePopupProgram(null);
});

describe('the marketing popup: which program Register Now opens', () => {
  it('the admin picks a program on the Marketing Popup screen, and the public Register Now opens that program', async () => {
    const inactive = await createProgram('Closed Popup Clinic', false);
    const programs = await (await fetch(`${session.server.url}/api/programs`)).json() as { data: ProgramRow[] };
    const chosen = programs.data.find((program) => program.id !== 1 && program.active)!;
    expect(chosen, 'an active program other than program 1').toBeDefined();

    const admin = await session.signedInScreen('/admin/marketing-popup', 'Marketing Popup', PHONE);
    const select = admin.page.getByRole('combobox', { name: 'Register Now Opens' });
    await poll(() => select.innerText()).toBe('Default (first program)');
    await select.click();
    await admin.page.getByRole('option', { name: `${inactive.name} (inactive)` }).waitFor();
    await admin.page.getByRole('option', { name: chosen.name, exact: true }).click();
    await admin.page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(admin.page, 'Marketing popup settings have been updated.').waitFor();
    expect((await session.data<{ programId: number | null }>('/api/marketing-popup')).programId).toBe(chosen.id);
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(admin.errors).toEqual([]);
    await admin.page.context().close();

    const { page, errors } = await phone.fresh();
    await page.goto(`${session.server.url}/`);
    await popupDialog(page).getByRole('button', { name: 'Register Now' }).click();
    const registration = page.getByRole('dialog', { name: chosen.name });
    await registration.waitFor();
    expect(await registration.getByRole('button', { name: 'Complete Registration' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a chosen program that visitors cannot see (inactive) sends Register Now to the programs section', async () => {
    const inactive = await createProgram('Hidden Popup Clinic', false);
    await choosePopupProgram(inactive.id);
    const { page, errors } = await phone.fresh();
    await page.goto(`${session.server.url}/`);
    await popupDialog(page).getByRole('button', { name: 'Register Now' }).click();
    await popupDialog(page).waitFor({ state: 'detached' });
    await poll(() => page.evaluate(() => Math.abs(document.getElementById('programs')!.getBoundingClientRect().top))).toBeLessThan(120);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the minimized card on a phone', () => {
  it('Dismiss hides it for the session: a reload keeps it hidden, a new session shows it again', async () => {
    const { page, errors } = await phone.landing();
    const dismiss = minimizedCard(page).getByRole('button', { name: 'Dismiss' });
    await dismiss.click();
    await cardElement(page).waitFor({ state: 'detached' });

    await page.reload();
    await hydrated(page);
    // A new session (fresh context, the cookie as before) shows the card 2 s after load; by then the
    // reloaded page, loaded earlier, has passed its 2 s as well.
    const fresh = await openLanding(session.browser, session.server, PHONE);
    await minimizedCard(fresh.page).waitFor();
    expect(await cardElement(page).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(fresh.errors).toEqual([]);
    await fresh.page.context().close();
  });

  it('never covers the contact form\'s button or its success message', async () => {
    const { page, errors } = await phone.landing();
    await minimizedCard(page).waitFor();
    const submit = contactForm(page).getByRole('button', { name: 'Send Message' });
    for (const above of [0, 24, 48, 72]) {
      await scrollToBottomEdge(submit, above);
      await poll(() => cardCovers(page, submit)).toBe(false);
    }
    // Scrolled past the form (the footer), the card is back.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await minimizedCard(page).waitFor();

    await field(contactForm(page), 'Full Name').fill('Dana Whistle');
    await field(contactForm(page), 'Email Address').fill('dana@example.com');
    await submit.click();
    const success = contactForm(page).getByText('Thank you for your submission!');
    await success.waitFor();
    for (const above of [0, 30]) {
      await scrollToBottomEdge(success, above);
      await poll(() => cardCovers(page, success)).toBe(false);
    }
    expect(errors).toEqual([]);
  });

  it('steps aside while the registration dialog is open, and while a toast shows, coming back when each has gone', async () => {
    const programs = await (await fetch(`${session.server.url}/api/programs`)).json() as { data: ProgramRow[] };
    const { page, errors } = await phone.landing();
    await minimizedCard(page).waitFor();
    await registerNowButton(page, programs.data[0]!.name).click();
    const registration = page.getByRole('dialog', { name: programs.data[0]!.name });
    await registration.waitFor();
    await poll(() => cardElement(page).isVisible()).toBe(false);
    const complete = registration.getByRole('button', { name: 'Complete Registration' });
    await complete.scrollIntoViewIfNeeded();
    expect(await cardCovers(page, complete)).toBe(false);
    await page.keyboard.press('Escape');
    await registration.waitFor({ state: 'detached' });
    await poll(() => minimizedCard(page).isVisible()).toBe(true);
    expect(errors).toEqual([]); // the failed request below logs a console error, as it should

    await failRequests(page, '**/api/contact', 'POST');
    await field(contactForm(page), 'Full Name').fill('Dana Whistle');
    await field(contactForm(page), 'Email Address').fill('dana@example.com');
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    const failure = toast(page, 'Error', { exact: true });
    await failure.waitFor();
    // Away from the form, only the toast is left under the card's place.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await frames(page);
    expect(await failure.isVisible()).toBe(true);
    await poll(() => cardCovers(page, failure)).toBe(false);
    expect(await cardElement(page).isVisible()).toBe(false);
    await failure.getByRole('button', { name: 'Close' }).click();
    await minimizedCard(page).waitFor();
  });
});
