// The registrant's own page (issue 15): /my-registration/{token}, its .ics and its cancellation. Pages
// are rendered on the server and run no script; a token that opens nothing gets the site's 404 page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MyRegistrationScreen } from '../../common/my-registration-page.js';
import { acceptFormBodies } from '../kernel/http/form-body.js';
import { loggableError } from '../kernel/http/log-safety.js';
import type { App, SitePages } from '../kernel/http/types.js';
import type { AppContext } from '../app-context.js';
import { cancelRegistration, mayCancel } from './cancellation.js';
import { findLink, GUARDIAN_COPY_QUERY, readerOf } from './links.js';
import { PRIVATE_PAGE_ROUTE, sitePagesOr404, tokenOf } from './private-page.js';
import { liveCertificateOf } from '../certificates/queries.js';
import { certificatePdf } from '../certificates/pdf.js';
import { organisationName, sendPdf } from '../certificates/routes.js';
import { calendarFile, loadRegistrantRecords, registrantView, type RegistrantRecords } from './registrant-view.js';
import { joinWaitlistFromPage, registrantSeat } from './registrant-seat.js';

const route = PRIVATE_PAGE_ROUTE;

const STATUS: Record<MyRegistrationScreen, number> = { details: 200, 'confirm-cancel': 200, 'cancel-closed': 409, 'refund-failed': 502 };

export function myRegistrationRoutes(app: App, context: AppContext) {
  /** The records a valid link opens, or null after the 404 page was sent. */
  async function open(request: FastifyRequest, reply: FastifyReply): Promise<{ pages: SitePages; records: RegistrantRecords; token: string } | null> {
    const pages = sitePagesOr404(context, reply);
    if (!pages) return null;
    const token = tokenOf(request);
    const found = await findLink(context.db, token, 'my-registration', context.now());
    if (found?.state !== 'valid') {
      pages.sendNotFound(request, reply);
      return null;
    }
    return { pages, records: await loadRegistrantRecords(context.db, found.registration), token };
  }

  async function render(request: FastifyRequest, reply: FastifyReply, pages: SitePages, records: RegistrantRecords, token: string, screen: MyRegistrationScreen) {
    const settings = await context.settings.current();
    const now = context.now();
    const seat = await registrantSeat(context.db, records.registration, records.program, { now, holdMinutes: settings.seatHoldMinutes });
    const page = registrantView(records, { token, screen, settings, now, stripeAvailable: context.stripe !== null, reader: readerOf(request.query), seat });
    if (await liveCertificateOf(context.db, records.registration.id)) page.links.certificate = `${page.links.page}/certificate.pdf`;
    return pages.sendStatic(reply, { title: page.title, html: pages.entry.renderMyRegistrationPage(page), status: STATUS[screen] });
  }

  app.get('/my-registration/:token', route, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    return render(request, reply, opened.pages, opened.records, opened.token, 'details');
  });

  app.get('/my-registration/:token/calendar.ics', route, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    const ics = calendarFile(opened.records, context.now(), (await context.settings.current()).timeZone);
    if (!ics) return opened.pages.sendNotFound(request, reply);
    return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="program.ics"').header('cache-control', 'no-store').send(ics);
  });

  app.get('/my-registration/:token/certificate.pdf', route, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    const certificate = await liveCertificateOf(context.db, opened.records.registration.id);
    if (!certificate) return opened.pages.sendNotFound(request, reply);
    return sendPdf(reply, await certificatePdf({ organisation: await organisationName(context), certificate, siteUrl: context.config.siteUrl }), certificate.code);
  });

  app.get('/my-registration/:token/cancel', route, async (request, reply) => {
    const opened = await open(request, reply);
    if (!opened) return reply;
    const { registration, program } = opened.records;
    const allowed = mayCancel(registration, program?.startDate ?? null, await context.settings.current(), context.now());
    return render(request, reply, opened.pages, opened.records, opened.token, allowed ? 'confirm-cancel' : 'cancel-closed');
  });

  app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.post('/my-registration/:token/cancel', route, async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { pages, records, token } = opened;
      const settings = await context.settings.current();
      const outcome = await cancelRegistration(
        { db: context.db, refunds: context.refunds, stripeAvailable: context.stripe !== null, onQueued: () => context.email.queued() },
        records.registration, records.program?.startDate ?? null, settings, context.now(),
      );
      if (outcome.kind === 'refund-failed') {
        request.log.warn({ registrationId: records.registration.id, err: loggableError(outcome.error) }, 'self-cancellation: the refund was refused');
        return render(request, reply, pages, records, token, 'refund-failed');
      }
      if (outcome.kind === 'not-allowed') {
        // Read again: another request may have cancelled it since (the page then says so).
        const again = await findLink(context.db, token, 'my-registration', context.now());
        return render(request, reply, pages, again ? await loadRegistrantRecords(context.db, again.registration) : records, token, 'cancel-closed');
      }
      await context.waitlist.seatsMayHaveFreed([records.registration.programId]); // the seat goes to the waitlist (issue 16)
      // Post/redirect/get: reloading the cancelled page does not post again.
      const query = readerOf(request.query) === 'guardian' ? GUARDIAN_COPY_QUERY : '';
      return reply.header('cache-control', 'no-store').redirect(`/my-registration/${token}${query}`, 303);
    });

    // Issue 27: the seat's hold lapsed and the program is full; the registrant joins its waitlist instead.
    scope.post('/my-registration/:token/waitlist', route, async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { records, token } = opened;
      const settings = await context.settings.current();
      const joined = await joinWaitlistFromPage(context.db, records.registration, { now: context.now(), holdMinutes: settings.seatHoldMinutes }, settings.timeZone);
      if (joined) context.email.queued();
      // Joined or not (a seat freed meanwhile, or it was already done), the page shows where they stand.
      const query = readerOf(request.query) === 'guardian' ? GUARDIAN_COPY_QUERY : '';
      return reply.header('cache-control', 'no-store').redirect(`/my-registration/${token}${query}`, 303);
    });
  });
}
