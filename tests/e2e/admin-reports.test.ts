// /admin/reports (issue 17) against the built server: the reports of a hand-made season, a chart switched
// to its table, a CSV downloaded, the program filter and a reversed range, the print summary, the
// dashboard's trend lines, axe (whole in the light theme, the colours in the dark), and screenshots at
// 1280 and 390 px.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dateInTimeZone } from '../../common/calendar/zone.js';
import { contacts } from '../../server/contacts/tables.js';
import { payments } from '../../server/payments/tables.js';
import { programs, programSessions } from '../../server/programs/tables.js';
import { registrations } from '../../server/registrations/tables.js';
import { attendance } from '../../server/attendance/tables.js';
import { certificates } from '../../server/certificates/tables.js';
import { adminSession } from '../helpers/admin-session.js';
import { expectScreenChecked } from '../helpers/axe.js';
import { poll } from '../helpers/locators.js';
import { showColorScheme } from '../helpers/shared-page.js';
import { seededDataDir } from '../helpers/seeded-data-dir.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = screenshotDir('/tmp/reports-shots');
/** Noon in Phoenix (UTC−7 all year) on a date. */
const noon = (date: string, hours = 0) => new Date(Date.parse(`${date}T19:00:00Z`) + hours * 3_600_000);
const TODAY = dateInTimeZone(new Date(), DEFAULT_TIME_ZONE);
const inDays = (days: number) => new Date(Date.parse(`${TODAY}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// A winter of two clinics, written into the embedded database before the server opens it.
const dataDir = seededDataDir('reports-e2e', async (db) => {
  const clinic = { description: 'A winter clinic.', duration: '3 weeks' };
  const [winter, spring] = await db.insert(programs).values([{ name: 'Winter Mechanics Clinic', ...clinic }, { name: 'Spring Rules Clinic', ...clinic }])
    .returning({ id: programs.id });
  const person = (programId: number, firstName: string, created: string, more: Partial<typeof registrations.$inferInsert>) => ({
    programId, programName: programId === winter!.id ? 'Winter Mechanics Clinic' : 'Spring Rules Clinic', firstName, lastName: 'Tester',
    dateOfBirth: '1990-01-01', email: `${firstName.toLowerCase()}@example.com`, phone: '(602) 555-0134', paymentAmountCents: 4000,
    city: 'Phoenix', zipCode: '85001', createdAt: noon(created), ...more,
  });
  const [ana, bo, cy] = await db.insert(registrations).values([
    person(winter!.id, 'Ana', '2026-01-06', { paymentStatus: 'paid' }),
    person(winter!.id, 'Bo', '2026-01-07', { dateOfBirth: '2010-05-05', equipmentBundle: true, shirtSize: 'M', paymentAmountCents: 3500, paymentStatus: 'free', city: 'phoenix ' }),
    person(winter!.id, 'Cy', '2026-01-14', { experienceLevel: 'advanced', equipmentBundle: true, shirtSize: 'L', paymentAmountCents: 9000, paymentStatus: 'paid', city: 'Tempe', zipCode: '85281' }),
    person(spring!.id, 'Di', '2026-01-15', { city: 'Mesa', zipCode: '85201' }),
    person(spring!.id, 'Ed', '2026-02-20', { registrationStatus: 'cancelled' }),
  ]).returning({ id: registrations.id });
  await db.insert(payments).values([
    { kind: 'payment', stripeId: 'pi_ana', paymentIntentId: 'pi_ana', registrationId: ana!.id, amountCents: 4000, status: 'succeeded', occurredAt: noon('2026-01-06') },
    { kind: 'payment', stripeId: 'pi_cy', paymentIntentId: 'pi_cy', registrationId: cy!.id, amountCents: 9000, status: 'succeeded', occurredAt: noon('2026-01-14') },
    { kind: 'refund', stripeId: 're_cy', paymentIntentId: 'pi_cy', registrationId: cy!.id, amountCents: 1000, status: 'succeeded', occurredAt: noon('2026-02-03') },
  ]);
  const [first, second] = await db.insert(programSessions).values([
    { programId: winter!.id, date: '2026-01-20', startTime: '18:00' },
    { programId: winter!.id, date: '2026-01-27', startTime: '18:00' },
  ]).returning({ id: programSessions.id });
  await db.insert(attendance).values([
    { registrationId: ana!.id, sessionId: first!.id, status: 'present' },
    { registrationId: bo!.id, sessionId: first!.id, status: 'absent' },
    { registrationId: cy!.id, sessionId: first!.id, status: 'present' },
    { registrationId: ana!.id, sessionId: second!.id, status: 'present' },
    { registrationId: bo!.id, sessionId: second!.id, status: 'excused' },
  ]);
  const certificate = { certificationName: 'Level 1 Official', level: 'Level 1', programName: 'Winter Mechanics Clinic', programId: winter!.id };
  await db.insert(certificates).values([
    { ...certificate, code: 'ABCDEFGHJKMN', registrationId: ana!.id, officialName: 'Ana Tester', email: 'ana@example.com', issuedOn: '2026-01-28', expiresOn: '2028-01-28' },
    // An older one, still valid, that runs out within the dashboard's 30 days.
    { ...certificate, code: 'PQRSTUVWXYZ2', registrationId: null, officialName: 'Old Timer', email: 'old@example.com', issuedOn: '2024-01-05', expiresOn: inDays(20) },
  ]);
  await db.insert(contacts).values([
    { name: 'Asker One', email: 'one@example.com', responded: true, createdAt: noon('2026-01-06'), respondedAt: noon('2026-01-06', 4) },
    { name: 'Asker Two', email: 'two@example.com', responded: true, createdAt: noon('2026-01-07'), respondedAt: noon('2026-01-07', 10) },
    { name: 'Asker Three', email: 'three@example.com', createdAt: noon('2026-01-13') },
  ]);
});
const session = adminSession(() => ({ DATA_DIR: dataDir }));
const shared = session.sharedPage();

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The reports page on the winter (a custom range), its registrations summary shown. */
async function openWinter(page: Page) {
  await page.getByLabel('Range', { exact: true }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await card(page, 'Registrations per week').getByText('5 registrations; 40% took the equipment bundle.').waitFor();
}

describe('the reports page', () => {
  it('opens from the sidebar and shows each report of the range from the server’s figures; switches a chart to its table and downloads the same figures as a CSV', async () => {
    const { page, errors } = await shared.screen('/admin', 'Dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    expect(await page.getByLabel('Range', { exact: true }).textContent()).toBe('This season');
    await openWinter(page);
    await card(page, 'Money per month').getByText('Collected $130.00, refunded $10.00, net $120.00.').waitFor();
    await card(page, 'From registration to certificate').getByText('20% of those registered in the range are certified.').waitFor();
    await card(page, 'Contact inquiries per week').getByText('3 received, 2 responded; median time to respond: 7 hours.').waitFor();
    await card(page, 'Where registrants come from').getByText('5 registrations; 1 under 18 (20%).').waitFor();
    await card(page, 'Certificates issued').getByText('1 issued in the range.').waitFor();
    // Origins is a table from the start: Phoenix typed two ways is one place.
    expect(await card(page, 'Where registrants come from').getByRole('row').allInnerTexts()).toEqual([
      'City\tZIP\tRegistrations', 'Phoenix\t85001\t3', 'Mesa\t85201\t1', 'Tempe\t85281\t1',
    ]);
    // Each chart names its axes and series.
    const registrations = card(page, 'Registrations per week');
    await registrations.locator('.recharts-surface').first().waitFor();
    expect(await registrations.locator('.recharts-label').allTextContents()).toEqual(['Week of', 'Registrations']);
    expect(await registrations.getByRole('listitem').allTextContents()).toEqual(['Youth (under 18)', 'New official', 'Experienced official', 'With bundle']);

    // A chart switched to its table, and the same figures as a CSV.
    const money = card(page, 'Money per month');
    const toggle = money.getByRole('button', { name: 'Show as table' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await money.getByRole('row').allInnerTexts()).toEqual([
      // What was collected, then by how it came in (all by card here).
      'Month\tCollected\tCard\tCash\tCheck\tOther\tRefunded\tDisputes lost\tNet',
      'Jan 2026\t$130.00\t$130.00\t$0.00\t$0.00\t$0.00\t$0.00\t$0.00\t$130.00',
      'Feb 2026\t$0.00\t$0.00\t$0.00\t$0.00\t$0.00\t$10.00\t$0.00\t-$10.00',
      'Mar 2026\t$0.00\t$0.00\t$0.00\t$0.00\t$0.00\t$0.00\t$0.00\t$0.00',
      'Total\t$130.00\t$130.00\t$0.00\t$0.00\t$0.00\t$10.00\t$0.00\t$120.00',
    ]);
    const [download] = await Promise.all([page.waitForEvent('download'), money.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('money-per-month-2026-01-01-to-2026-03-01.csv');
    expect(readFileSync((await download.path())!, 'utf8').split('\r\n')).toEqual([
      'Month,Collected ($),Card ($),Cash ($),Check ($),Other ($),Refunded ($),Disputes lost ($),Net ($)',
      '2026-01,130.00,130.00,0.00,0.00,0.00,0.00,0.00,130.00', '2026-02,0.00,0.00,0.00,0.00,0.00,10.00,0.00,-10.00', '2026-03,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00',
      'Total,130.00,130.00,0.00,0.00,0.00,10.00,0.00,120.00', '',
    ]);
    await toggle.click();
    await money.locator('.recharts-surface').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('reads the money axis in whole dollars, with or without money in the range, and the tooltip to the cent', async () => {
    const { page, errors } = await shared.screen('/admin/reports', 'Reports');
    const money = card(page, 'Money per month');
    // The value axis' labels: the tick labels that are amounts (the others are months).
    const axisLabels = async () => {
      const ticks = money.locator('.recharts-cartesian-axis-tick-value');
      await ticks.first().waitFor();
      return (await ticks.allTextContents()).filter((label) => /^-?\$/.test(label));
    };
    await page.getByLabel('Range', { exact: true }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2025-01-01');
    await page.getByLabel('To', { exact: true }).fill('2025-03-01');
    await money.getByText('Collected $0.00, refunded $0.00, net $0.00.').waitFor();
    // Ticked in cents, a range without money read "$0" at every tick.
    const empty = await axisLabels();
    expect(empty).toContain('$0');
    expect(new Set(empty).size).toBe(empty.length);

    await page.getByLabel('From', { exact: true }).fill('2026-01-01');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await money.getByText('Collected $130.00, refunded $10.00, net $120.00.').waitFor();
    const winter = await axisLabels();
    expect(new Set(winter).size).toBe(winter.length);
    expect(winter.every((label) => /^-?\$\d[\d,]*$/.test(label))).toBe(true);
    await money.locator('.recharts-bar-rectangle').first().hover();
    await expect.poll(() => money.locator('.recharts-tooltip-wrapper').innerText()).toContain('$130.00');
    expect(errors).toEqual([]);
  });

  it('narrows every report to a program, and refuses a reversed range with the server’s message', async () => {
    const { page, errors } = await shared.screen('/admin/reports', 'Reports');
    await openWinter(page);
    await page.getByLabel('Program', { exact: true }).click();
    await page.getByRole('option', { name: 'Winter Mechanics Clinic' }).click();
    await card(page, 'Registrations per week').getByText('3 registrations; 66.7% took the equipment bundle.').waitFor();
    const byProgram = card(page, 'Attendance by program');
    await byProgram.getByRole('button', { name: 'Show as table' }).click();
    expect(await byProgram.getByRole('row').allInnerTexts()).toEqual(['Program\tSessions\tRegistrants\tPresent\tAttendance', 'Winter Mechanics Clinic\t2\t3\t3\t50%']);

    await page.getByLabel('From', { exact: true }).fill('2026-04-01');
    await page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date' }).waitFor();
    expect(await page.getByLabel('To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('prints a one-column summary without the menu, filters or buttons', async () => {
    const { page, errors } = await shared.screen('/admin/reports', 'Reports');
    await openWinter(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('complementary', { name: 'Admin navigation' }).isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Report filters' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Download CSV' }).first().isVisible()).toBe(false);
    expect(await page.getByText('2026-01-01 to 2026-03-01 · All programs').isVisible()).toBe(true);
    const lefts = new Set(await page.locator('[data-slot=card]').evaluateAll((regions) => regions.map((region) => Math.round(region.getBoundingClientRect().left))));
    expect(lefts.size).toBe(1);
    for (const format of ['Letter', 'A4'] as const) await page.pdf({ path: join(SHOTS, `reports-${format}.pdf`), format });
    await keepScreenshot(page, { path: join(SHOTS, 'reports-print.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('draws the last 8 weeks beside the counters that have a past', async () => {
    const { page, errors } = await shared.screen('/admin', 'Dashboard');
    const counters = page.getByRole('region', { name: 'Counters' });
    await poll(() => counters.getByRole('img', { name: /^Last 8 weeks: / }).count()).toBe(8);
    expect(await counters.getByRole('img', { name: /^Last 8 weeks: / }).evaluateAll((lines) => lines.map((line) => line.getAttribute('aria-label')!.split(': ')[1]!.split(', ').length)))
      .toEqual([8, 8, 8, 8, 8, 8, 8, 8]);
    // The contacts' trend ends at today's count.
    const inquiries = counters.locator('[data-slot=card]').filter({ hasText: 'Contact Inquiries' });
    expect(await inquiries.getByRole('img').getAttribute('aria-label')).toMatch(/, 3$/);
    await keepScreenshot(page, { path: join(SHOTS, 'dashboard-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});

describe('accessibility and looks', () => {
  // One load: axe whole in the light theme and only the colours (THEME_RULES) in the dark, on the charts
  // and on a chart switched to its table; the phone's width once (the theme colours the layout, it does not change it).
  it('axe finds nothing serious (light whole, dark colours); fits 390 px; screenshots at 1280 and 390 px', async () => {
    const { page, errors } = await shared.screen('/admin/reports', 'Reports');
    await openWinter(page);
    await card(page, 'Attendance by session').locator('.recharts-surface').first().waitFor();
    const check = (name: string, theme: 'light' | 'dark') =>
      expectScreenChecked(page, { name, theme, dir: SHOTS, checkedRules: ['color-contrast', 'button-name'], themeRulesOnly: theme === 'dark' });
    await check('reports', 'light');
    await showColorScheme(page, 'dark');
    await check('reports', 'dark');
    await card(page, 'Registrations per week').getByRole('button', { name: 'Show as table' }).click();
    await card(page, 'Registrations per week').getByRole('table').waitFor();
    await check('reports-table', 'dark');
    await showColorScheme(page, 'light');
    await check('reports-table', 'light');
    await page.setViewportSize(PHONE.viewport);
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await keepScreenshot(page, { path: join(SHOTS, 'reports-390-light.png'), fullPage: true });
    await showColorScheme(page, 'dark');
    await keepScreenshot(page, { path: join(SHOTS, 'reports-390-dark.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
