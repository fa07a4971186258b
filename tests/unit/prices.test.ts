// Registration prices of SPEC section 9: the package from age and experience, plus the bundle.
import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../../common/constants.js';
import {
  DEFAULT_PRICE_TIERS, DEFAULT_SHIRT_SIZE, EQUIPMENT_BUNDLE_PRICE, PACKAGE_PRICES, PACKAGE_TYPES, SHIRT_SIZES, packageFor,
  programFee, programFeeInCents, programPrices, programPricesInCents, registrationAmount,
} from '../../common/prices.js';
import { centsFromDollars } from '../../common/money.js';

const REGISTRATION_DATE = '2026-06-15';

describe('packageFor', () => {
  it('is youth for anyone under 18 on the registration date, whatever the experience', () => {
    for (const level of EXPERIENCE_LEVELS) {
      expect(packageFor('2010-01-01', level, REGISTRATION_DATE)).toBe('youth');
      expect(packageFor('2008-06-16', level, REGISTRATION_DATE), 'turns 18 tomorrow').toBe('youth');
    }
  });

  it('is new for an adult beginner or intermediate, experienced for an adult advanced', () => {
    expect(packageFor('2008-06-15', 'beginner', REGISTRATION_DATE), 'turns 18 today').toBe('new');
    expect(packageFor('1990-03-02', 'beginner', REGISTRATION_DATE)).toBe('new');
    expect(packageFor('1990-03-02', 'intermediate', REGISTRATION_DATE)).toBe('new');
    expect(packageFor('1990-03-02', 'advanced', REGISTRATION_DATE)).toBe('experienced');
    expect(packageFor('2008-06-15', 'advanced', REGISTRATION_DATE)).toBe('experienced');
  });
});

describe('registrationAmount', () => {
  it.each([
    ['youth', false, 0],
    ['youth', true, 35],
    ['new', false, 40],
    ['new', true, 75],
    ['experienced', false, 55],
    ['experienced', true, 90],
  ] as const)('%s with bundle %s costs $%i', (packageType, bundle, amount) => {
    expect(registrationAmount(packageType, bundle)).toBe(amount);
  });

  it('covers every package type', () => {
    expect([...PACKAGE_TYPES].sort()).toEqual(['experienced', 'new', 'youth']);
    expect(PACKAGE_PRICES).toEqual({ youth: 0, new: 40, experienced: 55 });
    expect(EQUIPMENT_BUNDLE_PRICE).toBe(35);
  });
});

describe('the bundle shirt', () => {
  it('comes in S to XXL, L by default', () => {
    expect(SHIRT_SIZES).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(DEFAULT_SHIRT_SIZE).toBe('L');
  });
});

describe('DEFAULT_PRICE_TIERS', () => {
  it('are the six tiers of SPEC section 9, in order', () => {
    expect(DEFAULT_PRICE_TIERS.map(({ name, price }) => ({ name, price }))).toEqual([
      { name: 'Under 18', price: 0 },
      { name: 'Under 18 + Equipment Bundle', price: 35 },
      { name: 'New Official', price: 40 },
      { name: 'New Official + Equipment Bundle', price: 75 },
      { name: 'Experienced Official', price: 55 },
      { name: 'Experienced Official + Equipment Bundle', price: 90 },
    ]);
  });

  it('agree with registrationAmount for every package and bundle', () => {
    const names = { youth: 'Under 18', new: 'New Official', experienced: 'Experienced Official' } as const;
    for (const packageType of PACKAGE_TYPES) {
      const tier = (name: string) => DEFAULT_PRICE_TIERS.find((candidate) => candidate.name === name)?.price;
      expect(tier(names[packageType])).toBe(registrationAmount(packageType, false));
      expect(tier(`${names[packageType]} + Equipment Bundle`)).toBe(registrationAmount(packageType, true));
    }
  });
});

describe("programPrices and programFee (a program's tiers are its fees)", () => {
  it("are SPEC's constants for a program without tiers, and with the default tiers", () => {
    for (const tiers of [[], null, undefined, DEFAULT_PRICE_TIERS]) {
      for (const packageType of PACKAGE_TYPES) {
        for (const bundle of [false, true]) expect(programFee(tiers, packageType, bundle)).toBe(registrationAmount(packageType, bundle));
      }
    }
  });

  it("take each package's price and bundled price from the tier with SPEC's name, in any case and spacing", () => {
    const tiers = [
      { name: '  new official ', price: 50 },
      { name: 'NEW OFFICIAL + EQUIPMENT BUNDLE', price: 80 },
      { name: 'Experienced Official', price: 99 },
      { name: 'Early bird', price: 10 },
    ];
    expect(programPrices(tiers)).toEqual({
      youth: { price: 0, withBundle: 35 },
      new: { price: 50, withBundle: 80 },
      // No bundled tier: SPEC's $35 on top of the package's own price.
      experienced: { price: 99, withBundle: 134 },
    });
    expect(programFee(tiers, 'new', false)).toBe(50);
    expect(programFee(tiers, 'new', true)).toBe(80);
    expect(programFee(tiers, 'experienced', true)).toBe(134);
    expect(programFee(tiers, 'youth', false)).toBe(0);
  });

  it('ignores tiers whose names are not a package (a program with only custom tiers costs the constants)', () => {
    expect(programFee([{ name: 'Standard', price: 99 }], 'new', false)).toBe(40);
  });
});

describe('programPricesInCents and programFeeInCents (the server prices stored tiers in cents)', () => {
  it('give the same fees as the dollar functions, in cents, with or without tiers', () => {
    const tiers = [{ name: 'New Official', price: 50 }, { name: 'New Official + Equipment Bundle', price: 80 }, { name: 'Early bird', price: 10 }];
    for (const dollarTiers of [tiers, DEFAULT_PRICE_TIERS, [], null]) {
      const stored = dollarTiers?.map(({ name, price }) => ({ name, priceCents: centsFromDollars(price) })) ?? null;
      for (const packageType of PACKAGE_TYPES) {
        for (const bundle of [false, true]) expect(programFeeInCents(stored, packageType, bundle)).toBe(centsFromDollars(programFee(dollarTiers, packageType, bundle)));
      }
    }
    expect(programPricesInCents([])).toEqual({
      youth: { price: 0, withBundle: 3500 }, new: { price: 4000, withBundle: 7500 }, experienced: { price: 5500, withBundle: 9000 },
    });
  });
});
