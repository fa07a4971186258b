import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeReadCache } from '../../server/payments/verify-cache.js';

const notFound = () => new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' });

describe('the verification cache', () => {
  it('asks once per id while fresh (also for concurrent calls), then again', async () => {
    let time = 0;
    const read = createStripeReadCache(() => time, 10_000, 500);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([read('cs_a', load), read('cs_a', load)])).toEqual([1, 1]);
    time = 9_999;
    expect(await read('cs_a', load)).toBe(1);
    time = 10_001;
    expect(await read('cs_a', load)).toBe(2);
  });

  it('keeps "not found", not other failures', async () => {
    const read = createStripeReadCache(() => 0, 10_000, 500);
    let loads = 0;
    const missing = () => (loads++, Promise.reject(notFound()));
    await expect(read('cs_missing', missing)).rejects.toThrow('No such object');
    await expect(read('cs_missing', missing)).rejects.toThrow('No such object');
    expect(loads).toBe(1);
    const failing = () => (loads++, Promise.reject(new Error('down')));
    await expect(read('cs_down', failing)).rejects.toThrow('down');
    await expect(read('cs_down', failing)).rejects.toThrow('down');
    expect(loads).toBe(3);
  });

  it('holds at most its bound, dropping the oldest', async () => {
    const read = createStripeReadCache(() => 0, 10_000, 3);
    let loads = 0;
    const load = async () => ++loads;
    for (const id of ['a', 'b', 'c', 'd']) await read(id, load);
    expect(await read('d', load)).toBe(4);
    expect(await read('a', load)).toBe(5);
  });
});
