// What Stripe answered for a payment reference (a Checkout session or PaymentIntent), kept a few seconds:
// the confirmation call is public, and repeating it (reloads, a script) must not spend the account's
// Stripe rate limit. "No such object" is kept too; any other failure is not, so the next call retries.
import Stripe from 'stripe';

const TTL_MS = 10_000;
// A bound so that no run of made-up ids can grow memory.
const MAX_ENTRIES = 500;

interface Entry {
  answer: Promise<unknown>;
  /** When the answer goes stale; Infinity while Stripe has not answered (callers share the request). */
  expires: number;
}

const isNotFound = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');

/** `read(id, load)`: Stripe's answer for `id`, asking Stripe (`load`) only when none is fresh. */
export function createStripeReadCache(now: () => number = Date.now, ttlMs = TTL_MS, maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, Entry>();

  function makeRoom(time: number) {
    for (const [id, entry] of entries) if (entry.expires <= time) entries.delete(id);
    // Still full: the oldest go first (a Map keeps insertion order).
    for (const id of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(id);
    }
  }

  return function read<T>(id: string, load: () => Promise<T>): Promise<T> {
    const time = now();
    const cached = entries.get(id);
    if (cached && cached.expires > time) return cached.answer as Promise<T>;
    entries.delete(id);
    if (entries.size >= maxEntries) makeRoom(time);
    const answer = load();
    const entry: Entry = { answer, expires: Infinity };
    entries.set(id, entry);
    answer.then(
      () => (entry.expires = now() + ttlMs),
      (error: unknown) => {
        if (isNotFound(error)) entry.expires = now() + ttlMs;
        else if (entries.get(id) === entry) entries.delete(id);
      },
    );
    return answer;
  };
}
export type StripeReadCache = ReturnType<typeof createStripeReadCache>;
