// The columns of Program Registrations (SPEC section 2): Date, Program, Registrant, Email, Experience,
// Status, Payment, and view / edit / delete; and the status badges of SPEC section 4, with a minor's
// guardian consent under the registration status (issue 15).
import { Eye, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { ConsentStatus, PaymentStatus, RegistrationStatus } from '../../../../common/constants';
import { formatDateMedium, fullName } from '../../../../common/format';
import { formatMoney } from '../../../../common/money';
import {
  EXPERIENCE_NAMES, EXPERIENCE_YEARS, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS, experienceLabel,
} from '../../../../common/labels';
import type { Registration } from '../../../../common/schemas/registration';
import { isOverbooked } from '../../../../common/seats';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import type { ColumnDef } from '../shared/data-table';
import type { RowDialogs } from '../shared/use-resource';

type BadgeVariant = ComponentProps<typeof Badge>['variant'];

const PAYMENT_STATUS_BADGES: Record<PaymentStatus, BadgeVariant> = { paid: 'default', pending: 'outline', free: 'secondary', refunded: 'destructive' };
const REGISTRATION_STATUS_BADGES: Record<RegistrationStatus, BadgeVariant> = { active: 'default', completed: 'secondary', cancelled: 'destructive' };

export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => (
  <Badge variant={PAYMENT_STATUS_BADGES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>
);

/** Beside the payment status: part of a paid registration refunded, a cardholder's dispute, a refund still owed, a seat paid for over the capacity (issue 27). */
export function PaymentNotes({ registration }: { registration: Pick<Registration, 'paymentStatus' | 'refundedCents' | 'disputed' | 'refundDueCents' | 'overbookedAt' | 'registrationStatus'> }) {
  return (
    <>
      {isOverbooked(registration) && <Badge variant="destructive">Overbooked</Badge>}
      {registration.paymentStatus === 'paid' && registration.refundedCents > 0 && <Badge variant="outline">Partly refunded</Badge>}
      {registration.disputed && <Badge variant="destructive">Disputed</Badge>}
      {!!registration.refundDueCents && (
        <Badge variant="outline" className="border-amber-600 bg-amber-50 whitespace-nowrap text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
          Refund due {formatMoney(registration.refundDueCents)}
        </Badge>
      )}
    </>
  );
}

export const RegistrationStatusBadge = ({ status }: { status: RegistrationStatus }) => (
  <Badge variant={REGISTRATION_STATUS_BADGES[status]}>{REGISTRATION_STATUS_LABELS[status]}</Badge>
);

/** A minor's guardian consent: awaited stands out (staff may chase it), signed is calm; nothing when not needed. */
export function ConsentBadge({ status }: { status: ConsentStatus }) {
  if (status === 'awaiting-guardian') {
    return (
      <Badge variant="outline" className="border-amber-600 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
        Awaiting guardian
      </Badge>
    );
  }
  return status === 'signed' ? <Badge variant="secondary">Consent signed</Badge> : null;
}

/** The cell reads SPEC's label; it shows the level over its years. */
function Experience({ level }: { level: Registration['experienceLevel'] }) {
  return (
    <>
      <span className="sr-only">{experienceLabel(level)}</span>
      <span aria-hidden="true">
        {EXPERIENCE_NAMES[level]}
        <span className="block text-xs text-muted-foreground">{EXPERIENCE_YEARS[level]}</span>
      </span>
    </>
  );
}

// The table is wide: narrower cell padding and small action buttons (not the shared RowActions)
// keep it whole at 1280 px. On a phone the registrant comes first (date and program are left out; the
// details show them), pinned like the payment and the actions.
const narrow = 'px-2';

/** A small icon button named after the registrant, its action as a tooltip. */
function ActionButton({ icon: Icon, action, name, destructive, onClick }: {
  icon: LucideIcon;
  action: 'View' | 'Edit' | 'Delete';
  name: string;
  destructive?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`${action} registration of ${name}`}
      title={action}
      className={cn('size-8', destructive && 'text-destructive hover:text-destructive')}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** `timeZone`: the organisation's, whose date a registration was made on. */
export const registrationColumns = (dialogs: RowDialogs<Registration>, view: (registration: Registration) => void, timeZone: string): ColumnDef<Registration>[] => [
  { header: 'Date', headClassName: narrow, className: `${narrow} whitespace-nowrap`, from: 'sm', cell: (row) => formatDateMedium(row.createdAt, timeZone) },
  { header: 'Program', headClassName: narrow, className: `${narrow} min-w-36 max-w-48`, from: 'sm', cell: (row) => row.programName },
  {
    header: 'Registrant',
    headClassName: narrow,
    className: `${narrow} min-w-24 font-medium`,
    pin: 'start',
    cell: (row) => fullName(row),
  },
  { header: 'Email', headClassName: narrow, className: `${narrow} max-w-40 truncate`, cell: (row) => <span title={row.email}>{row.email}</span> },
  { header: 'Experience', headClassName: narrow, className: `${narrow} whitespace-nowrap`, cell: (row) => <Experience level={row.experienceLevel} /> },
  {
    header: 'Status',
    headClassName: narrow,
    className: narrow,
    cell: (row) => (
      <div className="flex flex-col items-start gap-1">
        <RegistrationStatusBadge status={row.registrationStatus} />
        <ConsentBadge status={row.consentStatus} />
      </div>
    ),
  },
  {
    header: 'Payment',
    headClassName: narrow,
    className: narrow,
    pin: 'end',
    cell: (row) => (
      <div className="flex flex-col items-start gap-1">
        <PaymentStatusBadge status={row.paymentStatus} />
        <PaymentNotes registration={row} />
      </div>
    ),
  },
  {
    header: 'Actions',
    headClassName: `${narrow} text-right`,
    className: narrow,
    pin: 'end',
    cell: (row) => (
      <div className="flex justify-end">
        <ActionButton icon={Eye} action="View" name={fullName(row)} onClick={() => view(row)} />
        <ActionButton icon={Pencil} action="Edit" name={fullName(row)} onClick={() => dialogs.startEdit(row)} />
        <ActionButton icon={Trash2} action="Delete" name={fullName(row)} destructive onClick={() => dialogs.startDelete(row)} />
      </div>
    ),
  },
];
