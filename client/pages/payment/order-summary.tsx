import { centsFromDollars, formatMoney } from '../../../common/money';
import type { PaymentLine } from '../../../common/schemas/payment';

interface OrderSummaryProps {
  /** The package line (SPEC's labels), used when the server gave no lines. */
  label: string;
  programName: string | null;
  amount: number;
  /** The server's lines (package, then the bundle on its own line); they add up to the amount. */
  lines?: PaymentLine[] | undefined;
}

/** The checkout's order summary: the package line (and the bundle's), the program, and the total. */
export function OrderSummary({ label, programName, amount, lines }: OrderSummaryProps) {
  const shown = lines && lines.length > 0 ? lines : [{ label, amount }];
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-lg border bg-muted/40 p-4">
      <h2 id="order-summary-heading" className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Order Summary
      </h2>
      <dl className="grid gap-3 text-sm">
        {shown.map((line, index) => (
          <div key={line.label} className="flex items-start justify-between gap-4">
            <dt>
              <span className="font-medium">{line.label}</span>
              {index === 0 && programName && <span className="block text-muted-foreground">{programName}</span>}
            </dt>
            <dd className="font-medium tabular-nums">{formatMoney(centsFromDollars(line.amount))}</dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 border-t pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatMoney(centsFromDollars(amount))}
          </dd>
        </div>
      </dl>
    </section>
  );
}
