// Staff announcements to a program's registrants: what was sent, to how many.
import { integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_KINDS } from '../../common/constants.js';
import { createdAt } from '../kernel/db/columns.js';
import { programs } from '../programs/index.js';

export const announcementKind = pgEnum('announcement_kind', ANNOUNCEMENT_KINDS);

/** A custom notification staff sent to a program's registrants (SPEC's schedule changes and announcements). */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
  kind: announcementKind('kind').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  recipients: integer('recipients').notNull(),
  createdAt: createdAt(),
});

export type Announcement = typeof announcements.$inferSelect;
