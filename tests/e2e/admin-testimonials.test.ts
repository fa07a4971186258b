// Admin Testimonials (SPEC sections 2, 4, 5, 7, 8) in a real browser against the built server: create,
// edit and delete through the dialogs with a re-read, every validation message, and the star toggle
// sending only { featured }. The tests take turns on one signed-in page, three loads of the screen.
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../../common/schemas/testimonial.js';
import { adminSession } from '../helpers/admin-session.js';
import { closeWithEscape, expectFailedAdd, field, fillFields, openDialog, phoneAddShowsMessages, poll, rowWithCell, settled, submitForMessages, toast } from '../helpers/locators.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const SHOTS = screenshotDir('/tmp/admin-testimonials-shots');
/** The add form's messages for its three fields, empty or too short. */
const NEW_TESTIMONIAL_MESSAGES = ['Name must be at least 2 characters', 'Position must be at least 2 characters', 'Quote must be at least 10 characters'];

const testimonials = () => session.data<Testimonial[]>('/api/testimonials');
const named = async (name: string) => (await testimonials()).find((testimonial) => testimonial.name === name);

const shared = session.sharedPage();

/** The file's signed-in page on the testimonials screen, its table shown. */
async function openScreen(width = 1280, height = 900) {
  const opened = await shared.screen('/admin/testimonials', 'Testimonials', { viewport: { width, height } });
  await opened.page.getByRole('table', { name: 'Testimonials' }).waitFor();
  return opened;
}

describe('Admin Testimonials', () => {
  it('lists the testimonials with Featured and Standard badges, and toggles featured with the star, sending only { featured }', async () => {
    const { page, errors } = await openScreen();
    const stored = await testimonials();
    expect(stored.length).toBeGreaterThan(0);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Name', 'Position', 'Testimonial', 'Status', 'Actions']);
    for (const testimonial of stored) {
      await rowWithCell(page, testimonial.name).getByText(testimonial.featured ? 'Featured' : 'Standard', { exact: true }).waitFor();
    }
    await keepScreenshot(page, { path: `${SHOTS}/table-1280.png`, fullPage: true });

    // The star.
    const target = (await testimonials()).find((testimonial) => !testimonial.featured) ?? (await testimonials())[0]!;
    const star = rowWithCell(page, target.name).getByRole('button', { name: target.featured ? `Remove ${target.name} from featured` : `Feature ${target.name}` });
    expect(await star.getAttribute('aria-pressed')).toBe(String(target.featured));
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/testimonials/${target.id}`)),
      star.click(),
    ]);
    expect(request.postDataJSON()).toEqual({ featured: !target.featured });
    await toast(page, 'Testimonial featured status updated').waitFor();
    await poll(async () => (await named(target.name))?.featured).toBe(!target.featured);
    await rowWithCell(page, target.name).getByText(target.featured ? 'Standard' : 'Featured', { exact: true }).waitFor();
    const after = await named(target.name);
    expect(after).toMatchObject({ position: target.position, quote: target.quote });

    // And back.
    const [back] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/testimonials/${target.id}`)),
      rowWithCell(page, target.name).getByRole('button', { name: target.featured ? `Feature ${target.name}` : `Remove ${target.name} from featured` }).click(),
    ]);
    expect(back.postDataJSON()).toEqual({ featured: target.featured });
    await poll(async () => (await named(target.name))?.featured).toBe(target.featured);
    expect(errors).toEqual([]);
  });

  it('shows every validation message of SPEC section 5 in the create and edit forms, and fits a 390 px screen (the table scrolls inside its frame)', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDialog(page, 'Add Testimonial');
    await dialog.waitFor();
    await submitForMessages(dialog, 'Add Testimonial', NEW_TESTIMONIAL_MESSAGES);
    expect(await field(dialog, 'Name').getAttribute('aria-invalid')).toBe('true');
    await fillFields(dialog, { Name: 'A', Position: 'B', Testimonial: 'Too short' });
    await submitForMessages(dialog, 'Add Testimonial', NEW_TESTIMONIAL_MESSAGES);
    await settled(dialog);
    await keepScreenshot(page, { path: `${SHOTS}/create-errors-1280.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The edit form (all fields optional) still checks what it is given.
    const first = (await testimonials())[0]!;
    await rowWithCell(page, first.name).getByRole('button', { name: `Edit ${first.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await edit.waitFor();
    expect(await field(edit, 'Name').inputValue()).toBe(first.name);
    await fillFields(edit, { Position: 'X', Testimonial: 'short' });
    await submitForMessages(edit, 'Save Changes', ['Position must be at least 2 characters', 'Quote must be at least 10 characters']);
    await closeWithEscape(page, edit);
    // Nothing was sent.
    expect((await named(first.name))?.position).toBe(first.position);

    await phoneAddShowsMessages(page, SHOTS, 'Add Testimonial', ['Quote must be at least 10 characters'], 'create-errors-390.png');
    expect(errors).toEqual([]);
  });

  it('creates, edits and deletes a testimonial through the dialogs; a failed create shows the server message in an Error toast', async () => {
    const { page, errors } = await openScreen();
    const dialog = await openDialog(page, 'Add Testimonial');
    await fillFields(dialog, { Name: 'Jordan Whistler', Position: 'Varsity Official', Testimonial: 'The film sessions changed how I see the floor.' });
    await dialog.getByLabel(/Featured/).click();
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
    await toast(page, 'Testimonial created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await poll(async () => await named('Jordan Whistler')).toMatchObject({
      position: 'Varsity Official',
      quote: 'The film sessions changed how I see the floor.',
      featured: true,
    });
    await rowWithCell(page, 'Jordan Whistler').getByText('Featured', { exact: true }).waitFor();

    await rowWithCell(page, 'Jordan Whistler').getByRole('button', { name: 'Edit Jordan Whistler' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
    await field(edit, 'Position').fill('College Official');
    await edit.getByLabel(/Featured/).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Testimonial updated successfully').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await poll(async () => await named('Jordan Whistler')).toMatchObject({ position: 'College Official', featured: false });
    await rowWithCell(page, 'Jordan Whistler').getByText('Standard', { exact: true }).waitFor();

    await rowWithCell(page, 'Jordan Whistler').getByRole('button', { name: 'Delete Jordan Whistler' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Testimonial' });
    await confirm.getByText(/cannot be undone/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Testimonial deleted successfully').waitFor();
    await poll(async () => await named('Jordan Whistler')).toBeUndefined();
    await poll(() => rowWithCell(page, 'Jordan Whistler').count()).toBe(0);
    expect(errors).toEqual([]);

    await expectFailedAdd(page, '**/api/testimonials', 'Add Testimonial', { Name: 'Casey Block', Position: 'Youth Official', Testimonial: 'A great first season with the academy.' }, 'Failed to create testimonial');
  });
});
