// /account/exams/attempts/{id} (issue 29, point 3): an attempt at the rules exam. While it runs: the
// questions, the answers saved as they are given, the countdown to the server's deadline, and Submit;
// once submitted (or closed by the clock), the result. A reload finds the same questions, the saved
// answers (and this tab's unsaved ones) and the clock where the server has it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { BookOpen } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ApiError, errorMessage } from '../../../lib/api';
import { PaymentLoading, PaymentShell } from '../../payment/payment-layout';
import { ACCOUNT_QUERY_KEY } from '../account-api';
import { attemptQueryKey, fetchAttempt, submitAttempt, type AttemptData } from '../exam-api';
import { AttemptResult } from './attempt-result';
import { AttemptTimer } from './attempt-timer';
import { QuestionFieldset } from './question-fieldset';
import { createServerClock } from './server-clock';
import { SaveIndicator, useSaveAnnouncement } from './save-indicator';
import { useAnswerSaving } from './use-answer-saving';

/** How long to wait before asking again for a result the network kept from the page. */
const RESULT_RETRY_MS = 5_000;

type Phase = 'answering' | 'submitting' | 'time-up';

interface RunningAttemptProps {
  attempt: AttemptData;
  onFinished: (attempt: AttemptData) => void;
  onTimeUp: () => void;
}

function RunningAttempt({ attempt, onFinished, onTimeUp }: RunningAttemptProps) {
  const [clock] = useState(() => createServerClock(attempt.serverNow));
  const [phase, setPhase] = useState<Phase>('answering');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const finishing = useRef(false);
  const timeIsUp = useRef(false);
  const retry = useRef<number | undefined>(undefined);

  // A refetch (the page shown again, the network back) brings the server's time anew.
  useEffect(() => clock.sync(attempt.serverNow), [clock, attempt.serverNow]);
  useEffect(() => () => window.clearTimeout(retry.current), []);

  /** The attempt is closed on the server (submitted, or the clock): shows its result, asking until it comes. */
  const fetchResult = useCallback(async () => {
    try {
      const closed = await fetchAttempt(attempt.id);
      if (closed.result) return onFinished(closed);
    } catch {
      // Offline or the server away: asked again below.
    }
    retry.current = window.setTimeout(() => void fetchResult(), RESULT_RETRY_MS);
  }, [attempt.id, onFinished]);

  const saving = useAnswerSaving(
    attempt.id,
    attempt.answers,
    (saved) => clock.sync(saved.serverNow),
    () => void finish(true),
  );
  const saveAnnouncement = useSaveAnnouncement(saving.state);

  /** Sends the answers not yet saved, then submits; at time up, keeps trying until the result is in. */
  async function finish(timeUp: boolean) {
    if (timeUp && !timeIsUp.current) {
      timeIsUp.current = true;
      setPhase('time-up');
      onTimeUp();
    }
    if (finishing.current) return;
    finishing.current = true;
    setProblem(null);
    if (!timeIsUp.current) setPhase('submitting');
    const allSaved = await saving.flush();
    // By hand, only with every answer saved; at time up, the server scores what it has.
    if (!allSaved && !timeIsUp.current) {
      finishing.current = false;
      setPhase('answering');
      setProblem('Your latest answers are not saved yet, so the exam was not submitted. Submit again once the connection is back.');
      return;
    }
    try {
      onFinished(await submitAttempt(attempt.id));
    } catch (error) {
      // 409: closed already (by the clock, or in another tab): the server has scored it.
      if (error instanceof ApiError && error.status === 409) return void fetchResult();
      finishing.current = false;
      if (timeIsUp.current) {
        retry.current = window.setTimeout(() => void finish(true), RESULT_RETRY_MS);
        return;
      }
      setPhase('answering');
      setProblem(errorMessage(error, 'Submitting failed. Check your connection and try again.'));
    }
  }

  const unanswered = attempt.questions.filter((question) => saving.answers[question.id] === undefined).length;
  const answered = attempt.questions.length - unanswered;

  function askToSubmit() {
    if (unanswered > 0) setConfirming(true);
    else void finish(false);
  }

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">Rules exam</p>
        <h1 className="text-2xl font-bold break-words">{attempt.examTitle}</h1>
        <p className="text-sm text-muted-foreground">
          {attempt.questions.length} questions · pass mark {attempt.passPercent}% · each answer is saved as you choose it
        </p>
        {attempt.openBookNote && (
          <Alert role="note">
            <BookOpen aria-hidden="true" />
            <AlertTitle>Open book</AlertTitle>
            <AlertDescription className="break-words whitespace-pre-line">{attempt.openBookNote}</AlertDescription>
          </Alert>
        )}
      </header>

      {/* Stays in view while the questions scroll under it. */}
      <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-y bg-background/95 px-4 py-2 backdrop-blur sm:top-2 sm:mx-0 sm:rounded-lg sm:border sm:shadow-sm">
        <AttemptTimer deadline={Date.parse(attempt.deadlineAt)} clock={clock} onTimeUp={() => void finish(true)} />
        <div className="grid justify-items-end text-right">
          <SaveIndicator state={saving.state} />
          <p className="text-xs text-muted-foreground">
            {answered} of {attempt.questions.length} answered
          </p>
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {saveAnnouncement}
      </p>

      {phase === 'time-up' && (
        <Alert role={undefined} className="border-destructive">
          <AlertTitle>Time is up</AlertTitle>
          <AlertDescription>Your answers saved before the time limit are being scored. The result shows here in a moment.</AlertDescription>
        </Alert>
      )}
      {saving.state === 'signed-out' && (
        <Alert variant="destructive">
          <AlertTitle>You are signed out</AlertTitle>
          <AlertDescription>
            <p>
              Your latest answers are kept on this device. <a className="font-medium underline" href="/account/sign-in">Sign in again</a> in another tab, then reload
              this page to send them.
            </p>
          </AlertDescription>
        </Alert>
      )}

      <div className="grid gap-4">
        {attempt.questions.map((question, index) => (
          <QuestionFieldset
            key={question.id}
            question={question}
            number={index + 1}
            count={attempt.questions.length}
            chosen={saving.answers[question.id]}
            disabled={phase !== 'answering'}
            onChoose={saving.choose}
          />
        ))}
      </div>

      <div className="grid gap-3">
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <p className="text-sm text-muted-foreground">You cannot change your answers after submitting.</p>
        <Button onClick={askToSubmit} disabled={phase !== 'answering'} className="sm:justify-self-start">
          {phase === 'submitting' ? 'Submitting…' : 'Submit exam'}
        </Button>
      </div>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>
              Submit with {unanswered} question{unanswered === 1 ? '' : 's'} unanswered?
            </DialogTitle>
            <DialogDescription>An unanswered question counts as wrong. You cannot change your answers after submitting.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep answering
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                void finish(false);
              }}
            >
              Submit anyway
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

export function AttemptPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  // Always fresh (its clock is the server's now), and again when the page is shown or back online.
  const attempt = useQuery({
    queryKey: attemptQueryKey(id),
    queryFn: () => fetchAttempt(id),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
  const [timedOut, setTimedOut] = useState(false);
  const [arrived, setArrived] = useState(false);
  const signedOut = !attempt.data && attempt.error instanceof ApiError && attempt.error.status === 401;
  useEffect(() => {
    if (signedOut) navigate('/account/sign-in', { replace: true });
  }, [signedOut, navigate]);

  const finished = useCallback(
    (scored: AttemptData) => {
      setArrived(true);
      queryClient.setQueryData(attemptQueryKey(id), scored);
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    },
    [id, queryClient],
  );
  const timeUp = useCallback(() => setTimedOut(true), []);

  if (!attempt.data) {
    return (
      <PaymentShell title="Exam" back="home">
        {attempt.isError && !signedOut ? (
          <div className="grid gap-4">
            <h1 className="text-2xl font-bold">Exam</h1>
            <p role="alert">{errorMessage(attempt.error, 'The exam could not be loaded. Please try again.')}</p>
            <Button asChild variant="outline" className="justify-self-start">
              <Link href="/account">Back to your account</Link>
            </Button>
          </div>
        ) : (
          <PaymentLoading title="Loading your exam" />
        )}
      </PaymentShell>
    );
  }
  const data = attempt.data;
  return (
    <PaymentShell title={data.examTitle} back="home">
      {data.result ? (
        <AttemptResult attempt={data} timedOut={timedOut} arrived={arrived} />
      ) : (
        <RunningAttempt key={data.id} attempt={data} onFinished={finished} onTimeUp={timeUp} />
      )}
    </PaymentShell>
  );
}
