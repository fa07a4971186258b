// What staff read off a registration at a glance: the registrant's age today (the organisation's date), what is still owed,
// whether a minor has no parent or guardian on record, and a phone number to dial. Imports carry .js:
// the unit tests load this file under Node.
import { ageOn, isIsoDate } from '../../../../common/calendar/days.js';
import { YOUTH_AGE_LIMIT } from '../../../../common/prices.js';
import type { Registration } from '../../../../common/schemas/registration.js';

/** Whole years on `today`; null for a date of birth that is not a date (shown as stored). */
export function ageToday(dateOfBirth: string, today: string): number | null {
  return isIsoDate(dateOfBirth) ? ageOn(dateOfBirth, today) : null;
}

/** The payment amount while payment is pending; nothing once paid, free or refunded. */
export const amountDue = (row: Pick<Registration, 'paymentAmount' | 'paymentStatus'>) => (row.paymentStatus === 'pending' ? row.paymentAmount : 0);

/** Under 18 today, with neither a parent/guardian name nor email stored. */
export function minorWithoutGuardian(row: Pick<Registration, 'dateOfBirth' | 'parentGuardianName' | 'parentGuardianEmail'>, today: string): boolean {
  const age = ageToday(row.dateOfBirth, today);
  if (age === null || age >= YOUTH_AGE_LIMIT) return false;
  return !row.parentGuardianName?.trim() && !row.parentGuardianEmail?.trim();
}

/** A tel: address for a phone number as typed: its digits, a leading + kept, an extension ("ext 2", "x2") left out. */
export function telHref(phone: string): string {
  const number = phone.trim().split(/\s*(?:ext\.?|x)\s*\d/i)[0]!;
  return `tel:${number.startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`;
}
