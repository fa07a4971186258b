// The public certificate check (/verify, /verify/{code}), rendered on the server and run without
// script: a GET form for the code, then the certificate's status and its certified facts only.
import { BadgeCheck, Ban, Clock } from 'lucide-react';
import type { VerifyPage as VerifyPageData } from '../../../common/verify-page';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/utils';
import { DetailRows, Section } from './detail-rows';
import { SelfServiceLayout } from './self-service-layout';

type Found = NonNullable<VerifyPageData['certificate']>;

const STATUS = {
  valid: { label: 'Valid', icon: BadgeCheck, className: 'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100' },
  expired: { label: 'Expired', icon: Clock, className: 'border-amber-600/40 bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-100' },
  revoked: { label: 'Revoked', icon: Ban, className: 'border-destructive/50 bg-red-50 text-red-900 dark:bg-red-950/50 dark:text-red-100' },
} as const;

function statusLine(certificate: Found): string {
  if (certificate.status === 'valid') return `This certificate is valid until ${certificate.expiresOn}.`;
  if (certificate.status === 'expired') return `This certificate expired on ${certificate.expiresOn}.`;
  return `This certificate was revoked${certificate.revokedOn ? ` on ${certificate.revokedOn}` : ''} and is no longer valid.`;
}

function Result({ certificate }: { certificate: Found }) {
  const status = STATUS[certificate.status];
  const Icon = status.icon;
  return (
    <section aria-labelledby="status" className={cn('rounded-xl border p-5 shadow-sm sm:p-6', status.className)}>
      <div className="flex items-center gap-3">
        <Icon aria-hidden="true" className="size-8 shrink-0" />
        <h2 id="status" className="text-2xl font-bold" data-status={certificate.status}>{status.label}</h2>
      </div>
      <p className="mt-2">{statusLine(certificate)}</p>
      <div className="mt-5 rounded-lg bg-background/80 p-4 text-foreground">
        <DetailRows
          rows={[
            ['Name', certificate.officialName],
            ['Certification', certificate.certificationName],
            ['Level', certificate.level],
            ['Issued', certificate.issuedOn],
            ['Expires', certificate.expiresOn],
            ['Revoked on', certificate.revokedOn],
            ['Code', <span key="code" className="font-mono tracking-wider">{certificate.code}</span>],
          ]}
        />
      </div>
    </section>
  );
}

function SearchForm({ page }: { page: VerifyPageData }) {
  return (
    <Section title={page.screen === 'found' ? 'Check another code' : 'Enter a certificate code'}>
      <form method="get" action="/verify" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <div className="grid gap-2">
          <label htmlFor="code" className="text-sm font-medium">Verification code</label>
          <Input
            id="code" name="code" required autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="ABCD-EFGH-JKMN"
            defaultValue={page.screen === 'found' ? '' : page.typed} aria-invalid={page.error ? true : undefined} aria-describedby="code-hint"
            className="font-mono uppercase"
          />
        </div>
        <Button type="submit" size="lg">Check</Button>
        <p id="code-hint" className={cn('text-sm sm:col-span-2', page.error ? 'font-medium text-destructive' : 'text-muted-foreground')}>
          {page.error ?? 'The code is printed on the certificate, under its QR code. Upper or lower case, with or without dashes.'}
        </p>
      </form>
    </Section>
  );
}

export function VerifyPage({ page }: { page: VerifyPageData }) {
  return (
    <SelfServiceLayout
      organisation={page.organisation}
      heading={page.title}
      description={page.screen === 'found' ? undefined : `Check that a certificate issued by ${page.organisation} is genuine and still valid.`}
    >
      {page.screen === 'found' && page.certificate && <Result certificate={page.certificate} />}
      {page.screen === 'unknown' && (
        <Alert variant="destructive">
          <AlertTitle>Unknown code</AlertTitle>
          <AlertDescription><p>No certificate has the code <span className="font-mono">{page.typed}</span>. Check it against the certificate and try again.</p></AlertDescription>
        </Alert>
      )}
      <SearchForm page={page} />
    </SelfServiceLayout>
  );
}
