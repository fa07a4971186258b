// The seats' use cases the routes call beside the waitlist's own (waitlist.ts): the public seat counts,
// reading an offer's link, and adding a seat for an overbooked registration.
import type { Db } from '../kernel/db/client.js';
import { conflict, notFound } from '../kernel/refusals.js';
import type { Registration } from '../registrations/index.js';
import type { SettingsService } from '../settings/index.js';
import { findOffer } from './offer-tokens.js';
import { addSeat } from './overbooked.js';
import { programSeats } from './seats.js';
import type { Waitlist } from './waitlist.js';

const MISSING = 'Registration not found';

export interface SeatServiceDeps {
  db: Db;
  now: () => Date;
  settings: Pick<SettingsService, 'current'>;
  waitlist: Pick<Waitlist, 'seatsMayHaveFreed'>;
  findRegistration: (id: number) => Promise<Registration | null>;
}

export function createSeatService({ db, now, settings, waitlist, findRegistration }: SeatServiceDeps) {
  return {
    /** Seats left in each active program with a capacity, and from how few the site shows the count. */
    async publicSeats() {
      const { seatHoldMinutes, seatsLeftShownFrom } = await settings.current();
      return { seats: await programSeats(db, { now: now(), holdMinutes: seatHoldMinutes }, { activeOnly: true }), seatsLeftShownFrom };
    },

    findOffer: (token: string) => findOffer(db, token, now()),

    /** One more seat for an overbooked registration (issue 27); the registration as it now stands. */
    async addSeat(registrationId: number): Promise<Registration> {
      const outcome = await addSeat(db, registrationId);
      if (outcome === null) throw notFound(MISSING);
      if (outcome === 'not-overbooked') throw conflict('This registration is not overbooked');
      const registration = await findRegistration(registrationId);
      if (!registration) throw notFound(MISSING);
      // Its seat had freed meanwhile (the mark not yet cleared by the season job): the new one goes to the waitlist.
      await waitlist.seatsMayHaveFreed([registration.programId]);
      return registration;
    },
  };
}
export type SeatService = ReturnType<typeof createSeatService>;
