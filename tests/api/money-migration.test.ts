// Issue 28, one unit of money: migration 0010 turns the dollars stored before it into cents (a
// registration's fee, a program's price and each of its tiers' prices), and SPEC's API still answers
// the same dollars while Stripe is told cents. A database is migrated up to 0009 only, given rows as
// that schema stored them, then opened as the app opens it (which applies 0010).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/kernel/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { databaseFrom } from '../helpers/database-before.js';
import { FakeStripe } from '../helpers/fake-stripe.js';
import { register } from '../helpers/registrations.js';

const BEFORE = '0009_integrity';
const TOKEN = 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5';

// Rows as the schema of 0009 stored them: whole dollars in payment_amount, price and each tier's price.
const DOLLAR_ROWS = `
  INSERT INTO programs (id, name, description, duration, price, price_tiers, active) VALUES
    (9001, 'Dollar Era Clinic', 'A program stored before money was cents.', '2 days', 40,
      '[{"name": "New Official", "price": 40}, {"name": "New Official + Equipment Bundle", "price": 75, "description": "Whistle and shirt"}, {"name": "Experienced Official", "price": 55}]'::jsonb, true),
    (9002, 'Dollar Era Free Clinic', 'A program without a price or tiers.', '1 day', NULL, '[]'::jsonb, true);
  INSERT INTO registrations (program_id, program_name, first_name, last_name, date_of_birth, email, phone, payment_amount, payment_status, payment_token) VALUES
    (9001, 'Dollar Era Clinic', 'Dana', 'Dollars', '1990-04-02', 'dana.dollars@example.com', '(602) 555-0134', 40, 'pending', '${TOKEN}'),
    (9001, 'Dollar Era Clinic', 'Paige', 'Paid', '1991-05-03', 'paige.paid@example.com', '(602) 555-0135', 75, 'paid', 'f0e1d2c3b4a5f6e7d8c9b0a1f2e3d4c5');`;

let stripe: FakeStripe;
let database: Database;
let t: TestApp;
beforeAll(async () => {
  stripe = await new FakeStripe().start();
  database = await databaseFrom(BEFORE, DOLLAR_ROWS);
  t = await createTestApp({
    database,
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: stripe.url },
  });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await stripe?.stop();
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)) as unknown as { rows: T[] };
const dana = async () => (await rowsOf<{ id: number; payment_amount_cents: number }>(sql`SELECT id, payment_amount_cents FROM registrations WHERE email = 'dana.dollars@example.com'`)).rows[0]!;

describe('migration 0010 converts the stored dollars to cents', () => {
  it('stores the fees, the prices and every tier price in cents, under names that say so', async () => {
    const fees = await rowsOf<{ email: string; payment_amount_cents: number }>(sql`SELECT email, payment_amount_cents FROM registrations WHERE program_id = 9001 ORDER BY email`);
    expect(fees.rows).toEqual([
      { email: 'dana.dollars@example.com', payment_amount_cents: 4000 },
      { email: 'paige.paid@example.com', payment_amount_cents: 7500 },
    ]);
    const prices = await rowsOf<{ id: number; price_cents: number | null; price_tiers: unknown }>(sql`SELECT id, price_cents, price_tiers FROM programs WHERE id IN (9001, 9002) ORDER BY id`);
    expect(prices.rows).toEqual([
      {
        id: 9001, price_cents: 4000,
        price_tiers: [
          { name: 'New Official', priceCents: 4000 },
          { name: 'New Official + Equipment Bundle', priceCents: 7500, description: 'Whistle and shirt' },
          { name: 'Experienced Official', priceCents: 5500 },
        ],
      },
      { id: 9002, price_cents: null, price_tiers: [] },
    ]);
    const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND (table_name, column_name) IN (('registrations', 'payment_amount'), ('programs', 'price'))`);
    expect(columns.rows).toEqual([]);
  });
});

describe('SPEC\'s API answers the same dollars after it', () => {
  it('gives the registration\'s paymentAmount and the program\'s prices in whole dollars', async () => {
    const { id } = await dana();
    const registration = await t.admin('GET', `/api/registrations/${id}`);
    expect(registration.statusCode, registration.body).toBe(200);
    expect(registration.json().data).toMatchObject({ paymentAmount: 40, paymentStatus: 'pending' });
    expect(registration.json().data).not.toHaveProperty('paymentAmountCents');
    const listed = (await t.admin('GET', '/api/registrations')).json().data as { email: string; paymentAmount: number }[];
    expect(listed.map(({ email, paymentAmount }) => ({ email, paymentAmount }))).toEqual([
      { email: 'paige.paid@example.com', paymentAmount: 75 },
      { email: 'dana.dollars@example.com', paymentAmount: 40 },
    ]);

    const program = await t.app.inject({ method: 'GET', url: '/api/programs/9001' });
    expect(program.json().data).toMatchObject({
      price: 40,
      priceTiers: [
        { name: 'New Official', price: 40 },
        { name: 'New Official + Equipment Bundle', price: 75, description: 'Whistle and shirt' },
        { name: 'Experienced Official', price: 55 },
      ],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/programs/9002' })).json().data).toMatchObject({ price: null, priceTiers: [] });
    const state = await t.app.inject({ method: 'GET', url: `/api/payment-state/${id}?token=${TOKEN}` });
    expect(state.json()).toEqual({ success: true, data: { payable: true, paymentAmount: 40 } });
  });

  it('tells Stripe the migrated fee in cents, and refuses a payment amount that is not it', async () => {
    const { id } = await dana();
    const wrong = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { paymentAmount: 4000, registrationId: id, paymentToken: TOKEN } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Payment amount $4,000.00 does not match the registration fee of $40.00');

    const response = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { paymentAmount: 40, registrationId: id, paymentToken: TOKEN } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lines).toEqual([{ label: 'New Official Registration', amount: 40 }]);
    const [sent] = stripe.posts('/v1/payment_intents');
    expect(sent?.body).toMatchObject({ amount: '4000', currency: 'usd', metadata: { registrationId: String(id) } });
  });

  it('charges a new registration the migrated tier prices, and keeps an amount staff type in dollars', async () => {
    const registered = await register(t.app.inject.bind(t.app), { programId: 9001, equipmentBundle: true, paymentAmount: 75, email: 'after.migration@example.com' });
    expect(registered.paymentAmount).toBe(75);
    expect((await rowsOf<{ cents: number }>(sql`SELECT payment_amount_cents AS cents FROM registrations WHERE id = ${registered.id}`)).rows).toEqual([{ cents: 7500 }]);

    const changed = await t.admin('PUT', `/api/registrations/${registered.id}`, { paymentAmount: 60 });
    expect(changed.json().data.paymentAmount).toBe(60);
    expect((await rowsOf<{ cents: number }>(sql`SELECT payment_amount_cents AS cents FROM registrations WHERE id = ${registered.id}`)).rows).toEqual([{ cents: 6000 }]);
  });
});
