// A registration's fee is stored in cents (payment_amount_cents, migration 0010) and the server works in
// cents; SPEC's API gives and takes it as `paymentAmount`, in whole dollars. Answers leave through
// registrationAnswer, staff's input comes in through amountColumn (common/money.ts converts).
import { centsFromDollars, dollarsFromCents } from '../../common/money.js';

/** A stored registration as the API answers it: the fee as `paymentAmount`, in dollars. */
export function registrationAnswer<T extends { paymentAmountCents: number }>({ paymentAmountCents, ...row }: T): Omit<T, 'paymentAmountCents'> & { paymentAmount: number } {
  return { ...row, paymentAmount: dollarsFromCents(paymentAmountCents) };
}

type AmountColumn<T> = Omit<T, 'paymentAmount'> & (T extends { paymentAmount: number } ? { paymentAmountCents: number } : { paymentAmountCents?: number });

/** An input's `paymentAmount` (dollars), when it has one, as the column (cents). */
export function amountColumn<T extends { paymentAmount?: number | undefined }>({ paymentAmount, ...fields }: T): AmountColumn<T> {
  return { ...fields, ...(paymentAmount !== undefined && { paymentAmountCents: centsFromDollars(paymentAmount) }) } as AmountColumn<T>;
}
