// Visitors' inquiries from the contact form (SPEC section 3).
import { boolean, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_EXPERIENCE, CONTACT_PROGRAMS } from '../../common/constants.js';
import { createdAt, updatedAt } from '../kernel/db/columns.js';

export const contactProgram = pgEnum('contact_program', CONTACT_PROGRAMS);

export const contactExperience = pgEnum('contact_experience', CONTACT_EXPERIENCE);

export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  program: contactProgram('program'),
  experience: contactExperience('experience'),
  message: text('message'),
  responded: boolean('responded').notNull().default(false),
  /** When it was first marked responded (issue 17's response time); null before that or unknown. */
  respondedAt: timestamp('responded_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
