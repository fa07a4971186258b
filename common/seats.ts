// Seat holds (issue 27): what the payment calls answer when a lapsed hold cannot take a seat again, and
// how the registrant's page writes the moment a hold ends.
import { clockWithZoneIn, dateInTimeZone } from './calendar/zone.js';
import { formatDateLong } from './format.js';

/** The payment calls' 409 when the registration's seat hold lapsed and the program has no free seat. */
export const SEAT_HOLD_EXPIRED =
  'Your seat hold has expired and the program is now full, so this payment cannot go ahead. You can join the waitlist from your registration page (the link is in your confirmation email).';

/** When a pending registration's hold ends: it began at seatHeldAt (a payment that took the seat again), else at registration. */
export function holdEndsAt(registration: { createdAt: Date; seatHeldAt: Date | null }, holdMinutes: number): Date {
  return new Date((registration.seatHeldAt ?? registration.createdAt).getTime() + holdMinutes * 60_000);
}

/** "6:45 PM MST on Monday, June 15, 2026": the organisation's clock, naming its zone. */
export const formatHoldEnd = (at: Date, timeZone: string): string => `${clockWithZoneIn(at, timeZone)} on ${formatDateLong(dateInTimeZone(at, timeZone))}`;

/** Overbooked as staff see it: marked, and still paid and active (a refund or a cancellation ends it). */
export const isOverbooked = (registration: { overbookedAt: unknown; paymentStatus: string; registrationStatus: string }): boolean =>
  !!registration.overbookedAt && registration.paymentStatus === 'paid' && registration.registrationStatus === 'active';
