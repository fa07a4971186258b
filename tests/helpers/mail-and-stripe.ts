// The outside services a server's email and card payments reach in the tests: the in-process SMTP
// server and the fake Stripe, and the env that points a server at the SMTP server.
import { afterAll, beforeAll } from 'vitest';
import { FakeStripe } from './fake-stripe.js';
import { TestSmtpServer } from './smtp-server.js';

export const MAILING_OFFICE = 'office@example.com';
export const MAILING_FROM = 'Phoenix Referee Training <no-reply@example.com>';

/** The env that sends a server's email to `smtp`, from MAILING_FROM, with office notices to MAILING_OFFICE. */
export const smtpEnv = (smtp: TestSmtpServer) => ({
  SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', EMAIL_FROM: MAILING_FROM, ADMIN_NOTIFY_EMAIL: MAILING_OFFICE,
});

/** An SMTP server and a fake Stripe, started before the file's tests and stopped after them: read its fields once they have started. */
export function smtpAndStripeForFile(): { smtp: TestSmtpServer; stripe: FakeStripe } {
  const servers = {} as { smtp: TestSmtpServer; stripe: FakeStripe };
  beforeAll(async () => {
    [servers.smtp, servers.stripe] = await Promise.all([new TestSmtpServer().start(), new FakeStripe().start()]);
  });
  afterAll(async () => {
    await servers.smtp?.stop();
    await servers.stripe?.stop();
  });
  return servers;
}
