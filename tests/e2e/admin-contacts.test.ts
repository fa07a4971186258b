// Admin Contact Management (SPEC sections 2, 4, 7, 8) in a real browser against the built server:
// counters, pending and responded tables, the detail dialog with mailto/tel links and Mark as
// Responded, deletion only on responded rows, Delete Selected (one DELETE per id) and Delete All. The
// tests take turns on one signed-in page.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Contact } from '../../common/schemas/contact.js';
import { adminSession } from '../helpers/admin-session.js';
import { expectTableScrollsInsideFrame, failRequests, poll, rowWithCell, settled, toast } from '../helpers/locators.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const SHOTS = screenshotDir('/tmp/admin-contacts-shots');

const contacts = () => session.data<Contact[]>('/api/contacts');

const SEED = [
  { name: 'Avery Pending', email: 'avery@example.com', phone: '(602) 555-0101', program: 'high-school', experience: 'beginner', message: 'How do I start?\nI have weekends free.' },
  { name: 'Blake Pending', email: 'blake@example.com', phone: '', program: 'college', experience: 'advanced', message: 'Looking to move up to college games.' },
  { name: 'Casey Pending', email: 'casey@example.com', phone: '480-555-0199', program: 'youth', experience: 'none', message: 'My son is 15.' },
];

async function seed(entries = SEED) {
  for (const entry of entries) {
    const response = await fetch(`${session.server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry),
    });
    expect(response.status).toBe(201);
  }
}

const shared = session.sharedPage();

/** The file's signed-in page on the contacts screen with its list loaded. */
async function openScreen(width = 1280, height = 900) {
  const opened = await shared.screen('/admin/contacts', 'Contact Management', { viewport: { width, height } });
  await pendingTable(opened.page).waitFor();
  return opened;
}

const pendingTable = (page: Page) => page.getByRole('table', { name: /Pending Inquiries/ });
const respondedTable = (page: Page) => page.getByRole('table', { name: /Responded Inquiries/ });
const counters = (page: Page) =>
  Promise.all(['total-inquiries', 'pending', 'responded'].map((id) => page.getByTestId(`counter-${id}`).textContent()));

describe('Admin Contact Management', () => {
  it('moves an inquiry from pending to responded, deletes selected and all, with the counters following', async () => {
    await seed();
    const { page, errors } = await openScreen();
    await poll(() => counters(page)).toEqual(['3', '3', '0']);
    expect(await pendingTable(page).getByRole('columnheader').allTextContents()).toEqual(['', 'Name', 'Email', 'Program', 'Date', 'Actions']);
    for (const entry of SEED) await rowWithCell(pendingTable(page), entry.name).waitFor();
    // Pending rows offer View and Responded but no Delete (SPEC section 4).
    const avery = rowWithCell(pendingTable(page), 'Avery Pending');
    expect(await avery.getByRole('button').allTextContents()).toEqual(['View', 'Responded']);
    expect(await avery.getByRole('cell').nth(3).textContent()).toBe('High School');
    expect(await avery.getByRole('cell').nth(4).textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await keepScreenshot(page, { path: `${SHOTS}/contacts-1280.png`, fullPage: true });

    // The detail dialog: mailto and tel links, the message, Mark as Responded.
    await avery.getByRole('button', { name: 'View Avery Pending' }).click();
    const detail = page.getByRole('dialog', { name: 'Inquiry from Avery Pending' });
    await detail.waitFor();
    expect(await detail.getByRole('link', { name: 'avery@example.com' }).getAttribute('href')).toBe('mailto:avery@example.com');
    expect(await detail.getByRole('link', { name: '(602) 555-0101' }).getAttribute('href')).toBe('tel:6025550101');
    await detail.getByText('I have weekends free.').waitFor();
    await settled(detail);
    await keepScreenshot(page, { path: `${SHOTS}/detail-1280.png` });
    const [respond] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/contacts\/\d+\/respond$/.test(r.url())),
      detail.getByRole('button', { name: 'Mark as Responded' }).click(),
    ]);
    const averyId = (await contacts()).find((c) => c.name === 'Avery Pending')!.id;
    expect(respond.url()).toMatch(new RegExp(`/api/contacts/${averyId}/respond$`));
    await toast(page, 'Contact marked as responded').waitFor();
    await detail.waitFor({ state: 'hidden' });
    await poll(async () => (await contacts()).find((c) => c.id === averyId)?.responded).toBe(true);
    await poll(() => counters(page)).toEqual(['3', '2', '1']);
    const respondedAvery = rowWithCell(respondedTable(page), 'Avery Pending');
    await respondedAvery.waitFor();
    expect(await respondedAvery.getByRole('button').allTextContents()).toEqual(['View', 'Delete']);

    // The Responded action in a pending row.
    await rowWithCell(pendingTable(page), 'Blake Pending').getByRole('button', { name: 'Mark Blake Pending as responded' }).click();
    await toast(page, 'Contact marked as responded').waitFor();
    await poll(() => counters(page)).toEqual(['3', '1', '2']);

    // Delete one responded row, confirmed.
    await rowWithCell(respondedTable(page), 'Blake Pending').getByRole('button', { name: 'Delete Blake Pending' }).click();
    const confirmOne = page.getByRole('dialog', { name: 'Delete Contact' });
    await confirmOne.getByText(/This action cannot be undone\./).waitFor();
    await confirmOne.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Contact deleted successfully').waitFor();
    await poll(async () => (await contacts()).map((c) => c.name).sort()).toEqual(['Avery Pending', 'Casey Pending']);
    await poll(() => counters(page)).toEqual(['2', '1', '1']);

    // Delete Selected: one DELETE per selected id, then one toast.
    await seed([{ ...SEED[1]!, name: 'Drew Extra', email: 'drew@example.com' }]);
    await page.reload();
    await poll(() => counters(page)).toEqual(['3', '2', '1']);
    expect(await page.getByRole('button', { name: /^Delete Selected/ }).isDisabled()).toBe(true);
    await respondedTable(page).getByRole('checkbox', { name: 'Select Avery Pending' }).click();
    await pendingTable(page).getByRole('checkbox', { name: 'Select Drew Extra' }).click();
    await page.getByRole('button', { name: 'Delete Selected (2)' }).waitFor();
    const deletes: string[] = [];
    const seeDelete = (r: Request) => {
      if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname);
    };
    page.on('request', seeDelete);
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    const confirmSelected = page.getByRole('dialog', { name: 'Delete Selected Contacts' });
    await confirmSelected.getByText(/This action cannot be undone\./).waitFor();
    await settled(confirmSelected);
    await keepScreenshot(page, { path: `${SHOTS}/delete-selected-1280.png` });
    await confirmSelected.getByRole('button', { name: 'Delete Selected' }).click();
    await toast(page, 'Selected contacts deleted successfully').waitFor();
    const byName = new Map((await contacts()).map((c) => [c.name, c.id]));
    expect(byName.has('Avery Pending')).toBe(false);
    expect(byName.has('Drew Extra')).toBe(false);
    expect(deletes.sort()).toEqual([`/api/contacts/${averyId}`, expect.stringMatching(/^\/api\/contacts\/\d+$/)]);
    expect(deletes).toHaveLength(2);
    page.off('request', seeDelete);
    await poll(() => counters(page)).toEqual(['1', '1', '0']);
    await page.getByRole('button', { name: 'Delete Selected (0)' }).waitFor();

    // Delete All Contacts: DELETE /api/contacts.
    await seed([{ ...SEED[2]!, name: 'Eden Extra', email: 'eden@example.com' }]);
    await page.reload();
    await poll(() => counters(page)).toEqual(['2', '2', '0']);
    // Select all in a table.
    await pendingTable(page).getByRole('checkbox', { name: 'Select all pending inquiries' }).click();
    await page.getByRole('button', { name: 'Delete Selected (2)' }).waitFor();
    await pendingTable(page).getByRole('checkbox', { name: 'Select all pending inquiries' }).click();
    await page.getByRole('button', { name: 'Delete Selected (0)' }).waitFor();
    const [all] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/api/contacts'),
      (async () => {
        await page.getByRole('button', { name: 'Delete All Contacts' }).click();
        const confirmAll = page.getByRole('dialog', { name: 'Delete All Contacts' });
        await confirmAll.getByText(/This action cannot be undone\./).waitFor();
        await confirmAll.getByRole('button', { name: 'Delete All' }).click();
      })(),
    ]);
    expect(all).toBeTruthy();
    await toast(page, 'All contacts deleted successfully').waitFor();
    await poll(async () => (await contacts()).length).toBe(0);
    await poll(() => counters(page)).toEqual(['0', '0', '0']);
    await pendingTable(page).getByText('No pending inquiries').waitFor();
    await respondedTable(page).getByText('No responded inquiries').waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a 390 px screen (the tables scroll inside their frames, checkboxes are labelled); shows Invalid date for a date it cannot read, and Error toasts when a change fails', async () => {
    await seed();
    const { page, errors } = await openScreen(390, 844);
    await expectTableScrollsInsideFrame(page, 390);
    await rowWithCell(pendingTable(page), 'Avery Pending').getByRole('checkbox', { name: 'Select Avery Pending' }).first().waitFor();
    await keepScreenshot(page, { path: `${SHOTS}/contacts-390.png`, fullPage: true });
    await rowWithCell(pendingTable(page), 'Avery Pending').first().getByRole('button', { name: 'View Avery Pending' }).click();
    const detail = page.getByRole('dialog', { name: 'Inquiry from Avery Pending' });
    await detail.waitFor();
    await settled(detail);
    await keepScreenshot(page, { path: `${SHOTS}/detail-390.png` });
    expect(errors).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route('**/api/contacts', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { name: string; createdAt: string }[] };
      for (const contact of body.data) if (contact.name === 'Casey Pending') contact.createdAt = 'not-a-date';
      return route.fulfill({ response, json: body });
    });
    await page.route('**/api/contacts/*/respond', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    const casey = rowWithCell(pendingTable(page), 'Casey Pending');
    await casey.getByRole('cell', { name: 'Invalid date', exact: true }).waitFor();
    await casey.getByRole('button', { name: 'Mark Casey Pending as responded' }).click();
    await toast(page, 'Failed to update contact').waitFor();
    await page.unrouteAll();
    await failRequests(page, '**/api/contacts', 'DELETE');
    await page.getByRole('button', { name: 'Delete All Contacts' }).click();
    await page.getByRole('dialog', { name: 'Delete All Contacts' }).getByRole('button', { name: 'Delete All' }).click();
    await toast(page, 'Failed to delete all contacts').waitFor();
    expect((await contacts()).length).toBeGreaterThan(0);
  });
});
