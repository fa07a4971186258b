// A registration's guardian consent and private link in its details (issue 15): the consent state, the
// guardian's signature once signed, Resend while it is awaited; and replacing the registrant's link.
import { Link2, Send } from 'lucide-react';
import { useState } from 'react';
import { placeTime } from '../../../../common/calendar/zone';
import type { Registration } from '../../../../common/schemas/registration';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ledgerTime } from '../payments/ledger-labels';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useTimeZone } from '../shared/use-time-zone';
import { ConsentBadge } from './columns';
import { Group, Item } from './detail-parts';
import { useGuardianConsent, useReplacePrivateLink, useResendConsentLink } from './use-registration-links';

/** The waiver's version as staff compare it: the first 12 hex digits of the hash of the text shown. */
const waiverVersion = (hash: string) => hash.slice(0, 12);

/** "Mar 2, 2026, 10:45 AM" and, in brackets, the organisation's zone in words (placeTime). */
function organisationTime(value: string, timeZone: string) {
  const { day, time } = ledgerTime(value, timeZone);
  return `${day}, ${time} (${placeTime(timeZone)})`;
}

function Signature({ registrationId }: { registrationId: number }) {
  const consent = useGuardianConsent(registrationId, true);
  const timeZone = useTimeZone();
  if (consent.isError) return <Item label="Signature" wide><span className="text-destructive">The signature could not be loaded.</span></Item>;
  if (!consent.data) return <Item label="Signature" wide><Spinner className="size-4" label="Loading the signature" /></Item>;
  const signed = consent.data;
  return (
    <>
      <Item label="Guardian">{signed.guardianName}</Item>
      <Item label="Relationship">{signed.relationship}</Item>
      <Item label="Email"><span className="break-all">{signed.email}</span></Item>
      <Item label="Phone">{signed.phone}</Item>
      <Item label="Typed signature"><span className="font-serif italic">{signed.signature}</span></Item>
      <Item label="Photo consent">{signed.photoConsent ? 'Yes' : 'No'}</Item>
      <Item label="Signed at">{organisationTime(signed.signedAt, timeZone)}</Item>
      <Item label="From IP"><span className="font-mono">{signed.ipAddress}</span></Item>
      <Item label="Waiver version"><span className="font-mono" title={signed.waiverHash}>{waiverVersion(signed.waiverHash)}</span></Item>
    </>
  );
}

export function GuardianConsentGroup({ registration: row }: { registration: Registration }) {
  const resend = useResendConsentLink();
  const awaiting = row.consentStatus === 'awaiting-guardian';
  return (
    <Group
      title="Guardian consent"
      actions={awaiting && (
        <Button variant="outline" size="sm" onClick={() => resend.mutate(row.id)} disabled={resend.isPending}>
          <Send aria-hidden="true" />
          {resend.isPending ? 'Sending...' : 'Resend consent link'}
        </Button>
      )}
    >
      <Item label="State"><ConsentBadge status={row.consentStatus} /></Item>
      {awaiting && (
        <Item label="Consent link goes to">
          {row.parentGuardianEmail
            ? <span className="break-all">{row.parentGuardianEmail}</span>
            : 'The registrant, to forward to a parent or guardian'}
        </Item>
      )}
      {row.consentStatus === 'signed' && <Signature registrationId={row.id} />}
    </Group>
  );
}

export function PrivateLinkGroup({ registration: row }: { registration: Registration }) {
  const [confirming, setConfirming] = useState(false);
  const replace = useReplacePrivateLink(() => setConfirming(false));
  const confirm = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={(open) => !replace.isPending && setConfirming(open)}
      title="Replace private link?"
      description={`A new link to their own page is emailed to ${row.email}. The link they have now stops working at once.`}
      confirmLabel="Replace and send"
      pendingLabel="Sending..."
      pending={replace.isPending}
      onConfirm={() => replace.mutate(row.id)}
    />
  );
  return (
    <Group
      title="Private link"
      actions={(
        <>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Link2 aria-hidden="true" />
            Replace private link
          </Button>
          {confirm}
        </>
      )}
    >
      <Item label="Registrant's own page" wide>Every confirmation email carries a private link to it; replace the link if it reached someone else.</Item>
    </Group>
  );
}
