// What the certificate takes from the exam (issue 29, point 4): a program's certification names its exam
// by the exam serving the program (the newest, when several have), and an official's passed attempt at
// any exam of the program counts while it is in force (submitted within the certification's validity).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { addMonths } from '../../common/calendar/sums.js';
import { dateInTimeZone } from '../../common/calendar/zone.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { examAttempts, exams } from './tables.js';

export interface ProgramExam {
  id: number;
  title: string;
  passPercent: number;
}

export interface PassedAttempt {
  attemptId: number;
  scorePercent: number;
  /** YYYY-MM-DD in the organisation's zone. */
  passedOn: string;
}

export async function examOfProgram(db: Db | Tx, programId: number): Promise<ProgramExam | null> {
  const [exam] = await db.select({ id: exams.id, title: exams.title, passPercent: exams.passPercent }).from(exams).where(eq(exams.programId, programId)).orderBy(desc(exams.id)).limit(1);
  return exam ?? null;
}

export interface InForce {
  now: Date;
  timeZone: string;
  /** The certification's validity: an attempt passed longer ago than this is no longer in force. */
  validityMonths: number;
}

/** Each email's best passed attempt in force (lowercased email → attempt) at an exam of `programId`. */
export async function passedAttempts(db: Db | Tx, programId: number, emails: readonly string[], { now, timeZone, validityMonths }: InForce): Promise<Map<string, PassedAttempt>> {
  if (emails.length === 0) return new Map();
  const since = addMonths(dateInTimeZone(now, timeZone), -validityMonths);
  const rows = await db
    .select({ attemptId: examAttempts.id, email: examAttempts.email, scorePercent: examAttempts.scorePercent, submittedAt: examAttempts.submittedAt })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(eq(exams.programId, programId), eq(examAttempts.passed, true), inArray(examAttempts.email, emails.map((email) => email.toLowerCase()))))
    .orderBy(desc(examAttempts.scorePercent), desc(examAttempts.submittedAt));
  const best = new Map<string, PassedAttempt>();
  for (const row of rows) {
    const passedOn = dateInTimeZone(row.submittedAt!, timeZone);
    if (passedOn >= since && !best.has(row.email)) best.set(row.email, { attemptId: row.attemptId, scorePercent: row.scorePercent!, passedOn });
  }
  return best;
}
