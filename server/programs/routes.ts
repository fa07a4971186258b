import { z } from 'zod';
import { MessageSchema, successSchema } from '../../common/api.js';
import { CreateProgramSchema, ProgramSchema, UpdateProgramSchema } from '../../common/schemas/program.js';
import { IdParams } from '../../common/schemas/fields.js';
import { DeleteProgramQuerySchema, ProgramRegistrationCountsSchema } from '../../common/schemas/program-delete.js';
import { notFound, requireFound } from '../kernel/refusals.js';
import { done, failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import { registerReadRoute } from '../kernel/http/crud-routes.js';
import type { FastifyBaseLogger } from 'fastify';
import type { ProgramRegistrationCounts } from '../../common/schemas/program-delete.js';
import type { ProgramsRepository } from './queries.js';
import { programAnswer } from './program-prices.js';

const MISSING = 'Program not found';
const ProgramAnswer = successSchema(ProgramSchema);

export interface ProgramRouteDeps {
  programs: ProgramsRepository;
  /** The registrations domain counts them (the delete dialog's warning). */
  registrationCounts: (programId: number) => Promise<ProgramRegistrationCounts | null>;
  /** False when there is no such program; paid registrations are backed up first (backups/delete-program.ts). */
  deleteProgram: (programId: number, confirm: string | undefined, log: FastifyBaseLogger) => Promise<boolean>;
  /** A raised capacity may free seats for the waitlist. */
  seatsMayHaveFreed: (programIds: number[]) => Promise<void>;
}

export function programRoutes(app: App, { programs, registrationCounts, deleteProgram, seatsMayHaveFreed }: ProgramRouteDeps) {
  // Visitors see active programs (the same for all of them: cacheable); an admin sees all of them.
  app.get(
    '/api/programs',
    { config: { access: 'optional', publicCache: true }, schema: { response: { 200: successSchema(z.array(ProgramSchema)) } } },
    async (request) => ok((await programs.list({ activeOnly: request.user?.role !== 'admin' })).map(programAnswer)),
  );

  app.get(
    '/api/programs/:id',
    { config: { access: 'optional', publicCache: true }, schema: { params: IdParams, response: { 200: ProgramAnswer, ...failures(400, 404) } } },
    async (request) => {
      const program = await programs.findById(request.params.id);
      if (!program || (!program.active && request.user?.role !== 'admin')) throw notFound(MISSING);
      return ok(programAnswer(program));
    },
  );

  app.post(
    '/api/programs',
    { schema: { body: CreateProgramSchema, response: { 201: ProgramAnswer, ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request, reply) => reply.code(201).send(ok(programAnswer(await programs.create(request.body)), 'Program created successfully')),
  );

  app.put(
    '/api/programs/:id',
    { schema: { params: IdParams, body: UpdateProgramSchema, response: { 200: ProgramAnswer, ...failures(...GUARDED, ...WITH_BODY, 404) } } },
    async (request) => {
      const program = requireFound(await programs.update(request.params.id, request.body), MISSING);
      if (request.body.capacity !== undefined) await seatsMayHaveFreed([program.id]); // a raised capacity (issue 16)
      return ok(programAnswer(program), 'Program updated successfully');
    },
  );

  registerReadRoute(app, '/api/programs/:id/registration-counts', ProgramRegistrationCountsSchema, registrationCounts, MISSING);

  // SPEC's call and answer; paid registrations need `?confirm=<name>` (backups/delete-program.ts).
  app.delete(
    '/api/programs/:id',
    {
      schema: {
        params: IdParams,
        querystring: DeleteProgramQuerySchema,
        response: { 200: MessageSchema, ...failures(...GUARDED, 400, 404, 409, 503) },
      },
    },
    async (request) => {
      const deleted = await deleteProgram(request.params.id, request.query.confirm, request.log);
      requireFound(deleted || null, MISSING);
      return done('Program deleted successfully');
    },
  );
}

