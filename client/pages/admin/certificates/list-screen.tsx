// Certificates issued (/admin/certificates, issue 16): search by code, name, email or program, filter
// by status, a page at a time from the server (issue 28), open the PDF, revoke with a reason.
import { Ban, FileDown } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { formatCode } from '../../../../common/certificate-code';
import { formatDateMDY } from '../../../../common/format';
import type { CertificateRow, CertificateStatus } from '../../../../common/schemas/certificate';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { actionsColumn, RowsTable, type ColumnDef } from '../shared/data-table';
import { FilterSelect } from '../shared/filter-select';
import { BACK_TO_ADMIN, PageHeader } from '../shared/page-header';
import { Pager } from '../shared/pager';
import { QueryStates } from '../shared/query-states';
import { RowButton, RowButtons } from '../shared/row-actions';
import { usePagedList } from '../shared/use-paged-list';
import { RevokeDialog } from './revoke-dialog';

const STATUS_OPTIONS = [['all', 'All statuses'], ['valid', 'Valid'], ['expiring', 'Expiring within 30 days'], ['expired', 'Expired'], ['revoked', 'Revoked']] as const;
/** The dashboard's counter opens the list on `?show=expiring`. */
const EXPIRING_DAYS = '30';
const PATH = '/api/certificates';
const PAGE_PATH = '/api/admin/certificates/page';
const PAGE_SIZE = 50;
const BADGE: Record<CertificateStatus, 'default' | 'secondary' | 'destructive'> = { valid: 'default', expired: 'secondary', revoked: 'destructive' };
const LABEL: Record<CertificateStatus, string> = { valid: 'Valid', expired: 'Expired', revoked: 'Revoked' };

const columns = (onRevoke: (row: CertificateRow) => void): ColumnDef<CertificateRow>[] => [
  { header: 'Name', pin: 'start', className: 'min-w-32 font-medium', cell: (row) => row.officialName },
  {
    header: 'Certification', className: 'min-w-40', cell: (row) => (
      <>
        {row.certificationName} ({row.level})
        {/* Issue 27: issued over a refusal; the reason is for staff, never on the PDF. */}
        {row.overrideReason && <span className="block text-xs break-words text-muted-foreground">Issued anyway: {row.overrideReason}</span>}
      </>
    ),
  },
  { header: 'Code', className: 'whitespace-nowrap font-mono', cell: (row) => formatCode(row.code) },
  { header: 'Issued', className: 'whitespace-nowrap', from: 'md', cell: (row) => formatDateMDY(row.issuedOn) },
  { header: 'Expires', className: 'whitespace-nowrap', cell: (row) => formatDateMDY(row.expiresOn) },
  { header: 'Status', pin: 'end', cell: (row) => <Badge variant={BADGE[row.status]}>{LABEL[row.status]}</Badge> },
  actionsColumn((row) => (
    <RowButtons>
      <Button variant="ghost" size="icon" asChild>
        <a href={`/api/certificates/${row.id}/pdf`} target="_blank" rel="noopener noreferrer" aria-label={`PDF of ${row.officialName}'s certificate`}>
          <FileDown aria-hidden="true" />
        </a>
      </Button>
      {row.status !== 'revoked' && (
        <RowButton icon={Ban} destructive onClick={() => onRevoke(row)} aria-label={`Revoke ${row.officialName}'s certificate`}>
          Revoke
        </RowButton>
      )}
    </RowButtons>
  )),
];

export function CertificatesScreen() {
  const [search, setSearch] = useState('');
  const address = useSearch();
  const [status, setStatus] = useState(() => (new URLSearchParams(address).get('show') === 'expiring' ? 'expiring' : 'all'));
  const [revoking, setRevoking] = useState<CertificateRow | null>(null);
  const filter: Record<string, string> = status === 'expiring' ? { expiringWithinDays: EXPIRING_DAYS } : status === 'all' ? {} : { status };
  // The server is asked when typing pauses.
  const typed = useDebouncedValue(search.trim());
  const paged = usePagedList<CertificateRow>({ path: PAGE_PATH, key: PATH, params: { q: typed || undefined, ...filter }, limit: PAGE_SIZE });
  return (
    <div>
      <PageHeader title="Certificates" description="Certificates issued, with their status; revoke one with a reason." links={[BACK_TO_ADMIN]} />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <div className="grid gap-1.5">
          <Label htmlFor="certificate-search">Search</Label>
          <Input id="certificate-search" type="search" placeholder="Code, name, email or program" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <FilterSelect id="certificate-status" label="Status" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
      </div>
      <QueryStates query={paged.query} loadingLabel="Loading certificates" error="Failed to load certificates">
        {({ items }) => (
          <div aria-busy={paged.query.isFetching || undefined}>
            <RowsTable label="Certificates" rows={items} columns={columns(setRevoking)} emptyText="No certificates found" />
            {paged.total > 0 && (
              <Pager label="Certificates pages" page={paged.page} pageCount={paged.pageCount} onPage={paged.goTo}>
                Showing {paged.first}–{paged.last} of {paged.total}
              </Pager>
            )}
          </div>
        )}
      </QueryStates>
      {revoking && <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />}
    </div>
  );
}
