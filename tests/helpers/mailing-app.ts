// An app whose emails go through a real SMTP conversation to an in-process server and whose card
// payments go to the fake Stripe: what the email test files share.
import { createTestApp, type TestApp, type TestAppOptions } from './app.js';
import { FakeStripe } from './fake-stripe.js';
import { smtpEnv } from './mail-and-stripe.js';
import { TestSmtpServer } from './smtp-server.js';
import { stripeEnv } from './stripe-events.js';

export { MAILING_FROM, MAILING_OFFICE } from './mail-and-stripe.js';

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
      ...smtpEnv(smtp), ...stripeEnv(stripe.url), ...options.env,
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
