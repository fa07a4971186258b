// The roll call as its routes see it: the grid and one mark, at the organisation's clock (the settings'
// zone decides when a session has started).
import type { AttendanceStatus } from '../../common/constants.js';
import type { Db } from '../kernel/db/client.js';
import type { OrganisationClock } from '../settings/index.js';
import { createAttendanceRepository } from './queries.js';

export interface RollCallDeps {
  db: Db;
  clock: OrganisationClock;
}

export function createRollCall({ db, clock }: RollCallDeps) {
  const repository = createAttendanceRepository(db);
  const at = async () => ({ now: clock.now(), timeZone: await clock.timeZone() });
  return {
    /** The grid of one program, or null when there is no such program. */
    grid: async (programId: number) => repository.grid(programId, await at()),
    /** Saves one mark (null clears it); a refusal's reason, or null when saved. */
    mark: async (registrationId: number, sessionId: number, status: AttendanceStatus | null) => repository.mark(registrationId, sessionId, status, await at()),
  };
}
export type RollCall = ReturnType<typeof createRollCall>;
