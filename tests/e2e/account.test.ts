// Officials' accounts in Chromium (issue 29): asking for a sign-in link and using it with the keyboard
// alone at 390 px, the account with a guardian's child, both themes checked with axe, signing out; a
// used link says so and offers a new one. The rules (expiry, reuse, limits, access) are API tests.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_SENT, SIGN_IN_LINK_UNUSABLE } from '../../common/schemas/account.js';
import { expectNoSeriousAxeFindings } from '../helpers/axe.js';
import { openPage } from '../helpers/browser.js';
import { smtpAndStripeForFile, smtpEnv } from '../helpers/mail-and-stripe.js';
import { register } from '../helpers/registrations.js';
import { showColorScheme } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir, siteSession } from '../helpers/site-session.js';

const servers = smtpAndStripeForFile();
const session = siteSession(() => smtpEnv(servers.smtp));
const SHOTS = screenshotDir('/tmp/account-shots');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const GUARDIAN = 'morgan.parent@example.com';
const LINK = /\/account\/sign-in\/[A-Za-z0-9_-]{43}/;

beforeAll(async () => {
  await register(session.server.url, { email: GUARDIAN, firstName: 'Morgan', lastName: 'Parent' });
  await register(session.server.url, {
    email: 'casey.child@example.com', firstName: 'Casey', lastName: 'Child', dateOfBirth: '2013-03-09',
    parentGuardianName: 'Morgan Parent', parentGuardianEmail: GUARDIAN, parentGuardianPhone: '602-555-0111', parentGuardianRelationship: 'Mother',
  });
});

/** Asks for a link on /account/sign-in with the keyboard alone and returns the emailed path. */
async function askWithKeyboard(page: Page, email: string): Promise<string> {
  const links = () => servers.smtp.emailsTo(email).filter((message) => LINK.test(message.text));
  const before = links().length;
  await page.goto(`${session.server.url}/account/sign-in`);
  const field = page.getByLabel('Email');
  while (!(await field.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: SIGN_IN_LINK_SENT }).waitFor();
  // The newest link's email, once it is here.
  const message = await servers.smtp.waitForEmail(email, { matching: (sent) => LINK.test(sent.text) && links().length > before, timeoutMs: 15_000 });
  const path = LINK.exec(message.text)?.[0];
  expect(path, message.text).toBeDefined();
  return path!;
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

describe("an official's account", () => {
  it('signs in from the emailed link with the keyboard at 390 px, shows a guardian each child, in both themes, and signs out', async () => {
    const { page, errors } = await openPage(session.browser, PHONE);
    const path = await askWithKeyboard(page, GUARDIAN);
    await noSidewaysScroll(page);
    await expectNoSeriousAxeFindings(page, ['color-contrast', 'label'], 'sign-in, light');

    await page.goto(`${session.server.url}${path}`);
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    while (!(await signIn.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${session.server.url}/account`);
    await page.getByRole('heading', { name: 'Your account', level: 1, exact: true }).waitFor();
    expect(await page.getByText(GUARDIAN, { exact: true }).count()).toBe(1);
    const registrations = page.getByRole('region', { name: 'Registrations' }).getByRole('listitem');
    expect(await registrations.count()).toBe(2);
    expect(await registrations.filter({ hasText: 'For Casey Child, as their parent or guardian' }).count()).toBe(1);
    expect(await registrations.filter({ hasText: 'Awaiting guardian' }).count()).toBe(1);
    await noSidewaysScroll(page);
    await keepScreenshot(page, { path: `${SHOTS}/account-390-light.png`, fullPage: true });
    await expectNoSeriousAxeFindings(page, ['color-contrast', 'button-name', 'heading-order'], 'account, light');
    await showColorScheme(page, 'dark');
    await expectNoSeriousAxeFindings(page, ['color-contrast', 'button-name'], 'account, dark');
    await keepScreenshot(page, { path: `${SHOTS}/account-390-dark.png`, fullPage: true });

    // The child's consent form and the guardian's own page open from the account, by fresh private links.
    await registrations.filter({ hasText: 'Casey Child' }).getByRole('button', { name: 'Sign the consent form' }).click();
    await page.waitForURL(/\/consent\/[A-Za-z0-9_-]{43}$/);
    await page.goBack();
    await registrations.filter({ hasText: 'Morgan Parent' }).getByRole('button', { name: 'View registration' }).click();
    await page.waitForURL(/\/my-registration\/[A-Za-z0-9_-]{43}$/);
    await page.getByRole('heading', { name: 'Your Registration', level: 1 }).waitFor();
    await page.goBack();

    // The session is the official's cookie: a reload keeps it; signing out everywhere ends it.
    await page.reload();
    await page.getByRole('heading', { name: 'Your account', level: 1, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(`${session.server.url}/account/sign-in`);
    await page.goto(`${session.server.url}/account`);
    await page.waitForURL(`${session.server.url}/account/sign-in`);
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await page.context().close();
  });

  it('a used link says so and offers a new one', async () => {
    const { page } = await openPage(session.browser, PHONE);
    const path = await askWithKeyboard(page, GUARDIAN);
    const used = await fetch(`${session.server.url}/api/account/sign-in`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: path.split('/').at(-1) }),
    });
    expect(used.status).toBe(200);
    await page.goto(`${session.server.url}${path}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: SIGN_IN_LINK_UNUSABLE }).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL(`${session.server.url}/account/sign-in`);
    await page.context().close();
  });
});
