// What the server hands the public certificate check's renderer (/verify and /verify/{code}, issue 16).
import type { CertificateStatus } from './schemas/certificate.js';

export interface VerifyPage {
  title: string;
  organisation: string;
  /** The search form alone, a certificate found, or a code that names none. */
  screen: 'search' | 'found' | 'unknown';
  /** What was typed or opened, shown back in the form. */
  typed: string;
  /** A message under the form (an empty search). */
  error: string | null;
  certificate: {
    code: string;
    status: CertificateStatus;
    officialName: string;
    certificationName: string;
    level: string;
    /** Formatted dates. */
    issuedOn: string;
    expiresOn: string;
    revokedOn: string | null;
  } | null;
}
