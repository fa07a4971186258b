// The games domain's use cases bound to the database, the organisation's clock and settings, and the
// outbox's nudge: what the composition root hands to the routes and the season's checks.
import { zonedInstant } from '../../common/calendar/instants.js';
import { addDays } from '../../common/calendar/sums.js';
import type { AssignInput, AvailabilityInput, EvaluationInput, GameInput, GamesQuery, PeriodQuery, WorkedInput } from '../../common/schemas/game.js';
import type { Db } from '../kernel/db/client.js';
import { officialGames } from './account-games.js';
import { evaluate, feesReport, markWorked } from './after-the-game.js';
import { assignOfficial, removeAssignment } from './assign.js';
import { readAvailability, saveAvailability } from './availability.js';
import { feedCalendar, makeFeed, revokeFeed } from './calendar-feed.js';
import { cancelGame, updateGame } from './change-game.js';
import { createGame } from './create-game.js';
import { gameView, gameViews } from './game-views.js';
import { importGames } from './import-games.js';
import { officialsForPosition } from './officials-for-position.js';
import { officialsList } from './officials-list.js';
import { assignmentRemindersJob, gamesNeedingCrew } from './reminders.js';
import { acceptAssignment, declineAssignment, refuseRequest, requestPosition } from './respond.js';

export interface GamesDeps {
  db: Db;
  now: () => Date;
  timeZone: () => Promise<string>;
  travelBufferMinutes: () => Promise<number>;
  /** Outbox rows were written: send them soon. */
  queued: () => void;
  siteUrl: string;
}

export function createGames(deps: GamesDeps) {
  const { db, now, timeZone, queued, siteUrl } = deps;
  const gameDeps = { db, timeZone };
  /** The instants a span of the organisation's dates covers: from the first's midnight to the day after the last. */
  const span = async (from: string | undefined, to: string | undefined) => {
    const zone = await timeZone();
    return { zone, from: from ? zonedInstant(from, '00:00', zone)! : undefined, to: to ? zonedInstant(addDays(to, 1), '00:00', zone)! : undefined };
  };
  /** A use case that queued emails: the outbox is nudged once it is stored. */
  const thenSend = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    queued();
    return result;
  };
  return {
    createGame: (input: GameInput) => createGame(gameDeps, input),
    listGames: async ({ from, to, includeCancelled }: GamesQuery) => {
      const period = await span(from, to);
      return gameViews(db, { from: period.from, to: period.to, includeCancelled }, period.zone);
    },
    findGame: async (id: number) => gameView(db, id, await timeZone()),
    updateGame: (id: number, input: GameInput) => thenSend(updateGame(gameDeps, id, input)),
    cancelGame: (id: number) => thenSend(cancelGame(gameDeps, id)),
    importGames: (csv: string, commit: boolean) => importGames(gameDeps, csv, commit),
    officialsForPosition: (gameId: number, positionId: number) => officialsForPosition(deps, gameId, positionId),
    assignOfficial: (gameId: number, input: AssignInput) => thenSend(assignOfficial(deps, gameId, input)),
    removeAssignment: (gameId: number, assignmentId: number) => thenSend(removeAssignment(db, gameId, assignmentId)),
    refuseRequest: (gameId: number, assignmentId: number) => thenSend(refuseRequest(db, gameId, assignmentId)),
    markWorked: (gameId: number, input: WorkedInput) => markWorked({ db, now }, gameId, input),
    evaluate: (assignmentId: number, input: EvaluationInput) => evaluate(db, assignmentId, input),
    feesReport: async ({ from, to }: PeriodQuery) => {
      const period = await span(from, to);
      return feesReport(db, { from: period.from!, to: period.to! });
    },
    officialsList: async () => officialsList(db, now(), await timeZone()),
    gamesNeedingCrew: () => gamesNeedingCrew(db, now()),
    remindersJob: assignmentRemindersJob({ db, queued }),
    // The signed-in official's own.
    officialGames: (email: string) => officialGames(deps, email),
    acceptAssignment: (email: string, assignmentId: number) => acceptAssignment({ db, now }, email, assignmentId),
    declineAssignment: (email: string, assignmentId: number, reason: string) => declineAssignment({ db, now }, email, assignmentId, reason),
    requestPosition: (email: string, gameId: number, positionId: number) => requestPosition(deps, email, gameId, positionId),
    markWorkedAsCrewChief: (email: string, gameId: number, input: WorkedInput) => markWorked({ db, now }, gameId, input, email),
    readAvailability: (email: string) => readAvailability(db, email),
    saveAvailability: (email: string, input: AvailabilityInput) => saveAvailability(db, email, input),
    makeFeed: (email: string) => makeFeed(db, email, siteUrl),
    revokeFeed: (email: string) => revokeFeed(db, email),
    feedCalendar: (token: string) => feedCalendar({ db, now, timeZone, siteHost: new URL(siteUrl).host }, token),
  };
}
export type Games = ReturnType<typeof createGames>;
