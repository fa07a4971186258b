// Nothing is lost silently (issue 13, point 2), on a phone: the program delete confirmation counts the
// registrations it takes (fresh each time it opens) and asks for the program's name when some are
// paid; Delete All Contacts says how many inquiries are still pending. The tests take turns on one
// signed-in page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BackupInfo } from '../../common/schemas/backup.js';
import type { Contact } from '../../common/schemas/contact.js';
import { adminSession } from '../helpers/admin-session.js';
import { poll, settled, toast } from '../helpers/locators.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const SHOTS = screenshotDir('/tmp/admin-delete-safety-shots');
const PHONE = { width: 390, height: 844 };
const shared = session.sharedPage();

async function createProgram(name: string): Promise<number> {
  const response = await session.api('POST', '/api/programs', { name, description: 'A clinic the delete tests remove.', duration: '1 day' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

let added = 0;
/** A registration of a person of its own (one person holds one active registration per program, issue 27). */
async function addRegistration(programId: number, programName: string, paymentStatus: string): Promise<number> {
  const response = await session.api('POST', '/api/registrations', {
    programId, programName, firstName: `Robin ${++added}`, lastName: paymentStatus, dateOfBirth: '1990-04-02',
    email: `robin.${paymentStatus}.${programId}@example.com`, phone: '6025550100', experienceLevel: 'beginner', paymentAmount: 40, paymentStatus,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function openDeleteDialog(programName: string, options: { colorScheme?: 'dark' | 'light'; width?: number } = {}) {
  const { width = PHONE.width, colorScheme = 'light' } = options;
  const opened = await shared.screen('/admin/programs', 'Programs', { viewport: { ...PHONE, width }, colorScheme });
  await opened.page.getByRole('button', { name: `Delete ${programName}`, exact: true }).click();
  const dialog = opened.page.getByRole('dialog', { name: 'Delete Program' });
  await dialog.waitFor();
  return { ...opened, dialog };
}

/** The dialog, once opened, is inside the viewport and the page does not scroll sideways. */
async function expectFits(page: Page, width: number) {
  await settled(page.getByRole('dialog'));
  const box = (await page.getByRole('dialog').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('Deleting a program', () => {
  it('shows how many registrations and paid ones go with it, and deletes paid ones only once the name is typed', async () => {
    const name = 'Safety Clinic With Payments';
    const id = await createProgram(name);
    for (const status of ['paid', 'pending', 'paid']) await addRegistration(id, name, status);

    const { page, dialog, errors } = await openDeleteDialog(name);
    await dialog.getByText('This also deletes 3 registrations, 2 of them paid.', { exact: true }).waitFor();
    const confirmName = dialog.getByLabel(`Type the program's name, ${name}, to confirm`);
    const deleteButton = dialog.getByRole('button', { name: 'Delete', exact: true });
    expect(await deleteButton.isDisabled()).toBe(true);
    await confirmName.fill(name.toLowerCase());
    expect(await deleteButton.isDisabled()).toBe(true);
    await confirmName.fill(name);
    expect(await deleteButton.isEnabled()).toBe(true);
    await expectFits(page, PHONE.width);
    await keepScreenshot(page, { path: `${SHOTS}/program-delete-paid-390.png` });

    await deleteButton.click();
    await toast(page, 'Program deleted successfully', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await session.api('GET', `/api/programs/${id}`)).status).toBe(404);
    const backups = await session.data<BackupInfo[]>('/api/admin/backups');
    expect(backups.map((backup) => backup.filename).filter((file) => file.endsWith(`-before-delete-program-${id}.json`))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  // Both in the dark theme, on one load: the phone first, then the same screen at 1280 px.
  it('says plainly when a program has no registrations and deletes it without asking for the name; counts afresh each time the dialog opens (dark)', async () => {
    const name = 'Safety Clinic Empty';
    const id = await createProgram(name);
    const paidName = 'Safety Clinic Paid Meanwhile';
    const paidId = await createProgram(paidName);
    const registrationId = await addRegistration(paidId, paidName, 'pending');
    const { page, dialog, errors } = await openDeleteDialog(name, { colorScheme: 'dark' });
    await dialog.getByText('It has no registrations, so none are deleted with it.', { exact: true }).waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await expectFits(page, PHONE.width);
    await keepScreenshot(page, { path: `${SHOTS}/program-delete-empty-390-dark.png` });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Program deleted successfully', { exact: true }).waitFor();
    expect((await session.api('GET', `/api/programs/${id}`)).status).toBe(404);
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize({ ...PHONE, width: 1280 });
    await page.getByRole('button', { name: `Delete ${paidName}`, exact: true }).click();
    await dialog.getByText('This also deletes its 1 registration, which is not paid.', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect((await session.api('PUT', `/api/registrations/${registrationId}`, { paymentStatus: 'paid' })).status).toBe(200);
    await page.getByRole('button', { name: `Delete ${paidName}`, exact: true }).click();
    await dialog.getByText('This also deletes its 1 registration, which is paid.', { exact: true }).waitFor();
    await dialog.getByLabel(`Type the program's name, ${paidName}, to confirm`).fill(paidName);
    await settled(dialog);
    await keepScreenshot(page, { path: `${SHOTS}/program-delete-paid-1280-dark.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await session.api('GET', `/api/programs/${paidId}`)).status).toBe(200);
    expect(errors).toEqual([]);
  });
});

describe('Delete All Contacts', () => {
  it('says how many of the inquiries are still pending', async () => {
    for (const name of ['Pat Pending', 'Quinn Pending', 'Rory Answered']) {
      const response = await fetch(`${session.server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, message: 'When is the next clinic?' }),
      });
      expect(response.status).toBe(201);
    }
    const answered = (await session.data<Contact[]>('/api/contacts')).find((contact) => contact.name === 'Rory Answered')!;
    expect((await session.api('PUT', `/api/contacts/${answered.id}/respond`, {})).status).toBe(200);

    const { page, errors } = await shared.screen('/admin/contacts', 'Contact Management', { viewport: PHONE });
    await poll(() => page.getByTestId('counter-total-inquiries').textContent()).toBe('3');
    await page.getByRole('button', { name: 'Delete All Contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete All Contacts' });
    await dialog.getByText(/2 of the 3 inquiries are still pending \(not responded\)\./).waitFor();
    await expectFits(page, PHONE.width);
    await keepScreenshot(page, { path: `${SHOTS}/contacts-delete-all-390.png` });
    await dialog.getByRole('button', { name: 'Delete All' }).click();
    await toast(page, 'All contacts deleted successfully').waitFor();
    await poll(async () => (await session.data<Contact[]>('/api/contacts')).length).toBe(0);
    expect(errors).toEqual([]);
  });
});
