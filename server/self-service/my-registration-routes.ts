// The registrant's own page (issue 15): /my-registration/{token}, its .ics and its cancellation. Pages
// are rendered on the server and run no script; a token that opens nothing gets the site's 404 page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MyRegistrationScreen } from '../../common/my-registration-page.js';
import { acceptFormBodies } from '../kernel/http/form-body.js';
import { loggableError } from '../kernel/http/log-safety.js';
import { PRIVATE_PAGE_ROUTE, sitePagesOr404, tokenOf } from '../kernel/http/private-page.js';
import type { App, SitePages } from '../kernel/http/types.js';
import { sendPdf } from '../kernel/http/responses.js';
import { GUARDIAN_COPY_QUERY, readerOf } from '../registrations/index.js';
import type { RegistrantRecords } from './registrant-view.js';
import type { SelfService } from './self-service.js';

const route = PRIVATE_PAGE_ROUTE;

const STATUS: Record<MyRegistrationScreen, number> = { details: 200, 'confirm-cancel': 200, 'cancel-closed': 409, 'refund-failed': 502 };

export interface MyRegistrationRouteDeps {
  selfService: SelfService;
  /** A registration's certificate in force as a PDF; null for none. */
  certificatePdf: (registrationId: number) => Promise<{ pdf: Buffer; filename: string } | null>;
  /** The built site's pages; null when the app serves the API alone. */
  pages: SitePages | null;
}

export function myRegistrationRoutes(app: App, { selfService, certificatePdf, pages: sitePages }: MyRegistrationRouteDeps) {
  /** The records a valid link opens, or null after the 404 page was sent. */
  async function open(request: FastifyRequest, reply: FastifyReply): Promise<{ pages: SitePages; records: RegistrantRecords; token: string } | null> {
    const pages = sitePagesOr404(sitePages, reply);
    if (!pages) return null;
    const token = tokenOf(request);
    const found = await selfService.findLink(token, 'my-registration');
    if (found?.state !== 'valid') {
      pages.sendNotFound(request, reply);
      return null;
    }
    return { pages, records: await selfService.records(found.registration), token };
  }

  async function render(request: FastifyRequest, reply: FastifyReply, pages: SitePages, records: RegistrantRecords, token: string, screen: MyRegistrationScreen) {
    const page = await selfService.page(records, { token, screen, reader: readerOf(request.query) });
    return pages.sendStatic(reply, { title: page.title, html: pages.entry.renderMyRegistrationPage(page), status: STATUS[screen] });
  }

  /** Post/redirect/get: reloading the page after a form does not post again. */
  const backToPage = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.header('cache-control', 'no-store').redirect(`/my-registration/${token}${readerOf(request.query) === 'guardian' ? GUARDIAN_COPY_QUERY : ''}`, 303);

  app.get('/my-registration/:token', route, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    return render(request, reply, opened.pages, opened.records, opened.token, 'details');
  });

  app.get('/my-registration/:token/calendar.ics', route, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    const ics = await selfService.calendar(opened.records);
    if (!ics) return opened.pages.sendNotFound(request, reply);
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="program.ics"').header('cache-control', 'no-store').send(ics);
  });

  app.get('/my-registration/:token/certificate.pdf', route, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    const file = await certificatePdf(opened.records.registration.id);
    if (!file) return opened.pages.sendNotFound(request, reply);
    return sendPdf(reply, file.pdf, file.filename);
  });

  app.get('/my-registration/:token/cancel', route, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    const allowed = await selfService.mayCancel(opened.records);
    return render(request, reply, opened.pages, opened.records, opened.token, allowed ? 'confirm-cancel' : 'cancel-closed');
  });

  app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.post('/my-registration/:token/cancel', route, async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { pages, records, token } = opened;
      const outcome = await selfService.cancel(records);
      if (outcome.kind === 'refund-failed') {
        request.log.warn({ registrationId: records.registration.id, err: loggableError(outcome.error) }, 'self-cancellation: the refund was refused');
        return render(request, reply, pages, records, token, 'refund-failed');
      }
      if (outcome.kind === 'not-allowed') {
        // Read again: another request may have cancelled it since (the page then says so).
        const again = await selfService.findLink(token, 'my-registration');
        return render(request, reply, pages, again ? await selfService.records(again.registration) : records, token, 'cancel-closed');
      }
      return backToPage(request, reply, token);
    });

    // Issue 27: the seat's hold lapsed and the program is full; the registrant joins its waitlist instead.
    scope.post('/my-registration/:token/waitlist', route, async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      // Joined or not (a seat freed meanwhile, or it was already done), the page shows where they stand.
      await selfService.joinWaitlist(opened.records);
      return backToPage(request, reply, opened.token);
    });
  });
}
