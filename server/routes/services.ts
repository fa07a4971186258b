import { CreateServiceSchema, UpdateServiceSchema } from '../../common/schemas/service.js';
import { publicFilters } from '../repositories/index.js';
import type { App, AppContext } from '../http/types.js';
import { registerCrudRoutes } from './crud-routes.js';

export function serviceRoutes(app: App, { repos }: AppContext) {
  app.get('/api/services/active', { config: { access: 'public', publicCache: true } }, async () => ({
    success: true,
    data: await repos.services.list(publicFilters.services),
  }));
  registerCrudRoutes(app, {
    path: '/api/services',
    label: 'Service',
    repository: { ...repos.services, list: () => repos.services.list() },
    createSchema: CreateServiceSchema,
    updateSchema: UpdateServiceSchema,
  });
}
