// SPEC section 9's display formats and the labels of stored values, as common/ gives them to the
// client, the emails and the CSV export.
import { describe, expect, it } from 'vitest';
import {
  formatContactDate, formatDateMDY, formatDateMedium, formatTime12h, formatUsd, fullName, venueLine,
} from '../../common/format.js';
import {
  CONTACT_EXPERIENCE_LABELS, CONTACT_PROGRAM_LABELS, EXPERIENCE_LABELS, PROGRAM_LEVEL_LABELS, contactChoiceLabel, experienceLabel,
} from '../../common/labels.js';

describe('formatUsd', () => {
  it('shows whole dollars in US dollars with 2 decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(40)).toBe('$40.00');
    expect(formatUsd(75)).toBe('$75.00');
  });

  it('groups thousands', () => {
    expect(formatUsd(1250)).toBe('$1,250.00');
  });
});

describe('formatDateMDY', () => {
  it('shows a YYYY-MM-DD date as MM/DD/YYYY', () => {
    expect(formatDateMDY('2026-03-07')).toBe('03/07/2026');
  });

  it('shows anything else as given', () => {
    expect(formatDateMDY('next spring')).toBe('next spring');
    expect(formatDateMDY('')).toBe('');
  });
});

describe('formatTime12h', () => {
  it('shows a 24-hour time on a 12-hour clock', () => {
    expect(formatTime12h('00:05')).toBe('12:05 AM');
    expect(formatTime12h('09:30')).toBe('9:30 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('18:30')).toBe('6:30 PM');
  });

  it('shows anything else as given', () => {
    expect(formatTime12h('evening')).toBe('evening');
  });
});

describe('formatDateMedium', () => {
  it('shows a timestamp as "MMM d, yyyy" in the local time zone', () => {
    expect(formatDateMedium(new Date(2026, 0, 5, 12).toISOString())).toBe('Jan 5, 2026');
    expect(formatDateMedium(new Date(2025, 11, 31, 12).toISOString())).toBe('Dec 31, 2025');
  });

  it('shows the raw value when it is not a date', () => {
    expect(formatDateMedium('not a date')).toBe('not a date');
  });
});

describe('formatContactDate', () => {
  it('shows a readable date like the registrations list', () => {
    expect(formatContactDate(new Date(2026, 6, 4, 12).toISOString())).toBe('Jul 4, 2026');
  });

  it('shows "Invalid date" for a missing or unreadable date (SPEC section 8)', () => {
    expect(formatContactDate('garbage')).toBe('Invalid date');
    expect(formatContactDate(null)).toBe('Invalid date');
    expect(formatContactDate(undefined)).toBe('Invalid date');
  });
});

describe('fullName and venueLine', () => {
  it('joins first and last name, trimmed', () => {
    expect(fullName({ firstName: 'Jordan', lastName: 'Reyes' })).toBe('Jordan Reyes');
    expect(fullName({ firstName: 'Jordan', lastName: '' })).toBe('Jordan');
  });

  it('joins venue and address, leaving out blank parts', () => {
    expect(venueLine({ locationName: 'Desert Gym', location: '1 Main St, Phoenix' })).toBe('Desert Gym, 1 Main St, Phoenix');
    expect(venueLine({ locationName: ' ', location: '1 Main St' })).toBe('1 Main St');
    expect(venueLine({ locationName: null, location: null })).toBeNull();
  });
});

describe('labels', () => {
  it('names the registration experience levels with SPEC section 9 years', () => {
    expect(EXPERIENCE_LABELS).toEqual({
      beginner: 'Beginner (0-1 years)',
      intermediate: 'Intermediate (2-4 years)',
      advanced: 'Advanced (5+ years)',
    });
  });

  it('counts a registration without an experience level as beginner', () => {
    expect(experienceLabel(null)).toBe('Beginner (0-1 years)');
    expect(experienceLabel('advanced')).toBe('Advanced (5+ years)');
  });

  it('names the contact form experience levels with their own years', () => {
    expect(CONTACT_EXPERIENCE_LABELS.beginner).toBe('Beginner (0-2 years)');
    expect(CONTACT_EXPERIENCE_LABELS.intermediate).toBe('Intermediate (3-5 years)');
    expect(CONTACT_EXPERIENCE_LABELS.advanced).toBe('Advanced (5+ years)');
  });

  it('shows "Not specified" for a contact choice that was left out, and an unknown value as stored', () => {
    expect(contactChoiceLabel(CONTACT_PROGRAM_LABELS, null)).toBe('Not specified');
    expect(contactChoiceLabel(CONTACT_PROGRAM_LABELS, 'pro-development')).toBe('Pro Development');
    expect(contactChoiceLabel(CONTACT_PROGRAM_LABELS, 'chess')).toBe('chess');
  });

  it('names every program level', () => {
    expect(PROGRAM_LEVEL_LABELS['high-school']).toBe('High School');
    expect(PROGRAM_LEVEL_LABELS.all).toBe('All Levels');
  });
});
