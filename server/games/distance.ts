// Miles between an official's home and a venue, from their US ZIP codes' centres (the zipcodes package's
// data, loaded on first use: 5 MB the server needs only here). Staff see the distance, never the address.
type Zipcodes = typeof import('zipcodes');
let loaded: Promise<Zipcodes> | undefined;

/** The last ZIP code written in an address ("… Phoenix, AZ 85004" → "85004"), or null. */
export function postalCodeOf(address: string): string | null {
  return [...address.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)].at(-1)?.[1] ?? null;
}

/** A function giving whole miles between two ZIP codes, null when either is unknown. */
export async function distances(): Promise<(from: string | null, to: string | null) => number | null> {
  loaded ??= import('zipcodes').then((module) => ('default' in module ? (module.default as Zipcodes) : module));
  const zipcodes = await loaded;
  return (from, to) => (from !== null && to !== null ? zipcodes.distance(from, to) : null);
}
