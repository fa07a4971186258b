// The certification a program grants (issue 16), read and written beside the program (programs.ts
// calls these inside its own queries and transactions).
import { eq, inArray } from 'drizzle-orm';
import type { Certification, CertificationInput } from '../../common/schemas/certification.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { programCertifications } from './tables.js';

/** Each program's certification, null for one that grants none. */
export async function certificationsOf(executor: Db | Tx, programIds: number[]): Promise<Map<number, Certification | null>> {
  const byProgram = new Map<number, Certification | null>(programIds.map((id) => [id, null]));
  if (programIds.length === 0) return byProgram;
  const rows = await executor.select().from(programCertifications).where(inArray(programCertifications.programId, programIds));
  for (const { programId, name, level, validityMonths, minAttendancePercent, minTestScore } of rows) {
    byProgram.set(programId, { name, level, validityMonths, minAttendancePercent, minTestScore });
  }
  return byProgram;
}

export async function certificationOf(executor: Db | Tx, programId: number): Promise<Certification | null> {
  return (await certificationsOf(executor, [programId])).get(programId) ?? null;
}

/** Sets the program's certification; null removes it (certificates already issued stay). */
export async function saveCertification(tx: Db | Tx, programId: number, certification: CertificationInput | null): Promise<void> {
  if (certification === null) {
    await tx.delete(programCertifications).where(eq(programCertifications.programId, programId));
    return;
  }
  await tx
    .insert(programCertifications)
    .values({ programId, ...certification })
    .onConflictDoUpdate({ target: programCertifications.programId, set: { ...certification, updatedAt: new Date() } });
}
