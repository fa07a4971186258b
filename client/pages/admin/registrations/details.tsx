// The Registration Details dialog (SPEC section 2): personal info, registration details, emergency
// contact, parent/guardian when present, and notes. Also what staff act on: the age beside the date of
// birth, phones to tap, the amount still due, and a flag for a minor without a parent or guardian; and
// its money: its rows of the payments ledger (when it has any) with a Refund on a payment, a partial
// refund and a dispute beside the payment status; a minor's guardian consent, a refund waiting for
// approval, and the registrant's private link (issue 15).
import { TriangleAlert, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { dateInTimeZone } from '../../../../common/calendar/zone';
import { formatDateMDY, formatDateMedium, fullName } from '../../../../common/format';
import { centsFromDollars, formatMoney } from '../../../../common/money';
import { PAYMENT_STATUS_LABELS, experienceLabel } from '../../../../common/labels';
import type { LedgerEntry } from '../../../../common/schemas/ledger';
import type { Registration } from '../../../../common/schemas/registration';
import { isOverbooked } from '../../../../common/seats';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { LedgerAmount, LedgerStatusBadge, MethodBadge, PaymentFlags } from '../payments/ledger-parts';
import { KIND_LABELS, ledgerTime, refundableCents } from '../payments/ledger-labels';
import { RefundDialog, type RefundTarget } from '../payments/refund-dialog';
import { useRegistrationLedger } from '../payments/use-ledger';
import { DialogFrame } from '../shared/dialog-frame';
import { useTimeZone } from '../shared/use-time-zone';
import { PaymentStatusBadge, RegistrationStatusBadge } from './columns';
import { Group, Item } from './detail-parts';
import { GuardianConsentGroup, PrivateLinkGroup } from './guardian-consent';
import { OverbookedNote } from './overbooked-note';
import { RefundDue } from './refund-due';
import { ageToday, amountDue, minorWithoutGuardian, telHref } from './registrant-facts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const LINK = 'text-primary underline-offset-4 hover:underline';

/** A phone number to tap; nothing when none is stored (the item says Not provided). */
const phoneLink = (number: string | null) => (number?.trim() ? <a className={LINK} href={telHref(number)}>{number}</a> : null);

/** What is still owed, and why: "$40.00 (payment pending)", "$0.00 (Paid)". */
function AmountDue({ row }: { row: Registration }) {
  const due = amountDue(row);
  return (
    <>
      <span className={due > 0 ? 'font-semibold' : undefined}>{formatMoney(centsFromDollars(due))}</span>{' '}
      <span className="text-muted-foreground">({row.paymentStatus === 'pending' ? 'payment pending' : PAYMENT_STATUS_LABELS[row.paymentStatus]})</span>
    </>
  );
}

/** "04/02/1990 (age 36)"; a stored value that is not a date as it is. */
function DateOfBirth({ value, today }: { value: string; today: string }) {
  const age = ageToday(value, today);
  return age === null ? value : `${formatDateMDY(value)} (age ${age})`;
}

/** What the registrant paid: their own payment in the ledger, else the registration's amount. */
const paidCents = (row: Registration, ledger: readonly LedgerEntry[] | undefined) =>
  ledger?.find((entry) => entry.kind === 'payment' && !entry.duplicate)?.amountCents ?? centsFromDollars(row.paymentAmount);

/** The payment status, and what the ledger adds to it: a partial refund, a dispute. */
function PaymentStatus({ row, ledger }: { row: Registration; ledger: readonly LedgerEntry[] | undefined }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <PaymentStatusBadge status={row.paymentStatus} />
      {row.disputed && <Badge variant="destructive">Disputed</Badge>}
      {row.paymentStatus === 'paid' && row.refundedCents > 0 && (
        <span>Partially refunded ({formatMoney(row.refundedCents)} of {formatMoney(paidCents(row, ledger))})</span>
      )}
    </span>
  );
}

/** The registration's rows of the payments ledger, a payment with something left to refund with its Refund. */
function Payments({ row, ledger, onRefund }: { row: Registration; ledger: readonly LedgerEntry[]; onRefund: (target: RefundTarget) => void }) {
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="registration-group-payments" className="grid gap-2">
      <h3 id="registration-group-payments" className="text-sm font-semibold">Payments</h3>
      <ul aria-label="Payments of this registration" className="divide-y rounded-md border text-sm">
        {ledger.map((entry) => {
          const { day, time } = ledgerTime(entry.occurredAt, timeZone);
          const left = refundableCents(entry);
          return (
            <li key={entry.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-3">
              <div className="grid min-w-0 gap-1">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {KIND_LABELS[entry.kind]}
                  <MethodBadge entry={entry} />
                  <LedgerStatusBadge entry={entry} />
                  <PaymentFlags entry={entry} />
                </span>
                <span className="text-muted-foreground">{day}, {time}</span>
              </div>
              <div className="flex items-start gap-3">
                <span className="text-right">
                  <LedgerAmount entry={entry} />
                </span>
                {left > 0 && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Refund ${entry.duplicate ? 'duplicate ' : ''}payment of ${formatMoney(entry.amountCents)}`}
                    onClick={() => onRefund({
                      paymentId: entry.id, registrantName: fullName(row), programName: row.programName, paidCents: entry.amountCents, leftCents: left,
                      ...(entry.duplicate && { duplicate: true, reason: 'duplicate' as const }),
                    })}
                  >
                    <Undo2 aria-hidden="true" />
                    Refund
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const addressLine = (row: Registration) => [row.address, row.city, [row.state, row.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

function Details({ registration: row, ledger, onRefund }: {
  registration: Registration;
  ledger: readonly LedgerEntry[] | undefined;
  onRefund: (target: RefundTarget) => void;
}) {
  const timeZone = useTimeZone();
  const today = dateInTimeZone(new Date(), timeZone);
  return (
    <div className="grid gap-4">
      {minorWithoutGuardian(row, today) && (
        <p role="note" className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <Badge variant="outline" className="mr-2 border-amber-600 text-current">Minor without guardian</Badge>
            Under 18 and no parent or guardian name or email is on record.
          </span>
        </p>
      )}
      <Group title="Personal Information">
        <Item label="Name">{fullName(row)}</Item>
        <Item label="Date of Birth">
          <DateOfBirth value={row.dateOfBirth} today={today} />
        </Item>
        <Item label="Email">
          <a className={`${LINK} break-all`} href={`mailto:${row.email}`}>{row.email}</a>
        </Item>
        <Item label="Phone">{phoneLink(row.phone)}</Item>
        <Item label="Address">{addressLine(row)}</Item>
        <Item label="Experience Level">{experienceLabel(row.experienceLevel)}</Item>
        {row.officiatedLevels.length > 0 && <Item label="Levels Officiated">{row.officiatedLevels.join(', ')}</Item>}
        {row.trainingGoals && <Item label="Training Goals">{row.trainingGoals}</Item>}
      </Group>
      <Group title="Registration Details">
        <Item label="Program">{row.programName}</Item>
        <Item label="Registration Date">{formatDateMedium(row.createdAt, timeZone)}</Item>
        <Item label="Payment Amount">{formatMoney(centsFromDollars(row.paymentAmount))}</Item>
        <Item label="Amount Due">
          <AmountDue row={row} />
        </Item>
        <Item label="Payment Status">
          <PaymentStatus row={row} ledger={ledger} />
        </Item>
        <Item label="Registration Status">
          <RegistrationStatusBadge status={row.registrationStatus} />
        </Item>
        <Item label="Equipment Bundle">{row.equipmentBundle ? 'Whistle/Ref Shirt Bundle' : 'No'}</Item>
        {row.equipmentBundle && <Item label="Shirt Size">{row.shirtSize}</Item>}
        <Item label="Liability Waiver">{yesNo(row.liabilityWaiver)}</Item>
        <Item label="Photo Consent">{yesNo(row.photoConsent)}</Item>
      </Group>
      {isOverbooked(row) && <OverbookedNote row={row} ledger={ledger} onRefund={onRefund} />}
      {row.refundDueCents !== null && row.refundDueCents > 0 && <RefundDue row={row} dueCents={row.refundDueCents} ledger={ledger} />}
      {ledger && ledger.length > 0 && <Payments row={row} ledger={ledger} onRefund={onRefund} />}
      <Group title="Emergency Contact">
        <Item label="Name">{row.emergencyContactName}</Item>
        <Item label="Phone">{phoneLink(row.emergencyContactPhone)}</Item>
        <Item label="Relationship">{row.emergencyContactRelationship}</Item>
      </Group>
      {(row.parentGuardianName || row.parentGuardianEmail || row.parentGuardianPhone) && (
        <Group title="Parent/Guardian">
          <Item label="Name">{row.parentGuardianName}</Item>
          <Item label="Relationship">{row.parentGuardianRelationship}</Item>
          <Item label="Email">{row.parentGuardianEmail}</Item>
          <Item label="Phone">{phoneLink(row.parentGuardianPhone)}</Item>
        </Group>
      )}
      {row.consentStatus !== 'not-needed' && <GuardianConsentGroup registration={row} />}
      <PrivateLinkGroup registration={row} />
      <section aria-labelledby="registration-group-notes" className="grid gap-2">
        <h3 id="registration-group-notes" className="text-sm font-semibold">Notes</h3>
        <p className="rounded-md border p-3 text-sm whitespace-pre-wrap">
          {row.notes || <span className="text-muted-foreground">No notes</span>}
        </p>
      </section>
    </div>
  );
}

export function RegistrationDetailsDialog({ registration, onClose, onEdit }: {
  registration: Registration | null;
  onClose: () => void;
  onEdit: (registration: Registration) => void;
}) {
  const ledger = useRegistrationLedger(registration?.id ?? null);
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const timeZone = useTimeZone();
  return (
    <DialogFrame
      open={!!registration}
      onOpenChange={(open) => !open && onClose()}
      title="Registration Details"
      description={registration ? `${fullName(registration)}, registered ${formatDateMedium(registration.createdAt, timeZone)}` : ''}
      className="sm:max-w-2xl"
    >
      {registration && (
        <>
          <Details registration={registration} ledger={ledger.data?.data} onRefund={setRefunding} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>Close</Button>
            <Button onClick={() => onEdit(registration)}>Edit Registration</Button>
          </DialogFooter>
          <RefundDialog target={refunding} onClose={() => setRefunding(null)} />
        </>
      )}
    </DialogFrame>
  );
}
