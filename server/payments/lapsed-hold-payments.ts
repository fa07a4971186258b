// The season job 'lapsed-hold-payments' (issue 27): when a pending registration's seat hold lapses in a
// program with a capacity, the Stripe Checkout session it opened is expired and its PaymentIntent still
// waiting for a card is canceled, so that a seat given to someone else is not paid for late. Each Stripe
// object is claimed once under a unique key in stripe_events ("seat-hold:<id>", beside the webhook
// events applied) before Stripe is called, so instances checking at once close it once; a call that
// failed on the way (Stripe unreachable) gives the claim back for the next check.
import { and, eq, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../kernel/db/client.js';
import { programs } from '../programs/index.js';
import { registrations } from '../registrations/index.js';
import { stripeEvents } from './tables.js';
import { loggableError } from '../kernel/http/log-safety.js';
import type { SettingsService } from '../settings/index.js';
import type { SeasonJob } from '../kernel/scheduler.js';
import { holdRunning } from '../seats/index.js';

export interface LapsedHoldDeps {
  db: Db;
  stripe: Stripe | null;
  settings: Pick<SettingsService, 'current'>;
  log: { warn(object: object, message: string): void };
}

/** Objects closed per check: a backlog (a server that was down) drains over a few minutes. */
const BATCH = 50;
/** A PaymentIntent in these states has taken no money yet. */
const WAITING_FOR_CARD = new Set<string>(['requires_payment_method', 'requires_confirmation', 'requires_action']);

const claimKey = (objectId: string) => `seat-hold:${objectId}`;
const unclaimed = (column: typeof registrations.stripeCheckoutSessionId | typeof registrations.stripePaymentIntentId): SQL =>
  sql`not exists (select 1 from ${stripeEvents} where ${stripeEvents.id} = 'seat-hold:' || ${column})`;

type Outcome = 'expired' | 'canceled' | 'not-open';

export function lapsedHoldPaymentsJob({ db, stripe, settings, log }: LapsedHoldDeps): SeasonJob {
  /** Claims the object; false when another check already did. */
  async function claim(objectId: string, type: string, registrationId: number): Promise<boolean> {
    const [claimed] = await db.insert(stripeEvents).values({ id: claimKey(objectId), type, registrationId, outcome: 'pending' }).onConflictDoNothing().returning();
    return claimed !== undefined;
  }

  /** Expires the session or cancels the intent; 'not-open' when Stripe says it is past that. */
  async function close(api: Stripe, kind: 'session' | 'intent', objectId: string): Promise<Outcome> {
    try {
      if (kind === 'session') {
        await api.checkout.sessions.expire(objectId);
        return 'expired';
      }
      const intent = await api.paymentIntents.retrieve(objectId);
      if (!WAITING_FOR_CARD.has(intent.status)) return 'not-open';
      await api.paymentIntents.cancel(objectId);
      return 'canceled';
    } catch (error) {
      // Already complete, expired or canceled: nothing left to close.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return 'not-open';
      throw error;
    }
  }

  return {
    name: 'lapsed-hold-payments',
    async run(now) {
      if (!stripe) return 0;
      const { seatHoldMinutes } = await settings.current();
      const clock = { now, holdMinutes: seatHoldMinutes };
      const lapsed = await db
        .select({ id: registrations.id, sessionId: registrations.stripeCheckoutSessionId, intentId: registrations.stripePaymentIntentId })
        .from(registrations)
        .innerJoin(programs, eq(programs.id, registrations.programId))
        .where(and(
          eq(registrations.paymentStatus, 'pending'),
          isNotNull(programs.capacity),
          not(holdRunning(clock)),
          or(
            and(isNotNull(registrations.stripeCheckoutSessionId), unclaimed(registrations.stripeCheckoutSessionId)),
            and(isNotNull(registrations.stripePaymentIntentId), unclaimed(registrations.stripePaymentIntentId)),
          ),
        ))
        .orderBy(registrations.id)
        .limit(BATCH);
      let closed = 0;
      for (const registration of lapsed) {
        const objects = [['session', registration.sessionId], ['intent', registration.intentId]] as const;
        for (const [kind, objectId] of objects) {
          if (!objectId || !(await claim(objectId, `seat-hold.${kind}`, registration.id))) continue;
          try {
            const outcome = await close(stripe, kind, objectId);
            await db.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, claimKey(objectId)));
            if (outcome !== 'not-open') closed += 1;
          } catch (error) {
            await db.delete(stripeEvents).where(eq(stripeEvents.id, claimKey(objectId)));
            log.warn({ registrationId: registration.id, err: loggableError(error) }, 'lapsed-hold-payments: Stripe could not close a payment; tried again at the next check');
          }
        }
      }
      return closed;
    },
  };
}
