import { CreateTestimonialSchema, UpdateTestimonialSchema } from '../../common/schemas/testimonial.js';
import { publicFilters } from '../repositories/index.js';
import type { App, AppContext } from '../http/types.js';
import { registerCrudRoutes } from './crud-routes.js';

export function testimonialRoutes(app: App, { repos }: AppContext) {
  app.get('/api/testimonials/featured', { config: { access: 'public', publicCache: true } }, async () => ({
    success: true,
    data: await repos.testimonials.list(publicFilters.testimonials),
  }));
  registerCrudRoutes(app, {
    path: '/api/testimonials',
    label: 'Testimonial',
    repository: { ...repos.testimonials, list: () => repos.testimonials.list() },
    createSchema: CreateTestimonialSchema,
    updateSchema: UpdateTestimonialSchema,
  });
}
