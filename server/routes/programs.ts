import { CreateProgramSchema, UpdateProgramSchema } from '../../common/schemas/program.js';
import { IdParams } from '../../common/schemas/fields.js';
import { notFound, requireFound } from '../http/errors.js';
import type { App, AppContext } from '../http/types.js';

const MISSING = 'Program not found';

export function programRoutes(app: App, { repos }: AppContext) {
  // Visitors see active programs (the same for all of them: cacheable); an admin sees all of them.
  app.get('/api/programs', { config: { access: 'optional', publicCache: true } }, async (request) => ({
    success: true,
    data: await repos.programs.list({ activeOnly: request.user?.role !== 'admin' }),
  }));

  app.get('/api/programs/:id', { config: { access: 'optional', publicCache: true }, schema: { params: IdParams } }, async (request) => {
    const program = await repos.programs.findById(request.params.id);
    if (!program || (!program.active && request.user?.role !== 'admin')) throw notFound(MISSING);
    return { success: true, data: program };
  });

  app.post('/api/programs', { schema: { body: CreateProgramSchema } }, async (request, reply) => {
    const data = await repos.programs.create(request.body);
    return reply.code(201).send({ success: true, data, message: 'Program created successfully' });
  });

  app.put('/api/programs/:id', { schema: { params: IdParams, body: UpdateProgramSchema } }, async (request) => ({
    success: true,
    data: requireFound(await repos.programs.update(request.params.id, request.body), MISSING),
    message: 'Program updated successfully',
  }));

  app.delete('/api/programs/:id', { schema: { params: IdParams } }, async (request) => {
    requireFound((await repos.programs.remove(request.params.id)) || null, MISSING);
    return { success: true, message: 'Program deleted successfully' };
  });
}
