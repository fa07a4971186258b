// The reports screen's pure parts: the date range each preset covers, the query it sends, and each
// report's table, which the "show as table" view and the CSV download both draw from.
import { describe, expect, it } from 'vitest';
import { ALL_PROGRAMS, querySearch, rangeOf, reportQuery, seasonStart, type ReportFilters } from '../../client/pages/admin/reports/report-range.js';
import {
  displayCell, funnelTable, moneyTable, originsTable, registrationsTable, tableCsv,
} from '../../client/pages/admin/reports/report-tables.js';

const filters = (overrides: Partial<ReportFilters> = {}): ReportFilters => ({ preset: 'season', from: '', to: '', programId: ALL_PROGRAMS, ...overrides });

describe('the report range', () => {
  it('starts the season on August 1, of this year from August and of last year before', () => {
    expect(seasonStart('2026-11-27')).toBe('2026-08-01');
    expect(seasonStart('2026-08-01')).toBe('2026-08-01');
    expect(seasonStart('2026-07-31')).toBe('2025-08-01');
    expect(seasonStart('2027-01-02')).toBe('2026-08-01');
  });

  it('covers the season to today, the last 30 days with today, or the picked dates', () => {
    expect(rangeOf(filters(), '2026-11-27')).toEqual({ from: '2026-08-01', to: '2026-11-27' });
    expect(rangeOf(filters({ preset: 'last30' }), '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(rangeOf(filters({ preset: 'custom', from: '2026-01-01', to: '2026-02-01' }), '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-02-01' });
  });

  it('sends the range and the program, and refuses a reversed range with the server’s message', () => {
    const { query } = reportQuery(filters({ programId: '4' }), '2026-11-27');
    expect(querySearch(query!)).toBe('?from=2026-08-01&to=2026-11-27&programId=4');
    expect(querySearch(reportQuery(filters(), '2026-11-27').query!)).toBe('?from=2026-08-01&to=2026-11-27');
    expect(reportQuery(filters({ preset: 'custom', from: '2026-02-01', to: '2026-01-01' }), '2026-11-27').error).toBe('The start date must be on or before the end date');
  });
});

describe('the report tables', () => {
  it('adds a total row to registrations per week, by package', () => {
    const table = registrationsTable({
      weeks: [{ weekStart: '2026-11-16', youth: 1, new: 2, experienced: 0, bundle: 1 }, { weekStart: '2026-11-23', youth: 0, new: 1, experienced: 3, bundle: 2 }],
      totals: { youth: 1, new: 3, experienced: 3, total: 7, bundle: 3, bundleShare: 3 / 7 },
    });
    expect(table.rows).toEqual([['2026-11-16', 1, 2, 0, 3, 1], ['2026-11-23', 0, 1, 3, 4, 2], ['Total', 1, 3, 3, 7, 3]]);
    expect(tableCsv(table).split('\r\n')[0]).toBe('Week of,Youth,New,Experienced,Total,With bundle');
  });

  it('shows money in dollars on screen and writes plain dollars to the CSV', () => {
    const month = { collectedCents: 9500, cardCents: 6000, cashCents: 2000, checkCents: 1500, otherCents: 0, refundedCents: 1000, lostCents: 4000, netCents: 4500 };
    const table = moneyTable({ months: [{ month: '2026-10', ...month }], totals: month });
    expect(table.rows[0]!.map((value, index) => displayCell(value, table.columns[index]!.format))).toEqual(['Oct 2026', '$95.00', '$60.00', '$20.00', '$15.00', '$0.00', '$10.00', '$40.00', '$45.00']);
    expect(tableCsv(table).split('\r\n')).toEqual([
      'Month,Collected ($),Card ($),Cash ($),Check ($),Other ($),Refunded ($),Disputes lost ($),Net ($)',
      '2026-10,95.00,60.00,20.00,15.00,0.00,10.00,40.00,45.00',
      'Total,95.00,60.00,20.00,15.00,0.00,10.00,40.00,45.00',
      '',
    ]);
  });

  it('writes funnel rates as percentages, and a missing rate as a dash on screen and empty in the file', () => {
    const table = funnelTable({
      steps: [
        { step: 'registered', count: 4, rateOfRegistered: 1, rateOfPrevious: null },
        { step: 'paidOrFree', count: 3, rateOfRegistered: 0.75, rateOfPrevious: 0.75 },
        { step: 'attended', count: 1, rateOfRegistered: 0.25, rateOfPrevious: 1 / 3 },
        { step: 'certified', count: 0, rateOfRegistered: 0, rateOfPrevious: 0 },
      ],
    });
    expect(table.rows[2]!.map((value, index) => displayCell(value, table.columns[index]!.format))).toEqual(['Attended a session', '1', '25%', '33.3%']);
    expect(displayCell(table.rows[0]![3]!, 'percent')).toBe('—');
    expect(tableCsv(table).split('\r\n').slice(0, 2)).toEqual(['Step,Registrations,Of registered (%),Of the step before (%)', 'Registered,4,100.0,']);
  });

  it('names a place without a city or ZIP, and defuses a typed formula in the CSV', () => {
    const table = originsTable({ places: [{ city: '=HYPERLINK("x")', zipCode: '85001', registrations: 2 }, { city: '', zipCode: '', registrations: 1 }], total: 3, under18: 1, under18Share: 1 / 3 });
    expect(tableCsv(table).split('\r\n').slice(1, 3)).toEqual([`"'=HYPERLINK(""x"")",85001,2`, '(none),(none),1']);
  });
});
