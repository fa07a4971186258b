// /payment-confirmation (SPEC sections 2 and 4): loading, then success or error. Test mode reads the
// registrant from browser storage; otherwise the Checkout session (session_id) or PaymentIntent
// (payment_intent with its client secret, added by Stripe's return address) is verified by our server.
// A Checkout session's registrant comes back only to its payer (the payment token or the checkout's
// cookie); anyone else holding the address sees the payment and amount alone.
import { useEffect, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../components/ui/card';
import { fullName } from '../../../common/format';
import { centsFromDollars, dollarsFromCents, formatMoney } from '../../../common/money';
import type { CheckoutSession, PaymentLine } from '../../../common/schemas/payment';
import { forgetPendingPayment } from '../public/resume/pending-payment';
import { DetailList } from './detail-list';
import { verifyCheckoutQuery } from './payment-api';
import { PaymentCardHeader, PaymentLoading, PaymentShell } from './payment-layout';
import { readPaymentLines, readRememberedPaymentToken, readStoredRegistrant } from './payment-query';

interface Confirmed {
  name: string | null;
  email: string | null;
  amount: number | null;
  programName: string | null;
  testMode: boolean;
  /** What the amount is made of (package, bundle), when the server or the test checkout said. */
  lines?: PaymentLine[] | undefined;
  /** The registration paid, when Stripe's session names it; null forgets any payment kept unfinished. */
  registrationId: string | null;
}

function fromSession(session: CheckoutSession, lines: PaymentLine[] | undefined): Confirmed {
  const { metadata, customer_details: customer } = session;
  const metadataName = fullName({ firstName: metadata.firstName ?? '', lastName: metadata.lastName ?? '' });
  return {
    name: customer?.name || metadataName || null,
    email: customer?.email || metadata.email || null,
    amount: dollarsFromCents(session.amount_total),
    programName: metadata.programName || null,
    testMode: false,
    lines,
    registrationId: metadata.registrationId || null,
  };
}

function fromStorage(): Confirmed {
  const stored = readStoredRegistrant();
  const amount = Number(stored.paymentAmount);
  return {
    name: stored.registrantName ?? null,
    email: stored.registrantEmail ?? null,
    amount: stored.paymentAmount !== undefined && Number.isFinite(amount) ? amount : null,
    programName: stored.programName ?? null,
    testMode: true,
    lines: readPaymentLines(),
    registrationId: null,
  };
}

export function PaymentConfirmationPage() {
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const testMode = params.get('test') === 'true';
  const reference = params.get('session_id') || params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  // Without it (another tab, storage blocked) the checkout's cookie proves the payer.
  const paymentToken = useMemo(() => (reference?.startsWith('cs_') ? readRememberedPaymentToken() : null), [reference]);

  const verification = useQuery({
    ...verifyCheckoutQuery(reference ?? '', clientSecret, paymentToken),
    enabled: !testMode && reference !== null,
  });
  const testConfirmation = useMemo(() => (testMode ? fromStorage() : null), [testMode]);

  let content: ReactNode;
  if (testConfirmation) content = <Success confirmed={testConfirmation} />;
  else if (reference === null || verification.isError) content = <NotVerified />;
  else if (verification.isPending) content = <PaymentLoading title="Confirming your payment..." detail="This only takes a moment." />;
  else if (verification.data.success && verification.data.paid) content = <Success confirmed={fromSession(verification.data.session, verification.data.lines)} />;
  else content = <NotVerified />;

  return <PaymentShell title="Payment Confirmation" back="home">{content}</PaymentShell>;
}

/** "Amount Paid" only when a card was charged: a test registration or a $0 one took nothing. */
function amountRows({ amount, lines, testMode }: Confirmed): [string, string | null][] {
  if (amount === null) return [];
  const charged = !testMode && amount > 0;
  // A single line says nothing the total does not; a bundle gets its own line.
  const breakdown = lines && lines.length > 1 ? lines.map((line): [string, string] => [line.label, formatMoney(centsFromDollars(line.amount))]) : [];
  return [...breakdown, [charged ? 'Amount Paid' : testMode ? 'Total (not charged)' : 'Amount', formatMoney(centsFromDollars(amount))]];
}

function Success({ confirmed }: { confirmed: Confirmed }) {
  // Paid (or the test checkout completed): the landing page no longer offers to resume it.
  useEffect(() => forgetPendingPayment(confirmed.registrationId), [confirmed.registrationId]);
  return (
    <Outcome
      icon={CircleCheck}
      iconClassName="size-12 text-green-600 dark:text-green-500"
      title="Thank you for your registration!"
      description={confirmed.testMode ? 'Your test registration is complete.' : 'Your payment was received.'}
      contentClassName="grid gap-4"
    >
      <DetailList
        rows={[
          ['Name', confirmed.name],
          ['Email', confirmed.email],
          ...amountRows(confirmed),
          ['Program', confirmed.programName],
        ]}
      />
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {confirmed.testMode
          ? 'Test mode: no payment was taken and no confirmation email was sent.'
          : confirmed.email
            ? `A confirmation email has been sent to ${confirmed.email}.`
            : 'A confirmation email has been sent to you.'}
      </p>
    </Outcome>
  );
}

function NotVerified() {
  return (
    <Outcome
      role="alert"
      icon={CircleX}
      iconClassName="size-12 text-destructive"
      title="We couldn't verify your payment at this time"
      titleClassName="text-xl"
      contentClassName="text-center text-sm text-muted-foreground"
    >
      If money was deducted from your account, please{' '}
      <a href="/#contact" className="font-medium text-primary underline underline-offset-4">
        contact support
      </a>{' '}
      with your name and email address and we will sort it out.
    </Outcome>
  );
}

type OutcomeProps = ComponentProps<typeof PaymentCardHeader> & { role?: 'alert'; contentClassName: string; children: ReactNode };

/** How the payment ended: the header with its picture, what it means, and the way back home. */
function Outcome({ role, contentClassName, children, ...header }: OutcomeProps) {
  return (
    <Card role={role}>
      <PaymentCardHeader {...header} />
      <CardContent className={contentClassName}>{children}</CardContent>
      <CardFooter className="justify-center">
        <Button asChild size="lg" className="w-full sm:w-auto">
          <a href="/">Return to Home</a>
        </Button>
      </CardFooter>
    </Card>
  );
}
