// The lines that greet whoever opens a private page (issue 27): the registrant's page greets the
// registrant or a minor's parent or guardian, who may read it too; the consent form greets the guardian.
import { ADULT_AGE, ageOn } from '../../common/calendar/days.js';
import { fullName } from '../../common/format.js';
import type { Registration, PageReader } from '../registrations/index.js';

type Greeted = Pick<Registration, 'firstName' | 'lastName' | 'dateOfBirth' | 'email' | 'parentGuardianName' | 'parentGuardianEmail'>;

const guardianNameOf = (registration: Pick<Registration, 'parentGuardianName'>) => registration.parentGuardianName?.trim() || null;

/**
 * "Hello Alex Lopez: here is your registration.", or, for the guardian who opened their copy of the
 * link (or whose address the minor's registration gave as its own), the guardian by name and the
 * minor named as such. `registeredOn` dates the age, as the registration's emails were decided.
 */
export function pageGreetingOf(registration: Greeted, registeredOn: string, reader: PageReader): string {
  const name = fullName(registration);
  const guardianEmail = registration.parentGuardianEmail?.trim().toLowerCase();
  const sharedAddress = !!guardianEmail && guardianEmail === registration.email.trim().toLowerCase();
  const minor = ageOn(registration.dateOfBirth, registeredOn) < ADULT_AGE;
  if (reader !== 'guardian' && !(minor && sharedAddress)) return `Hello ${name}: here is your registration.`;
  return `Hello ${guardianNameOf(registration) ?? 'Parent/Guardian'}: here is the registration of ${name}, a minor in your care.`;
}

/** The consent form's line: the guardian by name when the registrant gave it, the minor named as such. */
export function consentGreetingOf(registration: Pick<Registration, 'firstName' | 'lastName' | 'parentGuardianName'>): string {
  const minor = `${fullName(registration)} is under 18`;
  const guardian = guardianNameOf(registration);
  return guardian
    ? `Hello ${guardian}: ${minor}, so a parent or guardian must agree to the waiver below before the program.`
    : `${minor}: a parent or guardian must agree to the waiver below before the program.`;
}
