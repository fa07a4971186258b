// The certificate's emails (issue 16): the official's certificate with its PDF attached, and the renewal
// reminder before it expires, registered as one email kind; the PDF is made when the batch is read for
// sending, from the certificate's stored facts.
import { inArray } from 'drizzle-orm';
import { formatCode } from '../../common/certificate-code.js';
import { formatDateLong } from '../../common/format.js';
import { defineEmailKind, subjectIds, subjectOf, type BatchContext, type Composed, layout } from '../email/index.js';
import type { OutboxRow } from '../kernel/db/tables.js';
import { certificates, type Certificate } from './tables.js';
import { certificateFileName, certificatePdf, verifyUrl } from './pdf.js';

export const CERTIFICATE_ISSUED = 'certificateIssued';
export const CERTIFICATE_RENEWAL = 'certificateRenewal';

export interface CertificateMail {
  certificate: Certificate;
  /** Only for the certificate's own email. */
  pdf: Buffer | null;
}

/** The certificates a batch's rows are about (their subjects), with the PDFs their emails attach. */
async function loadCertificateMail(rows: readonly OutboxRow[], { db, details, siteUrl }: BatchContext): Promise<Map<number, CertificateMail>> {
  const ids = subjectIds(rows);
  const byId = new Map<number, CertificateMail>();
  if (ids.length === 0) return byId;
  const found = await db.select().from(certificates).where(inArray(certificates.id, ids));
  for (const certificate of found) {
    const attaches = rows.some((row) => row.subjectId === certificate.id && row.template === CERTIFICATE_ISSUED);
    byId.set(certificate.id, { certificate, pdf: attaches ? await certificatePdf({ organisation: details.name, certificate, siteUrl }) : null });
  }
  return byId;
}

const factRows = (certificate: Certificate): [string, string][] => [
  ['Certification', certificate.certificationName],
  ['Level', certificate.level],
  ['Issued', formatDateLong(certificate.issuedOn)],
  ['Expires', formatDateLong(certificate.expiresOn)],
  ['Verification code', formatCode(certificate.code)],
];

function composeCertificateMail(row: OutboxRow, mail: Map<number, CertificateMail>, { details, siteUrl }: BatchContext): Composed {
  const found = subjectOf(row, mail);
  if (!found) return { skip: 'the certificate was deleted' };
  const { certificate, pdf } = found;
  if (certificate.revokedAt) return { skip: 'the certificate was revoked' };
  const check = { label: 'Check this certificate online', url: verifyUrl(siteUrl, certificate.code), note: 'Anyone you show it to (a league assigner) can check it here.' };
  if (row.template === CERTIFICATE_ISSUED) {
    if (!pdf) return { skip: 'no certificate PDF' };
    const title = `Your ${certificate.certificationName} certificate`;
    return {
      type: 'certificateIssued', to: certificate.email,
      ...layout(details, {
        subject: title, title,
        paragraphs: [`Dear ${certificate.officialName},`, `Congratulations: you are certified. Your certificate is attached as a PDF; its code and QR code let anyone check it.`],
        rows: factRows(certificate), links: [check],
      }),
      attachments: [{ filename: certificateFileName(certificate.code), content: pdf, contentType: 'application/pdf' }],
    };
  }
  const title = `Your ${certificate.certificationName} certificate expires on ${formatDateLong(certificate.expiresOn)}`;
  return {
    type: 'certificateRenewal', to: certificate.email,
    ...layout(details, {
      subject: title, title,
      paragraphs: [`Dear ${certificate.officialName},`, 'Your certification expires soon. Renew it by taking one of our upcoming programs.'],
      rows: factRows(certificate),
      links: [{ label: 'See upcoming programs', url: `${siteUrl.replace(/\/+$/, '')}/#programs` }],
    }),
  };
}

/** The row's subject is the certificate; its payload keeps the registration (the outbox list names it). */
export const certificateMessages = defineEmailKind({
  templates: [CERTIFICATE_ISSUED, CERTIFICATE_RENEWAL],
  subject: 'certificateId',
  load: loadCertificateMail,
  compose: composeCertificateMail,
});
