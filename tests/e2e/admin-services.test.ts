// Admin Manage Services (SPEC sections 2, 3, 5, 7, 8) in a real browser against the built server: the
// numbered table, add, edit and delete through the dialogs with a re-read, every validation message,
// the display order sent as a number, and the red box when the list cannot be loaded. The tests take
// turns on one signed-in page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Service } from '../../common/schemas/service.js';
import { SERVICE_ICONS } from '../../common/constants.js';
import { adminSession } from '../helpers/admin-session.js';
import {
  closeWithEscape, expectFailedAdd, failRequests, field, fillFields, openAdminScreen, openDialog, phoneAddShowsMessages, poll, rowWithCell, settled, submitForMessages, toast,
} from '../helpers/locators.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const SHOTS = screenshotDir('/tmp/admin-services-shots');
/** The add form's messages for its three text fields, empty or too short. */
const NEW_SERVICE_MESSAGES = ['Title must be at least 3 characters', 'Description must be at least 10 characters', 'Icon name must be at least 2 characters'];

const services = () => session.data<Service[]>('/api/services');
const titled = async (title: string) => (await services()).find((service) => service.title === title);

const shared = session.sharedPage();

/** The file's signed-in page on the services screen; `beforeScreen` runs before it loads. */
async function openScreen(width = 1280, height = 900, beforeScreen?: (page: Page) => Promise<unknown>) {
  const opened = await shared.fresh({ viewport: { width, height } });
  await beforeScreen?.(opened.page);
  await openAdminScreen(opened.page, session.server, '/admin/services', 'Manage Services');
  return opened;
}

describe('Admin Manage Services', () => {
  it('lists the services in a numbered table with icon names, order and status; adds, edits and deletes one through the dialogs', async () => {
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
    await keepScreenshot(page, { path: `${SHOTS}/table-1280.png`, fullPage: true });

    const dialog = await openDialog(page, 'Add Service');
    await fillFields(dialog, { Title: 'Clinic Evaluations', Description: 'Written feedback on every clinic scrimmage you work.', Icon: 'clipboard-list', 'Display Order': '12' });
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
    await rowWithCell(page, 'Clinic Evaluations').getByText('Active', { exact: true }).waitFor();

    await rowWithCell(page, 'Clinic Evaluations').getByRole('button', { name: 'Edit Clinic Evaluations' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    expect(await field(edit, 'Display Order').inputValue()).toBe('12');
    await fillFields(edit, { Icon: 'whistle', 'Display Order': '7' });
    await edit.getByLabel(/Active/).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Service updated successfully').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await poll(async () => await titled('Clinic Evaluations')).toMatchObject({ icon: 'whistle', displayOrder: 7, active: false });
    await rowWithCell(page, 'Clinic Evaluations').getByText('Inactive', { exact: true }).waitFor();

    await rowWithCell(page, 'Clinic Evaluations').getByRole('button', { name: 'Delete Clinic Evaluations' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Service' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Service deleted successfully').waitFor();
    await poll(async () => await titled('Clinic Evaluations')).toBeUndefined();
    await poll(() => rowWithCell(page, 'Clinic Evaluations').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows every validation message of SPEC section 5 in the add and edit forms, and fits a 390 px screen (the table scrolls inside its frame)', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDialog(page, 'Add Service');
    await dialog.waitFor();
    await submitForMessages(dialog, 'Add Service', NEW_SERVICE_MESSAGES);
    await fillFields(dialog, { Title: 'AB', Description: 'Too short', Icon: 'x', 'Display Order': '1.5' });
    await submitForMessages(dialog, 'Add Service', [...NEW_SERVICE_MESSAGES, 'Display order must be a whole number']);
    // The icon field offers the six names that have pictures.
    const options = await dialog.locator('datalist option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options).toEqual([...SERVICE_ICONS]);
    await settled(dialog);
    await keepScreenshot(page, { path: `${SHOTS}/add-errors-1280.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const first = (await services())[0]!;
    await rowWithCell(page, first.title).getByRole('button', { name: `Edit ${first.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    expect(await field(edit, 'Title').inputValue()).toBe(first.title);
    await field(edit, 'Icon').fill('v');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Icon name must be at least 2 characters').waitFor();
    await closeWithEscape(page, edit);
    expect((await titled(first.title))?.icon).toBe(first.icon);

    await phoneAddShowsMessages(page, SHOTS, 'Add Service', ['Icon name must be at least 2 characters'], 'add-errors-390.png');
    expect(errors).toEqual([]);
  });

  it('shows the red box when the list cannot be loaded, and Failed toasts when a change fails', async () => {
    const { page } = await openScreen(1280, 900, (p) => failRequests(p, '**/api/services', 'GET'));
    const box = page.getByRole('alert').filter({ hasText: 'Error loading services. Please try again.' });
    await box.waitFor();
    await keepScreenshot(page, { path: `${SHOTS}/load-error-1280.png` });
    await page.unrouteAll();
    await expectFailedAdd(page, '**/api/services', 'Add Service', { Title: 'Failing Service', Description: 'This one never reaches the database.', Icon: 'video' }, 'Failed to create service');
  });
});
