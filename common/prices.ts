// Registration prices of SPEC section 9, in whole US dollars as SPEC and the API give them; the server
// computes every amount from these in cents (the ...InCents functions, over tiers as it stores them).
import { ageOn } from './calendar/days.js';
import type { ExperienceLevel } from './constants.js';
import { centsFromDollars } from './money.js';
import type { PriceTier } from './schemas/program.js';

export const PACKAGE_TYPES = ['youth', 'new', 'experienced'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const PACKAGE_PRICES: Readonly<Record<PackageType, number>> = { youth: 0, new: 40, experienced: 55 };
export const EQUIPMENT_BUNDLE_PRICE = 35;
export const SHIRT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type ShirtSize = (typeof SHIRT_SIZES)[number];
export const DEFAULT_SHIRT_SIZE: ShirtSize = 'L';
export const YOUTH_AGE_LIMIT = 18;

/** Youth if under 18 on the registration date; experienced if advanced; otherwise new. */
export function packageFor(dateOfBirth: string, experienceLevel: ExperienceLevel, registrationDate: string): PackageType {
  if (ageOn(dateOfBirth, registrationDate) < YOUTH_AGE_LIMIT) return 'youth';
  return experienceLevel === 'advanced' ? 'experienced' : 'new';
}

/** SPEC section 9's fee: a program without price tiers. */
export function registrationAmount(packageType: PackageType, equipmentBundle: boolean): number {
  return programFee(undefined, packageType, equipmentBundle);
}

/** The names of SPEC section 9's default tiers, per package; "<name> + Equipment Bundle" is the bundled tier. */
export const PACKAGE_TIER_NAMES: Readonly<Record<PackageType, string>> = {
  youth: 'Under 18',
  new: 'New Official',
  experienced: 'Experienced Official',
};
const bundledTierName = (packageType: PackageType) => `${PACKAGE_TIER_NAMES[packageType]} + Equipment Bundle`;

/** Tiers a new program starts with (SPEC section 9), derived from the package prices. */
export const DEFAULT_PRICE_TIERS: readonly PriceTier[] = PACKAGE_TYPES.flatMap((packageType) => [
  { name: PACKAGE_TIER_NAMES[packageType], price: PACKAGE_PRICES[packageType] },
  { name: bundledTierName(packageType), price: PACKAGE_PRICES[packageType] + EQUIPMENT_BUNDLE_PRICE },
]);

/** What one package costs in a program: alone, and with the bundle. */
export interface PackagePrice {
  price: number;
  withBundle: number;
}
export type ProgramPrices = Readonly<Record<PackageType, PackagePrice>>;

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A price tier as the server stores it (programs.price_tiers): its price in cents. */
export interface PriceTierInCents {
  name: string;
  priceCents: number;
  description?: string | null;
}

/** Each package's price with and without the bundle, from the tiers' prices by normalised name, else from SPEC's constants. */
function pricesFrom(byName: ReadonlyMap<string, number>, packagePrice: (packageType: PackageType) => number, bundlePrice: number): ProgramPrices {
  const entries = PACKAGE_TYPES.map((packageType) => {
    const price = byName.get(normalName(PACKAGE_TIER_NAMES[packageType])) ?? packagePrice(packageType);
    const withBundle = byName.get(normalName(bundledTierName(packageType))) ?? price + bundlePrice;
    return [packageType, { price, withBundle }] as const;
  });
  return Object.fromEntries(entries) as Record<PackageType, PackagePrice>;
}

/**
 * A program's fees, from its price tiers: the tier named after a package (SPEC section 9's names, in any
 * case) is that package's price, and the "+ Equipment Bundle" tier its price with the bundle. A package
 * without its tier costs SPEC's constant; a bundled tier that is missing adds SPEC's $35.
 */
export function programPrices(priceTiers: readonly PriceTier[] | null | undefined): ProgramPrices {
  return pricesFrom(new Map((priceTiers ?? []).map((tier) => [normalName(tier.name), tier.price])), (packageType) => PACKAGE_PRICES[packageType], EQUIPMENT_BUNDLE_PRICE);
}

/** The fee for a package (and bundle) in a program with these price tiers, in dollars (what the registration form sends). */
export function programFee(priceTiers: readonly PriceTier[] | null | undefined, packageType: PackageType, equipmentBundle: boolean): number {
  const prices = programPrices(priceTiers)[packageType];
  return equipmentBundle ? prices.withBundle : prices.price;
}

/** programPrices in cents, from tiers priced in cents. */
export function programPricesInCents(priceTiers: readonly PriceTierInCents[] | null | undefined): ProgramPrices {
  const byName = new Map((priceTiers ?? []).map((tier) => [normalName(tier.name), tier.priceCents]));
  return pricesFrom(byName, (packageType) => centsFromDollars(PACKAGE_PRICES[packageType]), centsFromDollars(EQUIPMENT_BUNDLE_PRICE));
}

/** programFee in cents, from tiers priced in cents: what the server charges. */
export function programFeeInCents(priceTiers: readonly PriceTierInCents[] | null | undefined, packageType: PackageType, equipmentBundle: boolean): number {
  const prices = programPricesInCents(priceTiers)[packageType];
  return equipmentBundle ? prices.withBundle : prices.price;
}
