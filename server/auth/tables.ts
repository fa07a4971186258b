// Staff accounts and their login sessions, re-exported by schema.ts (import them from there).
import { index, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../../common/constants.js';
import { createdAt, updatedAt } from '../kernel/db/columns.js';

export const userRole = pgEnum('user_role', USER_ROLES);

export const sessions = pgTable(
  'session',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<{ userId: number }>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (table) => [index('session_expire_idx').on(table.expire)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  email: text('email').notNull().unique(),
  fullName: text('full_name'),
  role: userRole('role').notNull().default('user'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
