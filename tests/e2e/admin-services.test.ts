// Admin Manage Services (SPEC sections 2, 3, 5, 7, 8) in a real browser against the built server: the
// numbered table, add, edit and delete through the dialogs with a re-read, every validation message,
// the display order sent as a number, and the red box when the list cannot be loaded.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ICONS } from '../../common/constants.js';
import { adminSession } from '../helpers/admin-session.js';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/admin-services-shots';
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const session = adminSession();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

interface StoredService {
  id: number;
  title: string;
  description: string;
  icon: string;
  displayOrder: number;
  active: boolean;
}

async function services(): Promise<StoredService[]> {
  const response = await session.api('GET', '/api/services');
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StoredService[] }).data;
}
const titled = async (title: string) => (await services()).find((service) => service.title === title);

/** A fresh page logged in through the UI, then on the services screen. */
async function openScreen(width = 1280, height = 900, beforeScreen?: (page: Page) => Promise<void>): Promise<{ page: Page; errors: string[] }> {
  const opened = await session.signedInPage({ viewport: { width, height } });
  const { page } = opened;
  page.setDefaultTimeout(10_000);
  await beforeScreen?.(page);
  await page.goto(`${session.server.url}/admin/services`);
  await page.getByRole('heading', { name: 'Manage Services', level: 1 }).waitFor();
  return opened;
}

/** Waits for a dialog's opening animation to end, so a screenshot shows it settled. */
const settle = (dialog: Locator) => dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));

const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').filter({ hasText: text }).first();
const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });

describe('Admin Manage Services', () => {
  it('lists the services in a numbered table with icon names, order and status', async () => {
    const { page, errors } = await openScreen();
    await page.getByRole('table', { name: 'Services' }).waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['#', 'Title', 'Icon', 'Description', 'Order', 'Status', 'Actions']);
    const stored = await services();
    const rows = page.getByRole('table', { name: 'Services' }).locator('tbody tr');
    await poll(() => rows.count()).toBe(stored.length);
    for (const [index, service] of stored.entries()) {
      const cells = await rows.nth(index).getByRole('cell').allTextContents();
      expect(cells.slice(0, 6)).toEqual([String(index + 1), service.title, service.icon, service.description, String(service.displayOrder), service.active ? 'Active' : 'Inactive']);
    }
    await page.screenshot({ path: `${SHOTS}/table-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows every validation message of SPEC section 5 in the add and edit forms', async () => {
    const { page } = await openScreen();
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await dialog.getByText('Title must be at least 3 characters').waitFor();
    await dialog.getByText('Description must be at least 10 characters').waitFor();
    await dialog.getByText('Icon name must be at least 2 characters').waitFor();
    await field(dialog, 'Title').fill('AB');
    await field(dialog, 'Description').fill('Too short');
    await field(dialog, 'Icon').fill('x');
    await field(dialog, 'Display Order').fill('1.5');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await dialog.getByText('Title must be at least 3 characters').waitFor();
    await dialog.getByText('Description must be at least 10 characters').waitFor();
    await dialog.getByText('Icon name must be at least 2 characters').waitFor();
    await dialog.getByText('Display order must be a whole number').waitFor();
    // The icon field offers the six names that have pictures.
    const options = await dialog.locator('datalist option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options).toEqual([...SERVICE_ICONS]);
    await settle(dialog);
    await page.screenshot({ path: `${SHOTS}/add-errors-1280.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const first = (await services())[0]!;
    await row(page, first.title).getByRole('button', { name: `Edit ${first.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    expect(await field(edit, 'Title').inputValue()).toBe(first.title);
    await field(edit, 'Icon').fill('v');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Icon name must be at least 2 characters').waitFor();
    await page.context().close();
    expect((await titled(first.title))?.icon).toBe(first.icon);
  });

  it('adds, edits and deletes a service through the dialogs', async () => {
    const { page, errors } = await openScreen();
    await page.getByRole('table', { name: 'Services' }).waitFor();
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await field(dialog, 'Title').fill('Clinic Evaluations');
    await field(dialog, 'Description').fill('Written feedback on every clinic scrimmage you work.');
    await field(dialog, 'Icon').fill('clipboard-list');
    await field(dialog, 'Display Order').fill('12');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/services')),
      dialog.getByRole('button', { name: 'Add Service' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ displayOrder: 12, active: true });
    await toast(page, 'Service created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await poll(async () => await titled('Clinic Evaluations')).toMatchObject({
      description: 'Written feedback on every clinic scrimmage you work.',
      icon: 'clipboard-list',
      displayOrder: 12,
      active: true,
    });
    await row(page, 'Clinic Evaluations').getByText('Active', { exact: true }).waitFor();

    await row(page, 'Clinic Evaluations').getByRole('button', { name: 'Edit Clinic Evaluations' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    expect(await field(edit, 'Display Order').inputValue()).toBe('12');
    await field(edit, 'Icon').fill('whistle');
    await field(edit, 'Display Order').fill('7');
    await edit.getByLabel(/Active/).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Service updated successfully').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await poll(async () => await titled('Clinic Evaluations')).toMatchObject({ icon: 'whistle', displayOrder: 7, active: false });
    await row(page, 'Clinic Evaluations').getByText('Inactive', { exact: true }).waitFor();

    await row(page, 'Clinic Evaluations').getByRole('button', { name: 'Delete Clinic Evaluations' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Service' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Service deleted successfully').waitFor();
    await poll(async () => await titled('Clinic Evaluations')).toBeUndefined();
    await poll(() => row(page, 'Clinic Evaluations').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the red box when the list cannot be loaded, and Failed toasts when a change fails', async () => {
    const { page } = await openScreen(1280, 900, async (p) => {
      await p.route('**/api/services', (route) =>
        route.request().method() === 'GET' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
      );
    });
    const box = page.getByRole('alert').filter({ hasText: 'Error loading services. Please try again.' });
    await box.waitFor();
    await page.screenshot({ path: `${SHOTS}/load-error-1280.png` });
    await page.unrouteAll();
    await page.route('**/api/services', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await field(dialog, 'Title').fill('Failing Service');
    await field(dialog, 'Description').fill('This one never reaches the database.');
    await field(dialog, 'Icon').fill('video');
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await toast(page, 'Failed to create service').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await page.context().close();
  });

  it('fits a 390 px screen: the table scrolls inside its frame', async () => {
    const { page, errors } = await openScreen(390, 844);
    await page.getByRole('table', { name: 'Services' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const frame = page.locator('[data-slot="table-container"]');
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/table-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await dialog.getByText('Icon name must be at least 2 characters').waitFor();
    await settle(dialog);
    await page.screenshot({ path: `${SHOTS}/add-errors-390.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
