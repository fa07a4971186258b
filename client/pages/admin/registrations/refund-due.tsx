// A self-cancellation's refund waiting for staff (the policy's "refund on approval", issue 15): the
// amount, and "Settle refund" (issue 27), which gives it back to the card through Stripe when Stripe
// took the payment, or records it as given back by hand.
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { fullName } from '../../../../common/format';
import type { LedgerEntry } from '../../../../common/schemas/ledger';
import type { Registration } from '../../../../common/schemas/registration';
import { formatMoney } from '../../../../common/money';
import { Button } from '../../../components/ui/button';
import { SettleRefundDialog, type SettleTarget } from '../payments/settle-refund-dialog';

/** The registration's own payment, as the server settles against it: the one its PaymentIntent names, else the first. */
const ownPayment = (row: Registration, ledger: readonly LedgerEntry[]) => {
  const payments = ledger.filter((entry) => entry.kind === 'payment' && !entry.duplicate);
  return payments.find((entry) => entry.stripeId === row.stripePaymentIntentId) ?? payments.at(-1);
};

export function RefundDue({ row, dueCents, ledger }: { row: Registration; dueCents: number; ledger: readonly LedgerEntry[] | undefined }) {
  const [settling, setSettling] = useState<SettleTarget | null>(null);
  const payment = ledger && ownPayment(row, ledger);
  return (
    <>
    <p role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <span>
        <span className="font-semibold">Refund due: {formatMoney(dueCents)}</span> (waiting for approval)
        {ledger && !payment && <span className="block">No payment of it is in the ledger: settle it as given back by hand.</span>}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={!ledger}
        onClick={() => setSettling({ registrationId: row.id, registrantName: fullName(row), programName: row.programName, dueCents, paidBy: payment?.method ?? null })}
      >
        <HandCoins aria-hidden="true" />
        Settle refund
      </Button>
    </p>
    <SettleRefundDialog target={settling} onClose={() => setSettling(null)} />
    </>
  );
}
