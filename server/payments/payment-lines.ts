// What a registration's fee is made of, for the order summary, the confirmation page and the payment
// email's receipt: the package (as it was on the registration date) and, on its own line, the bundle
// at the program's price. The lines always add up to the stored amount: an amount staff changed by
// hand shows on the package line.
import { eq } from 'drizzle-orm';
import { ORGANISATION_TIME_ZONE } from '../../common/constants.js';
import { dateInTimeZone } from '../../common/dates.js';
import { BUNDLE_LINE_LABEL, PACKAGE_ORDER_LABELS } from '../../common/labels.js';
import { packageFor, programPrices } from '../../common/prices.js';
import type { PaymentLine } from '../../common/schemas/payment.js';
import type { PriceTier } from '../../common/schemas/program.js';
import type { Db } from '../kernel/db/client.js';
import { programs } from '../programs/tables.js';
import { type Registration } from '../registrations/tables.js';

type Priced = Pick<Registration, 'dateOfBirth' | 'experienceLevel' | 'equipmentBundle' | 'shirtSize' | 'paymentAmount' | 'createdAt'>;

/** The fee's lines from the program's price tiers (pure: the email worker has the tiers already). */
export function feeLines(registration: Priced, priceTiers: readonly PriceTier[] | null | undefined): PaymentLine[] {
  const registeredOn = dateInTimeZone(registration.createdAt, ORGANISATION_TIME_ZONE);
  const packageType = packageFor(registration.dateOfBirth, registration.experienceLevel, registeredOn);
  const { price, withBundle } = programPrices(priceTiers)[packageType];
  const bundle = registration.equipmentBundle ? Math.max(0, Math.min(withBundle - price, registration.paymentAmount)) : 0;
  const lines = [{ label: PACKAGE_ORDER_LABELS[packageType], amount: registration.paymentAmount - bundle }];
  if (registration.equipmentBundle) {
    lines.push({ label: registration.shirtSize ? `${BUNDLE_LINE_LABEL} (shirt size ${registration.shirtSize})` : BUNDLE_LINE_LABEL, amount: bundle });
  }
  return lines;
}

export async function paymentLines(db: Db, registration: Priced & Pick<Registration, 'programId'>): Promise<PaymentLine[]> {
  const [program] = await db.select({ priceTiers: programs.priceTiers }).from(programs).where(eq(programs.id, registration.programId));
  return feeLines(registration, program?.priceTiers);
}
