// /simple-checkout (SPEC section 2): sets up a hosted checkout session, then confirms the registration
// and offers the checkout in a new tab.
import { useEffect, useMemo, useState } from 'react';
import { CircleCheck, ExternalLink } from 'lucide-react';
import { useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../components/ui/card';
import { centsFromDollars, formatMoney } from '../../../common/money';
import { DetailList } from './detail-list';
import { createHostedCheckout, PaymentProblem } from './payment-api';
import { PaymentCardHeader, PaymentErrorCard, PaymentLoading, PaymentShell } from './payment-layout';
import { amountOf, programNameOf, readPaymentQuery, readStorage, registrationFields } from './payment-query';

type Session = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'error'; message: string };

export function SimpleCheckoutPage() {
  const search = useSearch();
  const query = useMemo(() => readPaymentQuery(new URLSearchParams(search)), [search]);
  const programName = useMemo(() => programNameOf(query), [query]);
  const [session, setSession] = useState<Session>({ kind: 'loading' });

  useEffect(() => {
    if (query.amount === null) return;
    let current = true;
    createHostedCheckout({ paymentAmount: query.amount, ...registrationFields(query), programName }, readStorage('registrantName'))
      .then((url): Session => ({ kind: 'ready', url }))
      .catch((problem: unknown): Session => {
        if (!(problem instanceof PaymentProblem)) console.error('Simple checkout failed:', problem);
        return { kind: 'error', message: problem instanceof PaymentProblem ? problem.message : 'Payment processing failed' };
      })
      .then((next) => {
        if (current) setSession(next);
      });
    return () => {
      current = false;
    };
  }, [query, programName]);

  let content;
  if (query.amount === null) content = <PaymentErrorCard message="No payment amount specified" />;
  else if (session.kind === 'loading') content = <PaymentLoading title="Setting Up Secure Payment" detail="Preparing your checkout..." />;
  else if (session.kind === 'error') content = <PaymentErrorCard message={session.message} />;
  else content = <RegistrationComplete checkoutUrl={session.url} amount={amountOf(query)} rawAmount={query.amount} registrationId={query.registrationId} programName={programName} />;
  return <PaymentShell title="Registration Complete">{content}</PaymentShell>;
}

function RegistrationComplete({
  checkoutUrl,
  amount,
  rawAmount,
  registrationId,
  programName,
}: {
  checkoutUrl: string;
  amount: number | null;
  rawAmount: string;
  registrationId: string | null;
  programName: string | null;
}) {
  return (
    <Card>
      <PaymentCardHeader
        icon={CircleCheck}
        iconClassName="size-12 text-green-600 dark:text-green-500"
        title="Registration Complete!"
        description="Your registration is saved. Pay the registration fee to confirm your place."
      />
      <CardContent>
        <DetailList
          rows={[
            ['Amount Due', amount === null ? rawAmount : formatMoney(centsFromDollars(amount))],
            ['Registration ID', registrationId],
            ['Program', programName],
          ]}
        />
      </CardContent>
      <CardFooter className="flex-col gap-2">
        <Button size="lg" className="w-full" onClick={() => window.open(checkoutUrl, '_blank', 'noopener,noreferrer')}>
          Open Secure Checkout
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </Button>
        <p className="text-center text-xs text-muted-foreground">The checkout opens in a new tab.</p>
      </CardFooter>
    </Card>
  );
}
