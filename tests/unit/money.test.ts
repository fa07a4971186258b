// common/money.ts, the one home of money: cents inside the product, SPEC's dollars at its fields, and
// the one way an amount is written out.
import { describe, expect, it } from 'vitest';
import {
  centsFromDollars, centsFromTypedDollars, decimalFromCents, dollarsFromCents, formatMoney, isWholeCents,
} from '../../common/money.js';

describe('centsFromDollars and dollarsFromCents', () => {
  it.each([
    [0, 0], [40, 4000], [55, 5500], [19.99, 1999], [0.07, 7], [1.1, 110], [1234567.89, 123456789], [-40.5, -4050],
  ])('%d dollars are %i cents, and back', (dollars, cents) => {
    expect(centsFromDollars(dollars)).toBe(cents);
    expect(dollarsFromCents(cents)).toBe(dollars);
  });

  it('reads an amount as it is written in decimal, not as binary floating point has it', () => {
    // 19.99 * 100 is 1998.9999999999998, 1.005 * 100 is 100.49999999999999, 0.29 * 100 is 28.999999999999996.
    expect(centsFromDollars(19.99)).toBe(1999);
    expect(centsFromDollars(0.29)).toBe(29);
    expect(centsFromDollars(1.005)).toBe(101);
  });

  it('rounds a fraction of a cent half away from zero, as Intl does', () => {
    expect(centsFromDollars(0.995)).toBe(100);
    expect(centsFromDollars(0.994)).toBe(99);
    expect(centsFromDollars(-0.995)).toBe(-100);
    expect(Object.is(centsFromDollars(-0.001), 0)).toBe(true);
  });

  it('round-trips every whole dollar and every cent of a dollar', () => {
    for (let dollars = 0; dollars <= 100_000; dollars += 7) expect(dollarsFromCents(centsFromDollars(dollars))).toBe(dollars);
    for (let cents = 0; cents <= 10_000; cents += 1) expect(centsFromDollars(dollarsFromCents(cents))).toBe(cents);
  });

  it('tells whether dollars have no fraction of a cent', () => {
    expect([40, 19.99, 0.5, 0].map(isWholeCents)).toEqual([true, true, true, true]);
    expect([19.999, 0.001, Number.NaN].map(isWholeCents)).toEqual([false, false, false]);
  });
});

describe('formatMoney, the one formatter', () => {
  it.each([
    [4000, '$40.00'], [0, '$0.00'], [1999, '$19.99'], [7, '$0.07'], [125_000, '$1,250.00'], [123_456_789, '$1,234,567.89'],
    [100_000_000_001, '$1,000,000,000.01'], [-4050, '-$40.50'], [-1, '-$0.01'],
  ])('writes %i cents as %s', (cents, shown) => {
    expect(formatMoney(cents)).toBe(shown);
  });

  it('writes SPEC\'s dollars exactly as the en-US currency format does, through their cents', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    for (const dollars of [0, 0.5, 0.995, 1.005, 9.99, 19.99, 40, 99.999, 999.995, 1000, 12345.675, 999999.99, -0.01, -1250.5]) {
      expect(formatMoney(centsFromDollars(dollars)), String(dollars)).toBe(intl.format(dollars));
    }
  });
});

describe('plain amounts for CSV cells and form inputs', () => {
  it('writes cents as dollars with cents, without the dollar sign or grouping', () => {
    expect([3050, 4000, 7, 0, 125_000, -1999].map(decimalFromCents)).toEqual(['30.50', '40.00', '0.07', '0.00', '1250.00', '-19.99']);
  });

  it('reads dollars as staff type them, in cents', () => {
    expect(['40', '19.99', '$1,250.5', '.25'].map(centsFromTypedDollars)).toEqual([4000, 1999, 125_050, 25]);
    expect(['', '10.005', '-5', 'abc'].map(centsFromTypedDollars)).toEqual([null, null, null, null]);
  });
});
