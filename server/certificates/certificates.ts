// The certificates domain as the routes see it: each use case bound to the database, the clock and the
// settings' zone by app.ts, so no route holds `db`.
import type { CertificatePageQuery, VerifiedCertificate } from '../../common/schemas/certificate.js';
import type { Db } from '../kernel/db/client.js';
import type { OrganisationClock } from '../settings/index.js';
import { issueCertificate, type IssueRequest } from './issue.js';
import { certificateFileName, certificatePdf } from './pdf.js';
import {
  certificateRoster, certificateRow, certificatesPage, findByCode, findCertificate, listCertificates, liveCertificateOf, revokeCertificate, type CertificateFilters,
} from './queries.js';
import { verifiedFacts } from './status.js';
import type { Certificate } from './tables.js';

export interface CertificatesDeps {
  db: Db;
  clock: OrganisationClock;
  /** The organisation's name as the certificate prints it (Company Info). */
  organisationName: () => Promise<string>;
  siteUrl: string;
}

export function createCertificates({ db, clock, organisationName, siteUrl }: CertificatesDeps) {
  const { now, timeZone: zone, today } = clock;
  const pdfOf = async (certificate: Certificate) => ({ pdf: await certificatePdf({ organisation: await organisationName(), certificate, siteUrl }), filename: certificateFileName(certificate.code) });

  return {
    organisationName,
    /** A program's issuing roster; null for no such program. */
    roster: async (programId: number) => certificateRoster(db, programId, { now: now(), timeZone: await zone() }),
    /** Issues one, or refuses saying why (issue.ts); answered as the list shows it. */
    async issue(registrationId: number, request: IssueRequest) {
      const certificate = await issueCertificate({ db, now: now(), timeZone: await zone() }, registrationId, request);
      return { certificate, row: certificateRow(certificate, await today()) };
    },
    list: async (query: CertificateFilters) => listCertificates(db, query, await today()),
    page: async (query: CertificatePageQuery) => certificatesPage(db, query, await today()),
    /** The revoked certificate's row; null for none, false when it was revoked already. */
    async revoke(id: number, reason: string) {
      const revoked = await revokeCertificate(db, id, reason, now());
      return revoked ? certificateRow(revoked, await today()) : revoked;
    },
    /** A certificate's PDF by its id; null for none. */
    async pdf(id: number) {
      const certificate = await findCertificate(db, id);
      return certificate ? pdfOf(certificate) : null;
    },
    /** The PDF of a registration's certificate in force; null for none. */
    async pdfOfRegistration(registrationId: number) {
      const certificate = await liveCertificateOf(db, registrationId);
      return certificate ? pdfOf(certificate) : null;
    },
    hasLiveCertificate: async (registrationId: number) => (await liveCertificateOf(db, registrationId)) !== null,
    /** What the public check shows for a typed code; null when no certificate has it. */
    async verify(typed: string): Promise<VerifiedCertificate | null> {
      const certificate = await findByCode(db, typed);
      if (!certificate) return null;
      return verifiedFacts(certificate, await today(), await zone());
    },
  };
}
export type Certificates = ReturnType<typeof createCertificates>;
