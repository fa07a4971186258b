// SPEC section 9's display formats and the labels of stored values, as common/ gives them to the
// client, the emails and the CSV export.
import { describe, expect, it } from 'vitest';
import {
  formatContactDate, formatDateMDY, formatDateMedium, formatTime12h, fullName, venueLine,
} from '../../common/format.js';
import { centsFromDollars, formatMoney } from '../../common/money.js';
import {
  CONTACT_EXPERIENCE_LABELS, CONTACT_PROGRAM_LABELS, EXPERIENCE_LABELS, PROGRAM_LEVEL_LABELS, contactChoiceLabel, experienceLabel,
} from '../../common/labels.js';

/** SPEC's dollars as every screen shows them (common/money.ts: the cents, then the one formatter). */
const formatUsd = (dollars: number) => formatMoney(centsFromDollars(dollars));

/** A timestamp at noon local time, so "MMM d, yyyy" reads the same day in every time zone. */
const noon = (year: number, monthIndex: number, day: number) => new Date(year, monthIndex, day, 12).toISOString();

describe('formats', () => {
  it.each([
    ['whole dollars with 2 decimals', formatUsd(40), '$40.00'],
    ['no dollars with 2 decimals', formatUsd(0), '$0.00'],
    ['thousands grouped', formatUsd(1250), '$1,250.00'],
    ['millions grouped, cents rounded', formatUsd(1234567.891), '$1,234,567.89'],
    ['a refund below zero', formatUsd(-40.5), '-$40.50'],
    ['a YYYY-MM-DD date as MM/DD/YYYY', formatDateMDY('2026-03-07'), '03/07/2026'],
    ['a date it cannot read as given', formatDateMDY('next spring'), 'next spring'],
    ['midnight on a 12-hour clock', formatTime12h('00:05'), '12:05 AM'],
    ['a morning time without a leading zero', formatTime12h('09:30'), '9:30 AM'],
    ['noon as PM', formatTime12h('12:00'), '12:00 PM'],
    ['an evening time', formatTime12h('18:30'), '6:30 PM'],
    ['a time it cannot read as given', formatTime12h('evening'), 'evening'],
    ['a timestamp as "MMM d, yyyy"', formatDateMedium(noon(2026, 0, 5)), 'Jan 5, 2026'],
    ['the last day of a year', formatDateMedium(noon(2025, 11, 31)), 'Dec 31, 2025'],
    ['a timestamp it cannot read as given', formatDateMedium('not a date'), 'not a date'],
    ['a contact date like the registrations list', formatContactDate(noon(2026, 6, 4)), 'Jul 4, 2026'],
    ['an unreadable contact date as "Invalid date" (SPEC section 8)', formatContactDate('garbage'), 'Invalid date'],
    ['a missing contact date as "Invalid date"', formatContactDate(null), 'Invalid date'],
    ['first and last name', fullName({ firstName: 'Jordan', lastName: 'Reyes' }), 'Jordan Reyes'],
    ['a name without a last name, trimmed', fullName({ firstName: 'Jordan', lastName: '' }), 'Jordan'],
    ['venue and address on one line', venueLine({ locationName: 'Desert Gym', location: '1 Main St, Phoenix' }), 'Desert Gym, 1 Main St, Phoenix'],
    ['an address without a blank venue', venueLine({ locationName: ' ', location: '1 Main St' }), '1 Main St'],
    ['no venue line for neither', venueLine({ locationName: null, location: null }), null],
  ])('show %s', (_case, shown, expected) => {
    expect(shown).toBe(expected);
  });

  it('writes dollars exactly as the en-US currency format does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [0, 0.5, 0.995, 1.005, 9.99, 40, 99.999, 999.995, 1000, 12345.675, 999999.99, 1e9 + 0.01, -0.01, -1250.5];
    for (const dollars of amounts) expect(formatUsd(dollars), String(dollars)).toBe(intl.format(dollars));
  });
});

describe('labels', () => {
  it('name the registration experience levels with SPEC section 9 years', () => {
    expect(EXPERIENCE_LABELS).toEqual({
      beginner: 'Beginner (0-1 years)',
      intermediate: 'Intermediate (2-4 years)',
      advanced: 'Advanced (5+ years)',
    });
  });

  it.each([
    ['a registration without an experience level counts as beginner', experienceLabel(null), 'Beginner (0-1 years)'],
    ['an experience level is named with its years', experienceLabel('advanced'), 'Advanced (5+ years)'],
    ['the contact form counts beginners up to 2 years', CONTACT_EXPERIENCE_LABELS.beginner, 'Beginner (0-2 years)'],
    ['the contact form counts intermediates from 3 to 5 years', CONTACT_EXPERIENCE_LABELS.intermediate, 'Intermediate (3-5 years)'],
    ['the contact form counts advanced from 5 years', CONTACT_EXPERIENCE_LABELS.advanced, 'Advanced (5+ years)'],
    ['a contact choice left out is "Not specified"', contactChoiceLabel(CONTACT_PROGRAM_LABELS, null), 'Not specified'],
    ['a contact choice is named', contactChoiceLabel(CONTACT_PROGRAM_LABELS, 'pro-development'), 'Pro Development'],
    ['an unknown contact choice shows as stored', contactChoiceLabel(CONTACT_PROGRAM_LABELS, 'chess'), 'chess'],
    ['the high-school level is named', PROGRAM_LEVEL_LABELS['high-school'], 'High School'],
    ['the all level is named', PROGRAM_LEVEL_LABELS.all, 'All Levels'],
  ])('%s', (_case, label, expected) => {
    expect(label).toBe(expected);
  });
});
