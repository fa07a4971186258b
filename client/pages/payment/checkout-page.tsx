// /checkout (SPEC sections 2 and 4): sets up a PaymentIntent for the registration, then shows the
// test-mode completion (no Stripe keys, or the payment service unreachable) or Stripe's Payment Element.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FlaskConical } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../components/ui/card';
import { useToast } from '../../hooks/use-toast';
import { ApiError } from '../../lib/api';
import { forgetPendingPayment } from '../public/resume/pending-payment';
import { OrderSummary } from './order-summary';
import { createPaymentIntent, isNetworkError } from './payment-api';
import { PaymentCardHeader, PaymentErrorCard, PaymentLoading, PaymentShell } from './payment-layout';
import type { PaymentLine } from '../../../common/schemas/payment';
import { amountOf, packageLabel, programNameOf, readPaymentQuery, registrationFields, storePaymentLines } from './payment-query';

// Stripe.js and the Payment Element load only when the server is in live mode.
const LiveCheckoutForm = lazy(() => import('./checkout-live-form').then((module) => ({ default: module.LiveCheckoutForm })));

/** SPEC section 9: the test-mode redirect delay. */
const TEST_REDIRECT_DELAY_MS = 1500;
const TEST_CONFIRMATION_URL = '/payment-confirmation?success=true&test=true';
const SETTING_UP = 'Setting up payment...';

type Setup =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'test'; notice: string; lines?: PaymentLine[] | undefined }
  | { kind: 'live'; clientSecret: string; publishableKey: string; lines?: PaymentLine[] | undefined };

function setupError(error: unknown, registrationId: string | null): Setup {
  // Paid, cancelled, its seat gone, or no such registration: the landing page stops offering to resume it.
  if (error instanceof ApiError && (error.status === 404 || error.status === 409)) forgetPendingPayment(registrationId);
  if (error instanceof ApiError) return { kind: 'error', message: error.serverMessage ?? 'Could not set up payment. Please contact support.' };
  return { kind: 'error', message: 'Payment service returned an invalid response' };
}

export function CheckoutPage() {
  const search = useSearch();
  const query = useMemo(() => readPaymentQuery(new URLSearchParams(search)), [search]);
  const amount = amountOf(query);
  const programName = useMemo(() => programNameOf(query), [query]);
  const [attempt, setAttempt] = useState(0);
  const [setup, setSetup] = useState<Setup>({ kind: 'loading' });

  useEffect(() => {
    if (query.amount === null) return;
    let current = true;
    setSetup({ kind: 'loading' });
    createPaymentIntent({ paymentAmount: query.amount, ...registrationFields(query), programName })
      .then((answer): Setup => {
        if (!answer.success) return { kind: 'error', message: answer.message || 'Payment processing failed' };
        if (answer.testMode) return { kind: 'test', notice: 'Payments are in test mode: no card will be charged.', lines: answer.lines };
        if (!answer.clientSecret) return { kind: 'error', message: 'No client secret returned from server' };
        if (!answer.publishableKey) return { kind: 'error', message: 'Payment system not ready. Please try again.' };
        return { kind: 'live', clientSecret: answer.clientSecret, publishableKey: answer.publishableKey, lines: answer.lines };
      })
      .catch((error: unknown): Setup => {
        // SPEC section 4: a network error while creating the intent falls back to test mode.
        if (isNetworkError(error)) {
          return { kind: 'test', notice: 'The payment service could not be reached, so checkout continues in test mode: no card will be charged.' };
        }
        return setupError(error, query.registrationId);
      })
      .then((next) => {
        if (current) setSetup(next);
      });
    return () => {
      current = false;
    };
  }, [query, programName, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  const label = packageLabel(query.packageType);

  let content;
  if (query.amount === null) content = <PaymentErrorCard message="No payment amount specified" />;
  else if (setup.kind === 'loading') content = <PaymentLoading title={SETTING_UP} />;
  else if (setup.kind === 'error') content = <PaymentErrorCard message={setup.message} onRetry={retry} />;
  else if (setup.kind === 'test') content = <TestCheckout {...setup} label={label} programName={programName} amount={amount ?? 0} />;
  else {
    content = (
      <Suspense fallback={<PaymentLoading title={SETTING_UP} />}>
        <LiveCheckoutForm {...setup} label={label} programName={programName} amount={amount ?? 0} />
      </Suspense>
    );
  }
  return <PaymentShell title="Checkout">{content}</PaymentShell>;
}

interface TestCheckoutProps {
  notice: string;
  label: string;
  programName: string | null;
  amount: number;
  lines?: PaymentLine[] | undefined;
}

function TestCheckout({ notice, label, programName, amount, lines }: TestCheckoutProps) {
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const [completing, setCompleting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function complete() {
    setCompleting(true);
    storePaymentLines(lines);
    toast({ title: 'Test Registration Complete', description: 'No card was charged. Taking you to your confirmation...' });
    timer.current = window.setTimeout(() => navigate(TEST_CONFIRMATION_URL), TEST_REDIRECT_DELAY_MS);
  }

  return (
    <Card>
      <PaymentCardHeader title="Checkout" description="Review your registration and complete it." />
      <CardContent className="grid gap-4">
        <Alert className="border-yellow-400 bg-yellow-50 text-yellow-950 dark:border-yellow-500/70 dark:bg-yellow-950/40 dark:text-yellow-100">
          <FlaskConical aria-hidden="true" />
          <AlertTitle>Test Mode Active</AlertTitle>
          <AlertDescription className="text-yellow-900 dark:text-yellow-100/90">{notice}</AlertDescription>
        </Alert>
        <OrderSummary label={label} programName={programName} amount={amount} lines={lines} />
      </CardContent>
      <CardFooter>
        <Button size="lg" className="w-full" onClick={complete} disabled={completing}>
          Complete Test Registration
        </Button>
      </CardFooter>
    </Card>
  );
}
