// Change Password (SPEC sections 2, 5, 8) in a real browser against the built server: the messages,
// the server's message on a wrong current password, the disabled form while submitting, the green
// Success banner and toast, then Logout and a login with the new password, and back again.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSession, signIn } from '../helpers/admin-session.js';
import { ADMIN } from '../helpers/admin-credentials.js';
import { openAdminScreen, toast } from '../helpers/locators.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const NEW_PASSWORD = 'fresh-whistle-22';

const session = adminSession();
const SHOTS = screenshotDir('/tmp/admin-content-shots');

const openScreen = (page: Page) => openAdminScreen(page, session.server, '/admin/change-password', 'Change Password');
/** A fresh signed-in page on the Change Password screen. */
// Its own session: a change of password may end the admin's other sessions, and the test logs out.
const signedInScreen = () => session.signedInScreen('/admin/change-password', 'Change Password', {}, 'own');

// Password inputs have no role: find them by label (the required marker follows the text).
const current = (page: Page) => page.getByLabel(/^Current Password/);
const next = (page: Page) => page.getByLabel(/^New Password/);
const confirm = (page: Page) => page.getByLabel(/^Confirm New Password/);
const submit = (page: Page) => page.getByRole('button', { name: 'Change Password' }).click();

async function fill(page: Page, currentPassword: string, newPassword: string, confirmPassword = newPassword) {
  await current(page).fill(currentPassword);
  await next(page).fill(newPassword);
  await confirm(page).fill(confirmPassword);
}

async function apiLogin(password: string) {
  const response = await fetch(`${session.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password }),
  });
  return response.status;
}

describe('Admin Change Password', () => {
  // A form that sends nothing, or a wrong current password, changes nothing: the file's session is enough.
  it('shows SPEC messages and sends nothing while the form is invalid; shows the server message when the current password is wrong', async () => {
    const { page, errors } = await session.signedInScreen('/admin/change-password', 'Change Password');
    expect(await page.getByText('Password must be at least 8 characters.').count()).toBe(1); // the hint
    const posts: string[] = [];
    const seePost = (request: Request) => {
      if (request.url().includes('/api/auth/change-password')) posts.push(request.method());
    };
    page.on('request', seePost);

    await submit(page);
    await page.getByText('Current password is required', { exact: true }).waitFor();
    await page.getByText('New password must be at least 8 characters', { exact: true }).waitFor();
    await page.getByText('Please confirm your new password', { exact: true }).waitFor();
    for (const input of [current(page), next(page), confirm(page)]) expect(await input.getAttribute('aria-invalid')).toBe('true');

    await fill(page, ADMIN.password, 'short');
    await submit(page);
    await page.getByText('New password must be at least 8 characters', { exact: true }).waitFor();

    await fill(page, ADMIN.password, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await submit(page);
    await page.getByText("Passwords don't match", { exact: true }).waitFor();
    expect(await confirm(page).getAttribute('aria-invalid')).toBe('true');
    expect(await confirm(page).getAttribute('aria-describedby')).toContain('error');
    expect(await next(page).getAttribute('aria-invalid')).toBeNull();
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, { path: `${SHOTS}/change-password-errors-390.png`, fullPage: true });
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
    page.off('request', seePost);

    await page.setViewportSize({ width: 1280, height: 900 });
    await fill(page, 'not-my-password', NEW_PASSWORD);
    await submit(page);
    await page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).first().waitFor();
    expect(await page.getByText('Success', { exact: true }).count()).toBe(0);
    expect(await apiLogin(ADMIN.password)).toBe(200);
    await page.context().close();
  });

  it('changes the password (form disabled meanwhile), logs out, logs in with the new one, and changes it back', async () => {
    const { page } = await signedInScreen();
    await keepScreenshot(page, { path: `${SHOTS}/change-password-1280.png`, fullPage: true });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/change-password', async (route) => {
      await held;
      await route.continue();
    });
    await fill(page, ADMIN.password, NEW_PASSWORD);
    await submit(page);
    await page.getByRole('button', { name: 'Changing Password...' }).waitFor();
    for (const input of [current(page), next(page), confirm(page)]) expect(await input.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Changing Password...' }).isDisabled()).toBe(true);
    release();

    await page.getByRole('status').filter({ hasText: 'Success' }).filter({ hasText: 'Your password has been updated successfully.' }).first().waitFor();
    await toast(page, 'Password Changed', { exact: true }).waitFor();
    expect(await current(page).inputValue()).toBe('');
    expect(await current(page).isDisabled()).toBe(false);
    await keepScreenshot(page, { path: `${SHOTS}/change-password-success-1280.png`, fullPage: true });
    expect(await apiLogin(ADMIN.password)).toBe(401);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    // Signing in through the form with the new password is part of what is under test here.
    await signIn(page, session.server, NEW_PASSWORD);

    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page);
    await fill(page, NEW_PASSWORD, ADMIN.password);
    await submit(page);
    await page.getByText('Your password has been updated successfully.', { exact: true }).first().waitFor();
    await keepScreenshot(page, { path: `${SHOTS}/change-password-success-390.png`, fullPage: true });
    expect(await apiLogin(ADMIN.password)).toBe(200);
    expect(await apiLogin(NEW_PASSWORD)).toBe(401);
    await page.context().close();
  });
});
