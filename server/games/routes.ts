// Staff's calls for games (issue 30): games (one by one or from CSV), officials and who may work a
// position, assignments, after-the-game marks and evaluations, the fees report.
import { z } from 'zod';
import { MessageSchema, successSchema } from '../../common/api.js';
import { IdParams } from '../../common/schemas/fields.js';
import {
  AssignInputSchema, EvaluationInputSchema, FeesRowSchema, GameImportAnswerSchema, GameInputSchema, GameSchema, GamesQuerySchema, PeriodQuerySchema, PositionQuerySchema, WorkedInputSchema,
  type AssignInput, type EvaluationInput, type FeesRow, type Game, type GameImportAnswer, type GameInput, type GamesQuery, type PeriodQuery, type WorkedInput,
} from '../../common/schemas/game.js';
import { OfficialSummarySchema, PositionOfficialSchema, type OfficialSummary, type PositionOfficial } from '../../common/schemas/game-officials.js';
import { CsvImportSchema } from '../../common/schemas/csv-import.js';
import { registerReadRoute } from '../kernel/http/crud-routes.js';
import { done, failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';

export interface GameRouteDeps {
  createGame(input: GameInput): Promise<Game>;
  listGames(query: GamesQuery): Promise<Game[]>;
  findGame(id: number): Promise<Game | null>;
  updateGame(id: number, input: GameInput): Promise<Game>;
  cancelGame(id: number): Promise<Game>;
  importGames(csv: string, commit: boolean): Promise<GameImportAnswer>;
  officialsForPosition(gameId: number, positionId: number): Promise<PositionOfficial[]>;
  assignOfficial(gameId: number, input: AssignInput): Promise<{ assignmentId: number; overridden: string[] }>;
  removeAssignment(gameId: number, assignmentId: number): Promise<void>;
  refuseRequest(gameId: number, assignmentId: number): Promise<void>;
  markWorked(gameId: number, input: WorkedInput): Promise<void>;
  evaluate(assignmentId: number, input: EvaluationInput): Promise<void>;
  feesReport(period: PeriodQuery): Promise<FeesRow[]>;
  officialsList(): Promise<OfficialSummary[]>;
}

const AssignmentParams = z.object({ id: IdParams.shape.id, assignmentId: IdParams.shape.id });
const gameAnswer = successSchema(GameSchema);

export function gameRoutes(app: App, deps: GameRouteDeps) {
  app.get('/api/games', { schema: { querystring: GamesQuerySchema, response: { 200: successSchema(z.array(GameSchema)), ...failures(...GUARDED, 400) } } }, async (request) =>
    ok(await deps.listGames(request.query)),
  );
  app.post('/api/games', { schema: { body: GameInputSchema, response: { 201: gameAnswer, ...failures(...GUARDED, ...WITH_BODY) } } }, async (request, reply) =>
    reply.code(201).send(ok(await deps.createGame(request.body), 'Game created')),
  );
  app.post('/api/games/import', { schema: { body: CsvImportSchema, response: { 200: successSchema(GameImportAnswerSchema), ...failures(...GUARDED, ...WITH_BODY) } } }, async (request) => {
    const answer = await deps.importGames(request.body.csv, request.body.commit);
    return ok(answer, request.body.commit ? `${answer.stored} games imported` : undefined);
  });
  registerReadRoute(app, '/api/games/:id', GameSchema, deps.findGame, 'Game not found');
  app.put('/api/games/:id', { schema: { params: IdParams, body: GameInputSchema, response: { 200: gameAnswer, ...failures(...GUARDED, 404, 409, ...WITH_BODY) } } }, async (request) =>
    ok(await deps.updateGame(request.params.id, request.body), 'Game saved; its crew is emailed the change'),
  );
  app.post('/api/games/:id/cancel', { schema: { params: IdParams, response: { 200: gameAnswer, ...failures(...GUARDED, 400, 404, 409) } } }, async (request) =>
    ok(await deps.cancelGame(request.params.id), 'Game cancelled; its crew is emailed'),
  );

  app.get(
    '/api/games/:id/officials',
    { schema: { params: IdParams, querystring: PositionQuerySchema, response: { 200: successSchema(z.array(PositionOfficialSchema)), ...failures(...GUARDED, 400, 404) } } },
    async (request) => ok(await deps.officialsForPosition(request.params.id, request.query.positionId)),
  );
  app.post(
    '/api/games/:id/assignments',
    { schema: { params: IdParams, body: AssignInputSchema, response: { 201: successSchema(z.object({ assignmentId: z.number().int(), overridden: z.array(z.string()) })), ...failures(...GUARDED, 404, 409, ...WITH_BODY) } } },
    async (request, reply) => {
      const placed = await deps.assignOfficial(request.params.id, request.body);
      return reply.code(201).send(ok(placed, placed.overridden.length > 0 ? 'Official assigned (eligibility overridden)' : 'Official assigned'));
    },
  );
  app.delete('/api/games/:id/assignments/:assignmentId', { schema: { params: AssignmentParams, response: { 200: MessageSchema, ...failures(...GUARDED, 400, 404) } } }, async (request) => {
    await deps.removeAssignment(request.params.id, request.params.assignmentId);
    return done('Official taken off the position');
  });
  app.post('/api/games/:id/requests/:assignmentId/refuse', { schema: { params: AssignmentParams, response: { 200: MessageSchema, ...failures(...GUARDED, 400, 404) } } }, async (request) => {
    await deps.refuseRequest(request.params.id, request.params.assignmentId);
    return done('Request refused');
  });
  app.put('/api/games/:id/worked', { schema: { params: IdParams, body: WorkedInputSchema, response: { 200: MessageSchema, ...failures(...GUARDED, 404, 409, ...WITH_BODY) } } }, async (request) => {
    await deps.markWorked(request.params.id, request.body);
    return done('Crew marked');
  });
  app.put('/api/assignments/:id/evaluation', { schema: { params: IdParams, body: EvaluationInputSchema, response: { 200: MessageSchema, ...failures(...GUARDED, 404, 409, ...WITH_BODY) } } }, async (request) => {
    await deps.evaluate(request.params.id, request.body);
    return done('Evaluation saved');
  });

  app.get('/api/officials', { schema: { response: { 200: successSchema(z.array(OfficialSummarySchema)), ...failures(...GUARDED) } } }, async () => ok(await deps.officialsList()));
  app.get('/api/reports/game-fees', { schema: { querystring: PeriodQuerySchema, response: { 200: successSchema(z.array(FeesRowSchema)), ...failures(...GUARDED, 400) } } }, async (request) =>
    ok(await deps.feesReport(request.query)),
  );
}
