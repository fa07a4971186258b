// What an official's page shows: every registration of the email (as the registrant, or as the
// guardian of a minor) across seasons, and every certificate issued to it.
import { asc, desc, eq } from 'drizzle-orm';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import type { AccountCertificate, AccountRegistration, AccountSession } from '../../common/schemas/account.js';
import { certificates, certificateStatus } from '../certificates/index.js';
import type { Db } from '../kernel/db/client.js';
import { programs, sessionsOf } from '../programs/index.js';
import { registrationAnswer, registrations } from '../registrations/index.js';
import { certificateOfEmail, registrationOfEmail } from './email-conditions.js';

/** A registration as the account shows it, with its program's id (for its sessions). */
export type OwnRegistration = AccountRegistration & { programId: number };

/** `email` is lowercased; days are in the organisation's `timeZone`. */
export async function registrationsOf(db: Db, email: string, timeZone: string): Promise<OwnRegistration[]> {
  const rows = await db
    .select({
      id: registrations.id,
      programId: registrations.programId,
      programName: programs.name,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      ownEmail: registrations.email,
      registrationStatus: registrations.registrationStatus,
      paymentStatus: registrations.paymentStatus,
      paymentAmountCents: registrations.paymentAmountCents,
      consentStatus: registrations.consentStatus,
      registeredAt: registrations.createdAt,
    })
    .from(registrations)
    .innerJoin(programs, eq(programs.id, registrations.programId))
    .where(registrationOfEmail(email))
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
  return rows.map(({ firstName, lastName, ownEmail: registrantEmail, registeredAt, ...row }) => ({
    ...registrationAnswer(row),
    registeredOn: dateInTimeZone(registeredAt, timeZone),
    personName: `${firstName} ${lastName}`,
    asGuardian: registrantEmail.toLowerCase() !== email,
  }));
}

/** The sessions from `today` on of the active registrations' programs, soonest first. */
export async function upcomingSessionsOf(db: Db, own: readonly OwnRegistration[], today: string): Promise<AccountSession[]> {
  const active = own.filter((registration) => registration.registrationStatus === 'active');
  const sessions = await sessionsOf(db, [...new Set(active.map((registration) => registration.programId))]);
  return active
    .flatMap(({ programId, programName, personName }) =>
      (sessions.get(programId) ?? [])
        .filter((session) => session.date >= today)
        .map(({ date, startTime, endTime, venueName, address }) => ({ programName, personName, date, startTime, endTime, venueName, address })),
    )
    .sort((a, b) => `${a.date} ${a.startTime}`.localeCompare(`${b.date} ${b.startTime}`));
}

/** `email` is lowercased; `today` is the organisation's. */
export async function certificatesOf(db: Db, email: string, today: string): Promise<AccountCertificate[]> {
  const rows = await db
    .select()
    .from(certificates)
    .where(certificateOfEmail(email))
    .orderBy(desc(certificates.issuedOn), asc(certificates.id));
  return rows.map((certificate) => ({
    id: certificate.id,
    code: certificate.code,
    officialName: certificate.officialName,
    certificationName: certificate.certificationName,
    level: certificate.level,
    issuedOn: certificate.issuedOn,
    expiresOn: certificate.expiresOn,
    status: certificateStatus(certificate, today),
  }));
}

/** The official's own coming training sessions (not a child's they are the guardian of): their calendar feed's. */
export async function ownSessionsOf(db: Db, email: string, today: string, timeZone: string): Promise<AccountSession[]> {
  const own = (await registrationsOf(db, email, timeZone)).filter((registration) => !registration.asGuardian);
  return upcomingSessionsOf(db, own, today);
}
