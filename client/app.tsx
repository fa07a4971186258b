import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { ACCOUNT_PAGES, LANDING_PAGE, pagePattern, STAFF_PAGES } from '../common/routes';
import { LazyToaster } from './components/ui/lazy-toaster';
import { Spinner } from './components/ui/spinner';
import { ThemeClass } from './lib/theme';
import { withQueryRuntime } from './lib/with-query-runtime';
import { LandingPage } from './pages/public/landing-page';
import { NotFound } from './pages/public/not-found';

/** A screen loaded on its route (with the query library), a spinner until its code is here. */
function lazyRoute(load: () => Promise<ComponentType>) {
  const Page = lazy(withQueryRuntime(load));
  return function LazyRoute() {
    return (
      <Suspense
        fallback={
          <div className="flex min-h-svh items-center justify-center">
            <Spinner label="Loading page" className="size-8 text-primary" />
          </div>
        }
      >
        <Page />
      </Suspense>
    );
  };
}

// Payment pages (and Stripe.js with them) load only on their routes, never with the landing page.
const Checkout = lazyRoute(() => import('./pages/payment/checkout-page').then((m) => m.CheckoutPage));
const PaymentConfirmation = lazyRoute(() => import('./pages/payment/payment-confirmation-page').then((m) => m.PaymentConfirmationPage));
const StripeCheckout = lazyRoute(() => import('./pages/payment/stripe-checkout-page').then((m) => m.StripeCheckoutPage));
const DirectPayment = lazyRoute(() => import('./pages/payment/direct-payment-page').then((m) => m.DirectPaymentPage));
const SimpleCheckout = lazyRoute(() => import('./pages/payment/simple-checkout-page').then((m) => m.SimpleCheckoutPage));
const StaffArea = lazyRoute(() => import('./pages/staff-area').then((m) => m.default));
const AccountArea = lazyRoute(() => import('./pages/account/account-area').then((m) => m.default));

// Whole, case-sensitive paths as the server's route table has them (common/routes.ts): any other path,
// /login/anything or /CHECKOUT too, is the 404 page the server answered with.
const CHECKOUT_PAGE = pagePattern('/checkout');
const PAYMENT_CONFIRMATION_PAGE = pagePattern('/payment-confirmation');
const STRIPE_CHECKOUT_PAGE = pagePattern('/stripe-checkout');
const DIRECT_PAYMENT_PAGE = pagePattern('/direct-payment');
const SIMPLE_CHECKOUT_PAGE = pagePattern('/simple-checkout');

/** The whole client. `ssrPath` is given on the server, where there is no location to read. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <>
      <ThemeClass />
      <Router {...(ssrPath !== undefined && { ssrPath })}>
        <Switch>
          <Route path={LANDING_PAGE} component={LandingPage} />
          <Route path={CHECKOUT_PAGE} component={Checkout} />
          <Route path={PAYMENT_CONFIRMATION_PAGE} component={PaymentConfirmation} />
          <Route path={STRIPE_CHECKOUT_PAGE} component={StripeCheckout} />
          <Route path={DIRECT_PAYMENT_PAGE} component={DirectPayment} />
          <Route path={SIMPLE_CHECKOUT_PAGE} component={SimpleCheckout} />
          {/* /login and the admin areas share one module (and one auth state). */}
          <Route path={STAFF_PAGES} component={StaffArea} />
          {/* Officials' accounts (issue 29): their own module and session. */}
          <Route path={ACCOUNT_PAGES} component={AccountArea} />
          <Route component={NotFound} />
        </Switch>
      </Router>
      <LazyToaster />
    </>
  );
}
