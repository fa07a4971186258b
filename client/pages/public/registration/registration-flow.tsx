// The registration flow for one program (loaded lazily by registration-context): the form, then the
// payment overlay when there is a fee, or a thank-you when there is none, or the waitlist confirmation
// when the program is full. onExit runs when the visitor closes whichever dialog is showing.
import { useState } from 'react';
import type { Program } from '../../../../common/schemas/program';
import type { WaitlistOfferPrefill } from './offer-prefill';
import { PaymentOverlay } from './payment-overlay';
import { RegistrationDialog } from './registration-dialog';
import { isWaitlisted, type RegistrationOutcome } from './submit-registration';
import { ThankYouDialog } from './thank-you-dialog';
import { WaitlistDialog } from './waitlist-dialog';

interface RegistrationFlowProps {
  program: Program;
  offer?: WaitlistOfferPrefill | null;
  /** The program was full when the visitor chose it: the form asks to join the waitlist. */
  waitlist?: boolean;
  onExit: () => void;
}

export default function RegistrationFlow({ program, offer, waitlist = false, onExit }: RegistrationFlowProps) {
  const [registered, setRegistered] = useState<RegistrationOutcome | null>(null);
  if (!registered) return <RegistrationDialog program={program} offer={offer} waitlist={waitlist && !offer} onRegistered={setRegistered} onClose={onExit} />;
  if (isWaitlisted(registered)) return <WaitlistDialog programName={program.name} position={registered.data.position} onClose={onExit} />;
  if (registered.paymentAmount > 0) return <PaymentOverlay registration={registered} onClose={onExit} />;
  return <ThankYouDialog programName={registered.programName} onClose={onExit} />;
}
