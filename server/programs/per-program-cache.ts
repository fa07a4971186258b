// Facts a public registration needs about its program (the price tiers, the capacity), kept in memory
// per program so the busiest write path does not read the program on every request. Any content
// change (an admin write on any instance, see content-changes.ts) drops them all; while changes might
// go unheard, every read goes to the database. The registration's own statement or transaction still
// checks the program (active, seats), so a stale entry never lets a wrong registration in.
import type { PriceTierInCents } from '../../common/prices.js';
import type { ContentChanges } from '../kernel/cache/content-changes.js';

// A safety net only, as in the response cache: changes are announced.
const MAX_AGE_MS = 60_000;
// Programs are few; a bound so that no request pattern can grow memory.
const MAX_ENTRIES = 256;

export type PerProgram<T> = (programId: number) => Promise<T>;

/** `load` behind a per-program cache that every content change empties. */
export function cachedPerProgram<T>(changes: ContentChanges, load: PerProgram<T>, now = Date.now): PerProgram<T> {
  const entries = new Map<number, { value: T; storedAt: number }>();
  // A read that started before a change must not store what it read after it.
  let generation = 0;
  changes.onChange(() => {
    generation += 1;
    entries.clear();
  });

  return async (programId) => {
    const entry = entries.get(programId);
    if (entry && changes.live && now() - entry.storedAt < MAX_AGE_MS) return entry.value;
    const startedAt = generation;
    const value = await load(programId);
    if (changes.live && startedAt === generation) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(programId, { value, storedAt: now() });
    }
    return value;
  };
}

/** An active program's tiers (priced in cents, as stored), or null when there is no such active program. */
export type ActiveProgramTiers = PerProgram<readonly PriceTierInCents[] | null>;

/**
 * The program's capacity, or null when unlimited (or no such program: the insert refuses it). The seat
 * transaction reads the locked row again, so a stale "limited" answer only costs that transaction.
 */
export type ProgramCapacity = PerProgram<number | null>;
