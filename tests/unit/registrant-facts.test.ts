// What the registration details show beside the stored fields: age today (the organisation's date), the
// amount still due, the minor-without-guardian flag and the tel: address of a phone number.
import { describe, expect, it } from 'vitest';
import {
  ageToday, amountDue, minorWithoutGuardian, telHref,
} from '../../client/pages/admin/registrations/registrant-facts.js';

describe('the age today', () => {
  it('counts whole years on the given date', () => {
    expect(ageToday('1990-04-02', '2026-04-01')).toBe(35);
    expect(ageToday('1990-04-02', '2026-04-02')).toBe(36);
  });

  it('is null for a stored value that is not a date', () => {
    expect(ageToday('02/04/1990', '2026-04-02')).toBeNull();
    expect(ageToday('2010-02-30', '2026-04-02')).toBeNull();
  });
});

describe('the amount due', () => {
  it('is the payment amount while payment is pending', () => {
    expect(amountDue({ paymentAmount: 75, paymentStatus: 'pending' })).toBe(75);
  });

  it.each(['paid', 'free', 'refunded'] as const)('is nothing once %s', (paymentStatus) => {
    expect(amountDue({ paymentAmount: 75, paymentStatus })).toBe(0);
  });
});

describe('a minor without a guardian', () => {
  const none = { parentGuardianName: null, parentGuardianEmail: null };

  it('is an under-18 with neither a guardian name nor email', () => {
    expect(minorWithoutGuardian({ dateOfBirth: '2010-06-01', ...none }, '2026-05-31')).toBe(true);
    expect(minorWithoutGuardian({ dateOfBirth: '2010-06-01', parentGuardianName: ' ', parentGuardianEmail: '' }, '2026-05-31')).toBe(true);
  });

  it('is not flagged with a guardian name or email on record', () => {
    expect(minorWithoutGuardian({ dateOfBirth: '2010-06-01', parentGuardianName: 'Morgan', parentGuardianEmail: null }, '2026-05-31')).toBe(false);
    expect(minorWithoutGuardian({ dateOfBirth: '2010-06-01', parentGuardianName: null, parentGuardianEmail: 'm@example.com' }, '2026-05-31')).toBe(false);
  });

  it('is not an adult (18 on the birthday) nor a date of birth that is not a date', () => {
    expect(minorWithoutGuardian({ dateOfBirth: '2008-06-01', ...none }, '2026-06-01')).toBe(false);
    expect(minorWithoutGuardian({ dateOfBirth: 'unknown', ...none }, '2026-06-01')).toBe(false);
  });
});

describe('a tel: address', () => {
  it.each([
    ['(602) 555-0134', 'tel:6025550134'],
    ['+1 602-555-0134', 'tel:+16025550134'],
    [' 480.555.0177 ext 2', 'tel:4805550177'],
    ['480-555-0177x12', 'tel:4805550177'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
