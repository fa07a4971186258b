// Deleting a program deletes its registrations (SPEC's cascade). Paid ones are not lost silently: they
// go only when the request names the program exactly, and only after a backup of them and of the
// program is on disk (restorable from the Backups screen); a backup that fails deletes nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { BackupService } from './backup-service.js';
import { loggableError } from '../kernel/http/log-safety.js';
import { conflict, unavailable } from '../kernel/refusals.js';
import { consentsOf } from '../self-service/index.js';
import type { ProgramsRepository } from '../programs/index.js';
import { lockProgramRegistrations } from '../registrations/index.js';

/** 503, not 500: the request was right and the fault is the backup folder, which staff can have fixed and then retry. */
const BACKUP_FAILED =
  'The backup of its registrations could not be written, so nothing was deleted. Try again later, or ask for the backup folder to be checked.';
const WRONG_NAME = "The confirmation does not match the program's name. Nothing was deleted.";

interface Deps {
  programs: Pick<ProgramsRepository, 'remove'>;
  backups: BackupService;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Deletes program `id`; false when there is none. `confirm` is the program's name, needed when some registrations are paid. */
export async function deleteProgram({ programs, backups, log }: Deps, id: number, confirm: string | undefined): Promise<boolean> {
  const backupFailed = (error: unknown) => {
    log.error({ err: loggableError(error), programId: id }, 'Backup before a program delete failed');
    return unavailable(BACKUP_FAILED);
  };
  // Only a confirmed delete can need a backup; the signing key is loaded before the transaction opens.
  if (confirm !== undefined) await backups.ready().catch((error: unknown) => Promise.reject(backupFailed(error)));

  return programs.remove(id, async (program, tx) => {
    const taken = await lockProgramRegistrations(tx, program.id);
    const paid = taken.filter((registration) => registration.paymentStatus === 'paid').length;
    if (paid === 0) return;
    if (confirm === undefined) {
      const noun = paid === 1 ? 'registration' : 'registrations';
      throw conflict(`This program has ${paid} paid ${noun}. Confirm by sending the program's name to delete it with them.`);
    }
    if (confirm !== program.name) throw conflict(WRONG_NAME);
    // The guardians' signatures go with their registrations (the delete cascades to them).
    const consents = await consentsOf(tx, taken.map((registration) => registration.id));
    await backups.createBeforeProgramDelete(program, taken, consents).catch((error: unknown) => Promise.reject(backupFailed(error)));
  });
}
