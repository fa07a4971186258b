// The new and edit game forms (issue 30): what the inputs hold (numbers and fees as typed text, a
// position's certification as its select's value), turned into the API's GameInput and checked by its
// own schema, so the messages under the fields are the API's. Imports carry .js: the unit tests load
// this file under Node.
import { z } from 'zod';
import { centsFromTypedDollars, decimalFromCents } from '../../../../common/money.js';
import { MAX, numberText, requiredField } from '../../../../common/schemas/fields.js';
import { EvaluationInputSchema, GameInputSchema, PositionInputSchema, type Game } from '../../../../common/schemas/game.js';

/** The certification select's value for a position anyone may work. */
export const NO_CERTIFICATION = 'none';
/** The API's limit on a game's positions. */
export const MAX_POSITIONS = 8;
export const FEE_MESSAGE = 'Enter the fee in dollars, e.g. 45 or 45.50';

/** A fee typed in dollars ("45", "$45.50") as whole cents, checked by the API's own rule. */
const feeText = z
  .string()
  .transform((text, context) => {
    const cents = centsFromTypedDollars(text);
    if (cents === null) context.addIssue({ code: 'custom', message: FEE_MESSAGE });
    return cents ?? 0;
  })
  .pipe(PositionInputSchema.shape.feeCents);

const PositionFormSchema = z
  .object({ name: PositionInputSchema.shape.name, fee: feeText, certification: z.string() })
  .transform(({ name, fee, certification }): z.input<typeof PositionInputSchema> => ({ name, feeCents: fee, certification: certification === NO_CERTIFICATION ? null : certification }));

const shape = GameInputSchema.shape;

export const GameFormSchema = z
  .object({
    date: requiredField('Date is required', shape.date),
    startTime: requiredField('Start time is required', shape.startTime),
    lengthMinutes: numberText(shape.lengthMinutes),
    venue: shape.venue,
    address: shape.address,
    level: shape.level,
    homeTeam: shape.homeTeam,
    awayTeam: shape.awayTeam,
    minimumAge: numberText(shape.minimumAge),
    // Each row is checked where it stands (its messages land on its inputs), then the game by the API's rules.
    positions: z.array(PositionFormSchema).pipe(shape.positions),
  })
  .transform((game): z.input<typeof GameInputSchema> => game)
  .pipe(GameInputSchema);
export type GameFormValues = z.input<typeof GameFormSchema>;
export type PositionFormValues = GameFormValues['positions'][number];

/** A new position's row: no fee typed yet, no certification. */
export const newPosition = (name = ''): PositionFormValues => ({ name, fee: '', certification: NO_CERTIFICATION });

/** A game's inputs: the game's own (to edit it), or a new game's: a 90-minute game with a three-person crew. */
export function gameFormValues(game?: Game): GameFormValues {
  if (!game) {
    return {
      date: '', startTime: '', lengthMinutes: '90', venue: '', address: '', level: '', homeTeam: '', awayTeam: '', minimumAge: '0',
      positions: ['Referee', 'Umpire 1', 'Umpire 2'].map(newPosition),
    };
  }
  return {
    date: game.date, startTime: game.startTime, lengthMinutes: String(game.lengthMinutes), venue: game.venue, address: game.address, level: game.level,
    homeTeam: game.homeTeam, awayTeam: game.awayTeam, minimumAge: String(game.minimumAge),
    positions: game.positions.map((position) => ({ name: position.name, fee: decimalFromCents(position.feeCents), certification: position.certification ?? NO_CERTIFICATION })),
  };
}

/**
 * The certification select's choices: none, then every name programs grant (and the position's own,
 * should no program grant it any more), by name.
 */
export function certificationOptions(granted: readonly (string | null)[], current: readonly string[] = []): [string, string][] {
  const names = [...new Set([...granted, ...current].filter((name): name is string => !!name && name !== NO_CERTIFICATION))].sort((a, b) => a.localeCompare(b));
  return [[NO_CERTIFICATION, 'None required'], ...names.map((name): [string, string] => [name, name])];
}

const evaluation = EvaluationInputSchema.shape;

/** An observer's evaluation of an official's game: each rating a select's value, 1 to 5. */
export const EvaluationFormSchema = z.object({
  observer: evaluation.observer,
  mechanics: numberText(evaluation.mechanics),
  positioning: numberText(evaluation.positioning),
  communication: numberText(evaluation.communication),
  comments: evaluation.comments,
});
export type EvaluationFormValues = z.input<typeof EvaluationFormSchema>;

export const evaluationFormValues = (): EvaluationFormValues => ({ observer: '', mechanics: '', positioning: '', communication: '', comments: '' });

export const RATING_OPTIONS = ['1', '2', '3', '4', '5'].map((rating) => [rating, rating] as const);

export const OVERRIDE_MESSAGE = 'Write a reason of at least 5 characters to override';

/** "Assign anyway": staff's written reason to place an ineligible official (the API's words). */
export const OverrideFormSchema = z.object({ reason: z.string().trim().min(5, OVERRIDE_MESSAGE).max(MAX.text) });
export type OverrideFormValues = z.input<typeof OverrideFormSchema>;
