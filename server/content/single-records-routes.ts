// GET (public) and PUT (admin) for the content that exists once: company info, about, CTA, hero and
// the marketing popup. SPEC's success toasts are the response messages.
import type { z } from 'zod';
import { successSchema } from '../../common/api.js';
import { MarketingPopupSchema, SaveMarketingPopupSchema } from '../../common/schemas/marketing-popup.js';
import {
  AboutSchema, CompanyInfoSchema, CtaSchema, HeroSchema, SaveAboutSchema, SaveCompanyInfoSchema, SaveCtaSchema, SaveHeroSchema,
} from '../../common/schemas/site-content.js';
import { sanitizeContentHtml, visibleTextLength } from './sanitize.js';
import { invalid } from '../kernel/refusals.js';
import { failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { ContentQueries } from './queries.js';

interface SingleRecord<Row, Values> {
  get(): Promise<Row | null>;
  save(values: Values): Promise<Row>;
}

function registerSingleRecord<RowSchema extends z.ZodType, Schema extends z.ZodType>(
  app: App,
  path: string,
  schemas: { row: RowSchema; save: Schema },
  repository: SingleRecord<z.output<RowSchema>, z.output<Schema>>,
  savedMessage: string,
  prepare: (values: z.output<Schema>) => z.output<Schema> | Promise<z.output<Schema>> = (values) => values,
) {
  // Rows are checked against schemas.row where this is called; here the serializer checks them.
  const row: z.ZodType<unknown> = schemas.row;
  // Before the first save there is no record: data is null.
  app.get(
    path,
    { config: { access: 'public', publicCache: true }, schema: { response: { 200: successSchema(row.nullable()) } } },
    async () => ok(await repository.get()),
  );
  app.put(
    path,
    { schema: { body: schemas.save, response: { 200: successSchema(row), ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request) => ok(await repository.save(await prepare(request.body as z.output<Schema>)), savedMessage),
  );
}

export interface SingleRecordRouteDeps {
  content: ContentQueries;
  /** The popup's Register Now names a program: it must exist. */
  programExists: (id: number) => Promise<boolean>;
}

export function singleRecordRoutes(app: App, { content, programExists }: SingleRecordRouteDeps) {
  registerSingleRecord(
    app, '/api/company-info', { row: CompanyInfoSchema, save: SaveCompanyInfoSchema }, content.companyInfo, 'Company information updated successfully',
  );
  registerSingleRecord(app, '/api/about', { row: AboutSchema, save: SaveAboutSchema }, content.about, 'About content updated successfully', (values) => {
    const content = sanitizeContentHtml(values.content);
    if (visibleTextLength(content) < 10) {
      throw invalid('Content must be at least 10 characters', { content: 'Content must be at least 10 characters' });
    }
    return { ...values, content };
  });
  registerSingleRecord(app, '/api/cta', { row: CtaSchema, save: SaveCtaSchema }, content.cta, 'Call to Action content updated successfully');
  registerSingleRecord(app, '/api/hero', { row: HeroSchema, save: SaveHeroSchema }, content.hero, 'Hero section updated successfully');
  registerSingleRecord(
    app, '/api/marketing-popup', { row: MarketingPopupSchema, save: SaveMarketingPopupSchema }, content.marketingPopup, 'Marketing popup settings have been updated.',
    async (values) => {
      // An inactive program may be chosen (staff may be about to open it); the public popup then
      // falls back to the programs section.
      if (values.programId !== null && !(await programExists(values.programId))) {
        const message = `Program ${values.programId} does not exist`;
        throw invalid(message, { programId: message });
      }
      return values;
    },
  );
}
