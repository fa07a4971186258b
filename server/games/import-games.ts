// Games from a CSV file (issue 30, point 1): each row checked as a game (GameInputSchema and a real time
// in the organisation's zone) with its errors shown in a preview, then stored all together or not at all.
// Fees are typed as dollars ("45", "$45.00").
import { zonedInstant } from '../../common/calendar/instants.js';
import { centsFromTypedDollars } from '../../common/money.js';
import { GAME_CSV_COLUMNS, GameInputSchema, type GameImportAnswer, type GameInput } from '../../common/schemas/game.js';
import { messagesOf, readCsvLines, requireAllValid } from '../kernel/csv-import.js';
import type { GameDeps } from './create-game.js';
import { insertGame } from './create-game.js';

const MAX_POSITIONS = 8;

/** The row as a game, or what is wrong with it. */
function gameOf(cells: Record<string, string>, timeZone: string): { game: GameInput } | { errors: string[] } {
  const errors: string[] = [];
  const positions = Array.from({ length: MAX_POSITIONS }, (_, index) => index + 1).flatMap((n) => {
    const name = cells[`position ${n}`] ?? '';
    if (name === '') return [];
    const feeCents = centsFromTypedDollars(cells[`fee ${n}`] || '0');
    if (feeCents === null) errors.push(`Fee ${n} "${cells[`fee ${n}`]}" is not an amount in dollars`);
    return [{ name, feeCents: feeCents ?? 0, certification: cells[`certification ${n}`] || null }];
  });
  const number = (text: string | undefined) => (text ? Number(text) : undefined);
  const parsed = GameInputSchema.safeParse({
    date: cells.date ?? '', startTime: cells['start time'] ?? '', lengthMinutes: number(cells.length), venue: cells.venue ?? '', address: cells.address ?? '',
    level: cells.level ?? '', homeTeam: cells['home team'] ?? '', awayTeam: cells['away team'] ?? '', minimumAge: number(cells['minimum age']), positions,
  });
  if (!parsed.success) errors.push(...messagesOf(parsed.error));
  else if (!zonedInstant(parsed.data.date, parsed.data.startTime, timeZone)) errors.push('Date and start time must be a real date and time');
  return errors.length > 0 || !parsed.success ? { errors } : { game: parsed.data };
}

export async function importGames({ db, timeZone }: GameDeps, csv: string, commit: boolean): Promise<GameImportAnswer> {
  const zone = await timeZone();
  const checked = readCsvLines(csv, ['date', 'start time', 'venue', 'address', 'level', 'home team', 'away team', 'position 1'], GAME_CSV_COLUMNS, 'games')
    .map(({ line, cells }) => ({ line, cells, outcome: gameOf(cells, zone) }));
  const rows = checked.map(({ line, cells, outcome }) => ({
    line, date: cells.date ?? '', startTime: cells['start time'] ?? '', teams: `${cells['home team'] ?? ''} vs ${cells['away team'] ?? ''}`,
    errors: 'errors' in outcome ? outcome.errors : [],
  }));
  if (!commit) return { rows, stored: 0 };
  requireAllValid(rows);
  await db.transaction(async (tx) => {
    for (const { outcome } of checked) if ('game' in outcome) await insertGame(tx, outcome.game, zone);
  });
  return { rows, stored: rows.length };
}
