// A submitted attempt (issue 29): the score, passed or not, and, when the exam shows it, the review of
// each question with its correct answer, the official's own and the explanation.
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { AttemptResult as Result } from '../../../../common/schemas/exam-attempt';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import type { AttemptData } from '../exam-api';
import { ListCard } from '../list-card';
import { choiceLetter } from './question-fieldset';
import { forgetUnsaved } from './use-answer-saving';

type ReviewItem = NonNullable<Result['review']>[number];

/** True when the clock closed the attempt: it was scored at or after its deadline. */
const closedByTheClock = (attempt: AttemptData) => attempt.submittedAt !== null && Date.parse(attempt.submittedAt) >= Date.parse(attempt.deadlineAt);

function ReviewQuestion({ number, prompt, choices, item }: { number: number; prompt: string; choices: string[]; item: ReviewItem }) {
  const outcome = item.chosen === null ? 'Not answered' : item.chosen === item.correctChoice ? 'Correct' : 'Incorrect';
  return (
    <ListCard
      title={`Question ${number}`}
      badge={<Badge variant={outcome === 'Correct' ? 'default' : outcome === 'Incorrect' ? 'destructive' : 'secondary'}>{outcome}</Badge>}
      className="grid gap-3"
    >
      <p className="font-medium break-words">{prompt}</p>
      <ul className="grid gap-2 text-sm">
        {choices.map((choice, index) => {
          const correct = index === item.correctChoice;
          const chosen = index === item.chosen;
          return (
            <li
              key={index}
              className={cn(
                'flex items-start gap-2 rounded-md border p-2 leading-snug',
                correct && 'border-green-700 dark:border-green-400',
                chosen && !correct && 'border-destructive',
              )}
            >
              {correct ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" />
              ) : chosen ? (
                <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              ) : (
                <span aria-hidden="true" className="size-4 shrink-0" />
              )}
              <span className="min-w-0 break-words">
                <span className="font-semibold">{choiceLetter(index)}.</span> {choice}
                {(correct || chosen) && (
                  <span className="block text-xs font-medium text-muted-foreground">
                    {[correct && 'Correct answer', chosen && 'Your answer'].filter(Boolean).join(' · ')}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {item.chosen === null && <p className="text-sm text-muted-foreground">You did not answer this question.</p>}
      <p className="text-sm break-words">
        <span className="font-semibold">Why: </span>
        {item.explanation}
      </p>
    </ListCard>
  );
}

/** `arrived`: the page got here by submitting (or the clock), so focus moves to the result. */
export function AttemptResult({ attempt, timedOut, arrived }: { attempt: AttemptData; timedOut: boolean; arrived: boolean }) {
  const result = attempt.result!;
  const heading = useRef<HTMLHeadingElement>(null);
  const reviewHeading = useId();
  const questions = new Map(attempt.questions.map((question) => [question.id, question]));

  useEffect(() => {
    // Scored: nothing this tab kept of the attempt is left to send.
    forgetUnsaved(attempt.id);
    if (arrived) heading.current?.focus();
  }, [attempt.id, arrived]);

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">Exam result</p>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {attempt.examTitle}
        </h1>
      </header>
      {(timedOut || closedByTheClock(attempt)) && (
        <Alert role={undefined}>
          <Clock aria-hidden="true" />
          <AlertTitle>Time is up</AlertTitle>
          <AlertDescription>The attempt was scored on the answers saved before the time limit.</AlertDescription>
        </Alert>
      )}
      <Card className="gap-2 px-6">
        <h2 className="text-sm font-medium text-muted-foreground">Your score</h2>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-4xl font-bold tabular-nums">{result.scorePercent}%</p>
          <Badge variant={result.passed ? 'default' : 'destructive'} className="text-sm">
            {result.passed ? 'Passed' : 'Not passed'}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {result.correct} of {result.total} correct · pass mark {attempt.passPercent}%
        </p>
      </Card>
      <section aria-labelledby={reviewHeading} className="grid gap-3">
        <h2 id={reviewHeading} className="text-lg font-semibold">
          Review
        </h2>
        {result.review ? (
          <ol className="grid gap-3">
            {result.review.map((item, index) => {
              const question = questions.get(item.questionId);
              return <ReviewQuestion key={item.questionId} number={index + 1} prompt={question?.prompt ?? ''} choices={question?.choices ?? []} item={item} />;
            })}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">This exam does not show its answers after an attempt.</p>
        )}
      </section>
      <div>
        <Button asChild variant="outline">
          <Link href="/account">Back to your account</Link>
        </Button>
      </div>
    </div>
  );
}
