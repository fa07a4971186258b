// The email system (ISSUE 6): delivery chain primary SMTP -> secondary transport -> file log, the
// messages the site sends, and the admin test calls. Sending runs in the background: the request
// that caused a message never waits for it and never sees its errors (they are logged).
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { ageOn, dateInTimeZone } from '../../common/dates.js';
import { ORGANISATION_TIME_ZONE } from '../../common/constants.js';
import { YOUTH_AGE_LIMIT } from '../../common/prices.js';
import type { FileLogInfo, SmtpCheck, TestEmailType } from '../../common/schemas/email-test.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { companyInfo, contacts, programs, registrations, type Program, type Registration } from '../db/schema.js';
import { deliver, type DeliveryResult } from './chain.js';
import { buildIcs } from './ics.js';
import * as templates from './templates.js';
import type { CompanyDetails, ProgramDetails, RegistrationDetails, RenderedEmail } from './templates.js';
import { createPrimaryTransport, createSecondaryTransport, emailLogDir, fileLogInfo, type OutgoingEmail } from './transports.js';

export interface EmailDeps {
  config: Config;
  db: Db;
  /** The data folder; the file log is `${dataDir}/email-logs`. */
  dataDir: string;
  log: { warn(message: string): void; error(message: string): void };
  now?: () => Date;
}

export interface EmailService {
  /** Fire-and-forget: never throws, never delays the caller. */
  registrationCreated(registrationId: number): void;
  contactCreated(contactId: number): void;
  registrationPaid(registrationId: number): void;
  /** Sends a custom notification (reminder, schedule change, announcement) through the chain. */
  sendCustomNotification(to: string, notification: Parameters<typeof templates.customNotification>[1]): Promise<DeliveryResult>;
  /** The three test messages to one address, through the chain (GET /api/test-email). */
  sendTestEmails(to: string): Promise<Record<TestEmailType, DeliveryResult>>;
  /** Connects to the primary SMTP server and, when that works, sends it one test message (GET /api/test-smtp). */
  testSmtp(to: string): Promise<{ connection: SmtpCheck; sent: boolean }>;
  /** "SMTP (host:port)" with the secondary if any, or "File log" without configuration. */
  provider(): string;
  fileLog(): Promise<FileLogInfo>;
  /** Resolves when every background send started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
}

const FALLBACK_COMPANY: CompanyDetails = { name: 'Phoenix Referee Training', email: '', phone: '', website: '', location: '' };

export function createEmailService(deps: EmailDeps): EmailService {
  const { config, db, log } = deps;
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
  const pending = new Set<Promise<unknown>>();

  function background(what: string, work: () => Promise<unknown>) {
    const task = (async () => {
      try {
        await work();
      } catch (error) {
        log.error(`email (${what}) failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
    pending.add(task);
    void task.finally(() => pending.delete(task));
  }

  async function company(): Promise<CompanyDetails> {
    const [row] = await db.select().from(companyInfo).where(eq(companyInfo.id, 1)).limit(1);
    return row ?? FALLBACK_COMPANY;
  }
  const fromAddress = (details: CompanyDetails) => config.email.from ?? (details.email ? `"${details.name.replace(/"/g, '')}" <${details.email}>` : 'no-reply@localhost');
  const adminAddress = (details: CompanyDetails) => config.email.adminNotifyEmail ?? (details.email || undefined);

  async function loadRegistration(id: number): Promise<{ registration: Registration; program: Program | null } | null> {
    const [registration] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
    if (!registration) return null;
    const [program] = await db.select().from(programs).where(eq(programs.id, registration.programId)).limit(1);
    return { registration, program: program ?? null };
  }

  const send = (details: CompanyDetails, type: string, to: string, rendered: RenderedEmail, attachments?: OutgoingEmail['attachments']) =>
    deliver(chain, { type, from: fromAddress(details), to, ...rendered, ...(attachments && { attachments }) });

  function calendarAttachment(registration: Pick<Registration, 'id' | 'programName'>, program: ProgramDetails | null, details: CompanyDetails) {
    if (!program?.startDate) return undefined;
    const ics = buildIcs({
      uid: `registration-${registration.id}@${details.website.replace(/^https?:\/\//, '').replace(/\/.*$/, '') || 'phoenix-referee-training'}`,
      startDate: program.startDate,
      startTime: program.startTime,
      summary: program.name,
      location: templates.venueOf(program),
      description: `${details.name} - ${registration.programName}`,
      now: now(),
    });
    return ics ? [{ filename: 'program.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] : undefined;
  }

  async function onRegistrationCreated(id: number) {
    const loaded = await loadRegistration(id);
    if (!loaded) return;
    const { registration, program } = loaded;
    const details = await company();
    const attachments = calendarAttachment(registration, program, details);
    const sends: Promise<DeliveryResult>[] = [
      send(details, 'registrationConfirmation', registration.email, templates.registrationConfirmation(details, registration, program), attachments),
    ];
    const minor = ageOn(registration.dateOfBirth, dateInTimeZone(now(), ORGANISATION_TIME_ZONE)) < YOUTH_AGE_LIMIT;
    const parent = registration.parentGuardianEmail;
    if (minor && parent && parent.toLowerCase() !== registration.email.toLowerCase()) {
      sends.push(send(details, 'registrationConfirmation', parent, templates.registrationConfirmation(details, registration, program, true), attachments));
    }
    const admin = adminAddress(details);
    if (admin) sends.push(send(details, 'adminNotification', admin, templates.adminRegistrationNotification(details, registration, program)));
    await Promise.all(sends);
  }

  async function onContactCreated(id: number) {
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
    if (!contact) return;
    const details = await company();
    const admin = adminAddress(details);
    if (admin) await send(details, 'adminNotification', admin, templates.adminContactNotification(details, contact));
  }

  async function onRegistrationPaid(id: number) {
    const loaded = await loadRegistration(id);
    if (!loaded) return;
    const details = await company();
    await send(details, 'paymentConfirmation', loaded.registration.email, templates.paymentConfirmation(details, loaded.registration, loaded.program));
  }

  function suggestionFor(error: unknown): string {
    const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
    // nodemailer reports a refused or timed-out socket as ESOCKET/ECONNECTION with the cause in the text.
    const cause = /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN/.exec(message)?.[0];
    switch (cause === 'ENOTFOUND' || cause === 'EAI_AGAIN' ? 'EDNS' : (cause ?? code)) {
      case 'ECONNREFUSED':
        return 'The SMTP server refused the connection: check SMTP_HOST and SMTP_PORT and that the server is running.';
      case 'ETIMEDOUT':
      case 'ECONNECTION':
        return 'The SMTP server did not answer in time: check SMTP_HOST, SMTP_PORT, firewalls, and SMTP_SECURE (true for port 465).';
      case 'EDNS':
        return 'The SMTP host name could not be resolved: check SMTP_HOST.';
      case 'EAUTH':
        return 'The SMTP server rejected the login: check SMTP_USER and SMTP_PASS (an app password may be needed).';
      case 'ESOCKET':
      case 'ETLS':
        return 'The secure connection failed: check SMTP_SECURE (true for port 465, false for 587 with STARTTLS).';
      default:
        return 'Check the SMTP_* settings; until SMTP works, messages are kept in the file log.';
    }
  }

  return {
    registrationCreated: (id) => background(`registration ${id}`, () => onRegistrationCreated(id)),
    contactCreated: (id) => background(`contact ${id}`, () => onContactCreated(id)),
    registrationPaid: (id) => background(`payment ${id}`, () => onRegistrationPaid(id)),

    async sendCustomNotification(to, notification) {
      const details = await company();
      return send(details, 'customNotification', to, templates.customNotification(details, notification));
    },

    async sendTestEmails(to) {
      const details = await company();
      const [program] = await db.select().from(programs).where(eq(programs.active, true)).orderBy(programs.id).limit(1);
      const sample: RegistrationDetails = {
        id: 0, firstName: 'Test', lastName: 'Registrant', email: to, phone: '(602) 555-0100',
        programName: program?.name ?? 'Sample Program', paymentAmount: 40, paymentStatus: 'pending',
      };
      const programDetails = program ?? null;
      const [registrationConfirmation, adminNotification, paymentConfirmation] = await Promise.all([
        send(details, 'registrationConfirmation', to, templates.registrationConfirmation(details, sample, programDetails), calendarAttachment(sample, programDetails, details)),
        send(details, 'adminNotification', to, templates.adminRegistrationNotification(details, sample, programDetails)),
        send(details, 'paymentConfirmation', to, templates.paymentConfirmation(details, { ...sample, paymentStatus: 'paid' }, programDetails)),
      ]);
      return { registrationConfirmation, adminNotification, paymentConfirmation };
    },

    async testSmtp(to) {
      if (!primary) {
        return { connection: { success: false, message: 'SMTP is not configured', details: { suggestion: 'Set SMTP_HOST (and SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS); until then messages go to the file log.' } }, sent: false };
      }
      try {
        await primary.verify();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { connection: { success: false, message: `SMTP connection failed: ${message}`, details: { suggestion: suggestionFor(error) } }, sent: false };
      }
      const connection = { success: true, message: 'SMTP connection successful', details: { suggestion: 'SMTP is working; messages are delivered by the primary transport.' } };
      try {
        const details = await company();
        const rendered = templates.customNotification(details, { kind: 'announcement', subject: 'SMTP test', message: `This is a test message from ${details.name} sent through ${config.email.smtp.host}:${config.email.smtp.port}.` });
        await primary.sendMail({ from: fromAddress(details), to, ...rendered, headers: { 'X-Email-Type': 'smtpTest' } });
        return { connection, sent: true };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { connection: { ...connection, details: { suggestion: `The connection works but sending failed (${message}); check EMAIL_FROM and the server's relay rules.` } }, sent: false };
      }
    },

    provider() {
      const { host, port } = config.email.smtp;
      if (!primary) return secondary ? 'Secondary SMTP with file log fallback' : 'File log (SMTP not configured)';
      return `SMTP (${host}:${port})${secondary ? ' with secondary SMTP' : ''} with file log fallback`;
    },
    fileLog: () => fileLogInfo(logDir),
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
