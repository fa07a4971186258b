// Registrations and payments counted by outcome, around the use cases as the composition root binds them,
// so no domain carries a metrics dependency: the outcome is read from what the use case answered or
// the refusal it threw. Only what was committed is counted as applied.
import type { Metrics } from '../kernel/metrics.js';
import { Refusal } from '../kernel/refusals.js';

/** A refusal's outcome: a second registration of the person (conflict), refused input, or an error. */
const refusalOutcome = (error: unknown) => (!(error instanceof Refusal) ? 'error' : error.kind === 'conflict' ? 'duplicate' : 'refused');

/** A registration use case, counted: registered, waitlisted, duplicate, refused or error. */
export function countRegistrations<A extends unknown[], T extends object>(metrics: Pick<Metrics, 'registrations'>, source: 'public' | 'staff', use: (...args: A) => Promise<T>) {
  return async (...args: A): Promise<T> => {
    try {
      const result = await use(...args);
      metrics.registrations.inc({ source, outcome: 'waitlisted' in result ? 'waitlisted' : 'registered' });
      return result;
    } catch (error) {
      metrics.registrations.inc({ source, outcome: refusalOutcome(error) });
      throw error;
    }
  };
}

// What a Stripe event did to the ledger; the others (unchanged, ignored, a delivery seen before) changed nothing.
const APPLIED = new Set(['paid', 'refunded', 'refund', 'dispute', 'duplicate-payment']);

/** The webhook's events: each applied outcome; a card Stripe declined; an event that could not be applied (Stripe sends it again). */
export function countStripeEvents<T extends { receive(...args: never[]): Promise<{ event: { type: string }; outcome: string }> }>(metrics: Pick<Metrics, 'payments'>, events: T): T {
  const receive = events.receive.bind(events) as (...args: unknown[]) => Promise<{ event: { type: string }; outcome: string }>;
  return {
    ...events,
    async receive(...args: unknown[]) {
      try {
        const answer = await receive(...args);
        if (APPLIED.has(answer.outcome)) metrics.payments.inc({ outcome: answer.outcome });
        else if (answer.event.type === 'payment_intent.payment_failed') metrics.payments.inc({ outcome: 'declined' });
        return answer;
      } catch (error) {
        // A bad signature is someone else's request, not a payment.
        if (!(error instanceof Refusal && error.kind === 'invalid')) metrics.payments.inc({ outcome: 'error' });
        throw error;
      }
    },
  };
}

/**
 * Calls to Stripe on a visitor's or staff's behalf: one failed at Stripe (upstream) counts as an error,
 * one that succeeded as `succeeded` when given (a staff refund, recorded at once, which its webhook
 * event then finds unchanged).
 */
export function countStripeCalls<T extends object, K extends keyof T>(metrics: Pick<Metrics, 'payments'>, target: T, names: readonly K[], succeeded?: string): T {
  const counted = { ...target };
  for (const name of names) {
    const call = target[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    counted[name] = (async (...args: unknown[]) => {
      try {
        const result = await call.apply(target, args);
        if (succeeded) metrics.payments.inc({ outcome: succeeded });
        return result;
      } catch (error) {
        if (error instanceof Refusal && error.kind === 'upstream') metrics.payments.inc({ outcome: 'error' });
        throw error;
      }
    }) as T[K];
  }
  return counted;
}
