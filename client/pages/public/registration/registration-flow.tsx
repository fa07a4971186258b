// The registration flow for one program (loaded lazily by registration-context): the form, then the
// payment overlay when there is a fee, or a thank-you when there is none. onExit runs when the visitor
// closes whichever dialog is showing.
import { useState } from 'react';
import type { Program } from '../../../../common/schemas/program';
import type { Registered } from '../../../../common/schemas/registration';
import { PaymentOverlay } from './payment-overlay';
import { RegistrationDialog } from './registration-dialog';
import { ThankYouDialog } from './thank-you-dialog';

export default function RegistrationFlow({ program, onExit }: { program: Program; onExit: () => void }) {
  const [registered, setRegistered] = useState<Registered | null>(null);
  if (!registered) return <RegistrationDialog program={program} onRegistered={setRegistered} onClose={onExit} />;
  if (registered.paymentAmount > 0) return <PaymentOverlay registration={registered} onClose={onExit} />;
  return <ThankYouDialog programName={registered.programName} onClose={onExit} />;
}
