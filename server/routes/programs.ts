import { z } from 'zod';
import { MessageSchema, successSchema } from '../../common/api.js';
import { CreateProgramSchema, ProgramSchema, UpdateProgramSchema } from '../../common/schemas/program.js';
import { IdParams } from '../../common/schemas/fields.js';
import { DeleteProgramQuerySchema, ProgramRegistrationCountsSchema } from '../../common/schemas/program-delete.js';
import { conflict, HttpError, notFound, requireFound } from '../http/errors.js';
import { loggableError } from '../http/log-safety.js';
import { done, failures, GUARDED, ok, WITH_BODY } from '../http/responses.js';
import type { App, AppContext } from '../http/types.js';

const MISSING = 'Program not found';
const ProgramAnswer = successSchema(ProgramSchema);

export function programRoutes(app: App, { repos, backups }: AppContext) {
  // Visitors see active programs (the same for all of them: cacheable); an admin sees all of them.
  app.get(
    '/api/programs',
    { config: { access: 'optional', publicCache: true }, schema: { response: { 200: successSchema(z.array(ProgramSchema)) } } },
    async (request) => ok(await repos.programs.list({ activeOnly: request.user?.role !== 'admin' })),
  );

  app.get(
    '/api/programs/:id',
    { config: { access: 'optional', publicCache: true }, schema: { params: IdParams, response: { 200: ProgramAnswer, ...failures(400, 404) } } },
    async (request) => {
      const program = await repos.programs.findById(request.params.id);
      if (!program || (!program.active && request.user?.role !== 'admin')) throw notFound(MISSING);
      return ok(program);
    },
  );

  app.post(
    '/api/programs',
    { schema: { body: CreateProgramSchema, response: { 201: ProgramAnswer, ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request, reply) => reply.code(201).send(ok(await repos.programs.create(request.body), 'Program created successfully')),
  );

  app.put(
    '/api/programs/:id',
    { schema: { params: IdParams, body: UpdateProgramSchema, response: { 200: ProgramAnswer, ...failures(...GUARDED, ...WITH_BODY, 404) } } },
    async (request) => ok(requireFound(await repos.programs.update(request.params.id, request.body), MISSING), 'Program updated successfully'),
  );

  app.get(
    '/api/programs/:id/registration-counts',
    { schema: { params: IdParams, response: { 200: successSchema(ProgramRegistrationCountsSchema), ...failures(...GUARDED, 400, 404) } } },
    async (request) => ok(requireFound(await repos.programs.registrationCounts(request.params.id), MISSING)),
  );

  // SPEC's call and answer; paid registrations go only with the program's name as `confirm`, and only
  // after a backup of them (and of the program) is on disk.
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
      const { confirm } = request.query;
      await backups.ready(); // the signing key, loaded before the delete's transaction opens
      const deleted = await repos.programs.remove(request.params.id, async (program, taken) => {
        const paid = taken.filter((registration) => registration.paymentStatus === 'paid').length;
        if (paid === 0) return;
        if (confirm === undefined) {
          throw conflict(`This program has ${paid} paid ${paid === 1 ? 'registration' : 'registrations'}. Confirm by sending the program's name to delete it with them.`);
        }
        if (confirm !== program.name) throw conflict("The confirmation does not match the program's name. Nothing was deleted.");
        try {
          await backups.createBeforeProgramDelete(program, taken);
        } catch (error) {
          request.log.error({ err: loggableError(error), programId: program.id }, 'Backup before a program delete failed');
          throw new HttpError(503, BACKUP_FAILED);
        }
      });
      requireFound(deleted || null, MISSING);
      return done('Program deleted successfully');
    },
  );
}

/** 503, not 500: the request was right and the fault is the backup folder, which staff can fix and retry. */
const BACKUP_FAILED =
  'The backup of its registrations could not be written, so nothing was deleted. Try again later, or ask for the backup folder to be checked.';
