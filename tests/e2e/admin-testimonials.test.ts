// Admin Testimonials (SPEC sections 2, 4, 5, 7, 8) in a real browser against the built server: create,
// edit and delete through the dialogs with a re-read, every validation message, and the star toggle
// sending only { featured }.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../helpers/admin-session.js';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/admin-testimonials-shots';
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const session = adminSession();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

interface StoredTestimonial {
  id: number;
  name: string;
  position: string;
  quote: string;
  featured: boolean;
}

async function testimonials(): Promise<StoredTestimonial[]> {
  const response = await session.api('GET', '/api/testimonials');
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: StoredTestimonial[] }).data;
}
const named = async (name: string) => (await testimonials()).find((testimonial) => testimonial.name === name);

/** A fresh page logged in through the UI, on the testimonials screen. */
async function openScreen(width = 1280, height = 900): Promise<{ page: Page; errors: string[] }> {
  const opened = await session.signedInPage({ viewport: { width, height } });
  const { page } = opened;
  page.setDefaultTimeout(10_000);
  await page.goto(`${session.server.url}/admin/testimonials`);
  await page.getByRole('heading', { name: 'Testimonials', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Testimonials' }).waitFor();
  return opened;
}

/** Waits for a dialog's opening animation to end, so a screenshot shows it settled. */
const settle = (dialog: Locator) => dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));

/** A field by its label; a required field's label ends with an asterisk hidden from assistive technology. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** The toast carrying `text` (Radix also copies it into a hidden live region). */
const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').filter({ hasText: text }).first();

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('Admin Testimonials', () => {
  it('lists the testimonials with Featured and Standard badges', async () => {
    const { page, errors } = await openScreen();
    const stored = await testimonials();
    expect(stored.length).toBeGreaterThan(0);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Name', 'Position', 'Testimonial', 'Status', 'Actions']);
    for (const testimonial of stored) {
      await row(page, testimonial.name).getByText(testimonial.featured ? 'Featured' : 'Standard', { exact: true }).waitFor();
    }
    await page.screenshot({ path: `${SHOTS}/table-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows every validation message of SPEC section 5 in the create and edit forms', async () => {
    const { page } = await openScreen();
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await dialog.getByText('Name must be at least 2 characters').waitFor();
    await dialog.getByText('Position must be at least 2 characters').waitFor();
    await dialog.getByText('Quote must be at least 10 characters').waitFor();
    expect(await field(dialog, 'Name').getAttribute('aria-invalid')).toBe('true');
    await field(dialog, 'Name').fill('A');
    await field(dialog, 'Position').fill('B');
    await field(dialog, 'Testimonial').fill('Too short');
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await dialog.getByText('Name must be at least 2 characters').waitFor();
    await dialog.getByText('Position must be at least 2 characters').waitFor();
    await dialog.getByText('Quote must be at least 10 characters').waitFor();
    await settle(dialog);
    await page.screenshot({ path: `${SHOTS}/create-errors-1280.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The edit form (all fields optional) still checks what it is given.
    const first = (await testimonials())[0]!;
    await row(page, first.name).getByRole('button', { name: `Edit ${first.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await edit.waitFor();
    expect(await field(edit, 'Name').inputValue()).toBe(first.name);
    await field(edit, 'Position').fill('X');
    await field(edit, 'Testimonial').fill('short');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Position must be at least 2 characters').waitFor();
    await edit.getByText('Quote must be at least 10 characters').waitFor();
    await page.context().close();
    // Nothing was sent.
    expect((await named(first.name))?.position).toBe(first.position);
  });

  it('creates, edits and deletes a testimonial through the dialogs', async () => {
    const { page, errors } = await openScreen();
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await field(dialog, 'Name').fill('Jordan Whistler');
    await field(dialog, 'Position').fill('Varsity Official');
    await field(dialog, 'Testimonial').fill('The film sessions changed how I see the floor.');
    await dialog.getByLabel(/Featured/).click();
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await toast(page, 'Testimonial created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await poll(async () => await named('Jordan Whistler')).toMatchObject({
      position: 'Varsity Official',
      quote: 'The film sessions changed how I see the floor.',
      featured: true,
    });
    await row(page, 'Jordan Whistler').getByText('Featured', { exact: true }).waitFor();

    await row(page, 'Jordan Whistler').getByRole('button', { name: 'Edit Jordan Whistler' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await field(edit, 'Position').fill('College Official');
    await edit.getByLabel(/Featured/).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Testimonial updated successfully').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await poll(async () => await named('Jordan Whistler')).toMatchObject({ position: 'College Official', featured: false });
    await row(page, 'Jordan Whistler').getByText('Standard', { exact: true }).waitFor();

    await row(page, 'Jordan Whistler').getByRole('button', { name: 'Delete Jordan Whistler' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Testimonial' });
    await confirm.getByText(/cannot be undone/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Testimonial deleted successfully').waitFor();
    await poll(async () => await named('Jordan Whistler')).toBeUndefined();
    await poll(() => row(page, 'Jordan Whistler').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('toggles featured with the star, sending only { featured }', async () => {
    const { page } = await openScreen();
    const target = (await testimonials()).find((testimonial) => !testimonial.featured) ?? (await testimonials())[0]!;
    const star = row(page, target.name).getByRole('button', { name: target.featured ? `Remove ${target.name} from featured` : `Feature ${target.name}` });
    expect(await star.getAttribute('aria-pressed')).toBe(String(target.featured));
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/testimonials/${target.id}`)),
      star.click(),
    ]);
    expect(request.postDataJSON()).toEqual({ featured: !target.featured });
    await toast(page, 'Testimonial featured status updated').waitFor();
    await poll(async () => (await named(target.name))?.featured).toBe(!target.featured);
    await row(page, target.name).getByText(target.featured ? 'Standard' : 'Featured', { exact: true }).waitFor();
    const after = await named(target.name);
    expect(after).toMatchObject({ position: target.position, quote: target.quote });

    // And back.
    const [back] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/testimonials/${target.id}`)),
      row(page, target.name).getByRole('button', { name: target.featured ? `Feature ${target.name}` : `Remove ${target.name} from featured` }).click(),
    ]);
    expect(back.postDataJSON()).toEqual({ featured: target.featured });
    await poll(async () => (await named(target.name))?.featured).toBe(target.featured);
    await page.context().close();
  });

  it('shows the server message in an Error toast when a change fails', async () => {
    const { page } = await openScreen();
    await page.route('**/api/testimonials', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await field(dialog, 'Name').fill('Casey Block');
    await field(dialog, 'Position').fill('Youth Official');
    await field(dialog, 'Testimonial').fill('A great first season with the academy.');
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await toast(page, 'Failed to create testimonial').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await page.context().close();
  });

  it('fits a 390 px screen: the table scrolls inside its frame', async () => {
    const { page, errors } = await openScreen(390, 844);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    const frame = page.locator('[data-slot="table-container"]');
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/table-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await dialog.getByText('Quote must be at least 10 characters').waitFor();
    await settle(dialog);
    await page.screenshot({ path: `${SHOTS}/create-errors-390.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
