// The columns of the backup list (SPEC section 2 "Registration Backups"): file, date, size,
// registrations (SPEC section 3: N/A) and Download, Restore, Delete.
import { Download, RotateCcw, Trash2 } from 'lucide-react';
import { formatDateMedium, formatSize } from '../../../../common/format';
import type { BackupInfo } from '../../../../common/schemas/backup';
import { actionsColumn, type ColumnDef } from '../shared/data-table';
import { RowButton, RowButtons } from '../shared/row-actions';

/** The backup's date, its time on a line of its own (the row's buttons need the width); the raw value when it is not a date. */
function BackupDate({ timestamp }: { timestamp: string }) {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return (
    <>
      {formatDateMedium(timestamp)}
      <span className="sr-only">, </span>
      <span className="block text-xs text-muted-foreground">{date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}</span>
    </>
  );
}

interface BackupActions {
  onDownload: (backup: BackupInfo) => void;
  onRestore: (backup: BackupInfo) => void;
  onDelete: (backup: BackupInfo) => void;
}

export const backupColumns = ({ onDownload, onRestore, onDelete }: BackupActions): ColumnDef<BackupInfo>[] => [
  { header: 'Filename', className: 'max-w-40 font-mono text-xs break-all sm:max-w-56 sm:truncate', pin: 'start', cell: (backup) => <span title={backup.filename}>{backup.filename}</span> },
  { header: 'Date', className: 'whitespace-nowrap', cell: (backup) => <BackupDate timestamp={backup.timestamp} /> },
  { header: 'Size', className: 'whitespace-nowrap', cell: (backup) => formatSize(backup.size) },
  { header: 'Registrations', cell: () => 'N/A' },
  actionsColumn((backup) => (
    <RowButtons>
      <RowButton icon={Download} aria-label={`Download ${backup.filename}`} onClick={() => onDownload(backup)}>
        Download
      </RowButton>
      <RowButton icon={RotateCcw} aria-label={`Restore ${backup.filename}`} onClick={() => onRestore(backup)}>
        Restore
      </RowButton>
      <RowButton icon={Trash2} destructive aria-label={`Delete ${backup.filename}`} onClick={() => onDelete(backup)}>
        Delete
      </RowButton>
    </RowButtons>
  )),
];
