// How an exam works (issue 29, point 5): its scored attempts and pass rate, the scores' distribution as a
// chart (with its table, for screen readers and the CSV), and per question the share answering it
// correctly and the wrong answer chosen most, lowest share first, so a bad question can be found and fixed.
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { ExamStats } from '../../../../common/schemas/exam';
import { TermList, type TermListClasses } from '../../../components/ui/term-list';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ChartConfig } from '../../../components/ui/chart';
import { ReportCard } from '../reports/report-card';
import type { ReportTable } from '../reports/report-tables';
import { SeriesChart } from '../reports/series-chart';
import { useAdminQuery } from '../shared/admin-api';
import { downloadCsv } from '../shared/csv';
import { clampedColumn, RowsTable, type ColumnDef } from '../shared/data-table';
import { FilterSelect } from '../shared/filter-select';
import { QueryStates } from '../shared/query-states';
import { useTimeZone } from '../shared/use-time-zone';
import { QUESTION_SORT_LABELS, QUESTION_SORTS, questionStatsCsv, questionStatsFileName, sortQuestions, type QuestionSort, type QuestionStats } from './question-stats';

// One tile a figure, the figure large (as the waitlist's seats).
const FIGURE_TILES: TermListClasses = {
  list: 'grid grid-cols-2 gap-3 sm:grid-cols-4',
  item: 'rounded-lg border bg-card p-3 text-card-foreground',
  term: 'text-sm text-muted-foreground',
  value: 'text-2xl font-semibold',
};

const ATTEMPTS: ChartConfig = [{ key: 'attempts', label: 'Attempts', color: 'var(--chart-1)' }];
const SORT_OPTIONS = QUESTION_SORTS.map((sort) => [sort, QUESTION_SORT_LABELS[sort]] as const);

const band = ({ from, to }: ExamStats['distribution'][number]) => `${from}–${to}%`;
const percent = (share: number | null) => (share === null ? '—' : `${share}%`);

function distributionTable(stats: ExamStats): ReportTable {
  return {
    columns: [{ label: 'Score', format: 'text' }, { label: 'Attempts', format: 'count' }],
    rows: [...stats.distribution.map((tenth) => [band(tenth), tenth.count]), ['Total', stats.attempts]],
  };
}

/** The chart's figures in words: the bands that have attempts. */
const distributionLabel = (stats: ExamStats) =>
  `Score distribution of ${stats.attempts} scored attempts: ${stats.distribution.filter((tenth) => tenth.count > 0).map((tenth) => `${band(tenth)}: ${tenth.count}`).join(', ')}`;

const questionColumns: ColumnDef<QuestionStats>[] = [
  { ...clampedColumn('Question', (question) => question.prompt, 'min-w-48 max-w-sm font-medium'), pin: 'start' },
  { header: 'Category', className: 'whitespace-nowrap', cell: (question) => question.category },
  { header: 'Asked', headClassName: 'text-right', className: 'text-right tabular-nums', cell: (question) => question.asked },
  {
    header: 'Most chosen wrong answer', className: 'min-w-44 max-w-xs', cell: ({ mostChosenWrong: wrong }) =>
      wrong ? (
        <>
          <span className="line-clamp-2" title={wrong.choice}>{wrong.choice}</span>
          <span className="text-xs text-muted-foreground">chosen {wrong.count} {wrong.count === 1 ? 'time' : 'times'}</span>
        </>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  // The figure a bad question shows in, kept in view on a phone.
  { header: '% correct', pin: 'end', headClassName: 'text-right', className: 'text-right tabular-nums font-medium', cell: (question) => percent(question.correctShare) },
];

function QuestionsCard({ stats }: { stats: ExamStats }) {
  const titleId = useId();
  const timeZone = useTimeZone();
  const [sort, setSort] = useState<QuestionSort>('lowest');
  const rows = sortQuestions(stats.questions, sort);
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 gap-4">
      <CardHeader className="gap-1">
        <CardTitle asChild>
          <h2 id={titleId} className="text-lg">Questions</h2>
        </CardTitle>
        <CardDescription>The share of attempts answering each question correctly, and the wrong answer chosen most: a question most get wrong may be badly worded.</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <FilterSelect id="question-sort" label="Sort" value={sort} onChange={(value) => setSort(value as QuestionSort)} options={SORT_OPTIONS} className="sm:w-60" />
          <Button variant="outline" className="w-fit" disabled={rows.length === 0} onClick={() => downloadCsv(questionStatsCsv(rows), questionStatsFileName(stats, new Date(), timeZone))}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
        <RowsTable label="Questions" scrollLabel="Questions (table)" rows={rows} columns={questionColumns} emptyText="No question has been asked yet" className="min-w-[42rem]" />
      </CardContent>
    </Card>
  );
}

export function ExamResults({ examId }: { examId: number }) {
  // Figures change with every submitted attempt: read afresh on each visit.
  const stats = useAdminQuery<ExamStats>(`/api/exams/${examId}/stats`, { staleTime: 0 });
  return (
    <QueryStates query={stats} loadingLabel="Loading the results" error="Error loading the results. Please try again.">
      {(data) => (
        <>
          <section aria-label="Results" className="min-w-0">
            <TermList
              classes={FIGURE_TILES}
              items={[['Attempts', data.attempts], ['Passed', data.passed], ['Pass rate', percent(data.passRate)], ['Pass mark', `${data.passPercent}%`]]}
            />
          </section>
          {data.attempts === 0 ? (
            <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">No attempt has been scored yet: the results show once officials submit theirs.</p>
          ) : (
            <>
              <ReportCard
                title="Score distribution"
                summary={`${data.attempts} scored attempts; ${data.passed} passed at ${data.passPercent}% or more.`}
                table={distributionTable(data)}
                csvName={`score-distribution-${examId}`}
                chart={(
                  <SeriesChart
                    label={distributionLabel(data)} data={data.distribution.map((tenth) => ({ score: band(tenth), attempts: tenth.count }))}
                    categoryKey="score" categoryLabel="Score" valueLabel="Attempts" bars={ATTEMPTS}
                  />
                )}
              />
              <QuestionsCard stats={data} />
            </>
          )}
        </>
      )}
    </QueryStates>
  );
}
