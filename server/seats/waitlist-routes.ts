// Seats and the waitlist (issue 16). Public: the seats left of active programs with a capacity (never
// response-cached, unlike GET /api/programs: registrations change it, not admin writes) and what an
// offer link opens. Admin: a program's waitlist, and moving, removing and offering by hand.
import { MessageSchema, successSchema } from '../../common/api.js';
import { IdParams } from '../../common/schemas/fields.js';
import {
  MoveDirectionSchema, OfferTokenParams, ProgramWaitlistSchema, SeatsAnswerSchema, WaitlistEntrySchema, WaitlistOfferSchema,
} from '../../common/schemas/waitlist.js';
import { conflict, notFound, requireFound } from '../kernel/refusals.js';
import { done, failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { Program } from '../programs/index.js';
import { OFFER_MESSAGES } from './offer-tokens.js';
import type { SeatService } from './seat-service.js';
import type { Waitlist } from './waitlist.js';

const MISSING_ENTRY = 'Waitlist entry not found';
const MISSING_PROGRAM = 'Program not found';
const EntryAnswer = successSchema(WaitlistEntrySchema);

export interface WaitlistRouteDeps {
  seats: SeatService;
  waitlist: Waitlist;
  findProgram: (id: number) => Promise<Program | null>;
  now: () => Date;
}

export function waitlistRoutes(app: App, { seats: seatService, waitlist, findProgram, now }: WaitlistRouteDeps) {
  app.get(
    '/api/programs/seats',
    { config: { access: 'public' }, schema: { response: { 200: SeatsAnswerSchema } } },
    async (_request, reply) => {
      const { seats, seatsLeftShownFrom } = await seatService.publicSeats();
      reply.header('cache-control', 'no-store');
      return { ...ok(seats.map(({ programId, capacity, seatsLeft }) => ({ programId, capacity, seatsLeft }))), seatsLeftShownFrom };
    },
  );

  app.get(
    '/api/waitlist-offers/:token',
    { config: { access: 'public' }, schema: { params: OfferTokenParams, response: { 200: successSchema(WaitlistOfferSchema), ...failures(400, 404, 409) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await seatService.findOffer(request.params.token);
      if (!found) throw notFound(OFFER_MESSAGES.unknown);
      if (found.state !== 'valid') throw conflict(OFFER_MESSAGES[found.state]);
      const program = requireFound(await findProgram(found.entry.programId), OFFER_MESSAGES.withdrawn);
      const { entry } = found;
      return ok({
        programId: program.id, programName: program.name, offerExpiresAt: entry.offerExpiresAt ?? now(),
        answers: { ...entry.answers, firstName: entry.firstName, lastName: entry.lastName, email: entry.email, packageType: entry.packageType, equipmentBundle: entry.equipmentBundle },
      });
    },
  );

  app.post(
    '/api/waitlist-offers/:token/decline',
    { config: { access: 'public' }, schema: { params: OfferTokenParams, response: { 200: MessageSchema, ...failures(400, 404, 409) } } },
    async (request) => {
      const found = await seatService.findOffer(request.params.token);
      if (!found) throw notFound(OFFER_MESSAGES.unknown);
      if (found.state !== 'valid') throw conflict(OFFER_MESSAGES[found.state]);
      if (!(await waitlist.decline(found.entry.id))) throw conflict(OFFER_MESSAGES.withdrawn);
      return done('You have declined the seat and left the waitlist. Thank you for letting us know.');
    },
  );

  app.get(
    '/api/programs/:id/waitlist',
    { schema: { params: IdParams, response: { 200: successSchema(ProgramWaitlistSchema), ...failures(...GUARDED, 400, 404) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const program = requireFound(await findProgram(request.params.id), MISSING_PROGRAM);
      const [entries, seatsTaken] = await Promise.all([waitlist.entries(program.id), waitlist.taken(program.id)]);
      return ok({
        programId: program.id, programName: program.name, capacity: program.capacity, seatsTaken,
        seatsLeft: program.capacity === null ? null : Math.max(0, program.capacity - seatsTaken), entries,
      });
    },
  );

  app.post(
    '/api/waitlist/:id/move',
    { schema: { params: IdParams, body: MoveDirectionSchema, response: { 200: EntryAnswer, ...failures(...GUARDED, ...WITH_BODY, 404, 409) } } },
    async (request) => ok(requireFound(await waitlist.move(request.params.id, request.body.direction), MISSING_ENTRY), 'Waitlist order updated'),
  );

  app.delete(
    '/api/waitlist/:id',
    { schema: { params: IdParams, response: { 200: MessageSchema, ...failures(...GUARDED, 400, 404, 409) } } },
    async (request) => {
      if (!(await waitlist.remove(request.params.id))) throw notFound(MISSING_ENTRY);
      return done('Removed from the waitlist');
    },
  );

  app.post(
    '/api/waitlist/:id/offer',
    { schema: { params: IdParams, response: { 200: EntryAnswer, ...failures(...GUARDED, 400, 404, 409) } } },
    async (request) => ok(requireFound(await waitlist.offerByHand(request.params.id), MISSING_ENTRY), 'Seat offered: the email is on its way'),
  );
}
