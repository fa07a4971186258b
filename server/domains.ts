// The composition root's first half: every domain's use cases, bound to the database, the clock, the
// settings and each other. Only this file and routes.ts see every domain; a domain sees those below it.
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { createAnnouncements } from './announcements/announcements.js';
import { createRollCall } from './attendance/roll-call.js';
import { createAccountLoginLimit, createLoginAttempts } from './auth/login-attempts.js';
import { accountCertificatePdf } from './accounts/certificate-pdf.js';
import type { AccommodationInput, ExamInput, QuestionInput } from '../common/schemas/exam.js';
import { listAccommodations, setAccommodation } from './exams/accommodations.js';
import { saveAnswers, submitAttempt, viewAttempt } from './exams/answer-attempt.js';
import { createExam, listExams } from './exams/create-exam.js';
import { examStats } from './exams/exam-stats.js';
import { importQuestions } from './exams/import-questions.js';
import { createQuestion, listQuestions } from './exams/question-queries.js';
import { startAttempt } from './exams/start-attempt.js';
import { openRegistrationLink } from './accounts/open-registration-link.js';
import { requestSignInLink } from './accounts/request-sign-in-link.js';
import { createGames } from './games/games.js';
import { signIn } from './accounts/sign-in.js';
import { viewAccount } from './accounts/view-account.js';
import { createOfficialSessionStore } from './auth/official-sessions.js';
import { createPasswords } from './auth/passwords.js';
import { createSessionStore } from './auth/sessions.js';
import { createUsersQueries } from './auth/users-queries.js';
import { deleteProgram } from './backups/delete-program.js';
import { createBackupService } from './backups/backup-service.js';
import { createDatabaseBackups } from './backups/database-backups.js';
import { createCertificates } from './certificates/certificates.js';
import { createContactsQueries } from './contacts/queries.js';
import { createContentQueries } from './content/queries.js';
import { FALLBACK_COMPANY } from './email/sender.js';
import { createEmailService } from './email/email-service.js';
import { EMAIL_KINDS } from './email-kinds.js';
import type { ContentChanges } from './kernel/cache/content-changes.js';
import type { Config } from './kernel/config.js';
import type { Db } from './kernel/db/client.js';
import type { Metrics } from './kernel/metrics.js';
import { countRegistrations, countStripeCalls, countStripeEvents } from './operations/counted.js';
import type { DatabaseSnapshot } from './kernel/db/pglite-dump.js';
import { createCheckoutPasses } from './payments/checkout-pass.js';
import { staffLedgerHook } from './payments/hand-money.js';
import { createLedgerRepository } from './payments/ledger-queries.js';
import { createPayments } from './payments/payments.js';
import { createRefunds } from './payments/refunds.js';
import { createStripeEvents } from './payments/stripe-events.js';
import { cachedPerProgram } from './programs/per-program-cache.js';
import { createProgramsRepository } from './programs/queries.js';
import { createRegistrationsRepository } from './registrations/queries.js';
import { testEmails } from './email-test-samples.js';
import { createRegistration } from './registrations/create-registration.js';
import { updateRegistration } from './registrations/update-registration.js';
import { adminStatus } from './reports/admin-status.js';
import { createReports } from './reports/reports.js';
import { register } from './seats/register.js';
import { createSeatDesk } from './seats/seat-registration.js';
import { createSeatService } from './seats/seat-service.js';
import { createWaitlist } from './seats/waitlist.js';
import { createSelfService } from './self-service/self-service.js';
import { createOrganisationClock } from './settings/clock.js';
import { createSettingsService } from './settings/settings.js';

export interface DomainDeps {
  config: Config;
  db: Db;
  now: () => Date;
  stripe: Stripe | null;
  log: FastifyBaseLogger;
  contentChanges: ContentChanges;
  databaseKind: 'pglite' | 'postgres';
  /** The embedded database's full backup (absent on PostgreSQL, and in tests that take none). */
  snapshot?: (() => Promise<DatabaseSnapshot>) | undefined;
  metrics: Metrics;
}

export function createDomains({ config, db, now, stripe, log, contentChanges, databaseKind, snapshot, metrics }: DomainDeps) {
  const settings = createSettingsService({ db, config, changes: contentChanges });
  const clock = createOrganisationClock(now, settings);
  const content = createContentQueries(db);
  const email = createEmailService({
    config, database: { db, kind: databaseKind }, dataDir: config.dataDir, log, now, settings,
    company: () => content.companyInfo.get(), kinds: EMAIL_KINDS, testEmails,
    onRecorded: (outcome, count) => metrics.emails.inc({ outcome }, count),
  });
  const queued = () => email.queued();
  const programs = createProgramsRepository(db);
  const programExists = async (id: number) => (await programs.findRow(id)) !== null;
  const registrations = createRegistrationsRepository(db);
  const ledger = createLedgerRepository(db);
  const backups = createBackupService({
    db, dir: config.backup.dir ?? join(config.dataDir, 'backups'), now, keep: async (executor) => (await settings.read(executor)).backupKeep, secret: config.backup.secret, log,
  });
  const databaseBackups = createDatabaseBackups({
    db, kind: databaseKind, dir: config.fullBackup.dir ?? join(config.dataDir, 'database-backups'), now,
    keep: config.fullBackup.keep, intervalHours: config.fullBackup.intervalHours, snapshot, log,
  });
  const waitlist = createWaitlist({ db, now, settings, queued, log });
  const seatsMayHaveFreed = async (programIds?: number[]) => void (await waitlist.seatsMayHaveFreed(programIds));
  const refunds = countStripeCalls(metrics, createRefunds({ db, stripe, ledger, onQueued: queued, now }), ['refund'], 'refund');
  const staff = { registrations, programs, staffLedger: staffLedgerHook, queued, now };
  const registering = {
    registrations, queued, now, settings,
    activeProgramTiers: cachedPerProgram(contentChanges, async (id) => {
      const program = await programs.findRow(id);
      return program?.active ? program.priceTiers : null;
    }),
    seats: createSeatDesk({ db, now, settings, capacityOf: cachedPerProgram(contentChanges, async (id) => (await programs.findRow(id))?.capacity ?? null) }),
  };
  const organisationName = async () => (await content.companyInfo.get())?.name || FALLBACK_COMPANY.name;
  const certificates = createCertificates({ db, clock, organisationName, siteUrl: config.siteUrl });
  const officialSessions = createOfficialSessionStore(db, { now });
  const games = createGames({
    db, now, timeZone: clock.timeZone, queued, siteUrl: config.siteUrl,
    travelBufferMinutes: async () => (await settings.current()).travelBufferMinutes,
  });

  return {
    settings, clock, email, queued, games, content, programs, programExists, registrations, ledger, backups, databaseBackups, waitlist, seatsMayHaveFreed, refunds, certificates,
    contacts: createContactsQueries(db),
    announcements: createAnnouncements(db),
    users: createUsersQueries(db),
    sessions: createSessionStore(db, { ttlHours: config.sessionTtlHours, now }),
    officialSessions,
    requestSignInLink: (address: string) => email.afterAnswer(() => requestSignInLink({ db, queued }, address)),
    signIn: (token: string) => signIn({ db, officialSessions, now }, token),
    viewAccount: (email: string) => viewAccount({ db, clock, now }, email),
    certificatePdf: (email: string, id: number) => accountCertificatePdf({ db, pdf: certificates.pdf }, email, id),
    createQuestion: (input: QuestionInput) => createQuestion(db, input),
    listQuestions: () => listQuestions(db),
    importQuestions: (csv: string, commit: boolean) => importQuestions(db, csv, commit),
    createExam: (input: ExamInput) => createExam({ db, programExists }, input),
    listExams: () => listExams(db),
    setAccommodation: (examId: number, input: AccommodationInput) => setAccommodation(db, examId, input),
    listAccommodations: (examId: number) => listAccommodations(db, examId),
    examStats: (examId: number) => examStats(db, examId, now()),
    startAttempt: (email: string, examId: number) => startAttempt({ db, now }, email, examId),
    viewAttempt: (email: string, attemptId: number) => viewAttempt({ db, now }, email, attemptId),
    saveAnswers: (email: string, attemptId: number, answers: Record<string, number>) => saveAnswers({ db, now }, email, attemptId, answers),
    submitAttempt: (email: string, attemptId: number) => submitAttempt({ db, now }, email, attemptId),
    openRegistrationLink: (email: string, id: number, purpose: 'my-registration' | 'guardian-consent') => openRegistrationLink({ db, now, siteUrl: config.siteUrl }, email, id, purpose),
    loginAttempts: createLoginAttempts(db, { maxAttempts: config.loginRateLimit.maxFailures, windowMinutes: config.loginRateLimit.windowMinutes, now }),
    accountLimit: createAccountLoginLimit(db, { ...config.accountLoginLimit, now }),
    passwords: createPasswords(config.passwordParams),
    register: countRegistrations(metrics, 'public', (input: Parameters<typeof register>[1]) => register(registering, input)),
    createRegistration: countRegistrations(metrics, 'staff', (input: Parameters<typeof createRegistration>[1], recordedBy: string | null) => createRegistration(staff, input, recordedBy)),
    updateRegistration: (id: number, input: Parameters<typeof updateRegistration>[2], recordedBy: string | null) => updateRegistration(staff, id, input, recordedBy),
    deleteProgram: (id: number, confirm: string | undefined, requestLog: FastifyBaseLogger) => deleteProgram({ programs, backups, log: requestLog }, id, confirm),
    seats: createSeatService({ db, now, settings, waitlist, findRegistration: (id) => registrations.findById(id) }),
    payments: countStripeCalls(metrics, createPayments({
      db, stripe, siteUrl: config.siteUrl, publishableKey: config.stripe.publishableKey, now,
      // A payment read back from Stripe (not a webhook) that paid its registration.
      onPaid: () => {
        metrics.payments.inc({ outcome: 'paid' });
        queued();
      },
      holdMinutes: async () => (await settings.current()).seatHoldMinutes,
      timeZone: clock.timeZone,
    }), ['createPaymentIntent', 'createCheckoutSession', 'verify']),
    passes: createCheckoutPasses({
      secret: config.stripe.secretKey, siteUrl: config.siteUrl,
      paymentTokenOf: async (id) => (await registrations.findById(id))?.paymentToken ?? null,
    }),
    stripeEvents: countStripeEvents(metrics, createStripeEvents({ db, stripe, webhookSecret: config.stripe.webhookSecret, now, queued })),
    rollCall: createRollCall({ db, clock }),
    reports: createReports({ db, clock }),
    adminStatus: () => adminStatus({ db, now, settings, ledger, paymentsTestMode: stripe === null, fullBackup: () => databaseBackups.status() }),
    selfService: createSelfService({
      db, clock, settings, refunds, stripeAvailable: stripe !== null, queued, seatsMayHaveFreed,
      hasLiveCertificate: certificates.hasLiveCertificate,
    }),
  };
}
export type Domains = ReturnType<typeof createDomains>;
