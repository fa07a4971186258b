// The admin's email checks (GET /api/test-email, GET /api/test-smtp): the site's sample messages to one
// address through the delivery chain, and a connection and one message through the primary SMTP server.
import type { Transporter } from 'nodemailer';
import type { SmtpCheck, TestEmailType } from '../../common/schemas/email-test.js';
import type { Config } from '../kernel/config.js';
import type { DeliveryResult } from './chain.js';
import { customNotification } from './custom-notification.js';
import type { BatchContext } from './registry.js';
import type { Details } from './sender.js';
import { suggestionFor } from './smtp-suggestion.js';
import type { OutgoingEmail } from './transports.js';

/** The sample messages of the email test, composed by the domain that owns them (given by the composition root). */
export type TestEmails = (to: string, context: BatchContext) => Promise<Record<TestEmailType, Omit<OutgoingEmail, 'from'>>>;

interface TestCallDeps {
  config: Config;
  primary: Transporter | null;
  context(): Promise<BatchContext>;
  testEmails: TestEmails;
  send(details: Details, message: Omit<OutgoingEmail, 'from'>): Promise<DeliveryResult>;
}

export function createTestCalls({ config, primary, context, testEmails, send }: TestCallDeps) {
  async function sendTestEmails(to: string): Promise<Record<TestEmailType, DeliveryResult>> {
    const batch = await context();
    const samples = await testEmails(to, batch);
    const sendSample = (type: TestEmailType) => send(batch.details, samples[type]);
    const [registrationConfirmation, adminNotification, paymentConfirmation] = await Promise.all([
      sendSample('registrationConfirmation'), sendSample('adminNotification'), sendSample('paymentConfirmation'),
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
      const { details } = await context();
      const rendered = customNotification(details, { kind: 'announcement', subject: 'SMTP test', message: `This is a test message from ${details.name} sent through ${config.email.smtp.host}:${config.email.smtp.port}.` });
      await primary.sendMail({ from: details.from, to, ...rendered, headers: { 'X-Email-Type': 'smtpTest' } });
      return { connection, sent: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { connection: { ...connection, details: { suggestion: `The connection works but sending failed (${message}); check EMAIL_FROM and the server's relay rules.` } }, sent: false };
    }
  }

  return { sendTestEmails, testSmtp };
}
