// An official's private calendar feed (issue 30, point 5): a URL with a random token (kept as a SHA-256,
// shown once when made; making a new one revokes the old) that calendar apps subscribe to. It answers
// the accepted games and the coming training sessions as they stand at each refresh.
import { createHash } from 'node:crypto';
import { and, eq, gte, ne } from 'drizzle-orm';
import { dateInTimeZone, timeInTimeZone } from '../../common/calendar/zone.js';
import { ownSessionsOf } from '../accounts/index.js';
import { buildIcsFeed, type CalendarEvent } from '../email/index.js';
import type { Db } from '../kernel/db/client.js';
import { isToken, newToken, tokenHash } from '../kernel/private-tokens.js';
import { endOf } from './game-views.js';
import { calendarFeeds, gameAssignments, gamePositions, games } from './tables.js';

/** Past games stay in the feed this long, as a calendar app keeps history. */
const KEEP_PAST_DAYS = 90;

export const feedUrl = (siteUrl: string, token: string) => `${siteUrl}/api/calendar/${token}.ics`;

/** A new feed token for the official, revoking any earlier one; only the returned URL holds it. */
export async function makeFeed(db: Db, email: string, siteUrl: string): Promise<string> {
  const token = newToken();
  const hash = tokenHash(token);
  await db.insert(calendarFeeds).values({ email, tokenHash: hash })
    .onConflictDoUpdate({ target: calendarFeeds.email, set: { tokenHash: hash, createdAt: new Date() } });
  return feedUrl(siteUrl, token);
}

export async function revokeFeed(db: Db, email: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.email, email));
}

export interface FeedDeps {
  db: Db;
  now: () => Date;
  timeZone: () => Promise<string>;
  siteHost: string;
}

/** The feed's calendar text, or null for a token that opens none. */
export async function feedCalendar({ db, now, timeZone, siteHost }: FeedDeps, token: string): Promise<string | null> {
  if (!isToken(token)) return null;
  const [feed] = await db.select({ email: calendarFeeds.email }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash(token)));
  if (!feed) return null;
  const zone = await timeZone();
  const at = now();
  const [accepted, sessions] = await Promise.all([
    db.select({ game: games, position: gamePositions.name, assignmentId: gameAssignments.id })
      .from(gameAssignments)
      .innerJoin(games, eq(games.id, gameAssignments.gameId))
      .innerJoin(gamePositions, eq(gamePositions.id, gameAssignments.positionId))
      .where(and(eq(gameAssignments.email, feed.email), eq(gameAssignments.status, 'accepted'), ne(games.status, 'cancelled'), gte(games.startsAt, new Date(at.getTime() - KEEP_PAST_DAYS * 86_400_000)))),
    ownSessionsOf(db, feed.email, dateInTimeZone(at, zone), zone),
  ]);
  const events: CalendarEvent[] = [
    ...accepted.map(({ game, position, assignmentId }) => ({
      uid: `game-assignment-${assignmentId}@${siteHost}`,
      startDate: dateInTimeZone(game.startsAt, zone), startTime: timeInTimeZone(game.startsAt, zone), endTime: timeInTimeZone(endOf(game), zone),
      summary: `${position}: ${game.homeTeam} vs ${game.awayTeam}`, location: `${game.venue}, ${game.address}`, description: `${game.level} game`, now: at,
    })),
    ...sessions.map((session) => ({
      // The same session keeps its UID from one refresh to the next, whatever passed before it.
      uid: `training-${createHash('sha256').update(`${session.programName}|${session.date}|${session.startTime}`).digest('hex').slice(0, 16)}@${siteHost}`, startDate: session.date, startTime: session.startTime, endTime: session.endTime,
      summary: session.programName, location: [session.venueName, session.address].filter(Boolean).join(', ') || null, now: at,
    })),
  ];
  return buildIcsFeed(events, zone, 'My games and training');
}
