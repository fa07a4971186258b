// Whose rows an account holds: an account is an email (lowercased), compared without case with the
// addresses registrants and guardians typed.
import { eq, or, sql } from 'drizzle-orm';
import { certificates } from '../certificates/index.js';
import { registrations } from '../registrations/index.js';

/** A registration of `email`: as its registrant, or as the guardian of a minor. */
export const registrationOfEmail = (email: string) =>
  or(eq(sql`lower(${registrations.email})`, email), eq(sql`lower(${registrations.parentGuardianEmail})`, email));

/** A certificate issued to `email`. */
export const certificateOfEmail = (email: string) => eq(sql`lower(${certificates.email})`, email);
