// The Registration Details dialog (SPEC section 2): personal info, registration details, emergency
// contact, parent/guardian when present, and notes.
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatDateMedium, formatUsd } from '../../../../common/format';
import {
  PAYMENT_STATUS_BADGES, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_BADGES, REGISTRATION_STATUS_LABELS,
  experienceLabel, fullName, type Registration,
} from './registration-model';

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

export function RegistrationDetailsDialog({ registration, onOpenChange, onEdit }: {
  registration: Registration | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (registration: Registration) => void;
}) {
  return (
    <Dialog open={!!registration} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {registration && (
          <>
            <DialogHeader>
              <DialogTitle>Registration Details</DialogTitle>
              <DialogDescription>
                {fullName(registration)}, registered {formatDateMedium(registration.createdAt)}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-4">
              <Group title="Personal Information">
                <Item label="Name">{fullName(registration)}</Item>
                <Item label="Date of Birth">{registration.dateOfBirth}</Item>
                <Item label="Email">
                  <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${registration.email}`}>{registration.email}</a>
                </Item>
                <Item label="Phone">{registration.phone}</Item>
                <Item label="Address">
                  {[registration.address, registration.city, [registration.state, registration.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
                </Item>
                <Item label="Experience Level">{experienceLabel(registration.experienceLevel)}</Item>
                {registration.officiatedLevels.length > 0 && <Item label="Levels Officiated">{registration.officiatedLevels.join(', ')}</Item>}
                {registration.trainingGoals && <Item label="Training Goals">{registration.trainingGoals}</Item>}
              </Group>
              <Group title="Registration Details">
                <Item label="Program">{registration.programName}</Item>
                <Item label="Registration Date">{formatDateMedium(registration.createdAt)}</Item>
                <Item label="Payment Amount">{formatUsd(registration.paymentAmount)}</Item>
                <Item label="Payment Status">
                  <Badge variant={PAYMENT_STATUS_BADGES[registration.paymentStatus]}>{PAYMENT_STATUS_LABELS[registration.paymentStatus]}</Badge>
                </Item>
                <Item label="Registration Status">
                  <Badge variant={REGISTRATION_STATUS_BADGES[registration.registrationStatus]}>
                    {REGISTRATION_STATUS_LABELS[registration.registrationStatus]}
                  </Badge>
                </Item>
                <Item label="Equipment Bundle">{registration.equipmentBundle ? 'Whistle/Ref Shirt Bundle' : 'No'}</Item>
                {registration.equipmentBundle && <Item label="Shirt Size">{registration.shirtSize}</Item>}
                <Item label="Liability Waiver">{yesNo(registration.liabilityWaiver)}</Item>
                <Item label="Photo Consent">{yesNo(registration.photoConsent)}</Item>
              </Group>
              <Group title="Emergency Contact">
                <Item label="Name">{registration.emergencyContactName}</Item>
                <Item label="Phone">{registration.emergencyContactPhone}</Item>
                <Item label="Relationship">{registration.emergencyContactRelationship}</Item>
              </Group>
              {(registration.parentGuardianName || registration.parentGuardianEmail || registration.parentGuardianPhone) && (
                <Group title="Parent/Guardian">
                  <Item label="Name">{registration.parentGuardianName}</Item>
                  <Item label="Relationship">{registration.parentGuardianRelationship}</Item>
                  <Item label="Email">{registration.parentGuardianEmail}</Item>
                  <Item label="Phone">{registration.parentGuardianPhone}</Item>
                </Group>
              )}
              <section aria-labelledby="registration-group-notes" className="grid gap-2">
                <h3 id="registration-group-notes" className="text-sm font-semibold">Notes</h3>
                <p className="rounded-md border p-3 text-sm whitespace-pre-wrap">
                  {registration.notes || <span className="text-muted-foreground">No notes</span>}
                </p>
              </section>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>Close</Button>
              <Button onClick={() => onEdit(registration)}>Edit Registration</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
