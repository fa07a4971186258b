// A stand-in for Stripe.js (https://js.stripe.com), served to the browser by page.route: the machine has
// no network, and the real script would talk to Stripe. It implements what @stripe/stripe-js's
// loadStripe and @stripe/react-stripe-js's <Elements>/<PaymentElement> call (Stripe(pk), elements(),
// create(), mount(), on()/off(), update(), destroy()), and a confirmPayment that asks the test what
// happened: it POSTs the client secret to https://api.stripe.com/v1/payment_intents/{id}/confirm (which
// the test intercepts too; the site's CSP allows api.stripe.com) and, when the answer has no error,
// goes to the return address with the query Stripe adds.
import type { Page, Route } from 'playwright-core';

export const FAKE_STRIPE_JS = String.raw`(function () {
  var script = document.currentScript;
  var train = /js\.stripe\.com\/([^/]+)\//.exec((script && script.src) || '');
  var record = (window.__fakeStripe = { publishableKeys: [], elementsOptions: [], created: [], confirmed: [] });

  function emitter() {
    var handlers = {};
    return {
      on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
      off: function (event, handler) { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== handler; }); },
      emit: function (event, payload) { (handlers[event] || []).slice().forEach(function (h) { h(payload); }); },
    };
  }

  function createElement(type, options) {
    var events = emitter();
    var node = null;
    var element = {
      mount: function (target) {
        var parent = typeof target === 'string' ? document.querySelector(target) : target;
        node = document.createElement('div');
        node.setAttribute('data-fake-stripe-element', type);
        node.style.cssText = 'border:1px solid #d4d4d8;border-radius:6px;padding:12px;font:14px system-ui;';
        node.textContent = 'Fake card element';
        parent.appendChild(node);
        setTimeout(function () { events.emit('ready', { elementType: type }); }, 0);
      },
      unmount: function () { if (node) node.remove(); node = null; },
      destroy: function () { element.unmount(); },
      update: function (next) { Object.assign(options, next); },
      on: function (event, handler) { events.on(event, handler); return element; },
      off: function (event, handler) { events.off(event, handler); return element; },
      focus: function () {}, blur: function () {}, clear: function () {}, collapse: function () {},
    };
    record.created.push({ type: type, options: options });
    return element;
  }

  function Stripe(publishableKey) {
    record.publishableKeys.push(publishableKey);
    var clientSecret = null;
    var created = {};
    return {
      elements: function (options) {
        options = options || {};
        clientSecret = options.clientSecret || null;
        record.elementsOptions.push(JSON.parse(JSON.stringify(options)));
        return {
          create: function (type, elementOptions) { return (created[type] = createElement(type, elementOptions || {})); },
          getElement: function (type) { return created[type] || null; },
          update: function (next) { record.elementsOptions.push(JSON.parse(JSON.stringify(next))); },
          submit: function () { return Promise.resolve({}); },
          fetchUpdates: function () { return Promise.resolve({}); },
        };
      },
      confirmPayment: function (params) {
        var secret = clientSecret || '';
        var id = secret.split('_secret_')[0];
        record.confirmed.push({ id: id, returnUrl: params.confirmParams.return_url });
        return fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'client_secret=' + encodeURIComponent(secret),
        })
          .then(function (response) { return response.json(); })
          .then(function (answer) {
            if (answer.error) return { error: answer.error };
            var query = 'payment_intent=' + id + '&payment_intent_client_secret=' + encodeURIComponent(secret) + '&redirect_status=succeeded';
            window.location.assign(params.confirmParams.return_url + '?' + query);
            return new Promise(function () {});
          });
      },
      createToken: function () { return Promise.reject(new Error('not faked')); },
      createPaymentMethod: function () { return Promise.reject(new Error('not faked')); },
      confirmCardPayment: function () { return Promise.reject(new Error('not faked')); },
      _registerWrapper: function () {},
      registerAppInfo: function () {},
    };
  }
  Stripe.version = train ? train[1] : 3;
  window.Stripe = Stripe;
})();`;

export interface StripeJsTraffic {
  /** Every URL the page asked of js.stripe.com. */
  scriptRequests: string[];
}

/**
 * Serves the fake Stripe.js on js.stripe.com and answers confirmations on api.stripe.com with
 * `confirm(paymentIntentId)`: return null for success, or a Stripe error message for a declined card.
 */
export async function fakeStripeJs(page: Page, confirm: (paymentIntentId: string) => string | null = () => null): Promise<StripeJsTraffic> {
  const traffic: StripeJsTraffic = { scriptRequests: [] };
  await page.route('https://js.stripe.com/**', (route: Route) => {
    traffic.scriptRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  await page.route('https://api.stripe.com/**', (route: Route) => {
    const match = /\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(new URL(route.request().url()).pathname);
    const headers = { 'access-control-allow-origin': '*' };
    if (!match) return route.fulfill({ status: 404, headers, contentType: 'application/json', body: '{"error":{"message":"not faked"}}' });
    const declined = confirm(match[1]!);
    const body = declined === null ? { id: match[1], status: 'succeeded' } : { error: { type: 'card_error', code: 'card_declined', message: declined } };
    return route.fulfill({ status: declined === null ? 200 : 402, headers, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return traffic;
}
