// A stand-in for Stripe's HTTP API, for the official SDK (pointed at it with STRIPE_API_BASE). It
// answers the endpoints the project calls, replays idempotent requests as Stripe does, and records
// every request so tests can read back what was sent.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

type StripeObject = Record<string, unknown> & { id: string };

/** Form bodies as the SDK encodes them: metadata[registrationId]=1, line_items[0][quantity]=1. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly checkoutSessions = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  private readonly idempotent = new Map<string, string>();
  /** When set, every request gets this status and a Stripe error body (e.g. to simulate an outage). */
  failWith: number | null = null;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        const [path = '', query = ''] = (request.url ?? '').split('?');
        const body = parseStripeForm(text);
        this.requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
        const [status, payload] = this.answer(request.method ?? 'GET', path, body, request.headers['idempotency-key'] as string | undefined, query);
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        response.end(JSON.stringify(payload));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The POSTs sent to a path, e.g. '/v1/payment_intents'. */
  posts(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && request.path === path);
  }

  /** What Stripe would do once the card is charged. */
  succeedPaymentIntent(id: string): StripeObject {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw new Error(`no payment intent ${id}`);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: newId('ch') });
    return intent;
  }

  /** The hosted page was paid: Stripe made a PaymentIntent (with the session's metadata) and charged it. */
  completeCheckoutSession(id: string): StripeObject {
    const session = this.checkoutSessions.get(id);
    if (!session) throw new Error(`no checkout session ${id}`);
    const intentId = newId('pi');
    this.paymentIntents.set(intentId, {
      id: intentId, object: 'payment_intent', amount: session.amount_total, amount_received: session.amount_total, currency: session.currency,
      status: 'succeeded', client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`, latest_charge: newId('ch'),
      metadata: (session.payment_intent_data as { metadata?: unknown } | undefined)?.metadata ?? session.metadata,
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intentId });
    return session;
  }

  /** A refund made in Stripe's dashboard (not through the API the project calls). */
  dashboardRefund(paymentIntentId: string, amount: number): StripeObject {
    return this.createRefund({ payment_intent: paymentIntentId, amount: String(amount) });
  }

  /** The bank sent a refund back (Stripe then sends refund.updated with status failed). */
  failRefund(id: string): StripeObject {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`no refund ${id}`);
    return Object.assign(refund, { status: 'failed', failure_reason: 'expired_or_canceled_card' });
  }

  private createRefund(body: Record<string, unknown>): StripeObject {
    const intent = this.paymentIntents.get(String(body.payment_intent));
    if (!intent) throw new Error(`no payment intent ${String(body.payment_intent)}`);
    const id = newId('re');
    const refund = {
      id, object: 'refund', amount: Number(body.amount ?? intent.amount_received), currency: intent.currency, status: 'succeeded',
      payment_intent: intent.id, charge: intent.latest_charge ?? null, reason: body.reason ?? null, metadata: body.metadata ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.set(id, refund);
    return refund;
  }

  /** Stripe's refund rules: only a succeeded payment, and never more than is left of it. */
  private refund(body: Record<string, unknown>): [number, unknown] {
    const intent = this.paymentIntents.get(String(body.payment_intent));
    if (!intent) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${String(body.payment_intent)}'` } }];
    if (intent.status !== 'succeeded') return [400, { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent does not have a successful charge to refund.' } }];
    // A failed or canceled refund gives its amount back to what can be refunded.
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed' && refund.status !== 'canceled')
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const left = Number(intent.amount_received) - refunded;
    const amount = Number(body.amount ?? left);
    if (left <= 0) return [400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${String(intent.latest_charge)} has already been refunded.` } }];
    if (amount > left) return [400, { error: { type: 'invalid_request_error', code: 'amount_too_large', message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})` } }];
    return [200, this.createRefund({ ...body, amount: String(amount) })];
  }

  private answer(method: string, path: string, body: Record<string, unknown>, key: string | undefined, query = ''): [number, unknown] {
    if (this.failWith) return [this.failWith, { error: { type: 'api_error', message: 'Stripe is having a bad day' } }];
    const replay = key ? this.idempotent.get(`${path} ${key}`) : undefined;
    if (method === 'POST' && replay) return [200, this.paymentIntents.get(replay) ?? this.checkoutSessions.get(replay) ?? this.refunds.get(replay)];
    if (method === 'POST' && path === '/v1/refunds') {
      const [status, refund] = this.refund(body);
      if (key && status === 200) this.idempotent.set(`${path} ${key}`, (refund as StripeObject).id);
      return [status, refund];
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const filter = new URLSearchParams(query);
      const data = [...this.refunds.values()].filter((refund) =>
        (!filter.get('charge') || refund.charge === filter.get('charge')) && (!filter.get('payment_intent') || refund.payment_intent === filter.get('payment_intent')));
      return [200, { object: 'list', data, has_more: false, url: '/v1/refunds' }];
    }
    const action = /^\/v1\/(payment_intents|checkout\/sessions)\/([\w-]+)\/(cancel|expire)$/.exec(path);
    if (method === 'POST' && action) {
      const object = (action[1] === 'payment_intents' ? this.paymentIntents : this.checkoutSessions).get(action[2]!);
      if (!object) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${action[2]}'` } }];
      // As Stripe: money taken cannot be canceled or expired away.
      if (object.status === 'succeeded' || object.status === 'complete') {
        return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This object cannot be ${action[3] === 'cancel' ? 'canceled' : 'expired'} because its status is ${String(object.status)}.` } }];
      }
      Object.assign(object, action[3] === 'cancel' ? { status: 'canceled' } : { status: 'expired' });
      return [200, object];
    }

    let created: StripeObject | undefined;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = newId('pi');
      created = {
        id, object: 'payment_intent', amount: Number(body.amount), amount_received: 0, currency: body.currency,
        status: 'requires_payment_method', client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: body.metadata ?? {}, receipt_email: body.receipt_email ?? null, description: body.description ?? null,
      };
      this.paymentIntents.set(id, created);
    } else if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const items = body.line_items as Record<string, { quantity: string; price_data: { unit_amount: string; currency: string } }>;
      const amount = Object.values(items).reduce((sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity), 0);
      created = {
        id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, amount_total: amount,
        currency: Object.values(items)[0]?.price_data.currency ?? 'usd', status: 'open', payment_status: 'unpaid',
        metadata: body.metadata ?? {}, customer_email: body.customer_email ?? null,
        customer_details: body.customer_email ? { name: null, email: body.customer_email } : null, payment_intent: null,
        success_url: body.success_url, cancel_url: body.cancel_url,
        // Stripe's default is 24 hours after creation.
        expires_at: body.expires_at === undefined ? Math.floor(Date.now() / 1000) + 86_400 : Number(body.expires_at),
      };
      this.checkoutSessions.set(id, created);
    }
    if (created) {
      if (key) this.idempotent.set(`${path} ${key}`, created.id);
      return [200, created];
    }
    const found = /^\/v1\/(payment_intents|checkout\/sessions|refunds)\/([\w-]+)$/.exec(path);
    if (method === 'GET' && found) {
      const store = found[1] === 'payment_intents' ? this.paymentIntents : found[1] === 'refunds' ? this.refunds : this.checkoutSessions;
      const object = store.get(found[2]!);
      if (object) return [200, object];
      return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${found[2]}'` } }];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }
}
