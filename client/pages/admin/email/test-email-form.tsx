// The Test Form tab: the address, Send Test Emails (the form's submit) and Test SMTP Connection, which
// SPEC section 5 disables while the address is empty.
import { Send, Server } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { SectionCard } from '../shared/section-card';

interface TestEmailFormProps {
  email: string;
  /** SPEC's message under the field. */
  error?: string;
  onEmailChange: (email: string) => void;
  onSend: () => void;
  onTestSmtp: () => void;
  sending: boolean;
  testingSmtp: boolean;
}

export function TestEmailForm({ email, error, onEmailChange, onSend, onTestSmtp, sending, testingSmtp }: TestEmailFormProps) {
  const pending = sending || testingSmtp;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <SectionCard
      title="Send Test Emails"
      description="Sends a registration confirmation, an admin notification and a payment confirmation to the address below."
    >
      <form noValidate onSubmit={submit} className="grid gap-6">
        <FormField id="test-email" label="Email Address" error={error} required>
          <Input
            {...fieldA11y('test-email', error)}
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={pending}>
            {sending ? <Spinner className="size-4" label="Sending test emails" /> : <Send aria-hidden="true" />}
            {sending ? 'Sending...' : 'Send Test Emails'}
          </Button>
          <Button type="button" variant="outline" disabled={pending || email.trim() === ''} onClick={onTestSmtp}>
            {testingSmtp ? <Spinner className="size-4" label="Testing SMTP connection" /> : <Server aria-hidden="true" />}
            {testingSmtp ? 'Testing...' : 'Test SMTP Connection'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
