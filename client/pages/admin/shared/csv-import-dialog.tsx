// Importing rows from a CSV file (exam questions, games): the file is checked by the server first and each
// row shown with what is wrong with it; nothing is stored until "Import N …", which is offered only when
// every row is right (the server stores all of them or none).
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Download } from 'lucide-react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { ApiSuccess } from '../../../../common/api';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useAdminMutation } from './admin-api';
import { csvText, downloadCsv } from './csv';
import { RowsTable, type ColumnDef } from './data-table';
import { DialogFrame } from './dialog-frame';

/** The API's limit, checked before the file is sent. */
const MAX_BYTES = 1_000_000;

/** A previewed row: its line in the file and what is wrong with it. */
export interface ImportRow {
  line: number;
  errors: string[];
}

/** The preview's last column: Ready, or the row's errors. */
export const checkColumn = <Row extends ImportRow>(): ColumnDef<Row> => ({
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
});

interface CsvColumnsNoteProps {
  columns: readonly string[];
  /** What the columns hold, after their names. */
  children: ReactNode;
  /** A sample file's rows, and its name. */
  sample: readonly string[][];
  sampleName: string;
}

/** What the file must hold: the columns by name, what they hold, and a sample file to download. */
export function CsvColumnsNote({ columns, children, sample, sampleName }: CsvColumnsNoteProps) {
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p>
        The first row names the columns: <span className="font-mono text-xs break-words">{columns.join(', ')}</span>. {children}
      </p>
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => downloadCsv(csvText(columns, sample.map((row) => [...row])), sampleName)}>
        <Download aria-hidden="true" />
        Download a sample file
      </Button>
    </div>
  );
}

export interface CsvImportProps<Row extends ImportRow> {
  /** POSTed `{ csv, commit }`: first to check, then to store. */
  path: string;
  /** The file input's id. */
  fileId: string;
  /** What a row is, singular and plural: "question", "questions". */
  noun: readonly [string, string];
  /** The failure toast when the server says nothing. */
  failure: string;
  /** Refreshed once the rows are stored. */
  invalidates: readonly string[];
  previewColumns: ColumnDef<Row>[];
  /** What the file must hold (its columns, a sample to download). */
  note: ReactNode;
}

function ImportForm<Row extends ImportRow>({ path, fileId, noun, failure, invalidates, previewColumns, note, onClose }: CsvImportProps<Row> & { onClose: () => void }) {
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMutation({
    mutationFn: async (csv: string) => (await apiRequest<ApiSuccess<{ rows: Row[] }>>(path, { method: 'POST', body: { csv, commit: false } })).data,
  });
  const commit = useAdminMutation<string>({ method: 'POST', path, body: (csv) => ({ csv, commit: true }), failure, invalidates, onSuccess: onClose });

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
  const count = (n: number) => `${n} ${n === 1 ? noun[0] : noun[1]}`;
  return (
    <div className="grid min-w-0 gap-4">
      {note}
      <div className="grid gap-2">
        <Label htmlFor={fileId}>CSV file</Label>
        <Input
          id={fileId} type="file" accept=".csv,text/csv" onChange={choose} disabled={commit.isPending}
          aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${fileId}-error` : undefined}
        />
        {problem && (
          <p id={`${fileId}-error`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
      {preview.isPending && <Spinner label="Checking the file" className="size-6 text-primary" />}
      {preview.data && file && (
        <div className="grid min-w-0 gap-2">
          <p role="status" className="text-sm">
            {file.name}: {count(rows.length)}
            {wrong > 0 ? `, ${wrong} with errors. Correct them in the file and choose it again; nothing has been stored.` : ', all ready to import.'}
          </p>
          <RowsTable label="Preview" scrollLabel="Preview (table)" rows={rows} rowKey={(row) => row.line} columns={previewColumns} emptyText={`No ${noun[1]} in the file`} />
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={commit.isPending}>
          Cancel
        </Button>
        <Button type="button" onClick={() => file && commit.mutate(file.csv)} disabled={!ready || commit.isPending}>
          {commit.isPending ? 'Importing...' : rows.length > 0 ? `Import ${count(rows.length)}` : `Import ${noun[1]}`}
        </Button>
      </DialogFooter>
    </div>
  );
}

interface CsvImportDialogProps<Row extends ImportRow> extends CsvImportProps<Row> {
  open: boolean;
  onClose: () => void;
  title: string;
}

export function CsvImportDialog<Row extends ImportRow>({ open, onClose, title, ...form }: CsvImportDialogProps<Row>) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description="Choose a file to check it: each row is shown with what is wrong with it before anything is stored."
      className="sm:max-w-3xl"
    >
      {/* Mounted while open, so each opening starts with no file. */}
      <ImportForm {...form} onClose={onClose} />
    </DialogFrame>
  );
}
