// The guardian's consent form (issue 15): GET and POST /consent/{token}, rendered on the server and run
// without script. A token that opens nothing gets the site's 404 page; a used, expired or replaced
// link says so (410), so a parent who clicks an old email knows what to do.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConsentFormValues, ConsentScreen } from '../../common/consent-page.js';
import { ConsentFormSchema } from '../../common/schemas/consent-form.js';
import { acceptFormBodies } from '../kernel/http/form-body.js';
import type { App, SitePages } from '../kernel/http/types.js';
import type { SelfService } from './self-service.js';
import { WAIVER_HASH, type ConsentViewOptions } from './consent.js';
import type { FoundLink } from '../registrations/index.js';
import { PRIVATE_PAGE_ROUTE, sitePagesOr404, tokenOf } from '../kernel/http/private-page.js';

const route = PRIVATE_PAGE_ROUTE;

const STATUS: Record<ConsentScreen, number> = { form: 200, signed: 200, 'already-signed': 410, expired: 410, replaced: 410 };

/** Why a link opens no form: the consent is signed (by this link or another), the link expired, or a newer one replaced it. */
function closedScreen(found: FoundLink): ConsentScreen | null {
  if (found.registration.consentStatus === 'signed' || found.state === 'used') return 'already-signed';
  if (found.state === 'expired') return 'expired';
  if (found.state === 'revoked' || found.registration.consentStatus !== 'awaiting-guardian') return 'replaced';
  return null;
}

/** What a refused post sent, back into the inputs (anything that is not text counts as empty). */
function sentValues(body: unknown): ConsentFormValues {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (key: keyof ConsentFormValues) => (typeof fields[key] === 'string' ? (fields[key] as string).slice(0, 300) : '');
  return {
    guardianName: text('guardianName'), relationship: text('relationship'), email: text('email'), phone: text('phone'),
    photoConsent: fields.photoConsent === 'on', agree: fields.agree === 'on', signature: text('signature'),
  };
}

export interface ConsentRouteDeps {
  selfService: SelfService;
  /** The built site's pages; null when the app serves the API alone. */
  pages: SitePages | null;
}

export function consentRoutes(app: App, { selfService, pages: sitePages }: ConsentRouteDeps) {
  /** The link's page, or null after the 404 page (or, without a built site, a plain 404) was sent. */
  async function open(request: FastifyRequest, reply: FastifyReply): Promise<{ pages: SitePages; found: FoundLink } | null> {
    const pages = sitePagesOr404(sitePages, reply);
    if (!pages) return null;
    const found = await selfService.findLink(tokenOf(request), 'guardian-consent');
    if (!found) {
      pages.sendNotFound(request, reply);
      return null;
    }
    return { pages, found };
  }

  async function render(reply: FastifyReply, pages: SitePages, found: FoundLink, options: Omit<ConsentViewOptions, 'token'> & { token: string }, status = STATUS[options.screen]) {
    const page = await selfService.consentPage(found.registration, options);
    return pages.sendStatic(reply, { title: page.title, html: pages.entry.renderConsentPage(page), status });
  }

  app.get('/consent/:token', route, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    return render(reply, opened.pages, opened.found, { token: tokenOf(request), screen: closedScreen(opened.found) ?? 'form' });
  });

  app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.post('/consent/:token', route, async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { pages, found } = opened;
      const token = tokenOf(request);
      const closed = closedScreen(found);
      if (closed) return render(reply, pages, found, { token, screen: closed });

      const parsed = ConsentFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors: Partial<Record<keyof ConsentFormValues, string>> = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as keyof ConsentFormValues;
          errors[field] ??= issue.message;
        }
        return render(reply, pages, found, { token, screen: 'form', values: sentValues(request.body), errors }, 400);
      }
      // The waiver's words changed while the form was open: the guardian signs what they are shown.
      if (parsed.data.waiverHash && parsed.data.waiverHash !== WAIVER_HASH) {
        const notice = 'The waiver text has changed since this form was opened. Please read it again and sign.';
        return render(reply, pages, found, { token, screen: 'form', values: { ...sentValues(request.body), agree: false, signature: '' }, notice }, 409);
      }
      const signed = await selfService.signConsent({ linkId: found.link.id, registrationId: found.registration.id, form: parsed.data, ipAddress: request.ip });
      if (!signed) return render(reply, pages, found, { token, screen: 'already-signed' });
      request.log.info({ registrationId: found.registration.id }, 'guardian consent signed');
      return render(reply, pages, found, { token, screen: 'signed' });
    });
  });
}
