// Certificates as staff and the public check read them (issue 16): the admin list with its filters,
// one certificate, revoking, a program's issuing roster, and the lookup by code.
import { and, asc, desc, eq, getTableColumns, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { isCodeShape, normaliseCode } from '../../common/certificate-code.js';
import type { CertificatePageQuery, CertificateRow, CertificateStatus, Roster } from '../../common/schemas/certificate.js';
import type { Page } from '../../common/schemas/paging.js';
import type { Db } from '../kernel/db/client.js';
import { everyWordIn, keyset, pageFrom } from '../kernel/db/keyset.js';
import { programs, certificationOf } from '../programs/index.js';
import { registrations } from '../registrations/index.js';
import { certificates, type Certificate } from './tables.js';
import { addDays } from '../../common/calendar/sums.js';
import { examOfProgram, passedAttempts, type PassedAttempt } from '../exams/index.js';
import { certificateStatus } from './status.js';
import { attendanceSummaries, type StartedBy } from '../attendance/index.js';

export interface CertificateFilters {
  programId?: number | undefined;
  expiringWithinDays?: number | undefined;
  status?: CertificateStatus | undefined;
  q?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

function statusCondition(status: CertificateStatus, today: string): SQL | undefined {
  if (status === 'revoked') return isNotNull(certificates.revokedAt);
  if (status === 'expired') return and(isNull(certificates.revokedAt), lte(certificates.expiresOn, today));
  return and(isNull(certificates.revokedAt), gt(certificates.expiresOn, today));
}

export const certificateRow = (certificate: Certificate, today: string): CertificateRow => ({
  id: certificate.id, code: certificate.code, registrationId: certificate.registrationId, programId: certificate.programId,
  officialName: certificate.officialName, email: certificate.email, certificationName: certificate.certificationName,
  level: certificate.level, programName: certificate.programName, testScore: certificate.testScore, testScoreSource: certificate.testScoreSource,
  issuedOn: certificate.issuedOn, expiresOn: certificate.expiresOn, status: certificateStatus(certificate, today),
  revokedAt: certificate.revokedAt, revokeReason: certificate.revokeReason, overrideReason: certificate.overrideReason, renewalSentAt: certificate.renewalSentAt, createdAt: certificate.createdAt,
});

/** The program, status and expiry filters (the search is each list's own). */
function certificateFilter(filters: CertificateFilters, today: string): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filters.programId !== undefined) conditions.push(eq(certificates.programId, filters.programId));
  if (filters.status) conditions.push(statusCondition(filters.status, today));
  if (filters.expiringWithinDays !== undefined) {
    conditions.push(statusCondition('valid', today), lte(certificates.expiresOn, addDays(today, filters.expiringWithinDays)));
  }
  return conditions;
}

export async function listCertificates(db: Db, filters: CertificateFilters, today: string): Promise<CertificateRow[]> {
  const conditions = certificateFilter(filters, today);
  const q = filters.q?.trim();
  if (q) {
    const code = normaliseCode(q);
    conditions.push(or(ilike(certificates.officialName, `%${escapeLike(q)}%`), ...(code ? [eq(certificates.code, code)] : [])));
  }
  const rows = await db.select().from(certificates).where(and(...conditions)).orderBy(desc(certificates.issuedOn), desc(certificates.id)).limit(500);
  return rows.map((row) => certificateRow(row, today));
}

const searchable = sql`concat_ws(' ', ${certificates.officialName}, ${certificates.email}, ${certificates.programName})`;

/**
 * Issue 28: the Certificates screen's list, a page at a time (keyset over issued_on and id): the
 * filters above, and a search over the official's name and email and the program, or the code.
 */
export async function certificatesPage(db: Db, query: CertificatePageQuery, today: string): Promise<Page<CertificateRow>> {
  const code = query.q ? normaliseCode(query.q) : '';
  const words = everyWordIn(searchable, query.q);
  const where = and(...certificateFilter(query, today), words && (code ? or(words, eq(certificates.code, code)) : words));
  const order = keyset({ column: certificates.issuedOn, kind: 'text' }, certificates.id, query);
  const rows = await db.select({ ...getTableColumns(certificates), cursor: order.cursor }).from(certificates)
    .where(and(where, order.after)).orderBy(...order.orderBy).limit(query.limit + 1);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(certificates).where(where);
  const page = pageFrom(rows, counted?.total ?? 0, query);
  return { ...page, items: page.items.map((row) => certificateRow(row, today)) };
}

export async function findCertificate(db: Db, id: number): Promise<Certificate | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row ?? null;
}

/** The certificate a typed code names (any case, dashes or not), or null. */
export async function findByCode(db: Db, typed: string): Promise<Certificate | null> {
  const code = normaliseCode(typed);
  if (!isCodeShape(code)) return null;
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row ?? null;
}

/** The registration's certificate in force, if any (the registrant's page offers its PDF). */
export async function liveCertificateOf(db: Db, registrationId: number): Promise<Certificate | null> {
  const [row] = await db.select().from(certificates).where(and(eq(certificates.registrationId, registrationId), isNull(certificates.revokedAt)));
  return row ?? null;
}

/** Revokes a certificate in force; null when there is none, false when it was already revoked. */
export async function revokeCertificate(db: Db, id: number, reason: string, now: Date): Promise<Certificate | null | false> {
  const [row] = await db.update(certificates).set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt))).returning();
  if (row) return row;
  return (await findCertificate(db, id)) ? false : null;
}

const examPassedOf = (attempt: PassedAttempt | undefined) => (attempt ? { scorePercent: attempt.scorePercent, passedOn: attempt.passedOn } : null);

/** Each registrant who did not cancel, their attendance, whether it meets the rule and their certificate in force. */
export async function certificateRoster(db: Db, programId: number, startedBy: StartedBy): Promise<Roster | null> {
  const [program] = await db.select({ id: programs.id, name: programs.name }).from(programs).where(eq(programs.id, programId));
  if (!program) return null;
  const [certification, exam, summaries, people, live] = await Promise.all([
    certificationOf(db, programId),
    examOfProgram(db, programId),
    attendanceSummaries(db, programId, startedBy), // what the rule counts: sessions already started (issue 27)
    db.select({ id: registrations.id, firstName: registrations.firstName, lastName: registrations.lastName, email: registrations.email, status: registrations.registrationStatus })
      .from(registrations).where(and(eq(registrations.programId, programId), sql`${registrations.registrationStatus} <> 'cancelled'`)).orderBy(asc(registrations.id)),
    db.select().from(certificates).where(and(eq(certificates.programId, programId), isNull(certificates.revokedAt))),
  ]);
  const summaryOf = new Map(summaries.map((summary) => [summary.registrationId, summary]));
  const certificateOf = new Map(live.flatMap((row) => (row.registrationId ? [[row.registrationId, row] as const] : [])));
  const passed = exam && certification
    ? await passedAttempts(db, programId, people.map((person) => person.email), { now: startedBy.now, timeZone: startedBy.timeZone, validityMonths: certification.validityMonths })
    : new Map<string, PassedAttempt>();
  return {
    programId: program.id,
    programName: program.name,
    certification,
    exam,
    registrants: people.map((person) => {
      const summary = summaryOf.get(person.id);
      const certificate = certificateOf.get(person.id);
      const percent = summary?.percent ?? 0;
      return {
        registrationId: person.id, name: `${person.firstName} ${person.lastName}`.trim(), registrationStatus: person.status,
        sessions: summary?.sessions ?? 0, present: summary?.present ?? 0, percent,
        meetsAttendance: certification ? percent >= certification.minAttendancePercent : false,
        certificate: certificate ? { id: certificate.id, code: certificate.code, issuedOn: certificate.issuedOn, expiresOn: certificate.expiresOn, overrideReason: certificate.overrideReason } : null,
        examPassed: examPassedOf(passed.get(person.email.toLowerCase())),
      };
    }),
  };
}
