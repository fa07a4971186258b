// Settling a refund that is due to a registrant (issue 27), from the registration's details or the
// Payments screen's "Refunds due": back to the card through Stripe when Stripe took the payment, or
// recorded as given back by hand (cash, check, other) with a note. The server's message is the toast.
import { useWatch } from 'react-hook-form';
import type { PaymentMethod } from '../../../../common/constants';
import {
  PAID_BY_WORDS, PAYMENT_METHOD_LABELS, SettleRefundFormSchema, settleMethods, type SettleRefundFormValues,
} from '../../../../common/schemas/refund-settlement';
import { formatMoney } from '../../../../common/money';
import { SelectField, TextField } from '../../../components/form/form-controls';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { DialogFormFooter } from '../shared/dialog-form-footer';
import { DialogFrame } from '../shared/dialog-frame';
import { useSettleRefund } from './use-ledger';

/** The refund to settle and how the registration was paid. */
export interface SettleTarget {
  registrationId: number;
  registrantName: string;
  programName: string;
  dueCents: number;
  /** How its own payment came in (null: no payment in the ledger). */
  paidBy: PaymentMethod | null;
}

const describe = ({ registrantName, programName, dueCents, paidBy }: SettleTarget) =>
  `${registrantName} is owed ${formatMoney(dueCents)} for ${programName}${paidBy ? `, ${PAID_BY_WORDS[paidBy]}` : ''}.`;

function SettleForm({ target, settle, onClose }: { target: SettleTarget; settle: ReturnType<typeof useSettleRefund>; onClose: () => void }) {
  const methods = settleMethods(target.paidBy === 'stripe');
  // The way it came in is the way it usually goes back.
  const form = useSchemaForm(SettleRefundFormSchema, { method: target.paidBy ?? 'cash', note: '' });
  const method = useWatch({ control: form.control, name: 'method' });
  const amount = formatMoney(target.dueCents);
  return (
    <SchemaForm
      form={form}
      idPrefix="settle-refund"
      className="grid gap-4"
      onSubmit={(body) => settle.mutate({ registrationId: target.registrationId, body }, { onSuccess: onClose })}
    >
      <fieldset disabled={settle.isPending} className="grid min-w-0 gap-4 [&_[data-slot=select-trigger]]:min-w-0">
        <SelectField<SettleRefundFormValues>
          name="method"
          label="Refunded by"
          required
          options={methods.map((value) => [value, value === 'stripe' ? 'Card, through Stripe' : PAYMENT_METHOD_LABELS[value]] as const)}
        />
        <TextField<SettleRefundFormValues> name="note" label="Note (optional)" multiline rows={2} hint="Kept with the refund in the ledger." />
      </fieldset>
      <p className="text-sm text-muted-foreground">
        {method === 'stripe'
          ? `Stripe sends ${amount} back to the card it came from. A refund cannot be undone.`
          : `Give the money back first: this records that ${amount} was refunded outside Stripe and emails the registrant.`}
      </p>
      <DialogFormFooter onCancel={onClose} pending={settle.isPending} label={`Settle ${amount}`} pendingLabel="Settling..." />
    </SchemaForm>
  );
}

/** The dialog, open while `target` is set; it closes itself once the server settled the refund. */
export function SettleRefundDialog({ target, onClose }: { target: SettleTarget | null; onClose: () => void }) {
  const settle = useSettleRefund();
  return (
    <DialogFrame
      open={!!target}
      onOpenChange={(open) => !open && !settle.isPending && onClose()}
      title="Settle Refund"
      description={target ? describe(target) : ''}
      className="sm:max-w-md"
    >
      {target && <SettleForm key={target.registrationId} target={target} settle={settle} onClose={onClose} />}
    </DialogFrame>
  );
}
