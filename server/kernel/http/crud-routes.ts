// Admin list / read / create / update / delete routes for a simple collection, with SPEC's toasts as
// response messages ("Service created successfully"); its GET and delete routes also serve the domains'
// other reads and deletes.
import { z } from 'zod';
import { MessageSchema, successSchema } from '../../../common/api.js';
import { IdParams } from '../../../common/schemas/fields.js';
import { requireFound } from '../refusals.js';
import { done, failures, GUARDED, ok, WITH_BODY } from './responses.js';
import type { App } from './types.js';

interface CrudRepository<Row, Create, Update> {
  list(): Promise<Row[]>;
  findById(id: number): Promise<Row | null>;
  create(values: Create): Promise<Row>;
  update(id: number, changes: Update): Promise<Row | null>;
  remove(id: number): Promise<boolean>;
}

export function registerCrudRoutes<RowSchema extends z.ZodType, CreateSchema extends z.ZodType, UpdateSchema extends z.ZodType>(
  app: App,
  options: {
    path: string;
    label: string;
    /** What the API answers for one row. */
    rowSchema: RowSchema;
    repository: CrudRepository<z.output<RowSchema>, z.output<CreateSchema>, z.output<UpdateSchema>>;
    createSchema: CreateSchema;
    updateSchema: UpdateSchema;
    /** The visitors' list (public, cached), e.g. only the active rows. */
    published?: { path: string; list: () => Promise<z.output<RowSchema>[]> };
  },
) {
  const { path, label, repository, rowSchema } = options;
  const missing = `${label} not found`;
  // The row type is checked where the routes are registered (repository against rowSchema); here the
  // answers are plain values, which the serializer checks against rowSchema.
  const row: z.ZodType<unknown> = rowSchema;
  const RowAnswer = successSchema(row);

  registerGetRoute(app, path, z.array(row), () => repository.list());

  const { published } = options;
  if (published) {
    app.get(
      published.path,
      { config: { access: 'public', publicCache: true }, schema: { response: { 200: successSchema(z.array(row)) } } },
      async () => ok(await published.list()),
    );
  }

  registerReadRoute(app, `${path}/:id`, row, (id) => repository.findById(id), missing);

  app.post(
    path,
    { schema: { body: options.createSchema, response: { 201: RowAnswer, ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request, reply) => reply.code(201).send(ok(await repository.create(request.body as z.output<CreateSchema>), `${label} created successfully`)),
  );

  app.put(
    `${path}/:id`,
    { schema: { params: IdParams, body: options.updateSchema, response: { 200: RowAnswer, ...failures(...GUARDED, ...WITH_BODY, 404) } } },
    async (request) => ok(
      requireFound(await repository.update(request.params.id, request.body as z.output<UpdateSchema>), missing),
      `${label} updated successfully`,
    ),
  );

  registerDeleteRoute(app, path, label, repository.remove);
}

/** GET {path}, without parameters: what `read` gives, as the answer's data. */
export function registerGetRoute<Data>(app: App, path: string, dataSchema: z.ZodType<Data>, read: () => Promise<Data>) {
  // As above: the serializer checks the answer against dataSchema.
  const data: z.ZodType<unknown> = dataSchema;
  app.get(path, { schema: { response: { 200: successSchema(data), ...failures(...GUARDED) } } }, async () => ok(await read()));
}

/** GET {path} (its :id the row's): what `find` returns for the id, or a 404 with `missing` when it finds nothing. */
export function registerReadRoute<Row>(app: App, path: string, rowSchema: z.ZodType<Row>, find: (id: number) => Promise<Row | null>, missing: string) {
  // As above: the serializer checks the answer against rowSchema.
  const row: z.ZodType<unknown> = rowSchema;
  app.get(
    path,
    { schema: { params: IdParams, response: { 200: successSchema(row), ...failures(...GUARDED, 400, 404) } } },
    async (request) => ok(requireFound(await find(request.params.id), missing)),
  );
}

/** DELETE {path}/{id}: a 404 for a row that does not exist, else SPEC's "{Label} deleted successfully". */
export function registerDeleteRoute(app: App, path: string, label: string, remove: (id: number) => Promise<boolean>) {
  app.delete(
    `${path}/:id`,
    { schema: { params: IdParams, response: { 200: MessageSchema, ...failures(...GUARDED, 400, 404) } } },
    async (request) => {
      requireFound((await remove(request.params.id)) || null, `${label} not found`);
      return done(`${label} deleted successfully`);
    },
  );
}
