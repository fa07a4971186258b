import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import { CreateTestimonialSchema, TestimonialSchema, UpdateTestimonialSchema } from '../../common/schemas/testimonial.js';
import { publicFilters } from '../repositories/index.js';
import { ok } from '../http/responses.js';
import type { App, AppContext } from '../http/types.js';
import { registerCrudRoutes } from './crud-routes.js';

export function testimonialRoutes(app: App, { repos }: AppContext) {
  app.get(
    '/api/testimonials/featured',
    { config: { access: 'public', publicCache: true }, schema: { response: { 200: successSchema(z.array(TestimonialSchema)) } } },
    async () => ok(await repos.testimonials.list(publicFilters.testimonials)),
  );
  registerCrudRoutes(app, {
    path: '/api/testimonials',
    label: 'Testimonial',
    rowSchema: TestimonialSchema,
    repository: { ...repos.testimonials, list: () => repos.testimonials.list() },
    createSchema: CreateTestimonialSchema,
    updateSchema: UpdateTestimonialSchema,
  });
}
