import { CreateTestimonialSchema, TestimonialSchema, UpdateTestimonialSchema } from '../../common/schemas/testimonial.js';
import { publicFilters } from '../repositories.js';
import type { App } from '../kernel/http/types.js';
import type { AppContext } from '../app-context.js';
import { registerCrudRoutes } from '../kernel/http/crud-routes.js';

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
