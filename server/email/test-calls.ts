// The admin's email checks (GET /api/test-email, GET /api/test-smtp): the three site messages to one
// address through the delivery chain, and a connection and one message through the primary SMTP server.
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { PACKAGE_ORDER_LABELS } from '../../common/labels.js';
import type { SmtpCheck, TestEmailType } from '../../common/schemas/email-test.js';
import type { Config } from '../kernel/config.js';
import type { Db } from '../kernel/db/client.js';
import { programs } from '../programs/tables.js';
import type { DeliveryResult } from './chain.js';
import type { CalendarProgram, CalendarRegistration } from './registration-calendar.js';
import type { Details } from './sender.js';
import { suggestionFor } from './smtp-suggestion.js';
import * as templates from './templates.js';
import type { CompanyDetails, RegistrationDetails } from './templates.js';
import type { OutgoingEmail } from './transports.js';

interface TestCallDeps {
  db: Db;
  config: Config;
  primary: Transporter | null;
  now: () => Date;
  company(): Promise<Details>;
  send(details: Details, message: Omit<OutgoingEmail, 'from'>): Promise<DeliveryResult>;
  calendarAttachment(registration: CalendarRegistration, program: CalendarProgram | null, details: CompanyDetails): OutgoingEmail['attachments'];
}

export function createTestCalls({ db, config, primary, now, company, send, calendarAttachment }: TestCallDeps) {
  async function sendTestEmails(to: string): Promise<Record<TestEmailType, DeliveryResult>> {
    const details = await company();
    const [program] = await db.select().from(programs).where(eq(programs.active, true)).orderBy(programs.id).limit(1);
    const sample: RegistrationDetails = {
      id: 0, firstName: 'Test', lastName: 'Registrant', email: to, phone: '(602) 555-0100',
      programName: program?.name ?? 'Sample Program', paymentAmountCents: 4000, paymentStatus: 'pending',
    };
    const programDetails = program ?? null;
    const [registrationConfirmation, adminNotification, paymentConfirmation] = await Promise.all([
      send(details, { type: 'registrationConfirmation', to, ...templates.registrationConfirmation(details, sample, programDetails), attachments: calendarAttachment(sample, programDetails, details) }),
      send(details, { type: 'adminNotification', to, ...templates.adminRegistrationNotification(details, sample, programDetails) }),
      send(details, {
        type: 'paymentConfirmation', to, attachments: calendarAttachment(sample, programDetails, details),
        ...templates.paymentConfirmation(details, { ...sample, paymentStatus: 'paid' }, programDetails, { lines: [{ label: PACKAGE_ORDER_LABELS.new, amountCents: sample.paymentAmountCents }], reference: null, paidAt: now() }),
      }),
    ]);
    return { registrationConfirmation, adminNotification, paymentConfirmation };
  }

  async function testSmtp(to: string): Promise<{ connection: SmtpCheck; sent: boolean }> {
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
      await primary.sendMail({ from: details.from, to, ...rendered, headers: { 'X-Email-Type': 'smtpTest' } });
      return { connection, sent: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { connection: { ...connection, details: { suggestion: `The connection works but sending failed (${message}); check EMAIL_FROM and the server's relay rules.` } }, sent: false };
    }
  }

  return { sendTestEmails, testSmtp };
}
