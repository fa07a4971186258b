import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import { CreateServiceSchema, ServiceSchema, UpdateServiceSchema } from '../../common/schemas/service.js';
import { publicFilters } from '../repositories/index.js';
import { ok } from '../http/responses.js';
import type { App, AppContext } from '../http/types.js';
import { registerCrudRoutes } from './crud-routes.js';

export function serviceRoutes(app: App, { repos }: AppContext) {
  app.get(
    '/api/services/active',
    { config: { access: 'public', publicCache: true }, schema: { response: { 200: successSchema(z.array(ServiceSchema)) } } },
    async () => ok(await repos.services.list(publicFilters.services)),
  );
  registerCrudRoutes(app, {
    path: '/api/services',
    label: 'Service',
    rowSchema: ServiceSchema,
    repository: { ...repos.services, list: () => repos.services.list() },
    createSchema: CreateServiceSchema,
    updateSchema: UpdateServiceSchema,
  });
}
