// Officials as staff see them for a game's position (issue 30, point 3): eligible or not, with reasons.
import { z } from 'zod';
import { ELIGIBILITY_REASONS } from './game.js';

export const AGE_BANDS = ['under-16', '16-17', 'adult', 'unknown'] as const;

export const PositionOfficialSchema = z.object({
  email: z.string(),
  name: z.string(),
  eligible: z.boolean(),
  reasons: z.array(z.enum(ELIGIBILITY_REASONS)),
  gamesThisSeason: z.number().int(),
  /** Whole miles from the official's home ZIP code to the venue's; null when either is unknown. */
  distanceMiles: z.number().nullable(),
  ageBand: z.enum(AGE_BANDS),
  /** Worked games so far: fewer than NEW_OFFICIAL_GAMES flags a new official, who needs an experienced partner. */
  gamesWorked: z.number().int(),
  /** The official holds this very position now. */
  holdsPosition: z.boolean(),
});
export type PositionOfficial = z.infer<typeof PositionOfficialSchema>;

/** A row of /admin/officials: what staff need to know of an official at a glance. */
export const OfficialSummarySchema = z.object({
  email: z.string(),
  name: z.string(),
  /** Certifications in force today, by name. */
  certificatesInForce: z.array(z.string()),
  ageBand: z.enum(AGE_BANDS),
  consent: z.enum(['not-needed', 'awaited', 'signed']),
  gamesThisSeason: z.number().int(),
  /** Worked games so far (all seasons): an official's first five are flagged for an experienced partner. */
  gamesWorked: z.number().int(),
  /** YYYY-MM-DD of their latest game held (assigned or accepted), or null. */
  lastAssignment: z.string().nullable(),
  hasAvailability: z.boolean(),
});
export type OfficialSummary = z.infer<typeof OfficialSummarySchema>;

/** Games worked before an official counts as experienced. */
export const NEW_OFFICIAL_GAMES = 5;
