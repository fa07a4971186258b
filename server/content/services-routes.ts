import { CreateServiceSchema, ServiceSchema, UpdateServiceSchema } from '../../common/schemas/service.js';
import type { App } from '../kernel/http/types.js';
import { publicFilters, type ContentQueries } from './queries.js';
import { registerCrudRoutes } from '../kernel/http/crud-routes.js';

export function serviceRoutes(app: App, { content }: { content: ContentQueries }) {
  registerCrudRoutes(app, {
    path: '/api/services',
    label: 'Service',
    rowSchema: ServiceSchema,
    repository: content.services,
    createSchema: CreateServiceSchema,
    updateSchema: UpdateServiceSchema,
    published: { path: '/api/services/active', list: () => content.services.list(publicFilters.services) },
  });
}
