// The question bank's columns: the question (kept in view on a phone), its category and kind, the
// correct answer, and the explanation on wide screens.
import { CHOICE_LETTERS, QUESTION_KIND_LABELS } from '../../../../common/schemas/exam-form';
import { Badge } from '../../../components/ui/badge';
import { clampedColumn, type ColumnDef } from '../shared/data-table';
import type { BankQuestion } from './exam-api';

/** "B. Player-control foul"; a true/false question's answer is its word alone. */
export const correctAnswer = (question: BankQuestion) => {
  const text = question.choices[question.correctChoice] ?? '';
  return question.kind === 'true-false' ? text : `${CHOICE_LETTERS[question.correctChoice]}. ${text}`;
};

export const questionColumns: ColumnDef<BankQuestion>[] = [
  { ...clampedColumn('Question', (question) => question.prompt, 'min-w-48 max-w-md font-medium'), pin: 'start' },
  { header: 'Category', className: 'whitespace-nowrap', cell: (question) => question.category },
  { header: 'Kind', cell: (question) => <Badge variant="secondary">{QUESTION_KIND_LABELS[question.kind]}</Badge> },
  clampedColumn('Correct answer', correctAnswer, 'min-w-40 max-w-xs'),
  { ...clampedColumn('Explanation', (question) => question.explanation, 'max-w-xs text-muted-foreground'), from: 'lg' },
];
