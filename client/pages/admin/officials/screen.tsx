// /admin/officials (issue 30, point 2): every official the product knows (from registrations and
// certificates) with what staff need at a glance: certificates in force, age band, guardian consent,
// games this season and worked (the first five flagged for an experienced partner), last assignment,
// and whether they have set their availability. The search narrows the list as staff type.
import { useState } from 'react';
import { formatDateMDY } from '../../../../common/format';
import { NEW_OFFICIAL_GAMES, type OfficialSummary } from '../../../../common/schemas/game-officials';
import { Badge } from '../../../components/ui/badge';
import { AGE_BAND_LABELS, OFFICIALS_PATH } from '../games/crew';
import { useAdminQuery } from '../shared/admin-api';
import { RowsTable, type ColumnDef } from '../shared/data-table';
import { BACK_TO_ADMIN, PageHeader } from '../shared/page-header';
import { QueryStates } from '../shared/query-states';
import { SearchField } from '../shared/search-field';

const CONSENT_LABELS: Record<OfficialSummary['consent'], string> = { 'not-needed': 'Not needed', awaited: 'Awaited', signed: 'Signed' };

const columns: ColumnDef<OfficialSummary>[] = [
  {
    header: 'Official', pin: 'start', className: 'min-w-40', cell: (official) => (
      <>
        <span className="block font-medium">{official.name}</span>
        <span className="block text-xs break-all text-muted-foreground">{official.email}</span>
      </>
    ),
  },
  {
    header: 'Certificates in force', className: 'min-w-40', cell: (official) =>
      official.certificatesInForce.length === 0 ? <span className="text-muted-foreground">None</span> : official.certificatesInForce.join(', '),
  },
  { header: 'Age', className: 'whitespace-nowrap', cell: (official) => AGE_BAND_LABELS[official.ageBand] },
  {
    header: 'Consent', className: 'whitespace-nowrap', cell: (official) =>
      official.consent === 'awaited' ? <Badge variant="destructive">{CONSENT_LABELS.awaited}</Badge> : CONSENT_LABELS[official.consent],
  },
  { header: 'Games this season', headClassName: 'text-right', className: 'text-right tabular-nums', cell: (official) => official.gamesThisSeason },
  {
    header: 'Games worked', className: 'whitespace-nowrap tabular-nums', cell: (official) => (
      <span className="inline-flex items-center gap-2">
        {official.gamesWorked}
        {official.gamesWorked < NEW_OFFICIAL_GAMES && <Badge variant="secondary" title="In their first five games: pair them with an experienced partner">New</Badge>}
      </span>
    ),
  },
  { header: 'Last assignment', className: 'whitespace-nowrap', cell: (official) => (official.lastAssignment ? formatDateMDY(official.lastAssignment) : '—') },
  { header: 'Availability', className: 'whitespace-nowrap', cell: (official) => (official.hasAvailability ? 'Set' : <span className="text-muted-foreground">Not set</span>) },
];

/** Whether the official's name, email or a certificate holds every word typed. */
function matches(official: OfficialSummary, search: string): boolean {
  const text = [official.name, official.email, ...official.certificatesInForce].join(' ').toLowerCase();
  return search.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}

export function OfficialsScreen() {
  const officials = useAdminQuery<OfficialSummary[]>(OFFICIALS_PATH);
  const [search, setSearch] = useState('');
  return (
    <div>
      <PageHeader title="Officials" description="Every official with an account or a certificate: what they hold, their games and whether they can be placed." links={[BACK_TO_ADMIN]} />
      <div className="mb-4 grid grid-cols-2">
        <SearchField id="officials-search" value={search} onChange={setSearch} placeholder="Name, email or certificate" />
      </div>
      <QueryStates query={officials} loadingLabel="Loading officials" error="Error loading officials. Please try again.">
        {(rows) => {
          const shown = rows.filter((official) => matches(official, search));
          return (
            <div className="grid gap-2">
              <p role="status" className="text-sm text-muted-foreground">
                {shown.length === rows.length ? `${rows.length} officials` : `${shown.length} of ${rows.length} officials`}
              </p>
              <RowsTable label="Officials" scrollLabel="Officials (table)" rows={shown} rowKey={(official) => official.email} columns={columns} emptyText="No officials found" className="min-w-[52rem]" />
            </div>
          );
        }}
      </QueryStates>
    </div>
  );
}
