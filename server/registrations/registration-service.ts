// The registration rules (SPEC sections 3 and 9): the server decides the fee from the program's price
// tiers, the package (age on the registration date and experience) and the bundle, refuses an amount
// that disagrees, keeps the shirt size only with the bundle and sets the payment status. Routes call
// this; it knows no HTTP beyond the refusals it throws.
import { ADULT_AGE, ageOn, dateInTimeZone } from '../../common/dates.js';
import { centsFromDollars, formatMoney } from '../../common/money.js';
import { personKey } from '../../common/person-key.js';
import { DEFAULT_SHIRT_SIZE, packageFor, programFeeInCents, type PackageType } from '../../common/prices.js';
import type { AdminRegistration, PublicRegistration, UpdateRegistration } from '../../common/schemas/registration.js';
import type { Registration } from './tables.js';
import type { EmailService } from '../email/index.js';
import { registrationEmails } from './emails/registration-emails.js';
import { badRequest, conflict, type HttpError } from '../kernel/http/errors.js';
import type { Repositories } from '../repositories.js';
import type { ActiveProgramTiers } from '../programs/per-program-cache.js';
import type { SettingsService } from '../settings/settings.js';
import type { PublicRegistrationValues } from './insert-registration.js';
import { waitlistDetails, type SeatDesk, type Waitlisted } from '../seats/seat-registration.js';
import { staffLedgerHook } from '../payments/hand-money.js';
import { isPersonConflict } from './people-queries.js';
import { ALREADY_REGISTERED, duplicateWarning } from './duplicate-registrations.js';
import { amountColumn } from './registration-amount.js';

const UNAVAILABLE = 'The selected program is not available for registration';
const FUTURE_BIRTH_DATE = 'Date of birth cannot be in the future';

/** The shirt size is kept only with the bundle; the bundle's default size is L. */
function bundleFields(equipmentBundle: boolean, shirtSize: string | null | undefined) {
  return { equipmentBundle, shirtSize: equipmentBundle ? (shirtSize ?? DEFAULT_SHIRT_SIZE) : null };
}

/** A registration that costs nothing needs no payment. */
const defaultPaymentStatus = (amount: number) => (amount === 0 ? 'free' : 'pending');

/** Refuses a client amount (SPEC's dollars) that is not the fee the server computed (cents). */
function requireFee(paymentAmount: number, feeCents: number): void {
  const askedCents = centsFromDollars(paymentAmount);
  if (askedCents === feeCents) return;
  const message = `Payment amount ${formatMoney(askedCents)} does not match the registration fee of ${formatMoney(feeCents)} for this package`;
  throw badRequest(message, { paymentAmount: message });
}

export interface RegistrationServiceDeps {
  repos: Pick<Repositories, 'programs' | 'registrations'>;
  email: Pick<EmailService, 'queued'>;
  now: () => Date;
  /** An active program's price tiers (cached, see cache/per-program.ts). */
  activeProgramTiers: ActiveProgramTiers;
  /** The organisation's settings (the minimum age), read from the instance's cache. */
  settings: Pick<SettingsService, 'current'>;
  /** Seats and the waitlist of programs with a capacity (issue 16). */
  seats: SeatDesk;
}

export function createRegistrationService({ repos, now, email, activeProgramTiers, settings, seats }: RegistrationServiceDeps) {
  /** The visitor's answer to a second registration; the stored registration's email, if queued, is sent. */
  function alreadyRegistered(noticeQueued: boolean): HttpError {
    if (noticeQueued) email.queued();
    return conflict(ALREADY_REGISTERED);
  }

  /** The program an admin's registration is for (any program, active or not). */
  async function requireProgram(programId: number) {
    const program = await repos.programs.findRow(programId);
    if (!program) throw badRequest(UNAVAILABLE, { programId: UNAVAILABLE });
    return program;
  }

  /**
   * Staff's write of a registration that is (or becomes) `active` for this person (issue 27): refused
   * with a warning while the person has another active registration in the program, unless staff
   * confirmed it; a confirmed duplicate is stored without its key (the index then lets both be).
   */
  async function keepingOnePerPerson<T>(
    person: { programId: number; key: string; active: boolean; confirmDuplicate: boolean; exceptId?: number },
    write: (key: string | null) => Promise<T>,
  ): Promise<T> {
    const stored = person.active ? await repos.registrations.activePerson(person.programId, person.key, person.exceptId) : null;
    if (stored && !person.confirmDuplicate) throw duplicateWarning(stored);
    try {
      return await write(stored ? null : person.key);
    } catch (error) {
      // Another write of this person came in between.
      if (!isPersonConflict(error)) throw error;
      if (person.confirmDuplicate) return write(null);
      const found = await repos.registrations.activePerson(person.programId, person.key, person.exceptId);
      if (!found) throw error;
      throw duplicateWarning(found);
    }
  }

  return {
    /**
     * A visitor's registration (POST /api/register): the fee is the server's; the registration and its
     * confirmation emails are stored together, in one statement that also checks the program is active.
     */
    async register(input: PublicRegistration): Promise<{ registration: Registration; packageType: PackageType } | { waitlisted: Waitlisted }> {
      const { paymentAmount, equipmentBundle = false, shirtSize, programName: _ignored, offerToken, ...fields } = input;
      // "Today" (for ages, the package and the birth date) is the organisation's date, in its time zone.
      const { minimumAge, guardianConsent, timeZone } = await settings.current();
      const today = dateInTimeZone(now(), timeZone);
      if (fields.dateOfBirth > today) throw badRequest(FUTURE_BIRTH_DATE, { dateOfBirth: FUTURE_BIRTH_DATE });
      const age = ageOn(fields.dateOfBirth, today);
      if (age < minimumAge) {
        const message = `Registrants must be at least ${minimumAge} years old`;
        throw badRequest(message, { dateOfBirth: message });
      }
      const packageType = packageFor(fields.dateOfBirth, fields.experienceLevel, today);
      // The program's price tiers are the fee; the insert below checks again that it is still active.
      const tiers = await activeProgramTiers(fields.programId);
      if (!tiers) throw badRequest(UNAVAILABLE, { programId: UNAVAILABLE });
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
          if (outcome.kind === 'unavailable') throw badRequest(UNAVAILABLE, { programId: UNAVAILABLE });
          if (outcome.kind === 'duplicate') throw alreadyRegistered(outcome.noticeQueued);
          email.queued();
          return outcome.kind === 'registered' ? { registration: outcome.registration, packageType } : { waitlisted: outcome };
        }
        const registration = await repos.registrations.createForActiveProgram(values, emails);
        if (!registration) throw badRequest(UNAVAILABLE, { programId: UNAVAILABLE });
        email.queued();
        return { registration, packageType };
      } catch (error) {
        // Issue 27: the person index refused a second active registration of this person in the program.
        if (!isPersonConflict(error)) throw error;
        throw alreadyRegistered(await repos.registrations.noticeAlreadyRegistered(fields.programId, values.personKey!, now()));
      }
    },

    /** An admin's registration: any program, the amount and statuses as the admin sets them. */
    async create(input: AdminRegistration, recordedBy: string | null = null): Promise<Registration> {
      const { equipmentBundle = false, shirtSize, paymentMethod, confirmDuplicate = false, ...fields } = input;
      const program = await requireProgram(fields.programId);
      const active = (fields.registrationStatus ?? 'active') === 'active';
      return keepingOnePerPerson({ programId: fields.programId, key: personKey(fields), active, confirmDuplicate }, (key) => repos.registrations.create({
        ...amountColumn(fields),
        ...bundleFields(equipmentBundle, shirtSize),
        programName: program.name,
        paymentStatus: fields.paymentStatus ?? defaultPaymentStatus(fields.paymentAmount),
        personKey: key,
      }, staffLedgerHook({ method: paymentMethod, recordedBy, at: now() }).along)); // created paid: its money enters the ledger (issue 27)
    },

    /** An admin's partial update; null when there is no such registration. */
    async update(id: number, input: UpdateRegistration, recordedBy: string | null = null): Promise<Registration | null> {
      const { equipmentBundle, shirtSize, programName: _ignored, paymentMethod, confirmDuplicate = false, ...fields } = input;
      const existing = await repos.registrations.findById(id);
      if (!existing) return null;
      // Issue 27: the person is compared again when who, the program or being active changes.
      const after = { ...existing, ...fields };
      const before = { key: personKey(existing), programId: existing.programId, active: existing.registrationStatus === 'active' };
      const person = { programId: after.programId, key: personKey(after), active: after.registrationStatus === 'active', confirmDuplicate, exceptId: id };
      const personChanged = person.key !== before.key || person.programId !== before.programId || (person.active && !before.active);
      const program = fields.programId === undefined ? undefined : await requireProgram(fields.programId);
      // A partial update of the bundle or the size is judged against what is stored.
      const bundleChange = equipmentBundle === undefined && shirtSize === undefined
        ? {}
        : bundleFields(equipmentBundle ?? existing.equipmentBundle, shirtSize ?? existing.shirtSize);
      // Issue 27: a payment status staff set by hand enters the ledger in the same transaction (hand-money.ts).
      const ledger = staffLedgerHook({ method: paymentMethod, recordedBy, at: now() });
      const write = (key?: string | null) =>
        repos.registrations.update(id, { ...amountColumn(fields), ...bundleChange, ...(program && { programName: program.name }), ...(key !== undefined && { personKey: key }) }, ledger.along);
      const row = personChanged ? await keepingOnePerPerson(person, write) : await write();
      if (ledger.queued) email.queued();
      return row;
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
