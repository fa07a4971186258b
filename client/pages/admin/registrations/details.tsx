// The Registration Details dialog (SPEC section 2): personal info, registration details, emergency
// contact, parent/guardian when present, and notes. Also what staff act on: the age beside the date of
// birth, phones to tap, the amount still due, and a flag for a minor without a parent or guardian.
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateMDY, formatDateMedium, formatUsd, fullName } from '../../../../common/format';
import { PAYMENT_STATUS_LABELS, experienceLabel } from '../../../../common/labels';
import type { Registration } from '../../../../common/schemas/registration';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogFrame } from '../shared/dialog-frame';
import { PaymentStatusBadge, RegistrationStatusBadge } from './columns';
import { ageToday, amountDue, minorWithoutGuardian, organisationToday, telHref } from './registrant-facts';

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `registration-group-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold">{title}</h3>
      <dl className="grid gap-x-6 gap-y-2 rounded-md border p-3 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{empty ? <span className="text-muted-foreground">Not provided</span> : children}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const LINK = 'text-primary underline-offset-4 hover:underline';

/** A phone number to tap; nothing when none is stored (the item says Not provided). */
const phoneLink = (number: string | null) => (number?.trim() ? <a className={LINK} href={telHref(number)}>{number}</a> : null);

/** What is still owed, and why: "$40.00 (payment pending)", "$0.00 (Paid)". */
function AmountDue({ row }: { row: Registration }) {
  const due = amountDue(row);
  return (
    <>
      <span className={due > 0 ? 'font-semibold' : undefined}>{formatUsd(due)}</span>{' '}
      <span className="text-muted-foreground">({row.paymentStatus === 'pending' ? 'payment pending' : PAYMENT_STATUS_LABELS[row.paymentStatus]})</span>
    </>
  );
}

/** "04/02/1990 (age 36)"; a stored value that is not a date as it is. */
function DateOfBirth({ value, today }: { value: string; today: string }) {
  const age = ageToday(value, today);
  return age === null ? value : `${formatDateMDY(value)} (age ${age})`;
}

const addressLine = (row: Registration) => [row.address, row.city, [row.state, row.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

function Details({ registration: row }: { registration: Registration }) {
  const today = organisationToday();
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
        <Item label="Registration Date">{formatDateMedium(row.createdAt)}</Item>
        <Item label="Payment Amount">{formatUsd(row.paymentAmount)}</Item>
        <Item label="Amount Due">
          <AmountDue row={row} />
        </Item>
        <Item label="Payment Status">
          <PaymentStatusBadge status={row.paymentStatus} />
        </Item>
        <Item label="Registration Status">
          <RegistrationStatusBadge status={row.registrationStatus} />
        </Item>
        <Item label="Equipment Bundle">{row.equipmentBundle ? 'Whistle/Ref Shirt Bundle' : 'No'}</Item>
        {row.equipmentBundle && <Item label="Shirt Size">{row.shirtSize}</Item>}
        <Item label="Liability Waiver">{yesNo(row.liabilityWaiver)}</Item>
        <Item label="Photo Consent">{yesNo(row.photoConsent)}</Item>
      </Group>
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
  return (
    <DialogFrame
      open={!!registration}
      onOpenChange={(open) => !open && onClose()}
      title="Registration Details"
      description={registration ? `${fullName(registration)}, registered ${formatDateMedium(registration.createdAt)}` : ''}
      className="sm:max-w-2xl"
    >
      {registration && (
        <>
          <Details registration={registration} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>Close</Button>
            <Button onClick={() => onEdit(registration)}>Edit Registration</Button>
          </DialogFooter>
        </>
      )}
    </DialogFrame>
  );
}
