// The staff's game screens' pure parts (issue 30): the game form (what the inputs hold, turned into the
// API's GameInput with its messages), a game's crew state, and the fees report's payroll file.
import { describe, expect, it } from 'vitest';
import { crewReady, crewState, crewSummary, gamesSearch, type GameRow } from '../../client/pages/admin/games/crew.js';
import { feesCsv, feesFileName, feesPeriod } from '../../client/pages/admin/games/fees-csv.js';
import {
  certificationOptions, EvaluationFormSchema, evaluationFormValues, FEE_MESSAGE, GameFormSchema, gameFormValues, NO_CERTIFICATION, OVERRIDE_MESSAGE, OverrideFormSchema,
} from '../../client/pages/admin/games/game-form-schema.js';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const filled = {
  ...gameFormValues(), date: '2026-12-12', startTime: '18:30', venue: 'Desert Vista Gym', address: '16440 S 32nd St, Phoenix, AZ 85048', level: 'Varsity',
  homeTeam: 'Thunderbirds', awayTeam: 'Hawks',
  positions: [{ name: 'Referee', fee: '$45.50', certification: 'Level 1 Official' }, { name: 'Umpire 1', fee: '40', certification: NO_CERTIFICATION }],
};

describe('GameFormSchema', () => {
  it('sends typed numbers as numbers, fees as whole cents and "none" as no certification', () => {
    expect(GameFormSchema.parse(filled)).toEqual({
      date: '2026-12-12', startTime: '18:30', lengthMinutes: 90, venue: 'Desert Vista Gym', address: '16440 S 32nd St, Phoenix, AZ 85048', level: 'Varsity',
      homeTeam: 'Thunderbirds', awayTeam: 'Hawks', minimumAge: 0,
      positions: [{ name: 'Referee', feeCents: 4550, certification: 'Level 1 Official' }, { name: 'Umpire 1', feeCents: 4000, certification: null }],
    });
  });

  it('puts each message under its field: the API’s own, and the fee’s where it is typed', () => {
    const empty = gameFormValues();
    expect(messages(GameFormSchema.safeParse(empty))).toMatchObject({
      date: 'Date is required',
      startTime: 'Start time is required',
      venue: 'Venue is required',
      homeTeam: 'Home team is required',
      'positions.0.fee': FEE_MESSAGE,
    });
    const wrong = { ...filled, startTime: '25:00', lengthMinutes: '10', positions: [{ name: '', fee: '45.999', certification: NO_CERTIFICATION }, { name: 'U', fee: '-5', certification: NO_CERTIFICATION }] };
    expect(messages(GameFormSchema.safeParse(wrong))).toEqual({
      startTime: 'Start time must be in HH:MM (24-hour) format', lengthMinutes: 'Length must be at least 15 minutes', 'positions.0.name': 'Each position needs a name', 'positions.0.fee': FEE_MESSAGE, 'positions.1.fee': FEE_MESSAGE,
    });
  });

  it('applies the game’s own rules once each row is right: positions named apart, two different teams', () => {
    const twice = { ...filled, awayTeam: 'thunderbirds', positions: [filled.positions[0]!, { ...filled.positions[1]!, name: 'referee' }] };
    expect(messages(GameFormSchema.safeParse(twice))).toEqual({ positions: 'Each position of a game needs its own name', awayTeam: 'Home and away teams must differ' });
    expect(messages(GameFormSchema.safeParse({ ...filled, positions: [] }))).toEqual({ positions: 'A game needs at least one position' });
  });

  it('fills the edit form from a game, fees in dollars with cents', () => {
    const game = { ...GameFormSchema.parse(filled), id: 1, startsAt: '', endsAt: '', status: 'scheduled' as const, positions: [
      { id: 7, name: 'Referee', feeCents: 4550, certification: 'Level 1 Official', holder: null, requests: [] },
      { id: 8, name: 'Umpire 1', feeCents: 4000, certification: null, holder: null, requests: [] },
    ] };
    expect(gameFormValues(game)).toEqual({ ...filled, positions: [{ name: 'Referee', fee: '45.50', certification: 'Level 1 Official' }, { name: 'Umpire 1', fee: '40.00', certification: NO_CERTIFICATION }] });
    expect(GameFormSchema.parse(gameFormValues(game)).positions.map((position) => position.feeCents)).toEqual([4550, 4000]);
  });

  it('offers none, then the certifications programs grant and the position’s own, each once, by name', () => {
    expect(certificationOptions(['Level 2', null, 'Level 1', 'Level 2'], ['Retired Badge'])).toEqual([
      [NO_CERTIFICATION, 'None required'], ['Level 1', 'Level 1'], ['Level 2', 'Level 2'], ['Retired Badge', 'Retired Badge'],
    ]);
  });
});

describe('the evaluation and override forms', () => {
  it('sends an evaluation’s ratings as numbers, each required, 1 to 5', () => {
    expect(EvaluationFormSchema.parse({ observer: ' Pat Lee ', mechanics: '4', positioning: '3', communication: '5', comments: '' })).toEqual({
      observer: 'Pat Lee', mechanics: 4, positioning: 3, communication: 5, comments: '',
    });
    expect(Object.keys(messages(EvaluationFormSchema.safeParse(evaluationFormValues())))).toEqual(['observer', 'mechanics', 'positioning', 'communication']);
    expect(messages(EvaluationFormSchema.safeParse({ ...evaluationFormValues(), observer: 'Pat Lee', mechanics: '6', positioning: '1', communication: '1' }))).toEqual({
      mechanics: expect.stringContaining('Mechanics') as string,
    });
  });

  it('asks for a written reason of at least 5 characters to assign anyway', () => {
    expect(OverrideFormSchema.parse({ reason: '  Only certified official free that night  ' })).toEqual({ reason: 'Only certified official free that night' });
    expect(messages(OverrideFormSchema.safeParse({ reason: ' ok ' }))).toEqual({ reason: OVERRIDE_MESSAGE });
  });
});

describe('a game’s crew state', () => {
  const holder = (name: string, status: 'assigned' | 'accepted') => ({ assignmentId: name.length, email: `${name}@example.com`, name, status, overrideReason: null });
  const position = (id: number, held: ReturnType<typeof holder> | null, requests: ReturnType<typeof holder>[] = []) =>
    ({ id, name: `P${id}`, feeCents: 4000, certification: null, holder: held, requests });

  it('counts filled and confirmed positions, names the officials not confirmed, and counts open requests', () => {
    const game = { positions: [position(1, holder('Ana Ruiz', 'accepted')), position(2, holder('Bo Chen', 'assigned')), position(3, null, [holder('Cy', 'assigned')])] } as Pick<GameRow, 'positions'>;
    const state = crewState(game);
    expect(state).toEqual({ positions: 3, filled: 2, confirmed: 1, notConfirmed: ['Bo Chen'], requests: 1 });
    expect(crewSummary(state)).toBe('2 of 3 filled, 1 confirmed');
    expect(crewReady(state)).toBe(false);
    expect(crewReady(crewState({ positions: [position(1, holder('Ana Ruiz', 'accepted'))] } as Pick<GameRow, 'positions'>))).toBe(true);
  });

  it('asks for the period’s games with only what is set', () => {
    expect(gamesSearch({ from: '2026-12-01', to: '', includeCancelled: false })).toBe('?from=2026-12-01');
    expect(gamesSearch({ from: '', to: '2026-12-31', includeCancelled: true })).toBe('?to=2026-12-31&includeCancelled=true');
    expect(gamesSearch({ from: '', to: '', includeCancelled: false })).toBe('');
  });
});

describe('the fees report’s file', () => {
  it('writes one official a line, dollars with cents, then the total; named by its period', () => {
    const rows = [
      { email: 'ana@example.com', name: 'Ana Ruiz', games: 2, positions: ['Referee', 'Umpire 1'], totalCents: 8550 },
      { email: 'bo@example.com', name: '=Bo', games: 1, positions: ['Umpire 2'], totalCents: 4000 },
    ];
    expect(feesCsv(rows).split('\r\n')).toEqual([
      'Name,Email,Games,Positions,Total (USD)',
      'Ana Ruiz,ana@example.com,2,Referee; Umpire 1,85.50',
      "'=Bo,bo@example.com,1,Umpire 2,40.00",
      'Total,,3,,125.50',
      '',
    ]);
    expect(feesFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe('game-fees-2026-11-01-to-2026-11-30.csv');
  });

  it('checks the period with the API’s words', () => {
    expect(feesPeriod('2026-11-01', '2026-11-30')).toEqual({ query: { from: '2026-11-01', to: '2026-11-30' } });
    expect(feesPeriod('2026-11-30', '2026-11-01')).toEqual({ error: 'The start date must be on or before the end date' });
    expect(feesPeriod('', '2026-11-01').error).toBe('From must be a date in YYYY-MM-DD format');
  });
});
