// Importing games from a CSV file (issue 30, point 1), through the shared import dialog: one game a row,
// its positions as numbered column groups; the preview shows each row's date, time and teams with what is
// wrong with it, and nothing is stored until every row is right.
import { formatDateMDY, formatTime12h } from '../../../../common/format';
import { GAME_CSV_COLUMNS, type GameImportAnswer } from '../../../../common/schemas/game';
import { checkColumn, CsvColumnsNote, CsvImportDialog } from '../shared/csv-import-dialog';
import type { ColumnDef } from '../shared/data-table';
import { GAME_QUERIES, GAMES_PATH } from './crew';

type Row = GameImportAnswer['rows'][number];

const SAMPLE: string[][] = [
  ['2026-12-12', '18:30', '90', 'Desert Vista Gym', '16440 S 32nd St, Phoenix, AZ 85048', 'Varsity', 'Thunderbirds', 'Hawks', '16', 'Referee', '45', 'Level 1 Official', 'Umpire 1', '40', ''],
  ['2026-12-13', '10:00', '60', 'Mesa Community Center', '263 N Center St, Mesa, AZ 85201', 'Youth U12', 'Mesa Suns', 'Tempe Stars', '', 'Referee', '30', '', '', '', ''],
];

// On a phone the line number goes and the date sits under the teams, so the check stays in view.
const previewColumns: ColumnDef<Row>[] = [
  { header: 'Line', from: 'sm', className: 'tabular-nums text-muted-foreground', cell: (row) => row.line },
  {
    header: 'Game', className: 'min-w-36 max-w-sm', cell: (row) => (
      <>
        <p className="line-clamp-2">{row.teams.trim() === 'vs' ? '—' : row.teams}</p>
        <p className="text-xs text-muted-foreground md:hidden">{[formatDateMDY(row.date), formatTime12h(row.startTime)].filter(Boolean).join(', ') || '—'}</p>
      </>
    ),
  },
  { header: 'When', from: 'md', className: 'whitespace-nowrap', cell: (row) => [formatDateMDY(row.date), formatTime12h(row.startTime)].filter(Boolean).join(', ') || '—' },
  checkColumn<Row>(),
];

const note = (
  <CsvColumnsNote columns={GAME_CSV_COLUMNS} sample={SAMPLE} sampleName="games-sample.csv">
    Dates are YYYY-MM-DD and start times HH:MM (24-hour); length is in minutes (90 when empty); fees are in dollars. Up to 8 positions: add position 3, fee 3, certification
    3 and so on; a certification left empty means none is required.
  </CsvColumnsNote>
);

export function GamesImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <CsvImportDialog
      open={open} onClose={onClose} title="Import games from CSV" path={`${GAMES_PATH}/import`} fileId="games-csv" noun={['game', 'games']}
      failure="Failed to import the games" invalidates={GAME_QUERIES} previewColumns={previewColumns} note={note}
    />
  );
}
