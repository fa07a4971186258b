// The registrant's page itself: the program, the registration, the money (with its receipt once paid)
// and what the registrant may still do.
import { PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from '../../../common/labels';
import type { MyRegistrationPage } from '../../../common/my-registration-page';
import { formatMoney } from '../../../common/money';
import { Badge } from '../../components/ui/badge';
import { DetailRows, LinkButton, Section } from './detail-rows';
import { SessionList } from './session-list';

const linkClass = 'text-primary underline underline-offset-4 hover:no-underline';

function consentText({ status, signedBy, signedOn }: MyRegistrationPage['registration']['consent']): string {
  if (status === 'signed') return signedBy ? `Signed by ${signedBy}${signedOn ? ` on ${signedOn}` : ''}` : 'Signed';
  return status === 'awaiting-guardian' ? 'Awaiting parent/guardian signature' : 'Not needed';
}

function ProgramSection({ registration }: { registration: MyRegistrationPage['registration'] }) {
  const when = [registration.startDate, registration.startTime].filter(Boolean).join(' at ');
  return (
    <Section title={registration.programName}>
      <DetailRows
        rows={[
          ['Starts', when || 'Date to be announced'],
          ['Duration', registration.duration],
          ['Venue', registration.venue && (
            <>
              {registration.venue}
              {registration.mapUrl && (
                <a href={registration.mapUrl} className={`ml-2 font-normal ${linkClass}`} target="_blank" rel="noopener noreferrer">Open map</a>
              )}
            </>
          )],
        ]}
      />
      <SessionList sessions={registration.sessions} timesIn={registration.timesIn} />
    </Section>
  );
}

function RegistrationSection({ registration }: { registration: MyRegistrationPage['registration'] }) {
  const cancelled = registration.registrationStatus === 'cancelled';
  return (
    <Section title="Registration">
      <DetailRows
        rows={[
          ['Registrant', registration.name],
          ['Registration number', String(registration.id)],
          ['Package', registration.packageLabel],
          ['Equipment bundle', registration.bundle ? `Yes${registration.shirtSize ? `, shirt size ${registration.shirtSize}` : ''}` : 'No'],
          ['Guardian consent', consentText(registration.consent)],
          ['Status', <Badge key="status" variant={cancelled ? 'destructive' : 'secondary'}>{REGISTRATION_STATUS_LABELS[registration.registrationStatus]}</Badge>],
          ['Cancelled on', registration.cancelledOn],
        ]}
      />
    </Section>
  );
}

function PaymentSection({ registration }: { registration: MyRegistrationPage['registration'] }) {
  const { receipt } = registration;
  return (
    <Section title="Payment">
      <DetailRows
        rows={[
          ['Amount', registration.amountCents === 0 ? 'Free' : formatMoney(registration.amountCents)],
          ['Payment status', PAYMENT_STATUS_LABELS[registration.paymentStatus]],
          ['Refunded', registration.refundedCents > 0 ? formatMoney(registration.refundedCents) : null],
          ['Refund awaiting approval', registration.refundDueCents ? formatMoney(registration.refundDueCents) : null],
        ]}
      />
      {receipt && (
        <div className="mt-5 rounded-lg border bg-muted/40 p-4">
          <h3 className="mb-3 text-sm font-semibold">Receipt</h3>
          <ul className="space-y-1.5 text-sm">
            {receipt.lines.map((line) => (
              <li key={line.label} className="flex justify-between gap-4">
                <span className="min-w-0 break-words">{line.label}</span>
                <span className="tabular-nums">{formatMoney(line.amountCents)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-4 border-t pt-1.5 font-semibold">
              <span>Total paid</span>
              <span className="tabular-nums">{formatMoney(registration.amountCents)}</span>
            </li>
          </ul>
          <div className="mt-3 space-y-1 text-xs text-muted-foreground">
            {receipt.paidOn && <p>Paid on {receipt.paidOn}</p>}
            {receipt.reference && <p className="break-all">Stripe reference {receipt.reference}</p>}
            <p>Registration number {registration.id}</p>
          </div>
        </div>
      )}
    </Section>
  );
}

function Actions({ page }: { page: MyRegistrationPage }) {
  const { links, cancellation } = page;
  if (!links.payNow && !links.calendar && !links.cancel && !links.certificate) return null;
  return (
    <Section title="What you can do">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {links.payNow && <LinkButton href={links.payNow}>Pay now</LinkButton>}
        {links.certificate && <LinkButton href={links.certificate} download>Download your certificate (PDF)</LinkButton>}
        {links.calendar && <LinkButton href={links.calendar} variant="outline" download>Add to calendar (.ics)</LinkButton>}
        {links.cancel && <LinkButton href={links.cancel} variant="outline">Cancel registration</LinkButton>}
      </div>
      {cancellation?.lastDay && <p className="mt-4 text-sm text-muted-foreground">You can cancel online until {cancellation.lastDay}.</p>}
    </Section>
  );
}

export function RegistrationDetails({ page }: { page: MyRegistrationPage }) {
  return (
    <>
      <ProgramSection registration={page.registration} />
      <Actions page={page} />
      <RegistrationSection registration={page.registration} />
      <PaymentSection registration={page.registration} />
    </>
  );
}
