// Placing officials on games (issue 30): the games and their crew positions, who holds or asked for each
// position, what officials declare (availability, limits, home, affiliations), their private calendar
// feeds and observers' evaluations. An official is an email (lowercased), as accounts are.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AssignmentStatus, GameStatus, WeeklyHours } from '../../common/schemas/game.js';
import { createdAt, ownedBy, updatedAt } from '../kernel/db/columns.js';

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    lengthMinutes: integer('length_minutes').notNull(),
    venue: text('venue').notNull(),
    address: text('address').notNull(),
    level: text('level').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    /** Officials younger than this on the game's date may not work it (0: no minimum). */
    minimumAge: integer('minimum_age').notNull().default(0),
    status: text('status').$type<GameStatus>().notNull().default('scheduled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('games_starts_at_idx').on(table.startsAt)],
);

export const gamePositions = pgTable(
  'game_positions',
  {
    id: serial('id').primaryKey(),
    gameId: ownedBy('game_id', () => games.id),
    name: text('name').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** The certification (by name) an official must hold in force on the game's date; null: none. */
    certification: text('certification'),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('game_positions_game_name_idx').on(table.gameId, sql`lower(${table.name})`)],
);

export const gameAssignments = pgTable(
  'game_assignments',
  {
    id: serial('id').primaryKey(),
    gameId: ownedBy('game_id', () => games.id),
    positionId: ownedBy('position_id', () => gamePositions.id),
    email: text('email').notNull(),
    status: text('status').$type<AssignmentStatus>().notNull(),
    /** Staff's written reason for placing an ineligible official, with the reasons they overrode. */
    overrideReason: text('override_reason'),
    overriddenReasons: jsonb('overridden_reasons').$type<string[]>(),
    declineReason: text('decline_reason'),
    /** When staff placed the official (or approved their request): an unanswered placement is reminded 48 hours on. */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Marked after the game: true worked, false did not show; null not marked yet. */
    worked: boolean('worked'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One holder per position, and one open request per official and position.
    uniqueIndex('game_assignments_holder_idx').on(table.positionId).where(sql`${table.status} in ('assigned', 'accepted')`),
    uniqueIndex('game_assignments_request_idx').on(table.positionId, table.email).where(sql`${table.status} = 'requested'`),
    index('game_assignments_email_idx').on(table.email),
    index('game_assignments_game_idx').on(table.gameId),
  ],
);

/** What an official declares at /account/availability. */
export const officialProfiles = pgTable('official_profiles', {
  email: text('email').primaryKey(),
  weekly: jsonb('weekly').$type<WeeklyHours>().notNull().default([]),
  /** YYYY-MM-DD dates the official cannot work. */
  blockedDates: jsonb('blocked_dates').$type<string[]>().notNull().default([]),
  dailyLimit: integer('daily_limit'),
  /** Private to the official: staff see only the distance computed from its postal code. */
  homeAddress: text('home_address'),
  homePostalCode: text('home_postal_code'),
  /** Teams or schools the official is tied to: they may not work those teams' games. */
  affiliations: jsonb('affiliations').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** An official's private calendar feed: the URL's token, kept as a SHA-256; replacing it revokes the old. */
export const calendarFeeds = pgTable('calendar_feeds', {
  email: text('email').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

export const gameEvaluations = pgTable('game_evaluations', {
  id: serial('id').primaryKey(),
  assignmentId: ownedBy('assignment_id', () => gameAssignments.id).unique(),
  observer: text('observer').notNull(),
  mechanics: integer('mechanics').notNull(),
  positioning: integer('positioning').notNull(),
  communication: integer('communication').notNull(),
  comments: text('comments').notNull().default(''),
  createdAt: createdAt(),
});
