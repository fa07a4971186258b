// What the templates read from the records, and what they give back.
import type { Contact } from '../../common/schemas/contact.js';
import type { Program } from '../../common/schemas/program.js';
import type { Registration } from '../../common/schemas/registration.js';
import type { CompanyInfo } from '../../common/schemas/site-content.js';

export type CompanyDetails = Pick<CompanyInfo, 'name' | 'email' | 'phone' | 'website' | 'location'>;
export type ProgramDetails = Pick<Program, 'name' | 'startDate' | 'startTime' | 'locationName' | 'location'>;
export type RegistrationDetails = Pick<Registration, 'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'programName' | 'paymentAmount' | 'paymentStatus'>
  & Partial<Pick<Registration, 'parentGuardianName' | 'parentGuardianEmail' | 'equipmentBundle' | 'shirtSize'>>;
export type ContactDetails = Pick<Contact, 'id' | 'name' | 'email' | 'phone' | 'program' | 'experience' | 'message'>;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
