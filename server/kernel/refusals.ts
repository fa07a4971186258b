// A domain's refusals: one error class with a kind, thrown by use cases and routes alike and turned into
// an HTTP status in one place (kernel/http/errors.ts), so a use case says what went wrong, not how
// HTTP spells it.

export const REFUSAL_KINDS = ['invalid', 'unauthenticated', 'forbidden', 'not-found', 'conflict', 'too-many', 'upstream', 'unavailable'] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** Per-field messages (the form shows each under its field), or facts the client acts on. */
    readonly errors?: Record<string, string>,
    /** A 429's `Retry-After`: the seconds until the same request may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string, errors?: Record<string, string>) => new Refusal('invalid', message, errors);
export const unauthenticated = (message = 'Authentication required') => new Refusal('unauthenticated', message);
export const forbidden = (message: string) => new Refusal('forbidden', message);
export const notFound = (message: string) => new Refusal('not-found', message);
export const conflict = (message: string, errors?: Record<string, string>) => new Refusal('conflict', message, errors);
export const tooMany = (message: string, retryAfterSeconds?: number) => new Refusal('too-many', message, undefined, retryAfterSeconds);
/** A third party (Stripe) failed or refused: not the client's fault, not ours either. */
export const upstreamFailed = (message: string) => new Refusal('upstream', message);
export const unavailable = (message: string) => new Refusal('unavailable', message);

/** Turns null into a "not found" refusal, as routes do with query results. */
export function requireFound<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
