// An app whose emails go through a real SMTP conversation to an in-process server and whose card
// payments go to the fake Stripe: what the email test files share.
import { createTestApp, type TestApp, type TestAppOptions } from './app.js';
import { FakeStripe } from './fake-stripe.js';
import { TestSmtpServer } from './smtp-server.js';
import { stripeEnv } from './stripe-events.js';

export const MAILING_OFFICE = 'office@example.com';
export const MAILING_FROM = 'Phoenix Referee Training <no-reply@example.com>';

export interface MailingApp {
  t: TestApp;
  smtp: TestSmtpServer;
  stripe: FakeStripe;
  close(): Promise<void>;
}

/** Starts the SMTP server, the fake Stripe and the app (office notices to MAILING_OFFICE); `options.env` is laid over. */
export async function startMailingApp(options: TestAppOptions = {}): Promise<MailingApp> {
  const [smtp, stripe] = await Promise.all([new TestSmtpServer().start(), new FakeStripe().start()]);
  const t = await createTestApp({
    ...options,
    env: {
      SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', EMAIL_FROM: MAILING_FROM, ADMIN_NOTIFY_EMAIL: MAILING_OFFICE,
      ...stripeEnv(stripe.url), ...options.env,
    },
  });
  return {
    t, smtp, stripe,
    async close() {
      await t.close();
      await Promise.all([smtp.stop(), stripe.stop()]);
    },
  };
}
