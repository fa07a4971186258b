// An API test file's fake Stripe, an app that takes card payments through it, and the webhook sender.
// Apart from stripe-events.ts, which browser tests import too, so that they do not load the server.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { FakeStripe } from './fake-stripe.js';
import { stripeEnv, webhookSender } from './stripe-events.js';

export interface StripeAppSession {
  stripe: FakeStripe;
  t: TestApp;
  deliver: ReturnType<typeof webhookSender>;
}

/** The file's fake Stripe, an app taking card payments through it, and its webhook sender (read them inside hooks and tests). */
export function stripeAppSession(): StripeAppSession {
  const session = {} as StripeAppSession;
  beforeAll(async () => {
    session.stripe = await new FakeStripe().start();
    session.t = await createTestApp({ env: stripeEnv(session.stripe.url) });
    session.deliver = webhookSender(session.t.app.inject.bind(session.t.app));
  });
  afterAll(async () => {
    await session.t?.close();
    await session.stripe?.stop();
  });
  return session;
}
