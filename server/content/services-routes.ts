import { CreateServiceSchema, ServiceSchema, UpdateServiceSchema } from '../../common/schemas/service.js';
import { publicFilters } from '../repositories.js';
import type { App } from '../kernel/http/types.js';
import type { AppContext } from '../app-context.js';
import { registerCrudRoutes } from '../kernel/http/crud-routes.js';

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
