// A visitor's registration (POST /api/register; SPEC sections 3 and 9): the server decides the fee from
// the program's price tiers, the package (age on the registration date and experience) and the bundle,
// refuses an amount that disagrees, keeps the shirt size only with the bundle and sets the payment
// status. A program with a capacity (or a waitlist offer) goes through the seat transaction (issue 16);
// one active registration per person and program (issue 27).
import { ADULT_AGE, ageOn } from '../../common/calendar/days.js';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import { personKey } from '../../common/person-key.js';
import { packageFor, programFeeInCents, type PackageType } from '../../common/prices.js';
import type { PublicRegistration } from '../../common/schemas/registration.js';
import type { Waitlisted } from '../../common/schemas/waitlist.js';
import { registrationEmails, ALREADY_REGISTERED, type PublicRegistrationValues, isPersonConflict, type RegistrationsRepository, bundleFields, defaultPaymentStatus, requireFee, UNAVAILABLE, type Registration } from '../registrations/index.js';
import { conflict, invalid, type Refusal } from '../kernel/refusals.js';
import type { ActiveProgramTiers } from '../programs/index.js';
import type { SettingsService } from '../settings/index.js';
import { waitlistDetails, type SeatDesk } from './seat-registration.js';
import { waitlistedAnswer } from './waitlist-answers.js';

const FUTURE_BIRTH_DATE = 'Date of birth cannot be in the future';

export interface RegisterDeps {
  registrations: Pick<RegistrationsRepository, 'createForActiveProgram' | 'noticeAlreadyRegistered'>;
  /** Nudges the outbox: the registration's emails were just stored. */
  queued: () => void;
  now: () => Date;
  /** An active program's price tiers (cached, see programs/per-program-cache.ts). */
  activeProgramTiers: ActiveProgramTiers;
  /** The organisation's settings (the minimum age, consent, the zone), read from the instance's cache. */
  settings: Pick<SettingsService, 'current'>;
  /** Seats and the waitlist of programs with a capacity (issue 16). */
  seats: SeatDesk;
}

export type RegisterOutcome = { registration: Registration; packageType: PackageType } | { waitlisted: Waitlisted };

/** The visitor's answer to a second registration; the stored registration's email, if queued, is sent. */
function alreadyRegistered({ queued }: RegisterDeps, noticeQueued: boolean): Refusal {
  if (noticeQueued) queued();
  return conflict(ALREADY_REGISTERED);
}

/** The fee is the server's; the registration and its confirmation emails are stored together, in one statement that also checks the program is active. */
export async function register(deps: RegisterDeps, input: PublicRegistration): Promise<RegisterOutcome> {
  const { registrations, now, settings, activeProgramTiers, seats } = deps;
  const { paymentAmount, equipmentBundle = false, shirtSize, programName: _ignored, offerToken, ...fields } = input;
  // "Today" (for ages, the package and the birth date) is the organisation's date, in its time zone.
  const { minimumAge, guardianConsent, timeZone } = await settings.current();
  const today = dateInTimeZone(now(), timeZone);
  if (fields.dateOfBirth > today) throw invalid(FUTURE_BIRTH_DATE, { dateOfBirth: FUTURE_BIRTH_DATE });
  const age = ageOn(fields.dateOfBirth, today);
  if (age < minimumAge) {
    const message = `Registrants must be at least ${minimumAge} years old`;
    throw invalid(message, { dateOfBirth: message });
  }
  const packageType = packageFor(fields.dateOfBirth, fields.experienceLevel, today);
  // The program's price tiers are the fee; the insert below checks again that it is still active.
  const tiers = await activeProgramTiers(fields.programId);
  if (!tiers) throw invalid(UNAVAILABLE, { programId: UNAVAILABLE });
  const fee = programFeeInCents(tiers, packageType, equipmentBundle);
  requireFee(paymentAmount, fee);
  const values: PublicRegistrationValues = {
    ...fields,
    // Every column is given (the statement returns only what the database generates): the
    // form's optional answers take the columns' defaults here.
    address: fields.address ?? '',
    city: fields.city ?? '',
    state: fields.state ?? '',
    zipCode: fields.zipCode ?? '',
    officiatedLevels: fields.officiatedLevels ?? [],
    trainingGoals: fields.trainingGoals ?? '',
    parentGuardianName: fields.parentGuardianName ?? null,
    parentGuardianEmail: fields.parentGuardianEmail ?? null,
    parentGuardianPhone: fields.parentGuardianPhone ?? null,
    parentGuardianRelationship: fields.parentGuardianRelationship ?? null,
    photoConsent: fields.photoConsent ?? false,
    ...bundleFields(equipmentBundle, shirtSize),
    paymentAmountCents: fee,
    paymentStatus: defaultPaymentStatus(fee),
    registrationStatus: 'active',
    consentStatus: guardianConsent && age < ADULT_AGE ? 'awaiting-guardian' : 'not-needed',
    seatHeldAt: null,
    overbookedAt: null,
    personKey: personKey(fields),
  };
  const emails = registrationEmails(fields, today, guardianConsent);
  try {
    // Issue 16: a program with a capacity (or an offer's seat) goes through the seat transaction.
    if (offerToken !== undefined || (await seats.capacityOf(fields.programId)) !== null) {
      const outcome = await seats.register({ programId: fields.programId, values, emails, offerToken, waitlist: waitlistDetails(input, packageType) });
      if (outcome.kind === 'unavailable') throw invalid(UNAVAILABLE, { programId: UNAVAILABLE });
      if (outcome.kind === 'duplicate') throw alreadyRegistered(deps, outcome.noticeQueued);
      deps.queued();
      return outcome.kind === 'registered' ? { registration: outcome.registration, packageType } : { waitlisted: waitlistedAnswer(outcome) };
    }
    const registration = await registrations.createForActiveProgram(values, emails);
    if (!registration) throw invalid(UNAVAILABLE, { programId: UNAVAILABLE });
    deps.queued();
    return { registration, packageType };
  } catch (error) {
    // Issue 27: the person index refused a second active registration of this person in the program.
    if (!isPersonConflict(error)) throw error;
    throw alreadyRegistered(deps, await registrations.noticeAlreadyRegistered(fields.programId, values.personKey!, now()));
  }
}
