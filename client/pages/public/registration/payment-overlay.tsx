// After a registration with a fee: the amount due and the way to the payment page.
import { useState } from 'react';
import { formatUsd, fullName } from '../../../../common/format';
import type { Registered } from '../../../../common/schemas/registration';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

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

export function PaymentOverlay({ registration, onClose }: { registration: Registered; onClose: () => void }) {
  const [failed, setFailed] = useState(false);

  function proceed() {
    rememberRegistrant(registration);
    try {
      window.location.assign(checkoutUrl(registration));
    } catch (error) {
      console.error('Could not open the payment page:', error);
      setFailed(true);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md" onInteractOutside={(event) => event.preventDefault()} onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader className="text-left">
          <DialogTitle>Complete your payment</DialogTitle>
          <DialogDescription>
            Your registration for {registration.programName} is saved. Pay the registration fee to complete it.
          </DialogDescription>
        </DialogHeader>
        <p className="flex items-baseline justify-between rounded-md border bg-muted/50 p-3">
          <span>Amount due</span>
          <span className="text-xl font-semibold">{formatUsd(registration.paymentAmount)}</span>
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
