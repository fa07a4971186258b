// Importing questions from a CSV file (issue 29), through the shared import dialog (shared/csv-import-dialog.tsx):
// the columns, a sample file, and each row's question and category in the preview.
import { QUESTION_CSV_COLUMNS, type QuestionImportAnswer } from '../../../../common/schemas/exam';
import { checkColumn, CsvColumnsNote, CsvImportDialog } from '../shared/csv-import-dialog';
import type { ColumnDef } from '../shared/data-table';
import { QUESTIONS_PATH } from './exam-api';

type Row = QuestionImportAnswer['rows'][number];

const SAMPLE: string[][] = [
  ['Fouls', 'multiple-choice', 'A player charges into a set defender. What is the call?', 'Blocking foul', 'Player-control foul', 'No call', '', '', '', 'B', 'A legal guarding position was held first.'],
  ['Violations', 'true-false', 'A held ball ends the possession arrow.', '', '', '', '', '', '', 'False', 'The arrow switches after the throw-in ends.'],
];

// On a phone the line number goes and the category sits under the question, so the check stays in view.
const previewColumns: ColumnDef<Row>[] = [
  { header: 'Line', from: 'sm', className: 'tabular-nums text-muted-foreground', cell: (row) => row.line },
  {
    header: 'Question', className: 'min-w-36 max-w-sm', cell: (row) => (
      <>
        <p className="line-clamp-2">{row.prompt || '—'}</p>
        <p className="text-xs text-muted-foreground md:hidden">{row.category || '—'}</p>
      </>
    ),
  },
  { header: 'Category', from: 'md', className: 'whitespace-nowrap', cell: (row) => row.category || '—' },
  checkColumn<Row>(),
];

const note = (
  <CsvColumnsNote columns={QUESTION_CSV_COLUMNS} sample={SAMPLE} sampleName="questions-sample.csv">
    Kind is multiple-choice or true-false (multiple-choice when empty); correct is the letter of the right choice (A–F) or its text, or True or False.
  </CsvColumnsNote>
);

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <CsvImportDialog
      open={open} onClose={onClose} title="Import questions from CSV" path={`${QUESTIONS_PATH}/import`} fileId="question-csv" noun={['question', 'questions']}
      failure="Failed to import the questions" invalidates={[QUESTIONS_PATH]} previewColumns={previewColumns} note={note}
    />
  );
}
