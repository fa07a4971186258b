// One exam (/admin/exams/{id}, issue 29, points 3 and 5): how it works (attempts, pass rate, the scores'
// distribution, each question's share correct and most chosen wrong answer), its per-official
// accommodations, and its definition.
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { TermList } from '../../../components/ui/term-list';
import { PageHeader } from '../shared/page-header';
import { QueryStates } from '../shared/query-states';
import { SectionCard } from '../shared/section-card';
import { Accommodations } from './accommodations';
import { drawSummary, EXAMS_TAB, questionsPerAttempt, useExams, useProgramNames, type ExamRow } from './exam-api';
import { programLabel, waitLabel } from './exam-columns';
import { ExamResults } from './results';

const BACK = [{ href: EXAMS_TAB, label: 'Back to Exams', icon: ArrowLeft }];

function Definition({ exam, programs }: { exam: ExamRow; programs: Map<number, string> }) {
  const items = [
    ['Program', programLabel(exam, programs)],
    ['Questions per attempt', `${questionsPerAttempt(exam.draw)} (${drawSummary(exam.draw)})`],
    ['Pass mark', `${exam.passPercent}%`],
    ['Time limit', `${exam.timeLimitMinutes} minutes`],
    ['Attempts allowed', exam.attemptsAllowed],
    ['Waiting time between attempts', waitLabel(exam.waitHours)],
    ['Review after submitting', exam.showReview ? 'Correct answers and explanations shown' : 'Score only'],
    ['Open-book note', exam.openBookNote ?? '—'],
  ] as const;
  return (
    <SectionCard title="Definition">
      <TermList
        items={items}
        classes={{ list: 'grid gap-x-6 gap-y-3 sm:grid-cols-2', item: 'grid min-w-0 gap-0.5', term: 'text-sm text-muted-foreground', value: 'break-words' }}
      />
    </SectionCard>
  );
}

export function ExamScreen() {
  const { id } = useParams<{ id: string }>();
  const examId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const exams = useExams();
  const programs = useProgramNames();
  const exam = exams.data?.find((row) => row.id === examId);
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title={exam?.title ?? 'Exam'} description="How the exam works, its accommodations and its definition." links={BACK} />
      <QueryStates query={exams} loadingLabel="Loading the exam" error="Error loading the exam. Please try again.">
        {() =>
          exam ? (
            <>
              <ExamResults examId={exam.id} />
              <Accommodations examId={exam.id} />
              <Definition exam={exam} programs={programs} />
            </>
          ) : (
            <Alert>
              <AlertTitle>Exam not found</AlertTitle>
              <AlertDescription>
                <p>There is no exam with this number. Open one from the Exams tab.</p>
              </AlertDescription>
            </Alert>
          )
        }
      </QueryStates>
    </div>
  );
}
