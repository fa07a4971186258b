// A ledger row's parts that every screen showing the ledger draws alike (Payments, a registration's
// details): Stripe's status as a badge, a payment's flags, the amount.
import type { ComponentProps } from 'react';
import type { LedgerEntry } from '../../../../common/schemas/ledger';
import { formatMoney } from '../../../../common/money';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import { handMethodLabel, signedUsd, statusLabel, statusTone, type StatusTone } from './ledger-labels';

type BadgeVariant = ComponentProps<typeof Badge>['variant'];

const TONE_BADGES: Record<StatusTone, BadgeVariant> = { ok: 'default', waiting: 'outline', problem: 'destructive', closed: 'secondary' };

/** Stripe's status of a ledger row, in words. */
export const LedgerStatusBadge = ({ entry }: { entry: Pick<LedgerEntry, 'kind' | 'status'> }) => (
  <Badge variant={TONE_BADGES[statusTone(entry)]}>{statusLabel(entry)}</Badge>
);

/** What a payment row is flagged with: taken twice, disputed by the cardholder. */
export function PaymentFlags({ entry }: { entry: Pick<LedgerEntry, 'duplicate' | 'disputed'> }) {
  return (
    <>
      {entry.duplicate && <Badge variant="outline" className="border-amber-600 text-amber-800 dark:border-amber-400 dark:text-amber-200">Duplicate</Badge>}
      {entry.disputed && <Badge variant="destructive">Disputed</Badge>}
    </>
  );
}

/** Money staff recorded by hand (issue 27): its method, who recorded it and their note on hover; nothing for Stripe's rows. */
export function MethodBadge({ entry }: { entry: Pick<LedgerEntry, 'method' | 'note' | 'recordedBy'> }) {
  const label = handMethodLabel(entry);
  if (!label) return null;
  const about = [entry.recordedBy && `Recorded by ${entry.recordedBy}`, entry.note].filter(Boolean).join(': ');
  return (
    <Badge variant="secondary" title={about || undefined}>
      {label}
      {about && <span className="sr-only"> ({about})</span>}
    </Badge>
  );
}

/** The amount, a refund with a minus sign; under a payment, what of it has been refunded. */
export function LedgerAmount({ entry }: { entry: LedgerEntry }) {
  return (
    <>
      <span className={cn('font-medium tabular-nums', entry.kind === 'refund' && 'text-muted-foreground')}>{signedUsd(entry)}</span>
      {entry.kind === 'payment' && entry.refundedCents > 0 && (
        <span className="block text-xs text-muted-foreground">{formatMoney(entry.refundedCents)} refunded</span>
      )}
    </>
  );
}
