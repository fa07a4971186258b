// A registration paid for a seat that was gone (issue 27): the program is over its capacity by this
// one. Staff add a seat to the program (POST .../add-seat) or refund the payment (the refund dialog on
// its own payment); either clears the mark.
import { Plus, TriangleAlert, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { fullName } from '../../../../common/format';
import type { LedgerEntry } from '../../../../common/schemas/ledger';
import type { Registration } from '../../../../common/schemas/registration';
import { Button } from '../../../components/ui/button';
import { refundableCents } from '../payments/ledger-labels';
import type { RefundTarget } from '../payments/refund-dialog';
import { useAdminMutation } from '../shared/admin-api';
import { ConfirmDialog } from '../shared/confirm-dialog';

const useAddSeat = (onSuccess: () => void) =>
  useAdminMutation<number>({
    method: 'POST',
    path: (id) => `/api/registrations/${id}/add-seat`,
    body: () => undefined,
    failure: 'The seat could not be added. Please try again.',
    invalidates: ['/api/registrations', '/api/admin/status', '/api/programs'],
    onSuccess,
  });

export function OverbookedNote({ row, ledger, onRefund }: {
  row: Registration;
  ledger: readonly LedgerEntry[] | undefined;
  onRefund: (target: RefundTarget) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const addSeat = useAddSeat(() => setConfirming(false));
  const payment = ledger?.find((entry) => entry.kind === 'payment' && !entry.duplicate && refundableCents(entry) > 0);
  return (
    <div role="note" className="grid gap-3 rounded-md border border-destructive/50 p-3 text-sm">
      <p className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span>
          <span className="font-semibold">Overbooked:</span> paid after the seat hold expired, when {row.programName} was already full.
          Add a seat to the program, or refund the payment.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <Plus aria-hidden="true" />
          Add a seat
        </Button>
        {payment && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onRefund({
              paymentId: payment.id, registrantName: fullName(row), programName: row.programName, paidCents: payment.amountCents,
              leftCents: refundableCents(payment), reason: 'requested_by_customer', note: 'The program was full (overbooked)',
            })}
          >
            <Undo2 aria-hidden="true" />
            Refund
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !addSeat.isPending && setConfirming(open)}
        title="Add a seat?"
        description={`${row.programName} takes one more person, so that ${fullName(row)} keeps the seat they paid for.`}
        confirmLabel="Add a seat"
        pendingLabel="Adding..."
        pending={addSeat.isPending}
        onConfirm={() => addSeat.mutate(row.id)}
      />
    </div>
  );
}
