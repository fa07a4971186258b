// The exams' columns: the title (kept in view on a phone), the program it serves, what an attempt
// draws, its rules, and Open for its results and accommodations.
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { actionsColumn, type ColumnDef } from '../shared/data-table';
import { drawSummary, questionsPerAttempt, type ExamRow } from './exam-api';

/** The program's name, or that every account may take the exam. */
export const programLabel = (exam: ExamRow, programs: Map<number, string>) =>
  exam.programId === null ? 'Any account' : (programs.get(exam.programId) ?? `Program ${exam.programId}`);

/** The waiting time between attempts. */
export const waitLabel = (waitHours: number) => (waitHours === 0 ? 'None' : `${waitHours} ${waitHours === 1 ? 'hour' : 'hours'}`);

/** "3, 24 hours apart"; one attempt has no wait to tell. */
export const attemptsLabel = ({ attemptsAllowed, waitHours }: ExamRow) =>
  attemptsAllowed === 1 ? '1' : waitHours === 0 ? `${attemptsAllowed}, no wait between` : `${attemptsAllowed}, ${waitLabel(waitHours)} apart`;

export const examColumns = (programs: Map<number, string>): ColumnDef<ExamRow>[] => [
  { header: 'Title', pin: 'start', className: 'min-w-40 font-medium', cell: (exam) => exam.title },
  { header: 'Program', className: 'min-w-32', cell: (exam) => programLabel(exam, programs) },
  {
    header: 'Questions', className: 'min-w-40', cell: (exam) => (
      <>
        {questionsPerAttempt(exam.draw)}
        <span className="block text-xs text-muted-foreground">{drawSummary(exam.draw)}</span>
      </>
    ),
  },
  { header: 'Pass mark', className: 'whitespace-nowrap', cell: (exam) => `${exam.passPercent}%` },
  { header: 'Time limit', className: 'whitespace-nowrap', cell: (exam) => `${exam.timeLimitMinutes} min` },
  { header: 'Attempts', className: 'whitespace-nowrap', cell: attemptsLabel },
  actionsColumn((exam) => (
    <div className="flex justify-end">
      <Button variant="outline" size="sm" asChild>
        <Link href={`/admin/exams/${exam.id}`} aria-label={`Open ${exam.title}`} title="Results and accommodations">
          <span className="sr-only sm:not-sr-only">Open</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  )),
];
