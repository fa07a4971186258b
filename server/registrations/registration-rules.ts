// What every registration write shares: the bundle's shirt size, the default payment status, the fee
// check, and one active registration per person and program (issue 27).
import { centsFromDollars, formatMoney } from '../../common/money.js';
import { DEFAULT_SHIRT_SIZE } from '../../common/prices.js';
import { invalid } from '../kernel/refusals.js';
import { duplicateWarning } from './duplicate-registrations.js';
import { isPersonConflict } from './people-queries.js';
import type { RegistrationsRepository } from './queries.js';

export const UNAVAILABLE = 'The selected program is not available for registration';

/** The shirt size is kept only with the bundle; the bundle's default size is L. */
export function bundleFields(equipmentBundle: boolean, shirtSize: string | null | undefined) {
  return { equipmentBundle, shirtSize: equipmentBundle ? (shirtSize ?? DEFAULT_SHIRT_SIZE) : null };
}

/** A registration that costs nothing needs no payment. */
export const defaultPaymentStatus = (amount: number) => (amount === 0 ? 'free' : 'pending');

/** Refuses a client amount (SPEC's dollars) that is not the fee the server computed (cents). */
export function requireFee(paymentAmount: number, feeCents: number): void {
  const askedCents = centsFromDollars(paymentAmount);
  if (askedCents === feeCents) return;
  const message = `Payment amount ${formatMoney(askedCents)} does not match the registration fee of ${formatMoney(feeCents)} for this package`;
  throw invalid(message, { paymentAmount: message });
}

/** The program a staff registration is for (any program, active or not). */
export async function requireProgram<Program>(programs: { findRow(id: number): Promise<Program | null> }, programId: number): Promise<Program> {
  const program = await programs.findRow(programId);
  if (!program) throw invalid(UNAVAILABLE, { programId: UNAVAILABLE });
  return program;
}

export interface PersonWrite {
  programId: number;
  key: string;
  active: boolean;
  confirmDuplicate: boolean;
  exceptId?: number;
}

/**
 * Staff's write of a registration that is (or becomes) `active` for this person (issue 27): refused
 * with a warning while the person has another active registration in the program, unless staff
 * confirmed it; a confirmed duplicate is stored without its key (the index then lets both be).
 */
export async function keepingOnePerPerson<T>(registrations: Pick<RegistrationsRepository, 'activePerson'>, person: PersonWrite, write: (key: string | null) => Promise<T>): Promise<T> {
  const stored = person.active ? await registrations.activePerson(person.programId, person.key, person.exceptId) : null;
  if (stored && !person.confirmDuplicate) throw duplicateWarning(stored);
  try {
    return await write(stored ? null : person.key);
  } catch (error) {
    // Another write of this person came in between.
    if (!isPersonConflict(error)) throw error;
    if (person.confirmDuplicate) return write(null);
    const found = await registrations.activePerson(person.programId, person.key, person.exceptId);
    if (!found) throw error;
    throw duplicateWarning(found);
  }
}
