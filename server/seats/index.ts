// What other domains may use of seats (a lint zone refuses any other way in: eslint.layers.js).
export { ADMIN_OVERBOOKED_NOTIFICATION } from './emails/overbooked-emails.js';
export { isOverbooked } from './overbooked.js';
export { holdSeatForPayment, lockProgramOf, markIfOverbooked, seatBeforePayment } from './seat-holds.js';
export { joinWaitlist, waitlistDetails } from './seat-registration.js';
export type { WaitlistDetails } from './seat-registration.js';
export { holdRunning, lockProgram, programSeats, seatsTaken } from './seats.js';
export type { SeatClock } from './seats.js';
export { waitlistEntries } from './tables.js';
