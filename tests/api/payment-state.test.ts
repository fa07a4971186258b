// GET /api/payment-state/{id}?token= (issue 27, point 2): the landing page asks it before offering
// "Resume your payment". Payable only while the registration is active, pending and has a fee; the same
// 404 for a wrong token as for no registration, so ids cannot be probed; nothing about the person.
import { describe, expect, it } from 'vitest';
import { testAppSession } from '../helpers/app.js';
import { register } from '../helpers/registrations.js';

const session = testAppSession();

const stateOf = (id: number | string, token?: string) =>
  session.app.inject({ method: 'GET', url: `/api/payment-state/${id}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}` });

describe('GET /api/payment-state/{id}', () => {
  it('says a pending registration with a fee can be paid, with its amount and nothing else', async () => {
    const registration = await register(session.app.inject.bind(session.app), { firstName: 'Avery', lastName: 'Resume' });
    const response = await stateOf(registration.id, registration.paymentToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, data: { payable: true, paymentAmount: registration.paymentAmount } });
  });

  it('says no once it is paid or cancelled, and follows a fee staff changed', async () => {
    const paid = await register(session.app.inject.bind(session.app), { firstName: 'Blake', lastName: 'Resume' });
    expect((await session.admin('PUT', `/api/registrations/${paid.id}`, { paymentStatus: 'paid' })).statusCode).toBe(200);
    expect((await stateOf(paid.id, paid.paymentToken)).json().data.payable).toBe(false);

    const cancelled = await register(session.app.inject.bind(session.app), { firstName: 'Casey', lastName: 'Resume' });
    expect((await session.admin('PUT', `/api/registrations/${cancelled.id}`, { registrationStatus: 'cancelled' })).statusCode).toBe(200);
    expect((await stateOf(cancelled.id, cancelled.paymentToken)).json().data.payable).toBe(false);

    const changed = await register(session.app.inject.bind(session.app), { firstName: 'Devon', lastName: 'Resume' });
    expect((await session.admin('PUT', `/api/registrations/${changed.id}`, { paymentAmount: 25 })).statusCode).toBe(200);
    expect((await stateOf(changed.id, changed.paymentToken)).json()).toEqual({ success: true, data: { payable: true, paymentAmount: 25 } });
  });

  it('answers 404 alike for a wrong token and a registration that is gone, and 400 for bad input', async () => {
    const registration = await register(session.app.inject.bind(session.app), { firstName: 'Emery', lastName: 'Resume' });
    const wrongToken = await stateOf(registration.id, 'not-the-token');
    expect(wrongToken.statusCode).toBe(404);
    expect((await session.admin('DELETE', `/api/registrations/${registration.id}`)).statusCode).toBe(200);
    const gone = await stateOf(registration.id, registration.paymentToken);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(wrongToken.json());
    expect(gone.json().message).toBe('Registration not found');

    const missingToken = await stateOf(registration.id);
    expect(missingToken.statusCode).toBe(400);
    expect(missingToken.json().message).toContain('Payment token is required');
    expect((await stateOf('abc', 'x')).statusCode).toBe(400);
    expect((await stateOf(registration.id, 'x'.repeat(101))).statusCode).toBe(400);
  });
});
