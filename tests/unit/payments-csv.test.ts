// The payments ledger's CSV file and its words: times in the organisation's zone, refunds as negative
// amounts, Stripe's statuses and reasons as staff read them.
import { describe, expect, it } from 'vitest';
import { csvTime, paymentsCsv, paymentsCsvFileName } from '../../client/pages/admin/payments/payments-csv.js';
import { reasonLabel, refundableCents, signedUsd, statusLabel } from '../../client/pages/admin/payments/ledger-labels.js';
import type { LedgerEntry } from '../../common/schemas/ledger.js';

const PHOENIX = 'America/Phoenix';

const entry = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 1, kind: 'payment', stripeId: 'pi_1', paymentIntentId: 'pi_1', registrationId: 7, registrantName: 'Avery Lopez', programId: 1,
  programName: 'Fall Clinic', amountCents: 4000, currency: 'usd', status: 'succeeded', duplicate: false, disputed: false, reason: '',
  refundedCents: 0, method: 'stripe', note: '', recordedBy: null, occurredAt: '2026-01-05T22:04:00.000Z', ...overrides,
});

describe('the ledger CSV', () => {
  it('writes one line per row: Arizona time, a refund negative, flags and the reason in words', () => {
    const text = paymentsCsv([
      entry({ refundedCents: 1000 }),
      entry({ id: 2, kind: 'refund', stripeId: 're_1', amountCents: 1000, reason: 'requested_by_customer' }),
      entry({ id: 3, kind: 'dispute', stripeId: 'dp_1', status: 'needs_response', reason: 'product_not_received', registrantName: null, programName: null, registrationId: null }),
      entry({ id: 4, kind: 'refund', stripeId: 'manual_1', amountCents: 3000, reason: 'requested_by_customer', method: 'cash', note: 'At the desk', recordedBy: 'admin' }),
    ], PHOENIX);
    expect(text.split('\r\n')).toEqual([
      'Date,Registrant,Program,Kind,Amount,Currency,Status,Stripe ID,Refunded,Duplicate,Disputed,Reason,Registration ID,Method,Note,Recorded By',
      '2026-01-05 15:04,Avery Lopez,Fall Clinic,Payment,40.00,USD,Paid,pi_1,10.00,No,No,,7,Card (Stripe),,',
      '2026-01-05 15:04,Avery Lopez,Fall Clinic,Refund,-10.00,USD,Refunded,re_1,,No,No,Requested by the registrant,7,Card (Stripe),,',
      '2026-01-05 15:04,,,Dispute,40.00,USD,Needs response,dp_1,,No,No,Product not received,,Card (Stripe),,',
      '2026-01-05 15:04,Avery Lopez,Fall Clinic,Refund,-30.00,USD,Refunded,manual_1,,No,No,Requested by the registrant,7,Cash,At the desk,admin',
      '',
    ]);
  });

  it('defuses a note that a spreadsheet would run as a formula', () => {
    expect(paymentsCsv([entry({ kind: 'refund', reason: '=HYPERLINK("x")' })], PHOENIX)).toContain(`,"'=HYPERLINK(""x"")",`);
  });

  it('is named payments-YYYY-MM-DD.csv by the organisation\'s date', () => {
    expect(paymentsCsvFileName(new Date('2026-01-05T19:00:00Z'), PHOENIX)).toBe('payments-2026-01-05.csv');
    // 01:30 UTC on the 6th is still the 5th in Phoenix, already the 6th in UTC.
    expect(paymentsCsvFileName(new Date('2026-01-06T01:30:00Z'), PHOENIX)).toBe('payments-2026-01-05.csv');
    expect(paymentsCsvFileName(new Date('2026-01-06T01:30:00Z'), 'UTC')).toBe('payments-2026-01-06.csv');
  });

  it('reads times in Arizona (no daylight saving), or in whatever zone the settings name', () => {
    expect(csvTime('2026-07-01T06:30:00.000Z', PHOENIX)).toBe('2026-06-30 23:30');
    expect(csvTime('2026-07-01T06:30:00.000Z', 'America/New_York')).toBe('2026-07-01 02:30');
    expect(csvTime('not a time', PHOENIX)).toBe('not a time');
  });
});

describe('the ledger in words', () => {
  it('names Stripe statuses by kind, and an unknown one by its words', () => {
    expect(statusLabel({ kind: 'payment', status: 'succeeded' })).toBe('Paid');
    expect(statusLabel({ kind: 'refund', status: 'failed' })).toBe('Refund failed');
    expect(statusLabel({ kind: 'dispute', status: 'warning_needs_response' })).toBe('Inquiry: needs response');
    expect(statusLabel({ kind: 'dispute', status: 'something_new' })).toBe('Something new');
  });

  it('keeps a note as written and names our reasons', () => {
    expect(reasonLabel({ kind: 'refund', reason: 'duplicate' })).toBe('Duplicate payment');
    expect(reasonLabel({ kind: 'refund', reason: 'Missed the first session' })).toBe('Missed the first session');
  });

  it('signs a refund, and refunds only what is left of a payment', () => {
    expect(signedUsd(entry({ kind: 'refund', amountCents: 1050 }))).toBe('−$10.50');
    expect(refundableCents(entry({ refundedCents: 1500 }))).toBe(2500);
    expect(refundableCents(entry({ kind: 'dispute' }))).toBe(0);
    // Money staff recorded by hand cannot go back through Stripe (issue 27).
    expect(refundableCents(entry({ method: 'cash' }))).toBe(0);
  });
});
