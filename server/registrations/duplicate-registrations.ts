// What the two sides hear of a second active registration of one person in a program (issue 27; the
// queries are in repositories/registration-people.ts): the visitor only "already registered" (nothing
// about the stored registration), staff who is registered and how to save anyway.
import { formatDateMDY, fullName } from '../../common/format.js';
import { conflict, Refusal } from '../kernel/refusals.js';
import type { StoredPerson } from './people-queries.js';

export const ALREADY_REGISTERED = 'You are already registered for this program';

/** Staff's warning (a 409 whose `errors.confirmDuplicate` tells the form to ask and send again with it). */
export function duplicateWarning(stored: StoredPerson): Refusal {
  const message = `${fullName(stored)} (born ${formatDateMDY(stored.dateOfBirth)}) is already registered for this program (registration #${stored.id}). Save anyway to keep both registrations.`;
  return conflict(message, { confirmDuplicate: message });
}
