// Issue 13, points 1 and 4, on a 390 px phone in test mode: a program's card and registration dialog
// show the prices its tiers set (the server charges them), the order summary and the confirmation show
// the bundle on its own line and never "Amount Paid" when nothing was taken, closing the payment
// overlay leaves a Pay now action, the payment pages carry the site's header with Back, and the admin
// program form labels its tier columns and shows full tier names.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { adminSession } from '../helpers/admin-session.js';
import { openLanding, poll, toast } from '../helpers/locators.js';
import { heading, openPaymentPage } from '../helpers/payment-pages.js';
import { birthDate, fillRegistration, openRegistrationDialog } from '../helpers/registration-dialog.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const shots = screenshotDir('/tmp/e2e-program-prices');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PROGRAM = 'Tiered Prices Clinic';
// SPEC's six tiers, each at a price other than its default.
const TIERS = DEFAULT_PRICE_TIERS.map(({ name }, index) => ({ name, price: [10, 40, 50, 80, 65, 95][index]! }));
const LONG_EMAIL = 'morgan.alexandria.ellis-fitzgerald.officiating@verylongdomainname-example.com';

beforeAll(async () => {
  const response = await session.api('POST', '/api/programs', {
    name: PROGRAM, description: 'A clinic whose price tiers differ from the defaults.', duration: '2 weeks', price: 50, priceTiers: TIERS,
  });
  expect(response.status).toBe(201);
});

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Registers an adult for the tiered program with the bundle and returns the payment overlay. */
async function registerWithBundle(page: Page) {
  const dialog = await openRegistrationDialog(page, PROGRAM);
  await fillRegistration(dialog, {
    'First name': 'Morgan', 'Last name': 'Ellis', 'Date of birth': birthDate(30), Email: LONG_EMAIL, Phone: '(602) 555-0142',
    'Emergency contact name': 'Jamie Ellis', 'Emergency contact phone': '(602) 555-0143', 'Relationship to you': 'Sibling',
  });
  await dialog.getByRole('checkbox', { name: /Whistle\/Ref Shirt Bundle/ }).click();
  expect(await dialog.getByText(/^Total:/).innerText()).toBe('Total: $80.00');
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  const overlay = page.getByRole('dialog', { name: 'Complete your payment' });
  await overlay.waitFor();
  expect(await overlay.innerText()).toContain('$80.00');
  return overlay;
}

describe('prices a program’s tiers set, on a phone', () => {
  it('the card and the dialog show the same package prices, and the total follows the package and the bundle', async () => {
    const { page, errors } = await openLanding(session.browser, session.server, PHONE);
    const card = page.locator('li', { has: page.getByRole('heading', { name: PROGRAM }) });
    const cardText = await card.innerText();
    // SPEC's price line stays; the package prices the dialog charges are beside it.
    expect(cardText).toContain('$50.00');
    expect(cardText).toContain('Youth $10.00 · New Official $50.00 · Experienced Official $65.00');
    expect(cardText).toContain('Whistle/Ref Shirt Bundle +$30.00');

    const dialog = await openRegistrationDialog(page, PROGRAM);
    const packages = dialog.getByRole('radiogroup');
    for (const [name, price] of [['Youth', '$10.00'], ['New Official', '$50.00'], ['Experienced Official', '$65.00']]) {
      expect(await packages.locator('label', { hasText: name }).first().innerText()).toContain(price);
    }
    expect(await dialog.getByText(/^Total:/).innerText()).toBe('Total: $50.00');
    await dialog.getByRole('radio', { name: /^Experienced Official\b/ }).click();
    expect(await dialog.getByText(/^Total:/).innerText()).toBe('Total: $65.00');
    await dialog.getByRole('checkbox', { name: /Whistle\/Ref Shirt Bundle/ }).click();
    expect(await dialog.getByText(/\(\+\$30\.00\)/).count()).toBe(1);
    expect(await dialog.getByText(/^Total:/).innerText()).toBe('Total: $95.00');
    await keepScreenshot(page, { path: `${shots}/dialog-390.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('closing the payment overlay leaves Pay now; the checkout shows the bundle line, a header and Back; the confirmation never says Amount Paid', async () => {
    const { page, errors } = await openLanding(session.browser, session.server, PHONE);
    const overlay = await registerWithBundle(page);
    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });

    const payLater = toast(page, 'Payment not completed');
    await payLater.waitFor();
    expect(await payLater.innerText()).toContain('Pay the $80.00 fee');
    await payLater.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await summary.waitFor();
    const lines = await summary.locator('dl > div').allInnerTexts();
    expect(lines.map((line) => line.replace(/\s+/g, ' '))).toEqual([
      `New Official Registration ${PROGRAM} $50.00`,
      'Whistle/Ref Shirt Bundle (shirt size L) $30.00',
      'Total $80.00',
    ]);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link').first().getAttribute('href')).toBe('/');
    // The header reads "Back to website" on a phone too (issue 27).
    expect(await header.getByRole('link', { name: 'Back to website', exact: true }).isVisible()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await keepScreenshot(page, { path: `${shots}/checkout-390.png`, fullPage: true });

    await page.getByRole('button', { name: 'Complete Test Registration' }).click();
    await heading(page, 'Thank you for your registration!').waitFor();
    const details = await page.locator('main dl').innerText();
    expect(details).toContain('Whistle/Ref Shirt Bundle (shirt size L)');
    expect(details).toContain('Total (not charged)');
    expect(details).not.toContain('Amount Paid');
    expect(await noSidewaysScroll(page)).toBe(true);
    // The long email wraps inside its column without squeezing the others to a letter per line.
    expect((await page.locator('main dd', { hasText: 'Morgan Ellis' }).boundingBox())!.height).toBeLessThan(30);
    expect((await page.locator('main dd', { hasText: LONG_EMAIL.slice(0, 10) }).boundingBox())!.width).toBeGreaterThan(150);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Back to website' }).getAttribute('href')).toBe('/');
    await keepScreenshot(page, { path: `${shots}/confirmation-390.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Back on the checkout returns to the page before', async () => {
    const { page, errors } = await openPaymentPage(session);
    await page.goto(`${session.server.url}/`);
    await page.goto(`${session.server.url}/checkout?amount=40&packageType=new`);
    await page.getByRole('region', { name: 'Order Summary' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Back to website', exact: true }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the admin program form labels the tier columns and shows each tier’s full name', async () => {
    const { page, errors } = await session.signedInScreen('/admin/programs', 'Programs', PHONE);
    await page.getByRole('button', { name: 'Add Program' }).click();
    const dialog = page.getByRole('dialog');
    const tiers = dialog.getByRole('group', { name: 'Price tiers' });
    for (const caption of ['Name', 'Price', 'Description']) expect(await tiers.getByText(caption, { exact: true }).first().isVisible()).toBe(true);
    const longest = dialog.getByLabel('Tier 6 name', { exact: true });
    expect(await longest.inputValue()).toBe('Experienced Official + Equipment Bundle');
    // It wraps rather than scrolls: every character is in view.
    expect(await longest.evaluate((input) => input.scrollWidth <= input.clientWidth && input.scrollHeight <= input.clientHeight + 1)).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await longest.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `${shots}/admin-tiers-390.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the admin program form’s headline price (issue 27)', () => {
  it('says "Price (USD)" is the card’s headline and warns while it differs from the New Official fee', async () => {
    const { page, errors } = await session.signedInScreen('/admin/programs', 'Programs', PHONE);
    await page.getByRole('button', { name: 'Add Program' }).click();
    const dialog = page.getByRole('dialog');
    const price = dialog.getByLabel('Price (USD)', { exact: true });
    const description = () => price.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
    expect(await description()).toContain('The headline price on the program’s card');
    const warning = dialog.getByTestId('headline-price-warning');
    expect(await warning.count()).toBe(0);

    await price.fill('50');
    await poll(() => warning.textContent()).toBe('The card will show $50.00, but the New Official package costs $40.00.');
    expect(await description()).toContain('costs $40.00');
    await price.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `${shots}/admin-headline-price-390.png` });
    await price.fill('40');
    await warning.waitFor({ state: 'detached' });
    // The tier a New Official pays follows the rows as typed.
    await dialog.getByLabel('Tier 3 price', { exact: true }).fill('45');
    await poll(() => warning.textContent()).toBe('The card will show $40.00, but the New Official package costs $45.00.');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
