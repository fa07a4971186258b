import { CreateServiceSchema, ServiceSchema, UpdateServiceSchema } from '../../common/schemas/service.js';
import { publicFilters } from '../repositories/index.js';
import type { App, AppContext } from '../http/types.js';
import { registerCrudRoutes } from './crud-routes.js';

export function serviceRoutes(app: App, { repos }: AppContext) {
  registerCrudRoutes(app, {
    path: '/api/services',
    label: 'Service',
    rowSchema: ServiceSchema,
    repository: repos.services,
    createSchema: CreateServiceSchema,
    updateSchema: UpdateServiceSchema,
    published: { path: '/api/services/active', list: () => repos.services.list(publicFilters.services) },
  });
}
