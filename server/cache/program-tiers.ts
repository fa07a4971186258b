// The price tiers a public registration's fee is computed from, kept in memory per active program so
// the busiest write path does not read the program on every request. Any content change (an admin
// write on any instance, see content-changes.ts) drops them all; while changes might go unheard, every
// read goes to the database. The registration statement itself still checks the program is active.
import type { PriceTier } from '../../common/schemas/program.js';
import type { ContentChanges } from './content-changes.js';

// A safety net only, as in the response cache: changes are announced.
const MAX_AGE_MS = 60_000;
// Programs are few; a bound so that no request pattern can grow memory.
const MAX_ENTRIES = 256;

/** An active program's tiers, or null when there is no such active program. */
export type ActiveProgramTiers = (programId: number) => Promise<readonly PriceTier[] | null>;

export function cachedProgramTiers(changes: ContentChanges, load: ActiveProgramTiers, now = Date.now): ActiveProgramTiers {
  const entries = new Map<number, { tiers: readonly PriceTier[] | null; storedAt: number }>();
  // A read that started before a change must not store what it read after it.
  let generation = 0;
  changes.onChange(() => {
    generation += 1;
    entries.clear();
  });

  return async (programId) => {
    const entry = entries.get(programId);
    if (entry && changes.live && now() - entry.storedAt < MAX_AGE_MS) return entry.tiers;
    const startedAt = generation;
    const tiers = await load(programId);
    if (changes.live && startedAt === generation) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(programId, { tiers, storedAt: now() });
    }
    return tiers;
  };
}
