// Games and their crews (issue 30): what staff send to create a game, what the API answers, and the
// eligibility reasons both sides name. Fees are whole cents (feeCents), as everywhere inside the product.
import { z } from 'zod';
import { isTime24h } from '../calendar/days.js';
import { email, isoDate, MAX, requiredText, rowId, wholeNumber } from './fields.js';

export const GAME_STATUSES = ['scheduled', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * An official's hold on a position: asked for by the official (requested), placed by staff (assigned),
 * then accepted or declined; a request staff refuse is refused; one taken off is removed.
 */
export const ASSIGNMENT_STATUSES = ['requested', 'assigned', 'accepted', 'declined', 'refused', 'removed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
/** The statuses that hold the position. */
export const HOLDING_STATUSES: readonly AssignmentStatus[] = ['assigned', 'accepted'];

export const ELIGIBILITY_REASONS = ['no-certificate', 'certificate-expired', 'under-age', 'consent-missing', 'unavailable', 'time-conflict', 'daily-limit', 'team-conflict'] as const;
export type EligibilityReason = (typeof ELIGIBILITY_REASONS)[number];

/** Each reason in words, for staff's screen and the 409's message. */
export const REASON_WORDS: Record<EligibilityReason, string> = {
  'no-certificate': 'Holds no certificate this position requires',
  'certificate-expired': 'Certificate expired by the game date',
  'under-age': 'Under the minimum age on the game date',
  'consent-missing': 'Guardian consent not signed',
  unavailable: 'Not available at that time',
  'time-conflict': 'Another game overlaps (with travel time)',
  'daily-limit': 'Reached their daily game limit',
  'team-conflict': 'Tied to one of the teams',
};

const time24h = (label: string) => z.string({ error: `${label} must be in HH:MM (24-hour) format` }).trim().refine(isTime24h, `${label} must be in HH:MM (24-hour) format`);
const MAX_FEE_CENTS = 100_000_00;

export const PositionInputSchema = z.object({
  name: requiredText(1, 'Each position needs a name', MAX.short, 'Position'),
  feeCents: wholeNumber('Fee', { min: 0, max: MAX_FEE_CENTS, minMessage: 'Fee cannot be negative' }),
  /** The certification (by name) the position requires; null: none. */
  certification: z.string({ error: 'Certification must be a name or null' }).trim().max(MAX.line).nullish().transform((value) => value || null),
});
export type PositionInput = z.infer<typeof PositionInputSchema>;

export const GameInputSchema = z
  .object(
    {
      date: isoDate('Date'),
      startTime: time24h('Start time'),
      lengthMinutes: wholeNumber('Length', { min: 15, max: 600, minMessage: 'Length must be at least 15 minutes' }).default(90),
      venue: requiredText(2, 'Venue is required', MAX.line, 'Venue'),
      address: requiredText(5, 'Address is required', MAX.line, 'Address'),
      level: requiredText(1, 'Level is required', MAX.short, 'Level'),
      homeTeam: requiredText(1, 'Home team is required', MAX.short, 'Home team'),
      awayTeam: requiredText(1, 'Away team is required', MAX.short, 'Away team'),
      minimumAge: wholeNumber('Minimum age', { min: 0, max: 99, minMessage: 'Minimum age cannot be negative' }).default(0),
      positions: z.array(PositionInputSchema, { error: 'Positions must be a list' }).min(1, 'A game needs at least one position').max(8, 'At most 8 positions'),
    },
    { error: 'The body must be an object' },
  )
  .superRefine((game, context) => {
    const names = game.positions.map((position) => position.name.toLowerCase());
    if (new Set(names).size !== names.length) context.addIssue({ code: 'custom', path: ['positions'], message: 'Each position of a game needs its own name' });
    if (game.homeTeam.toLowerCase() === game.awayTeam.toLowerCase()) context.addIssue({ code: 'custom', path: ['awayTeam'], message: 'Home and away teams must differ' });
  });
export type GameInput = z.infer<typeof GameInputSchema>;

/** Who holds or asked for a position; `gamesWorked` below 5 flags a new official for an experienced partner. */
export const HolderSchema = z.object({
  assignmentId: rowId(), email: z.string(), name: z.string(), status: z.enum(ASSIGNMENT_STATUSES), overrideReason: z.string().nullable(), gamesWorked: z.number().int(),
  /** After the game: worked (true), did not (false), not marked yet (null); and whether an observer evaluated it. */
  worked: z.boolean().nullable(), evaluated: z.boolean(),
});

export const PositionSchema = z.object({
  id: rowId(),
  name: z.string(),
  feeCents: z.number().int(),
  certification: z.string().nullable(),
  holder: HolderSchema.nullable(),
  requests: z.array(HolderSchema),
});
export type Position = z.infer<typeof PositionSchema>;

export const GameSchema = z.object({
  id: rowId(),
  /** YYYY-MM-DD and HH:MM in the organisation's zone. */
  date: z.string(),
  startTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  lengthMinutes: z.number().int(),
  venue: z.string(),
  address: z.string(),
  level: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  minimumAge: z.number().int(),
  status: z.enum(GAME_STATUSES),
  positions: z.array(PositionSchema),
});
export type Game = z.infer<typeof GameSchema>;

/** A window of a weekday (0 Sunday … 6 Saturday) an official can work, HH:MM to HH:MM. */
export const WeeklyWindowSchema = z
  .object({
    day: wholeNumber('Day', { min: 0, max: 6, minMessage: 'Day must be 0 (Sunday) to 6 (Saturday)' }),
    from: time24h('From'),
    to: time24h('To'),
  })
  .refine((window) => window.from < window.to, { message: 'Each window must end after it starts', path: ['to'] });
export type WeeklyWindow = z.infer<typeof WeeklyWindowSchema>;
export type WeeklyHours = WeeklyWindow[];

const overrideReason = z.string({ error: 'Override reason must be text' }).trim().max(MAX.text).optional().transform((value) => value || undefined)
  .refine((value) => value === undefined || value.length >= 5, 'Write a reason of at least 5 characters to override');

export const AssignInputSchema = z.object(
  {
    positionId: z.number({ error: 'Position must be a position id' }).int('Position must be a position id').positive('Position must be a position id'),
    email: email(),
    /** Places an ineligible official anyway: staff's written reason, stored and shown. */
    overrideReason,
  },
  { error: 'The body must be an object' },
);
export type AssignInput = z.infer<typeof AssignInputSchema>;

export const DeclineInputSchema = z.object({ reason: requiredText(3, 'Give a reason for declining (at least 3 characters)', MAX.text, 'Reason') }, { error: 'The body must be an object' });

export const AvailabilityInputSchema = z.object(
  {
    weekly: z.array(WeeklyWindowSchema, { error: 'Weekly hours must be a list of windows' }).max(28, 'At most 28 windows'),
    blockedDates: z.array(isoDate('A blocked date'), { error: 'Blocked dates must be a list of dates' }).max(366, 'At most 366 blocked dates')
      .transform((dates) => [...new Set(dates)].sort()),
    /** At most this many games a day; null: no limit. */
    dailyLimit: wholeNumber('Daily game limit', { min: 1, max: 10, minMessage: 'Daily game limit must be at least 1' }).nullable(),
    /** Private: staff see only the distance from its ZIP code. */
    homeAddress: z.string({ error: 'Home address must be text' }).trim().max(MAX.line, `Home address must be at most ${MAX.line} characters`).nullish().transform((value) => value || null),
    homePostalCode: z.string({ error: 'ZIP code must be text' }).trim().refine((value) => value === '' || /^\d{5}$/.test(value), 'ZIP code must be 5 digits').nullish().transform((value) => value || null),
    affiliations: z.array(requiredText(1, 'Each team needs a name', MAX.short, 'A team'), { error: 'Affiliations must be a list of teams' }).max(20, 'At most 20 teams'),
  },
  { error: 'The body must be an object' },
);
export type AvailabilityInput = z.infer<typeof AvailabilityInputSchema>;
export const AvailabilitySchema = z.object({
  weekly: z.array(z.object({ day: z.number().int(), from: z.string(), to: z.string() })),
  blockedDates: z.array(z.string()),
  dailyLimit: z.number().int().nullable(),
  homeAddress: z.string().nullable(),
  homePostalCode: z.string().nullable(),
  affiliations: z.array(z.string()),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** A game as its official sees it on /account/games: their position, its state, the crew, and what they may do. */
export const OfficialGameSchema = z.object({
  assignmentId: rowId(),
  status: z.enum(ASSIGNMENT_STATUSES),
  game: GameSchema.omit({ positions: true }),
  position: z.string(),
  feeCents: z.number().int(),
  crew: z.array(z.object({ position: z.string(), name: z.string().nullable(), confirmed: z.boolean() })),
  worked: z.boolean().nullable(),
  /** The official holds the game's first position (the crew chief): they may mark who worked. */
  crewChief: z.boolean(),
  /** For the crew chief, the crew's assignments, to mark who worked once the game has started; empty for the others. */
  crewAssignments: z.array(z.object({ assignmentId: rowId(), position: z.string(), name: z.string() })),
  evaluation: z.object({ observer: z.string(), mechanics: z.number().int(), positioning: z.number().int(), communication: z.number().int(), comments: z.string() }).nullable(),
});
export type OfficialGame = z.infer<typeof OfficialGameSchema>;

/** An open position the official is eligible for and may ask for, on a game they are not on, asked for, declined or were refused. */
export const OpenPositionSchema = z.object({ game: GameSchema.omit({ positions: true }), positionId: rowId(), position: z.string(), feeCents: z.number().int() });
export type OpenPosition = z.infer<typeof OpenPositionSchema>;

/** `hasFeed`: a calendar feed link exists (its address is shown once, when made). */
export const OfficialGamesSchema = z.object({
  games: z.array(OfficialGameSchema),
  openPositions: z.array(OpenPositionSchema),
  hasFeed: z.boolean(),
  /** The organisation's zone (settings): the games' dates and times are its wall clock. */
  timeZone: z.string(),
});
export type OfficialGames = z.infer<typeof OfficialGamesSchema>;

export const WorkedInputSchema = z.object(
  { worked: z.array(z.object({ assignmentId: rowId(), worked: z.boolean({ error: 'Worked must be true or false' }) }), { error: 'Worked must be a list' }).min(1, 'Mark at least one official').max(8, 'At most 8 officials') },
  { error: 'The body must be an object' },
);
export type WorkedInput = z.infer<typeof WorkedInputSchema>;

const rating = (label: string) => wholeNumber(label, { min: 1, max: 5, minMessage: `${label} must be 1 to 5` });
export const EvaluationInputSchema = z.object(
  {
    observer: requiredText(2, 'Observer is required', MAX.short, 'Observer'),
    mechanics: rating('Mechanics'),
    positioning: rating('Positioning'),
    communication: rating('Communication'),
    comments: z.string({ error: 'Comments must be text' }).trim().max(MAX.text).default(''),
  },
  { error: 'The body must be an object' },
);
export type EvaluationInput = z.infer<typeof EvaluationInputSchema>;

/** One official's worked games in a period, for payroll. */
export const FeesRowSchema = z.object({ email: z.string(), name: z.string(), games: z.number().int(), positions: z.array(z.string()), totalCents: z.number().int() });
export type FeesRow = z.infer<typeof FeesRowSchema>;

/** The columns of a games CSV: one game a row, its positions as numbered column groups (position 1, fee 1, certification 1, …). */
export const GAME_CSV_COLUMNS = ['date', 'start time', 'length', 'venue', 'address', 'level', 'home team', 'away team', 'minimum age', 'position 1', 'fee 1', 'certification 1', 'position 2', 'fee 2', 'certification 2'] as const;

export const GameImportRowSchema = z.object({
  line: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  teams: z.string(),
  errors: z.array(z.string()),
});
export const GameImportAnswerSchema = z.object({ rows: z.array(GameImportRowSchema), stored: z.number().int() });
export type GameImportAnswer = z.infer<typeof GameImportAnswerSchema>;

/** GET /api/games: the games from one date to another (both in the organisation's zone, both included). */
export const GamesQuerySchema = z.object({
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
  includeCancelled: z.enum(['true', 'false'], { error: 'includeCancelled must be true or false' }).optional().transform((value) => value === 'true'),
});
export type GamesQuery = z.infer<typeof GamesQuerySchema>;

export const PeriodQuerySchema = z.object({ from: isoDate('From'), to: isoDate('To') }).refine((query) => query.from <= query.to, { message: 'The start date must be on or before the end date', path: ['to'] });
export type PeriodQuery = z.infer<typeof PeriodQuerySchema>;

export const PositionQuerySchema = z.object({ positionId: z.coerce.number({ error: 'positionId must be a position id' }).int('positionId must be a position id').positive('positionId must be a position id') });
