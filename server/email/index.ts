// The email system (ISSUE 6, issue 12): delivery chain primary SMTP -> secondary transport -> file log,
// the messages the site sends, and the admin test calls. The site's own messages go through the outbox
// (outbox.ts): written with the record that causes them, rendered and sent here by the worker in
// batches, so a request never waits for a message and a crash loses none.
import { eq, inArray } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FileLogInfo, SmtpCheck, TestEmailType } from '../../common/schemas/email-test.js';
import type { Config } from '../kernel/config.js';
import type { Database } from '../kernel/db/client.js';
import type { SettingsService } from '../settings/settings.js';
import { companyInfo } from '../content/tables.js';
import { contacts } from '../contacts/tables.js';
import { payments, type LedgerRow } from '../payments/tables.js';
import { programs, type Program } from '../programs/tables.js';
import { registrations, type Registration } from '../registrations/tables.js';
import { type OutboxRow } from '../kernel/db/tables.js';
import { guardianConsents, type GuardianConsent } from '../self-service/tables.js';
import { loggableError } from '../kernel/http/log-safety.js';
import { feeLines } from '../payments/payment-lines.js';
import { deliver, type DeliveryResult } from './chain.js';
import { composeSelfService } from './compose-self-service.js';
import { composeSeason, loadSeasonRecords } from './compose-season.js';
import { composeCertificateMail, loadCertificateMail } from '../certificates/emails.js';
import { mintMessageLinks } from './message-links.js';
import { composeWaitlist, loadWaitlistBatch } from './compose-waitlist.js';
import { registrationCalendar, type CalendarProgram, type CalendarRegistration } from './registration-calendar.js';
import { sessionsOf } from '../programs/session-queries.js';
import { FALLBACK_COMPANY, fromAddress, siteDomain, type Details } from './sender.js';
import { TEMPLATES } from './messages.js';
import { createOutbox, type Outbox, type SendOutcome } from './outbox.js';
import { createTestCalls } from './test-calls.js';
import * as paymentTemplates from './payment-templates.js';
import * as templates from './templates.js';
import type { CompanyDetails, ContactDetails } from './templates.js';
import { createPrimaryTransport, createSecondaryTransport, emailLogDir, fileLogInfo, type OutgoingEmail } from './transports.js';

export interface EmailDeps {
  config: Config;
  database: Pick<Database, 'db' | 'kind'>;
  /** The data folder; the file log is `${dataDir}/email-logs`. */
  dataDir: string;
  log: { warn(message: string): void; error(message: string): void };
  now?: () => Date;
  /** The organisation's settings: the sender name and the office's address. */
  settings: Pick<SettingsService, 'current'>;
}

export interface EmailService {
  /** The outbox: its worker, counts and retries. */
  outbox: Outbox;
  /** Outbox rows were just written here: the worker sends them soon. Never throws, never delays the caller. */
  queued(): void;
  /** Sends a custom notification (reminder, schedule change, announcement) through the chain. */
  sendCustomNotification(to: string, notification: Parameters<typeof templates.customNotification>[1]): Promise<DeliveryResult>;
  /** The three test messages to one address, through the chain (GET /api/test-email). */
  sendTestEmails(to: string): Promise<Record<TestEmailType, DeliveryResult>>;
  /** Connects to the primary SMTP server and, when that works, sends it one test message (GET /api/test-smtp). */
  testSmtp(to: string): Promise<{ connection: SmtpCheck; sent: boolean }>;
  /** "SMTP (host:port)" with the secondary if any, or "File log" without configuration. */
  provider(): string;
  fileLog(): Promise<FileLogInfo>;
  /** Resolves when the outbox has nothing left due (tests). */
  idle(): Promise<void>;
}

/** Messages that show the guardian's signature. */
const CONSENT_TEMPLATES = new Set<string>([TEMPLATES.consentSigned, TEMPLATES.adminConsentSigned]);

export function createEmailService(deps: EmailDeps): EmailService {
  const { config, log } = deps;
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const primary: Transporter | null = createPrimaryTransport(config.email.smtp);
  let secondary: Transporter | null = null;
  try {
    secondary = createSecondaryTransport(config.email.secondaryUrl);
  } catch (error) {
    log.error(`EMAIL_SECONDARY_URL is not usable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const logDir = emailLogDir(deps.dataDir);
  const chain = { primary, secondary, logDir, log };

  /** The company's details with the sender, the office's address and the zone the settings give. */
  async function company(): Promise<Details> {
    const [[row], current] = await Promise.all([db.select().from(companyInfo).where(eq(companyInfo.id, 1)).limit(1), deps.settings.current()]);
    const details = row ?? FALLBACK_COMPANY;
    // The settings win over ADMIN_NOTIFY_EMAIL, which only gave a fresh database its first value.
    return {
      ...details, timeZone: current.timeZone, from: fromAddress(config.email.from, details, current.emailSenderName), admin: current.adminNotifyEmail ?? (details.email || undefined),
    };
  }
  const fromOf = (details: Details) => details.from;
  const adminAddress = (details: Details) => details.admin;

  const send = (details: Details, message: Omit<OutgoingEmail, 'from'>) => deliver(chain, { ...message, from: fromOf(details) });

  /** The inquirer as Reply-To, so staff answer with one click; line breaks in a name must not reach a header. */
  const replyToOf = (contact: ContactDetails) => ({ name: contact.name.replace(/[\p{Cc}\s]+/gu, ' ').trim(), address: contact.email });

  /** The program's start as an .ics attachment (registration-calendar.ts); none for a cancelled registration. */
  function calendarAttachment(registration: CalendarRegistration, program: CalendarProgram | null, details: CompanyDetails) {
    const ics = registrationCalendar(registration, program, details, now(), details.timeZone);
    return ics ? [{ filename: 'program.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] : undefined;
  }

  /** The receipt's lines come from the program's tiers; the Checkout session stands in when a payment made no PaymentIntent. */
  const receiptOf = (registration: Registration, program: Program | null, timeZone: string): templates.ReceiptDetails => ({
    lines: feeLines(registration, program?.priceTiers, timeZone),
    reference: registration.stripePaymentIntentId ?? registration.stripeCheckoutSessionId,
    paidAt: registration.paidAt,
  });

  /** The records a batch of outbox rows is about, each read once. */
  async function loadBatch(rows: OutboxRow[]) {
    const registrationIds = [...new Set(rows.flatMap((row) => (row.registrationId ? [row.registrationId] : [])))];
    const contactIds = [...new Set(rows.flatMap((row) => (row.contactId ? [row.contactId] : [])))];
    const paymentIds = [...new Set(rows.flatMap((row) => (row.paymentId ? [row.paymentId] : [])))];
    const consentIds = [...new Set(rows.flatMap((row) => (row.registrationId && CONSENT_TEMPLATES.has(row.template) ? [row.registrationId] : [])))];
    const [details, registrationRows, contactRows, ledgerRows, consentRows, season, { timeZone }] = await Promise.all([
      company(),
      registrationIds.length === 0 ? [] : db.select({ registration: registrations, program: programs }).from(registrations)
        .leftJoin(programs, eq(programs.id, registrations.programId)).where(inArray(registrations.id, registrationIds)),
      contactIds.length === 0 ? [] : db.select().from(contacts).where(inArray(contacts.id, contactIds)),
      paymentIds.length === 0 ? [] : db.select().from(payments).where(inArray(payments.id, paymentIds)),
      consentIds.length === 0 ? [] : db.select().from(guardianConsents).where(inArray(guardianConsents.registrationId, consentIds)),
      loadSeasonRecords(db, rows), deps.settings.current(),
    ]);
    // Each program's sessions, for the .ics (one event per session).
    const sessions = await sessionsOf(db, [...new Set(registrationRows.flatMap((entry) => (entry.program ? [entry.program.id] : [])))]);
    const registrationsById = new Map<number, { registration: Registration; program: (Program & CalendarProgram) | null }>(registrationRows.map((entry) => [
      entry.registration.id, { ...entry, program: entry.program && { ...entry.program, sessions: sessions.get(entry.program.id) ?? [] } },
    ]));
    return {
      details,
      registrationsById,
      contactsById: new Map<number, ContactDetails>(contactRows.map((contact) => [contact.id, contact])),
      ledgerById: new Map<number, LedgerRow>(ledgerRows.map((entry) => [entry.id, entry])),
      consentsById: new Map<number, GuardianConsent>(consentRows.map((consent) => [consent.registrationId, consent])),
      season, timeZone,
      linksByRow: await mintMessageLinks(db, rows, registrationsById, config.siteUrl, now()),
      waitlist: await loadWaitlistBatch(db, rows, config.siteUrl, now()),
      certificateMail: await loadCertificateMail(db, rows, details.name, config.siteUrl),
    };
  }
  type Batch = Awaited<ReturnType<typeof loadBatch>>;

  /** The message one outbox row stands for, or why there is none to send. */
  function compose(row: OutboxRow, { details, registrationsById, contactsById, ledgerById, consentsById, linksByRow, waitlist, season, timeZone, certificateMail }: Batch): Omit<OutgoingEmail, 'from'> | { skip: string } {
    const id = `outbox-${row.id}`;
    const createdAt = row.createdAt;
    const messageId = `<${id}.${row.createdAt.getTime()}@${siteDomain(details)}>`;
    const reference = row.registrationId ? `registration ${row.registrationId}` : `contact ${row.contactId}`;
    const admin = adminAddress(details);
    const waitlisted = composeWaitlist(row, waitlist, details, { id, createdAt, messageId });
    if (waitlisted) return waitlisted;
    if (row.template === TEMPLATES.adminContactNotification) {
      const contact = row.contactId ? contactsById.get(row.contactId) : undefined;
      if (!contact) return { skip: 'the inquiry was deleted' };
      if (!admin) return { skip: 'no office address' };
      return {
        id, createdAt, messageId, reference, type: 'adminNotification', to: admin, replyTo: replyToOf(contact),
        ...templates.adminContactNotification(details, contact),
      };
    }
    const certificate = composeCertificateMail(row, certificateMail, details, config.siteUrl, { id, createdAt, messageId });
    if (certificate) return certificate;
    const loaded = row.registrationId ? registrationsById.get(row.registrationId) : undefined;
    if (!loaded) return { skip: 'the registration was deleted' };
    const { registration, program } = loaded;
    const ledger = row.paymentId ? ledgerById.get(row.paymentId) : undefined;
    const links = linksByRow.get(row.id) ?? {};
    const selfService = composeSelfService(row, {
      details, admin, registration, program, ledger, consent: consentsById.get(registration.id), links,
      registrationsUrl: `${config.siteUrl}/admin/registrations`, base: { id, createdAt, messageId, reference },
    });
    if (selfService) return selfService;
    const seasonMessage = composeSeason(row, { details, registration, program, links, records: season, timeZone, now: now(), base: { id, createdAt, messageId, reference } });
    if (seasonMessage) return seasonMessage;
    switch (row.template) {
      case TEMPLATES.registrationConfirmation: {
        const forGuardian = row.recipient === 'guardian';
        const to = forGuardian ? registration.parentGuardianEmail : registration.email;
        if (!to) return { skip: 'no parent/guardian address' };
        const attachments = calendarAttachment(registration, program, details);
        return {
          id, createdAt, messageId, reference, type: 'registrationConfirmation', to,
          ...templates.registrationConfirmation(details, registration, program, forGuardian, links),
          ...(attachments && { attachments }),
        };
      }
      case TEMPLATES.adminRegistrationNotification:
        if (!admin) return { skip: 'no office address' };
        return { id, createdAt, messageId, reference, type: 'adminNotification', to: admin, ...templates.adminRegistrationNotification(details, registration, program) };
      case TEMPLATES.paymentConfirmation: {
        const attachments = calendarAttachment(registration, program, details);
        return {
          id, createdAt, messageId, reference, type: 'paymentConfirmation', to: registration.email,
          ...templates.paymentConfirmation(details, registration, program, receiptOf(registration, program, details.timeZone), links),
          ...(attachments && { attachments }),
        };
      }
      case TEMPLATES.refundConfirmation:
        if (ledger?.kind !== 'refund') return { skip: 'the refund is not in the ledger' };
        return { id, createdAt, messageId, reference, type: 'refundConfirmation', to: registration.email, ...paymentTemplates.refundConfirmation(details, registration, ledger) };
      case TEMPLATES.adminDisputeNotification:
        if (ledger?.kind !== 'dispute') return { skip: 'the dispute is not in the ledger' };
        if (!admin) return { skip: 'no office address' };
        return {
          id, createdAt, messageId, reference, type: 'adminNotification', to: admin,
          ...paymentTemplates.adminDisputeNotification(details, registration, ledger, `${config.siteUrl}/admin/registrations`),
        };
      case TEMPLATES.adminOverbookedNotification:
        if (!admin) return { skip: 'no office address' };
        return {
          id, createdAt, messageId, reference, type: 'adminNotification', to: admin,
          ...paymentTemplates.adminOverbookedNotification(details, registration, `${config.siteUrl}/admin/registrations?show=overbooked`),
        };
      default:
        return { skip: `unknown template ${row.template}` };
    }
  }

  /** Renders and delivers a claimed batch, a few messages at a time (an SMTP pool takes them in parallel). */
  async function sendBatch(rows: OutboxRow[]): Promise<Map<number, SendOutcome>> {
    const outcomes = new Map<number, SendOutcome>();
    let batch: Batch;
    try {
      batch = await loadBatch(rows);
    } catch (error) {
      const message = `could not read the records: ${String(loggableError(error).message)}`;
      for (const row of rows) outcomes.set(row.id, { kind: 'failed', error: message });
      return outcomes;
    }
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const message = compose(row, batch);
        if ('skip' in message) {
          outcomes.set(row.id, { kind: 'skipped', reason: message.skip });
          continue;
        }
        const result = await send(batch.details, message);
        outcomes.set(row.id, result.success && result.step ? { kind: 'sent', deliveredBy: result.step } : { kind: 'failed', error: result.failures.join('; ') });
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, rows.length) }, worker));
    return outcomes;
  }

  const outbox = createOutbox({ database: deps.database, send: sendBatch, maxAttempts: config.email.maxAttempts, now, log });
  const testCalls = createTestCalls({ db, config, primary, now, company, send, calendarAttachment });

  return {
    outbox,
    queued: () => outbox.nudge(),

    async sendCustomNotification(to, notification) {
      const details = await company();
      return send(details, { type: 'customNotification', to, ...templates.customNotification(details, notification) });
    },

    ...testCalls,

    provider() {
      const { host, port } = config.email.smtp;
      if (!primary) return secondary ? 'Secondary SMTP with file log fallback' : 'File log (SMTP not configured)';
      return `SMTP (${host}:${port})${secondary ? ' with secondary SMTP' : ''} with file log fallback`;
    },
    fileLog: () => fileLogInfo(logDir),
    idle: () => outbox.drain(),
  };
}
