// Admin Programs and Create Officiating Program (SPEC sections 2, 5, 7, 8, 9) in a real browser.
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Program } from '../../common/schemas/program.js';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { adminSession } from '../helpers/admin-session.js';
import { closeWithEscape, openAdminScreen, openDialog, phoneTableThenAdd, toast } from '../helpers/locators.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const shared = session.sharedPage();
const SHOTS = screenshotDir('/tmp/admin-programs-shots');

const api = (path: string) => session.api('GET', path);

async function programs(): Promise<Program[]> {
  return ((await (await api('/api/programs')).json()) as { data: Program[] }).data;
}

async function programNamed(name: string): Promise<Program> {
  const found = (await programs()).find((program) => program.name === name);
  expect(found, `program "${name}"`).toBeDefined();
  const response = await api(`/api/programs/${found!.id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Program }).data;
}

/** The file's signed-in page, the programs screen loaded on it, its table shown. */
async function openPrograms(width = 1280, height = 900) {
  const opened = await shared.screen('/admin/programs', 'Programs', { viewport: { width, height } });
  await opened.page.getByRole('table', { name: 'Programs' }).waitFor();
  return opened;
}

describe('Admin Programs', () => {
  it('creates a program through the dialog with features and price tiers', async () => {
    const { page } = await openPrograms();
    const dialog = await openDialog(page, 'Add Program');
    await dialog.waitFor();

    // A new program starts with the six default tiers (SPEC section 9).
    for (const [index, tier] of DEFAULT_PRICE_TIERS.entries()) {
      expect(await dialog.getByLabel(`Tier ${index + 1} name`, { exact: true }).inputValue()).toBe(tier.name);
      expect(await dialog.getByLabel(`Tier ${index + 1} price`, { exact: true }).inputValue()).toBe(String(tier.price));
    }
    expect(await dialog.getByLabel('Tier 7 name', { exact: true }).count()).toBe(0);
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Level' }).textContent()).toContain('High School');

    await dialog.getByLabel(/^Name\*?$/).fill('Dialog Mechanics Clinic');
    await dialog.getByLabel(/^Description\*?$/).fill('Two-person and three-person mechanics, positioning and signals.');
    await dialog.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'College' }).click();
    await dialog.getByLabel(/^Duration\*?$/).fill('6 weeks');
    await dialog.getByLabel('Price (USD)').fill('120');
    await dialog.getByLabel('Venue', { exact: true }).fill('Desert Gym');
    await dialog.getByLabel('Start date', { exact: true }).fill('2027-01-15');
    await dialog.getByLabel('Start time', { exact: true }).fill('18:30');
    await dialog.getByRole('button', { name: 'Add Feature' }).click();
    await dialog.getByLabel('Feature 1', { exact: true }).fill('  Film review  ');
    await dialog.getByRole('button', { name: 'Add Feature' }).click(); // left blank: dropped
    await dialog.getByRole('button', { name: 'Add Feature' }).click();
    await dialog.getByLabel('Feature 3', { exact: true }).fill('Live game evaluation');
    // Drop two default tiers, add one of our own, and leave one added row blank (dropped).
    await dialog.getByRole('button', { name: 'Remove tier 6' }).click();
    await dialog.getByRole('button', { name: 'Remove tier 5' }).click();
    await dialog.getByRole('button', { name: 'Add Tier' }).click();
    await dialog.getByLabel('Tier 5 name', { exact: true }).fill('Camp Only');
    await dialog.getByLabel('Tier 5 price', { exact: true }).fill('25');
    await dialog.getByLabel('Tier 5 description', { exact: true }).fill('No certification');
    await dialog.getByRole('button', { name: 'Add Tier' }).click();
    await keepScreenshot(page, { path: `${SHOTS}/dialog-1280.png` });

    await dialog.getByRole('button', { name: 'Create Program' }).click();
    await toast(page, 'Program created successfully', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'Dialog Mechanics Clinic' });
    await row.waitFor();
    expect(await row.textContent()).toContain('$120.00');
    expect(await row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('College');
    await keepScreenshot(page, { path: `${SHOTS}/table-1280.png`, fullPage: true });

    const stored = await programNamed('Dialog Mechanics Clinic');
    expect(stored).toMatchObject({
      level: 'college', duration: '6 weeks', price: 120, locationName: 'Desert Gym', startDate: '2027-01-15', startTime: '18:30', active: true,
    });
    expect(stored.features).toEqual(['Film review', 'Live game evaluation']);
    expect(stored.priceTiers.map(({ name, price }) => ({ name, price }))).toEqual([
      ...DEFAULT_PRICE_TIERS.slice(0, 4).map(({ name, price }) => ({ name, price })),
      { name: 'Camp Only', price: 25 },
    ]);
    expect(stored.priceTiers[4]!.description).toBe('No certification');
  });

  it('shows every form message and sends nothing while the form is invalid; fits a phone', async () => {
    const { page, errors } = await openPrograms();
    const posts: string[] = [];
    const seePost = (request: Request) => {
      if (request.method() === 'POST' && request.url().includes('/api/programs')) posts.push(request.url());
    };
    page.on('request', seePost);
    const dialog = await openDialog(page, 'Add Program');
    await dialog.getByLabel('Price (USD)').fill('-5');
    await dialog.getByLabel('Tier 1 name', { exact: true }).fill('');
    await dialog.getByLabel('Tier 2 price', { exact: true }).fill('-1');
    await dialog.getByRole('button', { name: 'Create Program' }).click();
    await dialog.getByText('Name is required').first().waitFor();
    const alerts = await dialog.getByRole('alert').allTextContents();
    expect(alerts).toEqual(expect.arrayContaining(['Name is required', 'Description is required', 'Price must be non-negative', 'Duration is required']));
    // The tier messages: a tier without a name, a tier with a negative price.
    expect(alerts.filter((text) => text === 'Name is required')).toHaveLength(2);
    expect(alerts.filter((text) => text === 'Price must be non-negative')).toHaveLength(2);
    expect(await dialog.getByLabel(/^Name\*?$/).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel(/^Description\*?$/).getAttribute('aria-describedby')).toContain('error');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, { path: `${SHOTS}/dialog-errors-390.png` });
    expect(posts).toEqual([]);
    page.off('request', seePost);

    // The phone: the table scrolls sideways and the dialog stays on screen.
    await closeWithEscape(page, dialog);
    const phoneDialog = await phoneTableThenAdd(page, SHOTS, 'Add Program');
    await phoneDialog.waitFor();
    const box = (await phoneDialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeLessThanOrEqual(844);
    await keepScreenshot(page, { path: `${SHOTS}/dialog-390.png` });
    expect(errors).toEqual([]);
  });

  it('edits a program: new name and deactivated shows Inactive, and the server has it; deletes a program after confirmation', async () => {
    const created = await session.api('POST', '/api/programs', { name: 'Doomed Program', description: 'This program will be deleted.', duration: '1 day' });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const { page } = await openPrograms();
    const original = (await programs()).find((program) => program.name !== 'Doomed Program')!;
    await page.getByRole('button', { name: `Edit ${original.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Program' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Name\*?$/).inputValue()).toBe(original.name);
    await dialog.getByLabel(/^Name\*?$/).fill('Renamed Program Clinic');
    await dialog.getByRole('checkbox', { name: /Active/ }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Program updated successfully', { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Renamed Program Clinic' });
    await row.getByText('Inactive').waitFor();

    const response = await api(`/api/programs/${original.id}`);
    const stored = ((await response.json()) as { data: Program }).data;
    expect(stored).toMatchObject({ name: 'Renamed Program Clinic', active: false, description: original.description, duration: original.duration });
    expect(stored.features).toEqual(original.features);
    expect(stored.priceTiers).toEqual(original.priceTiers);

    await page.getByRole('button', { name: 'Delete Doomed Program' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Program' });
    await confirm.getByText('Doomed Program').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Program deleted successfully', { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Doomed Program' }).waitFor({ state: 'detached' });
    expect((await api(`/api/programs/${id}`)).status).toBe(404);
  });

});

describe('Create Officiating Program', () => {
  it('is a full page load from the programs screen, and really creates the program', async () => {
    const { page } = await openPrograms();
    const link = page.getByRole('link', { name: 'Create Officiating Program' });
    expect(await link.getAttribute('href')).toBe('/admin/create-officiating-program');
    await Promise.all([page.waitForEvent('load'), link.click()]);
    await page.getByRole('heading', { name: 'Create Officiating Program' }).waitFor();
    expect(await page.getByLabel('Tier 6 name', { exact: true }).inputValue()).toBe(DEFAULT_PRICE_TIERS[5]!.name);

    await page.getByLabel(/^Name\*?$/).fill('Officiating Academy 2027');
    await page.getByLabel(/^Description\*?$/).fill('A season-long officiating academy with mentoring.');
    await page.getByLabel(/^Duration\*?$/).fill('12 weeks');
    await page.getByLabel('Price (USD)').fill('55');
    await page.getByRole('button', { name: 'Add Feature' }).click();
    await page.getByLabel('Feature 1', { exact: true }).fill('Mentor assignments');
    await keepScreenshot(page, { path: `${SHOTS}/create-page-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create Program' }).click();
    await toast(page, 'Program created successfully', { exact: true }).waitFor();
    await page.waitForURL(/\/admin\/programs$/);
    await page.getByRole('row').filter({ hasText: 'Officiating Academy 2027' }).waitFor();

    const stored = await programNamed('Officiating Academy 2027');
    expect(stored).toMatchObject({ level: 'high-school', duration: '12 weeks', price: 55, active: true, features: ['Mentor assignments'] });
    expect(stored.priceTiers.map(({ name, price }) => ({ name, price }))).toEqual(DEFAULT_PRICE_TIERS.map(({ name, price }) => ({ name, price })));
  });

  it('Back and Cancel return to /admin/programs', async () => {
    const { page } = await shared.fresh();
    for (const name of ['Back', 'Cancel']) {
      await openAdminScreen(page, session.server, '/admin/create-officiating-program', 'Create Officiating Program');
      await page.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(/\/admin\/programs$/);
      await page.getByRole('heading', { name: 'Programs', level: 1 }).waitFor();
    }
  });
});
