// The official's exams on /account (issue 29): each exam open to them with its facts and what they can
// do now (start, resume, or why not: passed, no attempts left, the waiting time), and their attempts at
// it, each with its score and a link to its result.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { clockIn, shortDayIn } from '../../../common/calendar/zone';
import type { Json } from '../../../common/api';
import type { AccountAttempt, AccountExam } from '../../../common/schemas/exam-attempt';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TermList } from '../../components/ui/term-list';
import { errorMessage } from '../../lib/api';
import { ACCOUNT_QUERY_KEY } from './account-api';
import { attemptPath, startAttempt } from './exam-api';
import { CARD_TERMS, ListCard } from './list-card';

type Exam = Json<AccountExam>;
type Attempt = Json<AccountAttempt>;

const LINK = 'font-medium text-primary underline underline-offset-4';

/** "Jan 5, 2027, 6:30 PM": an instant in the organisation's zone (the section names the zone). */
const dayAndTime = (instant: string, timeZone: string) => `${shortDayIn(new Date(instant), timeZone)}, ${clockIn(new Date(instant), timeZone)}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function StartButton({ examId }: { examId: number }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function start() {
    setStarting(true);
    setFailure(null);
    try {
      const attempt = await startAttempt(examId);
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
      navigate(attemptPath(attempt.id));
    } catch (error) {
      // 409 (passed, no attempts left) or 429 (the waiting time): the server's words, and the page anew.
      setFailure(errorMessage(error, 'The exam could not be started. Please try again.'));
      setStarting(false);
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    }
  }
  return (
    <>
      <Button size="sm" onClick={start} disabled={starting}>
        {starting ? 'Starting…' : 'Start exam'}
      </Button>
      {failure && (
        <p role="alert" className="basis-full text-sm text-destructive">
          {failure}
        </p>
      )}
    </>
  );
}

/** What the official can do about the exam now, or why nothing. */
function ExamAction({ exam, timeZone }: { exam: Exam; timeZone: string }) {
  if (exam.openAttemptId !== null) {
    return (
      <Button size="sm" asChild>
        <Link href={attemptPath(exam.openAttemptId)}>Resume exam</Link>
      </Button>
    );
  }
  if (exam.passed) return <p className="text-sm font-medium">You passed this exam.</p>;
  if (exam.attemptsLeft === 0) return <p className="text-sm font-medium">No attempts left.</p>;
  if (exam.nextStartAt !== null) return <p className="text-sm font-medium">Next attempt from {dayAndTime(exam.nextStartAt, timeZone)}.</p>;
  return <StartButton examId={exam.id} />;
}

function AttemptList({ attempts, openAttemptId, timeZone }: { attempts: Attempt[]; openAttemptId: number | null; timeZone: string }) {
  if (attempts.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">Your attempts</h4>
      <ul className="grid gap-2 text-sm">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2">
            <Link href={attemptPath(attempt.id)} className={LINK}>
              {dayAndTime(attempt.startedAt, timeZone)}
            </Link>
            {attempt.scorePercent !== null ? (
              <>
                <span className="font-medium tabular-nums">{attempt.scorePercent}%</span>
                <Badge variant={attempt.passed ? 'default' : 'destructive'}>{attempt.passed ? 'Passed' : 'Not passed'}</Badge>
              </>
            ) : (
              <span className="text-muted-foreground">{attempt.id === openAttemptId ? 'In progress' : 'Not scored yet'}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExamCard({ exam, attempts, timeZone }: { exam: Exam; attempts: Attempt[]; timeZone: string }) {
  return (
    <ListCard title={exam.title} badge={exam.passed && <Badge>Passed</Badge>} description={exam.programName} className="grid gap-4">
      <TermList
        classes={CARD_TERMS}
        items={[
          ['Questions', exam.questionCount],
          ['Time limit', plural(exam.timeLimitMinutes, 'minute')],
          ['Pass mark', `${exam.passPercent}%`],
          ['Attempts left', exam.attemptsLeft],
        ]}
      />
      {exam.openBookNote && (
        <p className="text-sm break-words whitespace-pre-line">
          <span className="font-semibold">Open book: </span>
          {exam.openBookNote}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <ExamAction exam={exam} timeZone={timeZone} />
      </div>
      <AttemptList attempts={attempts} openAttemptId={exam.openAttemptId} timeZone={timeZone} />
    </ListCard>
  );
}

/** An exam no longer open to the official (its program's registration gone) keeps its attempts listed. */
function PastExamCard({ title, attempts, timeZone }: { title: string; attempts: Attempt[]; timeZone: string }) {
  return (
    <ListCard title={title}>
      <AttemptList attempts={attempts} openAttemptId={null} timeZone={timeZone} />
    </ListCard>
  );
}

/** The section's list items: the open exams, then any other exam the official has attempts at. */
export function ExamItems({ exams, attempts, timeZone }: { exams: Exam[]; attempts: Attempt[]; timeZone: string }) {
  const open = new Set(exams.map((exam) => exam.id));
  const others = new Map<number, Attempt[]>();
  for (const attempt of attempts) if (!open.has(attempt.examId)) others.set(attempt.examId, [...(others.get(attempt.examId) ?? []), attempt]);
  return (
    <>
      {exams.map((exam) => (
        <ExamCard key={exam.id} exam={exam} attempts={attempts.filter((attempt) => attempt.examId === exam.id)} timeZone={timeZone} />
      ))}
      {[...others].map(([examId, past]) => (
        <PastExamCard key={examId} title={past[0]!.examTitle} attempts={past} timeZone={timeZone} />
      ))}
    </>
  );
}
