// The public certificate check (issue 16): /verify (a search form, GET so it works without script),
// /verify/{code} (server-rendered, scriptless, noindex) and GET /api/verify/{code} (the same facts as
// JSON). Codes are read case- and dash-insensitively; each request counts against the public limit.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import { formatCode, normaliseCode } from '../../common/certificate-code.js';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import { formatDateLong } from '../../common/format.js';
import { CodeParams, VerifiedCertificateSchema, type VerifiedCertificate } from '../../common/schemas/certificate.js';
import type { VerifyPage } from '../../common/verify-page.js';
import { verifiedFacts } from './status.js';
import { notFound } from '../kernel/http/errors.js';
import { failures } from '../kernel/http/responses.js';
import type { App, SitePages } from '../kernel/http/types.js';
import type { AppContext } from '../app-context.js';
import { findByCode } from './queries.js';
import { organisationName } from './routes.js';
import { sitePagesOr404 } from '../self-service/private-page.js';

const PAGE = { config: { access: 'public' as const, rateLimit: 'verify' as const }, schema: { hide: true } };
const UNKNOWN = 'No certificate has this code';
const SearchQuery = z.object({ code: z.string().max(100).optional() }).passthrough();

const shown = (facts: VerifiedCertificate): VerifyPage['certificate'] => ({
  ...facts, code: formatCode(facts.code), issuedOn: formatDateLong(facts.issuedOn), expiresOn: formatDateLong(facts.expiresOn),
  revokedOn: facts.revokedOn && formatDateLong(facts.revokedOn),
});

export function verifyRoutes(app: App, context: AppContext) {
  async function lookup(typed: string): Promise<VerifiedCertificate | null> {
    const certificate = await findByCode(context.db, typed);
    if (!certificate) return null;
    const { timeZone } = await context.settings.current();
    return verifiedFacts(certificate, dateInTimeZone(context.now(), timeZone), timeZone);
  }

  async function render(reply: FastifyReply, pages: SitePages, page: Omit<VerifyPage, 'organisation' | 'title'>, status: number) {
    const title = page.screen === 'found' ? 'Certificate check' : 'Check a certificate';
    const html = pages.entry.renderVerifyPage({ ...page, title, organisation: await organisationName(context) });
    return pages.sendStatic(reply.header('x-robots-tag', 'noindex, nofollow'), { title, html, status });
  }

  app.get('/verify', { ...PAGE, schema: { hide: true, querystring: SearchQuery } }, async (request, reply) => {
    const pages = sitePagesOr404(context, reply);
    if (!pages) return reply;
    const typed = request.query.code?.trim();
    if (typed === undefined) return render(reply, pages, { screen: 'search', typed: '', error: null, certificate: null }, 200);
    const code = normaliseCode(typed);
    if (!code) return render(reply, pages, { screen: 'search', typed: '', error: 'Please enter a certificate code.', certificate: null }, 400);
    return reply.redirect(`/verify/${encodeURIComponent(formatCode(code))}`, 303);
  });

  app.get('/verify/:code', { ...PAGE, schema: { hide: true, params: CodeParams } }, async (request, reply) => {
    const pages = sitePagesOr404(context, reply);
    if (!pages) return reply;
    const typed = request.params.code;
    const facts = await lookup(typed);
    if (!facts) return render(reply, pages, { screen: 'unknown', typed, error: null, certificate: null }, 404);
    return render(reply, pages, { screen: 'found', typed: formatCode(facts.code), error: null, certificate: shown(facts) }, 200);
  });

  app.get(
    '/api/verify/:code',
    { config: { access: 'public', rateLimit: 'verify' }, schema: { params: CodeParams, response: { 200: successSchema(VerifiedCertificateSchema), ...failures(400, 404) } } },
    async (request, reply) => {
      const facts = await lookup(request.params.code);
      if (!facts) throw notFound(UNKNOWN);
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      return { success: true as const, data: { ...facts, code: formatCode(facts.code) } };
    },
  );
}
