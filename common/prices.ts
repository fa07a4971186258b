// Registration prices of SPEC section 9, in whole US dollars. The server computes every amount from these.
import { ageOn } from './dates.js';
import type { ExperienceLevel } from './constants.js';
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

export function registrationAmount(packageType: PackageType, equipmentBundle: boolean): number {
  return PACKAGE_PRICES[packageType] + (equipmentBundle ? EQUIPMENT_BUNDLE_PRICE : 0);
}


/** Tiers a new program starts with (SPEC section 9), derived from the package prices. */
export const DEFAULT_PRICE_TIERS: readonly PriceTier[] = [
  { name: 'Under 18', price: PACKAGE_PRICES.youth },
  { name: 'Under 18 + Equipment Bundle', price: PACKAGE_PRICES.youth + EQUIPMENT_BUNDLE_PRICE },
  { name: 'New Official', price: PACKAGE_PRICES.new },
  { name: 'New Official + Equipment Bundle', price: PACKAGE_PRICES.new + EQUIPMENT_BUNDLE_PRICE },
  { name: 'Experienced Official', price: PACKAGE_PRICES.experienced },
  { name: 'Experienced Official + Equipment Bundle', price: PACKAGE_PRICES.experienced + EQUIPMENT_BUNDLE_PRICE },
];
