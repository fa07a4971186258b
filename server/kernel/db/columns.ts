// Columns several tables share.
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Set on insert and on every update through Drizzle. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date());

/** A required link to the row this one belongs to: deleting that row deletes this one. */
export const ownedBy = (column: string, owner: () => AnyPgColumn) => integer(column).notNull().references(owner, { onDelete: 'cascade' });

