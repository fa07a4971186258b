// The Payments screen (issue 14) in a real browser against the built server pointed at the fake Stripe
// API, with ledger rows made the way production makes them (our PaymentIntent, Stripe's signed
// webhook events): the ledger and its totals, the kind, date and program filters, the CSV file, a
// partial refund from a ledger row and the rest from the registration details, Stripe's refusal in
// its words, the reconciliation panel and the action of each problem, the dashboard's Open Disputes,
// the screen on a phone, and axe (whole in the light theme, the colours in the dark).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../../common/calendar/zone.js';
import { adminSession } from '../helpers/admin-session.js';
import { expectScreenChecked } from '../helpers/axe.js';
import { FakeStripe } from '../helpers/fake-stripe.js';
import { closeWithEscape, expectTableScrollsInsideFrame, poll, settled, toast } from '../helpers/locators.js';
import { isExpectedFailureLog } from '../helpers/payment-pages.js';
import { register, type CreatedRegistration } from '../helpers/registrations.js';
import { showColorScheme, type Visit } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';
import { chargeAgain, deliverEvent, disputePayment, liveStripeEnv, payRegistration, type Paid } from '../helpers/ledger-money.js';

// The fake Stripe API starts first: the server is pointed at its address (and it stops last).
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await new FakeStripe().start();
});
afterAll(async () => {
  await stripe?.stop();
});
const session = adminSession(() => liveStripeEnv(stripe));
const SHOTS = screenshotDir('/tmp/admin-payments-shots');

/** Noon in Phoenix on 2025-03-10: a day of its own for the date filter. */
const LAST_MARCH = new Date(Date.UTC(2025, 2, 10, 19));

let avery: Paid;
let blake: Paid;
let casey: Paid;
let dana: Paid;
let disputeId: string;
let erin: CreatedRegistration;
let finn: CreatedRegistration;

beforeAll(async () => {
  const url = session.server.url;
  avery = await payRegistration(url, stripe, { firstName: 'Avery', lastName: 'Lopez', email: 'avery.lopez@example.com' });
  blake = await payRegistration(url, stripe, { programId: 2, firstName: 'Blake', lastName: 'Kim', email: 'blake.kim@example.com', experienceLevel: 'advanced' }, LAST_MARCH);
  // Charged twice: the second payment is a duplicate.
  casey = await payRegistration(url, stripe, { firstName: 'Casey', lastName: 'Nguyen', email: 'casey.nguyen@example.com' });
  await chargeAgain(url, stripe, casey.registration);
  dana = await payRegistration(url, stripe, { firstName: 'Dana', lastName: 'Brooks', email: 'dana.brooks@example.com' });
  disputeId = await disputePayment(url, dana.intent);
  // Stripe took $35.00 of a $40.00 fee: the payment is recorded, the registration stays pending.
  erin = await register(url, { firstName: 'Erin', lastName: 'Shaw', email: 'erin.shaw@example.com' });
  await chargeAgain(url, stripe, erin, 3500);
  // Marked paid by hand while its PaymentIntent was still open: paid here, no payment from Stripe.
  finn = await register(url, { firstName: 'Finn', lastName: 'Ortiz', email: 'finn.ortiz@example.com' });
  const intent = await fetch(`${url}/api/create-payment-intent`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paymentAmount: finn.paymentAmount, registrationId: finn.id, paymentToken: finn.paymentToken }),
  });
  expect(intent.status).toBe(200);
  // Staff say it is Stripe's card payment (issue 27), so nothing is entered in the ledger by hand.
  expect((await session.api('PUT', `/api/registrations/${finn.id}`, { paymentStatus: 'paid', paymentMethod: 'stripe' })).status).toBe(200);
});

// One signed-in page the tests take turns on, moving from screen to screen by the sidebar's links.
const shared = session.sharedPage({ acceptDownloads: true });
const openPayments = (visit: Visit = {}) => shared.screen('/admin/payments', 'Payments', visit);

/** Goes to another admin screen by the sidebar's link, inside the app, and waits for its heading. */
async function viaSidebar(page: Page, link: string, heading: string) {
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

const ledgerTable = (page: Page) => page.getByRole('table', { name: /^Payments ledger/ });
const ledgerRows = (page: Page) => ledgerTable(page).locator('tbody tr');
const ledgerRow = (page: Page, name: string, kind: 'Payment' | 'Refund' | 'Dispute') =>
  // The kind's cell: the kind, then a payment's Duplicate or Disputed.
  ledgerRows(page).filter({ hasText: name }).filter({ has: page.getByRole('cell', { name: new RegExp(`^${kind}( Duplicate| Disputed)*$`) }) });
const total = (page: Page, label: string) =>
  page.getByRole('region', { name: /^Totals/ }).locator('[data-slot="card"]').filter({ has: page.locator('[data-slot="card-description"]', { hasText: new RegExp(`^${label}$`) }) }).locator('p');
const problems = (page: Page) => page.getByRole('list', { name: 'What disagrees' }).getByRole('listitem');
const problem = (page: Page, title: string, name: string) => problems(page).filter({ hasText: title }).filter({ hasText: name });

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const registrationOf = async (id: number) =>
  (await session.data<{ id: number; paymentStatus: string; refundedCents: number; disputed: boolean }[]>('/api/registrations')).find((row) => row.id === id)!;

/** The refund dialog's amount, reason and confirm button. */
function refundDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Refund Payment' });
  return {
    dialog,
    amount: dialog.getByLabel(/^Amount to refund/),
    reason: dialog.getByRole('combobox', { name: /^Reason/ }),
    confirm: dialog.getByRole('button', { name: /^Refund/ }),
  };
}

describe('the ledger', () => {
  // One load of the screen: the list, the CSV file of all rows, then the filters (and the file of what they match).
  it('lists every payment, refund and dispute, newest first, with the totals; exports the rows the filters match; filters by kind, date range and program', async () => {
    const { page, errors } = await openPayments();
    await poll(() => ledgerRows(page).count()).toBe(7);
    expect(await ledgerTable(page).getByRole('columnheader').allTextContents()).toEqual(['Date', 'Registrant', 'Program', 'Kind', 'Amount', 'Status', 'Stripe ID', 'Actions']);
    // Blake's payment was made last March: it comes last.
    expect(await ledgerRows(page).last().textContent()).toContain('Blake Kim');
    expect(await ledgerRows(page).last().textContent()).toContain('Mar 10, 2025');
    const caseyPayments = ledgerRows(page).filter({ hasText: 'Casey Nguyen' });
    expect(await caseyPayments.count()).toBe(2);
    expect(await caseyPayments.filter({ hasText: 'Duplicate' }).count()).toBe(1);
    const danaPayment = ledgerRow(page, 'Dana Brooks', 'Payment');
    expect(await danaPayment.locator('[data-slot=badge]').allTextContents()).toEqual(['Disputed', 'Paid']);
    const dispute = ledgerRow(page, 'Dana Brooks', 'Dispute');
    expect(await dispute.textContent()).toContain('Needs response');
    expect(await dispute.textContent()).toContain(disputeId);
    expect(await dispute.getByRole('button').count()).toBe(0);
    expect(await ledgerRow(page, 'Erin Shaw', 'Payment').getByRole('cell', { name: '$35.00' }).count()).toBe(1);
    // 40 + 55 + 40 + 40 (the duplicate) + 40 + 35.
    await poll(() => total(page, 'Collected').textContent()).toBe('$250.00');
    expect(await total(page, 'Refunded').textContent()).toBe('$0.00');
    expect(await total(page, 'Net').textContent()).toBe('$250.00');
    expect(await total(page, 'Disputed').textContent()).toBe('$40.00');
    expect(await page.getByRole('region', { name: 'Totals' }).textContent()).toContain('1 open dispute');
    await keepScreenshot(page, { path: `${SHOTS}/payments-1280.png`, fullPage: true });

    // The CSV file, payments-{date}.csv.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    // The organisation's date (the settings' zone), whatever the browser's own zone.
    expect(download.suggestedFilename()).toBe(`payments-${dateInTimeZone(new Date(), DEFAULT_TIME_ZONE)}.csv`);
    const lines = readFileSync((await download.path())!, 'utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Date,Registrant,Program,Kind,Amount,Currency,Status,Stripe ID,Refunded,Duplicate,Disputed,Reason,Registration ID,Method,Note,Recorded By');
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe(`2025-03-10 12:00,Blake Kim,High School Officials Certification Course,Payment,55.00,USD,Paid,${blake.intent.id},0.00,No,No,,${blake.registration.id},Card (Stripe),,`);
    expect(lines.filter((line) => line.includes(',Casey Nguyen,') && line.includes(',Yes,No,'))).toHaveLength(1);
    expect(lines.find((line) => line.includes(`,${disputeId},`))).toMatch(/,Dispute,40\.00,USD,Needs response,dp_\w+,,No,No,Fraudulent,\d+,Card \(Stripe\),,$/);

    // The filters: the rows and the totals follow them, and so does the file.
    await choose(page, 'Kind', 'Disputes');
    await poll(() => ledgerRows(page).count()).toBe(1);
    expect(await ledgerRows(page).first().textContent()).toContain('Dana Brooks');
    await poll(() => total(page, 'Collected').textContent()).toBe('$0.00');
    expect(await total(page, 'Disputed').textContent()).toBe('$40.00');
    const [filtered] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(readFileSync((await filtered.path())!, 'utf8').split('\r\n').filter(Boolean)).toHaveLength(2);
    await choose(page, 'Kind', 'Refunds');
    await page.getByText('No ledger rows match the filters').waitFor();
    await choose(page, 'Kind', 'All kinds');
    await poll(() => ledgerRows(page).count()).toBe(7);

    await page.getByLabel('From', { exact: true }).fill('2025-03-01');
    await page.getByLabel('To', { exact: true }).fill('2025-03-31');
    await poll(() => ledgerRows(page).allTextContents()).toEqual([expect.stringContaining('Blake Kim')]);
    await poll(() => total(page, 'Collected').textContent()).toBe('$55.00');
    expect(await page.getByRole('region', { name: 'Totals of the filtered rows' }).count()).toBe(1);
    // A range the server would refuse says so and keeps the rows shown.
    await page.getByLabel('From', { exact: true }).fill('2025-04-01');
    await page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date' }).waitFor();
    expect(await page.getByLabel('To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await ledgerRows(page).allTextContents()).toEqual([expect.stringContaining('Blake Kim')]);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await poll(() => ledgerRows(page).count()).toBe(7);

    await choose(page, 'Program', 'High School Officials Certification Course');
    await poll(() => ledgerRows(page).allTextContents()).toEqual([expect.stringContaining('Blake Kim')]);
    expect(errors).toEqual([]);
  });
});

describe('refunds', () => {
  it('refunds part of a payment from its ledger row, then the rest from the registration details', async () => {
    const { page, errors } = await openPayments();
    const payment = ledgerRow(page, 'Avery Lopez', 'Payment');
    await payment.getByRole('button', { name: 'Refund payment of Avery Lopez' }).click();
    const { dialog, amount, reason, confirm } = refundDialog(page);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Avery Lopez paid $40.00 for Youth League Officiating Fundamentals; all of it can be refunded.');
    expect(await amount.inputValue()).toBe('40.00');
    expect(await reason.textContent()).toBe('Requested by the registrant');
    expect(await confirm.textContent()).toBe('Refund $40.00');

    // More than is left: the dialog says so and sends nothing.
    await amount.fill('50');
    expect(await confirm.textContent()).toBe('Refund');
    await confirm.click();
    await dialog.getByText('Refund amount can be at most $40.00, what is left of this payment').waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(stripe.posts('/v1/refunds')).toHaveLength(0);

    await amount.fill('10');
    expect(await confirm.textContent()).toBe('Refund $10.00');
    await dialog.getByLabel('Note (optional)').fill('Missed the first session');
    await settled(dialog);
    await keepScreenshot(page, { path: `${SHOTS}/refund-dialog-1280.png` });
    await confirm.click();
    await toast(page, 'Refund of $10.00 sent to Stripe').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [sent] = stripe.posts('/v1/refunds');
    expect(sent?.body).toMatchObject({ payment_intent: avery.intent.id, amount: '1000', reason: 'requested_by_customer', metadata: { note: 'Missed the first session' } });

    // The refund is in the ledger, the payment says what of it went back, the totals count it.
    await ledgerRow(page, 'Avery Lopez', 'Refund').waitFor();
    expect(await ledgerRow(page, 'Avery Lopez', 'Refund').textContent()).toContain('−$10.00');
    expect(await ledgerRow(page, 'Avery Lopez', 'Refund').textContent()).toContain('Missed the first session');
    expect(await payment.textContent()).toContain('$10.00 refunded');
    await poll(() => total(page, 'Refunded').textContent()).toBe('$10.00');
    expect(await total(page, 'Net').textContent()).toBe('$240.00');
    expect(await registrationOf(avery.registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 1000 });

    // The registration is still paid, partly refunded; the rest is refunded from its details.
    await viaSidebar(page, 'Registrations', 'Program Registrations');
    const row = page.getByRole('row').filter({ hasText: 'Avery Lopez' });
    await poll(() => row.locator('[data-slot=badge]').allTextContents()).toEqual(['Active', 'Paid', 'Partly refunded']);
    await row.getByRole('button', { name: 'View registration of Avery Lopez' }).click();
    const details = page.getByRole('dialog', { name: 'Registration Details' });
    await details.getByText('Partially refunded ($10.00 of $40.00)').waitFor();
    // The payments come by their own call: their list is there once it has answered.
    const payments = details.getByRole('list', { name: 'Payments of this registration' }).getByRole('listitem');
    await payments.first().waitFor();
    expect(await details.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Personal Information', 'Registration Details', 'Payments', 'Emergency Contact', 'Private link', 'Notes']);
    expect(await payments.count()).toBe(2);
    // Only the payment has something left to refund.
    expect(await details.getByRole('button', { name: /^Refund/ }).count()).toBe(1);
    await details.getByRole('button', { name: 'Refund payment of $40.00' }).click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Avery Lopez paid $40.00 for Youth League Officiating Fundamentals; $30.00 of it can still be refunded.');
    expect(await amount.inputValue()).toBe('30.00');
    expect(await confirm.textContent()).toBe('Refund $30.00');
    await confirm.click();
    await toast(page, 'Refund of $30.00 sent to Stripe').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Whole: the registration is refunded, in the details and in the list.
    const status = details.getByRole('region', { name: 'Registration Details' }).locator('div').filter({ has: page.locator('dt', { hasText: /^Payment Status$/ }) }).locator('dd');
    await poll(() => status.textContent()).toBe('Refunded');
    expect(await details.getByRole('button', { name: /^Refund/ }).count()).toBe(0);
    expect(await payments.count()).toBe(3);
    // Not Escape: it closes the toast first (the toast is the top layer).
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'detached' });
    await poll(() => row.locator('[data-slot=badge]').allTextContents()).toEqual(['Active', 'Refunded']);
    expect(await registrationOf(avery.registration.id)).toMatchObject({ paymentStatus: 'refunded', refundedCents: 4000 });
    expect(errors).toEqual([]);
  });

  it('shows Stripe’s refusal in its words and keeps the dialog open', async () => {
    // Refunded in Stripe's dashboard, which the server has not heard of yet.
    stripe.dashboardRefund(blake.intent.id, 5500);
    const { page, errors } = await openPayments();
    await ledgerRow(page, 'Blake Kim', 'Payment').getByRole('button', { name: 'Refund payment of Blake Kim' }).click();
    const { dialog, confirm } = refundDialog(page);
    await confirm.click();
    const refused = toast(page, 'Refund failed');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/Stripe refused the refund: Charge ch_\w+ has already been refunded\./);
    expect(await dialog.isVisible()).toBe(true);
    expect(await confirm.isEnabled()).toBe(true);
    expect(await registrationOf(blake.registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
    expect(errors.filter((line) => !isExpectedFailureLog(line))).toEqual([]);
  });
});

describe('the reconciliation panel', () => {
  it('lists what disagrees: a duplicate, an open dispute, a payment not applied, a paid registration Stripe has no payment for', async () => {
    const { page, errors } = await openPayments();
    await problems(page).first().waitFor();
    const titles = await problems(page).evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent));
    expect(titles.sort()).toEqual(['Duplicate payment', 'Open dispute', 'Paid here, no payment from Stripe', 'Paid in Stripe, pending here']);
    expect(await page.getByRole('heading', { name: /^Reconciliation/ }).textContent()).toBe('Reconciliation4 to check');

    // The dispute is answered in Stripe's dashboard, on the disputed payment's page, in a new tab.
    const respond = problem(page, 'Open dispute', 'Dana Brooks').getByRole('link', { name: /^Respond in Stripe/ });
    await poll(() => respond.getAttribute('href')).toBe(`https://dashboard.stripe.com/payments/${dana.intent.id}`);
    expect(await respond.getAttribute('target')).toBe('_blank');
    expect(await respond.getAttribute('rel')).toContain('noopener');
    await keepScreenshot(page, { path: `${SHOTS}/reconciliation-1280.png`, fullPage: true });

    // Refund duplicate: the whole duplicate, reason Duplicate payment; Casey stays paid.
    await problem(page, 'Duplicate payment', 'Casey Nguyen').getByRole('button', { name: 'Refund duplicate of Casey Nguyen' }).click();
    const { dialog, amount, reason, confirm } = refundDialog(page);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Casey Nguyen paid $40.00 a second time for Youth League Officiating Fundamentals; all of it can be refunded.');
    expect(await amount.inputValue()).toBe('40.00');
    expect(await reason.textContent()).toBe('Duplicate payment');
    await confirm.click();
    await toast(page, 'Refund of $40.00 sent to Stripe').waitFor();
    await problem(page, 'Duplicate payment', 'Casey Nguyen').waitFor({ state: 'detached' });
    expect(stripe.posts('/v1/refunds').at(-1)?.body).toMatchObject({ amount: '4000', reason: 'duplicate' });
    expect(await registrationOf(casey.registration.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
    expect(errors).toEqual([]);
  });

  it('applies a payment Stripe confirmed, then opens the registration whose amount differs from its fee', async () => {
    const { page, errors } = await openPayments();
    await problem(page, 'Paid in Stripe, pending here', 'Erin Shaw').getByRole('button', { name: 'Apply payment of Erin Shaw' }).click();
    await toast(page, 'Payment applied: the registration is paid').waitFor();
    expect((await registrationOf(erin.id)).paymentStatus).toBe('paid');
    // Paid now, with $35.00 of a $40.00 fee: staff look at the registration.
    const differs = problem(page, 'Amount differs from the fee', 'Erin Shaw');
    await differs.waitFor();
    expect(await differs.textContent()).toContain('Stripe holds $35.00 for this registration; its fee is $40.00.');
    await differs.getByRole('link', { name: 'Open registration of Erin Shaw' }).click();
    await page.waitForURL(`${session.server.url}/admin/registrations?view=${erin.id}`);
    const details = page.getByRole('dialog', { name: 'Registration Details' });
    await details.getByText('erin.shaw@example.com').waitFor();
    // The details opened on arrival, while the "Payment applied" toast was still the top layer.
    await closeWithEscape(page, details);
    await page.waitForURL(`${session.server.url}/admin/registrations`);
    expect(errors).toEqual([]);
  });

  it('asks Stripe about a paid registration it has no payment for, and says what Stripe answered', async () => {
    const { page, errors } = await openPayments();
    const item = problem(page, 'Paid here, no payment from Stripe', 'Finn Ortiz');
    const check = item.getByRole('button', { name: 'Check Stripe for Finn Ortiz' });
    await check.click();
    await toast(page, 'Stripe has no completed payment for this registration').waitFor();
    expect(await item.count()).toBe(1);

    const intentId = [...stripe.paymentIntents.values()].find((intent) => (intent.metadata as Record<string, string>).registrationId === String(finn.id))!.id;
    stripe.succeedPaymentIntent(intentId);
    await check.click();
    await toast(page, 'Stripe reports this payment; it is now in the ledger').waitFor();
    await item.waitFor({ state: 'detached' });
    await ledgerRow(page, 'Finn Ortiz', 'Payment').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('disputes', () => {
  it('are counted on the dashboard, which links to Payments', async () => {
    const { page, errors } = await shared.screen('/admin', 'Dashboard');
    const counter = page.getByRole('link', { name: /^Open Disputes/ });
    await poll(() => counter.getAttribute('aria-label')).toBe('Open Disputes: 1');
    // SPEC's four counters first, in their order, then the disputes and the season's (no program here has a capacity, so no Seats Left).
    expect(await page.getByRole('region', { name: 'Counters' }).locator('[data-slot=card-description]').allTextContents())
      .toEqual(['Total Programs', 'Testimonials', 'Contact Inquiries', 'Pending Inquiries', 'Open Disputes', 'Refunds Due', 'Overbooked', 'Waitlist', 'Sessions Today', 'Expiring Certificates', 'Crews Not Confirmed', 'Last Full Backup']);
    await keepScreenshot(page, { path: `${SHOTS}/dashboard-1280.png` });
    await counter.click();
    await page.waitForURL(`${session.server.url}/admin/payments`);
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();

    await viaSidebar(page, 'Registrations', 'Program Registrations');
    const row = page.getByRole('row').filter({ hasText: 'Dana Brooks' });
    await poll(() => row.locator('[data-slot=badge]').allTextContents()).toEqual(['Active', 'Paid', 'Disputed']);
    expect(errors).toEqual([]);
  });

  it('once none is open and every amount agrees, the panel says everything agrees and the counter is 0', async () => {
    await deliverEvent(session.server.url, 'charge.dispute.closed', {
      id: disputeId, object: 'dispute', amount: 4000, currency: 'usd', status: 'won', reason: 'fraudulent',
      payment_intent: dana.intent.id, charge: dana.intent.latest_charge, created: Math.floor(Date.now() / 1000), metadata: {},
    });
    // Staff accept Erin's $35.00 as the fee.
    expect((await session.api('PUT', `/api/registrations/${erin.id}`, { paymentAmount: 35 })).status).toBe(200);
    const { page, errors } = await openPayments();
    await page.getByText('Everything agrees: every Stripe payment matches its registration.').waitFor();
    expect(await page.getByRole('heading', { name: /^Reconciliation/ }).textContent()).toBe('Reconciliation');
    // The totals load apart from the reconciliation panel.
    await poll(() => page.getByRole('region', { name: 'Totals' }).textContent()).toContain('0 open disputes');
    await viaSidebar(page, 'Dashboard', 'Dashboard');
    await poll(() => page.getByRole('link', { name: /^Open Disputes/ }).getAttribute('aria-label')).toBe('Open Disputes: 0');
    expect(errors).toEqual([]);
  });
});

describe('looks', () => {
  const PHONE = { width: 390, height: 844 };
  const fitsWidth = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return box.x >= 0 && box.x + box.width <= PHONE.width;
  };

  // Once everything agrees (the file's last state), on one load: axe on Payments and in the refund
  // dialog, whole in the light theme and only the colours in the dark; then, the layout being the theme's
  // to colour, not to change, the phone's width in the dark theme only.
  it('axe finds nothing serious on Payments or in the refund dialog (light whole, dark colours); fits 390 px in the dark theme: the table scrolls in its frame, the refund dialog is usable', async () => {
    const { page, errors } = await openPayments();
    await poll(() => ledgerRows(page).count()).toBeGreaterThan(0);
    await page.getByText('Everything agrees').waitFor();
    const row = ledgerRow(page, 'Dana Brooks', 'Payment');
    const refund = row.getByRole('button', { name: 'Refund payment of Dana Brooks' });
    const { dialog, amount, confirm } = refundDialog(page);
    for (const theme of ['light', 'dark'] as const) {
      const themeRulesOnly = theme === 'dark';
      await showColorScheme(page, theme);
      await expectScreenChecked(page, { name: 'payments-axe', theme, dir: SHOTS, checkedRules: ['color-contrast', 'button-name', 'label'], themeRulesOnly });
      await refund.click();
      await dialog.waitFor();
      await expectScreenChecked(page, { name: 'refund-dialog-axe', theme, dir: SHOTS, checkedRules: ['color-contrast', 'button-name', 'label'], dialog: true, themeRulesOnly });
      await closeWithEscape(page, dialog);
    }

    const colorScheme = 'dark';
    await page.setViewportSize(PHONE);
    await expectTableScrollsInsideFrame(page, PHONE.width);
    // Name, kind, amount and the action in view without scrolling the table.
    expect(await fitsWidth(row.getByRole('cell', { name: /^Dana Brooks/ }))).toBe(true);
    expect(await fitsWidth(row.getByRole('cell', { name: '$40.00' }))).toBe(true);
    expect(await fitsWidth(refund)).toBe(true);
    await keepScreenshot(page, { path: `${SHOTS}/payments-390-${colorScheme}.png`, fullPage: true });

    await refund.click();
    await dialog.waitFor();
    await settled(dialog);
    expect(await fitsWidth(dialog)).toBe(true);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await amount.fill('5');
    expect(await confirm.textContent()).toBe('Refund $5.00');
    await confirm.scrollIntoViewIfNeeded();
    expect(await fitsWidth(confirm)).toBe(true);
    await keepScreenshot(page, { path: `${SHOTS}/refund-dialog-390-${colorScheme}.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });
});
