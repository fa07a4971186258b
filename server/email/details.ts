// What the templates read from the records, and what they give back.
import type { Contact } from '../../common/schemas/contact.js';
import type { FeeLine } from '../../common/schemas/payment.js';
import type { Program } from '../../common/schemas/program.js';
import type { Registration } from '../../common/schemas/registration.js';
import type { CompanyInfo } from '../../common/schemas/site-content.js';

/** The organisation as its messages present it, with the zone (settings) every date and time in them is read in. */
export type CompanyDetails = Pick<CompanyInfo, 'name' | 'email' | 'phone' | 'website' | 'location'> & { timeZone: string };
export type ProgramDetails = Pick<Program, 'name' | 'startDate' | 'startTime' | 'locationName' | 'location'>;
export type RegistrationDetails = Pick<Registration, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'programName' | 'paymentStatus'> & { paymentAmountCents: number }
  & Partial<Pick<Registration, 'parentGuardianName' | 'parentGuardianEmail' | 'equipmentBundle' | 'shirtSize' | 'registrationStatus'>>;
export type ContactDetails = Pick<Contact, 'id' | 'name' | 'email' | 'phone' | 'program' | 'experience' | 'message'>;

/** The payment's receipt beyond the registration: what the fee is made of, Stripe's reference, when it was paid. */
export interface ReceiptDetails {
  lines: FeeLine[];
  reference: string | null;
  paidAt: Date | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Private links minted for one message as it is sent (their tokens are never stored). */
export interface EmailLinks {
  /** The registrant's own page, /my-registration/{token}. */
  myRegistration?: string;
  /** The guardian's consent form, /consent/{token}. */
  consent?: string;
}
