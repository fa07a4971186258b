// Refunding a payment from the back office (a ledger row, the reconciliation panel, a registration's
// details): the amount in dollars (what is left, unless the caller suggests another), a reason and a
// note; the confirm button says the amount. Stripe's refusal is shown in its words.
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { REFUND_REASON_LABELS, REFUND_REASONS, type RefundRequest } from '../../../../common/schemas/ledger';
import { dollarsToCents, refundFormSchema, refundFormValues, type RefundFormValues } from '../../../../common/schemas/refund-form';
import { formatMoney } from '../../../../common/money';
import { SelectField, TextField } from '../../../components/form/form-controls';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { DialogFormFooter } from '../shared/dialog-form-footer';
import { DialogFrame } from '../shared/dialog-frame';
import { useRefund } from './use-ledger';

/** The payment to refund and what the dialog opens with. */
export interface RefundTarget {
  paymentId: number;
  registrantName: string | null;
  programName: string | null;
  /** What Stripe took, in cents. */
  paidCents: number;
  /** What can still be refunded, in cents. */
  leftCents: number;
  /** The amount the dialog suggests (what is left unless given). */
  amountCents?: number;
  reason?: RefundRequest['reason'];
  note?: string;
  /** A second payment for a registration already paid. */
  duplicate?: boolean;
}

const REASON_OPTIONS = REFUND_REASONS.map((reason) => [reason, REFUND_REASON_LABELS[reason]] as const);

function describe(target: RefundTarget) {
  const who = target.registrantName ?? 'A payment with no registration';
  const what = target.programName ? ` for ${target.programName}` : '';
  const left = target.leftCents === target.paidCents ? 'all of it can be refunded' : `${formatMoney(target.leftCents)} of it can still be refunded`;
  return `${who} paid ${formatMoney(target.paidCents)}${target.duplicate ? ' a second time' : ''}${what}; ${left}.`;
}

function RefundForm({ target, refund, onClose }: { target: RefundTarget; refund: ReturnType<typeof useRefund>; onClose: () => void }) {
  const schema = useMemo(() => refundFormSchema(target.leftCents), [target.leftCents]);
  const form = useSchemaForm(schema, refundFormValues(target.amountCents ?? target.leftCents, target.reason ?? 'requested_by_customer', target.note));
  const amount = useWatch({ control: form.control, name: 'amount' });
  const cents = dollarsToCents(amount ?? '');
  const shown = cents !== null && cents > 0 && cents <= target.leftCents ? cents : null;

  return (
    <SchemaForm
      form={form}
      idPrefix="refund"
      className="grid gap-4"
      onSubmit={(body) => refund.mutate({ paymentId: target.paymentId, body }, { onSuccess: onClose })}
    >
      <fieldset disabled={refund.isPending} className="grid min-w-0 gap-4 [&_[data-slot=select-trigger]]:min-w-0">
        <TextField<RefundFormValues>
          name="amount"
          label="Amount to refund ($)"
          required
          inputMode="decimal"
          autoComplete="off"
          hint={`At most ${formatMoney(target.leftCents)}. The registration becomes Refunded only once the whole payment is back.`}
        />
        <SelectField<RefundFormValues> name="reason" label="Reason" required options={REASON_OPTIONS} />
        <TextField<RefundFormValues> name="note" label="Note (optional)" multiline rows={2} hint="Kept with the refund in the ledger." />
      </fieldset>
      <p className="text-sm text-muted-foreground">Stripe sends the money back to the card it came from. A refund cannot be undone.</p>
      <DialogFormFooter onCancel={onClose} variant="destructive" pending={refund.isPending} label={shown === null ? 'Refund' : `Refund ${formatMoney(shown)}`} pendingLabel="Refunding..." />
    </SchemaForm>
  );
}

/** The refund dialog, open while `target` is set; it closes itself after Stripe accepts the refund. */
export function RefundDialog({ target, onClose }: { target: RefundTarget | null; onClose: () => void }) {
  const refund = useRefund();
  return (
    <DialogFrame
      open={!!target}
      onOpenChange={(open) => !open && !refund.isPending && onClose()}
      title="Refund Payment"
      description={target ? describe(target) : ''}
      className="sm:max-w-md"
    >
      {/* Mounted while open, so each opening starts from the target's amount. */}
      {target && <RefundForm key={target.paymentId} target={target} refund={refund} onClose={onClose} />}
    </DialogFrame>
  );
}
