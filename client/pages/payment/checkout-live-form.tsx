// The live card form: Stripe's Payment Element for the PaymentIntent the server created. Stripe.js is
// fetched from js.stripe.com only when this chunk runs, i.e. on /checkout in live mode.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The "pure" entry injects Stripe.js when loadStripe is called, not as a side effect of the import.
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Loader2, Lock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../components/ui/card';
import { useToast } from '../../hooks/use-toast';
import { centsFromDollars, formatMoney } from '../../../common/money';
import { useTheme } from '../../lib/theme';
import type { PaymentLine } from '../../../common/schemas/payment';
import { OrderSummary } from './order-summary';
import { PaymentCardHeader, PaymentErrorCard, PaymentLoading } from './payment-layout';

interface LiveCheckoutProps {
  clientSecret: string;
  publishableKey: string;
  label: string;
  programName: string | null;
  amount: number;
  lines?: PaymentLine[] | undefined;
}

type Loaded = { kind: 'loading' } | { kind: 'ready'; stripe: Stripe } | { kind: 'failed' };

export function LiveCheckoutForm({ clientSecret, publishableKey, ...summary }: LiveCheckoutProps) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const appearance = useAppearance();
  const options = useMemo(() => ({ clientSecret, appearance }), [clientSecret, appearance]);

  useEffect(() => {
    let current = true;
    setLoaded({ kind: 'loading' });
    loadStripe(publishableKey)
      .then((stripe) => current && setLoaded(stripe ? { kind: 'ready', stripe } : { kind: 'failed' }))
      .catch((error: unknown) => {
        console.error('Stripe.js could not be loaded:', error);
        if (current) setLoaded({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  if (loaded.kind === 'loading') return <PaymentLoading title="Setting up payment..." />;
  if (loaded.kind === 'failed') {
    return (
      <PaymentErrorCard
        message="Payment System Error: there was a problem connecting to the payment service."
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  return (
    <Elements stripe={loaded.stripe} options={options}>
      <PayForm {...summary} />
    </Elements>
  );
}

function PayForm({ label, programName, amount, lines }: Omit<LiveCheckoutProps, 'clientSecret' | 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const [processing, setProcessing] = useState(false);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) {
      toast({ variant: 'destructive', title: 'Payment Error', description: 'Payment system not ready. Please try again.' });
      return;
    }
    setProcessing(true);
    let failure: string | null = null;
    try {
      // On success Stripe sends the browser on to the return address; only a failure comes back here.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/payment-confirmation` },
      });
      if (error) failure = error.message || 'An error occurred during payment processing';
    } catch (error) {
      console.error('Payment confirmation failed:', error);
      failure = 'An error occurred during payment processing';
    }
    if (failure !== null) {
      toast({ variant: 'destructive', title: 'Payment Failed', description: failure });
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay} aria-busy={processing}>
      <Card>
        <PaymentCardHeader title="Checkout" description="Enter your payment details to complete your registration." />
        <CardContent className="grid gap-5">
          <OrderSummary label={label} programName={programName} amount={amount} lines={lines} />
          <section aria-labelledby="payment-details-heading" className="grid gap-3">
            <h2 id="payment-details-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              Payment Details
            </h2>
            <PaymentElement options={{ layout: 'tabs' }} />
          </section>
        </CardContent>
        <CardFooter className="flex-col gap-3">
          <Button type="submit" size="lg" className="w-full" disabled={processing}>
            {processing ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" />
                Processing...
              </>
            ) : (
              `Pay ${formatMoney(centsFromDollars(amount))}`
            )}
          </Button>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Lock className="size-3.5" aria-hidden="true" />
            Secure payment processing
          </p>
        </CardFooter>
      </Card>
    </form>
  );
}

/** Stripe's form in the site's theme: the dark "night" theme when the page is dark. */
function useAppearance(): Appearance {
  const { theme } = useTheme();
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  return useMemo(
    () => ({ theme: dark ? 'night' : 'stripe', variables: { colorPrimary: dark ? '#f97316' : '#c2410c', borderRadius: '6px' } }),
    [dark],
  );
}
