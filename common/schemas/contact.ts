import { z } from 'zod';
import { CONTACT_EXPERIENCE, CONTACT_PROGRAMS } from '../constants.js';
import type { Json } from '../api.js';
import { MAX, email, nullableText, optionalOneOf, requiredText, row } from './fields.js';

/** Body of POST /api/contact. */
export const CreateContactSchema = z.object({
  name: requiredText(2, 'Name must be at least 2 characters', MAX.short, 'Name'),
  email: email(),
  phone: nullableText(MAX.phone, 'Phone'),
  program: optionalOneOf(CONTACT_PROGRAMS, 'Program'),
  experience: optionalOneOf(CONTACT_EXPERIENCE, 'Experience'),
  message: nullableText(MAX.text, 'Message'),
});
export type CreateContact = z.infer<typeof CreateContactSchema>;

/** A contact inquiry as the admin list returns it. */
export const ContactSchema = row({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  program: z.enum(CONTACT_PROGRAMS).nullable(),
  experience: z.enum(CONTACT_EXPERIENCE).nullable(),
  message: z.string().nullable(),
  responded: z.boolean(),
});
export type Contact = Json<z.infer<typeof ContactSchema>>;
