import { CreateSectionHeaderSchema, SectionIdParams, UpdateSectionHeaderSchema } from '../../common/schemas/section-header.js';
import { badRequest, conflict, requireFound } from '../http/errors.js';
import type { App, AppContext } from '../http/types.js';

const missing = (sectionId: string) => `No section header for section "${sectionId}"`;

export function sectionHeaderRoutes(app: App, { repos }: AppContext) {
  app.get('/api/section-headers/:sectionId', { config: { access: 'public', publicCache: true }, schema: { params: SectionIdParams } }, async (request) => {
    const { sectionId } = request.params;
    return { success: true, data: requireFound(await repos.sectionHeaders.find(sectionId), missing(sectionId)) };
  });

  app.put('/api/section-headers/:sectionId', { schema: { params: SectionIdParams, body: UpdateSectionHeaderSchema } }, async (request) => {
    const { sectionId } = request.params;
    const { sectionId: bodySectionId, ...fields } = request.body;
    if (bodySectionId !== undefined && bodySectionId !== sectionId) {
      throw badRequest('Section ID in the body does not match the URL', { sectionId: 'Section ID in the body does not match the URL' });
    }
    const data = requireFound(await repos.sectionHeaders.update(sectionId, fields), missing(sectionId));
    return { success: true, data, message: 'Section header updated successfully' };
  });

  app.post('/api/section-headers', { schema: { body: CreateSectionHeaderSchema } }, async (request, reply) => {
    const { sectionId, ...fields } = request.body;
    const data = await repos.sectionHeaders.create(sectionId, fields);
    if (!data) throw conflict(`A section header for "${sectionId}" already exists`);
    return reply.code(201).send({ success: true, data, message: 'Section header created successfully' });
  });
}
