// The public contact form. It validates with the shared CreateContactSchema (the server's own rules and
// messages), but zod is loaded on demand so it stays out of the landing page's first JavaScript.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CheckCircle2, ChevronDown, Loader2, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { tapTarget, useReplayedTap } from '../../../lib/replayed-taps';
import { cn } from '../../../lib/utils';
import {
  CONTACT_FAILURE,
  CONTACT_FIELDS,
  CONTACT_SUCCESS,
  EXPERIENCE_OPTIONS,
  PROGRAM_OPTIONS,
  type ContactErrors,
  type ContactField,
} from './contact-options';

let schemaModule: Promise<typeof import('../../../../common/schemas/contact')> | null = null;

/** Loads the schema once; a failed load (network) is retried on the next call. */
function loadContactSchema() {
  schemaModule ??= import('../../../../common/schemas/contact').catch((error: unknown) => {
    schemaModule = null;
    throw error;
  });
  return schemaModule;
}

const isField = (key: unknown): key is ContactField => CONTACT_FIELDS.includes(key as ContactField);

/** The server's field messages (its error envelope's `errors`) for this form's fields. */
function serverFieldErrors(error: unknown): ContactErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => isField(key)));
}

function focusFirstError(form: HTMLFormElement, errors: ContactErrors) {
  const first = CONTACT_FIELDS.find((field) => errors[field]);
  const control = first && form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
}

const CONTACT_TAP = 'contact';

// Fields keep clear of the fixed header above and the popup's minimized card below when focused.
const SCROLL_MARGINS = 'scroll-mt-24 scroll-mb-28';

/** `titleId` names the form (a labelled form is a landmark screen-reader users can jump to). */
export function ContactForm({ titleId }: { titleId: string }) {
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Send pressed before this code arrived was held by the page (server/ssr/tap-script.ts): send now.
  useReplayedTap(CONTACT_TAP, () => formRef.current?.requestSubmit());

  const clearError = (event: ChangeEvent<HTMLFormElement>) => {
    const { name } = event.target as unknown as { name?: string };
    if (isField(name) && errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? '')]));
    setSent(false);
    try {
      const { CreateContactSchema } = await loadContactSchema();
      const parsed = CreateContactSchema.safeParse(values);
      if (!parsed.success) {
        const found: ContactErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if (isField(field)) found[field] ??= issue.message;
        }
        setErrors(found);
        focusFirstError(form, found);
        return;
      }
      setErrors({});
      setSending(true);
      await apiRequest('/api/contact', { method: 'POST', body: parsed.data });
      form.reset();
      setSent(true);
    } catch (error) {
      const found = serverFieldErrors(error);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirstError(form, found);
      }
      toast({ title: 'Error', description: errorMessage(error, CONTACT_FAILURE), variant: 'destructive' });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      // Without any script the form posts, so what was typed never lands in the address; with the page's
      // inline script a submit before hydration is held and sent once this code runs.
      method="post"
      {...tapTarget(CONTACT_TAP)}
      aria-labelledby={titleId}
      onSubmit={submit}
      onChange={clearError}
      onFocus={() => void loadContactSchema().catch(() => undefined)}
      className="grid gap-5"
    >
      <FormField id="contact-name" label="Full Name" required error={errors.name}>
        <Input
          {...fieldA11y('contact-name', errors.name)}
          name="name"
          autoComplete="name"
          required
          className={SCROLL_MARGINS}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField className="content-start" id="contact-email" label="Email Address" required error={errors.email}>
          <Input
            {...fieldA11y('contact-email', errors.email)}
            name="email"
            type="email"
            autoComplete="email"
            required
            className={SCROLL_MARGINS}
          />
        </FormField>
        <FormField className="content-start" id="contact-phone" label="Phone Number" error={errors.phone}>
          <Input
            {...fieldA11y('contact-phone', errors.phone)}
            name="phone"
            type="tel"
            autoComplete="tel"
            className={SCROLL_MARGINS}
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField name="program" label="Program of Interest" placeholder="Select a program" options={PROGRAM_OPTIONS} error={errors.program} />
        <ChoiceField name="experience" label="Officiating Experience" placeholder="Select your experience" options={EXPERIENCE_OPTIONS} error={errors.experience} />
      </div>
      <FormField id="contact-message" label="Message" error={errors.message}>
        <Textarea
          {...fieldA11y('contact-message', errors.message)}
          name="message"
          rows={5}
          placeholder="Tell us about your goals or ask us a question"
          className={SCROLL_MARGINS}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={sending} className={cn('w-full sm:w-auto sm:justify-self-start', SCROLL_MARGINS)}>
        {sending ? <Loader2 className="motion-safe:animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
      <div role="status" aria-live="polite">
        {sent && (
          <p className="flex items-start gap-2 rounded-md border border-primary/40 bg-accent p-3 text-sm font-medium text-accent-foreground">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {CONTACT_SUCCESS}
          </p>
        )}
      </div>
    </form>
  );
}

interface ChoiceFieldProps {
  name: 'program' | 'experience';
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error: string | undefined;
}

/** An optional choice: a native <select> dressed like Input (no dropdown library on the landing page). */
function ChoiceField({ name, label, placeholder, options, error }: ChoiceFieldProps) {
  const id = `contact-${name}`;
  return (
    <FormField className="content-start" id={id} label={label} error={error}>
      <div className="relative">
        <select
          data-slot="native-select"
          className={cn(
            'flex h-9 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-transparent py-1 pr-9 pl-3 text-base shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
            'has-[option[value=""]:checked]:text-muted-foreground [&>option]:bg-background [&>option]:text-foreground',
            SCROLL_MARGINS,
          )}
          {...fieldA11y(id, error)}
          name={name}
          defaultValue=""
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      </div>
    </FormField>
  );
}
