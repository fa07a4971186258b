// Issuing a certificate (POST /api/registrations/{id}/certificate): checks the program's rule
// (attendance, test score) and that none is in force, then in one transaction stores the certificate
// (names copied, dates in the organisation's time zone), marks the registration completed and queues
// the official's email (its PDF is made when the email is sent). Issue 27: only when earned (the fee
// settled, a minor's consent signed, attendance at sessions already started), unless staff override
// the refusal with a written reason, which the certificate keeps.
import { and, eq, isNull } from 'drizzle-orm';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import { formatCode } from '../../common/certificate-code.js';
import { fullName } from '../../common/format.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { examOfProgram, passedAttempts } from '../exams/index.js';
import { PAYMENT_STATUS_LABELS } from '../../common/labels.js';
import type { IssueRefusalKey } from '../../common/schemas/certificate.js';
import { emailOutbox } from '../kernel/db/tables.js';
import { registrations, type Registration } from '../registrations/index.js';
import { certificates, type Certificate } from './tables.js';
import { CERTIFICATE_ISSUED } from './emails.js';
import { conflict, invalid, notFound, Refusal } from '../kernel/refusals.js';
import { attendanceSummaries, type AttendanceSummary } from '../attendance/index.js';
import { certificationOf, type ProgramCertification } from '../programs/index.js';
import { newCertificateCode } from './code.js';
import { addMonths } from '../../common/calendar/sums.js';

export interface IssueDeps {
  db: Db;
  now: Date;
  timeZone: string;
}

const isUniqueViolation = (error: unknown): error is { constraint?: string } => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505';
};

export interface IssueRequest {
  testScore: number | null;
  /** Staff's written reason to issue over the refusals (issue 27). */
  overrideReason: string | null;
}

type Refusals = Partial<Record<IssueRefusalKey, string>>;

/** Why the registrant has not earned the certificate yet (issue 27); empty when they have. */
function refusalsOf(registration: Registration, summary: AttendanceSummary | undefined, minPercent: number): Refusals {
  const refusals: Refusals = {};
  if (registration.paymentStatus !== 'paid' && registration.paymentStatus !== 'free') {
    refusals.fee = `The fee is not settled (payment status: ${PAYMENT_STATUS_LABELS[registration.paymentStatus]})`;
  }
  if (registration.consentStatus === 'awaiting-guardian') refusals.consent = "The parent/guardian consent is not signed";
  const percent = summary?.percent ?? 0;
  if (percent < minPercent) {
    const ahead = summary?.presentAhead ? `; ${summary.presentAhead} "present" ${summary.presentAhead === 1 ? 'mark is' : 'marks are'} for sessions that have not started` : '';
    refusals.attendance = `Attendance is ${percent}% (present at ${summary?.present ?? 0} of ${summary?.sessions ?? 0} sessions${ahead}); this certification needs at least ${minPercent}%`;
  }
  return refusals;
}

/**
 * The score the certificate records (issue 29): the official's passed exam attempt in force replaces a
 * typed one; without it, a typed score is needed when the certification has a minimum or an exam (its
 * pass mark is then the minimum).
 */
async function scoreFor(tx: Tx, registration: Registration, certification: Pick<ProgramCertification, 'minTestScore' | 'validityMonths'>, typed: number | null, { now, timeZone }: { now: Date; timeZone: string }) {
  const exam = await examOfProgram(tx, registration.programId);
  const passed = exam && (await passedAttempts(tx, registration.programId, [registration.email], { now, timeZone, validityMonths: certification.validityMonths })).get(registration.email.toLowerCase());
  const testScore = passed ? passed.scorePercent : typed;
  const minimum = certification.minTestScore ?? exam?.passPercent ?? null;
  if (minimum !== null) {
    if (testScore === null) {
      throw invalid(exam ? `No passed attempt at "${exam.title}": type a test score (the minimum is ${minimum})` : `A test score is required (the minimum is ${minimum})`);
    }
    if (testScore < minimum) throw conflict(`Test score ${testScore} is below the minimum of ${minimum}`);
  }
  return { testScore, testScoreSource: passed ? ('exam' as const) : testScore === null ? null : ('typed' as const) };
}

/** A 409 naming every reason (the message), each also under its key for the admin's dialog. */
const refused = (refusals: Refusals) => conflict(Object.values(refusals).join('. '), refusals);

export async function issueCertificate({ db, now, timeZone }: IssueDeps, registrationId: number, request: IssueRequest): Promise<Certificate> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // Locked: two clicks on Issue wait for each other (the second then finds the first's certificate).
        const [registration] = await tx.select().from(registrations).where(eq(registrations.id, registrationId)).for('update');
        if (!registration) throw notFound('Registration not found');
        if (registration.registrationStatus === 'cancelled') throw conflict('This registration is cancelled: no certificate can be issued');
        const certification = await certificationOf(tx, registration.programId);
        if (!certification) throw conflict('This program grants no certification');
        const [live] = await tx.select().from(certificates).where(and(eq(certificates.registrationId, registrationId), isNull(certificates.revokedAt)));
        if (live) throw conflict(`A certificate is already in force for this registration (code ${formatCode(live.code)}); revoke it first to issue another`);

        const summary = (await attendanceSummaries(tx, registration.programId, { now, timeZone })).find((row) => row.registrationId === registrationId);
        const refusals = refusalsOf(registration, summary, certification.minAttendancePercent);
        // An override is kept only when it overrode something.
        const overrideReason = Object.keys(refusals).length === 0 ? null : request.overrideReason;
        if (Object.keys(refusals).length > 0 && overrideReason === null) throw refused(refusals);
        const { testScore, testScoreSource } = await scoreFor(tx, registration, certification, request.testScore, { now, timeZone });

        const issuedOn = dateInTimeZone(now, timeZone);
        const [certificate] = await tx.insert(certificates).values({
          code: newCertificateCode(), registrationId, programId: registration.programId,
          officialName: fullName(registration), email: registration.email,
          certificationName: certification.name, level: certification.level, programName: registration.programName,
          testScore, testScoreSource, issuedOn, expiresOn: addMonths(issuedOn, certification.validityMonths), overrideReason,
        }).returning();
        if (!certificate) throw new Error('insert returned no row');
        await tx.update(registrations).set({ registrationStatus: 'completed', updatedAt: now }).where(eq(registrations.id, registrationId));
        await tx.insert(emailOutbox).values({ template: CERTIFICATE_ISSUED, recipient: 'registrant', subjectId: certificate.id, payload: { registrationId } });
        return certificate;
      });
    } catch (error) {
      if (error instanceof Refusal || !isUniqueViolation(error)) throw error;
      // A code drawn twice (about one in 10^17) is drawn again; a second live certificate is refused.
      if (attempt >= 2) throw conflict('A certificate is already in force for this registration');
    }
  }
}
