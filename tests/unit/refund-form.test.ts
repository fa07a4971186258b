// The refund dialog's form: dollars typed by staff, checked against what is left of the payment, sent
// as RefundRequestSchema's cents.
import { describe, expect, it } from 'vitest';
import { REFUND_AMOUNT_MESSAGES, dollarsToCents, refundFormSchema, refundFormValues } from '../../common/schemas/refund-form.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('dollarsToCents', () => {
  it.each([
    ['40', 4000], ['40.00', 4000], ['$40', 4000], ['10.5', 1050], ['0.07', 7], ['.25', 25], ['1,250.00', 125_000], [' 12.30 ', 1230], ['12.', 1200],
  ])('reads %s as %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '10.005', '-5', '1e3', '$', '.', '10.0.0'])('refuses %j', (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });
});

describe('refundFormSchema', () => {
  const schema = refundFormSchema(4000);

  it('turns the form into the refund request, in cents, a blank note left out', () => {
    expect(schema.parse({ amount: '10.00', reason: 'requested_by_customer', note: '  ' })).toEqual({ amountCents: 1000, reason: 'requested_by_customer' });
    expect(schema.parse({ amount: '40', reason: 'duplicate', note: ' Paid twice ' })).toEqual({ amountCents: 4000, reason: 'duplicate', note: 'Paid twice' });
  });

  it('says what is wrong with the amount', () => {
    const amount = (text: string) => messageOf(schema.safeParse({ amount: text, reason: 'other', note: '' }));
    expect(amount('')).toBe(REFUND_AMOUNT_MESSAGES.required);
    expect(amount('ten')).toBe(REFUND_AMOUNT_MESSAGES.format);
    expect(amount('1.234')).toBe(REFUND_AMOUNT_MESSAGES.format);
    expect(amount('0')).toBe('Refund amount must be more than $0.00');
    expect(amount('40.01')).toBe('Refund amount can be at most $40.00, what is left of this payment');
  });

  it('asks for a reason', () => {
    expect(messageOf(schema.safeParse({ amount: '5', reason: '', note: '' }))).toBe('Please choose a reason for the refund');
  });

  it('opens with the amount in dollars and cents', () => {
    expect(refundFormValues(3050, 'duplicate')).toEqual({ amount: '30.50', reason: 'duplicate', note: '' });
  });
});
