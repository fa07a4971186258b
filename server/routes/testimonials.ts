import { CreateTestimonialSchema, TestimonialSchema, UpdateTestimonialSchema } from '../../common/schemas/testimonial.js';
import { publicFilters } from '../repositories/index.js';
import type { App, AppContext } from '../http/types.js';
import { registerCrudRoutes } from './crud-routes.js';

export function testimonialRoutes(app: App, { repos }: AppContext) {
  registerCrudRoutes(app, {
    path: '/api/testimonials',
    label: 'Testimonial',
    rowSchema: TestimonialSchema,
    repository: repos.testimonials,
    createSchema: CreateTestimonialSchema,
    updateSchema: UpdateTestimonialSchema,
    published: { path: '/api/testimonials/featured', list: () => repos.testimonials.list(publicFilters.testimonials) },
  });
}
