// The calendar module (common/calendar): dates without a zone, the organisation's zone (a setting), and
// wall-clock times there as instants, with daylight saving where the zone has it.
import { describe, expect, it } from 'vitest';
import { ageOn, isIsoDate, isTime24h } from '../../common/calendar/days.js';
import { addDays, addMonths, daysBetween, mondaysBetween, monthsBetween, sundayEnding } from '../../common/calendar/sums.js';
import { zonedInstant, zonedIsoDateTime, zoneLabelOn } from '../../common/calendar/instants.js';
import {
  DEFAULT_TIME_ZONE, dateInTimeZone, dateTimeInTimeZone, isTimeZone, placeTime, timeInTimeZone, zoneLabel,
} from '../../common/calendar/zone.js';

const PHOENIX = 'America/Phoenix';
const NEW_YORK = 'America/New_York';
const iso = (date: Date | null) => date?.toISOString() ?? null;

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
    const ORGANISATION_TIME_ZONE = DEFAULT_TIME_ZONE;
    expect(ORGANISATION_TIME_ZONE).toBe(PHOENIX);
    expect(dateInTimeZone(new Date('2026-03-01T06:59:59Z'), ORGANISATION_TIME_ZONE)).toBe('2026-02-28');
    expect(dateInTimeZone(new Date('2026-03-01T07:00:00Z'), ORGANISATION_TIME_ZONE)).toBe('2026-03-01');
    expect(dateInTimeZone(new Date('2026-07-01T06:59:59Z'), ORGANISATION_TIME_ZONE)).toBe('2026-06-30');
    expect(dateInTimeZone(new Date('2026-07-01T07:00:00Z'), ORGANISATION_TIME_ZONE)).toBe('2026-07-01');
    expect(dateInTimeZone(new Date('2027-01-01T00:30:00Z'), ORGANISATION_TIME_ZONE)).toBe('2026-12-31');
  });

  it('gives UTC\'s date for UTC, and always the YYYY-MM-DD form', () => {
    expect(dateInTimeZone(new Date('2026-03-01T00:00:00Z'), 'UTC')).toBe('2026-03-01');
    expect(dateInTimeZone(new Date('2026-03-01T23:59:59Z'), 'UTC')).toBe('2026-03-01');
    expect(isIsoDate(dateInTimeZone(new Date(), DEFAULT_TIME_ZONE))).toBe(true);
  });

  it('follows New York\'s daylight saving: midnight is 05:00 UTC in winter, 04:00 in summer', () => {
    expect(dateInTimeZone(new Date('2027-01-16T04:59:00Z'), NEW_YORK)).toBe('2027-01-15');
    expect(dateInTimeZone(new Date('2027-01-16T05:00:00Z'), NEW_YORK)).toBe('2027-01-16');
    expect(dateInTimeZone(new Date('2027-07-16T03:59:00Z'), NEW_YORK)).toBe('2027-07-15');
    expect(dateInTimeZone(new Date('2027-07-16T04:00:00Z'), NEW_YORK)).toBe('2027-07-16');
  });
});

describe('the clock in a zone', () => {
  it('reads HH:MM on a 24-hour clock, and the date with it', () => {
    expect(timeInTimeZone(new Date('2027-03-13T06:30:00Z'), PHOENIX)).toBe('23:30');
    expect(timeInTimeZone(new Date('2027-03-13T07:05:00Z'), PHOENIX)).toBe('00:05');
    // New York's clocks go forward at 02:00 on March 14, 2027.
    expect(timeInTimeZone(new Date('2027-03-14T06:59:00Z'), NEW_YORK)).toBe('01:59');
    expect(timeInTimeZone(new Date('2027-03-14T07:00:00Z'), NEW_YORK)).toBe('03:00');
    expect(dateTimeInTimeZone(new Date('2026-07-01T06:30:00Z'), PHOENIX)).toBe('2026-06-30 23:30');
  });
});

describe('date sums', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    // The days of a daylight-saving change are whole days too.
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2027-11-06', 2)).toBe('2027-11-08');
  });

  it('adds months with the day clamped to a shorter month\'s end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });

  it('counts whole days between two dates', () => {
    expect(daysBetween('2027-02-27', '2027-03-01')).toBe(2);
    expect(daysBetween('2027-03-20', '2027-03-20')).toBe(0);
    expect(daysBetween('2027-03-10', '2027-03-20')).toBe(10);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
  });

  it('lists the Mondays of every week a range touches, and its months', () => {
    expect(mondaysBetween('2026-02-25', '2026-03-15')).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    expect(mondaysBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(mondaysBetween('2026-03-10', '2026-03-02')).toEqual([]);
    expect(monthsBetween('2026-11-25', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2027-02-01', '2026-11-25')).toEqual([]);
  });

  it('finds the Sunday that ends a date\'s week', () => {
    expect(sundayEnding('2026-03-18')).toBe('2026-03-22');
    expect(sundayEnding('2026-03-22')).toBe('2026-03-22');
    expect(sundayEnding('2026-12-28')).toBe('2027-01-03');
  });
});

describe('a local time in the zone as an instant', () => {
  it('is seven hours after Phoenix\'s clock all year', () => {
    expect(iso(zonedInstant('2027-01-16', '09:00', PHOENIX))).toBe('2027-01-16T16:00:00.000Z');
    expect(iso(zonedInstant('2027-07-16', '18:30', PHOENIX))).toBe('2027-07-17T01:30:00.000Z');
  });

  it('follows New York\'s offset on the day: five hours in winter, four in summer', () => {
    expect(iso(zonedInstant('2027-01-16', '09:00', NEW_YORK))).toBe('2027-01-16T14:00:00.000Z');
    expect(iso(zonedInstant('2027-07-16', '09:00', NEW_YORK))).toBe('2027-07-16T13:00:00.000Z');
    // The day before and the day after the spring change.
    expect(iso(zonedInstant('2027-03-13', '18:30', NEW_YORK))).toBe('2027-03-13T23:30:00.000Z');
    expect(iso(zonedInstant('2027-03-14', '18:30', NEW_YORK))).toBe('2027-03-14T22:30:00.000Z');
  });

  it('moves a time the spring change skips forward, and takes the first of a time the autumn change repeats', () => {
    expect(iso(zonedInstant('2027-03-14', '02:30', NEW_YORK))).toBe('2027-03-14T07:30:00.000Z'); // 03:30 EDT
    expect(iso(zonedInstant('2027-11-07', '01:30', NEW_YORK))).toBe('2027-11-07T05:30:00.000Z'); // 01:30 EDT, not EST
  });

  it('is null for a date, a time or a zone that is not one', () => {
    expect(zonedInstant('2027-02-30', '09:00', PHOENIX)).toBeNull();
    expect(zonedInstant('2027-02-03', '24:00', PHOENIX)).toBeNull();
    expect(zonedInstant('2027-02-03', '9am', PHOENIX)).toBeNull();
    expect(zonedInstant('2027-02-03', '09:00', 'Mars/Olympus')).toBeNull();
  });

  it('is written with the zone\'s offset at that moment (JSON-LD), or as the date alone without a time', () => {
    expect(zonedIsoDateTime('2027-01-16', '09:00', PHOENIX)).toBe('2027-01-16T09:00:00-07:00');
    expect(zonedIsoDateTime('2027-01-16', '09:00', NEW_YORK)).toBe('2027-01-16T09:00:00-05:00');
    expect(zonedIsoDateTime('2027-07-16', '09:00', NEW_YORK)).toBe('2027-07-16T09:00:00-04:00');
    expect(zonedIsoDateTime('2027-07-16', '09:00', 'Asia/Kolkata')).toBe('2027-07-16T09:00:00+05:30');
    expect(zonedIsoDateTime('2027-03-14', '02:30', NEW_YORK)).toBe('2027-03-14T03:30:00-04:00');
    expect(zonedIsoDateTime('2027-07-16', null, NEW_YORK)).toBe('2027-07-16');
  });
});

describe('the zone in words', () => {
  it('keeps the emails\' "MST (Arizona time)" for Phoenix, in every season', () => {
    expect(zoneLabel(PHOENIX, new Date('2027-01-16T16:00:00Z'))).toBe('MST (Arizona time)');
    expect(zoneLabel(PHOENIX, new Date('2027-07-16T16:00:00Z'))).toBe('MST (Arizona time)');
    expect(placeTime(PHOENIX)).toBe('Arizona time');
  });

  it('names another zone by its abbreviation on the day and its city, and UTC by itself', () => {
    expect(zoneLabelOn('2027-01-16', '18:30', NEW_YORK, new Date())).toBe('EST (New York time)');
    expect(zoneLabelOn('2027-07-16', '18:30', NEW_YORK, new Date())).toBe('EDT (New York time)');
    expect(zoneLabelOn(null, '18:30', NEW_YORK, new Date('2027-07-16T12:00:00Z'))).toBe('EDT (New York time)');
    expect(placeTime('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneLabel('UTC', new Date())).toBe('UTC');
    expect(placeTime('UTC')).toBe('UTC');
  });

  it('knows the runtime\'s IANA zones and refuses the rest', () => {
    for (const zone of [PHOENIX, NEW_YORK, 'UTC', 'Asia/Kolkata']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Olympus', 'EST5EDT-ish', '', 'MST']) expect(isTimeZone(zone), zone).toBe(false);
  });
});
