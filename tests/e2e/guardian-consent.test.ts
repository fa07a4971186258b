// The guardian's consent form (issue 15, point 1) in Chromium against the built server: the link from
// the consent email opens a form that works with JavaScript switched off, a refused post shows each
// message and keeps what was typed, the signature ends on the thank-you, and the form fits 390 px in
// the light and dark themes with nothing serious for axe (screenshots in /tmp/shots).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeFindings, THEME_RULES } from '../helpers/axe.js';
import { register } from '../helpers/registrations.js';
import { scriptOnOffPages } from '../helpers/script-pages.js';
import { keepScreenshot, screenshotDir, siteSession } from '../helpers/site-session.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';

const LINK = /\/consent\/[A-Za-z0-9_-]{43}/;

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
});
afterAll(() => smtp?.stop());

const session = siteSession(() => ({
  SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', EMAIL_FROM: 'Phoenix Referee Training <no-reply@example.com>', ADMIN_NOTIFY_EMAIL: 'office@example.com',
}));
const SHOTS = screenshotDir('/tmp/shots');

/** A 15-year-old's registration naming a parent; the consent email's link (a path). */
async function consentLink(parent: string): Promise<string> {
  await register(session.server.url, { email: parent.replace('parent', 'minor'), dateOfBirth: '2011-03-14', parentGuardianName: 'Pat Guardian', parentGuardianEmail: parent, parentGuardianRelationship: 'Mother' });
  const email = await smtp.waitForEmail(parent, { matching: (message) => message.subject.startsWith('Consent needed'), timeoutMs: 15_000 });
  const path = LINK.exec(email.text)?.[0];
  expect(path, email.text).toBeDefined();
  return path!;
}

const open = scriptOnOffPages(session);

describe('the consent form', () => {
  it('is filled in and signed with JavaScript switched off; a refused post keeps what was typed', async () => {
    const link = await consentLink('nojs-parent@example.com');
    const { page, errors, status } = await open(link, { javaScriptEnabled: false });
    expect(status).toBe(200);
    await page.getByRole('heading', { name: 'Parent/Guardian Consent', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Liability waiver', level: 2 }).waitFor();
    expect(await page.getByLabel('Your full name', { exact: true }).inputValue()).toBe('Pat Guardian');

    await page.getByLabel('Phone', { exact: true }).fill('(602) 555-0147');
    await page.getByLabel('Type your full name to sign').fill('Someone Else');
    await page.getByRole('button', { name: 'Sign consent' }).click();
    await page.getByText('Please check the form').waitFor();
    await page.getByText('You must agree to the liability waiver').waitFor();
    await page.getByText('Type your name exactly as entered above to sign').waitFor();
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('(602) 555-0147');
    expect(await page.getByLabel('Type your full name to sign').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel(/I consent to photos/).check();
    await page.getByLabel(/I have read the liability waiver/).check();
    await page.getByLabel('Type your full name to sign').fill('Pat Guardian');
    await page.getByRole('button', { name: 'Sign consent' }).click();
    await page.getByRole('heading', { name: 'Thank You: Consent Signed', level: 1 }).waitFor();
    await keepScreenshot(page, { path: `${SHOTS}/consent-signed-1280-light.png`, fullPage: true });
    // The refused post's page came back as a 400, as it should; nothing else went wrong.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);

    // The link is used up: opened again, it says so.
    const again = await open(link, { javaScriptEnabled: false });
    expect(again.status).toBe(410);
    await again.page.getByText('has already been signed').waitFor();
  });

  // Each width once: 1280 px in the light theme, checked whole by axe, and 390 px in the dark one, where
  // axe checks only what the theme changes (THEME_RULES).
  it('fits 1280 px (light) and 390 px (dark) without sideways scrolling, and axe finds nothing serious in either theme', async () => {
    const link = await consentLink('layout-parent@example.com');
    for (const [width, colorScheme] of [[1280, 'light'], [390, 'dark']] as const) {
      // Script on (CSP bypassed for axe): the theme script picks the dark theme; the page has no other script.
      const { page, errors, status } = await open(link, { javaScriptEnabled: true, bypassCSP: true, width, colorScheme });
      expect(status).toBe(200);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${colorScheme} at ${width}`).toBeLessThanOrEqual(width);
      await keepScreenshot(page, { path: `${SHOTS}/consent-form-${width}-${colorScheme}.png`, fullPage: true });
      if (colorScheme === 'light') await expectNoSeriousAxeFindings(page, ['color-contrast', 'label'], `consent form, ${colorScheme} at ${width}`);
      else await expectNoSeriousAxeFindings(page, ['color-contrast'], `consent form, ${colorScheme} at ${width}`, THEME_RULES);
      expect(errors).toEqual([]);
    }
  });
});
