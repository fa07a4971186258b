// Certificates for staff (issue 16): a program's issuing roster, issuing to a registrant, the list with
// its filters, revoking with a reason, and the PDF. Admin only (the guard's default).
import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import {
  CertificateListQuerySchema, CertificatePageAnswerSchema, CertificatePageQuerySchema, CertificateSchema, IssueCertificateSchema, RevokeCertificateSchema, RosterSchema,
} from '../../common/schemas/certificate.js';
import { IdParams } from '../../common/schemas/fields.js';
import { conflict, requireFound } from '../kernel/refusals.js';
import { failures, GUARDED, ok, PdfFileSchema, sendPdf, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import { registerReadRoute } from '../kernel/http/crud-routes.js';
import type { Certificates } from './certificates.js';

const MISSING = 'Certificate not found';

export interface CertificateRouteDeps {
  certificates: Certificates;
  /** Nudges the outbox: the certificate's email was just stored. */
  queued: () => void;
}

export function certificateRoutes(app: App, { certificates, queued }: CertificateRouteDeps) {
  registerReadRoute(app, '/api/programs/:id/certificates', RosterSchema, (programId) => certificates.roster(programId), 'Program not found');

  app.post(
    '/api/registrations/:id/certificate',
    { schema: { params: IdParams, body: IssueCertificateSchema, response: { 201: successSchema(CertificateSchema), ...failures(...GUARDED, ...WITH_BODY, 404, 409) } } },
    async (request, reply) => {
      const { certificate, row } = await certificates.issue(request.params.id, request.body);
      queued();
      request.log.info({ certificateId: certificate.id, registrationId: request.params.id, overridden: certificate.overrideReason !== null }, 'certificate issued');
      return reply.code(201).send(ok(row, 'Certificate issued'));
    },
  );

  app.get(
    '/api/certificates',
    { schema: { querystring: CertificateListQuerySchema, response: { 200: successSchema(z.array(CertificateSchema)), ...failures(...GUARDED, 400) } } },
    async (request) => ok(await certificates.list(request.query)),
  );

  // Issue 28: the Certificates screen's list, a page at a time.
  app.get(
    '/api/admin/certificates/page',
    { schema: { querystring: CertificatePageQuerySchema, response: { 200: CertificatePageAnswerSchema, ...failures(...GUARDED, 400) } } },
    async (request) => ok(await certificates.page(request.query)),
  );

  app.post(
    '/api/certificates/:id/revoke',
    { schema: { params: IdParams, body: RevokeCertificateSchema, response: { 200: successSchema(CertificateSchema), ...failures(...GUARDED, ...WITH_BODY, 404, 409) } } },
    async (request) => {
      const revoked = await certificates.revoke(request.params.id, request.body.reason);
      if (revoked === false) throw conflict('This certificate is already revoked');
      const row = requireFound(revoked, MISSING);
      request.log.info({ certificateId: row.id }, 'certificate revoked');
      return ok(row, 'Certificate revoked');
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
    const { pdf, filename } = requireFound(await certificates.pdf(request.params.id), MISSING);
    return sendPdf(reply, pdf, filename);
  });
}
