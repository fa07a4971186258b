// "Email Registrants" on Admin Programs (issue 16, point 3): write, preview the rendered email and the
// recipient count, send; on a phone (390 px) and a desktop, light and dark.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Program } from '../../common/schemas/program.js';
import { adminSession } from '../helpers/admin-session.js';
import { field, settled, toast } from '../helpers/locators.js';
import { register } from '../helpers/registrations.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
/** The admin's page the file's tests take turns on (see AdminSession.sharedPage). */
const admin = session.sharedPage();
const SHOTS = screenshotDir('/tmp/announcements-shots');

/** A new active program with two registrants (and one cancelled, who is not counted). */
async function programWithRegistrants(): Promise<Program> {
  const seed = await session.data<Program>('/api/programs/1');
  const response = await session.api('POST', '/api/programs', {
    name: `Rules Clinic ${randomBytes(3).toString('hex')}`, description: 'Rules and mechanics for new officials.', duration: '1 day', priceTiers: seed.priceTiers,
  });
  expect(response.status).toBe(201);
  const program = ((await response.json()) as { data: Program }).data;
  for (const who of ['one', 'two', 'gone']) {
    const registration = await register(session.server.url, { programId: program.id, email: `${who}-${randomBytes(3).toString('hex')}@example.com` });
    if (who === 'gone') expect((await session.api('PUT', `/api/registrations/${registration.id}`, { registrationStatus: 'cancelled' })).status).toBe(200);
  }
  return program;
}

async function openDialogFor(program: Program, width: number, colorScheme: 'light' | 'dark') {
  const opened = await admin.screen('/admin/programs', 'Programs', { viewport: { width, height: 860 }, colorScheme });
  const { page } = opened;
  await page.getByRole('button', { name: `Email registrants of ${program.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Registrants' });
  await dialog.waitFor();
  await settled(dialog);
  return { ...opened, dialog };
}

describe('Email Registrants', () => {
  // The flow does not depend on the theme or the width: whole on a phone in the dark theme; on a
  // desktop in the light one, what the width and colours change (the preview fits, the screenshots).
  it.each([[390, 'dark', 'whole'], [1280, 'light', 'shown']] as const)(
    'previews the email and its recipients, then sends it (%i px, %s: %s)',
    async (width, colorScheme, flow) => {
      const program = await programWithRegistrants();
      const { page, dialog } = await openDialogFor(program, width, colorScheme);

      if (flow === 'whole') {
        // Nothing written yet: the schema's messages, and no preview.
        await dialog.getByRole('button', { name: 'Preview' }).click();
        await dialog.getByText('Subject is required').waitFor();
        await dialog.getByText('Message is required').waitFor();
      }

      await dialog.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Schedule Change' }).click();
      await field(dialog, 'Subject').fill('Saturday moves to the north gym');
      await field(dialog, 'Message').fill('Saturday\'s session is in the north gym.\n\nParking is on the east side.');
      await keepScreenshot(page, { path: `${SHOTS}/compose-${colorScheme}-${width}.png` });
      await dialog.getByRole('button', { name: 'Preview' }).click();

      await dialog.getByTestId('announcement-recipients').waitFor();
      expect(await dialog.getByTestId('announcement-recipients').textContent()).toBe('This email goes to 2 active registrants.');
      expect(await dialog.textContent()).toContain('Schedule Change: Saturday moves to the north gym');
      const email = page.frameLocator('iframe[title="Email preview"]');
      await email.getByText('Parking is on the east side.').waitFor();
      await email.getByText('Dear [First name],').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await keepScreenshot(page, { path: `${SHOTS}/preview-${colorScheme}-${width}.png` });
      if (flow === 'shown') return;

      // Back keeps what was written.
      await dialog.getByRole('button', { name: 'Back' }).click();
      expect(await field(dialog, 'Subject').inputValue()).toBe('Saturday moves to the north gym');
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await dialog.getByRole('button', { name: 'Send' }).click();
      await toast(page, 'Announcement queued for 2 registrants').waitFor();
      await dialog.waitFor({ state: 'hidden' });
    },
  );

  it('does not offer Send when the program has nobody to email', async () => {
    const seed = await session.data<Program>('/api/programs/1');
    const response = await session.api('POST', '/api/programs', { name: `Empty Clinic ${randomBytes(3).toString('hex')}`, description: 'Nobody registered yet.', duration: '1 day', priceTiers: seed.priceTiers });
    const program = ((await response.json()) as { data: Program }).data;
    const { dialog } = await openDialogFor(program, 390, 'light');
    await field(dialog, 'Subject').fill('Hello');
    await field(dialog, 'Message').fill('Anyone there?');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('This program has no active registrants, so nobody would get this email.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
  });
});
