// Certificates for staff (issue 16): a program's issuing roster, issuing to a registrant, the list with
// its filters, revoking with a reason, and the PDF. Admin only (the guard's default).
import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import {
  CertificateListQuerySchema, CertificatePageAnswerSchema, CertificatePageQuerySchema, CertificateSchema, IssueCertificateSchema, RevokeCertificateSchema, RosterSchema,
} from '../../common/schemas/certificate.js';
import { IdParams } from '../../common/schemas/fields.js';
import type { FastifyReply } from 'fastify';
import { issueCertificate } from './issue.js';
import { FALLBACK_COMPANY } from '../email/sender.js';
import { certificateFileName, certificatePdf } from './pdf.js';
import { conflict, requireFound } from '../kernel/http/errors.js';
import { failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { AppContext } from '../app-context.js';
import {
  certificateRoster, certificateRow, certificatesPage, findCertificate, listCertificates, revokeCertificate,
} from './queries.js';

const MISSING = 'Certificate not found';
const PdfFileSchema = z.string().meta({ format: 'binary', description: 'A one-page landscape PDF' });

export function certificateRoutes(app: App, context: AppContext) {
  const { db } = context;
  const today = async () => dateInTimeZone(context.now(), (await context.settings.current()).timeZone);

  app.get(
    '/api/programs/:id/certificates',
    { schema: { params: IdParams, response: { 200: successSchema(RosterSchema), ...failures(...GUARDED, 400, 404) } } },
    async (request) => {
      const startedBy = { now: context.now(), timeZone: (await context.settings.current()).timeZone };
      return ok(requireFound(await certificateRoster(db, request.params.id, startedBy), 'Program not found'));
    },
  );

  app.post(
    '/api/registrations/:id/certificate',
    { schema: { params: IdParams, body: IssueCertificateSchema, response: { 201: successSchema(CertificateSchema), ...failures(...GUARDED, ...WITH_BODY, 404, 409) } } },
    async (request, reply) => {
      const { timeZone } = await context.settings.current();
      const certificate = await issueCertificate({ db, now: context.now(), timeZone }, request.params.id, request.body);
      context.email.queued();
      request.log.info({ certificateId: certificate.id, registrationId: request.params.id, overridden: certificate.overrideReason !== null }, 'certificate issued');
      return reply.code(201).send(ok(certificateRow(certificate, await today()), 'Certificate issued'));
    },
  );

  app.get(
    '/api/certificates',
    { schema: { querystring: CertificateListQuerySchema, response: { 200: successSchema(z.array(CertificateSchema)), ...failures(...GUARDED, 400) } } },
    async (request) => ok(await listCertificates(db, request.query, await today())),
  );

  // Issue 28: the Certificates screen's list, a page at a time.
  app.get(
    '/api/admin/certificates/page',
    { schema: { querystring: CertificatePageQuerySchema, response: { 200: CertificatePageAnswerSchema, ...failures(...GUARDED, 400) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await certificatesPage(db, request.query, await today()));
    },
  );

  app.post(
    '/api/certificates/:id/revoke',
    { schema: { params: IdParams, body: RevokeCertificateSchema, response: { 200: successSchema(CertificateSchema), ...failures(...GUARDED, ...WITH_BODY, 404, 409) } } },
    async (request) => {
      const revoked = await revokeCertificate(db, request.params.id, request.body.reason, context.now());
      if (revoked === false) throw conflict('This certificate is already revoked');
      const certificate = requireFound(revoked, MISSING);
      request.log.info({ certificateId: certificate.id }, 'certificate revoked');
      return ok(certificateRow(certificate, await today()), 'Certificate revoked');
    },
  );

  // A file, not JSON (Fastify never passes a Buffer to the serializer: the schema only documents it).
  // Opened in a new tab, so the login cookie authorises it (the guard reads either).
  app.get('/api/certificates/:id/pdf', {
    schema: {
      params: IdParams,
      response: { 200: { description: 'The certificate as a PDF file', content: { 'application/pdf': { schema: PdfFileSchema } } }, ...failures(...GUARDED, 400, 404) },
    },
  }, async (request, reply) => {
    const certificate = requireFound(await findCertificate(db, request.params.id), MISSING);
    const pdf = await certificatePdf({ organisation: await organisationName(context), certificate, siteUrl: context.config.siteUrl });
    return sendPdf(reply, pdf, certificate.code);
  });
}

/** The organisation's name as the certificate prints it (Company Info). */
export async function organisationName(context: Pick<AppContext, 'repos'>): Promise<string> {
  const company = await context.repos.companyInfo.get();
  return company?.name || FALLBACK_COMPANY.name;
}

export const sendPdf = (reply: FastifyReply, pdf: Buffer, code: string) =>
  reply.type('application/pdf').header('cache-control', 'no-store').header('content-disposition', `inline; filename="${certificateFileName(code)}"`).send(pdf);
