// /account (issue 29): the official's own page. Every registration of the email across seasons (a
// guardian's children's too, each marked so), the exams open to the official with their attempts, and
// every certificate with its verify link. Without a session it sends the visitor to the sign-in page.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Json } from '../../../common/api';
import { CONSENT_STATUS_LABELS, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from '../../../common/labels';
import { centsFromDollars, formatMoney } from '../../../common/money';
import type { AccountCertificate, AccountRegistration, AccountSession } from '../../../common/schemas/account';
import { placeTime } from '../../../common/calendar/zone';
import { formatDateLong, formatDateMDY, formatTime12h } from '../../../common/format';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TermList } from '../../components/ui/term-list';
import { errorMessage } from '../../lib/api';
import { ACCOUNT_QUERY_KEY, fetchAccount, registrationLink, signOut } from './account-api';
import { ExamItems } from './account-exams';
import { CARD_TERMS, ListCard, Section } from './list-card';
import { SignedInPage } from './signed-in-page';

const CERTIFICATE_STATUS: Record<AccountCertificate['status'], { label: string; variant: 'default' | 'secondary' | 'destructive' }> = {
  valid: { label: 'In force', variant: 'default' },
  expired: { label: 'Expired', variant: 'secondary' },
  revoked: { label: 'Revoked', variant: 'destructive' },
};

/** Opens a registration's private page (or a child's consent form) through a link made for this tap. */
function OpenLinkButton({ id, purpose, children }: { id: number; purpose: 'my-registration' | 'guardian-consent'; children: ReactNode }) {
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function open() {
    setOpening(true);
    try {
      window.location.assign(await registrationLink(id, purpose));
    } catch (error) {
      setFailure(errorMessage(error, 'The page could not be opened. Please try again.'));
      setOpening(false);
    }
  }
  return (
    <>
      <Button size="sm" variant={purpose === 'guardian-consent' ? 'default' : 'outline'} onClick={open} disabled={opening}>
        {children}
      </Button>
      {failure && <p role="alert" className="basis-full text-sm text-destructive">{failure}</p>}
    </>
  );
}

function RegistrationCard({ registration }: { registration: Json<AccountRegistration> }) {
  const consentAwaited = registration.asGuardian && registration.consentStatus === 'awaiting-guardian';
  return (
    <ListCard
      title={registration.programName}
      description={registration.asGuardian ? `For ${registration.personName}, as their parent or guardian` : registration.personName}
    >
      <TermList
        classes={CARD_TERMS}
        items={[
          ['Status', REGISTRATION_STATUS_LABELS[registration.registrationStatus]],
          ['Payment', `${PAYMENT_STATUS_LABELS[registration.paymentStatus]} · ${formatMoney(centsFromDollars(registration.paymentAmount))}`],
          ['Guardian consent', CONSENT_STATUS_LABELS[registration.consentStatus]],
          ['Registered', formatDateMDY(registration.registeredOn)],
        ]}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        {consentAwaited && (
          <OpenLinkButton id={registration.id} purpose="guardian-consent">
            Sign the consent form
          </OpenLinkButton>
        )}
        <OpenLinkButton id={registration.id} purpose="my-registration">
          View registration
        </OpenLinkButton>
      </div>
    </ListCard>
  );
}

function SessionItem({ session }: { session: AccountSession }) {
  const time = session.endTime ? `${formatTime12h(session.startTime)} – ${formatTime12h(session.endTime)}` : formatTime12h(session.startTime);
  const venue = [session.venueName, session.address].filter(Boolean).join(', ');
  return (
    <li className="rounded-lg border bg-card p-4 text-sm">
      <p className="font-semibold">
        {formatDateLong(session.date)} · {time}
      </p>
      <p>
        {session.programName} <span className="text-muted-foreground">({session.personName})</span>
      </p>
      {venue && <p className="text-muted-foreground">{venue}</p>}
    </li>
  );
}

function CertificateCard({ certificate }: { certificate: Json<AccountCertificate> }) {
  const status = CERTIFICATE_STATUS[certificate.status];
  return (
    <ListCard
      title={certificate.certificationName}
      badge={<Badge variant={status.variant}>{status.label}</Badge>}
      description={certificate.officialName}
      className="grid gap-3"
    >
      <TermList
        classes={CARD_TERMS}
        items={[
          ['Level', certificate.level],
          ['Issued', formatDateMDY(certificate.issuedOn)],
          ['Expires', formatDateMDY(certificate.expiresOn)],
          ['Code', certificate.code],
        ]}
      />
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
        {certificate.status !== 'revoked' && (
          <a className="text-primary underline-offset-4 hover:underline" href={`/api/account/certificates/${certificate.id}/pdf`} download>
            Download the PDF
          </a>
        )}
        <a className="text-primary underline-offset-4 hover:underline" href={`/verify/${encodeURIComponent(certificate.code)}`}>
          Verify this certificate
        </a>
      </div>
    </ListCard>
  );
}

export function AccountPage() {
  const [, navigate] = useLocation();
  const account = useQuery({ queryKey: ACCOUNT_QUERY_KEY, queryFn: fetchAccount });
  const [leaving, setLeaving] = useState<string | null>(null);

  async function leave(everywhere: boolean) {
    try {
      await signOut(everywhere);
      navigate('/account/sign-in', { replace: true });
    } catch (error) {
      setLeaving(errorMessage(error, 'Signing out failed. Please try again.'));
    }
  }

  return (
    <SignedInPage title="Your account" query={account} loading="Loading your account" failure="Your account could not be loaded. Please try again.">
      {({ email, registrations, upcomingSessions, certificates, exams, attempts, timeZone }) => (
        <div className="grid gap-8">
          <header className="grid gap-3">
            <h1 className="text-2xl font-bold">Your account</h1>
            <p className="text-sm text-muted-foreground">
              Signed in as <span className="font-medium break-all text-foreground">{email}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => leave(false)}>
                Sign out
              </Button>
              <Button variant="outline" size="sm" onClick={() => leave(true)}>
                Sign out everywhere
              </Button>
            </div>
            {leaving && <p role="alert" className="text-sm text-destructive">{leaving}</p>}
          </header>
          <Section title="Registrations" empty={registrations.length === 0 ? 'No registrations under this email yet.' : null}>
            {registrations.map((registration) => (
              <RegistrationCard key={registration.id} registration={registration} />
            ))}
          </Section>
          <Section title="Upcoming sessions" empty={upcomingSessions.length === 0 ? 'No sessions coming up.' : null}>
            {upcomingSessions.map((session) => (
              <SessionItem key={`${session.date} ${session.startTime} ${session.programName} ${session.personName}`} session={session} />
            ))}
          </Section>
          <Section
            title="Exams"
            note={exams.length + attempts.length > 0 ? `Times are ${placeTime(timeZone)}.` : undefined}
            empty={exams.length + attempts.length === 0 ? 'No exams open to you yet.' : null}
          >
            <ExamItems exams={exams} attempts={attempts} timeZone={timeZone} />
          </Section>
          <Section title="Certificates" empty={certificates.length === 0 ? 'No certificates under this email yet.' : null}>
            {certificates.map((certificate) => (
              <CertificateCard key={certificate.id} certificate={certificate} />
            ))}
          </Section>
        </div>
      )}
    </SignedInPage>
  );
}
