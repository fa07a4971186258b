// Admin list / read / create / update / delete routes for a simple collection, with SPEC's toasts as
// response messages ("Service created successfully").
import { z } from 'zod';
import { IdParams } from '../../common/schemas/fields.js';
import { requireFound } from '../http/errors.js';
import type { App } from '../http/types.js';

interface CrudRepository<Row, Create, Update> {
  list(): Promise<Row[]>;
  findById(id: number): Promise<Row | null>;
  create(values: Create): Promise<Row>;
  update(id: number, changes: Update): Promise<Row | null>;
  remove(id: number): Promise<boolean>;
}

export function registerCrudRoutes<Row, CreateSchema extends z.ZodType, UpdateSchema extends z.ZodType>(
  app: App,
  options: {
    path: string;
    label: string;
    repository: CrudRepository<Row, z.output<CreateSchema>, z.output<UpdateSchema>>;
    createSchema: CreateSchema;
    updateSchema: UpdateSchema;
  },
) {
  const { path, label, repository } = options;
  const missing = `${label} not found`;

  app.get(path, async () => ({ success: true, data: await repository.list() }));

  app.get(`${path}/:id`, { schema: { params: IdParams } }, async (request) => ({
    success: true,
    data: requireFound(await repository.findById(request.params.id), missing),
  }));

  app.post(path, { schema: { body: options.createSchema } }, async (request, reply) => {
    const data = await repository.create(request.body as z.output<CreateSchema>);
    return reply.code(201).send({ success: true, data, message: `${label} created successfully` });
  });

  app.put(`${path}/:id`, { schema: { params: IdParams, body: options.updateSchema } }, async (request) => ({
    success: true,
    data: requireFound(await repository.update(request.params.id, request.body as z.output<UpdateSchema>), missing),
    message: `${label} updated successfully`,
  }));

  app.delete(`${path}/:id`, { schema: { params: IdParams } }, async (request) => {
    requireFound((await repository.remove(request.params.id)) || null, missing);
    return { success: true, message: `${label} deleted successfully` };
  });
}
