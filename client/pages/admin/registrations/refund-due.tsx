// A self-cancellation's refund waiting for staff (the policy's "refund on approval", issue 15): the
// amount, and a button that opens the refund dialog on the registration's payment with that amount.
import { Undo2 } from 'lucide-react';
import { fullName } from '../../../../common/format';
import type { LedgerEntry } from '../../../../common/schemas/ledger';
import type { Registration } from '../../../../common/schemas/registration';
import { Button } from '../../../components/ui/button';
import { refundableCents, usd } from '../payments/ledger-labels';
import type { RefundTarget } from '../payments/refund-dialog';

export function RefundDue({ row, dueCents, ledger, onRefund }: {
  row: Registration;
  dueCents: number;
  ledger: readonly LedgerEntry[] | undefined;
  onRefund: (target: RefundTarget) => void;
}) {
  const payment = ledger?.find((entry) => entry.kind === 'payment' && !entry.duplicate && refundableCents(entry) > 0);
  const left = payment ? refundableCents(payment) : 0;
  return (
    <p role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <span>
        <span className="font-semibold">Refund due: {usd(dueCents)}</span> (waiting for approval)
        {ledger && !payment && <span className="block">No card payment in the ledger is left to refund it from.</span>}
      </span>
      {payment && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onRefund({
            paymentId: payment.id, registrantName: fullName(row), programName: row.programName, paidCents: payment.amountCents, leftCents: left,
            amountCents: Math.min(dueCents, left), reason: 'requested_by_customer', note: 'Cancelled by the registrant',
          })}
        >
          <Undo2 aria-hidden="true" />
          Approve refund
        </Button>
      )}
    </p>
  );
}
