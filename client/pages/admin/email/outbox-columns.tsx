// The columns of the Email Outbox table: what, to whom, about which record, status, tries, how it went
// and when. Narrower than the wide screen (a phone, a tablet, a laptop beside the sidebar) only What,
// Status and Actions stay as columns and What carries the rest under its label: nothing to scroll to.
import { RotateCcw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { emailTemplateLabel } from '../../../../common/email-templates';
import { formatDateMedium } from '../../../../common/format';
import type { OutboxMessage } from '../../../../common/schemas/email-outbox';
import { Badge } from '../../../components/ui/badge';
import { actionsColumn, type ColumnDef } from '../shared/data-table';
import { RowButton, RowButtons } from '../shared/row-actions';

type OutboxStatus = OutboxMessage['status'];

const RECIPIENT_LABELS: Readonly<Record<string, string>> = { registrant: 'Registrant', guardian: 'Parent or guardian', admin: 'Office' };

export const STATUS_LABELS: Readonly<Record<OutboxStatus, string>> = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' };

const STATUS_BADGES: Record<OutboxStatus, ComponentProps<typeof Badge>['variant']> = {
  queued: 'outline',
  sending: 'secondary',
  sent: 'default',
  failed: 'destructive',
};

const DELIVERY_STEPS: Readonly<Record<string, string>> = { primary: 'Primary SMTP', secondary: 'Secondary transport', file: 'File log' };
const NOT_SENT = 'none: ';

const templateLabel = (message: OutboxMessage) => emailTemplateLabel(message.template);
const recipientLabel = (message: OutboxMessage) => RECIPIENT_LABELS[message.recipient] ?? message.recipient;

/** "Registration #12", "Inquiry #3", "Waitlist entry #4". */
function aboutLabel(message: OutboxMessage): string {
  if (message.registrationId !== null) return `Registration #${message.registrationId}`;
  if (message.contactId !== null) return `Inquiry #${message.contactId}`;
  if (message.waitlistEntryId !== null) return `Waitlist entry #${message.waitlistEntryId}`;
  return '—';
}

/** The step that delivered it, why nothing was sent, or the last try's error. */
function outcome(message: OutboxMessage): { text: string; error: boolean } | null {
  const by = message.deliveredBy;
  if (by?.startsWith(NOT_SENT)) return { text: `Not sent: ${by.slice(NOT_SENT.length)}`, error: false };
  if (by) return { text: DELIVERY_STEPS[by] ?? by, error: false };
  if (message.lastError) return { text: message.lastError, error: true };
  return null;
}

function Outcome({ message }: { message: OutboxMessage }) {
  const shown = outcome(message);
  if (!shown) return <span className="text-muted-foreground">—</span>;
  // An SMTP error can run to several lines: two are shown, the whole text is the tooltip. A long path
  // in it may break anywhere, or it would widen the table past a phone's screen.
  return (
    <p className={shown.error ? 'line-clamp-2 wrap-anywhere text-destructive' : 'wrap-anywhere'} title={shown.text}>
      {shown.text}
    </p>
  );
}

/** The message's creation: "Jan 3, 2026" and "4:05 PM"; the raw value when it is not a date. */
function created(createdAt: string): { date: string; time: string } {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return { date: createdAt, time: '' };
  return { date: formatDateMedium(createdAt), time: date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' }) };
}

const tries = (attempts: number) => (attempts === 1 ? '1 try' : `${attempts} tries`);

/** Parts of a line that wrap only between them. */
const Parts = ({ parts }: { parts: string[] }) => (
  <p>
    {parts.filter(Boolean).map((part, index) => (
      <span key={index}>
        {index > 0 && ' · '}
        <span className="whitespace-nowrap">{part}</span>
      </span>
    ))}
  </p>
);

const OutboxStatusBadge = ({ status }: { status: OutboxStatus }) => <Badge variant={STATUS_BADGES[status]}>{STATUS_LABELS[status]}</Badge>;

/** What the wide table's own columns show, under the label on narrower screens. */
function NarrowDetails({ message }: { message: OutboxMessage }) {
  const { date, time } = created(message.createdAt);
  return (
    <div className="mt-1 grid gap-0.5 text-xs font-normal text-muted-foreground xl:hidden">
      <Parts parts={[`To ${recipientLabel(message)}`, aboutLabel(message)]} />
      <Parts parts={[date, time, tries(message.attempts)]} />
      <div className="text-foreground">
        <Outcome message={message} />
      </div>
    </div>
  );
}

const narrow = 'px-2';
/** A column only the wide table has (see NarrowDetails). */
const wide = `${narrow} hidden xl:table-cell`;

interface OutboxActions {
  onRetry: (message: OutboxMessage) => void;
  /** The id of the message being sent back to the queue, if any. */
  retrying: number | undefined;
}

export const outboxColumns = ({ onRetry, retrying }: OutboxActions): ColumnDef<OutboxMessage>[] => [
  {
    header: 'What',
    headClassName: narrow,
    className: `${narrow} min-w-32 font-medium`,
    pin: 'start',
    cell: (message) => (
      <>
        {templateLabel(message)}
        <NarrowDetails message={message} />
      </>
    ),
  },
  { header: 'To', headClassName: wide, className: wide, cell: recipientLabel },
  { header: 'About', headClassName: wide, className: `${wide} whitespace-nowrap`, cell: aboutLabel },
  { header: 'Status', headClassName: narrow, className: narrow, pin: 'end', cell: (message) => <OutboxStatusBadge status={message.status} /> },
  { header: 'Tries', headClassName: `${wide} text-right`, className: `${wide} text-right tabular-nums`, cell: (message) => message.attempts },
  { header: 'Delivered by / error', headClassName: wide, className: `${wide} min-w-36 max-w-64 text-xs`, cell: (message) => <Outcome message={message} /> },
  {
    header: 'Created',
    headClassName: wide,
    className: `${wide} whitespace-nowrap text-xs text-muted-foreground`,
    cell: (message) => {
      const { date, time } = created(message.createdAt);
      return (
        <>
          {date}
          <span className="block">{time}</span>
        </>
      );
    },
  },
  {
    ...actionsColumn((message: OutboxMessage) =>
      message.status === 'failed' ? (
        <RowButtons>
          <RowButton
            icon={RotateCcw}
            aria-label={`Retry ${templateLabel(message)} to ${recipientLabel(message)}, ${aboutLabel(message)}`}
            disabled={retrying === message.id}
            onClick={() => onRetry(message)}
          >
            Retry
          </RowButton>
        </RowButtons>
      ) : null,
    ),
    headClassName: `${narrow} text-right`,
    className: narrow,
  },
];
