// A program's prices are stored in cents (price_cents, and priceCents in each of price_tiers: migration
// 0010) and the server works in cents; SPEC's API, the admin form and the backup files give them in whole
// dollars (`price`, each tier's `price`). Answers leave through programAnswer, input comes in through
// priceColumns (common/money.ts converts).
import { centsFromDollars, dollarsFromCents } from '../../common/money.js';
import type { PriceTierInCents } from '../../common/prices.js';
import type { PriceTier } from '../../common/schemas/program.js';

interface StoredPrices {
  priceCents: number | null;
  priceTiers: PriceTierInCents[];
}

/** Tiers priced in dollars (the API's) as stored, in cents. */
export const tiersInCents = (tiers: readonly PriceTier[]): PriceTierInCents[] =>
  tiers.map(({ price, ...tier }) => ({ ...tier, priceCents: centsFromDollars(price) }));

/** A stored program as the API answers it: its price and its tiers' prices in dollars. */
export function programAnswer<T extends StoredPrices>({ priceCents, priceTiers, ...row }: T): Omit<T, keyof StoredPrices> & { price: number | null; priceTiers: PriceTier[] } {
  return {
    ...row,
    price: priceCents === null ? null : dollarsFromCents(priceCents),
    priceTiers: priceTiers.map(({ priceCents: cents, ...tier }) => ({ ...tier, price: dollarsFromCents(cents) })),
  };
}

/** An input's `price` and `priceTiers` (dollars), those it has, as the columns (cents). */
export function priceColumns<T extends { price?: number | null | undefined; priceTiers?: readonly PriceTier[] | undefined }>(
  { price, priceTiers, ...fields }: T,
): Omit<T, 'price' | 'priceTiers'> & Partial<StoredPrices> {
  return {
    ...fields,
    ...(price !== undefined && { priceCents: price === null ? null : centsFromDollars(price) }),
    ...(priceTiers !== undefined && { priceTiers: tiersInCents(priceTiers) }),
  };
}
