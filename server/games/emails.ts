// The crew's emails (issue 30, point 4), one kind about an assignment: placed on a game, a reminder to
// answer after 48 hours, the game changed or cancelled (once per crew member), a request refused. Each
// reads the game as it stands when sent and links to the official's games page.
import { eq, inArray } from 'drizzle-orm';
import { formatMoney } from '../../common/money.js';
import type { EmailTemplate } from '../../common/email-templates.js';
import { defineEmailKind, formatMoment, layout, subjectIds, subjectOf, type BatchContext, type Composed } from '../email/index.js';
import type { OutboxRow } from '../kernel/db/tables.js';
import { officialRows } from './officials-queries.js';
import { gameAssignments, gamePositions, games } from './tables.js';

export const GAME_ASSIGNED: EmailTemplate = 'gameAssigned';
export const GAME_ASSIGNMENT_REMINDER: EmailTemplate = 'gameAssignmentReminder';
export const GAME_CHANGED: EmailTemplate = 'gameChanged';
export const GAME_CANCELLED: EmailTemplate = 'gameCancelled';
export const GAME_REQUEST_REFUSED: EmailTemplate = 'gameRequestRefused';
export const GAME_ASSIGNMENT_REMOVED: EmailTemplate = 'gameAssignmentRemoved';

interface AssignmentMail {
  assignment: typeof gameAssignments.$inferSelect;
  game: typeof games.$inferSelect;
  position: typeof gamePositions.$inferSelect;
  name: string;
}

async function loadAssignments(rows: readonly OutboxRow[], { db }: BatchContext): Promise<Map<number, AssignmentMail>> {
  const ids = subjectIds(rows);
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ assignment: gameAssignments, game: games, position: gamePositions })
    .from(gameAssignments)
    .innerJoin(games, eq(games.id, gameAssignments.gameId))
    .innerJoin(gamePositions, eq(gamePositions.id, gameAssignments.positionId))
    .where(inArray(gameAssignments.id, ids));
  const names = new Map((await officialRows(db, [...new Set(found.map((row) => row.assignment.email))])).map((row) => [row.email, row.name]));
  return new Map(found.map((row) => [row.assignment.id, { ...row, name: names.get(row.assignment.email) ?? row.assignment.email }]));
}


const WORDS: Record<string, { subject: string; lead: string }> = {
  gameAssigned: { subject: 'New game assignment', lead: 'You have been assigned to a game. Please accept or decline it from your games page.' },
  gameAssignmentReminder: { subject: 'Please answer your game assignment', lead: 'You have not yet accepted or declined this game. Please answer from your games page so the crew is confirmed.' },
  gameChanged: { subject: 'Your game has changed', lead: 'A game you are on has changed. Here it is as it stands now.' },
  gameCancelled: { subject: 'Game cancelled', lead: 'A game you were on has been cancelled. You need not attend.' },
  gameRequestRefused: { subject: 'Your game request', lead: 'The office could not give you the position you asked for on this game.' },
  gameAssignmentRemoved: { subject: 'You are no longer on this game', lead: 'The office has taken you off this game. You need not attend.' },
};

function compose(row: OutboxRow, loaded: Map<number, AssignmentMail>, { details, siteUrl, timeZone }: BatchContext): Composed {
  const found = subjectOf(row, loaded);
  if (!found) return { skip: 'the assignment was deleted' };
  const { assignment, game, position, name } = found;
  const words = WORDS[row.template]!;
  // A change or reminder for someone no longer on the game is not sent; a cancellation goes to the crew it had.
  const onGame = assignment.status === 'assigned' || assignment.status === 'accepted';
  if ((row.template === GAME_CHANGED || row.template === GAME_ASSIGNED) && !onGame) return { skip: 'no longer on this game' };
  if (row.template === GAME_ASSIGNMENT_REMINDER && assignment.status !== 'assigned') return { skip: 'already answered' };
  if (row.template !== GAME_CANCELLED && game.status === 'cancelled') return { skip: 'the game was cancelled' };
  const title = `${words.subject}: ${game.homeTeam} vs ${game.awayTeam}`;
  return {
    type: row.template, to: assignment.email,
    ...layout(details, {
      subject: title, title,
      paragraphs: [`Dear ${name},`, words.lead],
      rows: [
        ['Game', `${game.homeTeam} vs ${game.awayTeam} (${game.level})`],
        ['When', formatMoment(game.startsAt, timeZone)],
        ['Where', `${game.venue}, ${game.address}`],
        ['Position', position.name],
        ['Fee', formatMoney(position.feeCents)],
      ],
      links: [{ label: 'Open my games', url: `${siteUrl}/account/games`, note: 'Sign in with your email if asked.' }],
    }),
  };
}

export const gameMessages = defineEmailKind({
  templates: [GAME_ASSIGNED, GAME_ASSIGNMENT_REMINDER, GAME_CHANGED, GAME_CANCELLED, GAME_REQUEST_REFUSED, GAME_ASSIGNMENT_REMOVED],
  subject: 'assignmentId',
  load: loadAssignments,
  compose,
});
