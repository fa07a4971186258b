// The cancellation's screens: the confirmation (what comes back, what is kept, a form post to confirm),
// and why it cannot go ahead (closed, already cancelled, or the card refund refused).
import type { MyRegistrationPage } from '../../../common/my-registration-page';
import { formatMoney } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { DetailRows, LinkButton, OfficeContact, Section } from './detail-rows';

function refundSentence({ refundCents, keptCents, paidCents, awaitingApproval }: NonNullable<MyRegistrationPage['cancellation']>): string {
  if (paidCents === 0) return 'Nothing has been paid for this registration, so there is nothing to refund.';
  if (refundCents === 0) return 'Under the cancellation policy no refund is due.';
  const kept = keptCents > 0 ? ` ${formatMoney(keptCents)} is kept under the cancellation policy.` : '';
  return awaitingApproval
    ? `${formatMoney(refundCents)} will be refunded to your card once our staff approve it.${kept}`
    : `${formatMoney(refundCents)} will be refunded to your card at once; banks take 5–10 business days.${kept}`;
}

export function ConfirmCancel({ page }: { page: MyRegistrationPage }) {
  const terms = page.cancellation;
  if (!terms) return null;
  return (
    <Section title={page.registration.programName}>
      <div className="space-y-4">
        <p>Are you sure you want to cancel this registration? Your seat will be given up.</p>
        <DetailRows
          rows={[
            ['Registration number', String(page.registration.id)],
            ['Refund', terms.paidCents > 0 ? formatMoney(terms.refundCents) : null],
            ['Kept', terms.keptCents > 0 ? formatMoney(terms.keptCents) : null],
          ]}
        />
        <p className="text-sm text-muted-foreground">{refundSentence(terms)}</p>
        <form method="post" action={page.links.cancel ?? `${page.links.page}/cancel`} className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" variant="destructive" size="lg" className="w-full sm:w-auto">Yes, cancel my registration</Button>
          <LinkButton href={page.links.back} variant="outline">Keep my registration</LinkButton>
        </form>
      </div>
    </Section>
  );
}

export function CancelRefused({ page }: { page: MyRegistrationPage }) {
  const cancelled = page.registration.registrationStatus === 'cancelled';
  const failed = page.screen === 'refund-failed';
  const heading = failed ? 'The refund could not be made' : cancelled ? 'This registration is already cancelled' : 'Online cancellation has closed';
  const text = failed
    ? 'Our payment provider did not accept the refund just now, so your registration has not been cancelled. Please try again later, or contact the office.'
    : cancelled
      ? 'There is nothing more to do here.'
      : 'This registration can no longer be cancelled online. To cancel it, please contact the office.';
  return (
    <Section title={heading}>
      <div className="space-y-4">
        <p>{text}</p>
        <OfficeContact organisation={page.organisation} />
        <LinkButton href={page.links.back} variant="outline">Back to my registration</LinkButton>
      </div>
    </Section>
  );
}
