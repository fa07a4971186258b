// What staff must know about how the site runs (GET /api/admin/status): payments in test mode (a live
// site must never run without card payments by mistake), open disputes, refunds due, the season's counters,
// and the last whole-database backup.
import { dateInTimeZone } from '../../common/calendar/zone.js';
import type { AdminStatus } from '../../common/schemas/admin-status.js';
import type { FullBackupStatus } from '../../common/schemas/database-backup.js';
import type { Db } from '../kernel/db/client.js';
import type { LedgerRepository } from '../payments/index.js';
import type { SettingsService } from '../settings/index.js';
import { seasonCounters } from './dashboard-counters.js';
import { gamesNeedingCrew } from '../games/index.js';

export interface AdminStatusDeps {
  db: Db;
  now: () => Date;
  settings: Pick<SettingsService, 'current'>;
  ledger: Pick<LedgerRepository, 'openDisputes' | 'refundsDueTotals'>;
  paymentsTestMode: boolean;
  /** The last whole-database backup (the backups domain, above this one, answers it). */
  fullBackup: () => Promise<FullBackupStatus>;
}

export async function adminStatus({ db, now, settings, ledger, paymentsTestMode, fullBackup }: AdminStatusDeps): Promise<AdminStatus> {
  const { timeZone, seatHoldMinutes } = await settings.current();
  const at = now();
  const [openDisputes, refundsDue, needingCrew, season, lastFullBackup] = await Promise.all([
    ledger.openDisputes(),
    ledger.refundsDueTotals(),
    gamesNeedingCrew(db, at),
    seasonCounters(db, dateInTimeZone(at, timeZone), { now: at, holdMinutes: seatHoldMinutes }),
    fullBackup(),
  ]);
  return {
    paymentsTestMode, openDisputes, refundsDue, gamesNeedingCrew: { count: needingCrew.length, firstGameId: needingCrew[0]?.id ?? null }, season,
    fullBackup: lastFullBackup,
  };
}
