// The registrant's and the guardian's own pages as their routes see them: each use case bound to the
// database, the clock, the settings and the domains below by app.ts, so no route holds `db`.
import type { ConsentForm } from '../../common/schemas/consent-form.js';
import type { MyRegistrationScreen } from '../../common/my-registration-page.js';
import type { Db } from '../kernel/db/client.js';
import type { Refunds } from '../payments/index.js';
import type { OrganisationClock, SettingsService } from '../settings/index.js';
import { cancelRegistration, mayCancel, type CancelOutcome } from './cancellation.js';
import { consentView, signConsent, type ConsentViewOptions } from './consent.js';
import { createGuardianConsentsRepository } from './guardian-consent-queries.js';
import type { LinkPurpose } from '../../common/constants.js';
import { findLink, type PageReader } from '../registrations/index.js';
import { joinWaitlistFromPage, registrantSeat } from './registrant-seat.js';
import { calendarFile, loadRegistrantRecords, registrantView, type RegistrantRecords } from './registrant-view.js';

export interface SelfServiceDeps {
  db: Db;
  clock: OrganisationClock;
  settings: Pick<SettingsService, 'current'>;
  refunds: Refunds;
  /** False in test mode (no Stripe keys): nothing can be refunded automatically. */
  stripeAvailable: boolean;
  /** Nudges the outbox. */
  queued: () => void;
  /** Whether a registration has a certificate in force (its page links the PDF). */
  hasLiveCertificate: (registrationId: number) => Promise<boolean>;
  /** A cancellation frees a seat for the waitlist (issue 16). */
  seatsMayHaveFreed: (programIds: number[]) => Promise<void>;
}

export function createSelfService({ db, clock, settings, refunds, stripeAvailable, queued, hasLiveCertificate, seatsMayHaveFreed }: SelfServiceDeps) {
  const { now } = clock;
  const clockOf = async () => ({ now: now(), holdMinutes: (await settings.current()).seatHoldMinutes });

  return {
    /** Staff's view of consents and links (resend, replace). */
    consents: createGuardianConsentsRepository(db),
    /** What a link's token opens, whatever its state; null for no such link. */
    findLink: (token: string, purpose: LinkPurpose) => findLink(db, token, purpose, now()),
    records: (registration: RegistrantRecords['registration']) => loadRegistrantRecords(db, registration),
    calendar: async (records: RegistrantRecords) => calendarFile(records, now(), await clock.timeZone()),
    /** The consent form's page for a link's registration. */
    consentPage: async (registration: RegistrantRecords['registration'], options: ConsentViewOptions) =>
      consentView(await loadRegistrantRecords(db, registration), options, await clock.timeZone()),

    /** The registrant's page as `reader` sees it on `screen`. */
    async page(records: RegistrantRecords, view: { token: string; screen: MyRegistrationScreen; reader: PageReader }) {
      const current = await settings.current();
      const at = now();
      const seat = await registrantSeat(db, records.registration, records.program, { now: at, holdMinutes: current.seatHoldMinutes });
      const page = registrantView(records, { ...view, settings: current, now: at, stripeAvailable, seat });
      if (await hasLiveCertificate(records.registration.id)) page.links.certificate = `${page.links.page}/certificate.pdf`;
      return page;
    },

    mayCancel: async ({ registration, program }: RegistrantRecords) => mayCancel(registration, program?.startDate ?? null, await settings.current(), now()),

    /** Cancels as the policy says (cancellation.ts); a freed seat goes to the waitlist. */
    async cancel({ registration, program }: RegistrantRecords): Promise<CancelOutcome> {
      const outcome = await cancelRegistration(
        { db, refunds, stripeAvailable, onQueued: queued },
        registration, program?.startDate ?? null, await settings.current(), now(),
      );
      if (outcome.kind === 'cancelled') await seatsMayHaveFreed([registration.programId]);
      return outcome;
    },

    /** Issue 27: the seat's hold lapsed and the program is full; true when they joined its waitlist. */
    async joinWaitlist({ registration }: RegistrantRecords): Promise<boolean> {
      const joined = await joinWaitlistFromPage(db, registration, await clockOf(), await clock.timeZone());
      if (joined) queued();
      return joined;
    },

    /** The guardian's signature; false when the consent was signed meanwhile. */
    async signConsent(input: { linkId: number; registrationId: number; form: ConsentForm; ipAddress: string }): Promise<boolean> {
      const signed = await signConsent(db, { ...input, now: now() });
      if (signed) queued();
      return signed;
    },
  };
}
export type SelfService = ReturnType<typeof createSelfService>;
