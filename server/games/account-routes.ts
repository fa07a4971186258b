// The signed-in official's calls for games (issue 30): their games and the open positions they may ask
// for, accepting and declining, marking who worked as crew chief, availability, and the private calendar
// feed (made, replaced, revoked; read by calendar apps with its token alone).
import { z } from 'zod';
import { MessageSchema, successSchema } from '../../common/api.js';
import { IdParams } from '../../common/schemas/fields.js';
import {
  AvailabilityInputSchema, AvailabilitySchema, DeclineInputSchema, OfficialGamesSchema, PositionQuerySchema, WorkedInputSchema,
  type Availability, type AvailabilityInput, type OfficialGames, type WorkedInput,
} from '../../common/schemas/game.js';
import { done, failures, ok, WITH_BODY } from '../kernel/http/responses.js';
import { notFound } from '../kernel/refusals.js';
import type { App } from '../kernel/http/types.js';

export interface AccountGameRouteDeps {
  officialGames(email: string): Promise<OfficialGames>;
  acceptAssignment(email: string, assignmentId: number): Promise<void>;
  declineAssignment(email: string, assignmentId: number, reason: string): Promise<void>;
  requestPosition(email: string, gameId: number, positionId: number): Promise<{ assignmentId: number }>;
  markWorkedAsCrewChief(email: string, gameId: number, input: WorkedInput): Promise<void>;
  readAvailability(email: string): Promise<Availability>;
  saveAvailability(email: string, input: AvailabilityInput): Promise<Availability>;
  makeFeed(email: string): Promise<string>;
  revokeFeed(email: string): Promise<void>;
  feedCalendar(token: string): Promise<string | null>;
}

const OFFICIAL = { config: { access: 'official' as const } };
const CalendarFileSchema = z.string().meta({ format: 'binary', description: 'An iCalendar (RFC 5545) file' });
const SIGNED_IN = [400, 401, 403, 404] as const;

export function accountGameRoutes(app: App, deps: AccountGameRouteDeps) {
  app.get('/api/account/games', { ...OFFICIAL, schema: { response: { 200: successSchema(OfficialGamesSchema), ...failures(401, 403) } } }, async (request) =>
    ok(await deps.officialGames(request.official!.email)),
  );
  app.post('/api/account/assignments/:id/accept', { ...OFFICIAL, schema: { params: IdParams, response: { 200: MessageSchema, ...failures(...SIGNED_IN, 409) } } }, async (request) => {
    await deps.acceptAssignment(request.official!.email, request.params.id);
    return done('Game accepted');
  });
  app.post(
    '/api/account/assignments/:id/decline',
    { ...OFFICIAL, schema: { params: IdParams, body: DeclineInputSchema, response: { 200: MessageSchema, ...failures(...SIGNED_IN, 409, ...WITH_BODY) } } },
    async (request) => {
      await deps.declineAssignment(request.official!.email, request.params.id, request.body.reason);
      return done('Game declined');
    },
  );
  app.post(
    '/api/account/games/:id/requests',
    { ...OFFICIAL, schema: { params: IdParams, body: PositionQuerySchema, response: { 201: successSchema(z.object({ assignmentId: z.number().int() })), ...failures(...SIGNED_IN, 409, ...WITH_BODY) } } },
    async (request, reply) => reply.code(201).send(ok(await deps.requestPosition(request.official!.email, request.params.id, request.body.positionId), 'Request sent to the office')),
  );
  app.put(
    '/api/account/games/:id/worked',
    { ...OFFICIAL, schema: { params: IdParams, body: WorkedInputSchema, response: { 200: MessageSchema, ...failures(...SIGNED_IN, 409, ...WITH_BODY) } } },
    async (request) => {
      await deps.markWorkedAsCrewChief(request.official!.email, request.params.id, request.body);
      return done('Crew marked');
    },
  );

  app.get('/api/account/availability', { ...OFFICIAL, schema: { response: { 200: successSchema(AvailabilitySchema), ...failures(401, 403) } } }, async (request) =>
    ok(await deps.readAvailability(request.official!.email)),
  );
  app.put(
    '/api/account/availability',
    { ...OFFICIAL, schema: { body: AvailabilityInputSchema, response: { 200: successSchema(AvailabilitySchema), ...failures(401, 403, ...WITH_BODY) } } },
    async (request) => ok(await deps.saveAvailability(request.official!.email, request.body), 'Availability saved'),
  );

  // The address holds the token: it is shown once, here; making another revokes it.
  app.post('/api/account/calendar-feed', { ...OFFICIAL, schema: { response: { 201: successSchema(z.object({ url: z.string() })), ...failures(401, 403) } } }, async (request, reply) =>
    reply.code(201).send(ok({ url: await deps.makeFeed(request.official!.email) }, 'Calendar link made; any earlier link no longer works')),
  );
  app.delete('/api/account/calendar-feed', { ...OFFICIAL, schema: { response: { 200: MessageSchema, ...failures(401, 403) } } }, async (request) => {
    await deps.revokeFeed(request.official!.email);
    return done('Calendar link turned off');
  });
  app.get(
    '/api/calendar/:file',
    { config: { access: 'public' }, schema: { params: z.object({ file: z.string().max(100) }), response: { 200: { description: "The official's calendar (an iCalendar file)", content: { 'text/calendar': { schema: CalendarFileSchema } } }, ...failures(400, 404) } } },
    async (request, reply) => {
      const calendar = request.params.file.endsWith('.ics') ? await deps.feedCalendar(request.params.file.slice(0, -'.ics'.length)) : null;
      if (calendar === null) throw notFound('No calendar at this address');
      // Private to its holder: never kept by a shared cache.
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(calendar);
    },
  );
}
