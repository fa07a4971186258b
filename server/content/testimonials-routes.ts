import { CreateTestimonialSchema, TestimonialSchema, UpdateTestimonialSchema } from '../../common/schemas/testimonial.js';
import type { App } from '../kernel/http/types.js';
import { publicFilters, type ContentQueries } from './queries.js';
import { registerCrudRoutes } from '../kernel/http/crud-routes.js';

export function testimonialRoutes(app: App, { content }: { content: ContentQueries }) {
  registerCrudRoutes(app, {
    path: '/api/testimonials',
    label: 'Testimonial',
    rowSchema: TestimonialSchema,
    repository: content.testimonials,
    createSchema: CreateTestimonialSchema,
    updateSchema: UpdateTestimonialSchema,
    published: { path: '/api/testimonials/featured', list: () => content.testimonials.list(publicFilters.testimonials) },
  });
}
