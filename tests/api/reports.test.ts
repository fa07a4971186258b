// Staff reports (issue 17): GET /api/admin/reports/{report} and /trends. Each report's numbers are
// checked against the hand-counted season of tests/helpers/report-fixture.ts (range 2026-02-23 –
// 2026-03-15, today 2026-03-18 in Phoenix); bad queries get the schema's message; admins only.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_NAMES, type DashboardTrends, type ReportName, type Reports } from '../../common/schemas/reports.js';
import { contacts } from '../../server/contacts/tables.js';
import { testAppSession } from '../helpers/app.js';
import { clock, seedReportSeason } from '../helpers/report-fixture.js';

const t = testAppSession({ now: () => clock.now });
let season: Awaited<ReturnType<typeof seedReportSeason>>;
beforeAll(async () => {
  season = await seedReportSeason(t);
});

const RANGE = { from: '2026-02-23', to: '2026-03-15' };
const WEEKS = ['2026-02-23', '2026-03-02', '2026-03-09'];

async function report<Name extends ReportName>(name: Name, query: Record<string, string | number> = RANGE): Promise<Reports[Name]> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await t.admin('GET', `/api/admin/reports/${name}?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().data;
}

describe('the reports count the hand-counted season', () => {
  it('registrations: per week by package on the registration date, bundles, every status, in Phoenix days', async () => {
    expect(await report('registrations')).toEqual({
      weeks: [
        { weekStart: WEEKS[0], youth: 1, new: 1, experienced: 0, bundle: 1 },
        { weekStart: WEEKS[1], youth: 0, new: 0, experienced: 1, bundle: 1 },
        { weekStart: WEEKS[2], youth: 1, new: 1, experienced: 1, bundle: 1 },
      ],
      totals: { youth: 2, new: 2, experienced: 2, total: 6, bundle: 3, bundleShare: 0.5 },
    });
    const alpha = await report('registrations', { ...RANGE, programId: season.alpha });
    expect(alpha.totals).toEqual({ youth: 2, new: 1, experienced: 1, total: 4, bundle: 2, bundleShare: 0.5 });
  });

  it('money: the ledger per month, counted refunds and lost disputes, net as the ledger totals count it', async () => {
    const money = await report('money');
    // Every payment of the season came by card (issue 27 splits what was collected by method).
    const byCard = (cents: number) => ({ collectedCents: cents, cardCents: cents, cashCents: 0, checkCents: 0, otherCents: 0 });
    expect(money).toEqual({
      months: [
        { month: '2026-02', ...byCard(5000), refundedCents: 0, lostCents: 0, netCents: 5000 },
        { month: '2026-03', ...byCard(13500), refundedCents: 2500, lostCents: 5000, netCents: 6000 },
      ],
      totals: { ...byCard(18500), refundedCents: 2500, lostCents: 5000, netCents: 11000 },
    });
    const ledger = (await t.admin('GET', `/api/payments?from=${RANGE.from}&to=${RANGE.to}`)).json().totals;
    expect(ledger).toMatchObject({ collectedCents: 18500, refundedCents: 2500, netCents: 11000 });
    expect((await report('money', { ...RANGE, programId: season.bravo })).totals).toEqual({ ...byCard(13500), refundedCents: 2500, lostCents: 0, netCents: 11000 });
  });

  it('funnel: each step counts those that passed the steps before it', async () => {
    expect((await report('funnel')).steps).toEqual([
      { step: 'registered', count: 6, rateOfRegistered: 1, rateOfPrevious: null },
      { step: 'paidOrFree', count: 5, rateOfRegistered: 5 / 6, rateOfPrevious: 5 / 6 },
      { step: 'attended', count: 4, rateOfRegistered: 4 / 6, rateOfPrevious: 4 / 5 },
      { step: 'certified', count: 2, rateOfRegistered: 2 / 6, rateOfPrevious: 2 / 4 },
    ]);
  });

  it('attendance: present over registrants not cancelled, per session and per program, for sessions in the range', async () => {
    const { alpha, bravo } = season;
    const session = (programId: number, programName: string, date: string, startTime: string, registrants: number, present: number, absent: number, excused: number) =>
      ({ sessionId: expect.any(Number), programId, programName, date, startTime, registrants, present, absent, excused, rate: present / registrants });
    expect(await report('attendance')).toEqual({
      programs: [
        { programId: alpha, programName: 'Alpha Clinic', sessions: 2, registrants: 5, present: 4, rate: 0.4 },
        { programId: bravo, programName: 'Bravo Camp', sessions: 1, registrants: 2, present: 1, rate: 0.5 },
      ],
      sessions: [
        session(alpha, 'Alpha Clinic', '2026-03-05', '18:00', 5, 3, 1, 1),
        session(alpha, 'Alpha Clinic', '2026-03-12', '18:00', 5, 1, 1, 1),
        session(bravo, 'Bravo Camp', '2026-03-14', '09:00', 2, 1, 1, 0),
      ],
    });
  });

  it('certificates: issued per month in the range, and those in force expiring after today and within 90 days', async () => {
    expect(await report('certificates')).toEqual({
      months: [{ month: '2026-02', issued: 2 }, { month: '2026-03', issued: 2 }],
      issued: 4,
      expiringSoon: [{ month: '2026-03', expiring: 1 }, { month: '2026-04', expiring: 0 }, { month: '2026-05', expiring: 1 }, { month: '2026-06', expiring: 1 }],
      expiringSoonTotal: 3,
    });
    const alpha = await report('certificates', { ...RANGE, programId: season.alpha });
    expect(alpha).toMatchObject({ issued: 2, expiringSoonTotal: 1 });
  });

  it('origins: city and ZIP grouped without case or spaces, most first, and the under-18 share', async () => {
    expect(await report('origins')).toEqual({
      places: [{ city: 'Phoenix', zipCode: '85003', registrations: 3 }, { city: 'Mesa', zipCode: '85201', registrations: 2 }, { city: 'Tempe', zipCode: '85281', registrations: 1 }],
      total: 6,
      under18: 2,
      under18Share: 1 / 3,
    });
  });

  it('inquiries: received and responded per week, and the median hours to the first response', async () => {
    expect(await report('inquiries')).toEqual({
      weeks: [{ weekStart: WEEKS[0], received: 1, responded: 1 }, { weekStart: WEEKS[1], received: 2, responded: 1 }, { weekStart: WEEKS[2], received: 2, responded: 2 }],
      total: 5,
      responded: 4,
      medianHoursToRespond: 24,
    });
  });

  it('keeps the first response time when an inquiry is marked responded again', async () => {
    const before = await t.db.select({ respondedAt: contacts.respondedAt }).from(contacts).where(eq(contacts.id, season.k1));
    expect(before[0]?.respondedAt?.toISOString()).toBe('2026-02-24T20:00:00.000Z');
    expect((await t.admin('PUT', `/api/contacts/${season.k1}/respond`)).statusCode).toBe(200);
    const after = await t.db.select({ respondedAt: contacts.respondedAt }).from(contacts).where(eq(contacts.id, season.k1));
    expect(after[0]?.respondedAt?.toISOString()).toBe('2026-02-24T20:00:00.000Z');
  });

  it('gives empty numbers for a program that does not exist', async () => {
    const query = { ...RANGE, programId: 999_999 };
    expect((await report('registrations', query)).totals).toEqual({ youth: 0, new: 0, experienced: 0, total: 0, bundle: 0, bundleShare: null });
    expect((await report('money', query)).totals).toEqual({ collectedCents: 0, cardCents: 0, cashCents: 0, checkCents: 0, otherCents: 0, refundedCents: 0, lostCents: 0, netCents: 0 });
    expect((await report('funnel', query)).steps.map((step) => [step.count, step.rateOfRegistered])).toEqual([[0, null], [0, null], [0, null], [0, null]]);
    expect(await report('attendance', query)).toEqual({ programs: [], sessions: [] });
    expect(await report('origins', query)).toEqual({ places: [], total: 0, under18: 0, under18Share: null });
  });
});

describe('GET /api/admin/reports/trends', () => {
  it("rebuilds each counter at the end of the last 8 weeks; the current week's is today's counter", async () => {
    const response = await t.admin('GET', '/api/admin/reports/trends');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const trends: DashboardTrends = response.json().data;
    expect(trends.weekEnds).toEqual(['2026-02-01', '2026-02-08', '2026-02-15', '2026-02-22', '2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22']);
    const seeded = trends.series.programs[0] ?? 0;
    const testimonials = trends.series.testimonials[7] ?? 0;
    expect(trends.series).toEqual({
      programs: [0, 0, 1, 1, 1, 1, 2, 2].map((added) => seeded + added),
      testimonials: [...Array(7).fill(testimonials - 1), testimonials],
      inquiries: [0, 0, 0, 0, 1, 3, 5, 6],
      pendingInquiries: [0, 0, 0, 0, 0, 1, 2, 1],
      openDisputes: [0, 0, 0, 0, 0, 1, 1, 1],
      waitlist: [0, 0, 0, 1, 2, 2, 1, 2],
      sessions: [0, 0, 0, 0, 0, 1, 2, 1],
      expiringCertificates: [0, 0, 0, 1, 2, 3, 2, 1],
    });
    // The last point agrees with what the dashboard shows today.
    const status = (await t.admin('GET', '/api/admin/status')).json().data;
    const programs = (await t.admin('GET', '/api/programs')).json().data.length;
    const inquiries = (await t.admin('GET', '/api/contacts')).json().data.length;
    expect([programs, inquiries, status.openDisputes, status.season.waitlist, status.season.certificatesExpiring])
      .toEqual([trends.series.programs[7], trends.series.inquiries[7], trends.series.openDisputes[7], trends.series.waitlist[7], trends.series.expiringCertificates[7]]);
  });
});

describe('bad queries and strangers', () => {
  it.each([
    [{ to: '2026-03-15' }, 'From must be a date in YYYY-MM-DD format'],
    [{ from: '2026-02-30', to: '2026-03-15' }, 'From must be a valid date in YYYY-MM-DD format'],
    [{ from: '2026-03-15', to: '2026-03-14' }, 'The start date must be on or before the end date'],
    [{ from: '2020-01-01', to: '2026-01-01' }, 'A report covers at most 1098 days'],
    [{ ...RANGE, programId: 'abc' }, 'Program must be a whole number'],
  ])('answers 400 to %j', async (query, message) => {
    for (const name of REPORT_NAMES) {
      const response = await t.admin('GET', `/api/admin/reports/${name}?${new URLSearchParams(query)}`);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
  });

  it('is for admins only', async () => {
    for (const name of [...REPORT_NAMES, 'trends']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/reports/${name}?from=${RANGE.from}&to=${RANGE.to}` });
      expect(response.statusCode, name).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: 'Authentication required. Please log in.' });
    }
  });
});
