// The public certificate check (issue 16): /verify (a search form, GET so it works without script),
// /verify/{code} (server-rendered, scriptless, noindex) and GET /api/verify/{code} (the same facts as
// JSON). Codes are read case- and dash-insensitively; each request counts against the public limit.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import { formatCode, normaliseCode } from '../../common/certificate-code.js';
import { formatDateLong } from '../../common/format.js';
import { CodeParams, VerifiedCertificateSchema, type VerifiedCertificate } from '../../common/schemas/certificate.js';
import type { VerifyPage } from '../../common/verify-page.js';
import { notFound } from '../kernel/refusals.js';
import { failures } from '../kernel/http/responses.js';
import type { App, SitePages } from '../kernel/http/types.js';
import { sitePagesOr404 } from '../kernel/http/private-page.js';
import type { Certificates } from './certificates.js';

const PAGE = { config: { access: 'public' as const, rateLimit: 'verify' as const }, schema: { hide: true } };
const UNKNOWN = 'No certificate has this code';
const SearchQuery = z.object({ code: z.string().max(100).optional() }).passthrough();

const shown = (facts: VerifiedCertificate): VerifyPage['certificate'] => ({
  ...facts, code: formatCode(facts.code), issuedOn: formatDateLong(facts.issuedOn), expiresOn: formatDateLong(facts.expiresOn),
  revokedOn: facts.revokedOn && formatDateLong(facts.revokedOn),
});

export interface VerifyRouteDeps {
  certificates: Pick<Certificates, 'verify' | 'organisationName'>;
  /** The built site's pages; null when the app serves the API alone. */
  pages: SitePages | null;
}

export function verifyRoutes(app: App, { certificates, pages: sitePages }: VerifyRouteDeps) {

  async function render(reply: FastifyReply, pages: SitePages, page: Omit<VerifyPage, 'organisation' | 'title'>, status: number) {
    const title = page.screen === 'found' ? 'Certificate check' : 'Check a certificate';
    const html = pages.entry.renderVerifyPage({ ...page, title, organisation: await certificates.organisationName() });
    return pages.sendStatic(reply.header('x-robots-tag', 'noindex, nofollow'), { title, html, status });
  }

  app.get('/verify', { ...PAGE, schema: { hide: true, querystring: SearchQuery } }, async (request, reply) => {
    const pages = sitePagesOr404(sitePages, reply);
    if (!pages) return reply;
    const typed = request.query.code?.trim();
    if (typed === undefined) return render(reply, pages, { screen: 'search', typed: '', error: null, certificate: null }, 200);
    const code = normaliseCode(typed);
    if (!code) return render(reply, pages, { screen: 'search', typed: '', error: 'Please enter a certificate code.', certificate: null }, 400);
    return reply.redirect(`/verify/${encodeURIComponent(formatCode(code))}`, 303);
  });

  app.get('/verify/:code', { ...PAGE, schema: { hide: true, params: CodeParams } }, async (request, reply) => {
    const pages = sitePagesOr404(sitePages, reply);
    if (!pages) return reply;
    const typed = request.params.code;
    const facts = await certificates.verify(typed);
    if (!facts) return render(reply, pages, { screen: 'unknown', typed, error: null, certificate: null }, 404);
    return render(reply, pages, { screen: 'found', typed: formatCode(facts.code), error: null, certificate: shown(facts) }, 200);
  });

  app.get(
    '/api/verify/:code',
    { config: { access: 'public', rateLimit: 'verify' }, schema: { params: CodeParams, response: { 200: successSchema(VerifiedCertificateSchema), ...failures(400, 404) } } },
    async (request, reply) => {
      const facts = await certificates.verify(request.params.code);
      if (!facts) throw notFound(UNKNOWN);
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      return { success: true as const, data: { ...facts, code: formatCode(facts.code) } };
    },
  );
}
