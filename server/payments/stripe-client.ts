import Stripe from 'stripe';
import type { Config } from '../kernel/config.js';

/** The Stripe SDK for the configured account, or null: without a secret key the site runs in test mode. */
export function createStripeClient(settings: Config['stripe']): Stripe | null {
  if (!settings.secretKey) return null;
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
