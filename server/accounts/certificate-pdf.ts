// An official's own certificate as a PDF, from the account (issue 29): one issued to this email and
// not revoked (a revoked certificate's PDF would still look valid on paper).
import { and, eq, isNull } from 'drizzle-orm';
import { certificates } from '../certificates/index.js';
import type { Db } from '../kernel/db/client.js';
import { notFound } from '../kernel/refusals.js';
import { certificateOfEmail } from './email-conditions.js';

export const CERTIFICATE_NOT_YOURS = 'Certificate not found';

export interface CertificatePdfDeps {
  db: Db;
  pdf(id: number): Promise<{ pdf: Buffer; filename: string } | null>;
}

export async function accountCertificatePdf({ db, pdf }: CertificatePdfDeps, email: string, id: number): Promise<{ pdf: Buffer; filename: string }> {
  const [own] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.id, id), certificateOfEmail(email), isNull(certificates.revokedAt)));
  const file = own ? await pdf(own.id) : null;
  if (!file) throw notFound(CERTIFICATE_NOT_YOURS);
  return file;
}
