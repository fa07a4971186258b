// The guardian's consent form (/consent/{token}), rendered on the server and run without script: the
// registration, the waiver, the photo question and the signature, or why the link opens no form.
import type { ComponentProps, ReactNode } from 'react';
import type { ConsentFormValues, ConsentPage as ConsentPageData } from '../../../common/consent-page';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { DetailRows, OfficeContact, Section } from './detail-rows';
import { SelfServiceLayout } from './self-service-layout';

type Errors = ConsentPageData['errors'];

/** A labelled input with its message under it (aria-invalid and aria-describedby tie them together). */
function TextField({ name, label, errors, hint, ...input }: { name: keyof ConsentFormValues; label: string; errors: Errors; hint?: string } & ComponentProps<'input'>) {
  const error = errors[name];
  const described = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <label htmlFor={name} className="text-sm font-medium">{label}</label>
      <Input id={name} name={name} required aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && <p id={`${name}-hint`} className="text-sm text-muted-foreground">{hint}</p>}
      {error && <p id={`${name}-error`} className="text-sm font-medium text-destructive">{error}</p>}
    </div>
  );
}

/** A native checkbox (no script on this page) with its label and message. */
function CheckField({ name, checked, errors, children }: { name: 'agree' | 'photoConsent'; checked: boolean; errors: Errors; children: ReactNode }) {
  const error = errors[name];
  return (
    <div className="grid gap-2">
      <label className="flex items-start gap-3 text-sm leading-snug">
        <input
          type="checkbox" name={name} defaultChecked={checked} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <span>{children}</span>
      </label>
      {error && <p id={`${name}-error`} className="text-sm font-medium text-destructive">{error}</p>}
    </div>
  );
}

function ConsentForm({ page }: { page: ConsentPageData }) {
  const { values, errors, waiver } = page;
  const refused = Object.keys(errors).length > 0;
  return (
    <form method="post" action={page.action} noValidate className="space-y-6">
      <input type="hidden" name="waiverHash" value={waiver.hash} />
      {page.notice && (
        <Alert>
          <AlertTitle>Please read again</AlertTitle>
          <AlertDescription><p>{page.notice}</p></AlertDescription>
        </Alert>
      )}
      {refused && (
        <Alert variant="destructive">
          <AlertTitle>Please check the form</AlertTitle>
          <AlertDescription><p>Some answers need your attention; each is marked below.</p></AlertDescription>
        </Alert>
      )}
      <Section title={waiver.title}>
        <div className="space-y-3 text-sm leading-relaxed">
          {waiver.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </div>
      </Section>
      <Section title="Parent or guardian">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="guardianName" label="Your full name" autoComplete="name" defaultValue={values.guardianName} errors={errors} />
          <TextField name="relationship" label="Relationship to the registrant" placeholder="Parent, legal guardian..." defaultValue={values.relationship} errors={errors} />
          <TextField name="email" label="Email" type="email" autoComplete="email" defaultValue={values.email} errors={errors} />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" defaultValue={values.phone} errors={errors} />
        </div>
      </Section>
      <Section title="Agreement and signature">
        <div className="grid gap-5">
          <CheckField name="photoConsent" checked={values.photoConsent} errors={errors}>{waiver.photoQuestion}</CheckField>
          <CheckField name="agree" checked={values.agree} errors={errors}>
            I have read the liability waiver above and agree to it on behalf of {page.registration.registrantName}.
          </CheckField>
          <TextField
            name="signature" label="Type your full name to sign" autoComplete="off" defaultValue={values.signature} errors={errors}
            hint="Typing your name here is your signature; it must match the name above."
          />
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">Sign consent</Button>
        </div>
      </Section>
    </form>
  );
}

/** Why there is no form: signed (now or before), expired, or replaced by a newer link. */
function Outcome({ page }: { page: ConsentPageData }) {
  const { registrantName, programName } = page.registration;
  const text: Record<Exclude<ConsentPageData['screen'], 'form'>, string> = {
    signed: `Thank you. Your consent for ${registrantName} to take part in ${programName} is signed and on file. A confirmation has been sent to the registrant and to our office.`,
    'already-signed': `The consent for ${registrantName} has already been signed; there is nothing more to do.`,
    expired: 'Consent links work for 14 days. Please ask our office to send you a new one.',
    replaced: 'A newer consent link has been sent; please use the link in the most recent email, or ask our office to send a new one.',
  };
  if (page.screen === 'form') return null;
  return (
    <Section title={page.screen === 'signed' ? 'Consent signed' : page.title}>
      <div className="space-y-4">
        <p>{text[page.screen]}</p>
        {page.screen !== 'signed' && <OfficeContact organisation={page.organisation} />}
      </div>
    </Section>
  );
}

export function ConsentPage({ page }: { page: ConsentPageData }) {
  const { registration } = page;
  return (
    <SelfServiceLayout
      organisation={page.organisation.name}
      heading={page.title}
      description={page.screen === 'form' ? page.greeting : undefined}
    >
      {page.screen === 'form' && (
        <Section title={registration.programName}>
          <DetailRows rows={[['Registrant', registration.registrantName], ['Starts', [registration.startDate, registration.startTime].filter(Boolean).join(' at ') || null], ['Venue', registration.venue]]} />
        </Section>
      )}
      {page.screen === 'form' ? <ConsentForm page={page} /> : <Outcome page={page} />}
    </SelfServiceLayout>
  );
}
