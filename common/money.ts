// Money is whole cents inside the product, as Stripe counts it: the database, the server's rules, the
// ledger. SPEC's API fields (a registration's paymentAmount, a program's price and its tiers' prices,
// the payment pages' amount) are US dollars: they turn into cents and back here, and nowhere else.
// Every amount shown to a person is written by formatMoney.
// No zod here: the landing page's bundle imports this.

/**
 * Dollars in whole cents, as the amount reads in decimal: 40 -> 4000, 19.99 -> 1999, 0.995 -> 100 (a
 * half cent away from zero, as Intl rounds; 19.99 * 100 alone is 1998.9999999999998).
 */
export function centsFromDollars(dollars: number): number {
  const cents = Math.round(Number((Math.abs(dollars) * 100).toPrecision(15)));
  return dollars < 0 && cents !== 0 ? -cents : cents;
}

/** Cents in dollars, for SPEC's fields: 4000 -> 40, 1999 -> 19.99. */
export const dollarsFromCents = (cents: number): number => cents / 100;

/** Whether dollars have no fraction of a cent (at most two decimals): 19.99 yes, 19.999 no. */
export const isWholeCents = (dollars: number): boolean => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/**
 * An amount as people read it: US dollars with 2 decimals and grouped thousands, 4000 -> "$40.00",
 * 125000 -> "$1,250.00", -4050 -> "-$40.50". Written out, the same as Intl.NumberFormat's en-US
 * currency format: creating that formatter takes a phone ~40 ms of main thread, in the landing page's
 * programs section (docs/performance.md).
 */
export function formatMoney(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** Cents as a plain number of dollars with cents, for a CSV cell or a form's input: 3050 -> "30.50". */
export const decimalFromCents = (cents: number): string => (cents / 100).toFixed(2);

/** Dollars as staff type them ("40", "$40.00", "1,250.5") in whole cents; null when not an amount with at most two decimals. */
export function centsFromTypedDollars(text: string): number | null {
  const match = /^\$?\s*(\d[\d,]*|)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const whole = match[1]!.replace(/,/g, '');
  return Number(whole || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
