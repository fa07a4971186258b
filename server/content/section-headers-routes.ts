import { successSchema } from '../../common/api.js';
import {
  CreateSectionHeaderSchema, SectionHeaderSchema, SectionIdParams, UpdateSectionHeaderSchema,
} from '../../common/schemas/section-header.js';
import { conflict, invalid, requireFound } from '../kernel/refusals.js';
import { failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { ContentQueries } from './queries.js';

const missing = (sectionId: string) => `No section header for section "${sectionId}"`;
const SectionHeaderAnswer = successSchema(SectionHeaderSchema);

export function sectionHeaderRoutes(app: App, { content }: { content: ContentQueries }) {
  app.get(
    '/api/section-headers/:sectionId',
    { config: { access: 'public', publicCache: true }, schema: { params: SectionIdParams, response: { 200: SectionHeaderAnswer, ...failures(400, 404) } } },
    async (request) => {
      const { sectionId } = request.params;
      return ok(requireFound(await content.sectionHeaders.find(sectionId), missing(sectionId)));
    },
  );

  app.put(
    '/api/section-headers/:sectionId',
    {
      schema: {
        params: SectionIdParams,
        body: UpdateSectionHeaderSchema,
        response: { 200: SectionHeaderAnswer, ...failures(...GUARDED, ...WITH_BODY, 404) },
      },
    },
    async (request) => {
      const { sectionId } = request.params;
      const { sectionId: bodySectionId, ...fields } = request.body;
      if (bodySectionId !== undefined && bodySectionId !== sectionId) {
        throw invalid('Section ID in the body does not match the URL', { sectionId: 'Section ID in the body does not match the URL' });
      }
      const data = requireFound(await content.sectionHeaders.update(sectionId, fields), missing(sectionId));
      return ok(data, 'Section header updated successfully');
    },
  );

  app.post(
    '/api/section-headers',
    { schema: { body: CreateSectionHeaderSchema, response: { 201: SectionHeaderAnswer, ...failures(...GUARDED, ...WITH_BODY, 409) } } },
    async (request, reply) => {
      const { sectionId, ...fields } = request.body;
      const data = await content.sectionHeaders.create(sectionId, fields);
      if (!data) throw conflict(`A section header for "${sectionId}" already exists`);
      return reply.code(201).send(ok(data, 'Section header created successfully'));
    },
  );
}
