// GET (public) and PUT (admin) for the content that exists once: company info, about, CTA, hero and
// the marketing popup. SPEC's success toasts are the response messages.
import type { z } from 'zod';
import { SaveMarketingPopupSchema } from '../../common/schemas/marketing-popup.js';
import { SaveAboutSchema, SaveCompanyInfoSchema, SaveCtaSchema, SaveHeroSchema } from '../../common/schemas/site-content.js';
import { sanitizeContentHtml, visibleTextLength } from '../content/sanitize.js';
import { badRequest } from '../http/errors.js';
import type { App, AppContext } from '../http/types.js';

interface SingleRecord<Row, Values> {
  get(): Promise<Row | null>;
  save(values: Values): Promise<Row>;
}

function registerSingleRecord<Schema extends z.ZodType, Row>(
  app: App,
  path: string,
  repository: SingleRecord<Row, z.output<Schema>>,
  schema: Schema,
  savedMessage: string,
  prepare: (values: z.output<Schema>) => z.output<Schema> = (values) => values,
) {
  app.get(path, { config: { access: 'public', publicCache: true } }, async () => ({ success: true, data: await repository.get() }));
  app.put(path, { schema: { body: schema } }, async (request) => ({
    success: true,
    data: await repository.save(prepare(request.body as z.output<Schema>)),
    message: savedMessage,
  }));
}

export function singleRecordRoutes(app: App, { repos }: AppContext) {
  registerSingleRecord(app, '/api/company-info', repos.companyInfo, SaveCompanyInfoSchema, 'Company information updated successfully');
  registerSingleRecord(app, '/api/about', repos.about, SaveAboutSchema, 'About content updated successfully', (values) => {
    const content = sanitizeContentHtml(values.content);
    if (visibleTextLength(content) < 10) {
      throw badRequest('Content must be at least 10 characters', { content: 'Content must be at least 10 characters' });
    }
    return { ...values, content };
  });
  registerSingleRecord(app, '/api/cta', repos.cta, SaveCtaSchema, 'Call to Action content updated successfully');
  registerSingleRecord(app, '/api/hero', repos.hero, SaveHeroSchema, 'Hero section updated successfully');
  registerSingleRecord(app, '/api/marketing-popup', repos.marketingPopup, SaveMarketingPopupSchema, 'Marketing popup settings have been updated.');
}
