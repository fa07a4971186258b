// What a registration's fee is made of, for the order summary, the confirmation page and the payment
// email's receipt: the package (as it was on the registration date) and, on its own line, the bundle
// at the program's price. The lines always add up to the stored amount: an amount staff changed by
// hand shows on the package line.
import { eq } from 'drizzle-orm';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import { BUNDLE_LINE_LABEL, PACKAGE_ORDER_LABELS } from '../../common/labels.js';
import { dollarsFromCents } from '../../common/money.js';
import { packageFor, programPricesInCents, type PriceTierInCents } from '../../common/prices.js';
import type { FeeLine, PaymentLine } from '../../common/schemas/payment.js';
import type { Db } from '../kernel/db/client.js';
import { programs } from '../programs/index.js';
import { type Registration } from '../registrations/index.js';

type Priced = Pick<Registration, 'dateOfBirth' | 'experienceLevel' | 'equipmentBundle' | 'shirtSize' | 'paymentAmountCents' | 'createdAt'>;

/**
 * The fee's lines, in cents, from the program's price tiers (pure: the email worker has the tiers already);
 * the package as it was on the registration's date in the organisation's zone.
 */
export function feeLines(registration: Priced, priceTiers: readonly PriceTierInCents[] | null | undefined, timeZone: string): FeeLine[] {
  const registeredOn = dateInTimeZone(registration.createdAt, timeZone);
  const packageType = packageFor(registration.dateOfBirth, registration.experienceLevel, registeredOn);
  const { price, withBundle } = programPricesInCents(priceTiers)[packageType];
  const bundle = registration.equipmentBundle ? Math.max(0, Math.min(withBundle - price, registration.paymentAmountCents)) : 0;
  const lines = [{ label: PACKAGE_ORDER_LABELS[packageType], amountCents: registration.paymentAmountCents - bundle }];
  if (registration.equipmentBundle) {
    lines.push({ label: registration.shirtSize ? `${BUNDLE_LINE_LABEL} (shirt size ${registration.shirtSize})` : BUNDLE_LINE_LABEL, amountCents: bundle });
  }
  return lines;
}

export async function paymentLines(db: Db, registration: Priced & Pick<Registration, 'programId'>, timeZone: string): Promise<FeeLine[]> {
  const [program] = await db.select({ priceTiers: programs.priceTiers }).from(programs).where(eq(programs.id, registration.programId));
  return feeLines(registration, program?.priceTiers, timeZone);
}

/** The lines as the payment calls answer them (SPEC's dollars). */
export const linesInDollars = (lines: readonly FeeLine[]): PaymentLine[] => lines.map(({ label, amountCents }) => ({ label, amount: dollarsFromCents(amountCents) }));
