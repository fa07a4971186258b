// /stripe-checkout (SPEC section 2): a short pause, then the amount with Pay Now (to Stripe's hosted
// checkout through POST /api/stripe-redirect) and Cancel.
import { useEffect, useMemo, useState } from 'react';
import { CreditCard, Loader2 } from 'lucide-react';
import { useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../components/ui/card';
import { useToast } from '../../hooks/use-toast';
import { ApiError } from '../../lib/api';
import { centsFromDollars, formatMoney } from '../../../common/money';
import { isNetworkError, requestStripeRedirect, safeRedirectUrl } from './payment-api';
import { goBack, PaymentCardHeader, PaymentLoading, PaymentShell } from './payment-layout';
import { amountOf, programNameOf, readPaymentQuery, readStorage, rememberPaymentToken, type PaymentQuery } from './payment-query';

/** SPEC section 9: the stripe-checkout ready delay and the missing-amount redirect delay. */
const READY_DELAY_MS = 1500;
const MISSING_AMOUNT_REDIRECT_MS = 2000;

export function StripeCheckoutPage() {
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const query = useMemo(() => readPaymentQuery(params), [params]);
  const { toast } = useToast();
  const [ready, setReady] = useState(false);
  const missingAmount = query.amount === null;

  useEffect(() => {
    if (missingAmount) {
      toast({ variant: 'destructive', title: 'Payment Error', description: 'No payment amount specified. Redirecting to home page.' });
      const timer = window.setTimeout(() => window.location.assign('/'), MISSING_AMOUNT_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => setReady(true), READY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [missingAmount, toast]);

  let content;
  if (query.amount === null) content = <PaymentLoading title="No payment amount specified" detail="Redirecting to home page..." />;
  else if (!ready) content = <PaymentLoading title="Preparing Checkout..." />;
  else content = <PayNowCard query={{ ...query, amount: query.amount }} params={params} />;
  return <PaymentShell title="Checkout">{content}</PaymentShell>;
}

/** A value from the address, else from what the registration flow stored. */
const fromQueryOrStorage = (params: URLSearchParams, key: string) => params.get(key) || readStorage(key);

function PayNowCard({ query, params }: { query: PaymentQuery & { amount: string }; params: URLSearchParams }) {
  const { toast } = useToast();
  const [redirecting, setRedirecting] = useState(false);
  const amount = amountOf(query);
  const programName = programNameOf(query);

  async function payNow() {
    setRedirecting(true);
    const bundle = fromQueryOrStorage(params, 'includeBundle');
    rememberPaymentToken(query.paymentToken);
    try {
      const answer = await requestStripeRedirect({
        amount: query.amount,
        name: readStorage('registrantName'),
        registrationId: query.registrationId ?? undefined,
        paymentToken: query.paymentToken ?? undefined,
        selectedPackage: query.packageType ?? readStorage('selectedPackage'),
        includeBundle: bundle === null ? null : bundle === 'true',
        shirtSize: fromQueryOrStorage(params, 'shirtSize'),
      });
      const target = safeRedirectUrl(answer.redirectUrl);
      if (answer.success && target) {
        window.location.assign(target);
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Payment Error',
        description: answer.success ? 'No redirect URL provided' : answer.message || 'Could not create payment session',
      });
    } catch (error) {
      if (isNetworkError(error)) {
        toast({ variant: 'destructive', title: 'Payment System Error', description: 'There was a problem connecting to the payment service.' });
      } else {
        const description = error instanceof ApiError ? (error.serverMessage ?? 'Could not create payment session') : 'The server returned an invalid response';
        toast({ variant: 'destructive', title: 'Payment Error', description });
      }
    }
    setRedirecting(false);
  }

  return (
    <Card>
      <PaymentCardHeader
        icon={CreditCard}
        iconClassName="size-10 text-primary"
        title="Complete Your Payment"
        description="You will be taken to our payment provider's secure checkout page."
      />
      <CardContent>
        <div className="rounded-lg border bg-muted/40 p-4">
          <p className="flex items-baseline justify-between gap-4">
            <span>Amount due</span>
            <span className="text-2xl font-semibold tabular-nums">{amount === null ? query.amount : formatMoney(centsFromDollars(amount))}</span>
          </p>
          {programName && <p className="mt-1 text-sm text-muted-foreground">{programName}</p>}
        </div>
      </CardContent>
      <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="w-full sm:w-auto" onClick={goBack} disabled={redirecting}>
          Cancel
        </Button>
        <Button className="w-full sm:w-auto" onClick={payNow} disabled={redirecting}>
          {redirecting && <Loader2 className="animate-spin" aria-hidden="true" />}
          Pay Now
        </Button>
      </CardFooter>
    </Card>
  );
}
