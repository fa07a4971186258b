import { describe, expect, it } from 'vitest';
import { ORGANISATION_TIME_ZONE } from '../../common/constants.js';
import { ageOn, dateInTimeZone, isIsoDate, isTime24h } from '../../common/dates.js';

describe('isIsoDate', () => {
  it('accepts real calendar dates written YYYY-MM-DD', () => {
    for (const value of ['2025-01-01', '2024-02-29', '2000-02-29', '2025-12-31', '1950-06-15', '0050-03-01']) {
      expect(isIsoDate(value), value).toBe(true);
    }
  });

  it('rejects dates that do not exist', () => {
    for (const value of ['2025-02-30', '2025-02-29', '1900-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '2025-01-32']) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });

  it('rejects other spellings', () => {
    for (const value of ['2025-1-1', '25-01-01', '2025/01/01', '01/15/2025', '2025-01-01T00:00:00Z', ' 2025-01-01', '2025-01-01\n', '', 'not a date']) {
      expect(isIsoDate(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('isTime24h', () => {
  it('accepts HH:MM from 00:00 to 23:59 only', () => {
    for (const value of ['00:00', '09:30', '18:30', '23:59']) expect(isTime24h(value), value).toBe(true);
    for (const value of ['24:00', '9:30', '12:60', '12:5', '6:30 PM', '12:30:00', '']) expect(isTime24h(value), value).toBe(false);
  });
});

describe('ageOn', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-15', '2026-06-16')).toBe(18);
    expect(ageOn('2008-12-31', '2026-01-01')).toBe(17);
    expect(ageOn('2008-01-01', '2025-12-31')).toBe(17);
    expect(ageOn('2008-01-01', '2026-01-01')).toBe(18);
  });

  it('is 0 on the day of birth and before the first birthday', () => {
    expect(ageOn('2026-03-01', '2026-03-01')).toBe(0);
    expect(ageOn('2025-03-02', '2026-03-01')).toBe(0);
  });

  it('lets someone born on February 29 turn a year older on March 1 in a common year, on February 29 in a leap year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });
});

describe('dateInTimeZone', () => {
  it('gives Phoenix\'s date, seven hours behind UTC all year (no daylight saving)', () => {
    expect(ORGANISATION_TIME_ZONE).toBe('America/Phoenix');
    expect(dateInTimeZone(new Date('2026-03-01T06:59:59Z'), ORGANISATION_TIME_ZONE)).toBe('2026-02-28');
    expect(dateInTimeZone(new Date('2026-03-01T07:00:00Z'), ORGANISATION_TIME_ZONE)).toBe('2026-03-01');
    expect(dateInTimeZone(new Date('2026-07-01T06:59:59Z'), ORGANISATION_TIME_ZONE)).toBe('2026-06-30');
    expect(dateInTimeZone(new Date('2026-07-01T07:00:00Z'), ORGANISATION_TIME_ZONE)).toBe('2026-07-01');
    expect(dateInTimeZone(new Date('2027-01-01T00:30:00Z'), ORGANISATION_TIME_ZONE)).toBe('2026-12-31');
  });

  it('gives UTC\'s date for UTC, and always the YYYY-MM-DD form', () => {
    expect(dateInTimeZone(new Date('2026-03-01T00:00:00Z'), 'UTC')).toBe('2026-03-01');
    expect(dateInTimeZone(new Date('2026-03-01T23:59:59Z'), 'UTC')).toBe('2026-03-01');
    expect(isIsoDate(dateInTimeZone(new Date(), ORGANISATION_TIME_ZONE))).toBe(true);
  });
});
