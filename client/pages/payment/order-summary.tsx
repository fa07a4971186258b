import { formatUsd } from '../../../common/format';

/** The checkout's order summary: the package line, the program, and the total. */
export function OrderSummary({ label, programName, amount }: { label: string; programName: string | null; amount: number }) {
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-lg border bg-muted/40 p-4">
      <h2 id="order-summary-heading" className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Order Summary
      </h2>
      <dl className="grid gap-3 text-sm">
        <div className="flex items-start justify-between gap-4">
          <dt>
            <span className="font-medium">{label}</span>
            {programName && <span className="block text-muted-foreground">{programName}</span>}
          </dt>
          <dd className="font-medium tabular-nums">{formatUsd(amount)}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 border-t pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatUsd(amount)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
