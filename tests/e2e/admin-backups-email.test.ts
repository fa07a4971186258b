import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../client/lib/api.js';
import { adminSession } from '../helpers/admin-session.js';
import { toast } from '../helpers/locators.js';
import { register } from '../helpers/registrations.js';

// SMTP points at a closed port: every message falls through to the file log, and the settings (with a
// password) are there to be shown hidden.
const session = adminSession({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1', SMTP_USER: 'mailer', SMTP_PASS: 's3cret-pass' });
// The tests take turns on one signed-in page.
const shared = session.sharedPage();
beforeAll(async () => {
  for (const email of ['first@example.com', 'second@example.com']) await register(session.server.url, { email });
});

describe('Registration Backups', () => {
  it('creates, restores and deletes a backup with SPEC’s toasts and the restore warning', async () => {
    const { page, errors } = await shared.screen('/admin/backups', 'Registration Backups');
    expect(await page.getByRole('link', { name: 'Back to Admin' }).getAttribute('href')).toBe('/admin');

    await page.getByRole('button', { name: 'Create Backup' }).click();
    await toast(page, 'Backup Created').waitFor();
    const row = page.getByRole('row').filter({ hasText: /registrations-.*\.json/ });
    await row.first().waitFor();
    expect(await row.first().textContent()).toMatch(/\d+\.\d{2} (B|KB|MB)/);
    expect(await row.first().getByRole('cell', { name: 'N/A' }).count()).toBe(1);

    await row.first().getByRole('button', { name: /^Restore / }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore Backup' });
    expect(await dialog.textContent()).toMatch(/does not delete existing records and may create duplicates/);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Successfully restored 2 registrations from backup.').waitFor();
    const stored = await fetch(`${session.server.url}/api/registrations`, { headers: { authorization: `Bearer ${await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)}` } });
    expect(((await stored.json()) as { data: unknown[] }).data).toHaveLength(4);

    await row.first().getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog', { name: 'Delete Backup' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Backup Deleted').waitFor();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('Email Testing Tools', () => {
  it('validates the address, sends the three test emails (to the file log here) and shows the SMTP settings with the password hidden', async () => {
    const { page } = await shared.screen('/admin/email-test', 'Email Testing Tools');
    expect(await page.getByRole('tab', { name: 'Test Results' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Test SMTP Connection' }).isDisabled()).toBe(true);

    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Test Emails' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    await page.getByLabel('Email Address').fill('coach@example.com');
    await page.getByRole('button', { name: 'Send Test Emails' }).click();
    await expect.poll(() => page.getByText('Logged to file').count(), { timeout: 20_000 }).toBe(3);
    expect(await page.getByRole('tab', { name: 'Test Results' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'Try Another Email' }).click();
    await page.getByLabel('Email Address').fill('coach@example.com');
    await page.getByRole('button', { name: 'Test SMTP Connection' }).click();
    const config = page.getByRole('table', { name: 'SMTP configuration' });
    await config.waitFor({ timeout: 20_000 });
    expect(await config.textContent()).toContain('Hidden');
    expect(await page.locator('main').textContent()).not.toContain('s3cret-pass');
  });
});

describe('Email System Guide', () => {
  it('shows the three tabs, the fallback order and the statuses', async () => {
    const { page } = await shared.screen('/admin/email-guide', 'Email System Guide');
    for (const tab of ['Overview', 'Troubleshooting', 'Email Templates']) expect(await page.getByRole('tab', { name: tab }).count()).toBe(1);
    const text = await page.locator('main').textContent();
    for (const status of ['Pending Verification', 'Network Restricted', 'Active & Working']) expect(text).toContain(status);
    await page.getByRole('tab', { name: 'Email Templates' }).click();
    const templates = await page.locator('main').textContent();
    expect(templates?.toLowerCase()).toContain('payment confirmation');
  });
});
