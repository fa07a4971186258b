// The back office on a phone (issue 13, point 5) in a real browser against the built server: at 390 px
// every admin table keeps the row's name, its status and its actions in view (pinned while the rest
// scrolls, with a sign that it does), every dialog fits the screen, the sidebar links to the website;
// the programs table's start date; the registration details (age, tel: link, amount due, minor flag);
// the Full export; and Backups' actions whole at 1280 px.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '../../common/calendar/days.js';
import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../../common/calendar/zone.js';
import { adminSession } from '../helpers/admin-session.js';
import type { PageWithErrors } from '../helpers/browser.js';
import { openAdminScreen, poll, settled } from '../helpers/locators.js';
import { register } from '../helpers/registrations.js';
import { showColorScheme } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const SHOTS = screenshotDir('/tmp/admin-phone-shots');
const PHONE = { width: 390, height: 844 };

const today = () => dateInTimeZone(new Date(), DEFAULT_TIME_ZONE);
/** A date of birth that makes someone `years` old today (in Phoenix). */
const bornYearsAgo = (years: number) => `${Number(today().slice(0, 4)) - years}-01-01`;

beforeAll(async () => {
  await register(session.server.url, { firstName: 'Avery', lastName: 'Lopez', email: 'avery.lopez@example.com', phone: '(602) 555-0134' });
  await register(session.server.url, {
    firstName: 'Casey', lastName: 'Nguyen', email: 'casey.nguyen@example.com', dateOfBirth: bornYearsAgo(12), equipmentBundle: true, shirtSize: 'XL',
    parentGuardianName: 'Morgan Nguyen', parentGuardianEmail: 'morgan.nguyen@example.com', parentGuardianPhone: '602-555-0111', parentGuardianRelationship: 'Mother',
  });
  // Staff may store a minor without a guardian (an entry by hand): the details flag it.
  const programs = await session.data<{ id: number; name: string }[]>('/api/programs');
  const minor = await session.api('POST', '/api/registrations', {
    programId: programs[0]!.id, programName: programs[0]!.name, firstName: 'Riley', lastName: 'Young', dateOfBirth: bornYearsAgo(15),
    email: 'riley.young@example.com', phone: '480-555-0177', experienceLevel: 'beginner', paymentAmount: 0, paymentStatus: 'free',
  });
  expect(minor.status).toBe(201);
  const program = await session.api('POST', '/api/programs', {
    name: 'Spring Mechanics Camp', description: 'Two days of court mechanics for new officials.', duration: '2 days', startDate: '2026-09-12',
  });
  expect(program.status).toBe(201);
  for (const [name, email] of [['Avery Pending', 'avery@example.com'], ['Blake Responded', 'blake@example.com']] as const) {
    const response = await fetch(`${session.server.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, email, message: 'How do I start officiating?' }) });
    expect(response.status).toBe(201);
  }
  const contacts = await session.data<{ id: number; name: string }[]>('/api/contacts');
  expect((await session.api('PUT', `/api/contacts/${contacts.find((contact) => contact.name === 'Blake Responded')!.id}/respond`, {})).status).toBe(200);
  expect((await session.api('POST', '/api/admin/backups/create')).status).toBe(201);
});

// One signed-in page for the whole file, moving within the app from screen to screen: a new context
// and a page load for each test cost more than most of the tests. Each test sets the width and theme it
// needs and starts on its screen (a page load only when the last test left a dialog open or the app).
let phonePage: PageWithErrors;
beforeAll(async () => {
  phonePage = await session.signedInScreen('/admin', 'Dashboard', { viewport: PHONE, acceptDownloads: true });
});

/**
 * The file's signed-in page on an admin screen at phone size (or `width`), its errors emptied; the screen
 * freshly shown (left and come back to when the last test ended on it).
 */
async function phoneScreen(path: string, heading: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}) {
  const { width = PHONE.width, colorScheme = 'light' } = options;
  const { page, errors } = phonePage;
  errors.length = 0;
  await page.setViewportSize({ width, height: PHONE.height });
  await showColorScheme(page, colorScheme);
  const at = new URL(page.url()).pathname;
  if (!at.startsWith('/admin') || (await page.getByRole('dialog').count()) > 0) {
    await openAdminScreen(page, session.server, path, heading);
    return phonePage;
  }
  if (at === path) await moveWithinApp(page, '/admin/email-guide', 'Email System Guide');
  await moveWithinApp(page, path, heading);
  return phonePage;
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Whether one of the locator's elements is shown whole within the viewport's width. */
async function oneInView(locator: Locator): Promise<boolean> {
  const width = locator.page().viewportSize()!.width;
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box && box.width > 0 && box.x >= 0 && box.x + box.width <= width) return true;
  }
  return false;
}

const frameOf = (table: Locator) => table.locator('xpath=ancestor::*[@data-slot="table-container"][1]');

/** Scrolls a table's frame all the way to the end (right) and waits for the table's scroll sign to follow. */
async function scrollToEnd(table: Locator) {
  const frame = frameOf(table);
  await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await poll(() => frame.getAttribute('data-more-end')).toBeNull();
}

interface PhoneTable {
  path: string;
  heading: string;
  table: string;
  /** The row's name as its cell shows it; read from the API when it is seeded content. */
  name: string | (() => Promise<string>);
  /** Its status or payment badge (or the copy under its name); or the heading that says it, for tables of one kind. */
  status: { badge: string | RegExp } | { heading: string };
  /** Its buttons' names, or how they start. */
  actions: (string | RegExp)[];
}

const firstOf = (path: string, field: 'name' | 'title') => async () => (await session.data<Record<string, string>[]>(path))[0]![field]!;

const TABLES: PhoneTable[] = [
  { path: '/admin/registrations', heading: 'Program Registrations', table: 'Program registrations', name: 'Avery Lopez', status: { badge: 'Pending' }, actions: ['View registration of Avery Lopez', 'Edit registration of Avery Lopez', 'Delete registration of Avery Lopez'] },
  { path: '/admin/programs', heading: 'Programs', table: 'Programs', name: 'Spring Mechanics Camp', status: { badge: 'Active' }, actions: ['Edit Spring Mechanics Camp', 'Delete Spring Mechanics Camp'] },
  { path: '/admin/contacts', heading: 'Contact Management', table: 'Pending Inquiries', name: 'Avery Pending', status: { heading: 'Pending Inquiries' }, actions: ['View Avery Pending', 'Mark Avery Pending as responded'] },
  { path: '/admin/contacts', heading: 'Contact Management', table: 'Responded Inquiries', name: 'Blake Responded', status: { heading: 'Responded Inquiries' }, actions: ['View Blake Responded', 'Delete Blake Responded'] },
  { path: '/admin/testimonials', heading: 'Testimonials', table: 'Testimonials', name: firstOf('/api/testimonials', 'name'), status: { badge: /^(Featured|Standard)$/ }, actions: [/^Edit /, /^Delete /] },
  { path: '/admin/services', heading: 'Manage Services', table: 'Services', name: firstOf('/api/services', 'title'), status: { badge: /^(Active|Inactive)$/ }, actions: [/^Edit /, /^Delete /] },
  { path: '/admin/backups', heading: 'Registration Backups', table: 'Available Backups', name: 'registrations-', status: { heading: 'Available Backups' }, actions: [/^Download /, /^Restore /, /^Delete /] },
  { path: '/admin/email-test', heading: 'Email Testing Tools', table: 'Email outbox', name: 'Registration confirmation', status: { badge: /^(Queued|Sending|Sent|Failed)$/ }, actions: [] },
];

describe('the admin tables at 390 px', () => {
  it.each(TABLES)('$table keeps the name, the status and the actions in view, scrolled or not', async ({ path, heading, table: label, name, status, actions }) => {
    const { page, errors } = await phoneScreen(path, heading);
    const rowName = typeof name === 'string' ? name : await name();
    const table = page.getByRole('table', { name: label, exact: true });
    const row = table.locator('tbody tr').filter({ hasText: rowName }).first();
    await row.waitFor();
    await expectNoSidewaysScroll(page);
    // Every column header says it heads a column (issue 13, point 9).
    expect(await table.locator('thead th').count()).toBeGreaterThan(1);
    expect(await table.locator('thead th:not([scope="col"])').count()).toBe(0);

    const check = async () => {
      expect(await oneInView(row.getByRole('cell').filter({ hasText: rowName }).first())).toBe(true);
      const statusShown = 'badge' in status ? row.getByText(status.badge, { exact: true }) : page.getByRole('heading', { name: status.heading });
      expect(await oneInView(statusShown)).toBe(true);
      for (const action of actions) expect(await oneInView(row.getByRole('button', { name: action }))).toBe(true);
    };
    await check();
    if (await frameOf(table).evaluate((element) => element.scrollWidth > element.clientWidth)) {
      await scrollToEnd(table);
      await check();
    }
    expect(errors).toEqual([]);
  });

  it('shows the scroll sign only while a table is wider than its frame, and which way there is more', async () => {
    const { page, errors } = await phoneScreen('/admin/registrations', 'Program Registrations');
    const table = page.getByRole('table', { name: 'Program registrations' });
    await table.locator('tbody tr').first().waitFor();
    const frame = frameOf(table);
    const hint = page.locator('[data-slot="table-scroll-hint"]');
    expect(await hint.textContent()).toBe('Scroll sideways for more columns');
    expect(await oneInView(hint)).toBe(true);
    expect(await frame.getAttribute('data-more-end')).toBe('true');
    expect(await frame.getAttribute('data-more-start')).toBeNull();
    // Registrant, Payment and Actions stay put; Payment, the innermost at the end, casts a shadow over
    // what scrolls under it.
    const firstRow = table.locator('tbody tr').first();
    const actionsCell = firstRow.getByRole('cell').last();
    const pinning = () => firstRow.evaluate((row) => [...row.children].map((cell) => [getComputedStyle(cell).position, getComputedStyle(cell).boxShadow !== 'none']));
    expect(await pinning()).toEqual([
      ['static', false], ['static', false], // Date and Program: left out on a phone
      ['sticky', false], // Registrant
      ['static', false], ['static', false], ['static', false], // Email, Experience, Status
      ['sticky', true], ['sticky', false], // Payment, Actions
    ]);
    await keepScreenshot(page, { path: `${SHOTS}/registrations-scroll-start-390.png` });
    await scrollToEnd(table);
    expect(await frame.getAttribute('data-more-start')).toBe('true');
    expect((await pinning()).map(([, shadow]) => shadow)).toEqual([false, false, true, false, false, false, false, false]);
    await keepScreenshot(page, { path: `${SHOTS}/registrations-scroll-end-390.png` });

    // Wide enough for the whole table: no sign, nothing sticky.
    await page.setViewportSize({ width: 1280, height: 900 });
    await hint.waitFor({ state: 'detached' });
    expect(await frame.getAttribute('data-overflow')).toBeNull();
    expect(await actionsCell.evaluate((cell) => getComputedStyle(cell).position)).toBe('static');
    expect(errors).toEqual([]);
  });

  it('lets a registration be viewed, edited and deleted from the phone layout', async () => {
    const { page, errors } = await phoneScreen('/admin/registrations', 'Program Registrations');
    const row = page.getByRole('table', { name: 'Program registrations' }).locator('tbody tr').filter({ hasText: 'Avery Lopez' });
    await row.getByRole('button', { name: 'View registration of Avery Lopez' }).click();
    const details = page.getByRole('dialog', { name: 'Registration Details' });
    await details.getByRole('button', { name: 'Edit Registration' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Registration' });
    await edit.getByLabel(/^First Name\*?$/).waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Delete registration of Avery Lopez' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Registration' });
    await confirm.getByText(/Are you sure you want to delete the registration of Avery Lopez/).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

/** Opens a dialog by clicking `opener`, then checks it fits a 390 px screen and takes its picture. */
async function expectDialogFits(page: Page, opener: Locator, shot: string) {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await settled(dialog);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  // Nothing in it is wider than the dialog (it would scroll sideways inside).
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, { path: `${SHOTS}/dialog-${shot}-390.png` });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** A screen's dialogs: the buttons that open them on the page, then those in a row, each with its picture's name. */
interface ScreenDialogs {
  name: string;
  path: string;
  heading: string;
  openers?: [string, string][];
  /** The row (the first that has this text) and the buttons in it. */
  row?: { text: string; openers: [string | RegExp, string][] };
  /** A step before an opener (selecting a row), by that opener's name. */
  before?: Record<string, (page: Page) => Promise<void>>;
}

const DIALOGS: ScreenDialogs[] = [
  {
    name: 'registrations: create, details, edit, delete', path: '/admin/registrations', heading: 'Program Registrations',
    openers: [['Add Registration', 'registration-create']],
    row: { text: 'Casey Nguyen', openers: [['View registration of Casey Nguyen', 'registration-details'], ['Edit registration of Casey Nguyen', 'registration-edit'], ['Delete registration of Casey Nguyen', 'registration-delete']] },
  },
  {
    name: 'programs: add, edit, delete', path: '/admin/programs', heading: 'Programs',
    openers: [['Add Program', 'program-add'], ['Edit Spring Mechanics Camp', 'program-edit'], ['Delete Spring Mechanics Camp', 'program-delete']],
  },
  {
    name: 'contacts: detail, delete, delete selected, delete all', path: '/admin/contacts', heading: 'Contact Management',
    openers: [['View Avery Pending', 'contact-detail'], ['Delete Blake Responded', 'contact-delete'], ['Delete Selected (1)', 'contacts-delete-selected'], ['Delete All Contacts', 'contacts-delete-all']],
    before: { 'Delete Selected (1)': (page) => page.getByRole('checkbox', { name: 'Select Avery Pending' }).click() },
  },
  ...([['/admin/testimonials', 'Testimonials', 'Testimonial'], ['/admin/services', 'Manage Services', 'Service']] as const).map(([path, heading, noun]): ScreenDialogs => {
    const shot = noun.toLowerCase();
    return {
      name: `${shot}s: add, edit, delete`, path, heading,
      openers: [[`Add ${noun}`, `${shot}-add`]],
      row: { text: '', openers: [[/^Edit /, `${shot}-edit`], [/^Delete /, `${shot}-delete`]] },
    };
  }),
  {
    name: 'backups: restore and delete', path: '/admin/backups', heading: 'Registration Backups',
    row: { text: 'registrations-', openers: [[/^Restore /, 'backup-restore'], [/^Delete /, 'backup-delete']] },
  },
];

describe('the admin dialogs at 390 px', () => {
  it.each(DIALOGS)('$name', async ({ path, heading, openers = [], row, before = {} }) => {
    const { page, errors } = await phoneScreen(path, heading);
    for (const [name, shot] of openers) {
      await before[name]?.(page);
      await expectDialogFits(page, page.getByRole('button', { name }), shot);
    }
    const inRow = page.locator('tbody tr').filter({ hasText: row?.text ?? '' }).first();
    for (const [name, shot] of row?.openers ?? []) await expectDialogFits(page, inRow.getByRole('button', { name }), shot);
    expect(errors).toEqual([]);
  });
});

describe('the programs table', () => {
  it('shows each start date as MM/DD/YYYY, "—" without one', async () => {
    const { page, errors } = await phoneScreen('/admin/programs', 'Programs', { width: 1280 });
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toContain('Start Date');
    const column = headers.indexOf('Start Date');
    const dated = page.getByRole('row').filter({ hasText: 'Spring Mechanics Camp' });
    expect(await dated.getByRole('cell').nth(column).textContent()).toBe('09/12/2026');
    const programs = await session.data<{ name: string; startDate: string | null }[]>('/api/programs');
    const undated = programs.find((program) => !program.startDate);
    if (undated) expect(await page.getByRole('row').filter({ hasText: undated.name }).first().getByRole('cell').nth(column).textContent()).toBe('—');
    expect(errors).toEqual([]);
  });
});

describe('the registration details', () => {
  const openDetails = async (page: Page, name: string) => {
    await page.getByRole('button', { name: `View registration of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Registration Details' });
    await dialog.waitFor();
    return dialog;
  };
  const item = (dialog: Locator, group: string, label: string) =>
    dialog.getByRole('region', { name: group }).locator('div').filter({ has: dialog.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

  it('shows the age beside the date of birth, a phone to tap, the amount due, and flags a minor without a guardian', async () => {
    const { page, errors } = await phoneScreen('/admin/registrations', 'Program Registrations');
    const avery = await openDetails(page, 'Avery Lopez');
    expect(await item(avery, 'Personal Information', 'Date of Birth').textContent()).toBe(`04/02/1990 (age ${ageOn('1990-04-02', today())})`);
    const phone = item(avery, 'Personal Information', 'Phone').getByRole('link', { name: '(602) 555-0134' });
    expect(await phone.getAttribute('href')).toBe('tel:6025550134');
    expect(await item(avery, 'Registration Details', 'Amount Due').textContent()).toBe('$40.00 (payment pending)');
    expect(await avery.getByText('Minor without guardian').count()).toBe(0);
    await settled(avery);
    await keepScreenshot(page, { path: `${SHOTS}/details-adult-390.png` });
    await page.keyboard.press('Escape');

    const riley = await openDetails(page, 'Riley Young');
    await riley.getByText('Minor without guardian').waitFor();
    expect(await oneInView(riley.getByText('Minor without guardian'))).toBe(true);
    expect(await item(riley, 'Personal Information', 'Date of Birth').textContent()).toBe(`01/01/${Number(today().slice(0, 4)) - 15} (age ${ageOn(bornYearsAgo(15), today())})`);
    expect(await item(riley, 'Registration Details', 'Amount Due').textContent()).toBe('$0.00 (Free)');
    await settled(riley);
    await keepScreenshot(page, { path: `${SHOTS}/details-minor-390.png` });
    await page.keyboard.press('Escape');

    // A minor with a guardian on record is not flagged.
    const casey = await openDetails(page, 'Casey Nguyen');
    await casey.getByRole('region', { name: 'Parent/Guardian' }).waitFor();
    expect(await casey.getByText('Minor without guardian').count()).toBe(0);
    expect(await item(casey, 'Parent/Guardian', 'Phone').getByRole('link').getAttribute('href')).toBe('tel:6025550111');
    expect(errors).toEqual([]);
  });
});

describe('the Full export', () => {
  it('downloads registrations-full-{date}.csv: SPEC’s columns, then amount, bundle, shirt size, the guardian’s contact and consent, the emergency contact', async () => {
    const { page, errors } = await phoneScreen('/admin/registrations', 'Program Registrations', { width: 1280 });
    await page.locator('tbody tr').filter({ hasText: 'Casey Nguyen' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Full export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^registrations-full-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe(
      'ID,Program,First Name,Last Name,Date of Birth,Email,Phone,Experience Level,Payment Status,Registration Status,Created Date,'
        + 'Amount,Equipment Bundle,Shirt Size,Parent/Guardian Name,Parent/Guardian Email,Parent/Guardian Phone,Parent/Guardian Relationship,Guardian Consent,'
        + 'Emergency Contact Name,Emergency Contact Phone,Emergency Contact Relationship',
    );
    const casey = lines.find((line) => line.includes(',Casey,Nguyen,'))!;
    expect(casey).toMatch(/,35\.00,Yes,XL,Morgan Nguyen,morgan\.nguyen@example\.com,602-555-0111,Mother,Awaiting guardian,Sam Reyes,602-555-0199,Spouse$/);
    const avery = lines.find((line) => line.includes(',Avery,Lopez,'))!;
    expect(avery).toMatch(/,40\.00,No,,,,,,Not needed,Sam Reyes,602-555-0199,Spouse$/);
    // SPEC's export is unchanged beside it.
    const [spec] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(spec.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readFileSync((await spec.path())!, 'utf8').split('\r\n')[0]).toBe(
      'ID,Program,First Name,Last Name,Date of Birth,Email,Phone,Experience Level,Payment Status,Registration Status,Created Date',
    );
    expect(errors).toEqual([]);
  });
});

describe('Backups at 1280 px', () => {
  it('shows Download, Restore and Delete whole: without scrolling at 1280, pinned in view on a narrower laptop', async () => {
    const { page, errors } = await phoneScreen('/admin/backups', 'Registration Backups', { width: 1280 });
    const table = page.getByRole('table', { name: 'Available Backups' });
    const row = table.locator('tbody tr').first();
    await row.waitFor();
    expect(await frameOf(table).evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    const expectActionsWhole = async () => {
      const frameBox = (await frameOf(table).boundingBox())!;
      for (const action of ['Download', 'Restore', 'Delete']) {
        const button = row.getByRole('button', { name: new RegExp(`^${action} `) });
        expect(await button.textContent()).toBe(action);
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(frameBox.x);
        expect(box.x + box.width).toBeLessThanOrEqual(frameBox.x + frameBox.width);
      }
    };
    await expectActionsWhole();
    await keepScreenshot(page, { path: `${SHOTS}/backups-1280.png`, fullPage: true });
    // The sidebar's narrowest width: the table scrolls, its actions stay.
    await page.setViewportSize({ width: 1024, height: 900 });
    await poll(() => frameOf(table).getAttribute('data-overflow')).toBe('true');
    await expectActionsWhole();
    await keepScreenshot(page, { path: `${SHOTS}/backups-1024.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});

/**
 * Goes to another admin screen the way the sidebar's links do, inside the app (a page load for each of
 * the 38 screens a test visits took most of its time), and waits for its heading.
 */
async function moveWithinApp(page: Page, path: string, heading: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor();
}

describe('every admin screen at 390 px', () => {
  const SCREENS: [string, string][] = [
    ['/admin', 'Dashboard'], ['/admin/hero', 'Hero Section'], ['/admin/marketing-popup', 'Marketing Popup'], ['/admin/programs', 'Programs'],
    ['/admin/registrations', 'Program Registrations'], ['/admin/payments', 'Payments'], ['/admin/reports', 'Reports'], ['/admin/services', 'Manage Services'], ['/admin/testimonials', 'Testimonials'],
    ['/admin/contacts', 'Contact Management'], ['/admin/about', 'About Content'], ['/admin/cta', 'Call to Action'],
    ['/admin/company-info', 'Company Information'], ['/admin/section-headers', 'Section Headers'], ['/admin/backups', 'Registration Backups'],
    ['/admin/email-test', 'Email Testing Tools'], ['/admin/email-guide', 'Email System Guide'], ['/admin/change-password', 'Change Password'],
    ['/admin/create-officiating-program', 'Create Officiating Program'],
  ];

  // Widths are the layout's, not the theme's: checked once, in the dark theme. Each screen is shown once
  // and looked at in both widths, the narrow one first on every other screen (one resize a screen).
  it('fits without sideways scrolling, one content width, in the dark theme', async () => {
    const colorScheme = 'dark';
    const { page, errors } = await phoneScreen('/admin', 'Dashboard', { colorScheme });
    const WIDE = { width: 1920, height: 900 };
    const starts = new Set<number>();
    for (const [index, [path, heading]] of SCREENS.entries()) {
      await moveWithinApp(page, path, heading);
      for (const size of index % 2 === 0 ? [PHONE, WIDE] : [WIDE, PHONE]) {
        await page.setViewportSize(size);
        const shot = `${SHOTS}/screen${path.replace(/\//g, '-')}-${colorScheme}-${size.width}.png`;
        if (size === PHONE) {
          await expectNoSidewaysScroll(page);
          await keepScreenshot(page, { path: shot, fullPage: true });
        } else {
          // One content width: every screen's heading starts at the same place on a wide screen.
          starts.add(Math.round((await page.getByRole('heading', { name: heading, level: 1 }).boundingBox())!.x));
          await keepScreenshot(page, { path: shot });
        }
      }
    }
    expect([...starts]).toHaveLength(1);
    expect(errors).toEqual([]);
    // Nineteen screens: more than one test's usual minute when two files run at once on a busy machine.
  }, 120_000);
});

// Last: it leaves the app for the website.
describe('the sidebar', () => {
  it('has View website, to the home page, on a phone and on a wide screen', async () => {
    const { page, errors } = await phoneScreen('/admin', 'Dashboard');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const link = page.getByRole('navigation').getByRole('link', { name: 'View website' });
    expect(await link.getAttribute('href')).toBe('/');
    expect(await oneInView(link)).toBe(true);
    await keepScreenshot(page, { path: `${SHOTS}/sidebar-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await link.click();
    await page.waitForURL(`${session.server.url}/`);
    expect(errors).toEqual([]);
  });
});
