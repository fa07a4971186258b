// The columns of the payments ledger: date, registrant, program, kind (with the method of money staff
// recorded by hand), amount, status, Stripe id (our own reference for a hand-recorded row) and a card
// payment's Refund. Only the registrant and the actions are pinned: on a phone the kind and the amount
// then fit beside them.
import { Undo2 } from 'lucide-react';
import type { LedgerEntry } from '../../../../common/schemas/ledger';
import { actionsColumn, type ColumnDef } from '../shared/data-table';
import { RowButton, RowButtons } from '../shared/row-actions';
import { useTimeZone } from '../shared/use-time-zone';
import { KIND_LABELS, ledgerTime, reasonLabel, refundableCents } from './ledger-labels';
import { LedgerAmount, LedgerStatusBadge, MethodBadge, PaymentFlags } from './ledger-parts';

const narrow = 'px-2';

/** A ledger time: its day, its time under it (the organisation's zone). */
function When({ value }: { value: string }) {
  const { day, time } = ledgerTime(value, useTimeZone());
  return (
    <>
      <span className="whitespace-nowrap">{day}</span>
      <span className="block text-xs text-muted-foreground">{time}</span>
    </>
  );
}

export const ledgerColumns = (refund: (entry: LedgerEntry) => void): ColumnDef<LedgerEntry>[] => [
  {
    header: 'Date',
    headClassName: narrow,
    className: `${narrow} whitespace-nowrap`,
    from: 'sm',
    cell: (row) => <When value={row.occurredAt} />,
  },
  {
    header: 'Registrant',
    headClassName: narrow,
    className: `${narrow} min-w-24 font-medium sm:min-w-28`,
    pin: 'start',
    cell: (row) => (
      <>
        {row.registrantName ?? <span className="font-normal text-muted-foreground">No registration</span>}
        {/* On a phone the date column is left out: the date goes under the name. */}
        <span className="block font-normal text-muted-foreground sm:hidden">
          <When value={row.occurredAt} />
        </span>
      </>
    ),
  },
  { header: 'Program', headClassName: narrow, className: `${narrow} min-w-32 max-w-44`, from: 'sm', cell: (row) => row.programName ?? '—' },
  {
    header: 'Kind',
    headClassName: narrow,
    className: narrow,
    cell: (row) => (
      <div className="flex flex-wrap items-center gap-1">
        <span className="mr-1">{KIND_LABELS[row.kind]}</span>
        <MethodBadge entry={row} />
        <PaymentFlags entry={row} />
      </div>
    ),
  },
  { header: 'Amount', headClassName: `${narrow} text-right`, className: `${narrow} whitespace-nowrap text-right`, cell: (row) => <LedgerAmount entry={row} /> },
  {
    header: 'Status',
    headClassName: narrow,
    className: narrow,
    cell: (row) => (
      <>
        <LedgerStatusBadge entry={row} />
        {row.kind !== 'payment' && row.reason && (
          <span className="mt-0.5 hidden max-w-32 truncate text-xs text-muted-foreground sm:block" title={reasonLabel(row)}>
            {reasonLabel(row)}
          </span>
        )}
      </>
    ),
  },
  {
    header: 'Stripe ID',
    headClassName: narrow,
    className: `${narrow} max-w-28`,
    cell: (row) => (
      <code className="block truncate font-mono text-xs" title={row.stripeId}>
        {row.stripeId}
      </code>
    ),
  },
  {
    ...actionsColumn((row: LedgerEntry) =>
      refundableCents(row) > 0 ? (
        <RowButtons>
          <RowButton icon={Undo2} aria-label={`Refund payment of ${row.registrantName ?? row.stripeId}`} onClick={() => refund(row)}>
            Refund
          </RowButton>
        </RowButtons>
      ) : null,
    ),
    headClassName: `${narrow} text-right`,
    className: narrow,
  },
];
