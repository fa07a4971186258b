// Free-text addresses ("2845 N Sunridge Blvd, Suite 210, Phoenix, AZ 85016", "Phoenix, Arizona") as
// schema.org PostalAddress parts; text that does not read as "[street, ]city, state[ ZIP]" stays whole.

export interface AddressParts {
  streetAddress?: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
}

// The region is a two-letter state code or the organisation's own state spelled out.
const US_ADDRESS = /^(?:(.+),\s*)?([^,]+?),\s*([A-Za-z]{2}|Arizona)\.?(?:\s+(\d{5}(?:-\d{4})?))?\.?$/i;

export function parseUsAddress(text: string): AddressParts | null {
  const match = US_ADDRESS.exec(text.trim());
  if (!match) return null;
  const [, street, locality, region, postalCode] = match;
  return {
    ...(street && { streetAddress: street.trim() }),
    addressLocality: locality!.trim(),
    addressRegion: region!.toLowerCase() === 'arizona' ? 'AZ' : region!.toUpperCase(),
    ...(postalCode && { postalCode }),
  };
}

/** A PostalAddress for JSON-LD: the parsed parts, or the text as the street address. */
export function postalAddress(text: string) {
  return { '@type': 'PostalAddress', ...(parseUsAddress(text) ?? { streetAddress: text.trim() }), addressCountry: 'US' };
}
