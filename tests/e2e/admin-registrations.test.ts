// The admin Program Registrations screen (SPEC sections 2, 4, 5, 7, 8, 9) in a real browser against the
// built server: the list and its badges, search and filters, the create / edit / details / delete
// dialogs, the CSV export, and the load-failure screen.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../../common/calendar/zone.js';
import { formatDateMedium } from '../../common/format.js';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { pgliteDirOf } from '../../server/kernel/paths.js';
import { adminSession } from '../helpers/admin-session.js';
import type { PageWithErrors } from '../helpers/browser.js';
import { openDialogBy, poll, settled, toast } from '../helpers/locators.js';
import { isExpectedFailureLog } from '../helpers/payment-pages.js';
import { ADULT_BIRTH_DATE, register } from '../helpers/registrations.js';
import type { Visit } from '../helpers/shared-page.js';
import { keepScreenshot } from '../helpers/site-session.js';
import { tempFolder } from '../helpers/temp-folder.js';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';

// A data folder of the file's own: the server keeps its database there, changed while it is stopped (below).
const session = adminSession({ DATA_DIR: tempFolder('referee-e2e-registrations-') });
const shared = session.sharedPage({ acceptDownloads: true });
let programs: { id: number; name: string }[];
const ids: Record<string, number> = {};

const publicRegister = async (overrides: Record<string, unknown>) => (await register(session.server.url, overrides)).id;

beforeAll(async () => {
  programs = ((await (await session.api('GET', '/api/programs')).json()) as { data: { id: number; name: string }[] }).data;
  // Born on a date of its own: the helper's default dates go on counting across the files a worker runs.
  ids.avery = await publicRegister({ programId: programs[0]!.id, firstName: 'Avery', lastName: 'Lopez', email: 'avery.lopez@example.com', dateOfBirth: ADULT_BIRTH_DATE });
  ids.blake = await publicRegister({
    programId: programs[1]!.id, firstName: 'Blake', lastName: 'Kim', email: 'blake.kim@example.com', experienceLevel: 'advanced',
  });
  ids.casey = await publicRegister({
    programId: programs[1]!.id, firstName: 'Casey', lastName: 'Nguyen', email: 'casey.nguyen@example.com', dateOfBirth: '2014-03-09',
    parentGuardianName: 'Morgan Nguyen', parentGuardianEmail: 'morgan.nguyen@example.com', parentGuardianPhone: '602-555-0111',
    parentGuardianRelationship: 'Mother',
  });
});

/** The file's signed-in page, the registrations screen loaded on it (downloads accepted). */
const openScreen = (visit: Visit = {}): Promise<PageWithErrors> => shared.screen('/admin/registrations', 'Program Registrations', visit);

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const dataRows = (page: Page) => page.locator('tbody tr');

async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, option: string) {
  // Required fields' labels end with an asterisk.
  await scope.getByLabel(new RegExp(`^${label.replace(/[()$]/g, '\\$&')}\\*?$`)).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the registrations list', () => {
  it('shows registrations made through the public form, with their badges, and narrows by search and filters', async () => {
    const { page, errors } = await openScreen();
    await row(page, 'Avery Lopez').waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Date', 'Program', 'Registrant', 'Email', 'Experience', 'Status', 'Payment', 'Actions']);
    expect(await dataRows(page).count()).toBe(3);

    const avery = row(page, 'Avery Lopez');
    expect(await avery.textContent()).toContain(programs[0]!.name);
    expect(await avery.textContent()).toContain('avery.lopez@example.com');
    // The cell reads the SPEC label; it shows the level over its years.
    expect(await avery.getByRole('cell', { name: 'Beginner (0-1 years)', exact: true }).count()).toBe(1);
    expect(await avery.locator('[data-slot=badge]').allTextContents()).toEqual(['Active', 'Pending']);
    expect(await row(page, 'Blake Kim').getByRole('cell', { name: 'Advanced (5+ years)', exact: true }).count()).toBe(1);
    expect(await row(page, 'Casey Nguyen').locator('[data-slot=badge]').allTextContents()).toEqual(['Active', 'Awaiting guardian', 'Free']);
    // Dated by the organisation's day (the settings' zone), whatever the browser's own zone.
    expect(await avery.locator('td').first().textContent()).toBe(formatDateMedium(new Date().toISOString(), DEFAULT_TIME_ZONE));
    // Newest first by default; oldest first on request.
    expect(await dataRows(page).first().textContent()).toContain('Casey Nguyen');
    await page.getByText('Showing 1–3 of 3').waitFor();
    await keepScreenshot(page, { path: `${SHOTS}/admin-registrations-1280.png`, fullPage: true });

    await choose(page, page, 'Sort by Date', 'Oldest first');
    await poll(() => dataRows(page).first().textContent()).toContain('Avery Lopez');

    await page.getByRole('searchbox', { name: 'Search' }).fill('CASEY');
    await poll(() => dataRows(page).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('blake.kim@');
    await poll(() => dataRows(page).allTextContents()).toEqual([expect.stringContaining('Blake Kim')]);
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-here');
    await page.getByText('No registrations match your search').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await poll(() => dataRows(page).count()).toBe(3);

    await choose(page, page, 'Payment Status', 'Free');
    await poll(() => dataRows(page).allTextContents()).toEqual([expect.stringContaining('Casey Nguyen')]);
    await choose(page, page, 'Payment Status', 'All payments');
    await choose(page, page, 'Program', programs[1]!.name);
    await poll(() => dataRows(page).count()).toBe(2);
    expect(await dataRows(page).allTextContents()).not.toContainEqual(expect.stringContaining('Avery Lopez'));
    await choose(page, page, 'Registration Status', 'Cancelled');
    await page.getByText('No registrations match your search').waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a 390 px screen: the table scrolls inside its box, the page does not', async () => {
    const { page, errors } = await openScreen({ viewport: { width: 390, height: 844 } });
    await row(page, 'Avery Lopez').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const container = page.locator('[data-slot=table-container]');
    expect(await container.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await keepScreenshot(page, { path: `${SHOTS}/admin-registrations-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'View registration of Casey Nguyen' }).click();
    await page.getByRole('dialog').waitFor();
    await settled(page.getByRole('dialog')); // the opening animation
    await keepScreenshot(page, { path: `${SHOTS}/admin-registrations-390-details.png` });
    expect(errors).toEqual([]);
  });
});

describe('the dialogs', () => {
  it('creates a registration through the form, after showing the admin form messages', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDialogBy(page, 'Add Registration', 'Create Registration');
    await dialog.getByRole('button', { name: 'Create Registration' }).click();
    for (const message of [
      'Please select a program', 'First name is required', 'Last name is required', 'Date of birth is required',
      'Please enter a valid email address', 'Phone number is required',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    await dialog.getByLabel('Payment Amount ($)').fill('-5');
    await dialog.getByText('Payment amount cannot be negative').waitFor();
    await dialog.locator('#registration-email').fill('not-an-email');
    await keepScreenshot(page, { path: `${SHOTS}/admin-registrations-form-errors.png` });

    await choose(page, dialog, 'Program', programs[2]!.name);
    await dialog.getByLabel('First Name').fill('Dana');
    await dialog.getByLabel('Last Name').fill('Whitfield');
    await dialog.getByLabel('Date of Birth').fill('1988-07-15');
    await dialog.locator('#registration-email').fill('dana.whitfield@example.com');
    await dialog.locator('#registration-phone').fill('480-555-0142');
    await choose(page, dialog, 'Experience Level', 'Intermediate (2-4 years)');
    await dialog.getByLabel('Payment Amount ($)').fill('abc');
    expect(await dialog.getByLabel('Payment Amount ($)').inputValue()).toBe('0');
    await dialog.getByLabel('Payment Amount ($)').fill('75');
    await choose(page, dialog, 'Registration Status', 'Completed');
    await dialog.getByLabel('Notes').fill('Walk-in, paid by cheque.');
    await keepScreenshot(page, { path: `${SHOTS}/admin-registrations-form-filled.png` });
    await dialog.getByRole('button', { name: 'Create Registration' }).click();
    await toast(page, 'Registration created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const created = row(page, 'Dana Whitfield');
    await created.waitFor();
    expect(await created.locator('[data-slot=badge]').allTextContents()).toEqual(['Completed', 'Pending']);

    const list = (await (await session.api('GET', '/api/registrations')).json()) as { data: Record<string, unknown>[] };
    const stored = list.data.find((registration) => registration.email === 'dana.whitfield@example.com');
    expect(stored).toMatchObject({
      programId: programs[2]!.id, programName: programs[2]!.name, firstName: 'Dana', lastName: 'Whitfield', dateOfBirth: '1988-07-15',
      phone: '480-555-0142', experienceLevel: 'intermediate', paymentAmount: 75, paymentStatus: 'pending',
      registrationStatus: 'completed', notes: 'Walk-in, paid by cheque.', parentGuardianName: null, officiatedLevels: [],
    });
    ids.dana = stored!.id as number;
    expect(errors).toEqual([]);
  });

  it('edits a registration: payment status paid shows the Paid badge and is stored', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDialogBy(page, 'Edit registration of Avery Lopez', 'Edit Registration');
    expect(await dialog.getByLabel('First Name').inputValue()).toBe('Avery');
    await choose(page, dialog, 'Payment Status', 'Paid');
    await dialog.getByRole('button', { name: 'Update Registration' }).click();
    await toast(page, 'Registration updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => row(page, 'Avery Lopez').locator('[data-slot=badge]').allTextContents()).toEqual(['Active', 'Paid']);
    const stored = (await (await session.api('GET', `/api/registrations/${ids.avery}`)).json()) as { data: Record<string, unknown> };
    expect(stored.data).toMatchObject({ paymentStatus: 'paid', firstName: 'Avery', emergencyContactName: 'Sam Reyes' });
    expect(errors).toEqual([]);
  });

  it('shows the details in groups, with parent/guardian only when present', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDialogBy(page, 'View registration of Casey Nguyen', 'Registration Details');
    const headings = await dialog.getByRole('heading', { level: 3 }).allTextContents();
    // Casey is a minor: consent is awaited (admin-consent.test.ts covers those groups).
    expect(headings).toEqual(['Personal Information', 'Registration Details', 'Emergency Contact', 'Parent/Guardian', 'Guardian consent', 'Private link', 'Notes']);
    const text = (await dialog.textContent()) ?? '';
    for (const expected of ['casey.nguyen@example.com', 'Morgan Nguyen', 'Mother', 'Sam Reyes', '$0.00', 'Free', 'No notes']) {
      expect(text).toContain(expected);
    }
    await keepScreenshot(page, { path: `${SHOTS}/admin-registrations-details.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'View registration of Blake Kim' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).not.toContain('Parent/Guardian');
    expect(await dialog.textContent()).toContain('$55.00');
    expect(errors).toEqual([]);
  });

  it('deletes a registration after a confirmation that says it cannot be undone', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDialogBy(page, 'Delete registration of Blake Kim', 'Delete Registration');
    expect(await dialog.textContent()).toContain('cannot be undone');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Registration deleted successfully').waitFor();
    await row(page, 'Blake Kim').waitFor({ state: 'detached' });
    expect((await session.api('GET', `/api/registrations/${ids.blake}`)).status).toBe(404);
    expect(errors).toEqual([]);
  });
});

describe('the CSV export', () => {
  it('downloads the filtered rows as registrations-YYYY-MM-DD.csv', async () => {
    const { page, errors } = await openScreen();
    await row(page, 'Avery Lopez').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('avery');
    await poll(() => dataRows(page).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`registrations-${dateInTimeZone(new Date(), DEFAULT_TIME_ZONE)}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe('ID,Program,First Name,Last Name,Date of Birth,Email,Phone,Experience Level,Payment Status,Registration Status,Created Date');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${ids.avery},`));
    expect(lines[1]).toMatch(/,Avery,Lopez,1990-04-02,avery\.lopez@example\.com,\(602\) 555-0134,beginner,(paid|pending),active,/);
    // The created date "MMM d, yyyy" holds a comma, so it is quoted.
    expect(lines[1]).toMatch(/,"[A-Z][a-z]{2} \d{1,2}, \d{4}"$/);
    expect(errors).toEqual([]);
  });
});

describe('a failed load', () => {
  it('shows Failed to Load Registrations, and Retry Loading recovers', async () => {
    const { page: failing } = await shared.fresh();
    let fail = true;
    // The screen reads the list a page at a time (issue 28).
    await failing.route(/\/api\/admin\/registrations\/page\b/, (route) =>
      fail && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' })
        : route.continue(),
    );
    await failing.goto(`${session.server.url}/admin/registrations`);
    // Two retries first (about 3 s).
    await failing.getByRole('heading', { name: 'Failed to Load Registrations' }).waitFor({ timeout: 20_000 });
    await failing.getByText('Failed to fetch registrations: 500 Internal Server Error').waitFor();
    await keepScreenshot(failing, { path: `${SHOTS}/admin-registrations-failed.png` });
    fail = false;
    await failing.getByRole('button', { name: 'Retry Loading' }).click();
    await row(failing, 'Avery Lopez').waitFor();
  });
});

describe('an overbooked registration (issue 27)', () => {
  let programId: number;
  let danaId: number;

  beforeAll(async () => {
    const created = await session.api('POST', '/api/programs', {
      name: 'Overbooked Clinic', description: 'A clinic with one seat.', duration: '1 day', capacity: 1, priceTiers: DEFAULT_PRICE_TIERS,
    });
    expect(created.status).toBe(201);
    programId = ((await created.json()) as { data: { id: number } }).data.id;
    danaId = await publicRegister({ programId, firstName: 'Dana', lastName: 'Overbooked', email: 'dana.overbooked@example.com' });
    expect((await session.api('PUT', `/api/registrations/${danaId}`, { paymentStatus: 'paid' })).status).toBe(200);
    // A payment that arrived for a seat that was gone (a late Stripe event, tests/api/seat-holds.test.ts)
    // leaves this mark; the server's clock cannot be moved, so the row is marked with the server stopped.
    const stopped = session.server;
    session.server = await stopped.restart(async () => {
      const database = new PGlite(pgliteDirOf(stopped.dataDir));
      await database.query('update registrations set overbooked_at = now() where id = $1', [danaId]);
      await database.close();
    });
  });

  it('is counted on the dashboard, which opens the list filtered to it; Add a seat clears it (390 px)', async () => {
    const { page, errors } = await shared.screen('/admin', 'Dashboard', { viewport: { width: 390, height: 844 } });
    const counter = page.getByRole('link', { name: 'Overbooked: 1' });
    await counter.click();
    await page.getByRole('heading', { name: 'Program Registrations', level: 1 }).waitFor();
    await poll(() => dataRows(page).allTextContents()).toEqual([expect.stringContaining('Dana Overbooked')]);
    expect(await page.getByLabel('Payment Status').textContent()).toBe('Overbooked');
    expect(await row(page, 'Dana Overbooked').locator('[data-slot=badge]').allTextContents()).toContain('Overbooked');
    await keepScreenshot(page, { path: `${SHOTS}/admin-registrations-390-overbooked.png`, fullPage: true });

    await page.getByRole('button', { name: 'View registration of Dana Overbooked' }).click();
    const details = page.getByRole('dialog', { name: 'Registration Details' });
    await details.getByText('paid after the seat hold expired').waitFor();
    await details.getByRole('button', { name: 'Add a seat' }).click();
    const confirm = page.getByRole('dialog', { name: 'Add a seat?' });
    await confirm.getByRole('button', { name: 'Add a seat' }).click();
    await toast(page, 'A seat was added to Overbooked Clinic').waitFor();
    await details.getByText('paid after the seat hold expired').waitFor({ state: 'detached' });
    expect((await session.data<{ capacity: number }>(`/api/programs/${programId}`)).capacity).toBe(2);
    await page.keyboard.press('Escape');
    await page.getByText('No registrations match your search').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('a person already registered for the program (issue 27)', () => {
  it('warns in a confirm dialog and saves the second registration only when confirmed (390 px, dark)', async () => {
    const [colorScheme, firstName] = ['dark', 'Jude'] as const;
    const email = `${firstName.toLowerCase()}.park@example.com`;
    await publicRegister({ programId: programs[0]!.id, firstName, lastName: 'Park', dateOfBirth: '1992-02-02', email });
    const { page, errors } = await openScreen({ viewport: { width: 390, height: 844 }, colorScheme });
    await page.getByRole('button', { name: 'Add Registration' }).click();
    const form = page.getByRole('dialog', { name: 'Create Registration' });
    await choose(page, form, 'Program', programs[0]!.name);
    // The same person typed in other case and spacing.
    await form.getByLabel('First Name').fill(` ${firstName.toUpperCase()}`);
    await form.getByLabel('Last Name').fill('park ');
    await form.getByLabel('Date of Birth').fill('1992-02-02');
    await form.locator('#registration-email').fill(`office.${email}`);
    await form.locator('#registration-phone').fill('480-555-0142');
    await form.getByRole('button', { name: 'Create Registration' }).click();

    const warning = page.getByRole('dialog', { name: 'Already registered' });
    await warning.getByText(new RegExp(`^${firstName} Park \\(born 02/02/1992\\) is already registered for this program \\(registration #\\d+\\)\\. Save anyway to keep both registrations\\.$`)).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settled(warning);
    await keepScreenshot(page, { path: `${SHOTS}/admin-registrations-390-duplicate-${colorScheme}.png` });
    // Cancel goes back to the form as it was; nothing is stored.
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(await form.getByLabel('Last Name').inputValue()).toBe('park ');
    const stored = async () => (await session.data<{ email: string }[]>('/api/registrations')).filter((row) => row.email.endsWith(email)).length;
    expect(await stored()).toBe(1);

    await form.getByRole('button', { name: 'Create Registration' }).click();
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await toast(page, 'Registration created successfully').waitFor();
    await form.waitFor({ state: 'hidden' });
    await warning.waitFor({ state: 'hidden' });
    expect(await stored()).toBe(2);
    // The 409 is logged by the browser and the API client; nothing else went wrong, and no error toast showed.
    expect(await toast(page, 'already registered').count()).toBe(0);
    expect(errors.filter((error) => !isExpectedFailureLog(error))).toEqual([]);
  });
});

describe('a list longer than a page (issue 28: paged on the server)', () => {
  it('walks the pages with the keyboard, and opens a registration from another page by its link (390 px, dark)', async () => {
    for (let index = 1; index <= 26; index += 1) {
      const created = await session.api('POST', '/api/registrations', {
        programId: programs[3]!.id, programName: programs[3]!.name, firstName: `Paged${index}`, lastName: 'Person',
        dateOfBirth: `1980-02-${String(index).padStart(2, '0')}`, email: `paged${index}@example.com`, phone: '6025550150', experienceLevel: 'beginner', paymentAmount: 40,
      });
      expect(created.status).toBe(201);
    }
    const total = (await session.data<unknown[]>('/api/registrations')).length;
    const { page, errors } = await openScreen({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const pager = page.getByRole('navigation', { name: 'Registrations pages' });
    await pager.getByText(`Showing 1–25 of ${total}`).waitFor();
    expect(await dataRows(page).count()).toBe(25);
    // Avery registered first: the last page, newest first.
    expect(await row(page, 'Avery Lopez').count()).toBe(0);
    await pager.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await pager.getByText(`Showing 26–${total} of ${total}`).waitFor();
    await row(page, 'Avery Lopez').waitFor();
    expect(await pager.getByText(`Page 2 of ${Math.ceil(total / 25)}`).count()).toBe(1);
    // Next is disabled on the last page: the keyboard's focus moved to Previous.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Previous');
    await keepScreenshot(page, { path: `${SHOTS}/admin-registrations-390-dark-page-2.png`, fullPage: true });
    await page.keyboard.press('Enter');
    await pager.getByText(`Showing 1–25 of ${total}`).waitFor();
    // A search reaches every page; the program's name is searched too.
    await page.getByRole('searchbox', { name: 'Search' }).fill(programs[3]!.name);
    await pager.getByText('Showing 1–25 of 26').waitFor();

    // ?view={id} opens the details of a registration that is not on the first page (a new load: no
    // search, the first page).
    await page.goto(`${session.server.url}/admin/registrations?view=${ids.avery}`);
    const details = page.getByRole('dialog', { name: 'Registration Details' });
    await details.getByText('avery.lopez@example.com').waitFor();
    expect(await row(page, 'Avery Lopez').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
