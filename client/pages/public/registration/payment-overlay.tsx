// After a registration with a fee: the amount due and the way to the payment page.
import { useEffect, useRef, useState } from 'react';
import { fullName } from '../../../../common/format';
import { centsFromDollars, formatMoney } from '../../../../common/money';
import type { Registered } from '../../../../common/schemas/registration';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ToastAction } from '../../../components/ui/toast';
import { toast } from '../../../hooks/use-toast';
import { rememberPendingPayment } from '../resume/pending-payment';

function checkoutUrl({ paymentAmount, packageType, id, paymentToken }: Registered): string {
  const query = new URLSearchParams({ amount: String(paymentAmount), packageType, registrationId: String(id), paymentToken });
  return `/checkout?${query}`;
}

/** SPEC section 3: the test-mode confirmation page reads these back. */
function rememberRegistrant(registered: Registered) {
  try {
    localStorage.setItem('registrantName', fullName(registered));
    localStorage.setItem('registrantEmail', registered.email);
    localStorage.setItem('paymentAmount', String(registered.paymentAmount));
    localStorage.setItem('programName', registered.programName);
  } catch (error) {
    // Storage can be full or blocked; payment must still go ahead.
    console.warn('Could not store the registrant for the confirmation page:', error);
  }
}

/** Long enough to read and reach the action; Radix pauses it while hovered or focused. */
const PAY_LATER_TOAST_MS = 30_000;

/** To the checkout; false when the browser refused to go. */
function goToCheckout(registration: Registered): boolean {
  rememberRegistrant(registration);
  try {
    window.location.assign(checkoutUrl(registration));
    return true;
  } catch (error) {
    console.error('Could not open the payment page:', error);
    return false;
  }
}

/** Closing the overlay unpaid is not a dead end: the toast keeps the way to the checkout. */
function offerPayLater(registration: Registered) {
  toast({
    title: 'Payment not completed',
    description: `Your registration is saved. Pay the ${formatMoney(centsFromDollars(registration.paymentAmount))} fee to complete it.`,
    duration: PAY_LATER_TOAST_MS,
    action: (
      <ToastAction altText="Pay now (press F8 to reach the notification)" onClick={() => goToCheckout(registration)}>
        Pay now
      </ToastAction>
    ),
  });
}

export function PaymentOverlay({ registration, onClose }: { registration: Registered; onClose: () => void }) {
  const [failed, setFailed] = useState(false);
  const leaving = useRef(false);
  // Until it is paid, coming back to the site offers to resume it (resume/resume-payment.tsx).
  useEffect(() => rememberPendingPayment(registration), [registration]);

  function proceed() {
    leaving.current = goToCheckout(registration);
    setFailed(!leaving.current);
  }

  function close() {
    if (!leaving.current) offerPayLater(registration);
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-md" onInteractOutside={(event) => event.preventDefault()} onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader className="text-left">
          <DialogTitle>Complete your payment</DialogTitle>
          <DialogDescription>
            Your registration for {registration.programName} is saved. Pay the registration fee to complete it.
          </DialogDescription>
        </DialogHeader>
        <p className="flex items-baseline justify-between rounded-md border bg-muted/50 p-3">
          <span>Amount due</span>
          <span className="text-xl font-semibold">{formatMoney(centsFromDollars(registration.paymentAmount))}</span>
        </p>
        {failed && (
          <Alert variant="destructive">
            <AlertTitle>Payment Error</AlertTitle>
            <AlertDescription>We could not open the payment page. Please try again.</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button onClick={proceed}>{failed ? 'Try Payment Again' : 'Proceed to Payment'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
