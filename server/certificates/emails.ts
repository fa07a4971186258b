// The certificate's emails (issue 16): the official's certificate with its PDF attached, and the renewal
// reminder before it expires. Composed like compose() in email/index.ts; the PDF is made when the batch
// is read for sending, from the certificate's stored facts.
import { inArray } from 'drizzle-orm';
import { formatCode } from '../../common/certificate-code.js';
import { formatDateLong } from '../../common/format.js';
import type { Db } from '../kernel/db/client.js';
import type { OutboxRow } from '../kernel/db/tables.js';
import { certificates, type Certificate } from './tables.js';
import type { CompanyDetails } from '../email/details.js';
import { layout } from '../email/layout.js';
import { TEMPLATES } from '../email/messages.js';
import type { OutgoingEmail } from '../email/transports.js';
import { certificateFileName, certificatePdf, verifyUrl } from './pdf.js';

export interface CertificateMail {
  certificate: Certificate;
  /** Only for the certificate's own email. */
  pdf: Buffer | null;
}

/** The certificates a batch's rows are about, with the PDFs their emails attach. */
export async function loadCertificateMail(db: Db, rows: OutboxRow[], organisation: string, siteUrl: string): Promise<Map<number, CertificateMail>> {
  const ids = [...new Set(rows.flatMap((row) => (row.certificateId ? [row.certificateId] : [])))];
  const byId = new Map<number, CertificateMail>();
  if (ids.length === 0) return byId;
  const found = await db.select().from(certificates).where(inArray(certificates.id, ids));
  for (const certificate of found) {
    const attaches = rows.some((row) => row.certificateId === certificate.id && row.template === TEMPLATES.certificateIssued);
    byId.set(certificate.id, { certificate, pdf: attaches ? await certificatePdf({ organisation, certificate, siteUrl }) : null });
  }
  return byId;
}

type Base = Pick<OutgoingEmail, 'id' | 'createdAt' | 'messageId'>;
type Composed = Omit<OutgoingEmail, 'from'> | { skip: string };

const factRows = (certificate: Certificate): [string, string][] => [
  ['Certification', certificate.certificationName],
  ['Level', certificate.level],
  ['Issued', formatDateLong(certificate.issuedOn)],
  ['Expires', formatDateLong(certificate.expiresOn)],
  ['Verification code', formatCode(certificate.code)],
];

/** The message for a certificate row, or undefined for any other row. */
export function composeCertificateMail(row: OutboxRow, mail: Map<number, CertificateMail>, details: CompanyDetails, siteUrl: string, base: Base): Composed | undefined {
  if (row.template !== TEMPLATES.certificateIssued && row.template !== TEMPLATES.certificateRenewal) return undefined;
  const found = row.certificateId ? mail.get(row.certificateId) : undefined;
  if (!found) return { skip: 'the certificate was deleted' };
  const { certificate, pdf } = found;
  if (certificate.revokedAt) return { skip: 'the certificate was revoked' };
  const reference = `certificate ${certificate.id}`;
  const check = { label: 'Check this certificate online', url: verifyUrl(siteUrl, certificate.code), note: 'Anyone you show it to (a league assigner) can check it here.' };
  if (row.template === TEMPLATES.certificateIssued) {
    if (!pdf) return { skip: 'no certificate PDF' };
    const title = `Your ${certificate.certificationName} certificate`;
    return {
      ...base, reference, type: 'certificateIssued', to: certificate.email,
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
    ...base, reference, type: 'certificateRenewal', to: certificate.email,
    ...layout(details, {
      subject: title, title,
      paragraphs: [`Dear ${certificate.officialName},`, 'Your certification expires soon. Renew it by taking one of our upcoming programs.'],
      rows: factRows(certificate),
      links: [{ label: 'See upcoming programs', url: `${siteUrl.replace(/\/+$/, '')}/#programs` }],
    }),
  };
}
