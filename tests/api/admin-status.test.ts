// GET /api/admin/status: staff are told when payments run in test mode (no Stripe keys).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';

// Live mode needs only the keys here: the status call never reaches Stripe (the base is a closed port).
const LIVE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: 'http://127.0.0.1:9' };

let testMode: TestApp;
let live: TestApp;
beforeAll(async () => {
  [testMode, live] = await Promise.all([createTestApp(), createTestApp({ env: LIVE_ENV })]);
});
afterAll(async () => {
  await Promise.all([testMode?.close(), live?.close()]);
});

describe('GET /api/admin/status', () => {
  it('says payments are in test mode without Stripe keys', async () => {
    const response = await testMode.admin('GET', '/api/admin/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { paymentsTestMode: true, openDisputes: 0 } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says payments are live with the Stripe keys', async () => {
    const response = await live.admin('GET', '/api/admin/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { paymentsTestMode: false, openDisputes: 0 } });
  });

  it('is for admins only', async () => {
    const response = await testMode.app.inject({ method: 'GET', url: '/api/admin/status' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Authentication required. Please log in.' });
  });
});
