// Importing questions from a CSV file (issue 29): the file is checked by the server first and each row
// shown with what is wrong with it; nothing is stored until "Import N questions", which is offered only
// when every row is right (the server stores all of them or none).
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Download } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type { ApiSuccess } from '../../../../common/api';
import { QUESTION_CSV_COLUMNS, type QuestionImportAnswer } from '../../../../common/schemas/exam';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useAdminMutation } from '../shared/admin-api';
import { csvText, downloadCsv } from '../shared/csv';
import { RowsTable, type ColumnDef } from '../shared/data-table';
import { DialogFrame } from '../shared/dialog-frame';
import { QUESTIONS_PATH } from './exam-api';

const IMPORT_PATH = `${QUESTIONS_PATH}/import`;
/** The API's limit, checked before the file is sent. */
const MAX_BYTES = 1_000_000;
const FILE_ID = 'question-csv';

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
  {
    header: 'Check',
    className: 'min-w-36',
    cell: (row) =>
      row.errors.length === 0 ? (
        <span className="inline-flex items-center gap-1.5">
          <CircleCheck className="size-4 text-primary" aria-hidden="true" />
          Ready
        </span>
      ) : (
        <ul className="grid gap-1 text-destructive">
          {row.errors.map((error) => <li key={error}>{error}</li>)}
        </ul>
      ),
  },
];

function ColumnsNote() {
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p>
        The first row names the columns: <span className="font-mono text-xs break-words">{QUESTION_CSV_COLUMNS.join(', ')}</span>. Kind is multiple-choice or
        true-false (multiple-choice when empty); correct is the letter of the right choice (A–F) or its text, or True or False.
      </p>
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => downloadCsv(csvText(QUESTION_CSV_COLUMNS, SAMPLE), 'questions-sample.csv')}>
        <Download aria-hidden="true" />
        Download a sample file
      </Button>
    </div>
  );
}

function ImportForm({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: async (csv: string) => (await apiRequest<ApiSuccess<QuestionImportAnswer>>(IMPORT_PATH, { method: 'POST', body: { csv, commit: false } })).data,
  });
  const commit = useAdminMutation<string>({
    method: 'POST', path: IMPORT_PATH, body: (csv) => ({ csv, commit: true }), failure: 'Failed to import the questions', invalidates: [QUESTIONS_PATH], onSuccess: onClose,
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Emptied, so that the same file, corrected, can be chosen again.
    event.target.value = '';
    preview.reset();
    setProblem(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) return setProblem('The CSV file is too large (1 MB at most)');
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    preview.mutate(csv, { onError: (error) => setProblem(errorMessage(error, 'Failed to check the file')) });
  };

  const rows = preview.data?.rows ?? [];
  const wrong = rows.filter((row) => row.errors.length > 0).length;
  const ready = file !== null && rows.length > 0 && wrong === 0;
  return (
    <div className="grid min-w-0 gap-4">
      <ColumnsNote />
      <div className="grid gap-2">
        <Label htmlFor={FILE_ID}>CSV file</Label>
        <Input
          id={FILE_ID} type="file" accept=".csv,text/csv" onChange={choose} disabled={commit.isPending}
          aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${FILE_ID}-error` : undefined}
        />
        {problem && (
          <p id={`${FILE_ID}-error`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
      {preview.isPending && <Spinner label="Checking the file" className="size-6 text-primary" />}
      {preview.data && file && (
        <div className="grid min-w-0 gap-2">
          <p role="status" className="text-sm">
            {file.name}: {rows.length} {rows.length === 1 ? 'question' : 'questions'}
            {wrong > 0 ? `, ${wrong} with errors. Correct them in the file and choose it again; nothing has been stored.` : ', all ready to import.'}
          </p>
          <RowsTable label="Preview" scrollLabel="Preview (table)" rows={rows} rowKey={(row) => row.line} columns={previewColumns} emptyText="No questions in the file" />
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={commit.isPending}>
          Cancel
        </Button>
        <Button type="button" onClick={() => file && commit.mutate(file.csv)} disabled={!ready || commit.isPending}>
          {commit.isPending ? 'Importing...' : rows.length > 0 ? `Import ${rows.length} ${rows.length === 1 ? 'question' : 'questions'}` : 'Import questions'}
        </Button>
      </DialogFooter>
    </div>
  );
}

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Import questions from CSV"
      description="Choose a file to check it: each row is shown with what is wrong with it before anything is stored."
      className="sm:max-w-3xl"
    >
      {/* Mounted while open, so each opening starts with no file. */}
      <ImportForm onClose={onClose} />
    </DialogFrame>
  );
}
