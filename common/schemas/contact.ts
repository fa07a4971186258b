import { z } from 'zod';
import { CONTACT_EXPERIENCE, CONTACT_PROGRAMS } from '../constants.js';
import { MAX, email, nullableText, optionalOneOf, requiredText } from './fields.js';

/** Body of POST /api/contact. */
export const ContactSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', MAX.short, 'Name'),
  email: email(),
  phone: nullableText(MAX.phone, 'Phone'),
  program: optionalOneOf(CONTACT_PROGRAMS, 'Program'),
  experience: optionalOneOf(CONTACT_EXPERIENCE, 'Experience'),
  message: nullableText(MAX.text, 'Message'),
});
export type Contact = z.infer<typeof ContactSchema>;
