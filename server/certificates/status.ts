// A certificate's status on a given day (the organisation's today): revoked, expired from its expiry
// date on (expiresOn is the first day it no longer holds), valid before.
import { dateInTimeZone } from '../../common/calendar/zone.js';
import type { CertificateStatus, VerifiedCertificate } from '../../common/schemas/certificate.js';
import type { Certificate } from './tables.js';

export function certificateStatus(certificate: Pick<Certificate, 'revokedAt' | 'expiresOn'>, today: string): CertificateStatus {
  if (certificate.revokedAt) return 'revoked';
  return certificate.expiresOn <= today ? 'expired' : 'valid';
}

/** The public facts of a certificate: no email, no reason, no registration. */
export function verifiedFacts(certificate: Certificate, today: string, timeZone: string): VerifiedCertificate {
  return {
    code: certificate.code,
    status: certificateStatus(certificate, today),
    officialName: certificate.officialName,
    certificationName: certificate.certificationName,
    level: certificate.level,
    issuedOn: certificate.issuedOn,
    expiresOn: certificate.expiresOn,
    revokedOn: certificate.revokedAt ? dateInTimeZone(certificate.revokedAt, timeZone) : null,
  };
}
