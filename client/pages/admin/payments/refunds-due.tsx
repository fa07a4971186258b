// The refunds owed to registrants that staff have not settled (issue 27), on the Payments screen: who,
// how much, how they paid, and "Settle" (the same dialog as in a registration's details). Shown only
// while something is owed.
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PAID_BY_WORDS, type RefundDue } from '../../../../common/schemas/refund-settlement';
import { formatMoney } from '../../../../common/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../shared/section-card';
import { useTimeZone } from '../shared/use-time-zone';
import { ledgerTime } from './ledger-labels';
import { SettleRefundDialog, type SettleTarget } from './settle-refund-dialog';
import { useRefundsDue } from './use-ledger';

const paidByWords = (due: RefundDue) => (due.paidBy === null ? 'no payment in the ledger' : PAID_BY_WORDS[due.paidBy]);

export function RefundsDuePanel() {
  const dues = useRefundsDue().data ?? [];
  const [settling, setSettling] = useState<SettleTarget | null>(null);
  const timeZone = useTimeZone();
  if (dues.length === 0) return null;
  const total = dues.reduce((sum, due) => sum + due.dueCents, 0);
  return (
    <SectionCard
      className="gap-4"
      title={
        <>
          Refunds due
          <Badge variant="outline" className="border-amber-600 text-amber-900 dark:border-amber-400 dark:text-amber-100">{formatMoney(total)} owed</Badge>
        </>
      }
      description="Registrants who cancelled and wait for their money: give it back and settle each here."
    >
      <ul aria-label="Refunds due" className="divide-y">
        {dues.map((due) => (
          <li key={due.registrationId} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
            <div className="grid min-w-0 gap-1">
              <p className="font-medium">
                <Link href={`/admin/registrations?view=${due.registrationId}`} className="text-primary underline-offset-4 hover:underline">{due.registrantName}</Link>
                <span className="font-normal text-muted-foreground"> · {due.programName}</span>
              </p>
              <p className="text-sm text-muted-foreground">
                {formatMoney(due.dueCents)} due · {paidByWords(due)}
                {due.cancelledAt && ` · cancelled ${ledgerTime(due.cancelledAt, timeZone).day}`}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              className="shrink-0 self-start sm:self-auto"
              aria-label={`Settle the refund of ${due.registrantName}`}
              onClick={() => setSettling({ ...due })}
            >
              <HandCoins aria-hidden="true" />
              Settle
            </Button>
          </li>
        ))}
      </ul>
      <SettleRefundDialog target={settling} onClose={() => setSettling(null)} />
    </SectionCard>
  );
}
