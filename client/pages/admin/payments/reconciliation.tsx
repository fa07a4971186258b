// Where the ledger and the registrations disagree (GET /api/payments/reconciliation), each with the
// action that fixes it: apply a payment Stripe confirmed, ask Stripe about a payment it should have,
// refund a duplicate or an overpayment, answer a dispute in Stripe's dashboard, open the registration.
import { CheckCircle2, CircleAlert, ExternalLink, FileSearch, Search, Undo2, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ReconciliationItem, ReconciliationProblem } from '../../../../common/schemas/ledger';
import { formatMoney } from '../../../../common/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { QueryStates } from '../shared/query-states';
import { SectionCard } from '../shared/section-card';
import type { RefundTarget } from './refund-dialog';
import { useApplyPayment, useCheckStripe, useReconciliation } from './use-ledger';

const PROBLEM_TITLES: Record<ReconciliationProblem, string> = {
  'paid-in-stripe-pending-here': 'Paid in Stripe, pending here',
  'paid-here-not-in-stripe': 'Paid here, no payment from Stripe',
  duplicate: 'Duplicate payment',
  'open-dispute': 'Open dispute',
  'amount-differs': 'Amount differs from the fee',
};

/** What is wrong, in a sentence with the amounts. */
function explanation(item: ReconciliationItem): string {
  const fee = item.feeCents === null ? null : formatMoney(item.feeCents);
  switch (item.problem) {
    case 'paid-in-stripe-pending-here':
      return `Stripe took ${formatMoney(item.amountCents)}${fee && item.feeCents !== item.amountCents ? ` (the fee is ${fee})` : ''}; the registration still waits for its payment.`;
    case 'paid-here-not-in-stripe':
      return 'The registration is marked paid through Stripe, but no payment from Stripe is recorded for it.';
    case 'duplicate':
      return `${formatMoney(item.amountCents)} was taken again for a registration already paid; ${formatMoney(item.refundableCents)} of it can be refunded.`;
    case 'open-dispute':
      return `The cardholder disputes ${formatMoney(item.amountCents)}. Answer it in Stripe before its deadline, or the money is lost.`;
    case 'amount-differs':
      return `Stripe holds ${formatMoney(item.refundableCents)} for this registration${fee ? `; its fee is ${fee}` : ''}.`;
  }
}

/** "+$10.00" above the fee, "−$5.00" below it. */
const difference = (cents: number) => (cents < 0 ? `−${formatMoney(-cents)}` : `+${formatMoney(cents)}`);

/** Refunding the part of a payment above the fee: what there is of it, or nothing. */
const overpaidCents = (item: ReconciliationItem) => (item.feeCents === null ? 0 : item.refundableCents - item.feeCents);

const refundTarget = (item: ReconciliationItem, amountCents: number, reason: RefundTarget['reason'], note?: string): RefundTarget => ({
  paymentId: item.paymentId!,
  registrantName: item.registrantName,
  programName: item.programName,
  paidCents: item.amountCents,
  leftCents: item.refundableCents,
  amountCents,
  reason,
  note,
  duplicate: item.problem === 'duplicate',
});

const itemKey = (item: ReconciliationItem) => `${item.problem}-${item.paymentId ?? 'none'}-${item.registrationId ?? 'none'}`;

/** Stripe's page of the disputed payment, where staff send their evidence. */
const stripePaymentUrl = (id: string) => `https://dashboard.stripe.com/payments/${encodeURIComponent(id)}`;

interface ActionsProps {
  item: ReconciliationItem;
  onRefund: (target: RefundTarget) => void;
  apply: ReturnType<typeof useApplyPayment>;
  check: ReturnType<typeof useCheckStripe>;
}

function ItemAction({ item, onRefund, apply, check }: ActionsProps) {
  const who = item.registrantName ?? 'this payment';
  switch (item.problem) {
    case 'paid-in-stripe-pending-here': {
      const running = apply.isPending && apply.variables === item.paymentId;
      return (
        <Button size="sm" onClick={() => apply.mutate(item.paymentId!)} disabled={apply.isPending || item.paymentId === null} aria-label={`Apply payment of ${who}`}>
          <Wallet aria-hidden="true" />
          {running ? 'Applying...' : 'Apply payment'}
        </Button>
      );
    }
    case 'paid-here-not-in-stripe': {
      const running = check.isPending && check.variables === item.registrationId;
      return (
        <Button size="sm" variant="outline" onClick={() => check.mutate(item.registrationId!)} disabled={check.isPending || item.registrationId === null} aria-label={`Check Stripe for ${who}`}>
          <Search aria-hidden="true" />
          {running ? 'Checking...' : 'Check Stripe'}
        </Button>
      );
    }
    case 'duplicate':
      return (
        <Button size="sm" variant="destructive" onClick={() => onRefund(refundTarget(item, item.refundableCents, 'duplicate'))} disabled={item.paymentId === null} aria-label={`Refund duplicate of ${who}`}>
          <Undo2 aria-hidden="true" />
          Refund duplicate
        </Button>
      );
    case 'open-dispute':
      return (
        <Button size="sm" variant="outline" asChild>
          <a href={stripePaymentUrl(item.paymentIntentId ?? item.stripeId ?? '')} target="_blank" rel="noopener noreferrer" aria-label={`Respond in Stripe to the dispute of ${who} (opens in a new tab)`}>
            <ExternalLink aria-hidden="true" />
            Respond in Stripe
          </a>
        </Button>
      );
    case 'amount-differs':
      return overpaidCents(item) > 0 && item.paymentId !== null ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onRefund(refundTarget(item, overpaidCents(item), 'other', 'Paid more than the fee'))}
          aria-label={`Refund the difference to ${who}`}
        >
          <Undo2 aria-hidden="true" />
          Refund the difference
        </Button>
      ) : (
        <Button size="sm" variant="outline" asChild>
          <Link href={`/admin/registrations${item.registrationId ? `?view=${item.registrationId}` : ''}`} aria-label={`Open registration of ${who}`}>
            <FileSearch aria-hidden="true" />
            Open registration
          </Link>
        </Button>
      );
  }
}

function Item({ item, children }: { item: ReconciliationItem; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <CircleAlert className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          {PROBLEM_TITLES[item.problem]}
          {item.problem === 'amount-differs' && item.feeCents !== null && <Badge variant="outline">{difference(item.refundableCents - item.feeCents)}</Badge>}
        </p>
        <p className="text-sm">
          {item.registrantName ?? 'No registration'}
          {item.programName && <span className="text-muted-foreground"> · {item.programName}</span>}
        </p>
        <p className="text-sm text-muted-foreground">{explanation(item)}</p>
        {item.stripeId && <code className="truncate font-mono text-xs text-muted-foreground" title={item.stripeId}>{item.stripeId}</code>}
      </div>
      <div className="shrink-0">{children}</div>
    </li>
  );
}

export function ReconciliationPanel({ onRefund }: { onRefund: (target: RefundTarget) => void }) {
  const reconciliation = useReconciliation();
  const apply = useApplyPayment();
  const check = useCheckStripe();
  const items = reconciliation.data ?? [];

  return (
    <SectionCard
      className="gap-4"
      title={
        <>
          Reconciliation
          {items.length > 0 && <Badge variant="destructive">{items.length} to check</Badge>}
        </>
      }
      description="Where Stripe and the registrations disagree, with what fixes each."
    >
      <QueryStates query={reconciliation} loadingLabel="Loading reconciliation" error={(error) => errorMessage(error, 'The reconciliation could not be loaded. Please refresh.')}>
        {(list) =>
          list.length === 0 ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <CheckCircle2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              Everything agrees: every Stripe payment matches its registration.
            </p>
          ) : (
            <ul aria-label="What disagrees" className="divide-y">
              {list.map((item) => (
                <Item key={itemKey(item)} item={item}>
                  <ItemAction item={item} onRefund={onRefund} apply={apply} check={check} />
                </Item>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </SectionCard>
  );
}
