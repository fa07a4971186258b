// The registrant's own page (/my-registration/{token}), rendered on the server and run without script:
// the registration, or the cancellation's confirmation, or why it cannot go ahead.
import type { MyRegistrationPage as MyRegistrationPageData } from '../../../common/my-registration-page';
import { formatMoney } from '../../../common/money';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { CancelRefused, ConfirmCancel } from './cancel-screens';
import { RegistrationDetails } from './registration-details';
import { SeatNotice } from './seat-notice';
import { SelfServiceLayout } from './self-service-layout';

function CancelledNotice({ page }: { page: MyRegistrationPageData }) {
  const { refundedCents, refundDueCents, cancelledOn } = page.registration;
  const money = refundDueCents
    ? `A refund of ${formatMoney(refundDueCents)} will be sent to your card once our staff approve it.`
    : refundedCents > 0 ? `${formatMoney(refundedCents)} has been refunded to your card.` : null;
  return (
    <Alert>
      <AlertTitle>Your registration is cancelled</AlertTitle>
      <AlertDescription>
        <p>{cancelledOn ? `Cancelled on ${cancelledOn}.` : 'This registration has been cancelled.'} {money}</p>
      </AlertDescription>
    </Alert>
  );
}

export function MyRegistrationPage({ page }: { page: MyRegistrationPageData }) {
  const cancelled = page.registration.registrationStatus === 'cancelled';
  return (
    <SelfServiceLayout organisation={page.organisation.name} heading={page.title} description={page.screen === 'details' ? page.greeting : undefined}>
      {page.screen === 'details' && cancelled && page.seat?.state !== 'waitlisted' && <CancelledNotice page={page} />}
      {page.screen === 'details' && page.seat && <SeatNotice seat={page.seat} page={page} />}
      {page.screen === 'details' && <RegistrationDetails page={page} />}
      {page.screen === 'confirm-cancel' && <ConfirmCancel page={page} />}
      {(page.screen === 'cancel-closed' || page.screen === 'refund-failed') && <CancelRefused page={page} />}
    </SelfServiceLayout>
  );
}
