import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { LazyToaster } from './components/ui/lazy-toaster';
import { Spinner } from './components/ui/spinner';
import { ThemeProvider } from './lib/theme';
import { LandingPage } from './pages/public/landing-page';
import { NotFound } from './pages/public/not-found';

// Payment pages (and Stripe.js with them) load only on their routes, never with the landing page.
const CheckoutPage = lazy(() => import('./pages/payment/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const PaymentConfirmationPage = lazy(() =>
  import('./pages/payment/payment-confirmation-page').then((m) => ({ default: m.PaymentConfirmationPage })),
);
const StripeCheckoutPage = lazy(() => import('./pages/payment/stripe-checkout-page').then((m) => ({ default: m.StripeCheckoutPage })));
const DirectPaymentPage = lazy(() => import('./pages/payment/direct-payment-page').then((m) => ({ default: m.DirectPaymentPage })));
const StaffAreaModule = lazy(() => import('./pages/staff-area'));
const SimpleCheckoutPage = lazy(() => import('./pages/payment/simple-checkout-page').then((m) => ({ default: m.SimpleCheckoutPage })));

function lazyRoute(Page: LazyExoticComponent<ComponentType>) {
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

const Checkout = lazyRoute(CheckoutPage);
const PaymentConfirmation = lazyRoute(PaymentConfirmationPage);
const StripeCheckout = lazyRoute(StripeCheckoutPage);
const DirectPayment = lazyRoute(DirectPaymentPage);
const SimpleCheckout = lazyRoute(SimpleCheckoutPage);
const StaffArea = lazyRoute(StaffAreaModule);
// /login and every /admin path share one module (and one auth state).
const STAFF_PATHS = /^\/(login|admin)(\/.*)?$/;

/** The whole client. `ssrPath` is given on the server, where there is no location to read. */
export function App({ queryClient, ssrPath }: { queryClient: QueryClient; ssrPath?: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Router {...(ssrPath !== undefined && { ssrPath })}>
          <Switch>
            <Route path="/" component={LandingPage} />
            <Route path="/checkout" component={Checkout} />
            <Route path="/payment-confirmation" component={PaymentConfirmation} />
            <Route path="/stripe-checkout" component={StripeCheckout} />
            <Route path="/direct-payment" component={DirectPayment} />
            <Route path="/simple-checkout" component={SimpleCheckout} />
            <Route path={STAFF_PATHS} component={StaffArea} />
            <Route component={NotFound} />
          </Switch>
        </Router>
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
